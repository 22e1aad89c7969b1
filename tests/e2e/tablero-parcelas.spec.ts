import { expect, test, type APIRequestContext, type Page } from './prueba';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { Marco } from './paginas/marco';
import { coordenadasEnOrden, descargarMapa } from './paginas/mapas';

interface FilaMapa {
  uuid: string;
  productor_uuid: string;
  productor_nombre: string;
  centroide_lat: number;
  centroide_lng: number;
}

/** What the server says for the selected (latest) cycle, read as the admin with the API. */
async function datosDelServidor(request: APIRequestContext) {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = ((await (await request.post('/api/ciclos', { headers: h, data: {} })).json()) as { data: { id: number; uuid: string }[] })
    .data;
  const ciclo = ciclos[ciclos.length - 1];
  const buscar = async <T>(ruta: string, cuerpo: object = {}) => {
    const r = await request.post(`/api/${ruta}_search`, {
      headers: h,
      data: { filters: [{ column: 'id_ciclo', operator: '=', value: ciclo.id }], ...cuerpo },
    });
    expect(r.status(), ruta).toBe(200);
    return ((await r.json()) as { data: T[] }).data;
  };
  const [totales] = await buscar<{ parcelas_totales: number; total_has_cafe: number; promedio_has_cafe: number }>(
    'dashboards/parcelas/totales',
  );
  const mapa = await request.post('/api/parcelas_search', {
    headers: h,
    data: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'centroide_lat', operator: 'is not null' },
        { column: 'centroide_lng', operator: 'is not null' },
      ],
      per_page: 50_000,
    },
  });
  const marcadores = ((await mapa.json()) as { data: FilaMapa[] }).data;
  return { totales, marcadores, plantas: await buscar<{ tipo: string; total: number }>('dashboards/parcelas/plantas') };
}

async function abrirTablero(page: Page): Promise<void> {
  await entrarComo(page, 'admin@cosecha.demo');
  await new Marco(page).irEnGrupo('Parcelas', 'Tablero de parcelas');
  await expect(page).toHaveURL('/admin/parcelas');
}

/** The map region once its canvas has painted, and the number of markers it says it drew. */
async function mapaDibujado(page: Page): Promise<number> {
  const mapa = page.getByRole('region', { name: 'Mapa de parcelas' }).last();
  await expect(mapa).toHaveAttribute('data-marcadores', /^\d+$/, { timeout: 30_000 });
  return Number(await mapa.getAttribute('data-marcadores'));
}

/** Web Mercator pixel of a point at a zoom (what Leaflet draws), to click a marker on the canvas as a person would. */
function pixel(lat: number, lng: number, zoom: number): { x: number; y: number } {
  const escala = 256 * 2 ** zoom;
  const s = Math.sin((lat * Math.PI) / 180);
  return { x: (escala * (lng + 180)) / 360, y: escala * (0.5 - Math.log((1 + s) / (1 - s)) / (4 * Math.PI)) };
}

for (const [nombre, tamano] of [
  ['1280', ANCHO],
  ['390', ESTRECHO],
] as const) {
  test(`a ${nombre} px: los contadores son los del servidor, las gráficas se dibujan y el mapa lleva un marcador por parcela con centroide`, async ({
    page,
    request,
  }) => {
    const servidor = await datosDelServidor(request);
    expect(servidor.marcadores.length, 'la semilla tiene parcelas con centroide').toBeGreaterThan(0);
    await page.setViewportSize(tamano);
    await abrirTablero(page);

    const contador = (etiqueta: string) => page.getByRole('region', { name: etiqueta, exact: true }).locator('[data-contador]');
    await expect(contador('Parcelas con ficha')).toHaveText(formatoNumero(servidor.totales.parcelas_totales));
    await expect(contador('Hectáreas de café')).toHaveText(formatoHectareas(servidor.totales.total_has_cafe));
    await expect(contador('Promedio de hectáreas de café')).toHaveText(formatoHectareas(servidor.totales.promedio_has_cafe));
    await expect(page.getByRole('note')).toHaveText('Las cifras consideran únicamente las parcelas que cuentan con ficha.');

    // every chart is an SVG with marks in it; the pie's legend names each plant type with its count
    for (const grafica of [
      /de pastel de plantas por tipo/,
      /otra actividad productiva/,
      /hectáreas de café frente a la superficie total/,
      /producción estimada en kilogramos/,
    ]) {
      const g = page.getByRole('img', { name: grafica });
      await expect(g).toBeVisible();
      await expect(g.locator('svg path, svg rect').first()).toBeAttached();
    }
    const plantas = page.getByRole('region', { name: 'Plantas por tipo' });
    for (const p of servidor.plantas.filter((x) => x.total > 0)) {
      await expect(plantas.getByRole('listitem').filter({ has: page.getByText(p.tipo, { exact: true }) })).toContainText(
        formatoNumero(p.total),
      );
    }
    const actividades = page.getByRole('region', { name: 'Otras actividades productivas' });
    for (const a of ['Autoconsumo', 'Otros cultivos', 'Potrero', 'Monte/Bosque', 'Acahual', 'Área de reserva', 'Ninguno']) {
      await expect(actividades.getByText(a, { exact: true })).toBeAttached();
    }
    const genero = page.getByRole('region', { name: 'Superficie y producción estimada por género' });
    for (const g of ['Mujeres', 'Hombres', 'Sin asignar']) await expect(genero.getByText(g, { exact: true }).first()).toBeAttached();

    expect(await mapaDibujado(page)).toBe(servidor.marcadores.length);
    await expect(page.getByRole('button', { name: 'Híbrido' })).toHaveAttribute('aria-pressed', 'true');
    await sinViolacionesGraves(page);
  });
}

