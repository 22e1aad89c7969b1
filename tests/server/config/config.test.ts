import { describe, expect, it } from 'vitest';
import { leerConfig, segundos } from '../../../server/config';

describe('configuración del entorno', () => {
  it('valores seguros por defecto', () => {
    expect(leerConfig({})).toMatchObject({
      port: 3000,
      host: '127.0.0.1',
      dataDir: './data',
      databaseUrl: null,
      jwtSecret: null,
      appEnv: 'local',
      tokenTtl: 12 * 3600,
    });
  });
  it.each([
    ['90', 90],
    ['90s', 90],
    ['30m', 1800],
    ['12h', 43200],
    ['7d', 604800],
  ])('TOKEN_TTL %s = %i s', (v, s) => expect(segundos(v)).toBe(s));
  it('TRACES_BYTES_MAXIMOS: 25 MB por defecto; se puede bajar (pruebas), nunca pasar del límite de la UE', () => {
    expect(leerConfig({}).tracesBytesMaximos).toBe(25 * 1024 * 1024);
    expect(leerConfig({ TRACES_BYTES_MAXIMOS: '200000' }).tracesBytesMaximos).toBe(200_000);
    for (const v of ['26214401', '10', 'mucho', '1.5e5'])
      expect(() => leerConfig({ TRACES_BYTES_MAXIMOS: v })).toThrow(/TRACES_BYTES_MAXIMOS/);
  });
  it('HILOS_CROQUIS: 1 por defecto, de 1 a 4', () => {
    expect(leerConfig({}).hilosCroquis).toBe(1);
    expect(leerConfig({ HILOS_CROQUIS: '2' }).hilosCroquis).toBe(2);
    for (const v of ['0', '5', 'dos', '1.5']) expect(() => leerConfig({ HILOS_CROQUIS: v })).toThrow(/HILOS_CROQUIS/);
  });
  it('HSTS: apagado por omisión (LAN por HTTP); 1/true/sí lo encienden; otro valor detiene el arranque', () => {
    expect(leerConfig({}).hsts).toBe(false);
    for (const v of ['1', 'true', 'sí', 'SI']) expect(leerConfig({ HSTS: v }).hsts).toBe(true);
    for (const v of ['0', 'false', 'no', '']) expect(leerConfig({ HSTS: v }).hsts).toBe(false);
    expect(() => leerConfig({ HSTS: 'quizá' })).toThrow(/HSTS/);
  });
  it('DATOS_DEMO: la demostración en una base vacía, salvo con APP_ENV=prod; 1/0 lo deciden; otro valor detiene el arranque', () => {
    expect(leerConfig({}).datosDemo).toBe(true);
    expect(leerConfig({ APP_ENV: 'dev' }).datosDemo).toBe(true);
    expect(leerConfig({ APP_ENV: 'prod' }).datosDemo).toBe(false);
    expect(leerConfig({ APP_ENV: 'prod', DATOS_DEMO: '1' }).datosDemo).toBe(true);
    expect(leerConfig({ DATOS_DEMO: '0' }).datosDemo).toBe(false);
    expect(leerConfig({ APP_ENV: 'prod', DATOS_DEMO: ' ' }).datosDemo).toBe(false);
    expect(() => leerConfig({ DATOS_DEMO: 'quizá' })).toThrow(/DATOS_DEMO/);
  });
  it('PROCESOS: 1 por defecto, de 1 a 16; más de 1 solo con PostgreSQL (PGlite es de un proceso)', () => {
    expect(leerConfig({}).procesos).toBe(1);
    const pg = 'postgres://cosecha@127.0.0.1/cosecha';
    expect(leerConfig({ PROCESOS: '4', DATABASE_URL: pg }).procesos).toBe(4);
    expect(leerConfig({ PROCESOS: '1' }).procesos).toBe(1);
    expect(() => leerConfig({ PROCESOS: '2' })).toThrow('PROCESOS mayor que 1 necesita PostgreSQL (DATABASE_URL)');
    for (const v of ['0', '17', 'dos', '1.5']) expect(() => leerConfig({ PROCESOS: v, DATABASE_URL: pg })).toThrow(/PROCESOS/);
  });
  it('METRICAS: apagadas por omisión; METRICAS_TOKEN opcional', () => {
    expect(leerConfig({})).toMatchObject({ metricas: false, metricasToken: null });
    expect(leerConfig({ METRICAS: '1', METRICAS_TOKEN: 'abc' })).toMatchObject({ metricas: true, metricasToken: 'abc' });
    expect(() => leerConfig({ METRICAS: 'quizá' })).toThrow(/METRICAS/);
  });
  it('CONSULTA_LENTA_MS: 500 por omisión, 0 la apaga, entero hasta 600000', () => {
    expect(leerConfig({}).consultaLentaMs).toBe(500);
    expect(leerConfig({ CONSULTA_LENTA_MS: '0' }).consultaLentaMs).toBe(0);
    expect(leerConfig({ CONSULTA_LENTA_MS: '150' }).consultaLentaMs).toBe(150);
    for (const v of ['-1', '1.5', 'mucho', '600001']) expect(() => leerConfig({ CONSULTA_LENTA_MS: v })).toThrow(/CONSULTA_LENTA_MS/);
  });
  it('RESPALDO_*: carpeta ./respaldos, diario apagado y 7 conservados por omisión; 1 a 365', () => {
    expect(leerConfig({}).respaldo).toEqual({ carpeta: './respaldos', diario: false, conservar: 7 });
    expect(leerConfig({ RESPALDO_CARPETA: '/var/lib/cosecha/respaldos', RESPALDO_DIARIO: '1', RESPALDO_CONSERVAR: '30' }).respaldo).toEqual(
      {
        carpeta: '/var/lib/cosecha/respaldos',
        diario: true,
        conservar: 30,
      },
    );
    for (const v of ['0', '366', 'siete', '1.5']) expect(() => leerConfig({ RESPALDO_CONSERVAR: v })).toThrow(/RESPALDO_CONSERVAR/);
    expect(() => leerConfig({ RESPALDO_DIARIO: 'quizá' })).toThrow(/RESPALDO_DIARIO/);
  });
  it('rechaza valores sin sentido', () => {
    expect(() => segundos('doce horas')).toThrow(/TOKEN_TTL/);
    expect(() => leerConfig({ APP_ENV: 'produccion' })).toThrow(/APP_ENV/);
  });
});
