import { describe, expect, it } from 'vitest';
import ingles from 'ra-language-english';
import { es } from '../../src/i18n/es';

const claves = (o: object, prefijo = ''): string[] =>
  Object.entries(o).flatMap(([k, v]) => (v && typeof v === 'object' ? claves(v, `${prefijo}${k}.`) : [`${prefijo}${k}`]));

describe('mensajes en español de react-admin', () => {
  it('tienen todas las claves ra.* del paquete inglés', () => {
    const faltan = claves(ingles.ra, 'ra.').filter((k) => !claves(es.ra, 'ra.').includes(k));
    expect(faltan).toEqual([]);
  });
  it('la tabla vacía dice el texto de la especificación', () => expect(es.ra.navigation.no_results).toBe('Sin registros encontrados'));
});
