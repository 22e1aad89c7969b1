import { ErrorEudrApi, verificarDeclaracion, type ConfigEudrApi, type OpcionesEudrApi } from '../../../adaptadores/eudr-traces';
import type { ESTADOS_VERIFICACION, VerificacionDeclaracion } from '@domain/contrato/eudr-paquete';

/**
 * The contract builds `estado` from a mapped array, which TypeBox's Static types as `never` (the schema itself is
 * right: an enum of ESTADOS_VERIFICACION); the answer is typed here from the list until the contract says it.
 */
type Estado = (typeof ESTADOS_VERIFICACION)[number];
const respuesta = (estado: Estado, detalle: string, consultado_en: string) =>
  ({ estado, detalle, consultado_en }) as VerificacionDeclaracion;

export const MENSAJES_VERIFICACION = {
  sinCuenta: 'Esta instalación no tiene una cuenta del sistema de información de la UE; pida al importador que confirme la referencia.',
  utilizable: (estado: string | null) =>
    `La declaración existe en el sistema de la UE y se puede usar${estado ? ` (estado ${estado})` : ''}`,
  noUtilizable: (estado: string | null) =>
    `La declaración existe en el sistema de la UE pero ya no se puede usar${estado ? ` (estado ${estado})` : ''}; pida al importador una nueva`,
  desconocida: 'El sistema de la UE no tiene ninguna declaración con esa referencia y ese número de verificación',
  error: (motivo: string) => `No se pudo consultar: ${motivo}. Intente más tarde`,
} as const;

/**
 * Asks the EU information system about a recorded reference (issue 23). Never fails the request: without an account
 * the answer says so (`sin_cuenta`), and a timeout, an outage or an answer it cannot read is `error` with the reason.
 * Nothing is stored: it is a look at the EU system at `consultado_en`.
 */
export async function consultarDeclaracion(
  config: ConfigEudrApi | null,
  d: { referencia: string; verificacion: string },
  opciones: OpcionesEudrApi = {},
): Promise<VerificacionDeclaracion> {
  const consultado_en = new Date().toISOString();
  if (!config) return respuesta('sin_cuenta', MENSAJES_VERIFICACION.sinCuenta, consultado_en);
  try {
    const v = await verificarDeclaracion(config, d.referencia, d.verificacion, opciones);
    const detalle =
      v.resultado === 'utilizable'
        ? MENSAJES_VERIFICACION.utilizable(v.estado)
        : v.resultado === 'no_utilizable'
          ? MENSAJES_VERIFICACION.noUtilizable(v.estado)
          : MENSAJES_VERIFICACION.desconocida;
    return respuesta(v.resultado, detalle, consultado_en);
  } catch (e) {
    const motivo = e instanceof ErrorEudrApi ? e.message : 'error inesperado al leer la respuesta';
    return respuesta('error', MENSAJES_VERIFICACION.error(motivo), consultado_en);
  }
}
