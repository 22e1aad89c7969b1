import { definirRecurso } from '../../../search/recurso';
import { textoDeProductor } from '../../cuentas/cuentas.resource';

/** Pendientes (0) / Historial (1): like the altas, a removal leaves Pendientes once confirmed or cancelled. */
export const DECIDIDA_BAJA = '(CASE WHEN b.confirmado = 1 OR b.cancelado_at IS NOT NULL THEN 1 ELSE 0 END)';
/** A 'Dar de baja' written by code that predates 0028 (or its own) has no confirmado_at: it was confirmed when made. */
const ATENDIDA_AT = `coalesce(b.confirmado_at, b.cancelado_at, CASE WHEN b.confirmado = 1 THEN b.created_at END)`;

/**
 * Registry removals (bajas) of a cycle (spec 001 §2.12, §3 'Bajas request row'): one row per request with the
 * producer, the reason (motivo_baja) and who decided. The immediate 'Dar de baja' of the producers list is
 * history here (confirmed on the spot). A pending request of an account that was removed meanwhile leaves
 * Pendientes: nothing is left to confirm (docs/DECISIONES.md 'altas y bajas del padrón').
 */
export const padronBajas = definirRecurso({
  nombre: 'admin/sic/padron_bajas',
  permiso: 'PADRON_BAJAS',
  seleccion: `b.uuid AS uuid_cuentas_bajas_solicitud, ${DECIDIDA_BAJA} AS confirmado, b.id_cuenta, b.id_ciclo, p.uuid AS uuid_productor,
    p.nombre_completo AS nombre, p.clave_tx, l.nombre AS localidad, m.nombre AS municipio, mb.nombre AS motivo_baja,
    b.fecha_baja::text AS fecha_baja, b.created_at,
    CASE WHEN b.confirmado = 1 THEN 'confirmada' WHEN b.cancelado_at IS NOT NULL THEN 'cancelada' ELSE 'pendiente' END AS estado,
    ${ATENDIDA_AT} AS atendido_at,
    (SELECT trim(u.nombres || ' ' || u.apellido_paterno) FROM users u
      WHERE u.id = coalesce(b.id_user_confirmo, b.id_user_cancelo, CASE WHEN b.confirmado = 1 THEN b.id_user END)) AS atendido_por`,
  desde: `cuentas_bajas b
    JOIN cuentas c ON c.id_cooperativa = b.id_cooperativa AND c.id = b.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN cat_cuentas_bajas mb ON mb.id = b.id_cat_cuentas_bajas
    JOIN localidades l ON l.id = p.id_localidad
    JOIN municipios m ON m.id = l.id_municipio`,
  desdeConteo: `cuentas_bajas b JOIN cuentas c ON c.id_cooperativa = b.id_cooperativa AND c.id = b.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor`,
  alcance: (u, p) =>
    `b.id_cooperativa = ${p(u.id_cooperativa)} AND (b.confirmado = 1 OR b.cancelado_at IS NOT NULL OR c.fecha_baja IS NULL)`,
  columnas: {
    id_ciclo: { sql: 'b.id_ciclo', tipo: 'entero', operadores: ['='] },
    confirmado: { sql: DECIDIDA_BAJA, tipo: 'entero', operadores: ['='] },
    id_cuenta: { sql: 'b.id_cuenta', tipo: 'entero', operadores: ['=', 'in'] },
    clave_tx: { sql: 'p.clave_tx', tipo: 'texto', operadores: ['=', 'like'] },
    nombre: { sql: 'p.nombre_completo', tipo: 'texto', operadores: ['like'] },
  },
  textoEn: textoDeProductor,
  orden: {
    created_at: 'b.created_at',
    atendido_at: ATENDIDA_AT,
    nombre: 'p.nombre_completo',
    clave_tx: 'p.clave_tx',
    localidad: 'l.nombre',
    municipio: 'm.nombre',
    motivo_baja: 'mb.nombre',
  },
  ordenPorDefecto: [{ column: 'created_at', sort: 'desc' }],
  desempate: 'b.id',
});
