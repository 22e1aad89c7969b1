import type { ParcelaPaquete } from './lectura';
import { ETIQUETA_NIVEL, riesgoAutomatico, riesgoMostrado } from '@domain/eudr/riesgo';
import { INDICADORES_WHISP, ORIGEN_RIESGO, otrosIndicadores, valorIndicador } from '@domain/eudr/reporte-whisp';
import { formatoNumero, hoyEnZona } from '@domain/comun/formato';

/**
 * One plot of the package as words, the same for the summary's tables and the spreadsheet's rows (so the two never
 * disagree): its geolocation, whether it goes in the TRACES file and why not, its risk as shown, WHISP's answer
 * and indicators, the protected areas and the risk changes with their files.
 */
export interface FilaPaquete {
  productor: string;
  clave: string;
  productor_uuid: string;
  parcela: string;
  parcela_uuid: string;
  localidad: string;
  municipio: string;
  /** Hectares the producer reported. */
  superficie: number;
  /** The `Area` the TRACES file carries (null when the plot is left out). */
  area_traces: number | null;
  geolocalizacion: string;
  en_traces: boolean;
  motivo_fuera: string;
  riesgo: string;
  origen: string;
  preliminar: string;
  whisp: string;
  analizado: string;
  indicadores: (string | null)[];
  indicadores_si: string;
  otros_indicadores: string;
  areas: string;
  cambios: string;
  documentos: string;
}

const ha = (v: number) => formatoNumero(v, Math.abs(v) < 0.01 && v !== 0 ? 4 : 2);
const dia = (d: Date | string, zona: string | null) => hoyEnZona(zona, new Date(d));

/** WHISP's answer in Spanish ('high' → 'Alto'), as the EUDR tab reads it. */
const WHISP: Record<string, string> = { high: 'Alto', low: 'Bajo', more_info_needed: 'Falta información' };

/** `documento`: the name a risk-change file has inside the package (documentos/<plot>_<file>). */
export function filaPaquete(p: ParcelaPaquete, zona: string | null, documento: (parcela: string, archivo: string) => string): FilaPaquete {
  const f = p.fila;
  const situacion = {
    tienePoligono: f.poligono !== null,
    riesgoWhisp: f.id_riesgo_eudr_whisp,
    riesgoUsuario: f.id_riesgo_eudr_user,
    alertasError: f.alertas_error_poligono_count,
    areasNaturales: p.areas.length,
  };
  const mostrado = riesgoMostrado(situacion);
  const preliminar = riesgoAutomatico(situacion);
  const ind = p.whisp?.indicadores ?? {};
  const si = INDICADORES_WHISP.filter((i) => valorIndicador(ind[i.clave]) === 'Sí').map((i) => i.clave.slice(4, 6));
  const geometria = p.traces.aceptada ? p.traces.geometry.type : null;
  return {
    productor: f.productor ?? '',
    clave: f.clave ?? '',
    productor_uuid: f.productor_uuid,
    parcela: f.parcela,
    parcela_uuid: f.uuid,
    localidad: f.localidad,
    municipio: f.municipio,
    superficie: f.superficie,
    area_traces: p.traces.aceptada ? p.traces.properties.Area : null,
    geolocalizacion: geometria === 'Polygon' ? 'Polígono' : geometria === 'Point' ? 'Punto' : 'Fuera del archivo',
    en_traces: p.traces.aceptada,
    motivo_fuera: p.traces.aceptada ? '' : p.traces.texto,
    riesgo: mostrado.nivel ? ETIQUETA_NIVEL[mostrado.nivel] : 'Sin evaluar',
    origen: mostrado.origen ? ORIGEN_RIESGO[mostrado.origen] : '',
    preliminar: preliminar ? ETIQUETA_NIVEL[preliminar] : '',
    whisp: p.whisp ? (WHISP[p.whisp.riesgo_texto ?? ''] ?? p.whisp.riesgo_texto ?? '') : 'Sin análisis',
    analizado: p.whisp ? dia(p.whisp.analizado_en, zona) : '',
    indicadores: INDICADORES_WHISP.map((i) => valorIndicador(ind[i.clave])),
    indicadores_si: p.whisp ? (si.length ? si.join(', ') : 'ninguno') : '',
    otros_indicadores: otrosIndicadores(ind) ?? '',
    areas: p.areas.map((a) => `${a.nombre} (${ha(a.hectareas)} ha)`).join('; '),
    cambios: p.cambios.map((c) => `${dia(c.created_at, zona)} ${c.riesgo}: ${c.justificacion.trim()} (${c.usuario})`).join('\n'),
    documentos: p.cambios.flatMap((c) => c.archivos.map((a) => documento(f.parcela, a.nombre))).join('; '),
  };
}
