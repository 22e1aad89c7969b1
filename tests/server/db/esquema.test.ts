import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno } from '../ayudas';

/**
 * DESIGN §3, read from pg_catalog of the migrated database: the keys that let the data be distributed
 * by cooperative. A later migration that breaks a rule fails here, naming the table and the object.
 */
let e: Entorno;

/** Platform tables that carry id_cooperativa but are not distributed by it (DESIGN §3). */
const PLATAFORMA = ['cooperativas', 'users', 'cooperativas_paises', 'trabajos'];

interface Restriccion {
  tabla: string;
  nombre: string;
  tipo: string;
  columnas: string[];
  destino: string | null;
  columnas_destino: string[] | null;
}
interface Indice {
  tabla: string;
  nombre: string;
  unico: boolean;
  columnas: (string | null)[];
  definicion: string;
}

interface Catalogo {
  inquilinos: string[];
  restricciones: Restriccion[];
  indices: Indice[];
}

async function leerCatalogo(): Promise<Catalogo> {
  const inquilinos = (
    await e.db.query<{ tabla: string }>(
      `SELECT c.relname AS tabla FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace JOIN pg_attribute a ON a.attrelid = c.oid
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND a.attname = 'id_cooperativa' AND NOT a.attisdropped
      ORDER BY 1`,
    )
  )
    .map((f) => f.tabla)
    .filter((t) => !PLATAFORMA.includes(t));
  const restricciones = await e.db.query<Restriccion>(
    `SELECT c.relname AS tabla, k.conname AS nombre, k.contype::text AS tipo,
            ARRAY(SELECT a.attname::text FROM unnest(k.conkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.conrelid AND a.attnum = u.n ORDER BY u.i) AS columnas,
            d.relname::text AS destino,
            CASE WHEN k.confkey IS NULL THEN NULL ELSE
              ARRAY(SELECT a.attname::text FROM unnest(k.confkey) WITH ORDINALITY u(n, i) JOIN pg_attribute a ON a.attrelid = k.confrelid AND a.attnum = u.n ORDER BY u.i) END AS columnas_destino
       FROM pg_constraint k JOIN pg_class c ON c.oid = k.conrelid JOIN pg_namespace n ON n.oid = c.relnamespace
       LEFT JOIN pg_class d ON d.oid = k.confrelid
      WHERE n.nspname = 'public' ORDER BY 1, 2`,
  );
  const indices = await e.db.query<Indice>(
    `SELECT t.relname AS tabla, i.relname AS nombre, x.indisunique AS unico,
            ARRAY(SELECT a.attname::text FROM unnest(x.indkey::int2[]) WITH ORDINALITY u(n, k) LEFT JOIN pg_attribute a ON a.attrelid = x.indrelid AND a.attnum = u.n ORDER BY u.k) AS columnas,
            pg_get_indexdef(x.indexrelid) AS definicion
       FROM pg_index x JOIN pg_class i ON i.oid = x.indexrelid JOIN pg_class t ON t.oid = x.indrelid JOIN pg_namespace n ON n.oid = t.relnamespace
      WHERE n.nspname = 'public' ORDER BY 1, 2`,
  );
  return { inquilinos, restricciones, indices };
}

/** Each rule of DESIGN §3 as a list of offending objects (empty: the rule holds). */
const REGLAS: Record<string, (c: Catalogo) => string[]> = {
  clavePrimaria: ({ inquilinos, restricciones }) =>
    inquilinos.flatMap((t) => {
      const pk = restricciones.find((r) => r.tabla === t && r.tipo === 'p');
      if (!pk) return [`${t}: sin clave primaria`];
      return pk.columnas[0] === 'id_cooperativa' ? [] : [`${t}.${pk.nombre} (${pk.columnas.join(', ')})`];
    }),
  unicas: ({ inquilinos, restricciones, indices }) => [
    ...restricciones
      .filter((r) => inquilinos.includes(r.tabla) && ['u', 'p', 'x'].includes(r.tipo) && !r.columnas.includes('id_cooperativa'))
      .map((r) => `${r.tabla}.${r.nombre} (${r.columnas.join(', ')})`),
    ...indices
      .filter((i) => inquilinos.includes(i.tabla) && i.unico && !i.columnas.includes('id_cooperativa'))
      .map((i) => `${i.tabla}: ${i.definicion}`),
  ],
  foraneasEntreInquilinos: ({ inquilinos, restricciones }) =>
    restricciones
      .filter((r) => r.tipo === 'f' && inquilinos.includes(r.tabla) && r.destino && inquilinos.includes(r.destino))
      .filter((r) => {
        const i = r.columnas.indexOf('id_cooperativa');
        return r.columnas.length < 2 || i < 0 || r.columnas_destino?.[i] !== 'id_cooperativa';
      })
      .map((r) => `${r.tabla}.${r.nombre} (${r.columnas.join(', ')}) → ${r.destino} (${r.columnas_destino?.join(', ')})`),
  foraneasHaciaInquilinos: ({ inquilinos, restricciones }) =>
    restricciones
      .filter((r) => r.tipo === 'f' && r.destino && inquilinos.includes(r.destino))
      .filter((r) => r.columnas.length < 2 || !r.columnas_destino?.includes('id_cooperativa'))
      .map((r) => `${r.tabla}.${r.nombre} (${r.columnas.join(', ')}) → ${r.destino} (${r.columnas_destino?.join(', ')})`),
  indices: ({ inquilinos, indices }) =>
    indices.filter((i) => inquilinos.includes(i.tabla) && i.columnas[0] !== 'id_cooperativa').map((i) => `${i.tabla}: ${i.definicion}`),
  // NOT NULL (contype 'n', listed from PostgreSQL 18 on, as in PGlite) is a column property, not a named key.
  nombres: ({ restricciones }) =>
    restricciones.filter((r) => r.tipo !== 'n' && /_(pkey|key|fkey|check|excl)$/.test(r.nombre)).map((r) => `${r.tabla}.${r.nombre}`),
};

