import { describe, expect, it } from 'vitest';
import { MENSAJE_CVA, MENSAJES_CALIDAD } from '@domain/calidad/validar';
import { DOS_DECIMALES } from '@domain/acopio/cantidades';
import {
  camposSeleccion,
  CLAVE_CALIDAD,
  estadoNuevo,
  fisicoGuardado,
  guardarEstado,
  idsDeLista,
  leerEstado,
  seleccionDe,
} from '../../../src/pages/calidad/estado';
import { filasVisibles, quitarFila } from '../../../src/pages/calidad/filas';
import { fisicoNuevo, leerFisico, nuevaZaranda, nuevoDefecto, type TextoFisico } from '../../../src/pages/calidad/formularioFisico';
import { leerSensorial, sensorialNuevo, totalProvisional } from '../../../src/pages/calidad/formularioSensorial';

const UUID = 'f47ac10b-58cc-4372-a567-0e02b2c3d479';

function memoria() {
  const m = new Map<string, string>();
  return { getItem: (k: string) => m.get(k) ?? null, setItem: (k: string, v: string) => void m.set(k, v), m };
}

describe('the working state (spec 002 §2.15, R122, R123)', () => {
  it('starts as type 1, not per delivery, and lives under the key "calidad"', () => {
    const a = memoria();
    expect(leerEstado(a)).toMatchObject({ tipo_analisis: 1, analisis_por_entrega: 2, id_calidad_analisis_fisico: '' });
    guardarEstado({ ...estadoNuevo(3), id_calidad_analisis_fisico: UUID }, a);
    expect(a.m.has(CLAVE_CALIDAD)).toBe(true);
    expect(leerEstado(a)).toMatchObject({ id_ciclo: 3, id_calidad_analisis_fisico: UUID });
  });
  it('reads anything broken as a new analysis', () => {
    const a = memoria();
    a.setItem(CLAVE_CALIDAD, '{no');
    expect(leerEstado(a)).toEqual(estadoNuevo());
  });
  it('R123: a 36-character physical uuid is an edit; empty or 35 characters create', () => {
    expect(fisicoGuardado({ ...estadoNuevo(), id_calidad_analisis_fisico: UUID })).toBe(true);
    expect(fisicoGuardado(estadoNuevo())).toBe(false);
    expect(fisicoGuardado({ ...estadoNuevo(), id_calidad_analisis_fisico: UUID.slice(1) })).toBe(false);
  });
  it('keeps delivery and locality ids comma-joined, and sends only the chosen type’s fields', () => {
    const e = { ...estadoNuevo(2), tipo_analisis: 1, id_cuenta: 7, analisis_por_entrega: 1 as const, id_acopio: '12,15', id_lote: 4 };
    expect(idsDeLista(e.id_acopio)).toEqual([12, 15]);
    expect(seleccionDe(e)).toMatchObject({ id_cuenta: 7, id_acopio: 12 });
    expect(camposSeleccion(e)).toMatchObject({
      id_ciclo: 2,
      id_tipo_analisis: 1,
      id_cuenta: 7,
      id_acopio: '12,15',
      id_recoleccion_acopio: null,
    });
  });
});

describe('rows that come and go (R124)', () => {
  const guardada = (f: { id: number | null }) => f.id !== null;
  const filas = [
    { clave: 'a', eliminar: 0 as const, id: 3 },
    { clave: 'b', eliminar: 0 as const, id: 12 },
    { clave: 'c', eliminar: 0 as const, id: null },
  ];
  it('a stored row is kept with eliminar = 1 and hidden', () => {
    const r = quitarFila(filas, 1, guardada, true);
    expect(r).toHaveLength(3);
    expect(r[1].eliminar).toBe(1);
    expect(filasVisibles(r).map((x) => x.indice)).toEqual([0, 2]);
  });
  it('a new row is removed outright', () => {
    expect(quitarFila(filas, 2, guardada, true).map((f) => f.clave)).toEqual(['a', 'b']);
  });
  it('the first sieve cannot be deleted', () => {
    expect(quitarFila(filas, 0, guardada, true)).toEqual(filas);
  });
});

const lleno = (): TextoFisico => {
  const z = nuevaZaranda();
  z.id_zaranda = 4;
  z.valor = '120.5';
  z.defectos_primarios = [{ ...nuevoDefecto(), id_tipo_mancha: 1, no_granos: '3', gramos: '0.45' }];
  z.defectos_secundarios = [{ ...nuevoDefecto(), id_tipo_mancha: 9, no_granos: '10', gramos: '1.2' }];
  return {
    ...fisicoNuevo('2026-11-28'),
    id_tipo_proceso: 1,
    id_color_muestra: 2,
    pergamino_peso_muestra_pergamino: '300',
    pergamino_peso_muestra_oro: '240',
    pergamino_peso_muestra_cerezo: '3.5',
    pergamino_peso_mancha: '12',
    pergamino_humedad: '11.2',
    zarandas: [z],
  };
};

