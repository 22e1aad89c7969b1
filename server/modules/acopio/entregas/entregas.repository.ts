import type { Consulta } from '../../../db/db';
import type { Entrega, EntregaDeProductor, ResumenProductor } from '@domain/contrato/acopio';
import type { Pesada } from '@domain/acopio/pesadas';
import { alcanceDe, type Alcance } from '@domain/acopio/alcance';
import { COLUMNAS_ENTREGA as SQL_DE_COLUMNA, DESDE_ENTREGA, renombrar, seleccionEntrega, type ColumnaEntrega } from './entregas.lectura';

/** The producer account a delivery is for, with what the rules need: its cycle, category and product. */
export interface CuentaEntrega {
  id: number;
  id_ciclo: number;
  ciclo_activo_acopio: boolean;
  id_cuenta_categoria: number;
  producto: number;
  baja: boolean;
  /** The producer, whose advances a delivery may recover (issue 25). */
  id_productor: number;
}

export async function cuentaParaEntrega(db: Consulta, idCooperativa: number, uuidCuenta: string): Promise<CuentaEntrega | null> {
  const [c] = await db.query<CuentaEntrega>(
    `SELECT c.id, c.id_ciclo, ci.activo_acopio AS ciclo_activo_acopio, c.id_cuenta_categoria, co.id_cat_productos AS producto,
            c.fecha_baja IS NOT NULL AS baja, c.id_productor
       FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN cooperativas co ON co.id = c.id_cooperativa
      WHERE c.id_cooperativa = $1 AND c.uuid = $2`,
    [idCooperativa, uuidCuenta],
  );
  return c ?? null;
}

/** The cooperative's current price per kg (×100), or null when none is registered. */
export async function precioVigente(db: Consulta, idCooperativa: number): Promise<number | null> {
  const [p] = await db.query<{ precio: number }>(
    'SELECT precio_por_kg AS precio FROM precios_cooperativa WHERE id_cooperativa = $1 AND fecha_fin IS NULL',
    [idCooperativa],
  );
  return p?.precio ?? null;
}

/** The collection centre a user works at (read from the database, never from the token or the body). */
export async function centroDeUsuario(db: Consulta, idUsuario: number): Promise<number | null> {
  const [u] = await db.query<{ centro: number | null }>('SELECT id_centros_acopios AS centro FROM users WHERE id = $1', [idUsuario]);
  return u?.centro ?? null;
}

export interface NuevaEntrega {
  id_cooperativa: number;
  id_cuenta: number;
  id_ciclo: number;
  id_centro_acopio: number | null;
  id_usuario: number;
  fecha_acopio: string;
  fecha_cosecha: string | null;
  id_tipo_cafe: number | null;
  id_proceso: number | null;
  certificaciones: number[];
  id_costaleras: number | null;
  tipo_maduracion: string | null;
  rendimiento: number | null;
  humedad: number | null;
  mancha: number | null;
  id_color: number | null;
  aroma: string | null;
  muestreo_observaciones: string | null;
  observaciones: string | null;
  id_lote: number | null;
  peso_bruto: number;
  peso_tara: number;
  peso_descuento: number;
  peso_neto: number;
  no_bultos: number;
  precio_por_kg: number;
  importe_total: number;
  recuperacion_credito: number;
  firma: string;
}

/**
 * The delivery's own columns, in one order for the insert and the edit (the producer, cycle, centre and user are the
 * insert's alone). Written as an object typed by CambiosEntrega, so a field added to the type and not here (or here
 * and not in the type) does not compile: a new column is written in both statements or in neither.
 */
const COLUMNA: { [K in keyof CambiosEntrega]-?: true } = {
  fecha_acopio: true,
  fecha_cosecha: true,
  id_tipo_cafe: true,
  id_proceso: true,
  certificaciones: true,
  id_costaleras: true,
  tipo_maduracion: true,
  rendimiento: true,
  humedad: true,
  mancha: true,
  id_color: true,
  aroma: true,
  muestreo_observaciones: true,
  observaciones: true,
  id_lote: true,
  peso_bruto: true,
  peso_tara: true,
  peso_descuento: true,
  peso_neto: true,
  no_bultos: true,
  precio_por_kg: true,
  importe_total: true,
  recuperacion_credito: true,
  firma: true,
};
const COLUMNAS_ENTREGA = Object.keys(COLUMNA) as (keyof CambiosEntrega)[];

const valoresEntrega = (d: CambiosEntrega): unknown[] => COLUMNAS_ENTREGA.map((c) => d[c]);

