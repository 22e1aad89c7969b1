import type { ContextoPrecio } from '@domain/acopio/banda-precio';
import { aTexto, leerCentesimos, type Centesimos } from '@domain/acopio/cantidades';
import { normalizarCertificaciones } from '@domain/acopio/certificaciones';
import { importeBruto, montoAPagar } from '@domain/acopio/importes';
import { camposMuestreo } from '@domain/acopio/muestreo';
import { totalesPesadas, type Pesada } from '@domain/acopio/pesadas';
import { validarEntrega } from '@domain/acopio/validar-entrega';
import type { LimitesFechaEntrega } from '@domain/acopio/fechas-entrega';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import { PRODUCTO } from '@domain/comun/productos';
import type { CuerpoEdicionEntrega, CuerpoEntrega, Entrega } from '@domain/contrato/acopio';

/**
 * The delivery form as the person types it (text for every figure, so '12.3' stays '12.3' while typing) and its
 * reading into the contract's integers ×100 with the domain's own rules (domain/acopio): the live figures, the
 * messages and the body the server recomputes anyway.
 */
export interface PesadaFormulario {
  /** Stable React key: weighings are added and removed. */
  clave: number;
  unidades: number[];
  peso_bruto: string;
  peso_tara: string;
  peso_descuento: string;
  bultos: Record<string, string>;
}

export interface EntregaFormulario {
  fecha_ejecucion: string;
  fecha_cosecha: string;
  id_cat_acopio_tipos_cafe: number | null;
  id_cat_acopio_procesos: number | null;
  id_cat_certificacion: number[];
  /** Returned sacks: 1 Sí, 2 No, null No aplica. */
  id_cat_costaleras_estatus: number | null;
  pesadas: PesadaFormulario[];
  tipo_maduracion: string;
  rendimiento: string;
  humedad: string;
  mancha: string;
  id_color: number | null;
  aroma: string;
  muestreo_observaciones: string;
  id_lote: number | null;
  observaciones: string;
  precio_por_kg: string;
  /** Credit recovered at the scale (issue 25): offered when the producer owes on advances. */
  recuperacion_credito: string;
  monto_pagado: string;
  id_metodo_pago: number | null;
}

let siguienteClave = 1;
/** A new weighing; `unidades` preselects the last units used (issue 22 item 24: the centre's, or the previous weighing's). */
export const pesadaVacia = (unidades: readonly number[] = []): PesadaFormulario => ({
  clave: siguienteClave++,
  unidades: [...unidades],
  peso_bruto: '',
  peso_tara: '',
  peso_descuento: '',
  bultos: {},
});

export const formularioVacio = (hoy: string, precio: Centesimos | null, unidades: readonly number[] = []): EntregaFormulario => ({
  fecha_ejecucion: hoy,
  fecha_cosecha: '',
  id_cat_acopio_tipos_cafe: null,
  id_cat_acopio_procesos: null,
  id_cat_certificacion: [],
  id_cat_costaleras_estatus: null,
  pesadas: [pesadaVacia(unidades)],
  tipo_maduracion: '',
  rendimiento: '',
  humedad: '',
  mancha: '',
  id_color: null,
  aroma: '',
  muestreo_observaciones: '',
  id_lote: null,
  observaciones: '',
  precio_por_kg: aTexto(precio),
  recuperacion_credito: '',
  monto_pagado: '',
  id_metodo_pago: null,
});

/** What a saved delivery and an outbox body both keep, under the same names, as the form shows it. */
type Guardado = Pick<
  CuerpoEntrega,
  | 'fecha_cosecha'
  | 'id_cat_acopio_tipos_cafe'
  | 'id_cat_acopio_procesos'
  | 'id_cat_certificacion'
  | 'id_cat_costaleras_estatus'
  | 'pesadas'
  | 'tipo_maduracion'
  | 'rendimiento'
  | 'humedad'
  | 'mancha'
  | 'id_color'
  | 'aroma'
  | 'muestreo_observaciones'
  | 'id_lote'
  | 'observaciones'
  | 'recuperacion_credito'
>;

