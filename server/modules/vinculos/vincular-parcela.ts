import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { guardarCroquisEn, revisarCroquis, type CroquisRevisado } from '../parcelas/croquis/guardar';
import type { Revisor } from '../parcelas/croquis/revision';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import type { Poligono } from '@domain/poligono/tipos';
import { mensajeVinculados, revisarLote } from '@domain/vinculos/vinculos';
import type { CuerpoVinculoParcela, RespuestaVinculo } from '@domain/contrato/vinculos';
import { formulariosDelLote, parcelaVinculo, vincularAParcela, type FormularioLeido } from './vinculos.repository';
import { yaVinculado } from './vincular-cuenta';

/** A plot has one boundary: two sketches in one batch would make one of them silently lost. */
const MENSAJE_UN_CROQUIS = 'Elige un solo croquis para la parcela';

/** The forms must already be the plot's producer's (§2.14 picks the plot among the producer's own). */
function revisarProductor(leidos: readonly FormularioLeido[], idCuenta: number): ErroresCampos {
  const e: ErroresCampos = {};
  for (const f of leidos) {
    if (f.id_cuenta !== idCuenta) agregarError(e, 'id_parcela', `El formulario ${f.id} no está vinculado al productor de la parcela`);
  }
  return e;
}

/**
 * 'Vincular formularios a parcela' (spec 002 §2.14, §7 vinculo_forms_parcela_batch). A sketch with a polygon gives
 * the plot its boundary through the sketch use case (origen 'campo'): its review (the costly part) runs before the
 * transaction, its save inside the batch's, so the boundary and the links are written together or not at all.
 */
export async function vincularFormulariosParcela(
  db: Db,
  { usuario, ip }: Actor,
  b: CuerpoVinculoParcela,
  revisar: Revisor,
): Promise<RespuestaVinculo> {
  const coop = usuario.id_cooperativa;
  const todos = [...b.idsPP, ...b.idsPO, ...b.idsCroquis];
  if (b.idsCroquis.length > 1) throw invalido({ idsCroquis: [MENSAJE_UN_CROQUIS] });
  const parcela = await parcelaVinculo(db, coop, b.id_parcela);
  if (!parcela) throw noEncontrado();
  // First pass without locks: the 422s answer before the review, and the sketch's polygon is known.
  const previos = await formulariosDelLote(db, coop, todos, false);
  exigirValido(revisarLote(b, previos, 'parcela').errores);
  const croquis = previos.find((f) => f.tipo === 'tx_croquis');
  let revisado: CroquisRevisado | null = null;
  if (croquis) revisado = await revisarCroquis(db, coop, parcela.uuid, croquis.poligono as Poligono, 'campo', revisar);
  return db.transaction(async (tx) => {
    const p = await parcelaVinculo(tx, coop, b.id_parcela, true);
    if (!p) throw noEncontrado();
    if (p.fecha_baja) throw invalido({ id_parcela: ['La parcela está dada de baja'] });
    const leidos = await formulariosDelLote(tx, coop, todos, true);
    const r = revisarLote(b, leidos, 'parcela');
    exigirValido(r.errores);
    if (r.yaVinculado) throw yaVinculado();
    exigirValido(revisarProductor(leidos, p.id_cuenta));
    const vivo = leidos.find((f) => f.tipo === 'tx_croquis');
    // The polygon reviewed is the one linked: an edit pulled from KoboToolbox meanwhile is a reload, not a guess.
    if (revisado && vivo && JSON.stringify(vivo.poligono) !== JSON.stringify(revisado.poligono)) throw yaVinculado();
    if (revisado) await guardarCroquisEn(tx, usuario, ip, revisado, revisar);
    const filas = await vincularAParcela(tx, coop, p.id, usuario.id, r.ids);
    const porId = new Map(leidos.map((f) => [f.id, f]));
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'formularios_campo',
      id_entidad: `parcela:${p.uuid}`,
      id_productor: await productorDe(tx, coop, { parcela: p.id }),
      antes: { id_parcela: null },
      despues: { id_parcela: p.id, formularios: filas.map((f) => porId.get(f.id)?.uuid), croquis: revisado !== null },
    });
    return { success: true, message: mensajeVinculados(filas.length), data: filas.length };
  });
}
