import type { Consulta } from '../../../db/db';
import { FILAS_POR_PAGINA } from '../../../descarga';
import { escaparXml } from '../../parcelas/mapa-formatos';
import { paginaParcelasKml, type ParcelaKml } from './mapas.repository';
import { COLOR_SIN_ASIGNAR, colorKml, etiquetaRiesgoLocalidad, RIESGOS_LOCALIDAD } from '@domain/padron/riesgo-localidad';
import type { FilaMapaLocalidad } from '@domain/contrato/padron-mapas';

/**
 * The locality risk map as KML 2.2 (spec 001 §2.13 'KML map download'): a folder of localities as points coloured by
 * their risk (one shared style per risk, 'Sin asignar' grey), then a folder of the plots, polygons where drawn and
 * centroids otherwise. Written as it is read: the plots come a page at a time (DESIGN §7).
 */

const estilo = (id: string, color: string) =>
  `<Style id="${id}"><IconStyle><color>${colorKml(color)}</color><scale>1.2</scale></IconStyle>` +
  `<LabelStyle><color>${colorKml(color)}</color></LabelStyle></Style>\n`;

const ESTILOS =
  estilo('riesgo-0', COLOR_SIN_ASIGNAR) +
  RIESGOS_LOCALIDAD.map((r) => estilo(`riesgo-${r.id}`, r.color)).join('') +
  '<Style id="parcela"><LineStyle><color>ff00d7ff</color><width>2</width></LineStyle><PolyStyle><color>4000d7ff</color></PolyStyle></Style>\n';

const dato = (nombre: string, valor: string | number) => `<Data name="${escaparXml(nombre)}"><value>${escaparXml(valor)}</value></Data>`;

/** A locality's placemark: its name, the risk as style and data, and its municipality and counts. */
export function placemarkLocalidad(l: FilaMapaLocalidad): string {
  const riesgo = etiquetaRiesgoLocalidad(l.id_cat_localidad_riesgo);
  return (
    `<Placemark><name>${escaparXml(l.localidad)}</name><styleUrl>#riesgo-${l.id_cat_localidad_riesgo ?? 0}</styleUrl>` +
    `<ExtendedData>${dato('municipio', l.municipio)}${dato('riesgo', riesgo)}${dato('productores', l.productores)}${dato('parcelas', l.parcelas)}</ExtendedData>` +
    `<Point><coordinates>${l.localidad_longitud},${l.localidad_latitud}</coordinates></Point></Placemark>\n`
  );
}

const anillo = (a: number[][]) => `<LinearRing><coordinates>${a.map(([lng, lat]) => `${lng},${lat}`).join(' ')}</coordinates></LinearRing>`;

/** A plot's placemark: its polygon (holes kept), else its centroid; null when it has neither. */
export function placemarkParcela(p: ParcelaKml): string | null {
  let geometria: string;
  if (p.poligono) {
    const [exterior, ...huecos] = p.poligono.coordinates;
    geometria = `<Polygon><outerBoundaryIs>${anillo(exterior)}</outerBoundaryIs>${huecos.map((h) => `<innerBoundaryIs>${anillo(h)}</innerBoundaryIs>`).join('')}</Polygon>`;
  } else if (p.centroide_lat !== null && p.centroide_lng !== null) {
    geometria = `<Point><coordinates>${p.centroide_lng},${p.centroide_lat}</coordinates></Point>`;
  } else return null;
  return (
    `<Placemark><name>${escaparXml(p.parcela_nombre)}</name><styleUrl>#parcela</styleUrl>` +
    `<ExtendedData>${dato('productor', p.productor_nombre)}${dato('localidad', p.localidad)}${dato('parcela_uuid', p.parcela_uuid)}</ExtendedData>` +
    `${geometria}</Placemark>\n`
  );
}

async function* paginasParcelas(db: Consulta, coop: number, ciclo: number, localidad: number | null): AsyncGenerator<ParcelaKml[]> {
  let despues = 0;
  for (;;) {
    const pagina = await paginaParcelasKml(db, coop, ciclo, localidad, despues, FILAS_POR_PAGINA);
    if (pagina.length === 0) return;
    yield pagina;
    if (pagina.length < FILAS_POR_PAGINA) return;
    despues = pagina[pagina.length - 1].id;
  }
}

/** The document as text chunks: header and styles, the localities, the plots page by page, the footer. */
export async function* documentoKmlMapas(
  db: Consulta,
  coop: number,
  ciclo: number,
  idLocalidad: number | null,
  localidades: readonly FilaMapaLocalidad[],
): AsyncGenerator<string> {
  yield `<?xml version="1.0" encoding="UTF-8"?>\n<kml xmlns="http://www.opengis.net/kml/2.2">\n<Document>\n<name>Mapa de localidades</name>\n${ESTILOS}`;
  yield `<Folder><name>Localidades</name>\n${localidades.map(placemarkLocalidad).join('')}</Folder>\n<Folder><name>Parcelas</name>\n`;
  for await (const pagina of paginasParcelas(db, coop, ciclo, idLocalidad)) {
    yield pagina
      .map(placemarkParcela)
      .filter((x) => x !== null)
      .join('');
  }
  yield '</Folder>\n</Document>\n</kml>\n';
}