describe('the physical form (R125)', () => {
  it('reads grams ×100, bean counts whole, and copies the oro into oro_2 with the same sample', () => {
    const { errores, cuerpo } = leerFisico(lleno());
    expect(errores).toEqual({});
    expect(cuerpo).toMatchObject({
      pergamino_peso_muestra_pergamino: 30_000,
      pergamino_peso_muestra_oro: 24_000,
      pergamino_peso_muestra_cerezo: 350,
      pergamino_humedad: 1120,
      peso_muestra_misma_anterior: 1,
      pergamino_peso_muestra_oro_2: 24_000,
    });
    expect(cuerpo!.zarandas[0]).toMatchObject({ id_zaranda: 4, valor: 12_050 });
    expect(cuerpo!.zarandas[0].defectos_primarios[0]).toMatchObject({ id_tipo_mancha: 1, no_granos: 3, gramos: 45 });
    expect(cuerpo!.zarandas[0].defectos_secundarios[0]).toMatchObject({ id_tipo_mancha: 9, no_granos: 10, gramos: 120 });
  });
  it('says the spec’s messages: over the parchment, two decimals, required oro_2', () => {
    const t = { ...lleno(), pergamino_peso_muestra_oro: '310', pergamino_peso_mancha: '12.555', peso_muestra_misma_anterior: '0' as const };
    const { errores, cuerpo } = leerFisico(t);
    expect(cuerpo).toBeNull();
    expect(errores.pergamino_peso_muestra_oro).toBe(MENSAJES_CALIDAD.menorQuePergamino);
    expect(errores.pergamino_peso_mancha).toBe(DOS_DECIMALES);
    expect(errores.pergamino_peso_muestra_oro_2).toBe(MENSAJES_CALIDAD.obligatorio);
  });
  it('names a bad defect row by its own list, primary or secondary', () => {
    const t = lleno();
    t.zarandas[0].defectos_secundarios.push(nuevoDefecto());
    t.zarandas[0].id_zaranda = '';
    const { errores } = leerFisico(t);
    expect(errores['zarandas.0.id_zaranda']).toBe(MENSAJES_CALIDAD.seleccione);
    expect(errores['zarandas.0.defectos_secundarios.1.id_tipo_mancha']).toBe(MENSAJES_CALIDAD.seleccione);
    expect(errores['zarandas.0.defectos_secundarios.1.gramos']).toBe(MENSAJES_CALIDAD.mayorACero);
    expect(errores['zarandas.0.defectos_primarios.0.gramos']).toBeUndefined();
  });
  it('does not check a removed row', () => {
    const t = lleno();
    t.zarandas.push({ ...nuevaZaranda(), id_calidad_analisis_fisicos_zaranda: 9, eliminar: 1 });
    expect(leerFisico(t).errores).toEqual({});
  });
});

describe('the sensory form (R126, issue 26 CVA)', () => {
  const sca = (v: string[]) => ({
    ...sensorialNuevo(),
    perfil_taza: 'chocolate',
    puntajes: Object.fromEntries(
      ['fragancia_aroma', 'sabor', 'sabor_residual', 'acidez', 'cuerpo', 'balance', 'uniformidad', 'taza_limpia', 'dulzor', 'catador'].map(
        (a, i) => [a, v[i]],
      ),
    ),
  });
  it('the domain example adds up to 84.00', () => {
    const t = sca(['8', '7.75', '7.5', '7.75', '7.75', '7.5', '10', '10', '10', '7.75']);
    expect(totalProvisional(t)).toBe(8400);
    expect(leerSensorial(t).cuerpo).toMatchObject({ metodo: 'sca_2004', sabor: 775, catador: 775, perfil_taza: 'chocolate' });
  });
  it('5.75 is out of range, 7.3 and 7.333 are not quarters', () => {
    const t = sca(['5.75', '7.3', '7.333', '8', '8', '8', '8', '8', '8', '8']);
    const { errores } = leerSensorial(t);
    expect(errores.fragancia_aroma).toBe(MENSAJES_CALIDAD.entre6y10);
    expect(errores.sabor).toBe(MENSAJES_CALIDAD.cuartos);
    expect(errores.sabor_residual).toBe(MENSAJES_CALIDAD.cuartos);
    expect(totalProvisional(t)).toBeNull();
  });
  it('CVA: all 9s → 100.00, whole points 1 to 9 sent ×100', () => {
    const nueve = Object.fromEntries(
      ['fragancia', 'aroma', 'sabor', 'sabor_residual', 'acidez', 'dulzor', 'sensacion_boca', 'general'].map((a) => [a, '9']),
    );
    const t = { ...sensorialNuevo('cva_afectiva'), perfil_taza: 'floral', puntajes: nueve };
    expect(totalProvisional(t)).toBe(10_000);
    expect(leerSensorial(t).cuerpo).toMatchObject({ metodo: 'cva_afectiva', general: 900, tazas_no_uniformes: 0 });
    expect(leerSensorial({ ...t, puntajes: { ...nueve, aroma: '9.5' } }).errores.aroma).toBe(MENSAJE_CVA);
  });
});
