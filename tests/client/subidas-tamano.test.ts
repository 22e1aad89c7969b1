import { describe, expect, it } from 'vitest';
import { errorFirma } from '../../src/resources/usuarios/firma';
import { errorLogo } from '../../src/resources/cooperativas/CooperativaLogos';
import { LIMITES_SUBIDA, mensajeTamanoMaximo } from '@domain/comun/subidas';

/** Issue 22 item 11: the browser refuses an oversize file with the server's 413 message, from the same limits. */
describe('tamaño máximo antes de subir', () => {
  const archivo = (bytes: number, tipo: string) => new File([new Uint8Array(bytes)], 'x', { type: tipo });
  it('firma de usuario: 1 MB', () => {
    expect(errorFirma(archivo(LIMITES_SUBIDA.firmaUsuario, 'image/png'))).toBeNull();
    expect(errorFirma(archivo(LIMITES_SUBIDA.firmaUsuario + 1, 'image/png'))).toBe(mensajeTamanoMaximo(LIMITES_SUBIDA.firmaUsuario));
  });
  it('logo: 2 MB', () => {
    expect(errorLogo(archivo(LIMITES_SUBIDA.logo, 'image/png'))).toBeNull();
    expect(errorLogo(archivo(LIMITES_SUBIDA.logo + 1, 'image/jpeg'))).toBe('El archivo excede el tamaño máximo de 2 MB');
  });
});
