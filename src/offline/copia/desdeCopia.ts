import { entregadoVsEstimacion } from '@domain/acopio/estimacion';
import { precioPromedio } from '@domain/acopio/importes';
import type { AcopiosDeProductor, EntregaDeProductor, PrecioPrecargado } from '@domain/contrato/acopio';
import type { CopiaDispositivo, ProductorCopia } from '@domain/contrato/acopio-copia';
import type { FilaCuenta } from '@domain/contrato/cuentas';

/**
 * What the delivery form and the selection read, rebuilt from the device copy when the network is down (issue 28):
 * the same shapes the per-account calls answer, so the screens do not know where their data came from.
 */

export const productorDeCopia = (c: CopiaDispositivo, idCuenta: number): ProductorCopia | null =>
  c.productores.find((p) => p.id_cuenta === idCuenta) ?? null;

/** `precio_por_kg_por_productor` from the copy. */
export const precioDeCopia = (c: CopiaDispositivo, p: ProductorCopia): PrecioPrecargado => ({
  precio_por_kg: c.precio_por_kg,
  puede_fijar: c.puede_fijar,
  puede_fuera_de_rango: c.puede_fuera_de_rango,
  precio_ultima_entrega: p.precio_ultima_entrega,
});

/** The panel from the copy: its figures as `acopios_por_productor` answers them, listing only the deliveries still owed. */
export function panelDeCopia(c: CopiaDispositivo, p: ProductorCopia): AcopiosDeProductor {
  return {
    resumen: {
      id_cuenta: p.id_cuenta,
      uuid_cuenta: p.uuid_cuenta,
      uuid_productor: p.uuid_productor,
      productor: p.nombre,
      id_ciclo: c.ciclo?.id ?? 0,
      ciclo_activo_acopio: true,
      baja: false,
      id_cuenta_categoria: p.id_cuenta_categoria,
      categoria: c.categorias.find((k) => k.id === p.id_cuenta_categoria)?.nombre ?? '',
      producto: c.producto,
      entregas_no: p.entregas_no,
      entregas_no_bultos: p.entregas_no_bultos,
      entregas_peso_neto_total: p.entregas_peso_neto_total,
      precio_por_kg_promedio: precioPromedio(p.pagos_total, p.entregas_peso_neto_total),
      pagos_total: p.pagos_total,
      pagos_descuentos_total: p.pagos_descuentos_total,
      pagos_pagado_total: p.pagos_pagado_total,
      pagos_pendiente_total: p.pagos_total - p.pagos_descuentos_total - p.pagos_pagado_total,
      est_peso_estimado_total: p.est_peso_estimado_total,
      est_entregado_vs_estimacion: entregadoVsEstimacion(p.entregas_peso_neto_total, p.est_peso_estimado_total),
      saldo_creditos: p.saldo_creditos,
    },
    // a copy kept by an older version of the app has no `pendientes`
    entregas: p.pendientes ?? [],
  };
}

/** What the pending-payment form reads of a delivery: the panel's columns with its producer and account. */
export type EntregaParaPago = EntregaDeProductor & { productor: string; uuid_cuenta: string };

/**
 * `acopio_por_productor/{id}` for the pending-payment form, from the copy (issue 28): a delivery of this account still
 * owed something, with what the producer owes on advances; null when the copy does not have it (paid, or not this
 * centre's), and the form says so.
 */
export function pagoDeCopia(
  c: CopiaDispositivo,
  uuidCuenta: string,
  idAcopio: number,
): { entrega: EntregaParaPago; saldo_creditos: number } | null {
  const p = c.productores.find((x) => x.uuid_cuenta === uuidCuenta);
  const e = p?.pendientes?.find((x) => x.id === idAcopio);
  return p && e ? { entrega: { ...e, productor: p.nombre, uuid_cuenta: p.uuid_cuenta }, saldo_creditos: p.saldo_creditos } : null;
}

/** Lower case without accents: 'José Pérez' and 'jose perez' are the same search. */
const normal = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/** The selection's search on the copy: producers whose name or key contains `texto`, accents ignored, at most `max`. */
export function buscarEnCopia(c: CopiaDispositivo, texto: string, max = 20): ProductorCopia[] {
  const t = normal(texto.trim());
  const filas = t ? c.productores.filter((p) => normal(`${p.nombre} ${p.clave ?? ''}`).includes(t)) : c.productores;
  return filas.slice(0, max);
}

/** What the selection's dropdown shows of a producer and what the form's route needs. */
export type OpcionSeleccion = Pick<FilaCuenta, 'id' | 'cuenta_uuid' | 'nombre' | 'clave_tx' | 'localidad' | 'cuenta_categoria'>;

/** A copy's producer as the selection's option (the copy has no locality: the key and category identify them). */
export const opcionDeCopia = (c: CopiaDispositivo, p: ProductorCopia): OpcionSeleccion => ({
  id: p.id_cuenta,
  cuenta_uuid: p.uuid_cuenta,
  nombre: p.nombre,
  clave_tx: p.clave,
  localidad: '',
  cuenta_categoria: c.categorias.find((k) => k.id === p.id_cuenta_categoria)?.nombre ?? '',
});
