import { renderToString } from 'react-dom/server';
import { QueryClient, QueryClientProvider, useQuery } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
import { useConsultaInmediata } from '../../src/components/useConsultaInmediata';

/**
 * `useConsultaInmediata` starts its call while the component renders. Rendered on React's server side, where no
 * effect ever runs: `useQuery` alone would not call at all, so a call seen here was made during the render.
 */
function Tablero({ usar, habilitada = true, llamar }: { usar: typeof useQuery; habilitada?: boolean; llamar: () => Promise<number> }) {
  const r = usar({ queryKey: ['prueba'], queryFn: llamar, enabled: habilitada });
  return <p>{r.isPending ? 'cargando' : String(r.data)}</p>;
}

const pintar = (cliente: QueryClient, props: Parameters<typeof Tablero>[0]) =>
  renderToString(
    <QueryClientProvider client={cliente}>
      <Tablero {...props} />
    </QueryClientProvider>,
  );

describe('useConsultaInmediata', () => {
  it('la llamada sale durante el render (useQuery la dejaría para después)', () => {
    const llamar = vi.fn(() => Promise.resolve(7));
    expect(pintar(new QueryClient(), { usar: useQuery, llamar })).toContain('cargando');
    expect(llamar).not.toHaveBeenCalled();
    expect(pintar(new QueryClient(), { usar: useConsultaInmediata as typeof useQuery, llamar })).toContain('cargando');
    expect(llamar).toHaveBeenCalledTimes(1);
  });

  it('una sola vez aunque se pinte de nuevo, y ya con el dato en caché no vuelve a llamar', async () => {
    const cliente = new QueryClient();
    const llamar = vi.fn(() => Promise.resolve(7));
    pintar(cliente, { usar: useConsultaInmediata as typeof useQuery, llamar });
    pintar(cliente, { usar: useConsultaInmediata as typeof useQuery, llamar });
    expect(llamar).toHaveBeenCalledTimes(1);
    await vi.waitFor(() => expect(cliente.getQueryData(['prueba'])).toBe(7));
    expect(pintar(cliente, { usar: useConsultaInmediata as typeof useQuery, llamar })).toContain('7');
    expect(llamar).toHaveBeenCalledTimes(1);
  });

  it('deshabilitada no llama', () => {
    const llamar = vi.fn(() => Promise.resolve(7));
    pintar(new QueryClient(), { usar: useConsultaInmediata as typeof useQuery, habilitada: false, llamar });
    expect(llamar).not.toHaveBeenCalled();
  });
});
