import { definirRecurso } from '../../../search/recurso';
import { textoDeProductor } from '../../cuentas/cuentas.resource';

/**
 * What each account delivered: deliveries, sacks, kg, amount, credit recovered and paid, kept per account by the
 * database (acopio_por_cuenta, migration 0033) instead of grouping the cycle's deliveries and payments on every page.
 * Only accounts with deliveries have a row.
 */
// The cycle in the join too: the planner then knows t.id_ciclo from the filter on c.id_ciclo and walks
// acopio_por_cuenta_kg_idx for the default order (most kg first).
const ENTREGAS_POR_CUENTA = `acopio_por_cuenta t ON t.id_cooperativa = c.id_cooperativa AND t.id_cuenta = c.id AND t.id_ciclo = c.id_ciclo`;

const PAGADO = 't.pagado';
const SALDO = `(t.importe_total - t.recuperacion_credito - t.pagado)`;

export const DESDE_ACOPIO_PRODUCTOR = `cuentas c
  JOIN ${ENTREGAS_POR_CUENTA}
  JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
  JOIN localidades l ON l.id = p.id_localidad
  JOIN municipios m ON m.id = l.id_municipio
  JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria`;

export const SELECCION_ACOPIO_PRODUCTOR = `c.id, p.uuid, c.uuid AS cuenta_uuid, p.clave_tx, p.nombre_completo AS nombre, l.id_municipio, m.nombre AS municipio,
  p.id_localidad, l.nombre AS localidad, cat.nombre AS cuenta_categoria, t.entregas, t.no_bultos, t.peso_neto, t.importe_total,
  t.recuperacion_credito, ${PAGADO} AS pagado, ${SALDO} AS saldo`;

/**
 * Collection by producer (spec 002 §2.6, §7 'search acopio_por_productor' with id_ciclo and confirmado = 1): one row
 * per account of the cooperative with at least one delivery, without baja (the producers list's population), and
 * what it delivered: deliveries, containers, kg, amount, paid and balance (×100), summed on request (`totales`).
 * Every centre's deliveries: a collector reads the cooperative's producers (docs/DECISIONES.md).
 */
export const acopioPorProductor = definirRecurso({
  nombre: 'acopio_por_productor',
  permiso: 'ACOPIOS_X_PRODUCTOR',
  seleccion: SELECCION_ACOPIO_PRODUCTOR,
  desde: DESDE_ACOPIO_PRODUCTOR,
  // The count and the sums of the screen's own filters need neither names nor places.
  conteoSimple: {
    desde: `cuentas c JOIN ${ENTREGAS_POR_CUENTA}`,
    columnas: ['id_ciclo', 'confirmado'],
  },
  // A page's keys from the accounts and their figures alone (the sorts by name and place join what they need).
  paginaPorLlave: {
    llave: 'c.id',
    desde: `cuentas c JOIN ${ENTREGAS_POR_CUENTA}
      JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
      JOIN localidades l ON l.id = p.id_localidad
      JOIN municipios m ON m.id = l.id_municipio`,
  },
  desdeConteo: `cuentas c JOIN ${ENTREGAS_POR_CUENTA}
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN localidades l ON l.id = p.id_localidad`,
  // acopio_por_cuenta has a row per account that delivered: thousands in the largest cooperative, a few dozen in the
  // average one the generic plan assumes. With it, page 20 by name joined all 13,315 accounts of the bench's cycle and
  // sorted them (187 ms, EXPLAIN in DECISIONES 'issue 24: acopio por productor'); planned with the values it walks the
  // name index (30 ms on the same loaded machine).
  planPropio: true,
  alcance: (u, p) => `c.id_cooperativa = ${p(u.id_cooperativa)} AND c.fecha_baja IS NULL`,
  columnas: {
    id_ciclo: { sql: 'c.id_ciclo', tipo: 'entero', operadores: ['='] },
    confirmado: { sql: 'c.confirmado', tipo: 'entero', operadores: ['='] },
    id_municipio: { sql: 'l.id_municipio', tipo: 'entero', operadores: ['='] },
    id_localidad: { sql: 'p.id_localidad', tipo: 'entero', operadores: ['='] },
  },
  textoEn: textoDeProductor,
  orden: {
    nombre: 'p.nombre_completo',
    clave_tx: 'p.clave_tx',
    municipio: 'm.nombre',
    localidad: 'l.nombre',
    entregas: 't.entregas',
    no_bultos: 't.no_bultos',
    peso_neto: 't.peso_neto',
    importe_total: 't.importe_total',
    pagado: PAGADO,
    saldo: SALDO,
  },
  totales: {
    entregas: 't.entregas',
    no_bultos: 't.no_bultos',
    peso_neto: 't.peso_neto',
    importe_total: 't.importe_total',
    pagado: PAGADO,
    saldo: SALDO,
  },
  ordenPorDefecto: [{ column: 'peso_neto', sort: 'desc' }],
  desempate: 'c.id',
});
