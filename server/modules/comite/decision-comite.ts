import type { Consulta, Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido } from '../../errores';
import { guardarArchivo } from '../archivos/archivos.repository';
import { hoyDeCooperativa } from '../cuentas/cuentas.repository';
import { certificacionDeCooperativa, copiarFirmaDeUsuario } from './comite.repository';
import type { EnvioComite } from './formulario-comite';
import { soloCamposDeLaDecision, validarEvaluacion, type FormularioComite } from '@domain/comite/evaluacion';

/**
 * What both saves of a decision share (registrar-evaluacion.ts, editar-evaluacion.ts): the domain rule with the
 * cooperative's today and certification, and the signature to store.
 */

/** Runs R039 and our date rules on the server, before any transaction; answers only the decision's own fields. */
export async function formularioValido(
  db: Db,
  idCooperativa: number,
  envio: EnvioComite,
  firmaGuardada: boolean,
): Promise<FormularioComite> {
  const [hoy, certificacion] = await Promise.all([hoyDeCooperativa(db, idCooperativa), certificacionDeCooperativa(db, idCooperativa)]);
  const conFirma = !!envio.firma || envio.usarFirmaUsuario || firmaGuardada;
  exigirValido(validarEvaluacion(envio.formulario, { hoy, conFirma, certificacion }));
  return soloCamposDeLaDecision(envio.formulario);
}

/**
 * The signature the evaluation points at, inside the save's transaction: the uploaded image (re-encoded, stored as a
 * 'firma_comite' file of the cooperative, which only its users read), a copy of the user's saved signature
 * ('Usar firma'), or the one it already had (edit). A user without a saved signature asking for it is a 422.
 */
export async function firmaDeLaEvaluacion(
  tx: Consulta,
  { usuario }: Actor,
  envio: EnvioComite,
  actual: string | null,
): Promise<string | null> {
  const coop = usuario.id_cooperativa;
  if (envio.firma) return guardarArchivo(tx, coop, 'firma_comite', envio.firma.img, envio.firma.contenido, usuario.id);
  if (envio.usarFirmaUsuario) {
    const copia = await copiarFirmaDeUsuario(tx, coop, usuario.id);
    if (!copia) throw invalido({ firma_imagen: ['No tiene una firma guardada en su perfil; dibuje su firma'] });
    return copia;
  }
  return actual;
}
