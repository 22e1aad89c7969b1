import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { desplegar, importarFormulario, resumenAsset, type ConfigKobo, type OpcionesKobo } from '../../adaptadores/kobo';
import { MENSAJES_FICHAS, type FichaCooperativa } from '@domain/contrato/fichas';
import type { ErroresCampos } from '@domain/comun/validacion';
import { cicloDeCooperativa, fichaCooperativa, leerMaster } from './fichas.repository';
import { xlsformDeMaster } from './descarga-master';
import { encolarDescarga } from './descargar-envios';
import { enKobo, exigirKobo } from './kobo-ficha';

const entero = (v: string | undefined) => (v !== undefined && /^[0-9]{1,9}$/.test(v.trim()) ? Number(v.trim()) : null);

/**
 * 'Nueva ficha de cooperativa' (spec 002 §2.17, §5, §7 POST ficha/kobo/coop/proyecto; issue 27): the session's
 * cooperative gets a form made from the master `parent`, with all its categories, imported into KoboToolbox as a
 * survey and deployed; then, in one transaction, the form is stored, audited and its recurring pull of submissions queued. `id_cooperativa` must be the
 * session's (another is 404); `id_cultivo` is the master's crop and is not stored. Without KoboToolbox configured it
 * is a 503 and nothing is written; KoboToolbox failing is a 502 and nothing is written here (an asset KPI created
 * before failing stays there, unnamed by us).
 */
export async function asociarFicha(
  db: Db,
  actor: Actor,
  kobo: ConfigKobo | null,
  campos: Record<string, string>,
  opciones: OpcionesKobo = {},
): Promise<FichaCooperativa> {
  const coop = actor.usuario.id_cooperativa;
  const errores: ErroresCampos = {};
  const idCoop = entero(campos.id_cooperativa);
  if (!idCoop || idCoop < 1) errores.id_cooperativa = [MENSAJES_FICHAS.cooperativa];
  const nombre = (campos.nombre ?? '').trim();
  const descripcion = (campos.descripcion ?? '').trim();
  if (!nombre) errores.nombre = [MENSAJES_FICHAS.nombre];
  else if (nombre.length > 200) errores.nombre = ['El nombre admite hasta 200 caracteres'];
  if (!descripcion) errores.descripcion = [MENSAJES_FICHAS.descripcion];
  else if (descripcion.length > 1000) errores.descripcion = ['La descripción admite hasta 1000 caracteres'];
  const parent = entero(campos.parent);
  if (!parent) errores.parent = ['La ficha master es requerida'];
  const textoCiclo = (campos.id_ciclo ?? '').trim();
  const idCiclo = textoCiclo === '' || textoCiclo === 'null' ? null : entero(textoCiclo);
  if (textoCiclo !== '' && textoCiclo !== 'null' && !idCiclo) errores.id_ciclo = ['El ciclo no es válido'];
  if (campos.id_cultivo !== undefined && campos.id_cultivo.trim() !== '' && entero(campos.id_cultivo) === null)
    errores.id_cultivo = ['El cultivo no es válido'];
  if (Object.keys(errores).length) throw invalido(errores);
  // another cooperative's id reads as missing, as a path would
  if (idCoop !== coop) throw noEncontrado();
  const master = await leerMaster(db, parent!);
  if (!master) throw invalido({ parent: ['La ficha master no existe'] });
  if (idCiclo && !(await cicloDeCooperativa(db, coop, idCiclo))) throw invalido({ id_ciclo: ['El ciclo no es de la cooperativa'] });
  const k = exigirKobo(kobo);

  const { contenido, preguntas, categorias } = await xlsformDeMaster(db, master, null, true, nombre);
  const { uid, resumen } = await enKobo(async () => {
    const uid = await importarFormulario(k, { nombre: `${master.id_formulario}.xlsx`, contenido }, nombre, null, opciones);
    await desplegar(k, uid, opciones);
    return { uid, resumen: await resumenAsset(k, uid, opciones) };
  });
  const id = await db.transaction(async (tx) => {
    const [f] = await tx.query<{ id: number }>(
      `INSERT INTO kobo_fichas (id_cooperativa, id_ficha_master, nombre, descripcion, tipo, id_ciclo, kobo_project_uid,
          kobo_version_id, kobo_version_implementada, num_preguntas, categorias)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`,
      [
        coop,
        master.id,
        nombre,
        descripcion,
        master.tipo,
        idCiclo,
        uid,
        resumen.version_id,
        resumen.version_implementada,
        preguntas,
        categorias,
      ],
    );
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'kobo_ficha',
      id_entidad: String(f.id),
      despues: { id_ficha_master: master.id, nombre, descripcion, id_ciclo: idCiclo, kobo_project_uid: uid, categorias },
    });
    // its submissions are pulled from now on (the first pull right away), without waiting for a restart
    await encolarDescarga(tx, coop, f.id, false, true);
    return f.id;
  });
  return (await fichaCooperativa(db, coop, id))!;
}
