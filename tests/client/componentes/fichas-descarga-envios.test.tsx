import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { MENSAJES_FICHAS, type FichaCooperativa } from '@domain/contrato/fichas';
import { PaginaDetalleMaster } from '../../../src/pages/fichas/PaginaDetalleMaster';
import { SONDEO_DESCARGA_MS } from '../../../src/pages/fichas/useDetalleMaster';
import { pintar, servidorFalso, sesionDe } from './entorno';

/**
 * Each associated form's last pull of submissions on the master's detail (issue 27, docs/DECISIONES.md 'h14'): the
 * time on the cooperative's clock, the rows, the error in red, 'Nunca se han descargado envíos'; 'Descargar envíos'
 * only with the write permission, a project and KoboToolbox; its answer shown, and the detail read again until the
 * form's last pull changes, then no more.
 */
const base: FichaCooperativa = {
  id_kobo_ficha_principal: 5,
  id_kobo_ficha: 1,
  nombre: 'Parcelas 2025-2026',
  descripcion: 'Inspección interna',
  kobo_project_uid: 'aProyecto1',
  cooperativa: { nombre: 'Cafetaleros de la Sierra Madre', logo: null },
  ciclo: { nombre: '2025-2026' },
  id_ciclo: 3,
  cultivo: { nombre: 'Café' },
  archivo: [],
  numero_preguntas: 0,
  categorias: [],
  csv_actualizado_en: null,
  ultima_descarga: null,
  ultima_descarga_error: null,
  ultima_descarga_filas: null,
  ultima_descarga_total: null,
  descarga_en_cola: false,
  version: 1,
};
const json = (cuerpo: unknown, status = 200) =>
  new Response(JSON.stringify(cuerpo), { status, headers: { 'Content-Type': 'application/json' } });

function abrir(
  fichas: () => FichaCooperativa[],
  { permisos = ['FICHAS_ODK_VER', 'FICHAS_ODK_EDITAR'], kobo = true, alPedir = () => undefined as void } = {},
) {
  sesionDe({ permisos, configuracion: { zona_horaria: 'America/Mexico_City' } });
  const servidor = servidorFalso({
    'GET ficha/kobo/master/detalles/5': () =>
      json({ data: { nombre: 'Ficha SIC de parcela (café)', descripcion: 'Master', fichas: fichas() }, kobo }),
    'GET ficha/kobo/master/lista': () => json({ data: [], kobo }),
    // the project's info is not this test's: KoboToolbox answers it unavailable, which the row silently ignores
    'GET ficha/kobo/coop/proyecto/aProyecto1': () => json({ message: 'KoboToolbox no respondió' }, 502),
    'POST ficha/kobo/coop/descargar/1': () => {
      alPedir();
      return json({ message: MENSAJES_FICHAS.descargaEnCola, encolada: true }, 202);
    },
  });
  pintar(<PaginaDetalleMaster />, { url: '/admin/ficha/master/detalle/5', patron: '/admin/ficha/master/detalle/:id' });
  return servidor;
}
const fila = async () => screen.findByTestId('ficha-1');
const lecturas = (s: ReturnType<typeof servidorFalso>) => s.peticiones.filter((p) => p.ruta === 'ficha/kobo/master/detalles/5').length;

describe('la última descarga de envíos de cada ficha asociada', () => {
  it('nunca descargada lo dice; la última en la hora de la cooperativa con sus filas, y su error en rojo', async () => {
    abrir(() => [
      base,
      {
        ...base,
        id_kobo_ficha: 2,
        nombre: 'Plan orgánico',
        kobo_project_uid: 'aProyecto2',
        ultima_descarga: '2026-11-29T04:40:00Z',
        ultima_descarga_error: 'KoboToolbox no respondió (502)',
        ultima_descarga_filas: 3,
        ultima_descarga_total: 150,
        descarga_en_cola: true,
      },
    ]);
    expect(await within(await fila()).findByText(MENSAJES_FICHAS.nuncaDescargada, { exact: false })).toBeInTheDocument();
    const otra = await screen.findByTestId('descarga-2');
    expect(otra).toHaveTextContent('Última descarga de envíos: 28/nov/2026 22:40 · 3 envíos nuevos o editados · 150 envíos en KoboToolbox');
    const error = within(otra).getByText('Error en la última descarga: KoboToolbox no respondió (502)');
    expect(getComputedStyle(error).color).toBe('rgb(211, 47, 47)');
    expect(within(otra).getByRole('status')).toHaveTextContent('Descarga de envíos en cola o en curso…');
  });

  it("'Descargar envíos' solo con permiso de edición, proyecto y KoboToolbox configurado", async () => {
    abrir(() => [base, { ...base, id_kobo_ficha: 2, nombre: 'Sin proyecto', kobo_project_uid: null }]);
    expect(within(await fila()).getByRole('button', { name: 'Descargar envíos' })).toBeInTheDocument();
    expect(within(await screen.findByTestId('ficha-2')).queryByRole('button', { name: 'Descargar envíos' })).toBeNull();
  });

  it('sin permiso de edición no hay botón', async () => {
    abrir(() => [base], { permisos: ['FICHAS_ODK_VER'] });
    expect(await within(await fila()).findByText(MENSAJES_FICHAS.nuncaDescargada, { exact: false })).toBeInTheDocument();
    expect(within(await fila()).queryByRole('button', { name: 'Descargar envíos' })).toBeNull();
  });

  it('sin KoboToolbox configurado no hay botón', async () => {
    abrir(() => [base], { kobo: false });
    expect(await within(await fila()).findByText(MENSAJES_FICHAS.nuncaDescargada, { exact: false })).toBeInTheDocument();
    expect(within(await fila()).queryByRole('button', { name: 'Descargar envíos' })).toBeNull();
  });

  it('pulsarlo muestra la respuesta y lee el detalle hasta que cambia la última descarga; luego deja de leerlo', async () => {
    let ficha = base;
    // the server queues it: the detail says so until the job has run
    const servidor = abrir(() => [ficha], { alPedir: () => void (ficha = { ...base, descarga_en_cola: true }) });
    fireEvent.click(within(await fila()).getByRole('button', { name: 'Descargar envíos' }));
    expect(await screen.findByText(MENSAJES_FICHAS.descargaEnCola)).toBeInTheDocument();
    expect(servidor.peticiones.filter((p) => p.metodo === 'POST' && p.ruta.startsWith('ficha/')).map((p) => p.ruta)).toEqual([
      'ficha/kobo/coop/descargar/1',
    ]);
    // queued: the detail is read again (right away, then every few seconds) while the pull has not run
    expect(await screen.findByText('Descarga de envíos en cola o en curso…')).toBeInTheDocument();
    const antes = lecturas(servidor);
    ficha = { ...base, ultima_descarga: '2026-11-29T04:41:00Z', ultima_descarga_filas: 12, ultima_descarga_total: 12 };
    await waitFor(() => expect(screen.getByTestId('descarga-1')).toHaveTextContent('28/nov/2026 22:41 · 12 envíos nuevos o editados'), {
      timeout: SONDEO_DESCARGA_MS * 3,
    });
    expect(lecturas(servidor)).toBeGreaterThan(antes);
    expect(screen.queryByText('Descarga de envíos en cola o en curso…')).toBeNull();
    // it ran: no more reads
    const despues = lecturas(servidor);
    await new Promise((ok) => setTimeout(ok, SONDEO_DESCARGA_MS + 1000));
    expect(lecturas(servidor)).toBe(despues);
  });
});
