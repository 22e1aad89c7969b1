import { definirRecurso } from '../../search/recurso';
import { DESDE_PRECIO, DESDE_RECIBO, SELECCION_PRECIO, SELECCION_RECIBO } from './remanente.lectura';

/** Reading the surplus screen: the menu entry's permission (spec 002 rules 'Remanente (ACOPIOS_X_PRODUCTOR)'). */
export const PERMISO_REMANENTE = 'ACOPIOS_X_PRODUCTOR';

/**
 * POST remanente/precio_por_cooperativa_search (§7 'Surplus'): the cycle's surplus prices, one card per category.
 * The spec's `id_cooperativa` filter is accepted; tenancy is the session's cooperative whatever it says.
 */
export const preciosRemanente = definirRecurso({
  nombre: 'remanente/precio_por_cooperativa',
  permiso: PERMISO_REMANENTE,
  seleccion: SELECCION_PRECIO,
  desde: DESDE_PRECIO,
  alcance: (u, p) => `rp.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_ciclo: { sql: 'rp.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_cooperativa: { sql: 'rp.id_cooperativa', tipo: 'entero', operadores: ['='] },
    id_cat_certificacion: { sql: 'rp.id_cat_certificacion', tipo: 'entero', operadores: ['='] },
  },
  orden: { id_cat_certificacion: 'rp.id_cat_certificacion', precio: 'rp.precio' },
  ordenPorDefecto: [{ column: 'id_cat_certificacion', sort: 'asc' }],
  desempate: 'rp.id',
});

/** POST remanente/recibos_search (§7 'Surplus', §3 'Surplus receipt'): the receipts table, by folio. */
export const recibosRemanente = definirRecurso({
  nombre: 'remanente/recibos',
  permiso: PERMISO_REMANENTE,
  seleccion: SELECCION_RECIBO,
  desde: DESDE_RECIBO,
  alcance: (u, p) => `rr.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_ciclo: { sql: 'rr.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_cooperativa: { sql: 'rr.id_cooperativa', tipo: 'entero', operadores: ['='] },
    id_cat_certificacion: { sql: 'rr.id_cat_certificacion', tipo: 'entero', operadores: ['='] },
    productor_uuid: { sql: 'p.uuid', tipo: 'uuid', operadores: ['='] },
  },
  texto: `f_unaccent(lower(p.nombre_completo || ' ' || rr.folio))`,
  orden: {
    folio: 'rr.id',
    productor_nombre: 'p.nombre_completo',
    peso_neto: 'rr.peso_neto',
    cantidad_pago: 'rr.cantidad_pago',
  },
  totales: { peso_neto: 'rr.peso_neto', cantidad_pago: 'rr.cantidad_pago' },
  ordenPorDefecto: [{ column: 'folio', sort: 'asc' }],
  desempate: 'rr.id',
});
