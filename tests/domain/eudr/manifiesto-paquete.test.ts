import { describe, expect, it } from 'vitest';
import { isoEnZona, manifiestoPaquete, nombresPaquete, productoEudr, textoManifiesto } from '@domain/eudr/manifiesto-paquete';

describe('productoEudr', () => {
  it.each([
    [1, { nombre: 'Café', codigo_hs: '0901' }],
    [2, { nombre: 'Cacao', codigo_hs: '1801' }],
    [3, null],
    [null, null],
  ])('producto %s', (id, esperado) => expect(productoEudr(id)).toEqual(esperado));
});

describe('nombresPaquete', () => {
  it('limpia el nombre del lote como el archivo TRACES', () => {
    const n = nombresPaquete('Lote 3 Orgánico');
    expect([n.zip, n.resumen, n.excel, n.manifiesto]).toEqual([
      'paquete_eudr_Lote_3_Organico.zip',
      'resumen_Lote_3_Organico.pdf',
      'parcelas_Lote_3_Organico.xlsx',
      'manifiesto.json',
    ]);
    expect(n.productor('José Pérez/López', '0a1b2c3d-4e5f-6789-abcd-ef0123456789')).toBe('productores/Jose_Perez_Lopez_0a1b2c3d.geojson');
    expect(n.documento('El Moño', 'título de propiedad.pdf')).toBe('documentos/El_Mono_titulo_de_propiedad.pdf');
  });
});

describe('isoEnZona', () => {
  it('la hora de la cooperativa con su desfase', () => {
    const t = new Date('2026-11-28T05:22:20.500Z');
    expect(isoEnZona(t, 'America/Mexico_City')).toBe('2026-11-27T23:22:20-06:00');
    expect(isoEnZona(t, 'America/Bogota')).toBe('2026-11-28T00:22:20-05:00');
    expect(isoEnZona(t, 'Zona/Inventada')).toBe('2026-11-27T23:22:20-06:00');
  });
});

describe('manifiestoPaquete', () => {
  it('cada archivo con bytes y SHA-256, la hora en UTC y local, el lote, la cooperativa, el código SA y la versión', () => {
    const m = manifiestoPaquete({
      instante: new Date('2026-03-01T18:00:00Z'),
      zona: 'America/Merida',
      lote: { uuid: 'l-1', nombre: 'Lote 1' },
      cooperativa: { nombre: 'Cacaoteros', nombre_legal: 'Cacaoteros S.P.R.' },
      producto: { nombre: 'Cacao', codigo_hs: '1801' },
      pais: 'México',
      version: '1.2.3',
      archivos: [{ nombre: 'a.geojson', bytes: 10, sha256: 'f'.repeat(64) }],
    });
    expect(m).toEqual({
      formato: 'cosecha-paquete-eudr/1',
      generado_utc: '2026-03-01T18:00:00.000Z',
      generado_local: '2026-03-01T12:00:00-06:00',
      zona_horaria: 'America/Merida',
      cooperativa: { nombre: 'Cacaoteros', nombre_legal: 'Cacaoteros S.P.R.' },
      lote: { uuid: 'l-1', nombre: 'Lote 1' },
      producto: 'Cacao',
      codigo_hs: '1801',
      pais_produccion: 'México',
      reglamento: 'Reglamento (UE) 2023/1115',
      software: { nombre: 'Cosecha', version: '1.2.3' },
      archivos: [{ nombre: 'a.geojson', bytes: 10, sha256: 'f'.repeat(64) }],
    });
    expect(JSON.parse(textoManifiesto(m))).toEqual(m);
    expect(textoManifiesto(m).endsWith('}\n')).toBe(true);
  });
});