let catalogo: Catalogo;

beforeAll(async () => {
  e = await crearEntorno();
  catalogo = await leerCatalogo();
});
afterAll(async () => {
  await e.cerrar();
});

describe('esquema: reglas de DESIGN §3', () => {
  it('reconoce las tablas de inquilino (la prueba no es vacía)', () => {
    expect(catalogo.inquilinos).toEqual(expect.arrayContaining(['archivos', 'auditoria', 'centros_acopios', 'ciclos', 'configuraciones']));
    expect(catalogo.restricciones.length).toBeGreaterThan(10);
    expect(catalogo.indices.length).toBeGreaterThan(10);
    expect(
      catalogo.restricciones.filter((r) => r.tipo === 'f' && r.destino && catalogo.inquilinos.includes(r.destino)).map((r) => r.nombre),
    ).toEqual(expect.arrayContaining(['users_centro_fk', 'users_firma_fk', 'cooperativas_logo_fk']));
  });

  it('la clave primaria de cada tabla de inquilino empieza por id_cooperativa', () => {
    expect(REGLAS.clavePrimaria(catalogo)).toEqual([]);
  });

  it('cada restricción única e índice único de una tabla de inquilino incluye id_cooperativa', () => {
    expect(REGLAS.unicas(catalogo)).toEqual([]);
  });

  it('cada clave foránea entre tablas de inquilino es compuesta y une id_cooperativa con id_cooperativa', () => {
    expect(REGLAS.foraneasEntreInquilinos(catalogo)).toEqual([]);
  });

  it('toda clave foránea que apunta a una tabla de inquilino incluye su id_cooperativa (también desde users y cooperativas)', () => {
    expect(REGLAS.foraneasHaciaInquilinos(catalogo)).toEqual([]);
  });

  it('cada índice de una tabla de inquilino empieza por id_cooperativa', () => {
    expect(REGLAS.indices(catalogo)).toEqual([]);
  });

  it('cada restricción tiene un nombre explícito (ningún sufijo generado _pkey, _key, _fkey, _check, _excl)', () => {
    expect(REGLAS.nombres(catalogo)).toEqual([]);
  });

  it('las reglas detectan una tabla que las rompe (la prueba puede fallar)', async () => {
    await comoDueno(e.db, (tx) =>
      tx.script(`
      CREATE TABLE prueba_mala (
        id serial PRIMARY KEY,
        id_cooperativa integer NOT NULL,
        codigo text UNIQUE,
        id_centro integer,
        CHECK (id > 0),
        FOREIGN KEY (id_cooperativa, id_centro) REFERENCES centros_acopios (id_cooperativa, id)
      );
      CREATE TABLE prueba_mala_hija (
        id_cooperativa integer NOT NULL,
        id integer NOT NULL,
        id_mala integer REFERENCES prueba_mala (id),
        CONSTRAINT prueba_mala_hija_pk PRIMARY KEY (id_cooperativa, id)
      );
      CREATE INDEX prueba_mala_codigo_idx ON prueba_mala (codigo);`),
    );
    try {
      const c = await leerCatalogo();
      expect(REGLAS.clavePrimaria(c)).toEqual(['prueba_mala.prueba_mala_pkey (id)']);
      expect(REGLAS.unicas(c).join('\n')).toMatch(/prueba_mala_pkey[\s\S]*prueba_mala_codigo_key/);
      expect(REGLAS.foraneasEntreInquilinos(c)).toEqual(['prueba_mala_hija.prueba_mala_hija_id_mala_fkey (id_mala) → prueba_mala (id)']);
      expect(REGLAS.indices(c).join('\n')).toMatch(/prueba_mala_codigo_idx/);
      expect(REGLAS.nombres(c)).toEqual(
        expect.arrayContaining([
          'prueba_mala.prueba_mala_pkey',
          'prueba_mala.prueba_mala_codigo_key',
          'prueba_mala.prueba_mala_id_check',
          'prueba_mala.prueba_mala_id_cooperativa_id_centro_fkey',
        ]),
      );
    } finally {
      await comoDueno(e.db, (tx) => tx.script('DROP TABLE prueba_mala_hija; DROP TABLE prueba_mala;'));
    }
  });

  it('la auditoría tiene su disparador de inmutabilidad para UPDATE y DELETE', async () => {
    // auditoria has several triggers (truncate, and the hash chain of issue 22 item 11): look for this one among them
    const defs = await e.db.query<{ def: string }>(
      `SELECT pg_get_triggerdef(t.oid) AS def FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid WHERE c.relname = 'auditoria' AND NOT t.tgisinternal`,
    );
    expect(defs.map((t) => t.def)).toContainEqual(expect.stringMatching(/BEFORE (UPDATE OR DELETE|DELETE OR UPDATE) ON public\.auditoria/));
  });
});
