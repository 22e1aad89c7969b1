import { describe, expect, it } from 'vitest';
import { SECCIONES_INSPECCION, seccionesConRespuestas, textoRespuesta, type Pregunta } from '@domain/eudr/inspeccion';

const p = (tipo: Pregunta['tipo']): Pregunta => ({ variable: 'x', etiqueta: 'X', tipo });

describe('preguntas EUDR de la inspección (001 §2.5, §3)', () => {
  it('cuatro acordeones con los títulos de la especificación, y los colindantes por lado', () => {
    expect(SECCIONES_INSPECCION.map((s) => s.titulo)).toEqual([
      'Información general',
      'Descripción de la unidad productiva',
      'Inspección de la parcela',
      'Colindantes y riesgos',
    ]);
    const colindantes = SECCIONES_INSPECCION[3].preguntas.map((q) => q.variable);
    for (const lado of ['norte', 'sur', 'este', 'oeste'])
      expect(colindantes).toEqual(
        expect.arrayContaining([`colindante_${lado}`, `riesgos_deforestacion_${lado}`, `acciones_productor_deforestacion_${lado}`]),
      );
    const todas = SECCIONES_INSPECCION.flatMap((s) => s.preguntas.map((q) => q.variable));
    expect(todas).toEqual(expect.arrayContaining(['uso_suelo_2020', 'uso_suelo_2023', 'conversion_bosque_2020', 'cobertura_sombra']));
    expect(new Set(todas).size).toBe(todas.length);
  });

  it('sí/no como lo escribe el cuestionario', () => {
    for (const v of ['si', 'Sí', 'yes', '1', true, 1]) expect(textoRespuesta(p('si_no'), v)).toBe('Sí');
    for (const v of ['no', 'NO', '0', false, 0]) expect(textoRespuesta(p('si_no'), v)).toBe('No');
    expect(textoRespuesta(p('si_no'), 'tal vez')).toBe('tal vez');
  });

  it('fechas, números y porcentajes en el formato de la aplicación; lo vacío es «Sin respuesta»', () => {
    expect(textoRespuesta(p('fecha'), '2019-03-05')).toBe('05/mar/2019');
    expect(textoRespuesta(p('numero'), '1.5')).toBe('1.50');
    expect(textoRespuesta(p('porcentaje'), 45)).toBe('45 %');
    for (const v of [undefined, null, '', '  ']) expect(textoRespuesta(p('texto'), v)).toBe('Sin respuesta');
  });

  it('cada sección cuenta sus preguntas respondidas', () => {
    const r = seccionesConRespuestas({ tenencia_papeles: 'si', fecha_ingreso_parcela: '2001-01-01', uso_suelo_2020: 'Café' });
    expect(r.map((s) => s.respondidas)).toEqual([2, 1, 0, 0]);
    expect(r[0].filas[1]).toEqual({ etiqueta: '¿Cuenta con documentos de tenencia de la tierra?', texto: 'Sí' });
  });
});
