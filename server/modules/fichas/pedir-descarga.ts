import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import type { ConfigKobo } from '../../adaptadores/kobo';
import { MENSAJES_FICHAS, type RespuestaDescargaEnvios } from '@domain/contrato/fichas';
import { fichaCooperativa } from './fichas.repository';
import { encolarDescarga } from './descargar-envios';
import { exigirKobo } from './kobo-ficha';

/**
 * 'Descargar envíos' (issue 27; not in the spec, docs/DECISIONES.md 'h14'): a full pull of one form of the session's
 * cooperative is queued as a one-off `kobo_pull` job, with its audit row, in one transaction; the worker runs it. The
 * job key makes it exactly-once: pressed again while one waits or runs, nothing is queued nor audited and the answer
 * says so. Another cooperative's form is 404, a form without project 422, KoboToolbox not configured the 503 of the
 * other KoboToolbox writes (a job queued there would wait for a process that has it).
 */
export async function pedirDescarga(db: Db, actor: Actor, kobo: ConfigKobo | null, id: number): Promise<RespuestaDescargaEnvios> {
  const coop = actor.usuario.id_cooperativa;
  const ficha = await fichaCooperativa(db, coop, id);
  if (!ficha) throw noEncontrado();
  if (!ficha.kobo_project_uid) throw invalido({ id: [MENSAJES_FICHAS.sinProyecto] });
  exigirKobo(kobo);
  const encolada = await db.transaction(async (tx) => {
    if (!(await encolarDescarga(tx, coop, id, true))) return false;
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'kobo_descarga',
      id_entidad: String(id),
      despues: { kobo_project_uid: ficha.kobo_project_uid, completa: true },
    });
    return true;
  });
  return { message: encolada ? MENSAJES_FICHAS.descargaEnCola : MENSAJES_FICHAS.descargaYaEnCola, encolada };
}
