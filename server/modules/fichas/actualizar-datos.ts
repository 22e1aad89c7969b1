import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { tomarVersion } from '../../db/version';
import { auditar } from '../auditoria/auditoria';
import { MENSAJES_FICHAS, type CuerpoActualizaDatos, type FichaCooperativa } from '@domain/contrato/fichas';
import type { ErroresCampos } from '@domain/comun/validacion';
import { categoriasMaster, fichaCooperativa } from './fichas.repository';

/**
 * 'Actualiza datos' (spec 002 §2.17, §5, §7 PUT ficha/kobo/master/actualizadatos/{id}; issue 27): the name, the
 * description and the master's categories a cooperative form uses (`preguntasSeleccionadas`, category ids; the
 * mandatory ones are always kept). Local data only: the next 'Cargar formulario' carries it to KoboToolbox.
 */
export async function actualizarDatos(db: Db, actor: Actor, id: number, cuerpo: CuerpoActualizaDatos): Promise<FichaCooperativa> {
  const coop = actor.usuario.id_cooperativa;
  const antes = await fichaCooperativa(db, coop, id);
  if (!antes) throw noEncontrado();
  const errores: ErroresCampos = {};
  const nombre = (cuerpo.nombre ?? '').trim();
  const descripcion = (cuerpo.descripcion ?? '').trim();
  if (!nombre) errores.nombre = [MENSAJES_FICHAS.nombre];
  if (!descripcion) errores.descripcion = [MENSAJES_FICHAS.descripcion];
  const categorias = await categoriasMaster(db, antes.id_kobo_ficha_principal);
  const elegidas = cuerpo.preguntasSeleccionadas ?? antes.categorias;
  if (elegidas.some((c) => !categorias.some((x) => x.id === c)) || new Set(elegidas).size !== elegidas.length)
    errores.preguntasSeleccionadas = ['Elija categorías de la ficha master, cada una una vez'];
  if (Object.keys(errores).length) throw invalido(errores);
  const guardadas = categorias.filter((c) => c.obligatorio || elegidas.includes(c.id)).map((c) => c.id);
  await db.transaction(async (tx) => {
    await tomarVersion(tx, { tabla: 'kobo_fichas', llave: { id_cooperativa: coop, id } }, cuerpo.version);
    await tx.query(
      'UPDATE kobo_fichas SET nombre = $3, descripcion = $4, categorias = $5, updated_at = now() WHERE id_cooperativa = $1 AND id = $2',
      [coop, id, nombre, descripcion, guardadas],
    );
    await auditar(tx, actor.usuario, actor.ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'kobo_ficha',
      id_entidad: String(id),
      antes: { nombre: antes.nombre, descripcion: antes.descripcion, categorias: antes.categorias },
      despues: { nombre, descripcion, categorias: guardadas },
    });
  });
  return (await fichaCooperativa(db, coop, id))!;
}