/**
 * The next folio of a series of the cooperative (issue 22 item 10, migration 0036), as SQL to put in a WITH: the
 * upsert locks the cooperative's counter until the transaction ends, so two writes at once take turns and never share a
 * number, and other cooperatives' writes never move it. At least six digits (E-000123), more past 999,999.
 */
const siguienteFolio = (serie: 'E' | 'P', coop: string) =>
  `INSERT INTO folios_acopio (id_cooperativa, serie, ultimo) VALUES (${coop}, '${serie}', 1)
     ON CONFLICT ON CONSTRAINT folios_acopio_pk DO UPDATE SET ultimo = folios_acopio.ultimo + 1
     RETURNING '${serie}-' || lpad(ultimo::text, greatest(6, length(ultimo::text)), '0') AS folio`;

/** Inserts the delivery with its folio, the cooperative's next (E-000123: unique in it, never reused). */
export async function insertarEntrega(tx: Consulta, d: NuevaEntrega): Promise<{ id: number; uuid: string }> {
  const propias = ['id_cooperativa', 'id_cuenta', 'id_ciclo', 'id_centro_acopio', 'id_usuario'] as const;
  const columnas = [...propias, ...COLUMNAS_ENTREGA];
  const [f] = await tx.query<{ id: number; uuid: string }>(
    // The folio is drawn first so it is written with the row: one statement, no follow-up UPDATE.
    `WITH f AS (${siguienteFolio('E', '$1::int')})
     INSERT INTO acopios (folio_acopio, ${columnas.join(', ')})
     SELECT f.folio, ${columnas.map((_, i) => `$${i + 1}`).join(', ')} FROM f
     RETURNING id, uuid`,
    [...propias.map((c) => d[c]), ...valoresEntrega(d)],
  );
  return f;
}

export async function insertarPesadas(tx: Consulta, idCooperativa: number, idAcopio: number, pesadas: readonly Pesada[]): Promise<void> {
  await tx.query(
    `INSERT INTO acopio_pesadas (id_cooperativa, id_acopio, n, unidades, peso_bruto, peso_tara, peso_descuento, bultos)
     SELECT $1, $2, p.n, ARRAY(SELECT jsonb_array_elements_text(p.unidades)::smallint), p.peso_bruto, p.peso_tara, p.peso_descuento, p.bultos
       FROM jsonb_to_recordset($3::jsonb) AS p (n int, unidades jsonb, peso_bruto bigint, peso_tara bigint, peso_descuento bigint, bultos jsonb)`,
    [idCooperativa, idAcopio, JSON.stringify(pesadas.map((p, n) => ({ ...p, n })))],
  );
}

export async function insertarPago(
  tx: Consulta,
  p: {
    id_cooperativa: number;
    id_acopio: number;
    fecha: string;
    id_metodo_pago: number;
    monto: number;
    id_centro_acopio: number | null;
    id_usuario: number;
    firma: string | null;
    /** The payment made at the scale with the delivery (it moves with the delivery's date; issue 22 item 18). */
    con_entrega?: boolean;
  },
): Promise<number> {
  const [f] = await tx.query<{ id: number }>(
    `WITH f AS (${siguienteFolio('P', '$1::int')})
     INSERT INTO acopio_pagos (folio, id_cooperativa, id_acopio, fecha, id_metodo_pago, monto, id_centro_acopio, id_usuario, firma, con_entrega)
     SELECT f.folio, $1, $2, $3, $4, $5, $6, $7, $8, $9 FROM f RETURNING id`,
    [p.id_cooperativa, p.id_acopio, p.fecha, p.id_metodo_pago, p.monto, p.id_centro_acopio, p.id_usuario, p.firma, p.con_entrega ?? false],
  );
  return f.id;
}

/**
 * A delivery with its weighings and what has been paid, as the edit form reads it: the read model's columns
 * (entregas.lectura.ts), a few under the form contract's names (`Entrega`), and what only the form edits.
 */
export async function leerEntrega(db: Consulta, idCooperativa: number, uuid: string): Promise<Entrega | null> {
  const [e] = await db.query<Entrega>(
    `SELECT ${seleccionEntrega(COMO_EN_LISTA)}, ${renombrar(RENOMBRADAS)},
            a.fecha_cosecha::text,
            coalesce((SELECT jsonb_agg(jsonb_build_object('unidades', x.unidades, 'peso_bruto', x.peso_bruto, 'peso_tara', x.peso_tara,
                                                          'peso_descuento', x.peso_descuento, 'bultos', x.bultos) ORDER BY x.n)
                        FROM acopio_pesadas x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), '[]') AS pesadas,
            a.muestreo_observaciones, a.observaciones, a.importe_total - a.recuperacion_credito AS a_pagar, a.firma::text
       FROM ${DESDE_ENTREGA}
      WHERE a.id_cooperativa = $1 AND a.uuid = $2`,
    [idCooperativa, uuid],
  );
  return e ?? null;
}

