-- issue 22 item 24: the delivery form's unit chooser puts a centre's usual units first, read from the centre's
-- latest deliveries (server/modules/acopio/unidades-usuales.repository.ts); this index finds them without
-- reading the whole cooperative's deliveries.
CREATE INDEX acopios_centro_reciente_idx ON acopios (id_cooperativa, id_centro_acopio, id DESC);
