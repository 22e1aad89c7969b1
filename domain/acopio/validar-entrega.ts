import { agregarError, type ErroresCampos } from '../comun/validacion';
import { textoMonto, type Centesimos } from './cantidades';
import { importeBruto, montoAPagar } from './importes';
import { LIMITES } from './limites';
import { camposMuestreo, CAMPOS_PORCENTAJE } from './muestreo';
import { pesoNeto, totalesPesadas, UNIDAD_A_GRANEL, UNIDADES_ENTREGA, type Pesada } from './pesadas';
import { esFecha } from './fechas';
import { errorBandaPrecio, PRECIO_CERO, type ContextoPrecio } from './banda-precio';
import { errorFechaCosecha, errorFechaEntrega, errorFechaPago, type LimitesFechaEntrega } from './fechas-entrega';

/** The delivery form's figures, already ×100 (the form reads the text with `leerCentesimos`). */
export interface EntregaDatos {
  fecha_ejecucion: string | null;
  /** The harvest date (honey shows it); optional. */
  fecha_cosecha?: string | null;
  id_cat_acopio_tipos_cafe: number | null;
  id_cat_certificacion: number[];
  pesadas: Pesada[];
  rendimiento: Centesimos | null;
  humedad: Centesimos | null;
  mancha: Centesimos | null;
  precio_por_kg: Centesimos | null;
  recuperacion_credito: Centesimos | null;
  monto_pagado: Centesimos | null;
  id_metodo_pago: number | null;
}

export interface ContextoEntrega {
  /** The certification multi-select is shown (the cooperative's product has it). */
  pideCertificacion: boolean;
  /** What the producer still owes on advances, ×100 (0 when none: no recovery field). */
  saldoCreditos: Centesimos;
  /** Only when the user sets the price (issue 22 item 4): the band around the cooperative's price applies to it. */
  precio?: ContextoPrecio;
  /** Today and the cycle's bounds (issue 22 items 6 and 19): without them only the date's form is checked. */
  fechas?: LimitesFechaEntrega;
}

export const OBLIGATORIO = 'Información obligatoria';
export const REQUERIDO = 'Información requerida';
export const SIN_UNIDAD = 'Seleccione al menos una opción';
export const BULTOS_ENTERO = 'Debe introducir un valor entero';
export const DESCUENTO_MAYOR = 'El peso descuento debe ser menos al peso bruto';
export const NETO_NO_POSITIVO = 'El peso neto (bruto menos tara y descuento) debe ser mayor a 0';
export const MINIMO_PESO = 'Debe escribir un valor mayor a 0';
export const RECUPERACION_NEGATIVA = 'Se espera un valor mayor o igual a 0';
export const mensajeMaximo = (n: Centesimos) => `Se espera un valor menor o igual a ${textoMonto(n)}`;
export const mensajeMontoMaximo = (n: Centesimos) => `El monto no debe ser mayor a $ ${textoMonto(n)}`;
export const PORCENTAJE_FUERA = 'Se espera un valor entre 0 y 100';

function validarPesada(e: ErroresCampos, p: Pesada, i: number): void {
  const campo = (c: string) => `pesadas.${i}.${c}`;
  if (!p.unidades.length) agregarError(e, campo('unidades'), SIN_UNIDAD);
  for (const u of p.unidades) if (!UNIDADES_ENTREGA[u]) agregarError(e, campo('unidades'), SIN_UNIDAD);
  if (p.peso_bruto == null) agregarError(e, campo('peso_bruto'), OBLIGATORIO);
  else if (p.peso_bruto < 1) agregarError(e, campo('peso_bruto'), MINIMO_PESO);
  else if (p.peso_bruto > LIMITES.pesoPesada) agregarError(e, campo('peso_bruto'), mensajeMaximo(LIMITES.pesoPesada));
  // Bulk on a platform scale has no container: a zero tare is allowed only when every unit is bulk (R111's gap).
  const soloGranel = p.unidades.length > 0 && p.unidades.every((u) => u === UNIDAD_A_GRANEL);
  if (p.peso_tara == null) agregarError(e, campo('peso_tara'), OBLIGATORIO);
  else if (p.peso_tara < (soloGranel ? 0 : 1)) agregarError(e, campo('peso_tara'), soloGranel ? RECUPERACION_NEGATIVA : MINIMO_PESO);
  if ((p.peso_descuento ?? 0) < 0) agregarError(e, campo('peso_descuento'), RECUPERACION_NEGATIVA);
  else if (p.peso_bruto != null && (p.peso_descuento ?? 0) >= p.peso_bruto) agregarError(e, campo('peso_descuento'), DESCUENTO_MAYOR);
  if (p.peso_bruto >= 1 && p.peso_tara != null && pesoNeto(p) <= 0 && !e[campo('peso_descuento')])
    agregarError(e, campo('peso_tara'), NETO_NO_POSITIVO);
  for (const u of p.unidades) {
    if (u === UNIDAD_A_GRANEL) continue;
    const n = p.bultos[String(u)];
    if (n == null || !Number.isInteger(n) || n < 1 || n > LIMITES.bultos) agregarError(e, campo(`bultos.${u}`), BULTOS_ENTERO);
  }
}

/**
 * The delivery form's rules (spec 002 §5 'Delivery form', R111, R112), shared by the form and the server, which
 * runs them again on what arrives and recomputes every figure. Keys are field paths ('pesadas.0.peso_bruto').
 */
