import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { beforeEach, describe, expect, it } from 'vitest';
import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import { baseDispositivo, olvidarBaseDispositivo } from '../../../src/offline/baseDispositivo';
import { borrarCopia, duenoDe, guardarCopia, leerCopia } from '../../../src/offline/copia/almacenCopia';
import { textoFrescura } from '../../../src/offline/copia/frescura';
import { borrarCopiaAlSalir } from '../../../src/offline/copia/borrarAlSalir';
import { aplicarPaso, guardarEnBandeja } from '../../../src/offline/bandeja/almacen';
import { comenzarEnvio, confirmarEnvio, descartar } from '@domain/bandeja/estados';

const copia = (leidaEn: string, nombres: string[]): CopiaDispositivo => ({
  leida_en: leidaEn,
  ciclo: { id: 3, uuid: 'c', nombre: '2025-2026' },
  id_centro: 1,
  producto: 1,
  precio_por_kg: 62_00,
  puede_fijar: false,
  puede_fuera_de_rango: false,
  catalogos: {
    certificaciones: [],
    metodos_pago: [{ id: 1, nombre: 'Efectivo' }],
    unidades_entrega: [],
    colores_miel: [],
    tipos_cafe: [],
    procesos_cafe: [],
  },
  categorias: [],
  unidades_usuales: { usuales: [], ultimas: [] },
  lotes: [],
  productores: nombres.map((nombre, i) => ({
    id_cuenta: i + 1,
    uuid_cuenta: `u${i}`,
    uuid_productor: `p${i}`,
    nombre,
    clave: null,
    id_cuenta_categoria: 1,
    entregas_no: 0,
    entregas_no_bultos: 0,
    entregas_peso_neto_total: 0,
    pagos_total: 0,
    pagos_descuentos_total: 0,
    pagos_pagado_total: 0,
    est_peso_estimado_total: 0,
    precio_ultima_entrega: null,
    saldo_creditos: 0,
    pendientes: [],
  })),
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  olvidarBaseDispositivo();
});

describe('la copia del dispositivo en IndexedDB', () => {
  it('sin copia guardada: null', async () => {
    expect(await leerCopia('1:7')).toBeNull();
  });

  it('guarda y lee la copia de su dueño; otro dueño no la ve', async () => {
    await guardarCopia('1:7', copia('2026-01-01T10:00:00.000Z', ['Ana', 'José']));
    const leida = await leerCopia(duenoDe({ id: 7, id_cooperativa: 1 }));
    expect(leida?.productores.map((p) => p.nombre)).toEqual(['Ana', 'José']);
    expect(leida?.precio_por_kg).toBe(62_00);
    expect(await leerCopia('1:8')).toBeNull();
    const registros = await (await baseDispositivo()).getAllFromIndex('copia', 'por_dueno', '1:7');
    expect(registros.map((r) => [r.parte, r.leidaEn])).toEqual([
      ['formulario', '2026-01-01T10:00:00.000Z'],
      ['productores', '2026-01-01T10:00:00.000Z'],
    ]);
  });

  it('una lectura nueva reemplaza la anterior entera; borrar deja al dueño sin copia', async () => {
    await guardarCopia('1:7', copia('2026-01-01T10:00:00.000Z', ['Ana', 'José']));
    await guardarCopia('2:9', copia('2026-01-01T10:00:00.000Z', ['Rosa']));
    await guardarCopia('1:7', copia('2026-01-01T11:00:00.000Z', ['Luis']));
    const leida = await leerCopia('1:7');
    expect(leida?.leida_en).toBe('2026-01-01T11:00:00.000Z');
    expect(leida?.productores.map((p) => p.nombre)).toEqual(['Luis']);
    await borrarCopia('1:7');
    expect(await leerCopia('1:7')).toBeNull();
    expect((await leerCopia('2:9'))?.productores).toHaveLength(1);
  });
});

describe('al cerrar sesión (issue 28: la copia se borra con la bandeja vacía)', () => {
  const ana = { id: 7, id_cooperativa: 1 };
  const enBandeja = (id: string) =>
    guardarEnBandeja({
      id,
      tipo: 'entrega',
      dueno: '1:7',
      cuerpo: {},
      registradaEn: '2026-01-01T10:00:00.000Z',
      resumen: { productor: 'Ana', kilos: 40_00, importe: 2_480_00 },
    });

  it('sin nada en la bandeja borra la copia de esa persona y deja la de otra', async () => {
    await guardarCopia('1:7', copia('2026-01-01T10:00:00.000Z', ['Ana', 'José']));
    await guardarCopia('2:9', copia('2026-01-01T10:00:00.000Z', ['Rosa']));
    expect(await borrarCopiaAlSalir(ana)).toBe(true);
    expect(await leerCopia('1:7')).toBeNull();
    expect((await leerCopia('2:9'))?.productores).toHaveLength(1);
  });

  it('con un registro pendiente la copia se queda; enviado uno y descartado el otro, se borra', async () => {
    await guardarCopia('1:7', copia('2026-01-01T10:00:00.000Z', ['Ana']));
    await enBandeja('01900000-0000-7000-8000-000000000001');
    await enBandeja('01900000-0000-7000-8000-000000000002');
    expect(await borrarCopiaAlSalir(ana)).toBe(false);
    expect(await leerCopia('1:7')).not.toBeNull();

    await aplicarPaso('01900000-0000-7000-8000-000000000001', (r) => comenzarEnvio(r, '2026-01-01T11:00:00.000Z'));
    await aplicarPaso('01900000-0000-7000-8000-000000000001', (r) => confirmarEnvio(r, 'A-0001', '2026-01-01T11:00:01.000Z'));
    expect(await borrarCopiaAlSalir(ana)).toBe(false);
    await aplicarPaso('01900000-0000-7000-8000-000000000002', (r) => descartar(r, true, '2026-01-01T11:00:02.000Z'));
    expect(await borrarCopiaAlSalir(ana)).toBe(true);
    expect(await leerCopia('1:7')).toBeNull();
  });
});

describe('textoFrescura', () => {
  const base = Date.parse('2026-01-01T10:00:00Z');
  it.each([
    [20_000, 'actualizados hace un momento'],
    [5 * 60_000 + 30_000, 'actualizados hace 5 min'],
    [3 * 3_600_000, 'actualizados hace 3 h'],
    [26 * 3_600_000, 'actualizados hace 1 día'],
    [72 * 3_600_000, 'actualizados hace 3 días'],
  ])('%i ms después: %s', (ms, texto) => expect(textoFrescura('2026-01-01T10:00:00Z', base + ms)).toBe(texto));
});
