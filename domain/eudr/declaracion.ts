import { agregarError, type ErroresCampos } from '../comun/validacion';
import { formatoFecha } from '../comun/formato';
import { esFecha } from '../acopio/fechas';

/**
 * The importer's due-diligence statement (DDS) reference for a lot (issue 23), one rule for the record form and the
 * server (docs/DECISIONES.md 'EUDR: referencia de la declaración'). The EU information system issues:
 * - the reference number: 14 letters and digits, the year (2 digits), the member state where it was filed (2
 *   letters) and 10 letters and digits: '25ITQRBHJ68633', '24FRIOBORU2228'. A simplified declaration (SD) adds an
 *   'S' in front and keeps 14 characters ('S26BECB39D2GRX'); it is accepted too, the importer may have filed one.
 * - the verification number: 8 letters and digits ('K7R8LA90'). The schema allows 5 to 35 characters, but every
 *   number the system issued in the examples and tests of the EU API's client (mfrntic/eudr-api-client) has 8.
 * Both are read with spaces around and in lower case (as typed from an e-mail) and kept trimmed and upper-cased.
 */
export const REFERENCIA_DDS = /^(\d{2}[A-Z]{2}[A-Z0-9]{10}|S\d{2}[A-Z]{2}[A-Z0-9]{9})$/;
export const VERIFICACION_DDS = /^[A-Z0-9]{8}$/;
export const COMPRADOR_MAXIMO = 200;
export const MOTIVO_CORRECCION_MAXIMO = 500;
/** No statement predates the EU information system (it opened for filings in December 2024); 2024 is the floor. */
export const FECHA_MINIMA_DECLARACION = '2024-01-01';

export const MENSAJES_DECLARACION = {
  paquete: 'Elija el paquete EUDR que recibió el importador',
  paqueteAjeno: 'El paquete no es de este lote',
  comprador: 'Escriba el comprador (el importador que presentó la declaración)',
  compradorLargo: `El comprador no debe pasar de ${COMPRADOR_MAXIMO} caracteres`,
  referencia: 'Escriba el número de referencia de la declaración',
  referenciaFormato:
    'El número de referencia no tiene el formato del sistema de la UE: 14 letras y números, empieza con el año y el país (p. ej. 25ITQRBHJ68633)',
  verificacion: 'Escriba el número de verificación de la declaración',
  verificacionFormato: 'El número de verificación tiene 8 letras y números (p. ej. K7R8LA90)',
  fecha: 'Escriba la fecha en que el importador presentó la declaración',
  fechaFutura: (hoy: string) => `La fecha no puede ser posterior a hoy (${formatoFecha(hoy)})`,
  fechaAntigua: `La fecha no puede ser anterior al ${formatoFecha(FECHA_MINIMA_DECLARACION)}`,
  motivo: 'Escriba el motivo de la corrección',
  motivoLargo: `El motivo no debe pasar de ${MOTIVO_CORRECCION_MAXIMO} caracteres`,
  motivoSinCorreccion: 'El motivo solo se escribe al corregir un registro',
  yaCorregido: 'Ese registro ya fue corregido',
  reemplazaAjeno: 'Ese registro no es de este lote',
  registrada: 'Se registró la referencia de la declaración',
} as const;

/** The number as it is kept: without spaces around, in capitals ('  25itqrbhj68633 ' → '25ITQRBHJ68633'). */
export const normalizarNumero = (v: string | null | undefined): string => (v ?? '').trim().toUpperCase();

export interface DatosDeclaracion {
  comprador?: string | null;
  referencia?: string | null;
  verificacion?: string | null;
  fecha?: string | null;
  reemplaza_uuid?: string | null;
  motivo_correccion?: string | null;
}

/**
 * What is wrong with a record, field by field (empty: it can be recorded). `hoy` is the cooperative's today
 * (its time zone): a statement is filed before it is recorded.
 * @example validarDeclaracion({ comprador: 'Cafés SA', referencia: '25itqrbhj68633', verificacion: 'k7r8la90', fecha: '2026-01-10' }, '2026-02-01') // {}
 */
export function validarDeclaracion(d: DatosDeclaracion, hoy: string): ErroresCampos {
  const e: ErroresCampos = {};
  const comprador = (d.comprador ?? '').trim();
  if (!comprador) agregarError(e, 'comprador', MENSAJES_DECLARACION.comprador);
  else if (comprador.length > COMPRADOR_MAXIMO) agregarError(e, 'comprador', MENSAJES_DECLARACION.compradorLargo);

  const referencia = normalizarNumero(d.referencia);
  if (!referencia) agregarError(e, 'referencia', MENSAJES_DECLARACION.referencia);
  else if (!REFERENCIA_DDS.test(referencia)) agregarError(e, 'referencia', MENSAJES_DECLARACION.referenciaFormato);

  const verificacion = normalizarNumero(d.verificacion);
  if (!verificacion) agregarError(e, 'verificacion', MENSAJES_DECLARACION.verificacion);
  else if (!VERIFICACION_DDS.test(verificacion)) agregarError(e, 'verificacion', MENSAJES_DECLARACION.verificacionFormato);

  if (!esFecha(d.fecha)) agregarError(e, 'fecha', MENSAJES_DECLARACION.fecha);
  else if (d.fecha > hoy) agregarError(e, 'fecha', MENSAJES_DECLARACION.fechaFutura(hoy));
  else if (d.fecha < FECHA_MINIMA_DECLARACION) agregarError(e, 'fecha', MENSAJES_DECLARACION.fechaAntigua);

  const motivo = (d.motivo_correccion ?? '').trim();
  if (d.reemplaza_uuid) {
    if (!motivo) agregarError(e, 'motivo_correccion', MENSAJES_DECLARACION.motivo);
    else if (motivo.length > MOTIVO_CORRECCION_MAXIMO) agregarError(e, 'motivo_correccion', MENSAJES_DECLARACION.motivoLargo);
  } else if (motivo) agregarError(e, 'motivo_correccion', MENSAJES_DECLARACION.motivoSinCorreccion);
  return e;
}
