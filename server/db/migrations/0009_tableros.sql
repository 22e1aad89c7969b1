-- Dashboards (spec 000 §2.9, §3 'Dashboard data', 'Latest record', 'Progress rows'). A format is the record of an
-- inspection: the home dashboard's latest records name its plot and its inspector, so a format may now point
-- at both. Nullable: formats brought from elsewhere may have neither, and the list then shows the producer only.
ALTER TABLE tx_formatos
  ADD COLUMN id_parcela integer,
  ADD COLUMN id_inspector integer CONSTRAINT tx_formatos_inspector_fk REFERENCES users (id),
  ADD CONSTRAINT tx_formatos_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id);

-- The dashboards read one cycle's accounts of the list's population (confirmed, without baja); this partial
-- index holds exactly those rows with the columns every dashboard groups by, so the figures are one index scan.
CREATE INDEX cuentas_tableros_idx ON cuentas (id_cooperativa, id_ciclo)
  INCLUDE (id_productor, id_cuenta_categoria, organico, id_nivel_riesgo, total_parcelas, total_superficie)
  WHERE fecha_baja IS NULL AND confirmado = 1;
-- The surveyed accounts of a cycle (SIC progress, municipality bars): the cycle's formats by account, index-only.
CREATE INDEX tx_formatos_ciclo_cuenta_idx ON tx_formatos (id_cooperativa, id_ciclo, id_cuenta);
