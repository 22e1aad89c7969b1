import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { auditar } from '../auditoria/auditoria';
import { guardarArchivo } from '../archivos/archivos.repository';
import type { Imagen } from '../archivos/imagen';
import { exigirGestionDe, usuarioVisible } from './reglas-usuario';
import { ponerFirma } from './usuarios.repository';

/**
 * Stores an uploaded signature image for the user and points the user at it; returns the file's uuid. The upload
 * is read only after the user is found visible and manageable, so a foreign uuid costs no upload.
 */
export async function guardarFirma(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  leerSubida: () => Promise<{ img: Imagen; contenido: Buffer }>,
): Promise<string> {
  const u = await usuarioVisible(db, usuario, uuid);
  exigirGestionDe(usuario, u);
  const subida = await leerSubida();
  return db.transaction(async (tx) => {
    const nueva = await guardarArchivo(tx, u.id_cooperativa, 'firma', subida.img, subida.contenido, usuario.id);
    await ponerFirma(tx, u.id, nueva);
    await auditar(tx, usuario, ip, {
      id_cooperativa: u.id_cooperativa,
      accion: 'archivo',
      entidad: 'users',
      id_entidad: u.uuid,
      antes: { firma: u.firma },
      despues: { firma: nueva },
    });
    return nueva;
  });
}
