-- Issue 22 (DB guard): money is never deleted with its delivery. acopio_pagos_acopio_fk was ON DELETE CASCADE
-- (0019), so a DELETE of a delivery row, from the app or by hand, took its payments with it and the dashboards'
-- paid totals dropped without a trace. A delivery with payments is voided (0037, anular-entrega.ts), never deleted:
-- now the database refuses the DELETE of a paid delivery (foreign_key_violation) whoever runs it.
--
-- The reversal rows (acopio_pagos_revertido_fk, 0037) already have no cascade. The weighings
-- (acopio_pesadas_acopio_fk) keep theirs: they are weights, not money, and a delivery without payments is still
-- deleted with its weighings (borrar-entrega.ts).
ALTER TABLE acopio_pagos DROP CONSTRAINT acopio_pagos_acopio_fk;
ALTER TABLE acopio_pagos
  ADD CONSTRAINT acopio_pagos_acopio_fk FOREIGN KEY (id_cooperativa, id_acopio) REFERENCES acopios (id_cooperativa, id) ON DELETE RESTRICT;
