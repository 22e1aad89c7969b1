import { describe, expect, it } from 'vitest';
import {
  codigoDeWhisp,
  COLOR_RIESGO_MEDIO,
  estadoAnalisis,
  riesgoAutomatico,
  riesgoMostrado,
  RIESGO_EUDR,
  type SituacionEudr,
} from '@domain/eudr/riesgo';
import { recomendacionesEudr } from '@domain/eudr/recomendaciones';
import {
  MAXIMO_ADJUNTO_BYTES,
  nombreReporteEudr,
  problemaAdjunto,
  separarRutas,
  unirRutas,
  validarCambioRiesgo,
} from '@domain/eudr/cambio-riesgo';

const { ALTO, MEDIO, BAJO, FALTA_INFORMACION, SIN_ASIGNAR } = RIESGO_EUDR;
const base: SituacionEudr = { tienePoligono: true, riesgoWhisp: BAJO, riesgoUsuario: null, alertasError: 0, areasNaturales: 0 };

describe('R064 estado del análisis EUDR', () => {
  it('sin polígono pide uno; con polígono y sin WHISP, en proceso; con WHISP, resultado', () => {
    expect(estadoAnalisis({ tienePoligono: false, riesgoWhisp: null })).toBe('sin-poligono');
    expect(estadoAnalisis({ tienePoligono: true, riesgoWhisp: null })).toBe('en-proceso');
    expect(estadoAnalisis({ tienePoligono: true, riesgoWhisp: ALTO })).toBe('con-resultado');
  });
});

describe('R065 riesgo mostrado: el de una persona manda', () => {
  it('sin polígono no hay etiqueta', () => {
    expect(riesgoMostrado({ ...base, tienePoligono: false, riesgoUsuario: ALTO })).toEqual({ nivel: null, origen: null });
  });
  it('ALTO y BAJO como los eligió la persona; falta información y sin asignar son MEDIO', () => {
    expect(riesgoMostrado({ ...base, riesgoUsuario: ALTO }).nivel).toBe('ALTO');
    expect(riesgoMostrado({ ...base, riesgoWhisp: ALTO, riesgoUsuario: BAJO })).toEqual({ nivel: 'BAJO', origen: 'usuario' });
    expect(riesgoMostrado({ ...base, riesgoUsuario: FALTA_INFORMACION }).nivel).toBe('MEDIO');
    expect(riesgoMostrado({ ...base, riesgoUsuario: SIN_ASIGNAR }).nivel).toBe('MEDIO');
    expect(riesgoMostrado({ ...base, riesgoUsuario: MEDIO }).nivel).toBe('MEDIO');
  });
  it('sin riesgo de una persona, el automático', () => {
    expect(riesgoMostrado({ ...base, riesgoWhisp: ALTO })).toEqual({ nivel: 'ALTO', origen: 'automatico' });
    expect(riesgoMostrado({ ...base, riesgoWhisp: null })).toEqual({ nivel: null, origen: null });
  });
});

describe('R066 riesgo automático preliminar (ejemplos de la especificación)', () => {
  const auto = (whisp: number | null, errores: number, areas: number, tienePoligono = true) =>
    riesgoAutomatico({ tienePoligono, riesgoWhisp: whisp, alertasError: errores, areasNaturales: areas });
  it('(polígono, alto, 0, 0) → Alto', () => expect(auto(ALTO, 0, 0)).toBe('ALTO'));
  it('(polígono, bajo, 0, 0) → Bajo', () => expect(auto(BAJO, 0, 0)).toBe('BAJO'));
  it('(polígono, bajo, 1, 0) → Medio, de color #FFDDB0', () => {
    expect(auto(BAJO, 1, 0)).toBe('MEDIO');
    expect(COLOR_RIESGO_MEDIO).toBe('#FFDDB0');
  });
  it('(polígono, bajo, 0, 2) → Medio', () => expect(auto(BAJO, 0, 2)).toBe('MEDIO'));
  it('falta información → Medio; sin resultado o sin polígono → sin etiqueta (DECISIONS.md)', () => {
    expect(auto(FALTA_INFORMACION, 0, 0)).toBe('MEDIO');
    expect(auto(null, 0, 0)).toBeNull();
    expect(auto(ALTO, 0, 0, false)).toBeNull();
  });
  it("WHISP 'high', 'low', 'more_info_needed' → 1, 3, 4; otra cosa → sin resultado", () => {
    expect([
      codigoDeWhisp('high'),
      codigoDeWhisp('low'),
      codigoDeWhisp('more_info_needed'),
      codigoDeWhisp('x'),
      codigoDeWhisp(null),
    ]).toEqual([1, 3, 4, null, null]);
  });
});

