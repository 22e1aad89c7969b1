import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { crearGeneradorUuidv7 } from '@domain/bandeja/uuidv7';
import { olvidarBaseDispositivo, baseDispositivo } from '../../../src/offline/baseDispositivo';
import { aplicarPaso, guardarEnBandeja, listarBandeja } from '../../../src/offline/bandeja/almacen';
import { sincronizar } from '../../../src/offline/bandeja/sincronizar';
import { leerPendientes } from '../../../src/offline/pendientes';
import { comenzarEnvio } from '@domain/bandeja/estados';

/**
 * The outbox's sync engine against a fake server that keeps the real idempotency rule (server/idempotencia.ts):
 * the same key with the same body answers what it stored, with another body 409. fake-indexeddb stands for the
 * device's database; a fresh one per test.
 */
const DUENO = '1:7';
const uuid = crearGeneradorUuidv7();

type Modo = 'normal' | 'sin_red' | 'pierde_respuesta' | 'error_500' | 'sesion' | { rechazo: string };

interface Servidor {
  guardadas: { clave: string; cuerpo: Record<string, unknown> }[];
  llamadas: string[];
  modo: Modo;
  siguienteModo: Modo[];
}

function servidorFalso(): Servidor {
  const s: Servidor = { guardadas: [], llamadas: [], modo: 'normal', siguienteModo: [] };
  const porClave = new Map<string, { texto: string; respuesta: unknown }>();
  vi.stubGlobal('fetch', async (_url: string, init: RequestInit) => {
    const clave = new Headers(init.headers).get('Idempotency-Key') ?? '';
    s.llamadas.push(clave);
    const modo = s.siguienteModo.shift() ?? s.modo;
    // another tab's request may be in flight at the same time: let the event loop interleave them
    await new Promise((r) => setTimeout(r, 1));
    if (modo === 'sin_red') throw new TypeError('Failed to fetch');
    if (modo === 'error_500') return new Response(JSON.stringify({ message: 'Error' }), { status: 500 });
    if (modo === 'sesion') return new Response(JSON.stringify({ message: 'Token expirado' }), { status: 401 });
    if (typeof modo === 'object')
      return new Response(JSON.stringify({ message: modo.rechazo, cifras: { precio_por_kg: 4200 } }), { status: 422 });
    const texto = String(init.body);
    const previa = porClave.get(clave);
    if (previa) {
      if (previa.texto !== texto)
        return new Response(JSON.stringify({ message: 'Esta clave de envío ya se usó para otros datos' }), { status: 409 });
      return new Response(JSON.stringify(previa.respuesta), { status: 201 });
    }
    const n = s.guardadas.length + 1;
    s.guardadas.push({ clave, cuerpo: JSON.parse(texto) });
    const respuesta = { data: { id: n, uuid: `u-${n}`, folio_acopio: `E-${String(n).padStart(6, '0')}` }, message: 'ok' };
    porClave.set(clave, { texto, respuesta });
    if (modo === 'pierde_respuesta') throw new TypeError('Failed to fetch');
    return new Response(JSON.stringify(respuesta), { status: 201 });
  });
  return s;
}

const guardar = (kilos: number, registradaEn: string) =>
  guardarEnBandeja({
    id: uuid(),
    tipo: 'entrega',
    dueno: DUENO,
    registradaEn,
    cuerpo: { uuid_cuenta: 'c-1', kilos },
    resumen: { productor: 'Ana', kilos, importe: kilos * 40 },
  });

const opciones = { dueno: DUENO, candado: null, enLinea: () => true };

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  olvidarBaseDispositivo();
});
afterEach(() => vi.unstubAllGlobals());

