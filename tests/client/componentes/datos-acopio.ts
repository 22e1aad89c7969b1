import { catalogoAcopio, NOMBRES_CATALOGOS } from '@domain/acopio/catalogos';
import type { AcopiosDeProductor, PrecioPrecargado, ResumenProductor } from '@domain/contrato/acopio';
import type { Ciclo } from '@domain/contrato/catalogos';
import type { UnidadesUsuales } from '@domain/contrato/acopio-unidades';
import { PRODUCTO } from '@domain/comun/productos';
import type { Respuestas } from './entorno';

/** The active collection cycle of the demo (POST ciclos), begun well before any test's today. */
export const CICLO: Ciclo = {
  id: 7,
  uuid: 'c0000000-0000-4000-8000-000000000007',
  nombre: '2025-2026',
  activo: true,
  activo_acopio: true,
  fecha_inicio: '2020-01-01',
  fecha_fin: null,
};
export const CUENTA = { id: 11, uuid: 'a0000000-0000-4000-8000-000000000011' };

/** The producer's panel (all figures ×100, as the contract): no deliveries yet in the cycle. */
export function resumen(c: Partial<ResumenProductor> = {}): ResumenProductor {
  return {
    id_cuenta: CUENTA.id,
    uuid_cuenta: CUENTA.uuid,
    uuid_productor: 'p0000000-0000-4000-8000-000000000011',
    productor: 'María López Pérez',
    id_ciclo: CICLO.id,
    ciclo_activo_acopio: true,
    baja: false,
    id_cuenta_categoria: 4,
    categoria: 'Orgánico',
    producto: PRODUCTO.cafe,
    entregas_no: 0,
    entregas_no_bultos: 0,
    entregas_peso_neto_total: 0,
    precio_por_kg_promedio: null,
    pagos_total: 0,
    pagos_descuentos_total: 0,
    pagos_pagado_total: 0,
    pagos_pendiente_total: 0,
    saldo_creditos: 0,
    est_peso_estimado_total: 0,
    est_entregado_vs_estimacion: null,
    ...c,
  };
}

/**
 * What the delivery form reads before it shows (useDatosEntrega), for a cooperative of `producto`: the catalogues
 * are the server's own (domain/acopio/catalogos.ts), the price $ 52.00 per kg set by the cooperative.
 */
export function servidorDeEntrega({
  producto = PRODUCTO.cafe,
  panel = {},
  precio = {},
  usuales = { usuales: [], ultimas: [] },
}: {
  producto?: number;
  panel?: Partial<ResumenProductor>;
  precio?: Partial<PrecioPrecargado>;
  /** The centre's usual units, shown first as chips (issue 22 item 24). */
  usuales?: UnidadesUsuales;
} = {}): Respuestas {
  const acopios: AcopiosDeProductor = { resumen: resumen({ producto, ...panel }), entregas: [] };
  const precioCuenta: PrecioPrecargado = {
    precio_por_kg: 52_00,
    puede_fijar: false,
    puede_fuera_de_rango: false,
    precio_ultima_entrega: null,
    ...precio,
  };
  return {
    'POST ciclos': [CICLO],
    'GET acopios/catalogos/cooperativa_conf': [],
    [`GET admin/acopios/entregas/acopios_por_productor/${CICLO.uuid}/${CUENTA.uuid}`]: acopios,
    [`GET admin/acopios/precio_por_kg_por_productor/${CUENTA.id}`]: precioCuenta,
    [`GET admin/acopios/entregas/lotes/${CICLO.id}`]: [],
    'GET admin/acopios/unidades_usuales': usuales,
    ...Object.fromEntries(NOMBRES_CATALOGOS.map((n) => [`GET acopios/catalogos/${n}`, catalogoAcopio(n, producto)])),
  };
}
