-- Issue 22 item 4: what a collector may do with money. A delivery with payments is voided with a reason, never
-- deleted: the delivery stays (struck through in the list, with its reason), each of its payments gets a reversal
-- row of the opposite amount (money rows are never deleted), and every kept summary (0033) leaves it out.

-- The voiding of a delivery: when, by whom and why. `anulada` is the one flag every summary and total reads.
ALTER TABLE acopios
  ADD COLUMN anulada boolean NOT NULL DEFAULT false,
  ADD COLUMN motivo_anulacion text,
  ADD COLUMN anulada_en timestamptz,
  ADD COLUMN id_usuario_anulacion integer,
  ADD CONSTRAINT acopios_anulacion_ck CHECK (NOT anulada OR (motivo_anulacion IS NOT NULL AND anulada_en IS NOT NULL));

-- A reversal row names the payment it reverses (once: the unique below) and carries its amount negated; every
-- other payment is positive, as before.
ALTER TABLE acopio_pagos
  ADD COLUMN id_pago_revertido integer,
  ADD CONSTRAINT acopio_pagos_revertido_fk FOREIGN KEY (id_cooperativa, id_pago_revertido) REFERENCES acopio_pagos (id_cooperativa, id),
  ADD CONSTRAINT acopio_pagos_revertido_uq UNIQUE (id_cooperativa, id_pago_revertido),
  DROP CONSTRAINT acopio_pagos_monto_ck,
  ADD CONSTRAINT acopio_pagos_monto_ck CHECK ((id_pago_revertido IS NULL AND monto > 0) OR (id_pago_revertido IS NOT NULL AND monto < 0));

-- The list's count still counts a voided delivery (the list shows it), so the list's summary keeps voided
-- deliveries in groups of their own, and the list's totals row adds up only the groups that are not voided.
ALTER TABLE acopio_resumen
  ADD COLUMN anulada boolean NOT NULL DEFAULT false,
  DROP CONSTRAINT acopio_resumen_uq,
  ADD CONSTRAINT acopio_resumen_uq UNIQUE NULLS NOT DISTINCT (id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada);

