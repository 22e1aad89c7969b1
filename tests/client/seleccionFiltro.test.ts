import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError } from 'react-admin';
import { claveDelFiltro, mensajeErrorFiltro, ofertaDelFiltro, textosFiltro } from '../../src/pages/acopio/entregas/seleccionFiltro';
import { entregasDelFiltro, MENSAJE_FILTRO_CAMBIO } from '../../src/api/acopio-lotes';

/** «Seleccionar las N entregas del filtro» on the deliveries list (spec 002 §2.7; DECISIONES 'seleccionar todo el filtro'). */
describe('selección de todo el filtro', () => {
  const oferta = (filasPagina: number, seleccionadasPagina: number, total: number) =>
    ofertaDelFiltro({ filasPagina, seleccionadasPagina, total, maximo: 500 });

  it('se ofrece solo con la página entera seleccionada y más entregas en el filtro', () => {
    expect(oferta(10, 9, 37)).toEqual({ tipo: 'ninguna' });
    expect(oferta(10, 10, 10)).toEqual({ tipo: 'ninguna' });
    expect(oferta(0, 0, 0)).toEqual({ tipo: 'ninguna' });
    expect(oferta(10, 10, 37)).toEqual({ tipo: 'ofrecer', pagina: 10, total: 37 });
    expect(oferta(10, 10, 500)).toEqual({ tipo: 'ofrecer', pagina: 10, total: 500 });
  });

  it('más de las que admite un envío: se pide reducir el filtro, sin subir el tope', () => {
    expect(oferta(100, 100, 501)).toEqual({ tipo: 'demasiadas', pagina: 100, total: 501, maximo: 500 });
    expect(textosFiltro.demasiadas(500, 1234)).toBe(
      'Puede asignar lote o estado a 500 entregas a la vez y el filtro tiene 1,234: filtre por fecha de entrega para reducirlas, o trabaje página por página.',
    );
  });

  it('los textos de la línea, en singular y plural', () => {
    expect(textosFiltro.pagina(10)).toBe('Se seleccionaron las 10 entregas de esta página.');
    expect(textosFiltro.pagina(1)).toBe('Se seleccionó la entrega de esta página.');
    expect(textosFiltro.ofrecer(37)).toBe('Seleccionar las 37 entregas del filtro');
    expect(textosFiltro.todas(37)).toBe('Se seleccionaron las 37 entregas del filtro.');
    expect(textosFiltro.seleccionadas(1)).toBe('1 entrega seleccionada');
    expect(textosFiltro.seleccionadas(37)).toBe('37 entregas seleccionadas');
  });

  it('el error dice qué pasó y qué hacer, sin el texto en inglés del navegador', () => {
    expect(mensajeErrorFiltro(new Error(MENSAJE_FILTRO_CAMBIO), MENSAJE_FILTRO_CAMBIO)).toBe(MENSAJE_FILTRO_CAMBIO);
    expect(mensajeErrorFiltro(new HttpError('Filtro u orden no válido', 422), MENSAJE_FILTRO_CAMBIO)).toBe(
      'No se pudieron reunir las entregas del filtro: Filtro u orden no válido. Vuelva a intentarlo.',
    );
    expect(mensajeErrorFiltro(new TypeError('Failed to fetch'), MENSAJE_FILTRO_CAMBIO)).toBe(
      'No se pudieron reunir las entregas del filtro: el servidor no respondió. Revise su conexión y vuelva a intentarlo.',
    );
  });

  it('la clave cambia con el filtro, el orden, la página o su tamaño, no con el orden de las llaves del filtro', () => {
    const base = {
      filtro: { id_ciclo: 2, fecha_acopio: '2026-11-02' },
      orden: { field: 'fecha_acopio', order: 'DESC' },
      pagina: 1,
      porPagina: 10,
    };
    const clave = claveDelFiltro(base);
    expect(claveDelFiltro({ ...base, filtro: { fecha_acopio: '2026-11-02', id_ciclo: 2 } })).toBe(clave);
    expect(claveDelFiltro({ ...base, filtro: { id_ciclo: 2 } })).not.toBe(clave);
    expect(claveDelFiltro({ ...base, filtro: { id_ciclo: 1, fecha_acopio: '2026-11-02' } })).not.toBe(clave);
    expect(claveDelFiltro({ ...base, orden: { field: 'peso_neto', order: 'DESC' } })).not.toBe(clave);
    expect(claveDelFiltro({ ...base, pagina: 2 })).not.toBe(clave);
    expect(claveDelFiltro({ ...base, porPagina: 20 })).not.toBe(clave);
  });
});

describe('entregasDelFiltro: la población por la búsqueda del listado', () => {
  afterEach(() => vi.unstubAllGlobals());
  const fila = (n: number) => ({ acopio_uuid: `u-${n}`, id_acopio: n });

  /** Answers pages of 100 of `total` rows; `cambiar` makes the total move after the first page. */
  function servir(total: number, cambiar = 0) {
    const cuerpos: { page: number; per_page: number; filters: unknown; sorts: unknown }[] = [];
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      const b = JSON.parse(String(init.body)) as (typeof cuerpos)[number];
      cuerpos.push({ ...b, url } as never);
      const desde = (b.page - 1) * b.per_page;
      const t = b.page > 1 ? total + cambiar : total;
      const data = Array.from({ length: Math.max(0, Math.min(b.per_page, t - desde)) }, (_, i) => fila(desde + i + 1));
      return new Response(JSON.stringify({ data, total: t, page: b.page, per_page: b.per_page }), { status: 200 });
    });
    return cuerpos;
  }

  it('lee páginas de 100 con los filtros y el orden del listado hasta juntar todas', async () => {
    const cuerpos = servir(237);
    const r = await entregasDelFiltro({ id_ciclo: 2, fecha_acopio: '2026-11-02' }, { field: 'fecha_acopio', order: 'DESC' });
    expect(r.uuids).toHaveLength(237);
    expect(r.ids.slice(0, 2)).toEqual([1, 2]);
    expect(r.uuids.at(-1)).toBe('u-237');
    expect(cuerpos.map((c) => c.page)).toEqual([1, 2, 3]);
    expect(cuerpos[0]).toMatchObject({
      url: '/api/entregas_por_productor_search',
      per_page: 100,
      filters: [
        { column: 'id_ciclo', operator: '=', value: 2 },
        { column: 'fecha_acopio', operator: '=', value: '2026-11-02' },
      ],
      sorts: [{ column: 'fecha_acopio', sort: 'desc' }],
    });
  });

  it('una sola página cuando cabe; si la población cambia entre páginas, lo dice en vez de dar otra', async () => {
    const cuerpos = servir(37);
    expect((await entregasDelFiltro({ id_ciclo: 2 }, { field: 'fecha_acopio', order: 'DESC' })).uuids).toHaveLength(37);
    expect(cuerpos).toHaveLength(1);
    servir(150, 1);
    await expect(entregasDelFiltro({ id_ciclo: 2 }, { field: 'fecha_acopio', order: 'DESC' })).rejects.toThrow(MENSAJE_FILTRO_CAMBIO);
  });
});
