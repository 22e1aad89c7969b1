-- Issue 22 (collection rules).
--
-- Item 10: the folios of deliveries (E-000123) and payments (P-000123) were their ids, drawn from one sequence for
-- every cooperative, so the gap between two of a cooperative's folios counted the other cooperatives' deliveries.
-- Each cooperative now numbers its own: `folios_acopio` holds the last number of each series (E deliveries,
-- P payments) per cooperative, taken with one upsert that locks the row until the transaction ends, so two
-- deliveries at once never share a folio. Issued folios are not renumbered (a receipt already printed keeps its
-- number): each series continues after the highest number the cooperative already has.
CREATE TABLE folios_acopio (
  id_cooperativa integer NOT NULL CONSTRAINT folios_acopio_coop_fk REFERENCES cooperativas (id),
  serie text NOT NULL CONSTRAINT folios_acopio_serie_ck CHECK (serie IN ('E', 'P')),
  ultimo integer NOT NULL CONSTRAINT folios_acopio_ultimo_ck CHECK (ultimo >= 0),
  CONSTRAINT folios_acopio_pk PRIMARY KEY (id_cooperativa, serie)
);

-- The highest issued number of each series per cooperative (folios that are not 'X-digits' are left alone).
CREATE FUNCTION sincronizar_folios_acopio(coop integer) RETURNS void LANGUAGE sql AS $$
  INSERT INTO folios_acopio (id_cooperativa, serie, ultimo)
  SELECT coop, s.serie, coalesce(s.maximo, 0)
    FROM (SELECT 'E' AS serie, (SELECT max(substr(folio_acopio, 3)::int) FROM acopios
                                 WHERE id_cooperativa = coop AND folio_acopio ~ '^E-[0-9]{1,9}$') AS maximo
          UNION ALL
          SELECT 'P', (SELECT max(substr(folio, 3)::int) FROM acopio_pagos
                        WHERE id_cooperativa = coop AND folio ~ '^P-[0-9]{1,9}$')) s
  ON CONFLICT ON CONSTRAINT folios_acopio_pk DO UPDATE SET ultimo = greatest(folios_acopio.ultimo, excluded.ultimo);
$$;

SELECT sincronizar_folios_acopio(id) FROM cooperativas;

-- A folio names one delivery of its cooperative.
CREATE UNIQUE INDEX acopios_folio_uq ON acopios (id_cooperativa, folio_acopio);

-- Item 18: the payment made at the scale, registered with its delivery, moves with the delivery's date when the
-- date is corrected; later pending payments keep theirs (docs/DECISIONES.md). Existing rows: a delivery's first
-- payment dated the delivery's day is the one made with it (the use case writes it with the delivery's date).
ALTER TABLE acopio_pagos ADD COLUMN con_entrega boolean NOT NULL DEFAULT false;
UPDATE acopio_pagos p SET con_entrega = true
  FROM (SELECT DISTINCT ON (x.id_cooperativa, x.id_acopio) x.id_cooperativa, x.id
          FROM acopio_pagos x JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id = x.id_acopio
         WHERE x.fecha = a.fecha_acopio
         ORDER BY x.id_cooperativa, x.id_acopio, x.id) primero
 WHERE p.id_cooperativa = primero.id_cooperativa AND p.id = primero.id;
