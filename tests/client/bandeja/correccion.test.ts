import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import { comenzarEnvio, descartar, marcarConflicto } from '@domain/bandeja/estados';
import { crearGeneradorUuidv7 } from '@domain/bandeja/uuidv7';
import { baseDispositivo, olvidarBaseDispositivo } from '../../../src/offline/baseDispositivo';
import { aplicarPaso, corregirEnBandeja, guardarEnBandeja, listarBandeja } from '../../../src/offline/bandeja/almacen';
import { leerPendientes } from '../../../src/offline/pendientes';

/**
 * Issue 28, 'Editar' on a conflict: the correction is a new outbox item (new key, the device's next provisional
 * folio) and the old one is discarded as replaced, in one IndexedDB transaction. fake-indexeddb, fresh per test.
 */
const DUENO = '1:7';
const uuid = crearGeneradorUuidv7();
const AHORA = '2026-11-29T12:00:00.000Z';

const guardar = (id = uuid()) =>
  guardarEnBandeja({
    id,
    tipo: 'entrega',
    dueno: DUENO,
    cuerpo: { kilos: 40_00, id_lote: 9 },
    registradaEn: '2026-11-29T11:00:00.000Z',
    resumen: { productor: 'José Pérez', kilos: 40_00, importe: 2_480_00 },
    cuenta: { id: 33, uuid: 'a0000000-0000-4000-8000-000000000033' },
  });

async function enConflicto() {
  const r = await guardar();
  await aplicarPaso(r.id, (x) => comenzarEnvio(x, AHORA));
  await aplicarPaso(r.id, (x) => marcarConflicto(x, { motivo: 'lote_cerrado', mensaje: 'El lote no es de este ciclo' }));
  return r;
}

const correccion = (id = uuid()) => ({
  id,
  tipo: 'entrega' as const,
  dueno: DUENO,
  cuerpo: { kilos: 40_00, id_lote: null },
  registradaEn: AHORA,
  resumen: { productor: 'José Pérez', kilos: 40_00, importe: 2_480_00 },
  cuenta: { id: 33, uuid: 'a0000000-0000-4000-8000-000000000033' },
});

const secuencia = async () => (await (await baseDispositivo()).get('dispositivo', 'secuencia'))?.valor;

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  olvidarBaseDispositivo();
});

describe('bandeja: corregir un registro en conflicto', () => {
  it('guarda la corrección con clave y folio nuevos y descarta la anterior como reemplazada, en una sola escritura', async () => {
    const viejo = await enConflicto();
    const nuevo = correccion();
    const r = await corregirEnBandeja(viejo.id, nuevo, AHORA);
    if (!r.ok) throw new Error(r.error);
    const folioNuevo = viejo.folioProvisional.replace(/\d+$/, (n) => String(Number(n) + 1).padStart(4, '0'));
    expect(r.registro).toMatchObject({
      id: nuevo.id,
      folioProvisional: folioNuevo,
      cuerpo: { id_lote: null },
      corrige: viejo.folioProvisional,
      intentos: 0,
      estado: { estado: 'pendiente' },
    });
    const bandeja = await listarBandeja(DUENO);
    expect(bandeja).toHaveLength(2);
    const anterior = bandeja.find((x) => x.id === viejo.id)!;
    // the old item keeps its key, folio and body, and says what replaced it
    expect(anterior).toMatchObject({ folioProvisional: viejo.folioProvisional, cuerpo: { id_lote: 9 } });
    expect(anterior.estado).toEqual({ estado: 'descartada', descartadaEn: AHORA, reemplazo: { id: nuevo.id, folio: folioNuevo } });
    // one waits: the correction
    expect(leerPendientes()).toBe(1);
    expect(await secuencia()).toBe(2);
  });

  it('lo que ya no está en conflicto no se corrige: no escribe nada ni gasta un folio', async () => {
    const pendiente = await guardar();
    expect(await corregirEnBandeja(pendiente.id, correccion(), AHORA)).toEqual({
      ok: false,
      error: 'Solo se corrige lo que quedó en conflicto',
    });
    const viejo = await enConflicto();
    await aplicarPaso(viejo.id, (x) => descartar(x, true, AHORA));
    expect(await corregirEnBandeja(viejo.id, correccion(), AHORA)).toEqual({
      ok: false,
      error: 'Este registro ya no cambia: está enviado o descartado',
    });
    expect(await listarBandeja(DUENO)).toHaveLength(2);
    expect(await secuencia()).toBe(2);
  });

  it('una segunda corrección del mismo registro (otra pestaña) se rechaza: queda una sola', async () => {
    const viejo = await enConflicto();
    const [a, b] = await Promise.all([corregirEnBandeja(viejo.id, correccion(), AHORA), corregirEnBandeja(viejo.id, correccion(), AHORA)]);
    expect([a.ok, b.ok].sort()).toEqual([false, true]);
    const bandeja = await listarBandeja(DUENO);
    expect(bandeja.filter((x) => x.estado.estado === 'pendiente')).toHaveLength(1);
    expect(bandeja).toHaveLength(2);
  });

  it('la misma clave que el registro anterior, u otra persona, no se guarda', async () => {
    const viejo = await enConflicto();
    expect(await corregirEnBandeja(viejo.id, correccion(viejo.id), AHORA)).toMatchObject({ ok: false });
    expect(await corregirEnBandeja(viejo.id, { ...correccion(), dueno: '1:8' }, AHORA)).toEqual({
      ok: false,
      error: 'Este registro ya no está en el dispositivo',
    });
    expect((await listarBandeja(DUENO)).map((x) => x.estado.estado)).toEqual(['conflicto']);
  });
});
