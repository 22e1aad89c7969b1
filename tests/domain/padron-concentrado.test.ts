import { describe, expect, it } from 'vitest';
import {
  filasConcentrado,
  gruposDe,
  gruposDeCuenta,
  grupoDeCategoria,
  ordenarConcentrado,
  totalesConcentrado,
  varianteDe,
  type GrupoCrudo,
} from '@domain/padron/concentrado';

const crudo = (c: Partial<GrupoCrudo>): GrupoCrudo => ({
  id_localidad: 1,
  localidad_clave: '070080001',
  localidad: 'Jaltenango',
  municipio: 'Ángel Albino Corzo',
  id_cuenta_categoria: 4,
  sancionada: false,
  baja: false,
  socios: 1,
  superficie_milesimas: 1000,
  estimacion_cosecha: 0,
  ...c,
});

describe('R082: los grupos del concentrado según la certificación', () => {
  it("ejemplo 1: 'mayacert' → org, t3, t2, t1, con, sancionados, bajas, totales", () => {
    expect(gruposDe('mayacert').map((g) => g.grupo)).toEqual(['org', 't3', 't2', 't1', 'con', 'sancionados', 'bajas', 'totales']);
  });
  it("ejemplo 2: 'certimex' → org, t2, t1, t0, sancionados, bajas, totales", () => {
    expect(gruposDe('certimex').map((g) => g.grupo)).toEqual(['org', 't2', 't1', 't0', 'sancionados', 'bajas', 'totales']);
  });
  it('ejemplo 3: Bajas muestra solo socios; los demás socios, hectáreas y estimación', () => {
    const grupos = gruposDe('certimex');
    expect(grupos.find((g) => g.grupo === 'bajas')?.medidas).toEqual(['socios']);
    expect(grupos.find((g) => g.grupo === 'org')?.medidas).toEqual(['socios', 'superficie', 'estimacion_cosecha']);
  });
  it('sin certificación vale certimex (000 §1); otra certificación usa el conjunto alterno, como sus categorías', () => {
    expect(varianteDe(null)).toBe('certimex');
    expect(varianteDe('  ')).toBe('certimex');
    expect(varianteDe('bioagricert')).toBe('mayacert');
    expect(gruposDe('').map((g) => g.grupo)).toContain('t0');
  });
  it('las etiquetas son las de la pantalla', () => {
    expect(gruposDe('mayacert').map((g) => g.etiqueta)).toEqual([
      'Orgánico',
      'Transición 3',
      'Transición 2',
      'Transición 1',
      'Convencional',
      'Sancionados',
      'Bajas',
      'Totales',
    ]);
  });
});

describe('el grupo de cada categoría', () => {
  it('certimex: 4 Orgánico, 3 T2, 2 T1, 1 T0; T3, Convencional y Sin Asignar no tienen grupo', () => {
    expect([4, 3, 2, 1, 5, 6, 7].map((c) => grupoDeCategoria(c, 'certimex'))).toEqual(['org', 't2', 't1', 't0', null, null, null]);
  });
  it('mayacert: 4 Orgánico, 5 T3, 3 T2, 2 T1, 6 Convencional; T0 y Sin Asignar no tienen grupo', () => {
    expect([4, 5, 3, 2, 6, 1, 7].map((c) => grupoDeCategoria(c, 'mayacert'))).toEqual(['org', 't3', 't2', 't1', 'con', null, null]);
  });
});

describe('los grupos de una cuenta', () => {
  it('una cuenta orgánica cuenta en Orgánico y en Totales', () => {
    expect(gruposDeCuenta({ id_cuenta_categoria: 4, sancionada: false, baja: false }, 'certimex')).toEqual(['org', 'totales']);
  });
  it('una sancionada cuenta en su categoría, en Sancionados y una vez en Totales', () => {
    expect(gruposDeCuenta({ id_cuenta_categoria: 2, sancionada: true, baja: false }, 'certimex')).toEqual(['t1', 'sancionados', 'totales']);
  });
  it('una dada de baja cuenta solo en Bajas (salió del padrón)', () => {
    expect(gruposDeCuenta({ id_cuenta_categoria: 4, sancionada: true, baja: true }, 'mayacert')).toEqual(['bajas']);
  });
  it('Sin Asignar cuenta solo en Totales', () => {
    expect(gruposDeCuenta({ id_cuenta_categoria: 7, sancionada: false, baja: false }, 'mayacert')).toEqual(['totales']);
  });
});