/** The form of a saved delivery or an outbox body: its date, the price shown and the payment now differ by source. */
function formularioDe(
  g: Guardado,
  fecha: string,
  precio: Centesimos | null,
  pago: Pick<CuerpoEntrega, 'monto_pagado' | 'id_metodo_pago'>,
): EntregaFormulario {
  return {
    fecha_ejecucion: fecha,
    fecha_cosecha: g.fecha_cosecha ?? '',
    id_cat_acopio_tipos_cafe: g.id_cat_acopio_tipos_cafe,
    id_cat_acopio_procesos: g.id_cat_acopio_procesos,
    id_cat_certificacion: g.id_cat_certificacion,
    id_cat_costaleras_estatus: g.id_cat_costaleras_estatus,
    pesadas: g.pesadas.map((p) => ({
      clave: siguienteClave++,
      unidades: p.unidades,
      peso_bruto: aTexto(p.peso_bruto),
      peso_tara: aTexto(p.peso_tara),
      peso_descuento: p.peso_descuento ? aTexto(p.peso_descuento) : '',
      bultos: Object.fromEntries(Object.entries(p.bultos).map(([u, n]) => [u, String(n)])),
    })),
    tipo_maduracion: g.tipo_maduracion ?? '',
    rendimiento: aTexto(g.rendimiento),
    humedad: aTexto(g.humedad),
    mancha: aTexto(g.mancha),
    id_color: g.id_color,
    aroma: g.aroma ?? '',
    muestreo_observaciones: g.muestreo_observaciones ?? '',
    id_lote: g.id_lote,
    observaciones: g.observaciones ?? '',
    precio_por_kg: aTexto(precio),
    recuperacion_credito: g.recuperacion_credito > 0 ? aTexto(g.recuperacion_credito) : '',
    monto_pagado: pago.monto_pagado > 0 ? aTexto(pago.monto_pagado) : '',
    // without a payment now there is no method to show
    id_metodo_pago: pago.monto_pagado > 0 ? pago.id_metodo_pago : null,
  };
}

/** An existing delivery back into the form (edit mode): its payments are made elsewhere, never from this form. */
export const formularioDeEntrega = (e: Entrega): EntregaFormulario =>
  formularioDe(e, e.fecha_acopio, e.precio_por_kg, { monto_pagado: 0, id_metodo_pago: null });

/**
 * An outbox delivery's stored body back into the form (issue 28, 'Editar' on a conflict): what the collector typed,
 * as the form would show it. `precio` is the price the form shows: the body's for who may set prices, the
 * cooperative's current one for everyone else (the server would use that one anyway).
 */
export const formularioDeCuerpo = (c: CuerpoEntrega, precio: Centesimos | null): EntregaFormulario =>
  formularioDe(c, c.fecha_ejecucion, precio, c);

/** What the form shows for the product and the coffee type (spec 002 §2.3, R107, R110). */
export interface Visibilidad {
  cafe: boolean;
  miel: boolean;
  muestreo: Set<string>;
}
export const visibilidad = (producto: number, tipoCafe: number | null): Visibilidad => ({
  cafe: producto === PRODUCTO.cafe,
  miel: producto === PRODUCTO.miel,
  muestreo: new Set(producto === PRODUCTO.cafe ? camposMuestreo(tipoCafe) : []),
});

const textoNulo = (t: string) => (t.trim() === '' ? null : t.trim());

/** Reads one figure; a typing error goes to `e` under `campo`. */
function cifra(e: ErroresCampos, campo: string, texto: string): Centesimos | null {
  const l = leerCentesimos(texto);
  if (l.error) agregarError(e, campo, l.error);
  return l.valor;
}

/** Whole containers: '3' → 3; anything else → NaN, which the domain's rule refuses with its message. */
const entero = (t: string | undefined): number => (t === undefined || t.trim() === '' ? NaN : /^\d+$/.test(t.trim()) ? Number(t) : NaN);

export interface Lectura {
  pesadas: Pesada[];
  precio: Centesimos;
  recuperacion: Centesimos;
  monto_pagado: Centesimos;
  rendimiento: Centesimos | null;
  humedad: Centesimos | null;
  mancha: Centesimos | null;
  errores: ErroresCampos;
}

/** The form's text as numbers, with the typing errors ('Se espera un número', 'Solo se permiten dos decimales'). */
export function leerFormulario(f: EntregaFormulario, v: Visibilidad): Lectura {
  const errores: ErroresCampos = {};
  const pesadas = f.pesadas.map((p, i) => ({
    unidades: p.unidades,
    peso_bruto: cifra(errores, `pesadas.${i}.peso_bruto`, p.peso_bruto) as number,
    peso_tara: cifra(errores, `pesadas.${i}.peso_tara`, p.peso_tara) as number,
    peso_descuento: cifra(errores, `pesadas.${i}.peso_descuento`, p.peso_descuento) ?? 0,
    bultos: Object.fromEntries(p.unidades.map((u) => [String(u), entero(p.bultos[String(u)])])),
  }));
  const muestra = (c: 'rendimiento' | 'humedad' | 'mancha') => (v.muestreo.has(c) ? cifra(errores, c, f[c]) : null);
  return {
    pesadas,
    precio: cifra(errores, 'precio_por_kg', f.precio_por_kg) ?? 0,
    recuperacion: cifra(errores, 'recuperacion_credito', f.recuperacion_credito) ?? 0,
    monto_pagado: cifra(errores, 'monto_pagado', f.monto_pagado) ?? 0,
    rendimiento: muestra('rendimiento'),
    humedad: muestra('humedad'),
    mancha: muestra('mancha'),
    errores,
  };
}

