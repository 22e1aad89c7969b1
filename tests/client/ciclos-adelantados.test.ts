import { afterEach, describe, expect, it, vi } from 'vitest';
import { adelantarCiclos, ciclosDelUsuario } from '../../src/api/catalogos';

/**
 * The cycles asked for when the app's code runs (src/api/catalogos.ts): the first query of the same user and
 * cooperative takes that answer instead of asking again; any other, or any later one, asks anew.
 */
let pedidos: unknown[] = [];
function responder() {
  pedidos = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (url: string, init: RequestInit) => {
      pedidos.push({ url, body: JSON.parse(String(init.body)) });
      return new Response(JSON.stringify({ data: [{ id: pedidos.length }] }), {
        status: 200,
        headers: { 'Content-Type': 'application/json' },
      });
    }),
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('ciclos adelantados', () => {
  it('la primera consulta del mismo usuario toma la respuesta adelantada; la siguiente pide de nuevo', async () => {
    responder();
    adelantarCiclos('u-1', 4);
    expect(pedidos).toEqual([{ url: '/api/ciclos', body: { filters: [{ column: 'id_cooperativa', operator: '=', value: 4 }] } }]);
    expect(await ciclosDelUsuario('u-1', 4)).toEqual([{ id: 1 }]);
    expect(pedidos).toHaveLength(1);
    expect(await ciclosDelUsuario('u-1', 4)).toEqual([{ id: 2 }]);
    expect(pedidos).toHaveLength(2);
  });

  it('otro usuario u otra cooperativa no toman la respuesta adelantada', async () => {
    responder();
    adelantarCiclos('u-1', 4);
    expect(await ciclosDelUsuario('u-2', 4)).toEqual([{ id: 2 }]);
    adelantarCiclos('u-1', 4);
    expect(await ciclosDelUsuario('u-1', 5)).toEqual([{ id: 4 }]);
    expect(pedidos).toHaveLength(4);
  });
});