describe('sincronizar', () => {
  it('sends in registration order with the provisional folio and the device clock, and marks each sent with its folio', async () => {
    const s = servidorFalso();
    const b = await guardar(200, '2026-11-29T08:02:00.000Z');
    const a = await guardar(100, '2026-11-29T08:01:00.000Z');
    expect(leerPendientes()).toBe(2);
    const r = await sincronizar(opciones);
    expect(r).toMatchObject({ enviadas: 2, conflictos: 0, detenida: null });
    expect(s.guardadas.map((g) => g.clave)).toEqual([a.id, b.id]);
    expect(s.guardadas[0].cuerpo).toMatchObject({ kilos: 100, folio_provisional: a.folioProvisional, registrada_en: a.registradaEn });
    expect(a.folioProvisional).toMatch(/^PV-[0-9A-Z]{4}-0002$/);
    expect(b.folioProvisional.slice(0, 8)).toBe(a.folioProvisional.slice(0, 8));
    const bandeja = await listarBandeja(DUENO);
    expect(bandeja.map((x) => x.estado)).toEqual([
      expect.objectContaining({ estado: 'enviada', folio: 'E-000001' }),
      expect.objectContaining({ estado: 'enviada', folio: 'E-000002' }),
    ]);
    expect(bandeja[0].uuidServidor).toBe('u-1');
    expect(leerPendientes()).toBe(0);
  });

  it('a lost answer leaves it pending; the retry with the same key is stored once', async () => {
    const s = servidorFalso();
    const a = await guardar(100, '2026-11-29T08:01:00.000Z');
    await guardar(200, '2026-11-29T08:02:00.000Z');
    s.siguienteModo = ['pierde_respuesta'];
    const r1 = await sincronizar(opciones);
    expect(r1).toMatchObject({ enviadas: 0, detenida: 'sin_conexion', pendientes: 2 });
    expect((await listarBandeja(DUENO)).every((x) => x.estado.estado === 'pendiente')).toBe(true);
    const r2 = await sincronizar(opciones);
    expect(r2).toMatchObject({ enviadas: 2, detenida: null });
    expect(s.guardadas).toHaveLength(2);
    expect(s.llamadas.filter((c) => c === a.id)).toHaveLength(2);
  });

  it('a 5xx or no network stops the round and keeps the rest pending; offline before sending sends nothing', async () => {
    const s = servidorFalso();
    await guardar(100, '2026-11-29T08:01:00.000Z');
    await guardar(200, '2026-11-29T08:02:00.000Z');
    s.siguienteModo = ['error_500'];
    expect(await sincronizar(opciones)).toMatchObject({ detenida: 'sin_conexion', pendientes: 2 });
    expect(s.llamadas).toHaveLength(1);
    expect(await sincronizar({ ...opciones, enLinea: () => false })).toMatchObject({ detenida: 'sin_conexion', enviadas: 0 });
    expect(s.llamadas).toHaveLength(1);
  });

  it('two engines (two tabs) draining the same outbox at once store each item once', async () => {
    const s = servidorFalso();
    for (let i = 1; i <= 5; i++) await guardar(i * 100, `2026-11-29T08:0${i}:00.000Z`);
    // a second copy of the module is a second tab: its own connection to the database and its own round
    vi.resetModules();
    const otra = await import('../../../src/offline/bandeja/sincronizar');
    const [r1, r2] = await Promise.all([sincronizar(opciones), otra.sincronizar(opciones)]);
    expect(r1.enviadas + r2.enviadas).toBe(5);
    expect(s.guardadas).toHaveLength(5);
    expect(new Set(s.llamadas).size).toBe(5);
    expect(s.llamadas).toHaveLength(5);
  });

  it('with the lock held by another tab the round does nothing', async () => {
    const s = servidorFalso();
    await guardar(100, '2026-11-29T08:01:00.000Z');
    const r = await sincronizar({ ...opciones, candado: async () => 'ocupado' });
    expect(r).toMatchObject({ detenida: 'ocupado', pendientes: 1 });
    expect(s.llamadas).toHaveLength(0);
  });

  it('a 401 keeps every item pending and asks to sign in again', async () => {
    const s = servidorFalso();
    await guardar(100, '2026-11-29T08:01:00.000Z');
    await guardar(200, '2026-11-29T08:02:00.000Z');
    s.modo = 'sesion';
    expect(await sincronizar(opciones)).toMatchObject({ detenida: 'sesion', enviadas: 0, pendientes: 2 });
    const bandeja = await listarBandeja(DUENO);
    expect(bandeja.map((x) => x.estado.estado)).toEqual(['pendiente', 'pendiente']);
    expect(leerPendientes()).toBe(2);
    s.modo = 'normal';
    expect(await sincronizar(opciones)).toMatchObject({ enviadas: 2 });
  });

  it('a 409 (the key with other data) and a 422 (the lot closed) become conflicts with the reason; the round goes on', async () => {
    const s = servidorFalso();
    await guardar(100, '2026-11-29T08:01:00.000Z');
    await guardar(200, '2026-11-29T08:02:00.000Z');
    await guardar(300, '2026-11-29T08:03:00.000Z');
    s.siguienteModo = [{ rechazo: 'El lote no es de este ciclo' }, { rechazo: 'Algo raro' }];
    const r = await sincronizar(opciones);
    expect(r).toMatchObject({ enviadas: 1, conflictos: 2 });
    const [a, b] = await listarBandeja(DUENO);
    expect(a.estado).toEqual({
      estado: 'conflicto',
      motivo: 'lote_cerrado',
      mensaje: 'El lote no es de este ciclo',
      cifras: { precio_por_kg: 4200 },
    });
    expect(b.estado).toMatchObject({ estado: 'conflicto', motivo: 'datos_invalidos', mensaje: 'Algo raro' });
    expect(leerPendientes()).toBe(2);

    // the same key already stored with another body: 409
    const c = await guardar(400, '2026-11-29T08:04:00.000Z');
    await sincronizar(opciones);
    const db = await baseDispositivo();
    const registro = (await db.get('bandeja', c.id))!;
    await db.put('bandeja', { ...registro, estado: { estado: 'pendiente' }, cuerpo: { uuid_cuenta: 'c-1', kilos: 401 } });
    await sincronizar(opciones);
    expect((await db.get('bandeja', c.id))!.estado).toMatchObject({ estado: 'conflicto', motivo: 'clave_otros_datos' });
  });

  it('an item a closed tab left sending goes back to pending and is sent once', async () => {
    const s = servidorFalso();
    const a = await guardar(100, '2026-11-29T08:01:00.000Z');
    await aplicarPaso(a.id, (r) => comenzarEnvio(r, '2026-11-29T08:01:05.000Z'));
    // holding the lock (a lock function that just runs), every 'enviando' is a closed tab's
    const r = await sincronizar({ ...opciones, candado: (f) => f() });
    expect(r).toMatchObject({ enviadas: 1 });
    expect(s.guardadas).toHaveLength(1);
  });

  it('without the lock a recent sending item is left to the tab that sends it', async () => {
    const s = servidorFalso();
    const a = await guardar(100, '2026-11-29T08:01:00.000Z');
    await aplicarPaso(a.id, (r) => comenzarEnvio(r, '2026-11-29T08:01:05.000Z'));
    await sincronizar({ ...opciones, ahora: () => '2026-11-29T08:02:00.000Z' });
    expect(s.llamadas).toHaveLength(0);
    await sincronizar({ ...opciones, ahora: () => '2026-11-29T08:10:00.000Z' });
    expect(s.guardadas).toHaveLength(1);
  });

  it('an item the form tried online (the answer lost) is confirmed through its bare body after a 409', async () => {
    const s = servidorFalso();
    const id = uuid();
    // the form's own try: the server stored it, the answer never came back
    s.siguienteModo = ['pierde_respuesta'];
    await expect(
      fetch('/api/admin/acopios/entregas', {
        method: 'POST',
        headers: { 'Idempotency-Key': id },
        body: JSON.stringify({ uuid_cuenta: 'c-1', kilos: 100 }),
      }),
    ).rejects.toThrow();
    await guardarEnBandeja({
      id,
      tipo: 'entrega',
      dueno: DUENO,
      registradaEn: '2026-11-29T08:01:00.000Z',
      cuerpo: { uuid_cuenta: 'c-1', kilos: 100 },
      resumen: { productor: 'Ana', kilos: 100, importe: 4000 },
      probadaEnLinea: true,
    });
    expect(await sincronizar(opciones)).toMatchObject({ enviadas: 1, conflictos: 0 });
    expect(s.guardadas).toHaveLength(1);
  });
});
