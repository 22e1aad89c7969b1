import { describe, expect, it } from 'vitest';
import { textoAlertas } from '../../src/resources/parcelas/alertasLista';
import { filasCoordenadas } from '../../src/resources/parcelas/filasCoordenadas';
import { rutaExcelParcelas } from '../../src/resources/parcelas/rutaExcelParcelas';
import type { ParcelaDetalle } from '../../src/resources/parcelas/tipos';

describe('columna ALERTAS POLÍGONO (001 §2.3)', () => {
  it('de los dos conteos guardados', () => {
    expect(textoAlertas({ alertas_poligono: 3, alertas_error_poligono_count: 1 })).toBe('1 error, 2 advertencias');
    expect(textoAlertas({ alertas_poligono: 2, alertas_error_poligono_count: 2 })).toBe('2 errores');
    expect(textoAlertas({ alertas_poligono: 0, alertas_error_poligono_count: 0 })).toBe('Sin alertas');
    expect(textoAlertas({})).toBe('Sin alertas');
    // issue 22 item 25: a plot without polygon was never checked
    expect(textoAlertas({ geo: 3, alertas_poligono: 0, alertas_error_poligono_count: 0 })).toBe('Sin ubicación');
  });
});

describe('Excel del listado de parcelas: la lista como se ve', () => {
  it('ciclo, geoFilter, búsqueda y orden', () => {
    expect(rutaExcelParcelas('c1', 2, ' josé ', { field: 'superficie', order: 'DESC' })).toBe(
      'xls/parcelas/c1?geoFilter=2&q=jos%C3%A9&sort=superficie&order=desc',
    );
    expect(rutaExcelParcelas('c1', null, '')).toBe('xls/parcelas/c1');
    // the ID column sorts by the API's integer id
    expect(rutaExcelParcelas('c1', 1, '', { field: 'id_num', order: 'ASC' })).toBe('xls/parcelas/c1?geoFilter=1&sort=id&order=asc');
  });
});

describe('tabla de coordenadas del perfil (001 §2.4)', () => {
  const base = {
    poligono: null,
    centroide_lat: null,
    centroide_lng: null,
    elevaciones: null,
    elevacion_centro: null,
  } as unknown as ParcelaDetalle;
  it('los vértices A, B, C… con sus altitudes y el punto central al final', () => {
    const poligono = {
      type: 'Polygon' as const,
      coordinates: [
        [
          [-92.5, 15.5],
          [-92.499, 15.5],
          [-92.499, 15.501],
          [-92.5, 15.5],
        ],
      ] as [number, number][][],
    };
    const { puntos, centro } = filasCoordenadas({ ...base, poligono, elevaciones: [1200, 1210, null], elevacion_centro: 1205 });
    expect(puntos.map((p) => [p.title, p.elevation])).toEqual([
      ['A', 1200],
      ['B', 1210],
      ['C', null],
    ]);
    expect(centro?.title).toBe('Punto central');
    expect(centro?.elevation).toBe(1205);
  });
  it('sin polígono, sólo el centroide; sin nada, nada', () => {
    expect(filasCoordenadas({ ...base, centroide_lat: 15.1, centroide_lng: -92.2 })).toEqual({
      puntos: [],
      centro: { title: 'Punto central', lat: 15.1, lng: -92.2, elevation: null },
    });
    expect(filasCoordenadas(base)).toEqual({ puntos: [], centro: null });
  });
});
