-- Issue 25: a person pages inside one collection centre's disbursements ('por Centro de Acopio' → its movements),
-- newest first as the list shows them.
CREATE INDEX registro_efectivo_centro_fecha_idx
  ON registro_efectivo (id_cooperativa, id_ciclo, id_centro_acopio, fecha_envio DESC, id DESC);
