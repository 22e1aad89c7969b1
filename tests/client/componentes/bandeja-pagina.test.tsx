import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comenzarEnvio, confirmarEnvio, marcarConflicto, type MotivoConflicto } from '@domain/bandeja/estados';
import { PaginaBandeja } from '../../../src/pages/acopio/bandeja/PaginaBandeja';
import { olvidarBaseDispositivo } from '../../../src/offline/baseDispositivo';
import { aplicarPaso, corregirEnBandeja, guardarEnBandeja } from '../../../src/offline/bandeja/almacen';
import { pintar, servidorFalso, sesionDe } from './entorno';

/**
 * Issue 28, the outbox page: the device's free space and whether the browser keeps the outbox under pressure (what
 * navigator.storage reports, replaced here because jsdom has no StorageManager), and a sent row leading to its
 * delivery's own page by the uuid the server returned.
 */
const almacen = (persistente: boolean) => ({
  estimate: async () => ({ usage: 2_000_000, quota: 1_502_000_000 }),
  persisted: async () => persistente,
  persist: async () => persistente,
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  olvidarBaseDispositivo();
  sesionDe({ permisos: ['ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'], usuario: { id: 7, id_cooperativa: 1 } });
  servidorFalso({});
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Envíos pendientes', () => {
  it('dice el espacio libre y que el navegador conserva los registros', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: almacen(true) });
    pintar(<PaginaBandeja />);
    expect(await screen.findByText(/^Espacio en este dispositivo: 1.5 GB libres\./)).toHaveTextContent(
      'El navegador conservará estos registros aunque le falte espacio.',
    );
  });

  it('sin almacenamiento persistente lo advierte; sin StorageManager no dice nada', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: almacen(false) });
    const { unmount } = pintar(<PaginaBandeja />);
    expect(await screen.findByTestId('espacio-dispositivo')).toHaveTextContent(
      'El navegador no garantizó conservar estos registros si le falta espacio: envíelos en cuanto haya conexión.',
    );
    unmount();
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    pintar(<PaginaBandeja />);
    expect(await screen.findByText(/No hay registros en este dispositivo/)).toBeInTheDocument();
    expect(screen.queryByTestId('espacio-dispositivo')).toBeNull();
  });

  it('una entrega enviada enlaza a su propia página con el uuid que dio el servidor', async () => {
    vi.stubGlobal('navigator', { ...navigator, storage: undefined });
    const id = '01900000-0000-7000-8000-000000000001';
    await guardarEnBandeja({
      id,
      tipo: 'entrega',
      dueno: '1:7',
      cuerpo: {},
      registradaEn: new Date().toISOString(),
      resumen: { productor: 'José Pérez López', kilos: 40_00, importe: 2_480_00 },
      cuenta: { id: 33, uuid: 'a0000000-0000-4000-8000-000000000033' },
    });
    await aplicarPaso(id, (r) => comenzarEnvio(r, new Date().toISOString()));
    await aplicarPaso(id, (r) => confirmarEnvio(r, 'A-0042', new Date().toISOString()), {
      uuidServidor: 'e0000000-0000-4000-8000-000000000042',
    });
    pintar(<PaginaBandeja />);
    const fila = await screen.findByTestId('registro-bandeja');
    expect(within(fila).getByText('Enviada')).toBeInTheDocument();
    expect(within(fila).getByRole('link', { name: 'A-0042' })).toHaveAttribute(
      'href',
      '/admin/acopio/entregas_por_productor/form/33/a0000000-0000-4000-8000-000000000033/e0000000-0000-4000-8000-000000000042',
    );
  });

  describe('una entrega en conflicto (issue 28)', () => {
    const CUENTA = { id: 33, uuid: 'a0000000-0000-4000-8000-000000000033' };
    const enConflicto = async (id: string, motivo: MotivoConflicto) => {
      const r = await guardarEnBandeja({
        id,
        tipo: 'entrega',
        dueno: '1:7',
        cuerpo: {},
        registradaEn: new Date().toISOString(),
        resumen: { productor: 'José Pérez López', kilos: 40_00, importe: 2_480_00 },
        cuenta: CUENTA,
      });
      await aplicarPaso(id, (x) => comenzarEnvio(x, new Date().toISOString()));
      await aplicarPaso(id, (x) => marcarConflicto(x, { motivo }));
      return r;
    };

    it('ofrece Enviar de nuevo, Editar (que abre el formulario) y Descartar; Editar no, si la clave ya guardó otros datos', async () => {
      vi.stubGlobal('navigator', { ...navigator, storage: undefined });
      await enConflicto('01900000-0000-7000-8000-000000000001', 'lote_cerrado');
      pintar(<PaginaBandeja />, { url: '/admin/acopio/bandeja', patron: '/admin/acopio/bandeja' });
      const fila = await screen.findByTestId('registro-bandeja');
      expect(fila).toHaveTextContent('El lote se cerró mientras tanto');
      for (const nombre of ['Enviar de nuevo', 'Editar', 'Descartar'])
        expect(within(fila).getByRole('button', { name: nombre })).toBeInTheDocument();
      fireEvent.click(within(fila).getByRole('button', { name: 'Editar' }));
      expect(await screen.findByText('otra página')).toBeInTheDocument();
    });

    it('sin Editar cuando la clave ya se usó con otros datos (corregirla podría guardarla dos veces)', async () => {
      vi.stubGlobal('navigator', { ...navigator, storage: undefined });
      await enConflicto('01900000-0000-7000-8000-000000000002', 'clave_otros_datos');
      pintar(<PaginaBandeja />);
      const fila = await screen.findByTestId('registro-bandeja');
      expect(within(fila).getByRole('button', { name: 'Descartar' })).toBeInTheDocument();
      expect(within(fila).queryByRole('button', { name: 'Editar' })).toBeNull();
    });

    it('la corrigida queda a la vista, descartada y reemplazada; la corrección dice a cuál corrige', async () => {
      vi.stubGlobal('navigator', { ...navigator, storage: undefined });
      const viejo = await enConflicto('01900000-0000-7000-8000-000000000003', 'lote_cerrado');
      const r = await corregirEnBandeja(viejo.id, {
        id: '01900000-0000-7000-8000-000000000004',
        tipo: 'entrega',
        dueno: '1:7',
        cuerpo: {},
        registradaEn: new Date().toISOString(),
        resumen: viejo.resumen,
        cuenta: CUENTA,
      });
      if (!r.ok) throw new Error(r.error);
      pintar(<PaginaBandeja />);
      const anterior = (await screen.findAllByTestId('registro-bandeja')).find((f) => f.textContent?.includes('Descartada'))!;
      expect(anterior).toHaveTextContent(viejo.folioProvisional);
      expect(anterior).toHaveTextContent(`Reemplazada por una corrección (${r.registro.folioProvisional})`);
      expect(within(anterior).queryByRole('button')).toBeNull();
      const correccion = screen.getAllByTestId('registro-bandeja').find((f) => f.textContent?.includes('Pendiente de enviar'))!;
      expect(correccion).toHaveTextContent(r.registro.folioProvisional);
      expect(correccion).toHaveTextContent(`Corrige ${viejo.folioProvisional}`);
    });
  });
});
