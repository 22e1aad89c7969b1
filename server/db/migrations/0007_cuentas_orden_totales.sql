-- The producers list sorts by plots and plants too (spec 000 §2.7 'sortable columns'). Like total_superficie
-- (0004), each direction gets its own index because the engine sorts NULLS LAST both ways.
CREATE INDEX cuentas_parcelas_idx ON cuentas (id_cooperativa, id_ciclo, total_parcelas) WHERE fecha_baja IS NULL;
CREATE INDEX cuentas_parcelas_desc_idx ON cuentas (id_cooperativa, id_ciclo, total_parcelas DESC NULLS LAST) WHERE fecha_baja IS NULL;
CREATE INDEX cuentas_plantas_idx ON cuentas (id_cooperativa, id_ciclo, total_plantas) WHERE fecha_baja IS NULL;
CREATE INDEX cuentas_plantas_desc_idx ON cuentas (id_cooperativa, id_ciclo, total_plantas DESC NULLS LAST) WHERE fecha_baja IS NULL;
