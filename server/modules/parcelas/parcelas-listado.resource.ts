import { definirRecurso } from '../../search/recurso';
import { TEXTO_PRODUCTOR } from '../cuentas/cuentas.resource';
import { idsConTexto } from '../../search/textos';
import { DESDE_PARCELA, RIESGO_EUDR_SQL, seleccionParcela } from './parcelas.lectura';
import { esFiltroGeolocalizacionApi, MENSAJE_GEOFILTER } from '@domain/parcelas/parcelas-listado';
import type { OrdenParcelas, TOTALES_PARCELAS } from '@domain/contrato/parcelas';

const DESDE_PARCELA_CUENTA = 'parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta';

/** Each sort the contract names (ORDENES_PARCELAS), as SQL; every one has an index (migration 0011). */
const ORDEN: Record<OrdenParcelas, string> = {
  id: 'x.id',
  cuenta: 'p.nombre_completo',
  productor: 'p.nombre_completo',
  productor_clave: 'p.clave_tx',
  nombre: 'x.nombre',
  geolocalizacion: 'x.geolocalizacion',
  municipio: 'm.nombre',
  localidad: 'l.nombre',
  comunidad: 'l.nombre',
  superficie: 'x.superficie',
  plantas: 'x.plantas',
  alertas_poligono: 'x.alertas_poligono',
  poligono_area: 'x.poligono_area',
  areas_naturales_count: 'x.areas_naturales_count',
  riesgo_eudr: `(${RIESGO_EUDR_SQL})`,
};

/**
 * Plot list (spec 001 §2.3, §7 'search parcelas_all'): the plots that count (docs/contar.md: plots without baja of
 * the confirmed accounts without baja of the token's cooperative), so the list, the map and its export agree.
 * geoFilter is a declared filter (1, 2 or 3; anything else 422); `q` searches producer, key, plot name and place
 * without accents ('jose' finds 'José'). Every sort has an index (migration 0011).
 */
export const parcelasAll = definirRecurso({
  nombre: 'parcelas_all',
  permiso: 'PARCELAS',
  // The plot's read model (parcelas.lectura.ts): the same columns and joins as its Excel and the plot profile.
  seleccion: seleccionParcela(),
  desde: DESDE_PARCELA,
  // Cycle, geolocation and account filters are the plot's and its account's: the count needs no producer or place.
  conteoSimple: { desde: DESDE_PARCELA_CUENTA, columnas: ['id_ciclo', 'geoFilter', 'id_cuenta'] },
  // The list's usual request (cycle, geolocation status) is counted from parcelas_conteos, kept by triggers (0011).
  conteoPropio: (u, filtros, p) => {
    const columna: Record<string, string> = { id_ciclo: 'k.id_ciclo', geoFilter: 'k.geolocalizacion' };
    if (!filtros.every((f) => columna[f.column] && ['=', 'in'].includes(f.operator.toLowerCase()))) return null;
    const donde = filtros.map((f) =>
      f.operator === '=' ? `${columna[f.column]} = ${p(f.value)}` : `${columna[f.column]} = ANY(${p(f.value)})`,
    );
    return `SELECT coalesce(sum(k.n), 0)::int AS n FROM parcelas_conteos k WHERE ${[`k.id_cooperativa = ${p(u.id_cooperativa)}`, ...donde].join(' AND ')}`;
  },
  alcance: (u, p) => `x.id_cooperativa = ${p(u.id_cooperativa)} AND x.fecha_baja IS NULL AND c.confirmado = 1 AND c.fecha_baja IS NULL`,
  columnas: {
    id_ciclo: { sql: 'c.id_ciclo', tipo: 'entero', operadores: ['=', 'in'] },
    geoFilter: {
      sql: 'x.geolocalizacion',
      tipo: 'entero',
      operadores: ['=', 'in'],
      valida: esFiltroGeolocalizacionApi,
      mensajeInvalido: MENSAJE_GEOFILTER,
    },
    id_cuenta: { sql: 'x.id_cuenta', tipo: 'entero', operadores: ['=', 'in'] },
    id_municipio: { sql: 'l.id_municipio', tipo: 'entero', operadores: ['=', 'in'] },
    id_localidad: { sql: 'p.id_localidad', tipo: 'entero', operadores: ['=', 'in'] },
    productor_uuid: { sql: 'p.uuid', tipo: 'uuid', operadores: ['='] },
    uuid: { sql: 'x.uuid', tipo: 'uuid', operadores: ['='] },
    nombre: { sql: 'x.nombre', tipo: 'texto', operadores: ['like'] },
    alertas_poligono: { sql: 'x.alertas_poligono', tipo: 'entero', operadores: ['=', '>', '>='] },
    alertas_error_poligono_count: { sql: 'x.alertas_error_poligono_count', tipo: 'entero', operadores: ['=', '>', '>='] },
    areas_naturales_count: { sql: 'x.areas_naturales_count', tipo: 'entero', operadores: ['=', '>', '>='] },
    riesgo_eudr: { sql: `(${RIESGO_EUDR_SQL})`, tipo: 'entero', operadores: ['=', 'in', 'is null', 'is not null'] },
  },
  // q is looked for in the producer's name and key, the plot's name, the community and the municipality, each
  // table through its own trigram index (the producers' and plots' kept in textos_busqueda, 0083, because under
  // row-level security a LIKE on their tables may not use one; the catalogues' of migration 0012).
  // The matching plots are gathered first and the list reads them by id: an OR over the joined rows would make
  // the planner walk every plot of the cycle to keep a few.
  textoEn: (patron, u, p, texto) => {
    // one or two letters hold no trigram: every index would hand back all its rows, so the few fields of the
    // cycle's plots are tested directly (what someone typing the first letters of a name costs)
    if (texto.length < 3) {
      return [TEXTO_PRODUCTOR, 'f_unaccent(lower(x.nombre))', 'f_unaccent(lower(l.nombre))', 'f_unaccent(lower(m.nombre))']
        .map((e) => `${e} LIKE ${patron}`)
        .join(' OR ');
    }
    const coop = p(u.id_cooperativa);
    const parcelasDe = (productores: string) => `SELECT x.id FROM cuentas c
        JOIN parcelas x ON x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id
       WHERE c.id_cooperativa = ${coop} AND c.id_productor IN (${productores})`;
    return `x.id = ANY(ARRAY(
      ${parcelasDe(idsConTexto('productores', coop, patron))}
      UNION ${idsConTexto('parcelas', coop, patron)}
      UNION ${parcelasDe(`SELECT p.id FROM productores p WHERE p.id_cooperativa = ${coop} AND p.id_localidad IN (
          SELECT l.id FROM localidades l WHERE f_unaccent(lower(l.nombre)) LIKE ${patron}
          UNION SELECT l.id FROM localidades l JOIN municipios m ON m.id = l.id_municipio WHERE f_unaccent(lower(m.nombre)) LIKE ${patron})`)}))`;
  },
  orden: ORDEN,
  // The list's sums (TOTALES_PARCELAS): hectares (numeric, 3 decimals) and plants of the filtered plots, on request.
  totales: { superficie: 'x.superficie', plantas: 'x.plantas' } satisfies Record<(typeof TOTALES_PARCELAS)[number], string>,
  ordenPorDefecto: [{ column: 'cuenta', sort: 'asc' }],
  desempate: 'x.id',
});
