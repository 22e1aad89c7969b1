import { afterEach, describe, expect, it, vi } from 'vitest';
import { formatosDeCuenta } from '../../src/api/cuentas';
import { cerrarModal } from '../../src/dataProvider/avisosHttp';

afterEach(() => {
  vi.unstubAllGlobals();
  cerrarModal();
});

const responder = (status: number, cuerpo: unknown) => vi.stubGlobal('fetch', async () => new Response(JSON.stringify(cuerpo), { status }));

describe('R086: los formatos de la cuenta (search tx_formatos)', () => {
  it('con 200 da los formatos', async () => {
    const f1 = { id: 1, nombre: 'Inspección interna' };
    const f2 = { id: 2, nombre: 'Diagnóstico' };
    responder(200, { data: [f1, f2], total: 2 });
    await expect(formatosDeCuenta(7)).resolves.toEqual([f1, f2]);
  });

  it('con otro estado (403, 404, 500) da la lista vacía: el perfil sigue sin formatos', async () => {
    for (const status of [403, 404, 500]) {
      cerrarModal();
      responder(status, { message: 'x' });
      await expect(formatosDeCuenta(7)).resolves.toEqual([]);
    }
  });
});