/** The form's columns named as in the list row. */
const COMO_EN_LISTA = [
  'uuid',
  'folio_acopio',
  'fecha_acopio',
  'id_ciclo',
  'uuid_cuenta',
  'id_centro_acopio',
  'centro_acopio',
  'id_cat_acopio_tipos_cafe',
  'id_cat_acopio_procesos',
  'id_cat_certificacion',
  'id_cat_costaleras_estatus',
  'peso_bruto',
  'peso_tara',
  'peso_descuento',
  'peso_neto',
  'no_bultos',
  'tipo_maduracion',
  'rendimiento',
  'humedad',
  'mancha',
  'id_color',
  'aroma',
  'id_lote',
  'precio_por_kg',
  'importe_total',
  'version',
  'folio_provisional',
  'registrada_en',
] as const satisfies readonly (ColumnaEntrega & keyof Entrega)[];

/** The form contract's name → the list row's column it is (the same SQL). */
const RENOMBRADAS = {
  id: 'id_acopio',
  productor: 'productor_nombre',
  recuperacion_credito: 'total_anticipos_recuperados',
  pagado: 'pagado_a_productor',
  saldo: 'total_saldo',
} as const satisfies Partial<Record<keyof Entrega, ColumnaEntrega>>;

/** The centres the user works on (domain/acopio/alcance.ts), their centre read from the database. */
export async function alcanceDeUsuario(db: Consulta, usuario: { id: number; id_rol: number }): Promise<Alcance> {
  return alcanceDe(usuario.id_rol, await centroDeUsuario(db, usuario.id));
}

// ── the delivery form (issue 12): the producer's panel, edit and pending payment ──

/** The cooperative's crop product (1 coffee, 2 cacao, 3 honey): which catalogue labels and colours apply. */
export async function productoDeCooperativa(db: Consulta, idCooperativa: number): Promise<number> {
  const [c] = await db.query<{ producto: number }>('SELECT id_cat_productos AS producto FROM cooperativas WHERE id = $1', [idCooperativa]);
  return c?.producto ?? 0;
}

/** The price of the account's latest delivery (×100), or null when it has none. */
export async function precioUltimaEntrega(db: Consulta, idCooperativa: number, idCuenta: number): Promise<number | null> {
  const [p] = await db.query<{ precio: number }>(
    `SELECT precio_por_kg AS precio FROM acopios WHERE id_cooperativa = $1 AND id_cuenta = $2 ORDER BY fecha_acopio DESC, id DESC LIMIT 1`,
    [idCooperativa, idCuenta],
  );
  return p?.precio ?? null;
}

/** `precioUltimaEntrega` of every account of a cycle in one read (the device copy): id_cuenta → price ×100. */
export async function preciosUltimaEntrega(db: Consulta, idCooperativa: number, idCiclo: number): Promise<Map<number, number>> {
  const filas = await db.query<{ id_cuenta: number; precio: number }>(
    `SELECT DISTINCT ON (id_cuenta) id_cuenta, precio_por_kg AS precio FROM acopios
      WHERE id_cooperativa = $1 AND id_cuenta IN (SELECT id FROM cuentas WHERE id_cooperativa = $1 AND id_ciclo = $2)
      ORDER BY id_cuenta, fecha_acopio DESC, id DESC`,
    [idCooperativa, idCiclo],
  );
  return new Map(filas.map((f) => [f.id_cuenta, f.precio]));
}

