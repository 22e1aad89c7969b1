import type { Centesimos } from '../acopio/cantidades';
import { esFecha, fechaMaximaAdelante, MESES_ADELANTE } from '../acopio/fechas';
import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';

/**
 * The cash disbursement form (spec 002 §5 'Cash disbursement form', R105), run by the side panel as typed and by the
 * server on what arrives. The amount is cents (×100) on both halves.
 */
export const MENSAJES_EFECTIVO = {
  fecha: 'Debe seleccionar una fecha',
  fechaLejana: 'Seleccione otra fecha',
  centro: 'Debe seleccionar un centro de acopio',
  /** [sic] 'un cantidad': the spec's words, also for 0 or less (it gives none for that). */
  cantidad: 'Debe escribir un cantidad',
  motivo: 'Debe seleccionar un motivo',
  /** Reason 1 needs pre-harvest credit (level 2 or more, R104); the spec gives no words. */
  motivoSinCredito: 'La cooperativa no tiene habilitado el crédito precosecha',
} as const;

/** R104: 1 = pre-harvest credit, 2 = payments of the cooperative's product. */
export const MOTIVOS_EFECTIVO = { credito: 1, producto: 2 } as const;

/** R104: the reasons a cooperative may choose: credit only at credit level 2 or more. */
export function motivosDisponibles(nivelCredito: number | null | undefined): number[] {
  return Number(nivelCredito ?? 1) >= 2 ? [1, 2] : [2];
}

/** The reason's words and colour as the list shows them (§3 'motivo', 'motivo_color'). */
export function motivoDe(tipo: number, etiquetaCredito = 'crédito', producto = 'producto'): { motivo: string; color: string } {
  return tipo === MOTIVOS_EFECTIVO.credito
    ? { motivo: `Pago de ${etiquetaCredito} precosecha`, color: '#1565c0' }
    : { motivo: `Pago de ${producto}`, color: '#2e7d32' };
}

export interface DatosDesembolso {
  fecha_envio?: string | null;
  id_centros_acopios?: number | null;
  cantidad?: Centesimos | null;
  tipo_motivo?: number | null;
}

export interface ContextoDesembolso {
  /** The cooperative's today, 'YYYY-MM-DD'. */
  hoy: string;
  /** usa_centros_acopios: the centre is required. */
  conCentros: boolean;
  nivelCredito: number;
}

/** R105: date required and at most 12 months ahead; centre when centres are used; amount ≥ 0.01; a reason allowed. */
export function validarDesembolso(d: DatosDesembolso, ctx: ContextoDesembolso): ErroresCampos {
  const e: ErroresCampos = {};
  const f = d.fecha_envio;
  if (vacio(f) || !esFecha(f)) agregarError(e, 'fecha_envio', MENSAJES_EFECTIVO.fecha);
  else if (f > fechaMaximaAdelante(ctx.hoy, MESES_ADELANTE.desembolso)) agregarError(e, 'fecha_envio', MENSAJES_EFECTIVO.fechaLejana);
  if (ctx.conCentros && (d.id_centros_acopios === null || d.id_centros_acopios === undefined || d.id_centros_acopios < 1))
    agregarError(e, 'id_centros_acopios', MENSAJES_EFECTIVO.centro);
  if (d.cantidad === null || d.cantidad === undefined || !Number.isInteger(d.cantidad) || d.cantidad < 1)
    agregarError(e, 'cantidad', MENSAJES_EFECTIVO.cantidad);
  const m = d.tipo_motivo;
  if (m === null || m === undefined || m < 1 || m > 2) agregarError(e, 'tipo_motivo', MENSAJES_EFECTIVO.motivo);
  else if (!motivosDisponibles(ctx.nivelCredito).includes(m)) agregarError(e, 'tipo_motivo', MENSAJES_EFECTIVO.motivoSinCredito);
  return e;
}

/** R105: the amount input keeps only digits and the dot ('1a2.5b' → '12.5'). */
export const soloMonto = (tecleado: string): string => tecleado.replace(/[^0-9.]/g, '');
