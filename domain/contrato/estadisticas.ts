import { Type, type Static } from 'typebox';
import { objeto } from './comun';
import { CERTIFICACIONES_ESTADISTICAS } from '../estadisticas/csv-kobo';

/**
 * The statistics panel (spec 001 §2.14, §3 'Statistics', §7 'Statistics'): the counters of one certification and the
 * data CSVs KoboToolbox forms read (domain/estadisticas/csv-kobo.ts).
 */
export const FilaEstadisticas = objeto({
  total_cooperativas: Type.Integer(),
  inspectores: Type.Integer(),
  cuentas: Type.Integer(),
  parcelas: Type.Integer(),
  arboles: Type.Integer(),
});
export type FilaEstadisticas = Static<typeof FilaEstadisticas>;
/** The search answer's shape (one row: the counters are the whole population's). */
export const RespuestaEstadisticas = objeto({
  data: Type.Array(FilaEstadisticas),
  total: Type.Integer(),
  page: Type.Integer(),
  per_page: Type.Integer(),
});
export type RespuestaEstadisticas = Static<typeof RespuestaEstadisticas>;

export const ParamCertificacion = objeto({
  cert: Type.Unsafe<(typeof CERTIFICACIONES_ESTADISTICAS)[number]>({ type: 'string', enum: [...CERTIFICACIONES_ESTADISTICAS] }),
});

export const MENSAJE_CERTIFICACION = 'Seleccione la certificación: certimex o mayacert';
export const DESCRIPCION_CSV_KOBO =
  'CSV UTF-8 para KoboToolbox (columnas name, label y la llave del padre), descargado como kobo_{tipo}_{certificacion}.csv';
