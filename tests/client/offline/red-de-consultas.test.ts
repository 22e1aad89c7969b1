import { describe, expect, it } from 'vitest';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { reintentarLoQueFalloSinRed } from '../../../src/offline/redDeConsultas';

/**
 * Issue 28: an app opened with the network down. Its queries fail at once (react-query believes it is online), and
 * when the network returns react-query asks nothing again by itself; reintentarLoQueFalloSinRed does, for the
 * queries on screen that failed without an answer, and only those.
 */
const sinRed = () => new TypeError('Failed to fetch');
const respuesta = (status: number) => Object.assign(new Error('No encontrado'), { status });

function consulta(cliente: QueryClient, clave: string, respuestas: (() => unknown)[]) {
  let n = 0;
  const observador = new QueryObserver(cliente, {
    queryKey: [clave],
    queryFn: async () => {
      const r = respuestas[Math.min(n++, respuestas.length - 1)]();
      if (r instanceof Error) throw r;
      return r;
    },
    retry: false,
  });
  const quitar = observador.subscribe(() => undefined);
  return { observador, quitar, llamadas: () => n };
}

const hasta = async (cond: () => boolean) => {
  for (let i = 0; i < 100 && !cond(); i++) await new Promise((r) => setTimeout(r, 5));
};

describe('al volver la red se pide de nuevo lo que falló sin red (issue 28)', () => {
  it('los ciclos que fallaron sin red llegan; lo que el servidor negó no se repite; lo que está fuera de pantalla espera', async () => {
    const cliente = new QueryClient();
    const ciclos = consulta(cliente, 'ciclos', [sinRed, () => ['2026-2027']]);
    const negada = consulta(cliente, 'negada', [() => respuesta(404), () => 'no debía pedirse']);
    const guardada = consulta(cliente, 'fuera', [sinRed, () => 'después']);
    await hasta(() => ciclos.observador.getCurrentResult().isError && negada.observador.getCurrentResult().isError);
    await hasta(() => guardada.observador.getCurrentResult().isError);
    guardada.quitar(); // the screen that asked for it was left: it is asked again when it mounts

    await reintentarLoQueFalloSinRed(cliente);

    expect(ciclos.llamadas()).toBe(2);
    expect(ciclos.observador.getCurrentResult().data).toEqual(['2026-2027']);
    expect(negada.llamadas()).toBe(1);
    expect(negada.observador.getCurrentResult().isError).toBe(true);
    expect(guardada.llamadas()).toBe(1);
    ciclos.quitar();
    negada.quitar();
    cliente.clear();
  });
});
