import { describe, expect, it } from 'vitest';
import {
  categoriaPropuesta,
  fechaMinima,
  formularioVacio,
  MENSAJES_COMITE as M,
  nombreDecision,
  soloCamposDeLaDecision,
  validarCondicion,
  validarEvaluacion,
  validarSeguimiento,
  type FormularioComite,
} from '@domain/comite/evaluacion';

const HOY = '2024-06-10';
const ctx = { hoy: HOY, conFirma: true, certificacion: 'certimex' };
/** A valid decision-1 form: every always-required field filled. */
const valido = (cambios: Partial<FormularioComite> = {}): FormularioComite => ({
  ...formularioVacio(2),
  condicion: 1,
  fecha_aut: '2024-06-10',
  id_nivel_riesgo: 1,
  sanc_cat_nueva: 3,
  aprob_sc_observaciones: 'Cumple con las normas',
  ...cambios,
});

describe('R039: campos requeridos del formulario de comité', () => {
  it('un formulario válido no tiene errores', () => expect(validarEvaluacion(valido(), ctx)).toEqual({}));
  it('ejemplo 1: condicion 0 → Debe seleccionar una opción', () => {
    expect(validarEvaluacion(valido({ condicion: 0 }), ctx).condicion).toEqual([M.opcion]);
    expect(M.opcion).toBe('Debe seleccionar una opción');
  });
  it('una decisión fuera de 1, 2, 3 tampoco es una opción', () =>
    expect(validarEvaluacion(valido({ condicion: 4 }), ctx).condicion).toEqual(['Debe seleccionar una opción']));
  it('ejemplo 2: decisión 1 sin observaciones → Describa las observaciones (solo ese error)', () =>
    expect(validarEvaluacion(valido({ aprob_sc_observaciones: '  ' }), ctx)).toEqual({
      aprob_sc_observaciones: ['Describa las observaciones'],
    }));
  it('ejemplo 3: decisión 2 sin condiciones → Agregar al menos una condición', () =>
    expect(validarEvaluacion(valido({ condicion: 2, aprob_cc_list: [] }), ctx)).toEqual({
      aprob_cc_list: ['Agregar al menos una condición'],
    }));
  it('ejemplo 3: una condición vacía → Describa la condición y Debe seleccionar una fecha', () =>
    expect(validarEvaluacion(valido({ condicion: 2, aprob_cc_list: [{ condicion: '', plazo: null }] }), ctx)).toEqual({
      'aprob_cc_list.0.condicion': ['Describa la condición'],
      'aprob_cc_list.0.plazo': ['Debe seleccionar una fecha'],
    }));
  it('ejemplo 4: decisión 3 sin causa y sin fechas → solo Describa la causa de la sanción', () =>
    expect(
      validarEvaluacion(valido({ condicion: 3, sanc_observaciones: '', sanc_fecha_inicio: null, sanc_fecha_termino: null }), ctx),
    ).toEqual({ sanc_observaciones: ['Describa la causa de la sanción'] }));
  it('siempre: fecha, firma, nivel de riesgo y categoría nueva, con los mensajes del spec', () =>
    expect(
      validarEvaluacion(valido({ fecha_aut: null, id_nivel_riesgo: null, sanc_cat_nueva: null }), { ...ctx, conFirma: false }),
    ).toEqual({
      fecha_aut: ['Debe seleccionar una fecha'],
      firma_imagen: ['Debe adjuntar su firma'],
      id_nivel_riesgo: ['Debe seleccionar un nivel de riesgo'],
      sanc_cat_nueva: ['Debe seleccionar una categoría'],
    }));
  it('decisión 3 necesita la categoría anterior', () =>
    expect(validarEvaluacion(valido({ condicion: 3, sanc_observaciones: 'Uso de herbicida', sanc_cat_anterior: null }), ctx)).toEqual({
      sanc_cat_anterior: [M.categoriaAnterior],
    }));
  it('las observaciones de la decisión 1 no se piden en las decisiones 2 y 3', () => {
    const f = valido({ aprob_sc_observaciones: '', condicion: 2, aprob_cc_list: [{ condicion: 'Barreras vivas', plazo: '2024-08-01' }] });
    expect(validarEvaluacion(f, ctx)).toEqual({});
  });
});

