import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { desplegar, importarFormulario, resumenAsset, type ConfigKobo, type OpcionesKobo } from '../../adaptadores/kobo';
import { contarPreguntas } from '@domain/fichas/xlsform';
import type { FichaCooperativa } from '@domain/contrato/fichas';
import { nombreSeguro } from '../eudr/evidencia';
import { fichaCooperativa } from './fichas.repository';
import { encolarDescarga } from './descargar-envios';
import { enKobo, exigirKobo } from './kobo-ficha';
import type { XlsformLeido } from './xlsx-seguro';

const MIME = {
  xls: 'application/vnd.ms-excel',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
} as const;

/**
 * 'Cargar/Actualizar formulario' (spec 002 §2.17, §7 POST ficha/kobo/coop/actualizaForm/{id}; issue 27): the
 * XLSForm, already read safely (xlsx-seguro.ts), goes into the form's KoboToolbox project (a new one when it has
 * none) and is deployed (POST, or PATCH after KPI's 405); then, in one transaction, the file, its rows, its question
 * count and the versions KoboToolbox reports are stored and audited. KoboToolbox first: if it refuses the form,
 * nothing here changes.
 */
export async function cargarFormulario(
  db: Db,
  actor: Actor,
  kobo: ConfigKobo | null,
  id: number,
  archivo: { nombre: string; contenido: Buffer; leido: XlsformLeido },
  opciones: OpcionesKobo = {},
): Promise<FichaCooperativa> {
  const coop = actor.usuario.id_cooperativa;
  const ficha = await fichaCooperativa(db, coop, id);
  if (!ficha) throw noEncontrado();
  const k = exigirKobo(kobo);
  const nombre = nombreSeguro(archivo.nombre);
  const { uid, resumen } = await enKobo(async () => {
    const uid = await importarFormulario(k, { nombre, contenido: archivo.contenido }, ficha.nombre, ficha.kobo_project_uid, opciones);
    await desplegar(k, uid, opciones);
    return { uid, resumen: await resumenAsset(k, uid, opciones) };
  });
  const { hojas, extension } = archivo.leido;
  const filas = (['survey', 'choices', 'settings'] as const).flatMap((hoja) =>
    (hojas[hoja] ?? []).map((fila, orden) => ({ hoja, orden, fila })),
  );
  const preguntas = contarPreguntas(hojas.survey ?? []);
  await db.transaction(async (tx) => {
    const [a] = await tx.query<{ uuid: string }>(
      `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, contenido, created_by)
       VALUES ($1, 'kobo_xlsform', $2, $3, $4, $5, $6) RETURNING uuid`,
      [coop, MIME[extension], nombre, archivo.contenido.length, archivo.contenido, actor.usuario.id],
    );
    await tx.query('DELETE FROM kobo_fichas_preguntas WHERE id_cooperativa = $1 AND id_kobo_ficha = $2', [coop, id]);
    await tx.query(
      `INSERT INTO kobo_fichas_preguntas (id_cooperativa, id_kobo_ficha, hoja, orden, fila)
       SELECT $1, $2, x.hoja, x.orden, x.fila FROM jsonb_to_recordset($3::jsonb) AS x(hoja text, orden integer, fila jsonb)`,
      [coop, id, JSON.stringify(filas)],
    );
    await tx.query(
      `UPDATE kobo_fichas SET archivo = $3, archivo_nombre = $4, num_preguntas = $5, kobo_project_uid = $6, kobo_version_id = $7,
              kobo_version_implementada = $8, version = version + 1, updated_at = now()
        WHERE id_cooperativa = $1 AND id = $2`,
      [coop, id, a.uuid, nombre, preguntas, uid, resumen.version_id, resumen.version_implementada],
    );
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'archivo',
      entidad: 'kobo_ficha',
      id_entidad: String(id),
      antes: {
        archivo: ficha.archivo[0]?.uuid ?? null,
        numero_preguntas: ficha.numero_preguntas,
        kobo_project_uid: ficha.kobo_project_uid,
      },
      despues: {
        archivo: a.uuid,
        archivo_nombre: nombre,
        numero_preguntas: preguntas,
        kobo_project_uid: uid,
        version: resumen.version_implementada,
      },
    });
    // a form that had no project has one now: its recurring pull starts (an existing schedule is kept)
    await encolarDescarga(tx, coop, id, false, true);
  });
  return (await fichaCooperativa(db, coop, id))!;
}
