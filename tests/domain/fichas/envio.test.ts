import { describe, expect, it } from 'vitest';
import { contenidoCanonico, mapearEnvio, poligonoDe, puntoDe } from '@domain/fichas/envio';

const registro = {
  _id: 4512,
  _uuid: 'a1b2',
  _submission_time: '2026-03-04T03:20:11',
  __version__: 'vX7a',
  'meta/instanceID': 'uuid:5f0c',
  _geolocation: [15.2215, -92.1034],
  _status: 'submitted_via_web',
  'datos_generales/fecha': '2026-03-02',
  'datos_generales/nombre_inspector': ' Rosa Pérez ',
  'datos_generales/coop_nombre': 'Sierra Verde',
  'productor/id_socio': 'SV-0042',
  'parcela/parcela_nombre': 'El Mirador',
  'parcela/num_plantas': '2350',
  'parcela/superficie': '1,2504',
  'croquis/poligono': '15.2 -92.1 1200 5;15.2 -92.09 1200 5;15.21 -92.09 1200 5',
};

describe('un envío de KoboToolbox como columnas de formularios_campo', () => {
  it('toma cada campo por el último tramo de su ruta de grupo, con el tipo de la ficha de la cooperativa', () =>
    expect(mapearEnvio(registro, 'sic_pp', 'America/Mexico_City')).toEqual({
      kobo_id: 4512,
      tipo: 'sic_pp',
      uuid_odk: 'uuid:5f0c',
      version_formulario: 'vX7a',
      enviado_en: '2026-03-04T03:20:11.000Z',
      fecha: '2026-03-02',
      nombre_inspector: 'Rosa Pérez',
      coop_nombre: 'Sierra Verde',
      id_socio_otro: 'SV-0042',
      parcela_nombre_otro: 'El Mirador',
      num_plantas: 2350,
      superficie: 1.25,
      punto: { type: 'Point', coordinates: [-92.1034, 15.2215] },
      poligono: {
        type: 'Polygon',
        coordinates: [
          [
            [-92.1, 15.2],
            [-92.09, 15.2],
            [-92.09, 15.21],
            [-92.1, 15.2],
          ],
        ],
      },
    }));

  it('sin fecha en el formulario, el día es el de la cooperativa del momento del envío (03:20 UTC es el día anterior en México)', () => {
    const { 'datos_generales/fecha': _f, ...sinFecha } = registro;
    expect(mapearEnvio(sinFecha, 'tx_po', 'America/Mexico_City')?.fecha).toBe('2026-03-03');
    expect(mapearEnvio(sinFecha, 'tx_po', 'UTC')?.fecha).toBe('2026-03-04');
  });

  it('lo que falta queda nulo; sin _id o sin ningún día, el registro se rechaza', () => {
    const m = mapearEnvio({ _id: 7, _submission_time: '2026-01-10T12:00:00Z', _geolocation: [null, null] }, 'tx_croquis', 'UTC');
    expect(m).toMatchObject({ kobo_id: 7, fecha: '2026-01-10', nombre_inspector: null, num_plantas: null, punto: null, poligono: null });
    expect(mapearEnvio({ _submission_time: '2026-01-10T12:00:00' }, 'sic_pp', 'UTC')).toBeNull();
    expect(mapearEnvio({ _id: 'x', fecha: '2026-01-10' }, 'sic_pp', 'UTC')).toBeNull();
    expect(mapearEnvio({ _id: 8 }, 'sic_pp', 'UTC')).toBeNull();
  });

  it('números que no lo son, o negativos, quedan nulos (el registro crudo se guarda igual)', () => {
    const m = mapearEnvio({ _id: 9, fecha: '2026-01-10', num_plantas: 'muchas', superficie: '-2' }, 'sic_pp', 'UTC');
    expect([m?.num_plantas, m?.superficie]).toEqual([null, null]);
  });
});

describe('geometrías', () => {
  it('_geolocation [lat, lng] → Point [lng, lat]; fuera de rango o vacío → nulo', () => {
    expect(puntoDe([10, -80])).toEqual({ type: 'Point', coordinates: [-80, 10] });
    expect(puntoDe([95, -80])).toBeNull();
    expect(puntoDe([null, null])).toBeNull();
    expect(puntoDe('10 -80')).toBeNull();
  });
  it('un geoshape ya cerrado no se cierra dos veces; menos de 3 vértices distintos o un punto inválido → nulo', () => {
    const cerrado = poligonoDe('1 2 0 0;1 3 0 0;2 3 0 0;1 2 0 0;');
    expect(cerrado?.coordinates[0]).toHaveLength(4);
    expect(poligonoDe('1 2 0 0;1 3 0 0;1 2 0 0')).toBeNull();
    expect(poligonoDe('1 2;1 3;abc 3')).toBeNull();
    expect(poligonoDe(42)).toBeNull();
  });
});

describe('contenido para el hash de ediciones', () => {
  it('no cambia con el orden de las claves ni con los campos volátiles de KPI', () => {
    const a = contenidoCanonico(registro);
    const reordenado = Object.fromEntries(Object.entries(registro).reverse());
    expect(contenidoCanonico({ ...reordenado, _status: 'otro', _validation_status: { uid: 'ok' }, _uuid: 'limpio' })).toBe(a);
  });
  it('cambia cuando cambia una respuesta (una edición conserva _submission_time)', () =>
    expect(contenidoCanonico({ ...registro, 'parcela/num_plantas': '2400' })).not.toBe(contenidoCanonico(registro)));
});