describe('fechas del comité (docs/DECISIONES.md)', () => {
  it('la autorización no puede ser posterior a hoy; hoy sí', () => {
    expect(validarEvaluacion(valido({ fecha_aut: '2024-06-11' }), ctx).fecha_aut).toEqual([M.fechaFutura]);
    expect(validarEvaluacion(valido({ fecha_aut: HOY }), ctx).fecha_aut).toBeUndefined();
  });
  it('el plazo de una condición no puede ser anterior a la autorización; el mismo día sí', () => {
    expect(validarCondicion({ condicion: 'Poda', plazo: '2024-06-09' }, '2024-06-10')).toEqual({ plazo: M.plazoAnterior });
    expect(validarCondicion({ condicion: 'Poda', plazo: '2024-06-10' }, '2024-06-10')).toEqual({});
  });
  it('sanción: el término no puede preceder al inicio; iguales sí', () => {
    const base = { condicion: 3, sanc_observaciones: 'Causa' };
    expect(
      validarEvaluacion(valido({ ...base, sanc_fecha_inicio: '2024-07-01', sanc_fecha_termino: '2024-06-30' }), ctx).sanc_fecha_termino,
    ).toEqual([M.terminoAnterior]);
    expect(validarEvaluacion(valido({ ...base, sanc_fecha_inicio: '2024-07-01', sanc_fecha_termino: '2024-07-01' }), ctx)).toEqual({});
  });
  it('R040 (DECISIONS: el mayor de inicio y hoy): mínimos de los selectores', () => {
    expect(fechaMinima('sanc_fecha_termino', { fecha_aut: null, sanc_fecha_inicio: '2024-06-20' }, HOY)).toBe('2024-06-20');
    expect(fechaMinima('sanc_fecha_termino', { fecha_aut: null, sanc_fecha_inicio: null }, HOY)).toBe(HOY);
    expect(fechaMinima('sanc_fecha_termino', { fecha_aut: null, sanc_fecha_inicio: '2024-06-01' }, HOY)).toBe(HOY);
    expect(fechaMinima('plazo', { fecha_aut: '2024-06-05', sanc_fecha_inicio: null }, HOY)).toBe('2024-06-05');
  });
});

describe('R038: categoría propuesta por decisión', () => {
  it('ejemplo 1: (1, 2, certimex) → 3', () => expect(categoriaPropuesta(1, 2, 'certimex')).toBe(3));
  it('ejemplo 2: (2, 2, certimex) → 2', () => expect(categoriaPropuesta(2, 2, 'certimex')).toBe(2));
  it('ejemplo 3: (3, 3, otra) → 3', () => expect(categoriaPropuesta(3, 3, 'mayacert')).toBe(3));
  it('ejemplo 4: (1, 3, otra) → 5', () => expect(categoriaPropuesta(1, 3, 'mayacert')).toBe(5));
  it('R037: certimex 1→2, 3→4; otras 5→4; sin certificación es certimex; Sin Asignar no sube', () => {
    expect(categoriaPropuesta(1, 1, 'certimex')).toBe(2);
    expect(categoriaPropuesta(1, 3, null)).toBe(4);
    expect(categoriaPropuesta(1, 5, 'mayacert')).toBe(4);
    expect(categoriaPropuesta(1, 7, 'certimex')).toBe(7);
  });
  it('la categoría nueva debe ser del conjunto de la certificación', () => {
    expect(validarEvaluacion(valido({ sanc_cat_nueva: 5 }), ctx).sanc_cat_nueva).toEqual([M.categoriaAjena]);
    expect(validarEvaluacion(valido({ sanc_cat_nueva: 5 }), { ...ctx, certificacion: 'mayacert' })).toEqual({});
  });
});

describe('lo que se guarda de cada decisión', () => {
  it('cambiar de 2 a 1 no deja condiciones; de 3 a 1 no deja fechas ni causa', () => {
    const f = soloCamposDeLaDecision(
      valido({
        aprob_cc_list: [{ condicion: 'x', plazo: HOY }],
        sanc_fecha_inicio: HOY,
        sanc_fecha_termino: HOY,
        sanc_observaciones: 'c',
        lugar: '  ',
      }),
    );
    expect(f).toMatchObject({
      aprob_cc_list: [],
      sanc_fecha_inicio: null,
      sanc_fecha_termino: null,
      sanc_observaciones: null,
      lugar: null,
    });
    expect(f.aprob_sc_observaciones).toBe('Cumple con las normas');
  });
  it('decisión 2 guarda sus condiciones recortadas y no las observaciones', () => {
    const f = soloCamposDeLaDecision(valido({ condicion: 2, aprob_cc_list: [{ condicion: ' Poda ', plazo: HOY }] }));
    expect(f.aprob_cc_list).toEqual([{ condicion: 'Poda', plazo: HOY }]);
    expect(f.aprob_sc_observaciones).toBeNull();
  });
  it('nombres de las decisiones (spec 000 §4)', () => {
    expect([1, 2, 3].map(nombreDecision)).toEqual(['Aprobado sin condiciones', 'Aprobado con condiciones', 'Sancionado']);
  });
});

describe('R046: seguimiento de una condición', () => {
  it('1 cumplida, 2 no cumplida; otro valor no', () => {
    expect(validarSeguimiento({ verif_cumplido: 1, verif_fecha: HOY }, HOY)).toEqual({});
    expect(validarSeguimiento({ verif_cumplido: 2, verif_fecha: null }, HOY)).toEqual({});
    expect(validarSeguimiento({ verif_cumplido: 3, verif_fecha: null }, HOY)).toEqual({ verif_cumplido: [M.cumplimiento] });
  });
  it('la fecha de cumplimiento no puede ser posterior a hoy', () =>
    expect(validarSeguimiento({ verif_cumplido: 1, verif_fecha: '2024-06-11' }, HOY)).toEqual({ verif_fecha: [M.verifFutura] }));
});
