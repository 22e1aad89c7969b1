-- Issue 28 (offline collection, first slice): a delivery or pending payment registered on a device without a
-- connection keeps the provisional folio the device printed (PV-7KQ2-0042, domain/bandeja/folio-provisional.ts)
-- beside the server's own folio, and the device's clock when the collector saved it. Both optional: what is
-- registered online has neither. A provisional folio is unique per cooperative within each table (the server also
-- checks the other table before writing, so a device's sequence names one record of either kind).
ALTER TABLE acopios ADD COLUMN folio_provisional text, ADD COLUMN registrada_en timestamptz;
ALTER TABLE acopio_pagos ADD COLUMN folio_provisional text, ADD COLUMN registrada_en timestamptz;
CREATE UNIQUE INDEX acopios_folio_provisional_uq ON acopios (id_cooperativa, folio_provisional) WHERE folio_provisional IS NOT NULL;
CREATE UNIQUE INDEX acopio_pagos_folio_provisional_uq ON acopio_pagos (id_cooperativa, folio_provisional) WHERE folio_provisional IS NOT NULL;
