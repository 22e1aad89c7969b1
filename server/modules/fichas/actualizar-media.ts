import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { reemplazarMedia, type ConfigKobo, type OpcionesKobo } from '../../adaptadores/kobo';
import { datosKobo } from '../estadisticas/datos-kobo';
import { certificacionEfectiva } from '@domain/comun/productos';
import { CERTIFICACIONES_ESTADISTICAS, TIPOS_DATOS_KOBO, type CertificacionEstadisticas } from '@domain/estadisticas/csv-kobo';
import { MENSAJES_FICHAS } from '@domain/contrato/fichas';
import { fichaCooperativa } from './fichas.repository';
import { enKobo, exigirKobo } from './kobo-ficha';

/** The form-media name a master's XLSForm reads (`select_one_from_file cuentas.csv`): the file's kind. */
export const nombreMedia = (tipo: string) => `${tipo}.csv`;

/**
 * 'Actualizar CSVs' (spec 002 §2.17, §7 GET ficha/kobo/coop/actualizaMedia/{id}, §8; issue 27): the cooperative's
 * data CSVs (server/modules/estadisticas/datos-kobo.ts, the same files as the statistics panel, of its own
 * certification) replace the form media of its KoboToolbox project — delete then upload each, redeploy, and check the
 * deployed form lists each new file's hash (the adapter) — then the time is stored and audited. Only a form with its
 * XLSForm uploaded and a project; KoboToolbox failing is the 502 and nothing is stored.
 */
export async function actualizarMedia(
  db: Db,
  actor: Actor,
  kobo: ConfigKobo | null,
  id: number,
  opciones: OpcionesKobo = {},
): Promise<{ archivos: string[]; csv_actualizado_en: string }> {
  const coop = actor.usuario.id_cooperativa;
  const ficha = await fichaCooperativa(db, coop, id);
  if (!ficha) throw noEncontrado();
  if (!ficha.archivo.length) throw invalido({ id: [MENSAJES_FICHAS.sinArchivo] });
  if (!ficha.kobo_project_uid) throw invalido({ id: [MENSAJES_FICHAS.sinProyecto] });
  const k = exigirKobo(kobo);
  const [c] = await db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [coop]);
  const efectiva = certificacionEfectiva(c?.certificacion);
  const cert = (CERTIFICACIONES_ESTADISTICAS as readonly string[]).includes(efectiva) ? (efectiva as CertificacionEstadisticas) : null;
  const archivos: { nombre: string; contenido: Uint8Array }[] = [];
  for (const tipo of TIPOS_DATOS_KOBO) {
    const texto = await datosKobo(db, { idCooperativa: coop, tipo, cert: tipo === 'arboles' ? null : cert });
    archivos.push({ nombre: nombreMedia(tipo), contenido: new TextEncoder().encode(texto) });
  }
  const uid = ficha.kobo_project_uid;
  await enKobo(() => reemplazarMedia(k, uid, archivos, opciones));
  const cuando = await db.transaction(async (tx) => {
    const [f] = await tx.query<{ csv_actualizado_en: Date }>(
      'UPDATE kobo_fichas SET csv_actualizado_en = now(), updated_at = now() WHERE id_cooperativa = $1 AND id = $2 RETURNING csv_actualizado_en',
      [coop, id],
    );
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'archivo',
      entidad: 'kobo_ficha_media',
      id_entidad: String(id),
      antes: { csv_actualizado_en: ficha.csv_actualizado_en },
      despues: { kobo_project_uid: uid, archivos: archivos.map((a) => ({ nombre: a.nombre, bytes: a.contenido.length })) },
    });
    return f.csv_actualizado_en;
  });
  return { archivos: archivos.map((a) => a.nombre), csv_actualizado_en: new Date(cuando).toISOString() };
}