describe('las filas por localidad', () => {
  const crudos = [
    crudo({ id_cuenta_categoria: 4, socios: 3, superficie_milesimas: 100, estimacion_cosecha: 150_000 }),
    crudo({ id_cuenta_categoria: 4, sancionada: true, socios: 1, superficie_milesimas: 200, estimacion_cosecha: 50_050 }),
    crudo({ id_cuenta_categoria: 1, socios: 2, superficie_milesimas: 2_500, estimacion_cosecha: 0 }),
    crudo({ id_cuenta_categoria: 7, socios: 1, superficie_milesimas: 1_000, estimacion_cosecha: 1 }),
    crudo({ id_cuenta_categoria: 3, baja: true, socios: 2, superficie_milesimas: 4_000, estimacion_cosecha: 9 }),
    crudo({ id_localidad: 2, localidad: 'Nueva Palestina', localidad_clave: null, id_cuenta_categoria: 5, socios: 4 }),
  ];

  it('una fila por localidad con socios, hectáreas exactas (0.1 + 0.2 = 0.3) y kg ×100 por grupo (certimex)', () => {
    const [jal, pal] = filasConcentrado(crudos, 'certimex');
    expect(jal).toMatchObject({
      id_localidad: 1,
      localidad: 'Jaltenango',
      org_socios: 4,
      org_superficie: 0.3,
      org_estimacion_cosecha: 200_050,
      t0_socios: 2,
      t0_superficie: 2.5,
      sancionados_socios: 1,
      sancionados_superficie: 0.2,
      bajas_socios: 2,
      bajas_superficie: 4,
      totales_socios: 7,
      totales_superficie: 3.8,
      totales_estimacion_cosecha: 200_051,
      t2_socios: 0,
      t3_socios: 0,
    });
    // Transición 3 has no group in certimex: its accounts count only in Totales.
    expect(pal).toMatchObject({ id_localidad: 2, localidad_clave: null, totales_socios: 4, t3_socios: 0 });
  });

  it('con mayacert la misma Transición 3 tiene su grupo y Transición 0 ninguno', () => {
    const [jal, pal] = filasConcentrado(crudos, 'mayacert');
    expect(pal.t3_socios).toBe(4);
    expect(jal.t0_socios).toBe(0);
    expect(jal.totales_socios).toBe(7);
  });

  it('los totales suman cada cifra sobre las filas, con hectáreas exactas', () => {
    const t = totalesConcentrado(filasConcentrado(crudos, 'certimex'));
    expect(t.totales_socios).toBe(11);
    expect(t.totales_superficie).toBe(4.8);
    expect(t.bajas_socios).toBe(2);
    expect(totalesConcentrado([]).org_socios).toBe(0);
  });

  it('sin cuentas no hay filas', () => expect(filasConcentrado([], 'certimex')).toEqual([]));
});

describe('el orden de las filas', () => {
  const filas = filasConcentrado(
    [
      crudo({ id_localidad: 3, localidad: 'Ébano', municipio: 'Siltepec', socios: 5 }),
      crudo({ id_localidad: 1, localidad: 'Zapote', municipio: 'Ángel Albino Corzo', socios: 1 }),
      crudo({ id_localidad: 2, localidad: 'Abasolo', municipio: 'Siltepec', localidad_clave: null, socios: 9 }),
    ],
    'certimex',
  );
  it('por omisión municipio y luego localidad, sin distinguir acentos', () => {
    expect(ordenarConcentrado(filas, []).map((f) => f.localidad)).toEqual(['Zapote', 'Abasolo', 'Ébano']);
  });
  it('por una cifra descendente', () => {
    expect(ordenarConcentrado(filas, [{ column: 'totales_socios', sort: 'desc' }]).map((f) => f.totales_socios)).toEqual([9, 5, 1]);
  });
  it('los nulos van al final en ambos sentidos', () => {
    expect(ordenarConcentrado(filas, [{ column: 'localidad_clave', sort: 'desc' }]).at(-1)?.id_localidad).toBe(2);
    expect(ordenarConcentrado(filas, [{ column: 'localidad_clave', sort: 'asc' }]).at(-1)?.id_localidad).toBe(2);
  });
});
