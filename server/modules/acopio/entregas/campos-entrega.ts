import type { CuerpoEntrega } from '@domain/contrato/acopio';
import { importeBruto } from '@domain/acopio/importes';
import type { totalesPesadas } from '@domain/acopio/pesadas';

/**
 * The stored columns of a delivery from its body, its weighings' totals and the price the server chose: one mapping
 * for registering and for editing, so a new field cannot be saved by one and forgotten by the other.
 */
export function camposDeEntrega(
  d: Omit<CuerpoEntrega, 'uuid_cuenta' | 'firma_image' | 'precio_por_kg' | 'id_metodo_pago' | 'monto_pagado'>,
  certificaciones: number[],
  t: ReturnType<typeof totalesPesadas>,
  precio: number,
) {
  return {
    fecha_acopio: d.fecha_ejecucion,
    fecha_cosecha: d.fecha_cosecha,
    id_tipo_cafe: d.id_cat_acopio_tipos_cafe,
    id_proceso: d.id_cat_acopio_procesos,
    certificaciones,
    id_costaleras: d.id_cat_costaleras_estatus,
    tipo_maduracion: d.tipo_maduracion,
    rendimiento: d.rendimiento,
    humedad: d.humedad,
    mancha: d.mancha,
    id_color: d.id_color,
    aroma: d.aroma,
    muestreo_observaciones: d.muestreo_observaciones,
    observaciones: d.observaciones,
    id_lote: d.id_lote,
    peso_bruto: t.peso_bruto,
    peso_tara: t.peso_tara,
    peso_descuento: t.peso_descuento,
    peso_neto: t.peso_neto,
    no_bultos: t.no_bultos,
    precio_por_kg: precio,
    importe_total: importeBruto(t.peso_neto, precio),
    recuperacion_credito: d.recuperacion_credito,
  };
}
