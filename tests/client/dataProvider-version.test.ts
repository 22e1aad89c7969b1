import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { conVersion, dataProvider } from '../../src/dataProvider/dataProvider';

/** Optimistic concurrency on the client (issue 10 item 5): every edit sends back the version its form loaded. */
let cuerpos: unknown[] = [];
function responder(status: number, cuerpo: unknown) {
  cuerpos = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (_url: string, init: RequestInit) => {
      cuerpos.push(JSON.parse(String(init.body)));
      return new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

const UUID = '0b7e2c56-2f4b-4d1e-9a57-1c2d3e4f5a6b';
const MSG = 'El registro cambió mientras lo editaba; recargue';

describe('update: la versión de partida', () => {
  it('manda la versión del registro que cargó el formulario, aunque el cuerpo traiga otra o ninguna', async () => {
    responder(200, { data: { id: 7, uuid: UUID, nombre: 'Nuevo', version: 4 } });
    const r = await dataProvider.update('admin/cooperativas', {
      id: UUID,
      data: { nombre: 'Nuevo', version: 9, uuid: UUID, updated_at: 'x' },
      previousData: { id: UUID, nombre: 'Viejo', version: 3 },
    });
    expect(cuerpos[0]).toEqual({ nombre: 'Nuevo', version: 3 });
    expect(r.data).toMatchObject({ id: UUID, version: 4 });
  });

  it('un registro sin versión se manda tal cual', () => {
    expect(conVersion({ a: 1 }, { id: 1 })).toEqual({ a: 1 });
    expect(conVersion({ a: 1 }, undefined)).toEqual({ a: 1 });
  });

  it('un 409 llega como HttpError 409 con el mensaje del servidor', async () => {
    responder(409, { message: MSG, errors: { version: [MSG] } });
    const error = await dataProvider
      .update('admin/usuarios', { id: UUID, data: { nombres: 'X' }, previousData: { id: UUID, version: 1 } })
      .catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({ status: 409, message: MSG });
  });
});