describe('R067 columna RIESGO EUDR del listado', () => {
  it('whisp ALTO → ALTO; BAJO sin errores ni áreas → BAJO; BAJO con un área natural → MEDIO', () => {
    expect(riesgoMostrado({ ...base, riesgoWhisp: ALTO }).nivel).toBe('ALTO');
    expect(riesgoMostrado(base).nivel).toBe('BAJO');
    expect(riesgoMostrado({ ...base, areasNaturales: 1 }).nivel).toBe('MEDIO');
  });
});

describe('R068 recomendaciones', () => {
  const codigos = (e: number, a: number, w: number | null) => recomendacionesEudr(e, a, w).map((r) => r.codigo);
  it('errores del polígono → revisar el polígono', () => expect(codigos(1, 0, BAJO)).toEqual(['REVISAR_POLIGONO', 'SIN_CAMBIO_DETECTADO']));
  it('áreas protegidas → plan de manejo', () => expect(codigos(0, 1, BAJO)).toEqual(['PLAN_MANEJO', 'SIN_CAMBIO_DETECTADO']));
  it('WHISP alto → alerta posterior a 2020, nunca junto a «sin cambio» (lectura decidida)', () => {
    expect(codigos(0, 0, ALTO)).toEqual(['ALERTA_POST_2020']);
  });
  it('falta información → evidencia de campo; sin resultado → nada del análisis', () => {
    expect(codigos(0, 0, FALTA_INFORMACION)).toEqual(['EVIDENCIA_CAMPO']);
    expect(codigos(0, 0, null)).toEqual([]);
  });
  it('cada recomendación trae su texto en español', () => {
    for (const r of recomendacionesEudr(1, 1, ALTO)) expect(r.texto.length).toBeGreaterThan(40);
  });
});

describe('R069 formulario de cambio de riesgo', () => {
  it('justificación y nivel requeridos, con los mensajes de la especificación', () => {
    expect(validarCambioRiesgo({ justificacion: '  ', id_riesgo_eudr: null })).toEqual({
      justificacion: ['La justificación es obligatoria'],
      id_riesgo_eudr: ['Debes seleccionar un nivel de riesgo'],
    });
    expect(validarCambioRiesgo({ justificacion: 'Visita de campo', id_riesgo_eudr: BAJO })).toEqual({});
  });
  it('un archivo de 2 097 152 bytes pasa; uno de 2 097 153 se rechaza con el aviso', () => {
    expect(MAXIMO_ADJUNTO_BYTES).toBe(2_097_152);
    expect(problemaAdjunto({ name: 'foto.jpg', size: 2_097_152, type: 'image/jpeg' }, 'imagen')).toBeNull();
    expect(problemaAdjunto({ name: 'informe.pdf', size: 2_097_153, type: 'application/pdf' }, 'documento')).toBe(
      'El archivo informe.pdf excede el límite de 2MB',
    );
  });
  it('documentos: pdf, doc, docx, xls, xlsx; notas.txt no; imágenes: image/*', () => {
    for (const n of ['a.pdf', 'b.DOC', 'c.docx', 'd.xls', 'e.xlsx'])
      expect(problemaAdjunto({ name: n, size: 10, type: '' }, 'documento')).toBeNull();
    expect(problemaAdjunto({ name: 'notas.txt', size: 10, type: 'text/plain' }, 'documento')).not.toBeNull();
    expect(problemaAdjunto({ name: 'informe.pdf', size: 10, type: 'application/pdf' }, 'imagen')).not.toBeNull();
  });
  it("'a.jpg;b.jpg' → ['a.jpg', 'b.jpg'], y de vuelta", () => {
    expect(separarRutas('a.jpg;b.jpg')).toEqual(['a.jpg', 'b.jpg']);
    expect(separarRutas(null)).toEqual([]);
    expect(unirRutas(['a.jpg', 'b.jpg'])).toBe('a.jpg;b.jpg');
  });
});

describe('R070 nombre del reporte', () => {
  it("'La Loma', 'Juan Pérez' → 'ReporteEUDR_La Loma_Juan Pérez'", () => {
    expect(nombreReporteEudr('La Loma', 'Juan Pérez')).toBe('ReporteEUDR_La Loma_Juan Pérez');
    expect(nombreReporteEudr('La/Loma', 'Juan')).toBe('ReporteEUDR_La Loma_Juan');
  });
});
