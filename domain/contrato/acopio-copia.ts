import { Type, type Static } from 'typebox';
import { enteroNulo, fechaHora, textoNulo, Uno } from './comun';
import { EntregaDeProductor, OpcionCatalogoAcopio } from './acopio';
import { Lote } from './acopio-lotes';
import { UnidadesUsuales } from './acopio-unidades';

/**
 * GET admin/acopios/copia_dispositivo (issue 28): in one answer, what the delivery form and the producer selection
 * read, kept on the device so a collection centre keeps working with the network down. The session's cooperative
 * and its active collection cycle; the producers of the user's centre (all of the cooperative when the user has
 * none). Money and weights ×100, as the per-account calls answer them.
 */

/** The six catalogues the delivery form uses (useDatosEntrega.ts), each as `acopios/catalogos/{nombre}` answers it. */
export const CatalogosCopia = Type.Object({
  certificaciones: Type.Array(OpcionCatalogoAcopio),
  metodos_pago: Type.Array(OpcionCatalogoAcopio),
  unidades_entrega: Type.Array(OpcionCatalogoAcopio),
  colores_miel: Type.Array(OpcionCatalogoAcopio),
  tipos_cafe: Type.Array(OpcionCatalogoAcopio),
  procesos_cafe: Type.Array(OpcionCatalogoAcopio),
});
export type CatalogosCopia = Static<typeof CatalogosCopia>;

/**
 * One account of the cycle that can deliver (confirmed, no baja: the selection's rule) with the figures of the form's
 * panel (`acopios_por_productor`, whose averages and pending amount the client derives with domain/acopio/) and its
 * starting price (`precio_por_kg_por_productor`). The field names are the panel's, so the copy reads like it.
 */
export const ProductorCopia = Type.Object({
  id_cuenta: Type.Integer(),
  uuid_cuenta: Type.String(),
  uuid_productor: Type.String(),
  nombre: Type.String(),
  clave: textoNulo(),
  id_cuenta_categoria: Type.Integer(),
  entregas_no: Type.Integer(),
  entregas_no_bultos: Type.Integer(),
  entregas_peso_neto_total: Type.Integer(),
  pagos_total: Type.Integer(),
  pagos_descuentos_total: Type.Integer(),
  pagos_pagado_total: Type.Integer(),
  est_peso_estimado_total: Type.Integer(),
  /** The price of the account's latest delivery (×100), null without one. */
  precio_ultima_entrega: enteroNulo(),
  /** What the producer owes today on every advance: the most a delivery may recover (0 when the cooperative does not lend). */
  saldo_creditos: Type.Integer({ minimum: 0 }),
  /**
   * The account's deliveries of the cycle still owed something (not voided), newest first, as the panel lists them:
   * offline the panel shows them and the pending payment opens from them. Only these, to keep the copy small.
   */
  pendientes: Type.Array(EntregaDeProductor),
});
export type ProductorCopia = Static<typeof ProductorCopia>;

export const CicloCopia = Type.Object({ id: Type.Integer(), uuid: Type.String(), nombre: Type.String() });

export const CopiaDispositivo = Type.Object({
  /** The instant the server read it (ISO): the screen says how fresh the device's copy is. */
  leida_en: fechaHora(),
  /** The active collection cycle; null when none is (then no producers and no lots). */
  ciclo: Type.Union([CicloCopia, Type.Null()]),
  /** The centre the producers were restricted to; null: every centre of the cooperative. */
  id_centro: enteroNulo(),
  /** The cooperative's crop: 1 coffee, 2 cacao, 3 honey. */
  producto: Type.Integer(),
  /** The cooperative's current price (×100) and what this user may do with it, as the per-account call answers. */
  precio_por_kg: enteroNulo(),
  puede_fijar: Type.Boolean(),
  puede_fuera_de_rango: Type.Boolean(),
  catalogos: CatalogosCopia,
  categorias: Type.Array(OpcionCatalogoAcopio),
  unidades_usuales: UnidadesUsuales,
  /** The cycle's lots a delivery of this user may enter (those of the user's centre, or all). */
  lotes: Type.Array(Lote),
  productores: Type.Array(ProductorCopia),
});
export type CopiaDispositivo = Static<typeof CopiaDispositivo>;
export const RespuestaCopiaDispositivo = Uno(CopiaDispositivo);
