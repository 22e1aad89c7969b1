import type { Consulta } from '../../../db/db';
import type { UsuarioAutenticado } from '../../../tipos';
import { definirRecurso } from '../../../search/recurso';
import { dondeDeBusqueda, type Filtro } from '../../../search/motor';
import type { GrupoCrudo } from '@domain/padron/concentrado';

/**
 * The accounts the concentrate counts, as a declared resource so its column filters are validated (and refused
 * with the same Spanish 422) by the search engine's own WHERE builder; it is not registered as a list: the route
 * groups it. The population: the cycle's accounts of the register (confirmed, no baja; DECISIONS.md 'the producers'
 * population') plus the cycle's removed ones, for the Bajas group. Localities are the shared catalogue's.
 */
export const cuentasConcentrado = definirRecurso({
  nombre: 'tx_padron_concentrado',
  permiso: 'PADRON_CONCENTRADO',
  seleccion: '',
  desde: '',
  alcance: (u, p) => `c.id_cooperativa = ${p(u.id_cooperativa)} AND (c.fecha_baja IS NOT NULL OR c.confirmado = 1)`,
  columnas: {
    id_ciclo: { sql: 'c.id_ciclo', tipo: 'entero', operadores: ['='] },
    id_localidad: { sql: 'l.id', tipo: 'entero', operadores: ['='] },
    localidad_clave: { sql: 'l.clave_concatenada', tipo: 'texto', operadores: ['like'] },
    localidad: { sql: 'l.nombre', tipo: 'texto', operadores: ['like'] },
    municipio: { sql: 'm.nombre', tipo: 'texto', operadores: ['like'] },
  },
  texto: `f_unaccent(lower(l.nombre || ' ' || m.nombre || ' ' || coalesce(l.clave_concatenada, '')))`,
  orden: {},
  ordenPorDefecto: [],
  desempate: 'l.id',
});

/** A raw group as the SQL's JSON array, in GrupoCrudo's order. */
type FilaJson = [number, string | null, string, string, number, boolean, boolean, number, number, number];

/**
 * One row per (locality, category, sanctioned, removed) of the filtered accounts, with the accounts, their hectares
 * (×1000, exact) and their plots' harvest estimate (kg ×100, plots without baja as the account's totals, R050).
 * Sanctioned: the account's latest committee evaluation of the cycle is condicion 3 (the brief). The rules of
 * domain/padron/concentrado.ts fold these into the groups.
 *
 * The ~10,000 groups of a 20,000-account cycle come back as one JSON text, parsed here: as rows, PGlite spent ~60 of
 * its ~145 ms handing them over (bench/padron-concentrado.ts).
 *
 * The latest evaluations are read once for the whole cycle and hash-joined (a lookup per account took ~1.4 s at
 * 20,000 accounts on PGlite, bench/padron-concentrado.ts); the estimate is the account's own sum of its plots' forms
 * (cuentas.total_estimacion_kg, kept by the triggers of 0032), not a join of the cycle's plots and forms.
 */
export async function gruposConcentrado(db: Consulta, u: UsuarioAutenticado, ciclo: number, filtros: Filtro[]): Promise<GrupoCrudo[]> {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  const [coop, idCiclo] = [p(u.id_cooperativa), p(ciclo)];
  const donde = dondeDeBusqueda(cuentasConcentrado, u, filtros, p);
  const [{ grupos }] = await db.query<{ grupos: string | null }>(
    `WITH ev AS (
       SELECT DISTINCT ON (e.id_cuenta) e.id_cuenta, e.condicion FROM comite_evaluaciones e
        WHERE e.id_cooperativa = ${coop} AND e.id_ciclo = ${idCiclo}
        ORDER BY e.id_cuenta, e.created_at DESC, e.id DESC),
     g AS (
       SELECT l.id AS id_localidad, l.clave_concatenada, l.nombre AS localidad, m.nombre AS municipio,
              c.id_cuenta_categoria, coalesce(ev.condicion = 3, false) AS sancionada, c.fecha_baja IS NOT NULL AS baja,
              count(*)::int AS socios, (sum(c.total_superficie) * 1000)::bigint AS superficie_milesimas,
              sum(c.total_estimacion_kg)::bigint AS estimacion_cosecha
         FROM cuentas c
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad
         JOIN municipios m ON m.id = l.id_municipio
         LEFT JOIN ev ON ev.id_cuenta = c.id
        WHERE ${donde}
        GROUP BY l.id, m.nombre, c.id_cuenta_categoria, coalesce(ev.condicion = 3, false), c.fecha_baja IS NOT NULL)
     SELECT json_agg(json_build_array(id_localidad, clave_concatenada, localidad, municipio, id_cuenta_categoria, sancionada, baja,
                                      socios, superficie_milesimas, estimacion_cosecha) ORDER BY id_localidad)::text AS grupos
       FROM g`,
    params,
  );
  return (JSON.parse(grupos ?? '[]') as FilaJson[]).map(
    ([id_localidad, localidad_clave, localidad, municipio, id_cuenta_categoria, sancionada, baja, socios, superficie, estimacion]) => ({
      id_localidad,
      localidad_clave,
      localidad,
      municipio,
      id_cuenta_categoria,
      sancionada,
      baja,
      socios,
      superficie_milesimas: superficie,
      estimacion_cosecha: estimacion,
    }),
  );
}

/** The certification of the session's cooperative (000 §3: certimex when empty, applied by the rule). */
export async function certificacionDeCooperativa(db: Consulta, idCooperativa: number): Promise<string | null> {
  const [f] = await db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [idCooperativa]);
  return f?.certificacion ?? null;
}
