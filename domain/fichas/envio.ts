/**
 * A KoboToolbox submission (KPI v2 `data/` record, protocols §2 d) as the typed columns of `formularios_campo`
 * (issue 27). Pure: the pull calls it for every record, the tests call it with the spec's shapes.
 *
 * Field names: KPI names a field by its group path (`grp/q`), so a field is found by its last segment, trying the
 * names the master forms use in order. Anything not found is null; the raw record is kept in `datos` anyway.
 */
export type TipoFicha = 'sic_pp' | 'tx_po' | 'tx_croquis';

export interface PuntoGeo {
  type: 'Point';
  coordinates: [number, number];
}
export interface PoligonoGeo {
  type: 'Polygon';
  coordinates: [number, number][][];
}

export interface EnvioMapeado {
  kobo_id: number;
  tipo: TipoFicha;
  uuid_odk: string | null;
  version_formulario: string | null;
  /** ISO instant (UTC) of `_submission_time`. */
  enviado_en: string | null;
  /** The inspection's calendar day, YYYY-MM-DD. */
  fecha: string;
  nombre_inspector: string | null;
  coop_nombre: string | null;
  id_socio_otro: string | null;
  parcela_nombre_otro: string | null;
  num_plantas: number | null;
  /** Hectares, at most 3 decimals (numeric(12,3)). */
  superficie: number | null;
  punto: PuntoGeo | null;
  poligono: PoligonoGeo | null;
}

const NOMBRES = {
  fecha: ['fecha', 'fecha_inspeccion', 'fecha_visita', 'today'],
  inspector: ['nombre_inspector', 'inspector', 'nombre_del_inspector'],
  coop: ['coop_nombre', 'cooperativa', 'nombre_cooperativa'],
  socio: ['id_socio_otro', 'id_socio', 'socio', 'codigo_socio', 'clave_socio'],
  parcela: ['parcela_nombre_otro', 'parcela_nombre', 'nombre_parcela', 'parcela'],
  plantas: ['num_plantas', 'numero_plantas', 'plantas'],
  superficie: ['superficie', 'superficie_ha', 'area_ha'],
  forma: ['poligono', 'croquis', 'perimetro', 'geoshape', 'geotrace'],
} as const;

/** Fields of KPI's own that change without the answers changing (protocols §2 d); kept out of the hash. */
const VOLATILES_EXCLUIDOS = new Set(['_status', '_validation_status', '_attachments', '_notes', '_tags', '_uuid', '_submitted_by']);

/** The last path segment: `grp_parcela/superficie` → `superficie`. */
const hoja = (clave: string) => clave.slice(clave.lastIndexOf('/') + 1);

function buscar(registro: Record<string, unknown>, nombres: readonly string[]): unknown {
  const porHoja = new Map<string, unknown>();
  for (const [k, v] of Object.entries(registro)) if (!k.startsWith('_') && !porHoja.has(hoja(k))) porHoja.set(hoja(k), v);
  for (const n of nombres) {
    const v = porHoja.get(n);
    if (v !== undefined && v !== null && v !== '') return v;
  }
  return null;
}

const texto = (v: unknown): string | null => {
  if (v === null || v === undefined) return null;
  const s = String(v).trim();
  return s === '' ? null : s;
};

const entero = (v: unknown): number | null => {
  const n = typeof v === 'number' ? v : Number(String(v ?? '').trim());
  return v === null || v === '' || !Number.isFinite(n) || n < 0 ? null : Math.round(n);
};

const hectareas = (v: unknown): number | null => {
  const n =
    typeof v === 'number'
      ? v
      : Number(
          String(v ?? '')
            .replace(',', '.')
            .trim(),
        );
  return v === null || v === '' || !Number.isFinite(n) || n < 0 ? null : Math.round(n * 1000) / 1000;
};

const valida = (lat: number, lng: number) => Number.isFinite(lat) && Number.isFinite(lng) && Math.abs(lat) <= 90 && Math.abs(lng) <= 180;

/** `_geolocation` is `[lat, lng]` (or `[null, null]`); GeoJSON is `[lng, lat]`. */
export function puntoDe(geo: unknown): PuntoGeo | null {
  if (!Array.isArray(geo) || geo.length < 2 || geo[0] === null || geo[1] === null) return null;
  const [lat, lng] = [Number(geo[0]), Number(geo[1])];
  return valida(lat, lng) ? { type: 'Point', coordinates: [lng, lat] } : null;
}