test('un clic en un marcador abre su ventana con enlaces a la parcela y al productor, y el de la parcela lleva a su perfil', async ({
  page,
  request,
}) => {
  const { marcadores } = await datosDelServidor(request);
  await page.setViewportSize(ANCHO);
  await abrirTablero(page);
  await mapaDibujado(page);
  const lienzo = page.getByRole('region', { name: 'Mapa de parcelas' }).last().locator('.leaflet-container');
  await lienzo.scrollIntoViewIfNeeded();
  const caja = (await lienzo.boundingBox())!;
  const centro = pixel(17, -92, 6);
  // a marker well inside the map (not under the zoom buttons or the attribution)
  const punto = marcadores
    .map((m) => {
      const p = pixel(m.centroide_lat, m.centroide_lng, 6);
      return { m, x: caja.width / 2 + p.x - centro.x, y: caja.height / 2 + p.y - centro.y };
    })
    .find((p) => p.x > 80 && p.x < caja.width - 40 && p.y > 100 && p.y < caja.height - 40);
  expect(punto, 'un marcador visible en la vista inicial').toBeDefined();
  await lienzo.click({ position: { x: punto!.x, y: punto!.y } });

  const ventana = page.locator('.leaflet-popup');
  await expect(ventana).toBeVisible();
  // markers that overlap at this zoom: the one on top is any plot drawn within a few pixels of the click
  const cerca = new Set(
    marcadores
      .filter((m) => {
        const p = pixel(m.centroide_lat, m.centroide_lng, 6);
        return Math.hypot(caja.width / 2 + p.x - centro.x - punto!.x, caja.height / 2 + p.y - centro.y - punto!.y) <= 7;
      })
      .map((m) => m.uuid),
  );
  const parcela = ventana.getByRole('link', { name: 'Ver parcela' });
  const href = (await parcela.getAttribute('href'))!;
  const uuid = href.replace('/admin/parcelas/perfil/', '');
  expect(href).toMatch(/^\/admin\/parcelas\/perfil\/[0-9a-f-]{36}$/);
  expect(cerca.has(uuid)).toBe(true);
  const fila = marcadores.find((m) => m.uuid === uuid)!;
  await expect(ventana.getByRole('link', { name: `Productor: ${fila.productor_nombre}` })).toHaveAttribute(
    'href',
    `/admin/cuentas/perfil/${fila.productor_uuid}`,
  );
  await parcela.click();
  await expect(page).toHaveURL(href);
});

for (const formato of ['KML', 'GeoJSON'] as const)
  test(`Descargar Mapa baja ${formato} con cada opción; el archivo se lee de vuelta y trae una parcela por marcador`, async ({
    page,
    request,
  }) => {
    test.setTimeout(480_000);
    const { marcadores } = await datosDelServidor(request);
    await page.setViewportSize(ESTRECHO);
    await abrirTablero(page);
    const enMapa = await mapaDibujado(page);
    await page.getByRole('button', { name: 'Descargar Mapa' }).click();
    const dialogo = page.getByRole('dialog', { name: 'Descargar Mapa' });
    await expect(dialogo).toBeVisible();
    await sinViolacionesGraves(page);
    const nombres = [...new Set(marcadores.map((m) => m.productor_nombre))];

    {
      for (const datos of ['Ocultar datos personales', 'Todos los datos'] as const) {
        for (const geometria of ['Polígonos y centroides', 'Sólo centroides'] as const) {
          await dialogo.getByRole('radio', { name: formato }).check();
          await dialogo.getByRole('radio', { name: datos }).check();
          await dialogo.getByRole('radio', { name: geometria }).check();
          const archivo = await descargarMapa(page, dialogo.getByRole('button', { name: `Descargar ${formato}` }));
          const caso = `${formato} · ${datos} · ${geometria}`;
          expect(archivo.nombre, caso).toBe(formato === 'KML' ? 'padron.kml' : 'padron.geojson');
          expect(archivo.rasgos.length, `${caso}: una parcela por marcador del mapa`).toBe(enMapa);
          expect(
            archivo.rasgos.filter((r) => !coordenadasEnOrden(r)),
            `${caso}: longitud primero, anillos cerrados`,
          ).toEqual([]);
          if (geometria === 'Sólo centroides')
            expect(
              archivo.rasgos.every((r) => r.tipo === 'Point'),
              caso,
            ).toBe(true);
          else
            expect(
              archivo.rasgos.some((r) => r.tipo === 'Polygon'),
              `${caso}: la semilla tiene polígonos`,
            ).toBe(true);
          const conProductor = archivo.rasgos.filter((r) => r.propiedades.productor !== undefined).length;
          if (datos === 'Ocultar datos personales') {
            expect(conProductor, caso).toBe(0);
            expect(
              archivo.rasgos.some((r) => 'clave' in r.propiedades || 'ProducerName' in r.propiedades),
              caso,
            ).toBe(false);
            expect(
              nombres.filter((n) => archivo.texto.includes(n)),
              `${caso}: ningún nombre de productor`,
            ).toEqual([]);
          } else {
            expect(conProductor, caso).toBe(archivo.rasgos.length);
            expect(
              nombres.some((n) => archivo.texto.includes(n)),
              caso,
            ).toBe(true);
          }
        }
      }
    }
    await dialogo.getByRole('button', { name: 'Cerrar' }).click();
    await expect(dialogo).toBeHidden();
  });
