import { definirRecurso } from '../../search/recurso';
import { textoDeProductor } from '../cuentas/cuentas.resource';

/**
 * Pendientes (0) / Historial (1) of 001 §2.12: a request leaves Pendientes when it is confirmed or cancelled, so
 * the §3 row's `confirmado` (and its filter) is 1 once decided either way; `estado` says which.
 */
export const DECIDIDA_ALTA = '(CASE WHEN s.confirmado = 1 OR s.cancelado_at IS NOT NULL THEN 1 ELSE 0 END)';

/**
 * Registry registrations (altas) of a cycle (spec 001 §2.12, §3 'Altas request row'; 000 §7 'padron_altas'):
 * one row per request with the producer's name, key and place. Requests of an account that was later
 * removed (baja) leave the list and the count: there is nothing left to confirm (docs/DECISIONES.md).
 */
export const padronAltas = definirRecurso({
  nombre: 'admin/sic/padron_altas',
  permiso: 'PADRON_ALTAS',
  seleccion: `s.uuid AS uuid_cuentas_altas_solicitud, ${DECIDIDA_ALTA} AS confirmado, s.id_cuenta, s.id_ciclo, p.uuid AS uuid_productor,
    p.nombre_completo AS nombre, p.clave_tx, l.nombre AS localidad, m.nombre AS municipio, s.created_at,
    CASE WHEN s.confirmado = 1 THEN 'confirmada' WHEN s.cancelado_at IS NOT NULL THEN 'cancelada' ELSE 'pendiente' END AS estado,
    coalesce(s.confirmado_at, s.cancelado_at) AS atendido_at,
    (SELECT trim(u.nombres || ' ' || u.apellido_paterno) FROM users u WHERE u.id = coalesce(s.id_user_confirmo, s.id_user_cancelo)) AS atendido_por`,
  desde: `cuentas_altas_solicitud s
    JOIN cuentas c ON c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    JOIN localidades l ON l.id = p.id_localidad
    JOIN municipios m ON m.id = l.id_municipio`,
  desdeConteo: `cuentas_altas_solicitud s JOIN cuentas c ON c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor`,
  alcance: (u, p) => `s.id_cooperativa = ${p(u.id_cooperativa)} AND c.fecha_baja IS NULL`,
  columnas: {
    id_ciclo: { sql: 's.id_ciclo', tipo: 'entero', operadores: ['='] },
    confirmado: { sql: DECIDIDA_ALTA, tipo: 'entero', operadores: ['='] },
    id_cuenta: { sql: 's.id_cuenta', tipo: 'entero', operadores: ['=', 'in'] },
    clave_tx: { sql: 'p.clave_tx', tipo: 'texto', operadores: ['=', 'like'] },
    nombre: { sql: 'p.nombre_completo', tipo: 'texto', operadores: ['like'] },
  },
  textoEn: textoDeProductor,
  orden: {
    created_at: 's.created_at',
    atendido_at: 'coalesce(s.confirmado_at, s.cancelado_at)',
    nombre: 'p.nombre_completo',
    clave_tx: 'p.clave_tx',
    localidad: 'l.nombre',
    municipio: 'm.nombre',
  },
  ordenPorDefecto: [{ column: 'created_at', sort: 'desc' }],
  desempate: 's.id',
});