export function validarEntrega(d: EntregaDatos, ctx: ContextoEntrega): ErroresCampos {
  const e: ErroresCampos = {};
  if (!esFecha(d.fecha_ejecucion)) agregarError(e, 'fecha_ejecucion', OBLIGATORIO);
  const fueraDelCiclo = ctx.fechas ? errorFechaEntrega(d.fecha_ejecucion, ctx.fechas) : null;
  if (fueraDelCiclo) agregarError(e, 'fecha_ejecucion', fueraDelCiclo);
  const cosecha = errorFechaCosecha(d.fecha_cosecha, d.fecha_ejecucion);
  if (cosecha) agregarError(e, 'fecha_cosecha', cosecha);
  if (!d.pesadas.length) agregarError(e, 'pesadas', SIN_UNIDAD);
  if (d.pesadas.length > LIMITES.pesadas) agregarError(e, 'pesadas', `Máximo ${LIMITES.pesadas} pesadas por entrega`);
  d.pesadas.forEach((p, i) => validarPesada(e, p, i));
  const visibles = new Set(camposMuestreo(d.id_cat_acopio_tipos_cafe));
  for (const c of CAMPOS_PORCENTAJE) {
    const v = d[c];
    if (v != null && visibles.has(c) && (v < 0 || v > 100_00)) agregarError(e, c, PORCENTAJE_FUERA);
  }
  if (ctx.pideCertificacion && !d.id_cat_certificacion.length) agregarError(e, 'id_cat_certificacion', REQUERIDO);
  const precio = d.precio_por_kg ?? 0;
  // issue 22 item 4: a delivery is never priced at 0; a price set by the user stays in the cooperative's band
  if (precio < 1) agregarError(e, 'precio_por_kg', PRECIO_CERO);
  else if (precio > LIMITES.precioPorKg) agregarError(e, 'precio_por_kg', mensajeMaximo(LIMITES.precioPorKg));
  else if (ctx.precio) {
    const fuera = errorBandaPrecio(precio, ctx.precio);
    if (fuera) agregarError(e, 'precio_por_kg', fuera);
  }
  if (Object.keys(e).some((k) => k.startsWith('pesadas') || k === 'precio_por_kg')) return e;

  const bruto = importeBruto(totalesPesadas(d.pesadas).peso_neto, precio);
  // Recovery up to what is owed and never past the delivery's value (R112's undefined 'extra amount'; DECISIONES).
  const recuperacion = d.recuperacion_credito ?? 0;
  const maxRecuperacion = Math.max(0, Math.min(ctx.saldoCreditos, bruto));
  if (recuperacion < 0) agregarError(e, 'recuperacion_credito', RECUPERACION_NEGATIVA);
  else if (recuperacion > maxRecuperacion) agregarError(e, 'recuperacion_credito', mensajeMaximo(maxRecuperacion));
  const pagado = d.monto_pagado ?? 0;
  const aPagar = montoAPagar(bruto, Math.max(0, Math.min(recuperacion, maxRecuperacion)));
  if (pagado < 0) agregarError(e, 'monto_pagado', RECUPERACION_NEGATIVA);
  // never more than what is owed, nor than one plausible payment (issue 22 item 4)
  else if (pagado > Math.min(aPagar, LIMITES.pago)) agregarError(e, 'monto_pagado', mensajeMontoMaximo(Math.min(aPagar, LIMITES.pago)));
  if (pagado > 0 && !(d.id_metodo_pago && d.id_metodo_pago > 0)) agregarError(e, 'id_metodo_pago', OBLIGATORIO);
  return e;
}

/**
 * The pending-payment form (spec 002 §5 'Pending payment', R115); its date between the delivery's and today (issue 22
 * item 19). With `saldoCreditos` (what the producer owes on advances, issue 25) part of the pending balance may be kept
 * as credit recovered: at most that debt and the pending balance, and the amount paid then at most what is left.
 */
export function validarPagoPendiente(
  d: {
    fecha_ejecucion: string | null;
    id_metodo_pago: number | null;
    monto_pagado: Centesimos | null;
    recuperacion_credito?: Centesimos | null;
  },
  saldo: Centesimos,
  fechas?: { entrega: string; hoy: string },
  saldoCreditos: Centesimos = 0,
): ErroresCampos {
  const e: ErroresCampos = {};
  if (!esFecha(d.fecha_ejecucion)) agregarError(e, 'fecha_ejecucion', OBLIGATORIO);
  const fecha = fechas ? errorFechaPago(d.fecha_ejecucion, fechas.entrega, fechas.hoy) : null;
  if (fecha) agregarError(e, 'fecha_ejecucion', fecha);
  if (!(d.id_metodo_pago && d.id_metodo_pago > 0)) agregarError(e, 'id_metodo_pago', OBLIGATORIO);
  const recuperacion = d.recuperacion_credito ?? 0;
  const maxRecuperacion = Math.max(0, Math.min(saldoCreditos, saldo));
  if (recuperacion < 0) agregarError(e, 'recuperacion_credito', RECUPERACION_NEGATIVA);
  else if (recuperacion > maxRecuperacion) agregarError(e, 'recuperacion_credito', mensajeMaximo(maxRecuperacion));
  const maxPago = Math.min(saldo - Math.max(0, Math.min(recuperacion, maxRecuperacion)), LIMITES.pago);
  if (d.monto_pagado == null) agregarError(e, 'monto_pagado', OBLIGATORIO);
  else if (d.monto_pagado < 1) agregarError(e, 'monto_pagado', 'El monto debe ser mayor a 0');
  else if (d.monto_pagado > maxPago) agregarError(e, 'monto_pagado', mensajeMontoMaximo(maxPago));
  return e;
}