-- As 0033's, with `anulada` in the list's groups; the by-producer and the dashboard's groups leave voided deliveries
-- out altogether (voiding moves the delivery's figures out: its old row is −1, its new one is not counted).
CREATE OR REPLACE FUNCTION acopio_resumen_cambios() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fuente text := cambios_de_sentencia(TG_OP);
  vigentes text := format('SELECT * FROM (%s) v WHERE NOT v.anulada', cambios_de_sentencia(TG_OP));
BEGIN
  EXECUTE format($f$
    INSERT INTO acopio_resumen AS r
      (id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada, entregas, no_bultos, peso_bruto, peso_tara, peso_descuento, peso_neto, importe_total, recuperacion_credito, pagado)
    SELECT id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada, sum(s), sum(s * no_bultos),
           sum(s * peso_bruto), sum(s * peso_tara), sum(s * peso_descuento), sum(s * peso_neto), sum(s * importe_total),
           sum(s * recuperacion_credito), sum(s * pagado)
      FROM (%s) t
     GROUP BY id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada
    HAVING sum(s) <> 0 OR sum(s * no_bultos) <> 0 OR sum(s * peso_bruto) <> 0 OR sum(s * peso_tara) <> 0
        OR sum(s * peso_descuento) <> 0 OR sum(s * peso_neto) <> 0 OR sum(s * importe_total) <> 0
        OR sum(s * recuperacion_credito) <> 0 OR sum(s * pagado) <> 0
     ORDER BY id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada
    ON CONFLICT ON CONSTRAINT acopio_resumen_uq DO UPDATE
       SET entregas = r.entregas + excluded.entregas, no_bultos = r.no_bultos + excluded.no_bultos,
           peso_bruto = r.peso_bruto + excluded.peso_bruto, peso_tara = r.peso_tara + excluded.peso_tara,
           peso_descuento = r.peso_descuento + excluded.peso_descuento, peso_neto = r.peso_neto + excluded.peso_neto,
           importe_total = r.importe_total + excluded.importe_total,
           recuperacion_credito = r.recuperacion_credito + excluded.recuperacion_credito, pagado = r.pagado + excluded.pagado
  $f$, fuente);
  DELETE FROM acopio_resumen WHERE entregas = 0;
  EXECUTE format($f$
    INSERT INTO acopio_por_cuenta AS r
    SELECT id_cooperativa, id_cuenta, min(id_ciclo), sum(s), sum(s * no_bultos), sum(s * peso_neto), sum(s * importe_total),
           sum(s * recuperacion_credito), sum(s * pagado)
      FROM (%s) t
     GROUP BY id_cooperativa, id_cuenta
    HAVING sum(s) <> 0 OR sum(s * no_bultos) <> 0 OR sum(s * peso_neto) <> 0 OR sum(s * importe_total) <> 0
        OR sum(s * recuperacion_credito) <> 0 OR sum(s * pagado) <> 0
     ORDER BY id_cooperativa, id_cuenta
    ON CONFLICT ON CONSTRAINT acopio_por_cuenta_pk DO UPDATE
       SET entregas = r.entregas + excluded.entregas, no_bultos = r.no_bultos + excluded.no_bultos,
           peso_neto = r.peso_neto + excluded.peso_neto, importe_total = r.importe_total + excluded.importe_total,
           recuperacion_credito = r.recuperacion_credito + excluded.recuperacion_credito, pagado = r.pagado + excluded.pagado
  $f$, vigentes);
  DELETE FROM acopio_por_cuenta WHERE entregas = 0;
  EXECUTE acopio_diario_sql(format(
    'SELECT t.*, c.id_cuenta_categoria AS categoria FROM (%s) t JOIN cuentas c ON c.id_cooperativa = t.id_cooperativa AND c.id = t.id_cuenta',
    vigentes));
  DELETE FROM acopio_diario WHERE entregas = 0;
  RETURN NULL;
END $$;

-- A category change moves only the deliveries that count (a voided one is in no daily group).
CREATE OR REPLACE FUNCTION cuentas_categoria_acopio() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  EXECUTE acopio_diario_sql('SELECT x.s, a.*, x.categoria FROM (
      SELECT -1 AS s, v.id_cooperativa, v.id, v.id_cuenta_categoria AS categoria FROM viejas v
        JOIN nuevas n ON n.id_cooperativa = v.id_cooperativa AND n.id = v.id WHERE n.id_cuenta_categoria <> v.id_cuenta_categoria
      UNION ALL
      SELECT 1, n.id_cooperativa, n.id, n.id_cuenta_categoria FROM viejas v
        JOIN nuevas n ON n.id_cooperativa = v.id_cooperativa AND n.id = v.id WHERE n.id_cuenta_categoria <> v.id_cuenta_categoria) x
    JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id_cuenta = x.id AND NOT a.anulada');
  DELETE FROM acopio_diario WHERE entregas = 0;
  RETURN NULL;
END $$;

-- Payments per method: a reversal takes its payment's amount back and its count too (a payment and its reversal
-- leave 0 payments and 0 money), so the dashboard's methods show what was really paid.
CREATE OR REPLACE FUNCTION acopio_pagos_cambios() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  fuente text := cambios_de_sentencia(TG_OP);
BEGIN
  EXECUTE format($f$
    UPDATE acopios a
       SET pagado = (SELECT coalesce(sum(x.monto), 0) FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id)
      FROM (SELECT DISTINCT id_cooperativa, id_acopio FROM (%s) c) t
     WHERE a.id_cooperativa = t.id_cooperativa AND a.id = t.id_acopio
  $f$, fuente);
  EXECUTE format($f$
    INSERT INTO acopio_pagos_resumen AS r (id_cooperativa, id_ciclo, id_centro_acopio, id_metodo_pago, pagos, monto)
    SELECT id_cooperativa, id_ciclo, id_centro_entrega, id_metodo_pago, sum(s * sign(monto)), sum(s * monto)
      FROM (%s) t
     GROUP BY 1, 2, 3, 4
    HAVING sum(s * sign(monto)) <> 0 OR sum(s * monto) <> 0
     ORDER BY 1, 2, 3, 4
    ON CONFLICT ON CONSTRAINT acopio_pagos_resumen_uq DO UPDATE SET pagos = r.pagos + excluded.pagos, monto = r.monto + excluded.monto
  $f$, fuente);
  DELETE FROM acopio_pagos_resumen WHERE pagos = 0 AND monto = 0;
  RETURN NULL;
END $$;

-- Permissions (docs/DECISIONES.md 'acopio: lo que un acopiador puede hacer con dinero'):
--   ACOPIOS_LOTES: the lots page (spec: ACOPIOS_PRECIO_X_COOPERATIVA), so a collector has their lots without prices;
--   ACOPIOS_PRECIO_FUERA_DE_RANGO: pricing a delivery outside the band around the cooperative's price (a supervisor);
--   ACOPIOS_ENTREGAS_ANULAR: voiding a delivery (a supervisor).
-- Existing installations: whoever had the price list keeps the lots page; managers and administrators (who hold
-- the price registration and are not the collector role 6) get the two supervisor permissions; the collector role
-- loses prices and gets the lots page. A fresh database has no roles yet: the seed gives them (server/demo/seed.ts).
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT DISTINCT id_rol, 'ACOPIOS_LOTES' FROM roles_permisos WHERE permiso = 'ACOPIOS_PRECIO_X_COOPERATIVA' OR id_rol = 6
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
INSERT INTO roles_permisos (id_rol, permiso)
  SELECT DISTINCT id_rol, p FROM roles_permisos, unnest(ARRAY['ACOPIOS_PRECIO_FUERA_DE_RANGO', 'ACOPIOS_ENTREGAS_ANULAR']) p
   WHERE permiso = 'ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO' AND id_rol <> 6
  ON CONFLICT ON CONSTRAINT roles_permisos_pk DO NOTHING;
DELETE FROM roles_permisos WHERE id_rol = 6 AND permiso LIKE 'ACOPIOS_PRECIO%';