/** Live figures as the person types: only the weighings that read whole count (the rest wait for their fix). */
export function cifrasEnVivo(l: Lectura) {
  const completas = l.pesadas.filter((p) => p.peso_bruto != null && p.peso_tara != null);
  const t = totalesPesadas(completas);
  const bruto = importeBruto(Math.max(0, t.peso_neto), l.precio);
  // what the scale keeps for the producer's advances comes off what is paid (never more than the delivery is worth)
  return { ...t, importe_total: bruto, a_pagar: montoAPagar(bruto, Math.max(0, Math.min(l.recuperacion, bruto))) };
}

/**
 * Every message of the form: the typing errors first, then the domain's rules (validarEntrega, shared with the
 * server). `conPago` is false when editing (payments are not part of an edit); `fechas` bounds the dates by today and
 * the cycle (issue 22 item 19). `precio` is the price band's context (issue 22 item 4) when the person sets the price:
 * the cooperative's current one and whether they may go outside it.
 */
export function erroresFormulario(
  f: EntregaFormulario,
  l: Lectura,
  v: Visibilidad,
  conPago: boolean,
  fechas?: LimitesFechaEntrega,
  precio?: ContextoPrecio,
  /** What the producer owes on advances (plus, in an edit, what this delivery already recovered). */
  saldoCreditos = 0,
): ErroresCampos {
  const reglas = validarEntrega(
    {
      fecha_ejecucion: f.fecha_ejecucion || null,
      fecha_cosecha: v.miel ? f.fecha_cosecha || null : null,
      id_cat_acopio_tipos_cafe: f.id_cat_acopio_tipos_cafe,
      id_cat_certificacion: f.id_cat_certificacion,
      pesadas: l.pesadas,
      rendimiento: l.rendimiento,
      humedad: l.humedad,
      mancha: l.mancha,
      precio_por_kg: l.precio,
      recuperacion_credito: l.recuperacion,
      monto_pagado: conPago ? l.monto_pagado : 0,
      id_metodo_pago: conPago ? f.id_metodo_pago : null,
    },
    { pideCertificacion: true, saldoCreditos, fechas, precio },
  );
  const e: ErroresCampos = { ...l.errores };
  for (const [campo, mensajes] of Object.entries(reglas)) if (!e[campo]) e[campo] = mensajes;
  if (!v.muestreo.size) for (const c of ['rendimiento', 'humedad', 'mancha']) delete e[c];
  return e;
}

const datosComunes = (f: EntregaFormulario, l: Lectura, v: Visibilidad) => ({
  fecha_ejecucion: f.fecha_ejecucion,
  fecha_cosecha: v.miel ? textoNulo(f.fecha_cosecha) : null,
  id_cat_acopio_tipos_cafe: v.cafe ? f.id_cat_acopio_tipos_cafe : null,
  id_cat_acopio_procesos: v.cafe ? f.id_cat_acopio_procesos : null,
  id_cat_certificacion: normalizarCertificaciones(f.id_cat_certificacion),
  id_cat_costaleras_estatus: f.id_cat_costaleras_estatus,
  pesadas: l.pesadas.map((p) => ({ ...p, bultos: Object.fromEntries(Object.entries(p.bultos).filter(([u]) => u !== '7')) })),
  tipo_maduracion: v.muestreo.has('tipo_maduracion') ? textoNulo(f.tipo_maduracion) : null,
  rendimiento: l.rendimiento,
  humedad: l.humedad,
  mancha: l.mancha,
  id_color: v.muestreo.has('color_de_cafe') || v.miel ? f.id_color : null,
  aroma: v.muestreo.has('aroma') ? textoNulo(f.aroma) : null,
  muestreo_observaciones: textoNulo(f.muestreo_observaciones),
  id_lote: f.id_lote,
  observaciones: textoNulo(f.observaciones),
  recuperacion_credito: l.recuperacion,
});

/** POST admin/acopios/entregas. The price goes as typed; the server keeps it only for who may set prices. */
export function cuerpoNuevo(f: EntregaFormulario, l: Lectura, v: Visibilidad, uuidCuenta: string, firma: string): CuerpoEntrega {
  const pago = cifrasEnVivo(l).importe_total > 0 && l.monto_pagado > 0;
  return {
    uuid_cuenta: uuidCuenta,
    ...datosComunes(f, l, v),
    precio_por_kg: l.precio,
    id_metodo_pago: pago ? f.id_metodo_pago : null,
    monto_pagado: pago ? l.monto_pagado : 0,
    firma_image: firma,
  };
}

/** PUT admin/acopios/entregas/{uuid} with the version the form loaded. */
export function cuerpoEdicion(
  f: EntregaFormulario,
  l: Lectura,
  v: Visibilidad,
  version: number,
  firma: string | null,
): CuerpoEdicionEntrega {
  return { version, ...datosComunes(f, l, v), precio_por_kg: l.precio, firma_image: firma };
}