/**
 * An ODK geoshape or geotrace answer, `lat lng alt acc;lat lng alt acc;…`, as a closed GeoJSON Polygon; null with
 * fewer than 3 distinct vertices or any point out of range.
 */
export function poligonoDe(respuesta: unknown): PoligonoGeo | null {
  if (typeof respuesta !== 'string') return null;
  const anillo: [number, number][] = [];
  for (const trozo of respuesta.split(';')) {
    const p = trozo.trim().split(/\s+/);
    if (p.length < 2 || p[0] === '') continue;
    const [lat, lng] = [Number(p[0]), Number(p[1])];
    if (!valida(lat, lng)) return null;
    anillo.push([lng, lat]);
  }
  const distintos = new Set(anillo.map((c) => c.join(',')));
  if (distintos.size < 3) return null;
  const [a, z] = [anillo[0], anillo[anillo.length - 1]];
  if (a[0] !== z[0] || a[1] !== z[1]) anillo.push([a[0], a[1]]);
  return { type: 'Polygon', coordinates: [anillo] };
}

/** KPI's `_submission_time` is UTC without a zone (`2025-03-04T17:20:11`). */
const instante = (v: unknown): Date | null => {
  const s = texto(v);
  if (!s) return null;
  const d = new Date(/[zZ]|[+-]\d\d:?\d\d$/.test(s) ? s : `${s}Z`);
  return Number.isNaN(d.getTime()) ? null : d;
};

const diaEnZona = (d: Date, zona: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zona, year: 'numeric', month: '2-digit', day: '2-digit' }).format(d);

/**
 * The record as columns. `tipo` is the cooperative form's (not the record's); `zona` is the cooperative's, for the
 * day of a submission whose form asks no date. A record without `_id` or without any day is rejected (null).
 */
export function mapearEnvio(registro: Record<string, unknown>, tipo: TipoFicha, zona: string): EnvioMapeado | null {
  const koboId = Number(registro._id);
  if (!Number.isSafeInteger(koboId) || koboId <= 0) return null;
  const enviado = instante(registro._submission_time);
  const fechaCampo = texto(buscar(registro, NOMBRES.fecha));
  const fecha = fechaCampo && /^\d{4}-\d{2}-\d{2}/.test(fechaCampo) ? fechaCampo.slice(0, 10) : enviado ? diaEnZona(enviado, zona) : null;
  if (!fecha) return null;
  return {
    kobo_id: koboId,
    tipo,
    uuid_odk: texto(registro['meta/instanceID']),
    version_formulario: texto(registro.__version__),
    enviado_en: enviado ? enviado.toISOString() : null,
    fecha,
    nombre_inspector: texto(buscar(registro, NOMBRES.inspector)),
    coop_nombre: texto(buscar(registro, NOMBRES.coop)),
    id_socio_otro: texto(buscar(registro, NOMBRES.socio)),
    parcela_nombre_otro: texto(buscar(registro, NOMBRES.parcela)),
    num_plantas: entero(buscar(registro, NOMBRES.plantas)),
    superficie: hectareas(buscar(registro, NOMBRES.superficie)),
    punto: puntoDe(registro._geolocation),
    poligono: poligonoDe(buscar(registro, NOMBRES.forma)),
  };
}

/**
 * The content an edit changes, as a canonical string (keys sorted at every depth): the answers and the `_` fields
 * we store, without KPI's volatile ones (status, validation, attachments, notes, tags, `_uuid`, which cleaning
 * changes). Its hash is `formularios_campo.hash`: a re-pull of the same record gives the same string.
 */
export function contenidoCanonico(registro: Record<string, unknown>): string {
  const ordenar = (v: unknown): unknown => {
    if (Array.isArray(v)) return v.map(ordenar);
    if (v && typeof v === 'object')
      return Object.fromEntries(
        Object.keys(v)
          .sort()
          .map((k) => [k, ordenar((v as Record<string, unknown>)[k])]),
      );
    return v;
  };
  const limpio = Object.fromEntries(Object.entries(registro).filter(([k]) => !VOLATILES_EXCLUIDOS.has(k)));
  return JSON.stringify(ordenar(limpio));
}
