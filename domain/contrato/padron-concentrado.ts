import { Type } from 'typebox';
import { textoNulo } from './comun';
import { RespuestaBusqueda } from './busqueda';
import { CAMPOS_CIFRA, type FilaConcentrado as FilaDominio } from '../padron/concentrado';

/**
 * The concentrated register (spec 001 §2.11, §3 'Concentrate row', §7 'search tx_padron_concentrado' and
 * 'GET xls/padron_concentrado/{cycle uuid}'): `POST /api/tx_padron_concentrado_search` takes the search protocol's
 * body (the cycle required; column filters localidad_clave, localidad, municipio with like, id_localidad with =,
 * and q) and answers one row per locality; with `totales: true` also the sums of every figure over the filtered
 * localities (the totals row).
 *
 * Per group (org, t3, t2, t1, t0, con, sancionados, bajas, totales): `<grupo>_socios` (accounts),
 * `<grupo>_superficie` (hectares, 3 decimals as stored) and `<grupo>_estimacion_cosecha` (kg ×100). Groups the
 * cooperative's certification does not show are 0 (domain/padron/concentrado.ts gruposDe).
 */
export const FilaConcentrado = Type.Object({
  id_localidad: Type.Integer(),
  localidad_clave: textoNulo(),
  localidad: Type.String(),
  municipio: Type.String(),
  ...Object.fromEntries(CAMPOS_CIFRA.map((c) => [c, Type.Number()])),
});
/** The domain's row type (the TypeBox object above has the same fields; its static type cannot spell the template keys). */
export type FilaConcentrado = FilaDominio;

export const RespuestaConcentrado = RespuestaBusqueda(FilaConcentrado, CAMPOS_CIFRA);
export type RespuestaConcentrado = RespuestaBusqueda<FilaConcentrado, (typeof CAMPOS_CIFRA)[number]>;

/** Response marker of the Excel route's description. */
export const DESCRIPCION_EXCEL_CONCENTRADO = 'Libro .xlsx, descargado como PadronConcentrado_<ciclo>_YYYYMMDD_HHmmss.xlsx';
