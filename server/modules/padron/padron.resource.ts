import { definirRecurso } from '../../search/recurso';
import { TEXTO_PRODUCTOR } from '../cuentas/cuentas.resource';

/**
 * Registry registrations (altas) of a cycle (spec 001 §2.12, §3 'Altas request row'; 000 §7 'padron_altas'):
 * one row per request with the producer's name, key and place. Requests of an account that was later
 * removed (baja) leave the list and the count: there is nothing left to confirm (docs/DECISIONES.md).
 */
export const padronAltas = definirRecurso({
  nombre: 'admin/sic/padron_altas',
  permiso: 'PADRON_ALTAS',
  seleccion: `s.uuid AS uuid_cuentas_altas_solicitud, s.confirmado::int AS confirmado, s.id_cuenta, s.id_ciclo, p.uuid AS uuid_productor,
    p.nombre_completo AS nombre, p.clave_tx, l.nombre AS localidad, m.nombre AS municipio, s.created_at`,
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
    confirmado: { sql: 's.confirmado', tipo: 'entero', operadores: ['='] },
    id_cuenta: { sql: 's.id_cuenta', tipo: 'entero', operadores: ['=', 'in'] },
    clave_tx: { sql: 'p.clave_tx', tipo: 'texto', operadores: ['=', 'like'] },
    nombre: { sql: 'p.nombre_completo', tipo: 'texto', operadores: ['like'] },
  },
  texto: TEXTO_PRODUCTOR,
  orden: { created_at: 's.created_at', nombre: 'p.nombre_completo', clave_tx: 'p.clave_tx', localidad: 'l.nombre', municipio: 'm.nombre' },
  ordenPorDefecto: [{ column: 'created_at', sort: 'desc' }],
  desempate: 's.id',
});
