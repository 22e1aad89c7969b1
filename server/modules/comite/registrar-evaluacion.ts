import { createHash } from 'node:crypto';
import type { Db } from '../../db/db';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { aplicarDecision, cuentaParaEvaluar, guardarCondiciones, insertarEvaluacion } from './comite.repository';
import { firmaDeLaEvaluacion, formularioValido } from './decision-comite';
import type { EnvioComite } from './formulario-comite';

export const MENSAJES_REGISTRO = {
  cuenta: 'Seleccione el productor a evaluar',
  cicloActual: 'Solo se evalúa a los productores en el ciclo actual',
  baja: 'El productor está dado de baja en este ciclo',
  yaEvaluada: 'El productor ya tiene una evaluación del comité en este ciclo; use «Editar evaluación»',
} as const;

/**
 * POST comite_evaluaciones (spec 000 §2.10, §7): the committee's decision on a producer's current-cycle account. In ONE
 * transaction: the account is locked, the signature stored, the evaluation and its conditions written, and the account
 * takes the decision's category (sanc_cat_nueva) and risk level; the audit row names the producer with the account's
 * category before and after. The previous category is the account's, read under the lock (never the body's).
 *
 * One decision per account, that is per cycle (issue 22 item 3; docs/DECISIONES.md 'comite: una decisión por ciclo'):
 * a later meeting edits it ('Editar evaluación'). Runs once per Idempotency-Key: Guardar pressed twice, or a retry
 * after a lost answer, gets the first answer; another save of the same cycle is a 422 read under the account's lock.
 */
export async function registrarEvaluacion(
  db: Db,
  actor: Actor,
  clave: string,
  envio: EnvioComite,
): Promise<RespuestaIdempotente<EvaluacionGuardada>> {
  const coop = actor.usuario.id_cooperativa;
  if (!envio.id_cuenta) throw invalido({ id_cuenta: [MENSAJES_REGISTRO.cuenta] });
  const idCuenta = envio.id_cuenta;
  const f = await formularioValido(db, coop, envio, false);
  const llave = {
    idCooperativa: coop,
    idUsuario: actor.usuario.id,
    clave,
    huella: huellaDe('POST comite_evaluaciones', huellaEnvio(envio)),
  };
  return unaVez(db, llave, async (tx) => {
    const cuenta = await cuentaParaEvaluar(tx, coop, idCuenta);
    if (!cuenta) throw noEncontrado();
    if (!cuenta.actual) throw invalido({ id_cuenta: [MENSAJES_REGISTRO.cicloActual] });
    if (cuenta.baja) throw invalido({ id_cuenta: [MENSAJES_REGISTRO.baja] });
    if (cuenta.evaluada) throw invalido({ id_cuenta: [MENSAJES_REGISTRO.yaEvaluada] });
    const formulario = {
      ...f,
      sanc_cat_anterior: cuenta.id_cuenta_categoria,
      aprob_cc_list: f.aprob_cc_list.map((c) => ({ ...c, id: null })),
    };
    const firma = await firmaDeLaEvaluacion(tx, actor, envio, null);
    const nueva = await insertarEvaluacion(tx, coop, {
      id_cuenta: cuenta.id,
      id_ciclo: cuenta.id_ciclo,
      id_user: actor.usuario.id,
      firma_imagen: firma,
      formulario,
    });
    await guardarCondiciones(tx, coop, nueva.id, formulario.aprob_cc_list);
    const despuesCuenta = { id_cuenta_categoria: formulario.sanc_cat_nueva!, id_nivel_riesgo: formulario.id_nivel_riesgo! };
    await aplicarDecision(tx, coop, cuenta.id, despuesCuenta);
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'comite_evaluaciones',
      id_entidad: nueva.uuid,
      id_productor: cuenta.id_productor,
      antes: { cuenta: { id: cuenta.id, id_cuenta_categoria: cuenta.id_cuenta_categoria, id_nivel_riesgo: cuenta.id_nivel_riesgo } },
      despues: {
        evaluacion: { ...formulario, firma_imagen: firma, id_ciclo: cuenta.id_ciclo },
        cuenta: { id: cuenta.id, ...despuesCuenta },
      },
    });
    return { codigo: 200, cuerpo: { ...nueva, productor_uuid: cuenta.productor_uuid } };
  });
}

type EvaluacionGuardada = { id: number; uuid: string; productor_uuid: string; version: number };

/** What the key must always come with: the form's fields and the signature's digest (not its bytes). */
const huellaEnvio = (envio: EnvioComite) => ({
  ...envio,
  firma: envio.firma ? createHash('sha256').update(envio.firma.contenido).digest('hex') : null,
});
