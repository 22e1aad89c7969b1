import { describe, expect, it } from 'vitest';
import {
  disposicionAdjunto,
  marcaDeTiempo,
  nombreConFecha,
  nombreDeContentDisposition,
  parteDeNombre,
  RECARGA_DESCARGA_VACIA_MS,
  rutaExcelProductores,
  trasDescarga,
} from '@domain/comun/descargas';

describe('R033: qué hacer con una descarga', () => {
  it('ejemplo 1: un archivo vacío no se guarda y la página se recarga a los 15000 ms', () => {
    expect(trasDescarga(0)).toEqual({ guardar: false, recargarEnMs: 15000 });
    expect(RECARGA_DESCARGA_VACIA_MS).toBe(15_000);
  });
  it('ejemplo 2: un archivo con contenido se guarda, sin recargar', () => {
    expect(trasDescarga(1)).toEqual({ guardar: true });
    expect(trasDescarga(48_213)).toEqual({ guardar: true });
  });
});

describe('nombre del archivo desde Content-Disposition', () => {
  it.each([
    ['attachment; filename="productores_2025-2026_20260105_213000.xlsx"', 'productores_2025-2026_20260105_213000.xlsx'],
    ['attachment; filename=padron.kml', 'padron.kml'],
    ['attachment; filename="a.xlsx"; filename*=UTF-8\'\'caf%C3%A9%20org%C3%A1nico.xlsx', 'café orgánico.xlsx'],
    ['attachment; filename="dir/../../etc/passwd"', 'passwd'],
    ['attachment; filename="con \\"comillas\\".kml"', 'con "comillas".kml'],
    ['attachment', 'descarga'],
    [null, 'descarga'],
    ['', 'descarga'],
  ])('%s → %s', (cabecera, nombre) => expect(nombreDeContentDisposition(cabecera, 'descarga')).toBe(nombre));
});

describe('Content-Disposition de una descarga (RFC 6266), leída de vuelta por el navegador', () => {
  it('un nombre ASCII va tal cual', () => {
    expect(disposicionAdjunto('padron.kml')).toBe('attachment; filename="padron.kml"');
    expect(disposicionAdjunto('productores_2025-2026_20260105_213000.xlsx')).toBe(
      'attachment; filename="productores_2025-2026_20260105_213000.xlsx"',
    );
  });
  it('con acentos: nombre ASCII de respaldo y filename* con el nombre completo', () => {
    expect(disposicionAdjunto('Áreas_20260105_213000.xlsx')).toBe(
      'attachment; filename="Areas_20260105_213000.xlsx"; filename*=UTF-8\'\'%C3%81reas_20260105_213000.xlsx',
    );
  });
  it.each(['padron.geojson', 'Áreas_20260105_213000.xlsx', 'café orgánico.xlsx', 'con "comillas".kml', 'parcelas—ñandú.xlsx'])(
    '%s se lee de vuelta igual',
    (nombre) => expect(nombreDeContentDisposition(disposicionAdjunto(nombre), 'descarga')).toBe(nombre),
  );
  it('el respaldo ASCII no lleva comillas ni diagonales invertidas que rompan la cabecera', () => {
    expect(disposicionAdjunto('a"b\\c.kml')).toMatch(/^attachment; filename="abc\.kml"; filename\*=/);
  });
});

describe('nombre con fecha y hora de la cooperativa (_YYYYMMDD_HHmmss)', () => {
  const instante = new Date('2026-01-06T03:30:05Z'); // 5 de enero, 21:30:05 en Ciudad de México
  it('la hora es la de la zona de la cooperativa', () => {
    expect(marcaDeTiempo('America/Mexico_City', instante)).toBe('20260105_213005');
    expect(marcaDeTiempo('UTC', instante)).toBe('20260106_033005');
    expect(marcaDeTiempo('Marte/Olimpo', instante)).toBe('20260105_213005');
  });
  it('medianoche es 00, no 24', () => expect(marcaDeTiempo('UTC', new Date('2026-03-01T00:00:00Z'))).toBe('20260301_000000'));
  it('el Excel de productores lleva el ciclo', () => {
    expect(nombreConFecha(['productores', '2025-2026'], 'xlsx', 'America/Mexico_City', instante)).toBe(
      'productores_2025-2026_20260105_213005.xlsx',
    );
  });
  it('las partes pierden acentos, espacios y separadores', () => {
    expect(parteDeNombre('Ciclo 2025/2026 Ñandú')).toBe('Ciclo_2025_2026_Nandu');
    expect(parteDeNombre('///')).toBe('archivo');
  });
});

describe('ruta del Excel de productores: la vista que el usuario mira', () => {
  it.each([
    [{}, 'xls/cuentas/c-1'],
    [{ organico: true }, 'xls/cuentas/c-1?organico=1'],
    [{ q: '  jose perez ' }, 'xls/cuentas/c-1?q=jose%20perez'],
    [{ organico: true, q: 'Núñez & hijos' }, 'xls/cuentas/c-1?organico=1&q=N%C3%BA%C3%B1ez%20%26%20hijos'],
    [{ organico: false, q: '' }, 'xls/cuentas/c-1'],
  ])('%o → %s', (vista, ruta) => expect(rutaExcelProductores('c-1', vista)).toBe(ruta));
});
