import { resolverFirmaGuardada } from '@domain/comite/firma';
import { leerArchivo } from '../../api/archivos';

/**
 * The signed-in user's saved signature as a URL an <img> can show (R042 adapted, domain/comite/firma.ts): a stored
 * file's uuid is fetched with the token (`GET archivos/{uuid}`) and shown from an object URL, which `soltar` revokes;
 * a data or object URL is used as is. Null when there is nothing this app can serve.
 */
export async function abrirFirmaGuardada(valor: string | null | undefined): Promise<{ url: string; soltar: () => void } | null> {
  const f = resolverFirmaGuardada(valor);
  if (!f) return null;
  if (f.tipo === 'url') return { url: f.url, soltar: () => undefined };
  const url = URL.createObjectURL(await leerArchivo(f.uuid));
  return { url, soltar: () => URL.revokeObjectURL(url) };
}
