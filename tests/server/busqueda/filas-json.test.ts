import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TSchema } from 'typebox';
import { FilaMapa } from '@domain/contrato/tableros';
import { crearEntorno, type Entorno } from '../entorno';
import { buscar, type PeticionMotor } from '../../../server/search/motor';
import { parcelasMapa } from '../../../server/modules/parcelas/parcelas-mapa.resource';
import type { UsuarioAutenticado } from '../../../server/tipos';

/**
 * The search engine's `filasJson` (the centroid map's thousands of rows read as one JSON text): the same rows, in the
 * same order, as reading them row by row, for every cooperative of the demo, every order the map's resource allows,
 * a whole cycle and a page in the middle.
 */
let e: Entorno;
const ciclos = new Map<number, number>();

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 'demo' });
  for (const coop of [1, 2, 3]) {
    const [c] = await e.db.query<{ id: number }>('SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1', [coop]);
    ciclos.set(coop, c.id);
  }
});
afterAll(async () => {
  await e.cerrar();
});

const usuario = (coop: number): UsuarioAutenticado => ({
  id: 1,
  uuid: '',
  email: '',
  id_rol: 1,
  id_cooperativa: coop,
  permisos: ['PADRON'],
  jti: '',
  exp: 0,
});

describe('filas como JSON (mapa de centroides)', () => {
  it('las columnas del mapa son de los tipos que JSON devuelve igual (texto, enteros, números)', () => {
    // A string with a format or a pattern is a date or a timestamp here: the driver and JSON would write it apart.
    const tipos = (s: TSchema & { type?: string | string[]; anyOf?: TSchema[]; format?: string; pattern?: string }): string[] =>
      s.anyOf
        ? s.anyOf.flatMap(tipos)
        : [s.type ?? 'sin tipo'].flat().map((t) => (t === 'string' && (s.format || s.pattern) ? `string ${s.format ?? s.pattern}` : t));
    const vistos = new Set(Object.values(FilaMapa.properties).flatMap((p) => tipos(p as TSchema)));
    expect([...vistos].filter((t) => !['string', 'integer', 'number', 'boolean', 'null'].includes(t))).toEqual([]);
  });

  it('mismas filas y mismo orden que leídas una por una, en cada cooperativa, orden y página', async () => {
    let comparadas = 0;
    for (const [coop, ciclo] of ciclos) {
      for (const sorts of [undefined, [{ column: 'parcela_nombre', sort: 'desc' }], [{ column: 'superficie', sort: 'asc' }]]) {
        for (const pagina of [
          { per_page: 50_000, page: 1 },
          { per_page: 25, page: 3 },
        ]) {
          const pet: PeticionMotor = {
            filters: [
              { column: 'id_ciclo', operator: '=', value: ciclo },
              { column: 'centroide_lat', operator: 'is not null' },
            ],
            sorts: sorts as PeticionMotor['sorts'],
            ...pagina,
          };
          const filas = await buscar(e.db, parcelasMapa, usuario(coop), pet, undefined, { conteoTrasPagina: true });
          const json = await buscar(e.db, parcelasMapa, usuario(coop), pet, undefined, { conteoTrasPagina: true, filasJson: true });
          expect(json, `cooperativa ${coop}, ${JSON.stringify(sorts)}, ${JSON.stringify(pagina)}`).toEqual(filas);
          comparadas += filas.data.length;
        }
      }
    }
    expect(comparadas).toBeGreaterThan(1000);
  });

  it('una página vacía es una lista vacía', async () => {
    const pet: PeticionMotor = { filters: [{ column: 'id_ciclo', operator: '=', value: -1 }], per_page: 50_000 };
    expect(await buscar(e.db, parcelasMapa, usuario(1), pet, undefined, { filasJson: true })).toEqual({
      data: [],
      total: 0,
      page: 1,
      per_page: 50_000,
    });
  });
});
