import { describe, expect, it } from 'vitest';
import {
  cambiarTipo,
  esExistente,
  MENSAJES_CALIDAD as M,
  oroSegundo,
  SELECCION_NUEVA,
  validarFisico,
  validarSeleccion,
  validarSensorial,
  type FisicoDatos,
  type SensorialDatos,
} from '@domain/calidad/validar';
import { leerCentesimos, DOS_DECIMALES } from '@domain/acopio/cantidades';
import { ATRIBUTOS_CVA, ATRIBUTOS_SCA } from '@domain/calidad/sensorial';
import { MENSAJE_CVA, validarSensorialCva } from '@domain/calidad/validar';

describe('selección (R122)', () => {
  it('nueva: tipo 1, no por entrega', () => expect(SELECCION_NUEVA).toMatchObject({ tipo_analisis: 1, analisis_por_entrega: 2 }));
  it('tipo 1 sin cuenta', () => expect(validarSeleccion({ ...SELECCION_NUEVA, id_cuenta: 0 }).id_cuenta).toEqual([M.obligatorio]));
  it('tipo 1 por entrega sin entrega', () =>
    expect(validarSeleccion({ ...SELECCION_NUEVA, id_cuenta: 7, analisis_por_entrega: 1 }).id_acopio).toEqual([M.obligatorio]));
  it('cambiar a tipo 2 borra la cuenta', () => expect(cambiarTipo({ ...SELECCION_NUEVA, id_cuenta: 7 }, 2).id_cuenta).toBeNull());
  it('tipo 2 sin lote; tipo 3 sin municipio ni localidades; tipo 4 sin proveedor', () => {
    expect(validarSeleccion(cambiarTipo(SELECCION_NUEVA, 2))).toEqual({ id_lote: [M.obligatorio] });
    expect(validarSeleccion(cambiarTipo(SELECCION_NUEVA, 3))).toEqual({ id_municipio: [M.obligatorio], id_localidad: [M.obligatorio] });
    expect(Object.keys(validarSeleccion(cambiarTipo(SELECCION_NUEVA, 4)))).toEqual([
      'nombre_proveedor',
      'region_proveedor',
      'notas_adicionales',
    ]);
  });
  it('tipo 3 completo pasa', () =>
    expect(validarSeleccion({ ...cambiarTipo(SELECCION_NUEVA, 3), id_municipio: 5, id_localidad: [10, 11] })).toEqual({}));
});

describe('crear o editar (R123)', () => {
  it.each([
    ['f47ac10b-58cc-4372-a567-0e02b2c3d479', true],
    ['', false],
    ['f47ac10b-58cc-4372-a567-0e02b2c3d47', false],
    [null, false],
  ])('%s → %s', (u, r) => expect(esExistente(u)).toBe(r));
});

const fisico = (cambios: Partial<FisicoDatos> = {}): FisicoDatos => ({
  fecha: '2026-11-20',
  id_tipo_proceso: 1,
  id_color_muestra: 1,
  pergamino_peso_muestra_pergamino: 300_00,
  pergamino_peso_muestra_oro: 240_00,
  pergamino_peso_muestra_cerezo: 6_00,
  pergamino_peso_mancha: 12_00,
  pergamino_humedad: 11_00,
  pergamino_densidad: null,
  pergamino_actividad_agua: null,
  peso_muestra_misma_anterior: 1,
  pergamino_peso_muestra_oro_2: null,
  zarandas: [{ id_zaranda: 3, valor: 120_00, defectos: [{ id_tipo_mancha: 1, no_granos: 2_00, gramos: 30 }] }],
  ...cambios,
});

describe('físico (R125)', () => {
  it('completo pasa', () => expect(validarFisico(fisico())).toEqual({}));
  it('pergamino 300, oro 310 → menor al pergamino; oro 240 pasa', () =>
    expect(validarFisico(fisico({ pergamino_peso_muestra_oro: 310_00 })).pergamino_peso_muestra_oro).toEqual([M.menorQuePergamino]));
  it('oro 240.555 → dos decimales (al leer el texto)', () => expect(leerCentesimos('240.555').error).toBe(DOS_DECIMALES));
  it('misma muestra: oro_2 es el oro', () => expect(oroSegundo(fisico())).toBe(240_00));
  it('otra muestra sin oro_2: obligatorio', () =>
    expect(validarFisico(fisico({ peso_muestra_misma_anterior: 0 })).pergamino_peso_muestra_oro_2).toEqual([M.obligatorio]));
  it('pesos obligatorios y mínimo 0.01', () => {
    const e = validarFisico(fisico({ pergamino_humedad: null, pergamino_peso_mancha: 0, pergamino_densidad: 0 }));
    expect(e).toMatchObject({ pergamino_humedad: [M.obligatorio], pergamino_peso_mancha: [M.minimo], pergamino_densidad: [M.minimo] });
  });
  it('zaranda sin tipo y defecto sin granos; las filas marcadas eliminar no cuentan', () => {
    const e = validarFisico(
      fisico({
        zarandas: [
          { id_zaranda: null, valor: 1, defectos: [{ id_tipo_mancha: 2, no_granos: 0, gramos: 5 }] },
          { id_zaranda: null, valor: null, eliminar: 1, defectos: [] },
        ],
      }),
    );
    expect(e).toEqual({ 'zarandas.0.id_zaranda': [M.seleccione], 'zarandas.0.defectos.0.no_granos': [M.mayorACero] });
  });
});

const sensorial = (v: number | null = 8_00): SensorialDatos =>
  ({ perfil_taza: 'Chocolate, cítrico', ...Object.fromEntries(ATRIBUTOS_SCA.map((a) => [a, v])) }) as SensorialDatos;

describe('sensorial (R126)', () => {
  it('5.75 → entre 6 y 10', () => expect(validarSensorial({ ...sensorial(), sabor: 5_75 }).sabor).toEqual([M.entre6y10]));
  it('7.3 → cuartos; 7.25 pasa', () => {
    expect(validarSensorial({ ...sensorial(), sabor: 7_30 }).sabor).toEqual([M.cuartos]);
    expect(validarSensorial({ ...sensorial(), sabor: 7_25 })).toEqual({});
  });
  it('perfil de taza obligatorio', () =>
    expect(validarSensorial({ ...sensorial(), perfil_taza: ' ' }).perfil_taza).toEqual([M.obligatorio]));
});

describe('validarSensorialCva (issue 26, forma afectiva CVA)', () => {
  const todos = (v: number | null) =>
    Object.fromEntries(ATRIBUTOS_CVA.map((a) => [a, v])) as Record<(typeof ATRIBUTOS_CVA)[number], number | null>;
  it('puntos enteros 1–9 (×100) y perfil obligatorio', () => {
    expect(validarSensorialCva({ perfil_taza: 'Frutal', ...todos(900) })).toEqual({});
    expect(validarSensorialCva({ perfil_taza: 'Frutal', ...todos(100) })).toEqual({});
    const e = validarSensorialCva({ perfil_taza: '', ...todos(500), aroma: 950, sabor: 0, general: null });
    expect(e).toEqual({
      perfil_taza: ['Información obligatoria'],
      aroma: [MENSAJE_CVA],
      sabor: [MENSAJE_CVA],
      general: ['Información obligatoria'],
    });
  });
});
