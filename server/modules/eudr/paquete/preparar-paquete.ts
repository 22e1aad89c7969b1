import type { Consulta } from '../../../db/db';
import { loteEudr, revisarPaquete } from './lectura';
import { paquetesDelLote } from './paquete.repository';
import type { PreparacionPaquete } from '@domain/contrato/eudr-paquete';

/**
 * `GET admin/acopios/lotes/paquete_eudr/{uuid}` (issue 23): what the lot's package would hold, counted, its
 * warnings, and the packages already made, newest first. The same reading as the package itself (lectura.ts).
 */
export async function prepararPaquete(db: Consulta, idCooperativa: number, uuid: string): Promise<PreparacionPaquete> {
  const lote = await loteEudr(db, idCooperativa, uuid);
  const r = await revisarPaquete(db, idCooperativa, lote);
  return {
    lote: { uuid: lote.uuid, nombre: lote.nombre },
    producto: lote.producto.nombre,
    codigo_hs: lote.producto.codigo_hs,
    pais: lote.pais,
    peso_neto: lote.peso_neto,
    primera_entrega: lote.primera_entrega,
    ultima_entrega: lote.ultima_entrega,
    productores: r.productores.length,
    parcelas: r.parcelas,
    parcelas_fuera: r.parcelasFuera,
    // The contract's `tipo` is typed `never` (see AvisoDelLote); the values are the contract's, checked by its schema.
    avisos: r.avisos as unknown as PreparacionPaquete['avisos'],
    paquetes: await paquetesDelLote(db, idCooperativa, lote.id),
  };
}
