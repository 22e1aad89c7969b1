import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { areaHectareas } from '../../../domain/poligono/medidas';
import { revisarPoligono } from '../../../domain/poligono/revisar';
import type { Poligono } from '../../../domain/poligono/tipos';
import { productoresDelCiclo } from './productores';

export interface ParcelaDemo {
  uuid: string;
  nombre: string;
  poligono: Poligono;
  superficie: number;
}

/**
 * Demo plots with a polygon, read the way the app reads them (producers of the cycle, then their plots).
 * `condicion` picks among them: e.g. a plot whose drawn area is at least the reported one.
 */
export async function parcelasConPoligono(
  request: APIRequestContext,
  token: string,
  cuantas: number,
  condicion: (p: ParcelaDemo) => boolean = () => true,
): Promise<ParcelaDemo[]> {
  const h = { Authorization: `Bearer ${token}` };
  const halladas: ParcelaDemo[] = [];
  for (const productor of await productoresDelCiclo(request, token)) {
    if (!productor.total_parcelas) continue;
    const r = await request.get(`/api/parcelas_por_productor/${productor.uuid}`, { headers: h });
    expect(r.status()).toBe(200);
    for (const p of ((await r.json()) as { data: (ParcelaDemo & { poligono: Poligono | null })[] }).data) {
      // the seed's deliberately broken plots (bow-tie, spike…) are left to their own tests
      if (p.poligono && p.poligono.coordinates[0].length >= 5 && !revisarPoligono(p.poligono).some((a) => a.error) && condicion(p))
        halladas.push(p);
      if (halladas.length === cuantas) return halladas;
    }
  }
  if (halladas.length > 0 && cuantas >= 100) return halladas;
  throw new Error('la semilla no tiene suficientes parcelas con polígono');
}

export const dibujadaNoMenorQueReportada = (p: ParcelaDemo) => areaHectareas(p.poligono) >= Number(p.superficie);

interface Punto {
  x: number;
  y: number;
}

/** The sketch editor as a person sees it: the map's vertex handles, the panels and the buttons. */
export class EditorCroquis {
  constructor(readonly page: Page) {}

  abrir(uuid: string) {
    return this.page.goto(`/admin/parcelas/perfil/editcroquis/${uuid}`);
  }
  /** geoman's vertex handles (the middle 'add a vertex' handles excluded), in drawing order A, B, C… */
  vertices(): Locator {
    return this.page.locator('.marker-icon:not(.marker-icon-middle)');
  }
  area(): Locator {
    return this.page.getByTestId('area-calculada');
  }
  alertas(): Locator {
    return this.page.getByRole('list', { name: 'Alertas del polígono' });
  }
  boton(nombre: string | RegExp): Locator {
    return this.page.getByRole('button', { name: nombre });
  }

  async centro(i: number): Promise<Punto> {
    const b = await this.vertices().nth(i).boundingBox();
    if (!b) throw new Error(`vértice ${i} sin caja`);
    return { x: b.x + b.width / 2, y: b.y + b.height / 2 };
  }

  async centros(): Promise<Punto[]> {
    await this.quieto();
    return this.leerCentros();
  }

  private async leerCentros(): Promise<Punto[]> {
    const n = await this.vertices().count();
    return Promise.all(Array.from({ length: n }, (_, i) => this.centro(i)));
  }

  /**
   * Waits until the handles stop moving: the map fits the plot, zooms and pans with animations, and a press
   * taken mid-flight lands beside the vertex (the drag then moves nothing). Leaflet adds its zoom class one
   * frame after the click, so the class alone is not a reliable signal; unchanged positions are.
   */
  async quieto() {
    let antes = JSON.stringify(await this.leerCentros());
    for (let i = 0; i < 40; i++) {
      await this.page.waitForTimeout(120);
      const ahora = JSON.stringify(await this.leerCentros());
      const animando = await this.page.locator('.leaflet-zoom-anim').count();
      if (ahora === antes && animando === 0) return;
      antes = ahora;
    }
    throw new Error('los vértices del editor no dejan de moverse');
  }

  /** Presses the mouse on a vertex handle and drops it at `destino`, in small steps as a hand moves. */
  async arrastrarVertice(i: number, destino: Punto) {
    await this.quieto();
    const origen = await this.centro(i);
    await this.page.mouse.move(origen.x, origen.y);
    await this.page.mouse.down();
    await this.page.mouse.move(destino.x, destino.y, { steps: 12 });
    await this.page.mouse.up();
  }

  mapa(): Locator {
    return this.page.locator('.leaflet-container');
  }

  /** Clicks at an offset from the middle of the map, as a person taps a corner of the plot. */
  async tocarMapa(dx: number, dy: number) {
    const b = await this.mapa().boundingBox();
    if (!b) throw new Error('mapa sin caja');
    await this.page.mouse.click(b.x + b.width / 2 + dx, b.y + b.height / 2 + dy);
  }

  async alejar(veces: number) {
    for (let i = 0; i < veces; i++) {
      await this.page.getByRole('button', { name: 'Alejar' }).click();
      // each zoom animates; the handles move to their new places when it ends
      await this.quieto();
    }
  }
}

/** The first demo plot with a polygon that has neighbours within the editor's margin, with them. */
export async function parcelaConVecinas(
  request: APIRequestContext,
  token: string,
): Promise<{ parcela: ParcelaDemo; vecinas: { uuid: string; nombre: string }[] }> {
  const h = { Authorization: `Bearer ${token}` };
  for (const parcela of await parcelasConPoligono(request, token, 200).catch(() => [] as ParcelaDemo[])) {
    const r = await request.get(`/api/parcelas_croquis_intersecciones/${parcela.uuid}`, { headers: h });
    const vecinas = ((await r.json()) as { data: { uuid: string; nombre: string }[] }).data;
    if (vecinas.length > 0) return { parcela, vecinas };
  }
  throw new Error('la semilla no tiene parcelas con vecinas');
}
