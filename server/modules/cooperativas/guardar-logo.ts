import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { auditar } from '../auditoria/auditoria';
import { guardarArchivo } from '../archivos/archivos.repository';
import type { Imagen } from '../archivos/imagen';
import { cooperativaVisible } from './reglas-cooperativa';
import { ponerLogo } from './cooperativas.repository';
import type { CampoLogo } from '@domain/contrato/cooperativas';

/**
 * Stores an uploaded logo (or certification logo) of a visible cooperative and points the cooperative at it;
 * returns the file's uuid. The upload is read only after the cooperative is found visible, so a foreign or
 * unknown uuid costs no upload (404 before the body is read).
 */
export async function guardarLogo(
  db: Db,
  { usuario, ip }: Actor,
  uuid: string,
  campo: CampoLogo,
  leerSubida: () => Promise<{ img: Imagen; contenido: Buffer }>,
): Promise<string> {
  const c = await cooperativaVisible(db, usuario, uuid);
  const subida = await leerSubida();
  return db.transaction(async (tx) => {
    const nuevo = await guardarArchivo(tx, c.id, campo, subida.img, subida.contenido, usuario.id);
    await ponerLogo(tx, c.id, campo, nuevo);
    await auditar(tx, usuario, ip, {
      id_cooperativa: c.id,
      accion: 'archivo',
      entidad: 'cooperativas',
      id_entidad: c.uuid,
      antes: { [campo]: c[campo] },
      despues: { [campo]: nuevo },
    });
    return nuevo;
  });
}
