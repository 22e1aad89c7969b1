/** Where a delivery is (spec 002 §3, R120): null is 'sin asignar'. */
export const ESTATUS_ENTREGA: Record<number, string> = { 1: 'En bodega', 2: 'Rechazados', 3: 'En centro de acopio' };

export const etiquetaEstatusEntrega = (id: number | null | undefined): string =>
  id == null ? 'Sin asignar' : (ESTATUS_ENTREGA[id] ?? 'Sin asignar');

/** Returned sacks (costaleras): 1 sí, 2 no, null no aplica. */
export const COSTALERAS: Record<number, string> = { 1: 'Sí', 2: 'No' };
export const etiquetaCostaleras = (id: number | null | undefined): string => (id == null ? 'No aplica' : (COSTALERAS[id] ?? 'No aplica'));

/** State 1 (en bodega) needs a delivery folio; any other state is recorded with 'S/F' (R114). */
export const ESTADO_CON_FOLIO = 1;
export const SIN_FOLIO = 'S/F';

export const folioDeEstado = (tipoEstado: number, folio: string | null | undefined): string =>
  tipoEstado === ESTADO_CON_FOLIO ? String(folio ?? '').trim() : SIN_FOLIO;

export const mensajeFolioAsignado = (folio: string): string => `Se asignó con éxito el folio ${folio} a los acopios seleccionados.`;
