import { definirRecurso } from '../../../search/recurso';
import { DESDE_ENTREGA, PAGADO, seleccionEntrega } from './entregas.lectura';
import { etiquetaCostaleras, etiquetaEstatusEntrega } from '@domain/acopio/estados';
import { nombreProcesoCafe, nombreTipoCafe } from '@domain/acopio/catalogos';

/** A figure of a delivery (or a summary group) that is not voided; 0 for a voided one. */
const vigente = (sql: string) => `CASE WHEN a.anulada THEN 0 ELSE ${sql} END`;

/**
 * The deliveries list (spec 002 §2.7, §3 'Delivery list row', §7 'search entregas_por_productor') and the producer
 * profile's deliveries (000 §3: `productor_id`, every cycle). Filters id_ciclo, id_lote, id_cuenta, productor_id,
 * the state, the centre and the delivery date (the list's day filter, so a day's deliveries fit one selection);
 * sorts by date (the list's default, newest first), weight and amount; `totales: true` sums kg and money over the filtered population (the list's totals row). A collector reads every centre's
 * deliveries (docs/DECISIONES.md 'acopio: el centro del acopiador'); what they may change is checked on the write.
 */
export const entregasPorProductor = definirRecurso({
  nombre: 'entregas_por_productor',
  permiso: ['ACOPIOS_ENTREGAS_X_PRODUCTOR', 'ACOPIOS_DASHBOARD_VER'],
  // The delivery's read model (entregas.lectura.ts): the same columns and joins as its Excel, receipt and edit form.
  seleccion: seleccionEntrega(),
  desde: DESDE_ENTREGA,
  desdeConteo: 'acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta',
  // Filtered by cycle, lot, state and centre only, the count and the totals row read the kept summary (0033: a row
  // per cooperative, cycle, centre, lot and state, with the same column names), not the cycle's deliveries. A day
  // or an account counts its own deliveries (desdeConteo), a few hundred at most, from their indexes.
  conteoSimple: {
    desde: 'acopio_resumen a',
    columnas: ['id_ciclo', 'id_lote', 'id_estatus_entrega', 'id_centro_acopio', 'sin_lote'],
    conteo: 'sum(a.entregas)',
  },
  // A page's keys come from the delivery and its account alone (the filters' tables), by the sort's index; the wide
  // row (names, lot, centre, last payment method) is read for those 10–100 keys only.
  paginaPorLlave: { llave: 'a.id', desde: 'acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta' },
  alcance: (u, p) => `a.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_ciclo: { sql: 'a.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_lote: { sql: 'a.id_lote', tipo: 'entero', operadores: ['=', 'is null', 'is not null'] },
    sin_lote: { sql: '(a.id_lote IS NULL)', tipo: 'booleano', operadores: ['='] },
    id_cuenta: { sql: 'a.id_cuenta', tipo: 'entero', operadores: ['=', 'in'] },
    productor_id: { sql: 'c.id_productor', tipo: 'entero', operadores: ['='] },
    id_estatus_entrega: { sql: 'a.id_estatus_entrega', tipo: 'entero', operadores: ['=', 'in', 'is null', 'is not null'] },
    id_centro_acopio: { sql: 'a.id_centro_acopio', tipo: 'entero', operadores: ['=', 'is null'] },
    fecha_acopio: { sql: 'a.fecha_acopio', tipo: 'fecha', operadores: ['=', '>=', '<='] },
  },
  orden: {
    fecha_acopio: 'a.fecha_acopio',
    peso_neto: 'a.peso_neto',
    importe_total: 'a.importe_total',
    folio_acopio: 'a.id',
  },
  ordenPorDefecto: [{ column: 'fecha_acopio', sort: 'desc' }],
  desempate: 'a.id',
  // a day's newest delivery first when sorted by date descending (issue 24; indexes 0052)
  desempateConOrden: true,
  // A voided delivery is listed but adds nothing (issue 22 item 4): `anulada` is a column of both acopios and the
  // kept summary's groups (0037), so the same expressions serve both.
  totales: {
    no_bultos: vigente('a.no_bultos'),
    peso_bruto: vigente('a.peso_bruto'),
    peso_tara: vigente('a.peso_tara'),
    peso_descuento: vigente('a.peso_descuento'),
    peso_neto: vigente('a.peso_neto'),
    importe_total: vigente('a.importe_total'),
    total_anticipos_recuperados: vigente('a.recuperacion_credito'),
    pagado_a_productor: vigente(PAGADO),
    total_saldo: vigente(`a.importe_total - a.recuperacion_credito - ${PAGADO}`),
  },
});

/** Labels of the stored codes (R120), added to each row. */
export const etiquetasEntrega = (f: Record<string, unknown>): Record<string, unknown> => ({
  ...f,
  estatus: etiquetaEstatusEntrega(f.id_estatus_entrega as number | null),
  nombre_cat_costaleras_estatus: etiquetaCostaleras(f.id_cat_costaleras_estatus as number | null),
  tipo_cafe: nombreTipoCafe(f.id_cat_acopio_tipos_cafe as number | null),
  proceso: nombreProcesoCafe(f.id_cat_acopio_procesos as number | null),
});

/**
 * The state assignments (`recoleccion_acopios_estatus_search`, spec 002 §4, §7): each folio of state 1 and each
 * 'S/F' assignment of a cycle, with how many deliveries and kg it holds now; the state form's folio select and
 * its date read it.
 */
export const estadosEntrega = definirRecurso({
  nombre: 'recoleccion_acopios_estatus',
  permiso: 'ACOPIOS_ENTREGAS_X_PRODUCTOR',
  seleccion: `s.id, s.id_ciclo, s.folio, s.id_estatus AS tipo_estado, s.fecha::text AS fecha, t.entregas, t.peso_neto`,
  desde: `estados_entrega s CROSS JOIN LATERAL (
      SELECT count(*)::int AS entregas, coalesce(sum(a.peso_neto), 0)::bigint AS peso_neto FROM acopios a
       WHERE a.id_cooperativa = s.id_cooperativa AND a.id_estado_entrega = s.id) t`,
  desdeConteo: 'estados_entrega s',
  alcance: (u, p) => `s.id_cooperativa = ${p(u.id_cooperativa)}`,
  columnas: {
    id_ciclo: { sql: 's.id_ciclo', tipo: 'entero', operadores: ['='] },
    tipo_estado: { sql: 's.id_estatus', tipo: 'entero', operadores: ['=', 'in'] },
    folio: { sql: 's.folio', tipo: 'texto', operadores: ['=', 'like'] },
  },
  orden: { fecha: 's.fecha', folio: 's.folio', id: 's.id' },
  ordenPorDefecto: [{ column: 'fecha', sort: 'desc' }],
  desempate: 's.id',
});

export const etiquetasEstado = (f: Record<string, unknown>): Record<string, unknown> => ({
  ...f,
  estatus: etiquetaEstatusEntrega(f.tipo_estado as number),
});
