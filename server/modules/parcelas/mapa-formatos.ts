import {
  geometriaMapa,
  NOMBRE_ARCHIVO_MAPA,
  OPCIONES_MAPA,
  propiedadesEudr,
  propiedadesMapa,
  type GeometriaMapa,
  type OpcionesMapa,
  type ParcelaMapa,
} from '@domain/parcelas/exportacion-mapa';
import { FIN_COLECCION, INICIO_COLECCION, parcelaTraces, textoFeatureTraces } from '@domain/eudr/traces';

/**
 * The two map formats as header, one feature and footer, so a download writes each plot as it is read
 * (DESIGN §7). KML 2.2 (OGC) and GeoJSON (RFC 7946: WGS84, [lng, lat], no `crs` member).
 */
export interface FormatoMapa {
  inicio: string;
  /** One feature; null when the plot has no geometry for these options. `primero` tells GeoJSON where commas go. */
  elemento: (p: ParcelaMapa, primero: boolean) => string | null;
  fin: string;
}

/** Characters XML 1.0 does not allow at all, then the five that must be escaped in text and attributes. */
// eslint-disable-next-line no-control-regex -- naming the allowed control characters (tab, LF, CR) is the point
const PROHIBIDOS_XML = /[^\u0009\u000A\u000D\u0020-\uD7FF\uE000-\uFFFD\u{10000}-\u{10FFFF}]/gu;
const ENTIDADES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&apos;' };
export const escaparXml = (v: string | number): string =>
  String(v)
    .replace(PROHIBIDOS_XML, '')
    .replace(/[&<>"']/g, (c) => ENTIDADES[c]);

const coordenadas = (anillo: number[][]) => anillo.map(([lng, lat]) => `${lng},${lat}`).join(' ');

function geometriaKml(g: GeometriaMapa): string {
  if (g.type === 'Point') return `<Point><coordinates>${g.coordinates[0]},${g.coordinates[1]}</coordinates></Point>`;
  const [exterior, ...huecos] = g.coordinates;
  const anillo = (a: number[][]) => `<LinearRing><coordinates>${coordenadas(a)}</coordinates></LinearRing>`;
  return `<Polygon><outerBoundaryIs>${anillo(exterior)}</outerBoundaryIs>${huecos.map((h) => `<innerBoundaryIs>${anillo(h)}</innerBoundaryIs>`).join('')}</Polygon>`;
}

function kml(personales: boolean, poligonos: boolean): FormatoMapa {
  return {
    inicio:
      `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n<name>${NOMBRE_ARCHIVO_MAPA}</name>\n` +
      '<Style id="parcela"><LineStyle><color>ff00d7ff</color><width>2</width></LineStyle><PolyStyle><color>4000d7ff</color></PolyStyle></Style>\n',
    elemento(p) {
      const g = geometriaMapa(p, poligonos);
      if (!g) return null;
      const datos = propiedadesMapa(p, personales)
        .map(
          (d) =>
            `<Data name="${escaparXml(d.clave)}"><displayName>${escaparXml(d.etiqueta)}</displayName><value>${escaparXml(d.valor)}</value></Data>`,
        )
        .join('');
      return `<Placemark><name>${escaparXml(p.parcela)}</name><styleUrl>#parcela</styleUrl><ExtendedData>${datos}</ExtendedData>${geometriaKml(g)}</Placemark>\n`;
    },
    fin: '</Document>\n</kml>\n',
  };
}

function geojson(personales: boolean, poligonos: boolean): FormatoMapa {
  return {
    inicio: '{"type":"FeatureCollection","features":[\n',
    elemento(p, primero) {
      const geometry = geometriaMapa(p, poligonos);
      if (!geometry) return null;
      const properties = {
        ...Object.fromEntries(propiedadesMapa(p, personales).map((d) => [d.clave, d.valor])),
        ...propiedadesEudr(p, personales),
      };
      return `${primero ? '' : ',\n'}${JSON.stringify({ type: 'Feature', properties, geometry })}`;
    },
    fin: '\n]}\n',
  };
}

/** The writer for these options (datos → personal data or not, geometria → polygons or points only). */
export function formatoMapa(o: OpcionesMapa): FormatoMapa {
  if (o.formato === 'traces') return traces();
  const personales = OPCIONES_MAPA.datos[o.datos].personales;
  const poligonos = OPCIONES_MAPA.geometria[o.geometria].poligonos;
  return o.formato === 'kml' ? kml(personales, poligonos) : geojson(personales, poligonos);
}

/** The plot as the TRACES rules read it. */
export const parcelaTracesDe = (p: ParcelaMapa) =>
  parcelaTraces({
    nombre: p.parcela,
    productor: p.productor ?? '',
    pais: p.pais ?? null,
    superficie: p.superficie,
    poligono: p.poligono,
    centroide: p.centroide_lat !== null && p.centroide_lng !== null ? { lat: p.centroide_lat, lng: p.centroide_lng } : null,
  });

/** TRACES: only what the EU system accepts (domain/eudr/traces.ts), positions written with exactly 6 decimals. */
function traces(): FormatoMapa {
  return {
    inicio: INICIO_COLECCION,
    elemento: (p, primero) => {
      const r = parcelaTracesDe(p);
      return r.aceptada ? `${primero ? '' : ','}${textoFeatureTraces(r.properties, r.geometry)}` : null;
    },
    fin: FIN_COLECCION,
  };
}

/** The document as text chunks, one per page of plots: header, features, footer. */
export async function* documentoMapa(formato: FormatoMapa, paginas: AsyncIterable<ParcelaMapa[]>): AsyncGenerator<string> {
  yield formato.inicio;
  let primero = true;
  for await (const pagina of paginas) {
    let trozo = '';
    for (const p of pagina) {
      const e = formato.elemento(p, primero);
      if (e === null) continue;
      trozo += e;
      primero = false;
    }
    if (trozo) yield trozo;
  }
  yield formato.fin;
}
