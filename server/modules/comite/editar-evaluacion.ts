import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import {
  aplicarDecision,
  actualizarEvaluacion,
  cuentaParaEvaluar,
  guardarCondiciones,
  idsDeDetalles,
  leerEvaluacion,
  ultimaEvaluacion,
} from './comite.repository';
import { firmaDeLaEvaluacion, formularioValido } from './decision-comite';
import type { EnvioComite } from './formulario-comite';
import { MENSAJES_COMITE } from '@domain/comite/evaluacion';

export const MENSAJES_EDICION = {
  version: 'Recargue la evaluación antes de editarla',
  ultima: 'Solo se puede editar la última evaluación del productor',
  condicionAjena: 'La condición no pertenece a esta evaluación',
} as const;

/**
 * POST comite_evaluaciones_update/{uuid} (spec 000 §2.10 'Edit', R046): only the latest evaluation of an account of the
 * current cycle, and only from the version the form loaded (409 otherwise, taken first in the transaction). Conditions
 * named by id keep their follow-up; the account takes the new category and risk level; without a new signature the
 * saved one stays. The audit row carries the evaluation and the account before and after, and the producer.
 */
export async function editarEvaluacion(
  db: Db,
  actor: Actor,
  uuid: string,
  envio: EnvioComite,
): Promise<{ id: number; uuid: string; productor_uuid: string; version: number }> {
  const coop = actor.usuario.id_cooperativa;
  const antes = await leerEvaluacion(db, coop, uuid);
  if (!antes) throw noEncontrado();
  if (!envio.version) throw invalido({ version: [MENSAJES_EDICION.version] });
  const version = envio.version;
  if (!antes.editable) throw invalido({ id_ciclo: [MENSAJES_COMITE.cicloActual] });
  const f = await formularioValido(db, coop, envio, !!antes.firma_imagen);
  return db.transaction(async (tx) => {
    const nuevaVersion = await tomarVersion(tx, { tabla: 'comite_evaluaciones', llave: { id_cooperativa: coop, id: antes.id } }, version);
    const cuenta = await cuentaParaEvaluar(tx, coop, antes.id_cuenta);
    if (!cuenta) throw noEncontrado();
    if ((await ultimaEvaluacion(tx, coop, cuenta.id))?.id !== antes.id) throw invalido({ uuid: [MENSAJES_EDICION.ultima] });
    const propias = await idsDeDetalles(tx, coop, antes.id);
    if (f.aprob_cc_list.some((c) => c.id && !propias.includes(c.id))) throw invalido({ aprob_cc_list: [MENSAJES_EDICION.condicionAjena] });
    // The category before the committee's decision stays the one the first save found.
    const formulario = { ...f, sanc_cat_anterior: antes.sanc_cat_anterior ?? cuenta.id_cuenta_categoria };
    const firma = await firmaDeLaEvaluacion(tx, actor, envio, antes.firma_imagen);
    await actualizarEvaluacion(tx, coop, antes.id, { id_user: actor.usuario.id, firma_imagen: firma, formulario });
    await guardarCondiciones(tx, coop, antes.id, formulario.aprob_cc_list);
    const despuesCuenta = { id_cuenta_categoria: formulario.sanc_cat_nueva!, id_nivel_riesgo: formulario.id_nivel_riesgo! };
    await aplicarDecision(tx, coop, cuenta.id, despuesCuenta);
    const { detalle, ...evaluacionAntes } = antes;
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'comite_evaluaciones',
      id_entidad: antes.uuid,
      id_productor: cuenta.id_productor,
      antes: {
        evaluacion: {
          ...evaluacionAntes,
          aprob_cc_list: detalle.map((d) => ({ id: d.id_detalle, condicion: d.observ_condicion, plazo: d.plazo })),
        },
        cuenta: { id: cuenta.id, id_cuenta_categoria: cuenta.id_cuenta_categoria, id_nivel_riesgo: cuenta.id_nivel_riesgo },
      },
      despues: { evaluacion: { ...formulario, firma_imagen: firma, version: nuevaVersion }, cuenta: { id: cuenta.id, ...despuesCuenta } },
    });
    return { id: antes.id, uuid: antes.uuid, productor_uuid: antes.productor_uuid, version: nuevaVersion };
  });
}