export async function existeCuenta(db: Consulta, idCooperativa: number, idCuenta: number): Promise<boolean> {
  const [c] = await db.query('SELECT 1 FROM cuentas WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, idCuenta]);
  return Boolean(c);
}

/**
 * The panel's sums of an account (its deliveries and its plots' estimate), one row per account of `cuentas c`: the
 * panel's call reads one account, the device copy (acopio/copia/) every account of a cycle with the same figures.
 */
export const COLUMNAS_RESUMEN = `c.id AS id_cuenta, c.uuid AS uuid_cuenta, p.uuid AS uuid_productor, p.nombre_completo AS productor, c.id_ciclo,
            ci.activo_acopio AS ciclo_activo_acopio, c.fecha_baja IS NOT NULL AS baja, c.id_cuenta_categoria, cat.nombre AS categoria,
            co.id_cat_productos AS producto, e.entregas_no, e.entregas_no_bultos, e.entregas_peso_neto_total, e.importe_total,
            e.pagos_total, e.pagos_descuentos_total, e.pagado AS pagos_pagado_total,
            e.pagos_total - e.pagos_descuentos_total - e.pagado AS pagos_pendiente_total, est.estimado AS est_peso_estimado_total`;
export const DESDE_RESUMEN = `cuentas c
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
       JOIN cooperativas co ON co.id = c.id_cooperativa
       CROSS JOIN LATERAL (SELECT count(*)::int AS entregas_no, coalesce(sum(a.no_bultos), 0)::int AS entregas_no_bultos,
                                  coalesce(sum(a.peso_neto), 0)::bigint AS entregas_peso_neto_total,
                                  coalesce(sum(a.importe_total), 0)::bigint AS importe_total,
                                  coalesce(sum(a.importe_total), 0)::bigint AS pagos_total,
                                  coalesce(sum(a.recuperacion_credito), 0)::bigint AS pagos_descuentos_total,
                                  coalesce(sum(a.pagado), 0)::bigint AS pagado
                             FROM acopios a WHERE a.id_cooperativa = c.id_cooperativa AND a.id_cuenta = c.id) e
       CROSS JOIN LATERAL (SELECT coalesce(sum(pf.estimacion_kg), 0)::bigint AS estimado
                             FROM parcelas pa JOIN parcelas_formularios pf ON pf.id_cooperativa = pa.id_cooperativa AND pf.id_parcela = pa.id
                            WHERE pa.id_cooperativa = c.id_cooperativa AND pa.id_cuenta = c.id AND pa.fecha_baja IS NULL) est`;

/** The panel's sums in one row (002 §2.3); the averages and percentages are the domain's. */
interface FilaResumen extends Omit<ResumenProductor, 'precio_por_kg_promedio' | 'est_entregado_vs_estimacion'> {
  importe_total: number;
}

/** The account of a cycle (by uuids) with its deliveries' sums and its plots' harvest estimate; null if not the cooperative's. */
export async function resumenDeCuenta(
  db: Consulta,
  idCooperativa: number,
  uuidCiclo: string,
  uuidCuenta: string,
): Promise<FilaResumen | null> {
  const [f] = await db.query<FilaResumen>(
    `SELECT ${COLUMNAS_RESUMEN} FROM ${DESDE_RESUMEN}
      WHERE c.id_cooperativa = $1 AND ci.uuid = $2 AND c.uuid = $3`,
    [idCooperativa, uuidCiclo, uuidCuenta],
  );
  return f ?? null;
}

/**
 * The account's deliveries, newest first, with what each has been paid: the delivery's read model (entregas.lectura.ts)
 * under the panel contract's names (`EntregaDeProductor`), so paid and balance are the list's (`acopios.pagado`, 0033).
 */
export async function entregasDeCuenta(db: Consulta, idCooperativa: number, idCuenta: number): Promise<EntregaDeProductor[]> {
  return db.query<EntregaDeProductor>(
    `SELECT ${seleccionEntrega(DE_CUENTA_COMO_EN_LISTA)}, ${renombrar(DE_CUENTA_RENOMBRADAS)}
       FROM ${DESDE_ENTREGA}
      WHERE a.id_cooperativa = $1 AND a.id_cuenta = $2
      ORDER BY a.fecha_acopio DESC, a.id DESC`,
    [idCooperativa, idCuenta],
  );
}

/**
 * The deliveries of these accounts in a cycle that still owe the producer something (not voided), newest first per
 * account, with the panel's columns: the device copy keeps them so a pending payment opens offline (issue 28).
 */
export function entregasConSaldo(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idsCuenta: number[],
): Promise<(EntregaDeProductor & { id_cuenta: number })[]> {
  return db.query<EntregaDeProductor & { id_cuenta: number }>(
    `SELECT a.id_cuenta, ${seleccionEntrega(DE_CUENTA_COMO_EN_LISTA)}, ${renombrar(DE_CUENTA_RENOMBRADAS)}
       FROM ${DESDE_ENTREGA}
      WHERE a.id_cooperativa = $1 AND a.id_ciclo = $2 AND a.id_cuenta = ANY($3::int[]) AND NOT a.anulada
        AND ${SQL_DE_COLUMNA.total_saldo} > 0
      ORDER BY a.id_cuenta, a.fecha_acopio DESC, a.id DESC`,
    [idCooperativa, idCiclo, idsCuenta],
  );
}

/** The panel's columns named as in the list row. */
const DE_CUENTA_COMO_EN_LISTA = [
  'uuid',
  'folio_acopio',
  'fecha_acopio',
  'centro_acopio',
  'peso_neto',
  'no_bultos',
  'precio_por_kg',
  'importe_total',
] as const satisfies readonly (keyof EntregaDeProductor & ColumnaEntrega)[];

/** The panel's names of the list row's columns. */
const DE_CUENTA_RENOMBRADAS = {
  id: 'id_acopio',
  recuperacion_credito: 'total_anticipos_recuperados',
  pagado: 'pagado_a_productor',
  saldo: 'total_saldo',
} as const satisfies Partial<Record<keyof EntregaDeProductor, ColumnaEntrega>>;

export async function uuidDeEntrega(db: Consulta, idCooperativa: number, id: number): Promise<string | null> {
  const [e] = await db.query<{ uuid: string }>('SELECT uuid FROM acopios WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, id]);
  return e?.uuid ?? null;
}

/** A delivery about to change, locked until the transaction ends (edits and payments of one delivery queue up). */
export interface EntregaBloqueada {
  id: number;
  uuid: string;
  id_cuenta: number;
  id_ciclo: number;
  ciclo_activo_acopio: boolean;
  id_centro_acopio: number | null;
  id_lote: number | null;
  fecha_acopio: string;
  precio_por_kg: number;
  importe_total: number;
  recuperacion_credito: number;
  pagado: number;
  firma: string | null;
  /** Voided (issue 22 item 4): it is no longer edited nor paid. */
  anulada: boolean;
}

/**
 * Credit recovered later, at a pending payment (issue 25): it joins the delivery's discounts, and the version moves so
 * an edit form opened before it answers 409 instead of recording the old figure again.
 */
export async function sumarRecuperacion(tx: Consulta, idCooperativa: number, idAcopio: number, monto: number): Promise<void> {
  await tx.query(
    'UPDATE acopios SET recuperacion_credito = recuperacion_credito + $3, version = version + 1 WHERE id_cooperativa = $1 AND id = $2',
    [idCooperativa, idAcopio, monto],
  );
}

export async function bloquearEntrega(
  tx: Consulta,
  idCooperativa: number,
  llave: { uuid: string } | { id: number },
): Promise<EntregaBloqueada | null> {
  const porUuid = 'uuid' in llave;
  const [a] = await tx.query<Omit<EntregaBloqueada, 'pagado' | 'ciclo_activo_acopio'>>(
    `SELECT id, uuid, id_cuenta, id_ciclo, id_centro_acopio, id_lote, fecha_acopio::text, precio_por_kg, importe_total, recuperacion_credito, firma::text,
            anulada
       FROM acopios WHERE id_cooperativa = $1 AND ${porUuid ? 'uuid = $2::uuid' : 'id = $2::int'} FOR UPDATE`,
    [idCooperativa, porUuid ? llave.uuid : llave.id],
  );
  if (!a) return null;
  const [x] = await tx.query<{ pagado: number; activo: boolean }>(
    `SELECT (SELECT coalesce(sum(monto), 0)::bigint FROM acopio_pagos WHERE id_cooperativa = $1 AND id_acopio = $2) AS pagado,
            (SELECT activo_acopio FROM ciclos WHERE id_cooperativa = $1 AND id = $3) AS activo`,
    [idCooperativa, a.id, a.id_ciclo],
  );
  return { ...a, pagado: Number(x.pagado), ciclo_activo_acopio: x.activo };
}

/** The delivery's own columns after an edit (the producer, cycle, centre, folio and payments stay). */
export type CambiosEntrega = Omit<NuevaEntrega, 'id_cooperativa' | 'id_cuenta' | 'id_ciclo' | 'id_centro_acopio' | 'id_usuario'>;

export async function actualizarEntrega(tx: Consulta, idCooperativa: number, id: number, d: CambiosEntrega): Promise<void> {
  await tx.query(
    `UPDATE acopios SET ${COLUMNAS_ENTREGA.map((c, i) => `${c} = $${i + 3}`).join(', ')}, updated_at = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, id, ...valoresEntrega(d)],
  );
}

/** An edit replaces the weighings whole (they have no identity of their own: their order is their key). */
export async function reemplazarPesadas(tx: Consulta, idCooperativa: number, idAcopio: number, pesadas: readonly Pesada[]): Promise<void> {
  await tx.query('DELETE FROM acopio_pesadas WHERE id_cooperativa = $1 AND id_acopio = $2', [idCooperativa, idAcopio]);
  await insertarPesadas(tx, idCooperativa, idAcopio, pesadas);
}
