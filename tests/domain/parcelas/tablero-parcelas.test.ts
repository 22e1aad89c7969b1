import { describe, expect, it } from 'vitest';
import {
  ACTIVIDADES_OTRAS,
  actividadesDeFormulario,
  filasActividades,
  filasGenero,
  grupoGenero,
  redondear2,
  totalesTablero,
} from '@domain/parcelas/tablero-parcelas';
import { esFiltroGeolocalizacionApi, etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas/parcelas-listado';

const nada = { autoconsumo: 0, otros_cultivos: 0, potrero: 0, monte_bosque: 0, acahual: 0, reserva: 0 };

describe('otras actividades productivas (001 §2.2)', () => {
  it('las barras en el orden de la especificación, con ninguno al final', () => {
    expect(ACTIVIDADES_OTRAS.map((a) => a.etiqueta)).toEqual([
      'Autoconsumo',
      'Otros cultivos',
      'Potrero',
      'Monte/Bosque',
      'Acahual',
      'Área de reserva',
      'Ninguno',
    ]);
  });

  it('una parcela cuenta en cada actividad con más de 0 ha; sin ninguna es "ninguno"', () => {
    expect(actividadesDeFormulario({ ...nada, autoconsumo: 0.5, potrero: 1 })).toEqual(['autoconsumo', 'potrero']);
    expect(actividadesDeFormulario(nada)).toEqual(['ninguno']);
    expect(actividadesDeFormulario({ ...nada, reserva: 0.001 })).toEqual(['reserva']);
    expect(actividadesDeFormulario({ ...nada, acahual: -1 })).toEqual(['ninguno']);
  });

  it('las filas traen todas las actividades, 0 cuando ninguna parcela la tiene', () => {
    const f = filasActividades({ potrero: 3, ninguno: 2 });
    expect(f).toHaveLength(7);
    expect(f.find((x) => x.clave === 'potrero')).toEqual({ clave: 'potrero', etiqueta: 'Potrero', total: 3 });
    expect(f.find((x) => x.clave === 'acahual')?.total).toBe(0);
    expect(f[6]).toEqual({ clave: 'ninguno', etiqueta: 'Ninguno', total: 2 });
  });
});

describe('género (mujer, hombre, sin_asignar)', () => {
  it('por el nombre del catálogo, sin importar mayúsculas ni acentos; lo demás es sin_asignar', () => {
    expect(grupoGenero('Mujer')).toBe('mujer');
    expect(grupoGenero(' HOMBRE ')).toBe('hombre');
    expect(grupoGenero('Mujeres')).toBe('mujer');
    expect(grupoGenero(null)).toBe('sin_asignar');
    expect(grupoGenero('')).toBe('sin_asignar');
    expect(grupoGenero('No binario')).toBe('sin_asignar');
  });

  it('suma por grupo, hectáreas a 2 decimales y kg enteros, con los tres grupos siempre', () => {
    const f = filasGenero([
      { genero: 'Mujer', ha_cafe: 1.234, ha_cult: 2, ha_estimacion: 350.5 },
      { genero: 'Hombre', ha_cafe: 3, ha_cult: 4.005, ha_estimacion: 1000 },
      { genero: null, ha_cafe: 0.5, ha_cult: 1, ha_estimacion: 10 },
      { genero: 'Otro', ha_cafe: 0.25, ha_cult: 0.5, ha_estimacion: 5.2 },
    ]);
    expect(f).toEqual([
      { genero: 'mujer', etiqueta: 'Mujeres', ha_cafe: 1.23, ha_cult: 2, ha_estimacion: 351 },
      { genero: 'hombre', etiqueta: 'Hombres', ha_cafe: 3, ha_cult: 4.01, ha_estimacion: 1000 },
      { genero: 'sin_asignar', etiqueta: 'Sin asignar', ha_cafe: 0.75, ha_cult: 1.5, ha_estimacion: 15 },
    ]);
    expect(filasGenero([]).map((g) => g.ha_cafe)).toEqual([0, 0, 0]);
  });
});

describe('totales del tablero', () => {
  it('parcelas con formulario, hectáreas y promedio a 2 decimales; sin parcelas el promedio es 0', () => {
    expect(totalesTablero(3, 4.5)).toEqual({ parcelas_totales: 3, total_has_cafe: 4.5, promedio_has_cafe: 1.5 });
    expect(totalesTablero(3, 10)).toEqual({ parcelas_totales: 3, total_has_cafe: 10, promedio_has_cafe: 3.33 });
    expect(totalesTablero(0, 0)).toEqual({ parcelas_totales: 0, total_has_cafe: 0, promedio_has_cafe: 0 });
  });

  it('redondeo a 2 decimales sin ruido binario', () => {
    expect(redondear2(1.005)).toBe(1.01);
    expect(redondear2(2.675)).toBe(2.68);
    expect(redondear2(0.1 + 0.2)).toBe(0.3);
  });
});

describe('geoFilter en la API y la etiqueta del código guardado (R056, R057)', () => {
  it('solo los números 1, 2 y 3', () => {
    expect([1, 2, 3].every(esFiltroGeolocalizacionApi)).toBe(true);
    expect([0, 4, '1', 'x', 1.5, null, undefined].some(esFiltroGeolocalizacionApi)).toBe(false);
  });

  it('1 polígono, 2 centroide, 3 sin geolocalizar', () => {
    expect([1, 2, 3].map(etiquetaDeCodigoGeolocalizacion)).toEqual(['polígono', 'centroide', 'sin geolocalizar']);
  });
});
