import { afterEach, describe, expect, it, vi } from 'vitest';
import { puedeInstalarse } from '../../../src/offline/pwa/iniciar';

// a fresh module each test: the persistent-storage request is asked once per page load (a module-level flag)
const cargar = async () => {
  vi.resetModules();
  return import('../../../src/offline/pwa/espacio');
};

const almacen = (o: { usage?: number; quota?: number; persisted?: boolean; persist?: boolean }) => ({
  estimate: vi.fn(async () => ({ usage: o.usage, quota: o.quota })),
  persisted: vi.fn(async () => o.persisted ?? false),
  persist: vi.fn(async () => o.persist ?? false),
});

afterEach(() => vi.unstubAllGlobals());

describe('espacio en el dispositivo', () => {
  it('lee lo usado, lo disponible (cuota menos uso) y si el almacenamiento es persistente', async () => {
    const { leerEspacioDispositivo } = await cargar();
    expect(await leerEspacioDispositivo(almacen({ usage: 3_000_000, quota: 500_000_000, persisted: true }))).toEqual({
      persistente: true,
      usado: 3_000_000,
      disponible: 497_000_000,
    });
  });

  it('lee navigator.storage cuando no se le da otro', async () => {
    vi.stubGlobal('navigator', { storage: almacen({ usage: 10, quota: 100 }) });
    const { leerEspacioDispositivo } = await cargar();
    expect(await leerEspacioDispositivo()).toEqual({ persistente: false, usado: 10, disponible: 90 });
  });

  it('sin StorageManager (HTTP en la red local) o si el navegador falla, todo es desconocido, sin error', async () => {
    vi.stubGlobal('navigator', {});
    const { leerEspacioDispositivo } = await cargar();
    expect(await leerEspacioDispositivo()).toEqual({ persistente: null, usado: null, disponible: null });
    const roto = { estimate: vi.fn(() => Promise.reject(new Error('x'))), persisted: vi.fn(() => Promise.reject(new Error('y'))) };
    expect(await leerEspacioDispositivo(roto as never)).toEqual({ persistente: null, usado: null, disponible: null });
  });

  it('pide almacenamiento persistente una sola vez por carga de la página', async () => {
    const { pedirAlmacenamientoPersistente } = await cargar();
    const a = almacen({ persisted: false, persist: true });
    expect(await pedirAlmacenamientoPersistente(a)).toBe(true);
    expect(await pedirAlmacenamientoPersistente(a)).toBeNull();
    expect(a.persist).toHaveBeenCalledTimes(1);
  });

  it('no vuelve a pedirlo si ya es persistente', async () => {
    const { pedirAlmacenamientoPersistente } = await cargar();
    const a = almacen({ persisted: true });
    expect(await pedirAlmacenamientoPersistente(a)).toBe(true);
    expect(a.persist).not.toHaveBeenCalled();
  });

  it('formatea los bytes como las demás cifras (es-MX)', async () => {
    const { formatearBytes } = await cargar();
    expect(formatearBytes(512)).toBe('512 B');
    expect(formatearBytes(12_345_678)).toBe('12.3 MB');
    expect(formatearBytes(1_200_000_000)).toBe('1.2 GB');
    expect(formatearBytes(250_000_000)).toBe('250 MB');
  });
});

describe('registro del trabajador de servicio', () => {
  it('solo en la compilación de producción, en contexto seguro y con soporte del navegador', () => {
    expect(puedeInstalarse({ produccion: true, seguro: true, conTrabajador: true })).toBe(true);
    // plain HTTP on a LAN address: no worker, nothing breaks
    expect(puedeInstalarse({ produccion: true, seguro: false, conTrabajador: false })).toBe(false);
    expect(puedeInstalarse({ produccion: false, seguro: true, conTrabajador: true })).toBe(false);
    expect(puedeInstalarse({ produccion: true, seguro: true, conTrabajador: false })).toBe(false);
  });
});
