import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { FastifyInstance } from 'fastify';
import { construirApp } from '../../../server/app';
import { leerConfig } from '../../../server/config';
import type { Consulta, Db } from '../../../server/db/db';
import { migrar } from '../../../server/db/migrate';
import { sembrarSiVacia, CONTRASENA_DEMO } from '../../../server/demo/seed';
import { verificarCadena, type CadenaCooperativa } from '../../../server/modules/auditoria/verificar-cadena';
import { recalcularAreasPendientes } from '../../../server/modules/parcelas/croquis/recalcular-areas';
import { ID_ORGANICA } from '@domain/acopio/tablero';
import { cuerpoEntrega, escribir } from '../acopio/acopio-ayudas';
import { baseVieja, fixture, type Fixture } from './base-vieja';
import { cifrasVisibles, type Pedir } from './cifras';

/**
 * Issue 29 item 2, upgrades that keep data. An installation of the oldest supported release (the demo seeded by that
 * release's own code, fixture/ — docs/DECISIONES.md says which and why) is upgraded as a start of today's server
 * does it: every later migration, then the start's catalogue top-up and area pass. Then:
 * - no row of a table that existed before is lost, and no value of a column that existed before changes;
 * - the figures a person sees (lists' counts and totals, balances, dashboard cards: cifras.ts), read through today's
 *   API, equal those the old release's API showed when the fixture was made;
 * - the credit figures that move with the clock (interest to today) equal a recount made on the old schema just before;
 * - every kept summary table equals what its source rows give when recounted, the ones later migrations filled in
 *   (0069, 0079, 0081) included.
 * Runs on in-memory PGlite, and on a new database of the PostgreSQL of TEST_DATABASE_URL.
 */
let f: Fixture;
let db: Db;
let soltar: () => Promise<void>;
let app: FastifyInstance;
let aplicadasAntes: string[];
let aplicadasAhora: string[];
let filasAntes: Map<string, FilasTabla>;
let creditoAntes: CreditoAHoy;
let cadenaAntes: CadenaCooperativa[];

interface FilasTabla {
  columnas: string[];
  /** Row key (the primary key as text, or the whole row without one) → md5 of the row's columns. */
  filas: Map<string, string>;
}

/** Every table of the schema: its columns (as they are now) and its primary key. */
async function tablas(c: Consulta): Promise<{ tabla: string; columnas: string[]; llave: string[] }[]> {
  const filas = await c.query<{ tabla: string; columnas: string[]; llave: string[] | null }>(
    `SELECT c.relname AS tabla,
            (SELECT array_agg(a.attname::text ORDER BY a.attnum) FROM pg_attribute a
              WHERE a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped) AS columnas,
            (SELECT array_agg(a.attname::text ORDER BY k.orden) FROM pg_index i
              CROSS JOIN LATERAL unnest(i.indkey) WITH ORDINALITY AS k(attnum, orden)
              JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum = k.attnum
              WHERE i.indrelid = c.oid AND i.indisprimary) AS llave
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
      WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND NOT c.relispartition ORDER BY 1`,
  );
  return filas.map((t) => ({ tabla: t.tabla, columnas: t.columnas, llave: t.llave ?? [] }));
}

const id = (n: string) => `"${n.replace(/"/g, '""')}"`;

/** The rows of one table keyed and hashed over the given columns (names from the catalogue, quoted). */
async function filasDe(c: Consulta, tabla: string, columnas: string[], llave: string[]): Promise<Map<string, string>> {
  const fila = `ROW(${columnas.map((x) => `t.${id(x)}`).join(', ')})::text`;
  const clave = llave.length ? `ROW(${llave.map((x) => `t.${id(x)}`).join(', ')})::text` : fila;
  const filas = await c.query<{ k: string; h: string }>(`SELECT ${clave} AS k, md5(${fila}) AS h FROM public.${id(tabla)} t`);
  const m = new Map<string, string>();
  // A table without a key may hold the same row twice: number the copies so none hides another.
  for (const r of filas) {
    let k = r.k;
    for (let i = 2; m.has(k); i++) k = `${r.k}#${i}`;
    m.set(k, r.h);
  }
  return m;
}

async function todasLasFilas(c: Consulta): Promise<Map<string, FilasTabla>> {
  const m = new Map<string, FilasTabla>();
  for (const t of await tablas(c)) m.set(t.tabla, { columnas: t.columnas, filas: await filasDe(c, t.tabla, t.columnas, t.llave) });
  return m;
}

/**
 * The credit figures of each cycle and account to the cooperative's today, recounted with the old schema's own
 * columns and functions (0048 anticipo_interes, 0057 anticipos_hoy): the kept ledger plus the interest since the last
 * movement. The lists compute the same to today after the upgrade.
 */
interface CreditoAHoy {
  ciclos: Record<string, Record<string, number>>;
  cuentas: Record<string, Record<string, number>>;
}
async function creditoAHoy(c: Consulta): Promise<CreditoAHoy> {
  const figuras = `count(*)::int AS creditos, sum(an.cantidad_anticipo)::int8 AS cantidad_anticipo,
    sum(an.interes_pagado + an.interes_pendiente + x.tramo)::int8 AS total_interes,
    sum(an.capital_pendiente + an.interes_pendiente + x.tramo)::int8 AS total_saldo,
    sum(an.cantidad_anticipo + an.interes_pagado + an.interes_pendiente + x.tramo)::int8 AS total`;
  const desde = `anticipos an CROSS JOIN LATERAL (SELECT anticipo_interes(greatest(anticipos_hoy(an.id_cooperativa) - an.fecha_corte, 0),
    an.tasa_interes, an.capital_pendiente) AS tramo) x`;
  const porCiclo = await c.query<{ id_ciclo: number } & Record<string, number>>(
    `SELECT an.id_ciclo, ${figuras} FROM ${desde} GROUP BY 1 ORDER BY 1`,
  );
  const porCuenta = await c.query<{ id_cuenta: number } & Record<string, number>>(
    `SELECT an.id_cuenta, ${figuras} FROM ${desde} GROUP BY 1 ORDER BY 1`,
  );
  const numeros = (o: Record<string, unknown>) => Object.fromEntries(Object.entries(o).map(([k, v]) => [k, Number(v)]));
  return {
    ciclos: Object.fromEntries(porCiclo.map(({ id_ciclo, ...r }) => [String(id_ciclo), numeros(r)])),
    cuentas: Object.fromEntries(porCuenta.map(({ id_cuenta, ...r }) => [String(id_cuenta), numeros(r)])),
  };
}

async function entrar(clave: string): Promise<Pedir> {
  const r = await app.inject({ method: 'POST', url: '/api/auth/login', payload: { email: clave, password: CONTRASENA_DEMO } });
  expect(r.statusCode, r.body).toBe(200);
  const token = r.json().token as string;
  return async (metodo, url, cuerpo) => {
    const x = await app.inject({
      method: metodo as 'GET',
      url,
      headers: { authorization: `Bearer ${token}`, ...(cuerpo === undefined ? {} : { 'content-type': 'application/json' }) },
      payload: cuerpo === undefined ? undefined : JSON.stringify(cuerpo),
    });
    return { status: x.statusCode, json: x.body ? (JSON.parse(x.body) as unknown) : null };
  };
}

const ciclosDe = async (clave: string) =>
  (
    await db.query<{ id: number }>(
      'SELECT c.id FROM ciclos c JOIN users u ON u.id_cooperativa = c.id_cooperativa WHERE u.email = $1 ORDER BY c.id',
      [clave],
    )
  ).map((x) => Number(x.id));

beforeAll(async () => {
  f = fixture();
  ({ db, soltar } = await baseVieja(f));
  aplicadasAntes = (await db.query<{ nombre: string }>('SELECT nombre FROM migraciones ORDER BY nombre')).map((m) => m.nombre);
  filasAntes = await todasLasFilas(db);
  creditoAntes = await creditoAHoy(db);
  cadenaAntes = await verificarCadena(db);
  // The upgrade, as server.ts starts on an existing database: the pending migrations, then the start's preparation
  // (a database with cooperatives only gets its catalogues topped up and the release's version; areas measured again).
  aplicadasAhora = await migrar(db);
  expect(await sembrarSiVacia(db)).toBe(false);
  await recalcularAreasPendientes(db);
  app = await construirApp({ ...leerConfig({}), clientDir: null }, db, { hilosAlPrimerUso: true });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await soltar?.();
});

describe(`actualizar desde la versión del fixture (issue 29)`, () => {
  it('la base vieja tiene las migraciones de esa versión, y se aplican todas las posteriores', () => {
    expect(aplicadasAntes).toEqual(f.migraciones);
    const archivos = readdirSync(fileURLToPath(new URL('../../../server/db/migrations', import.meta.url)))
      .filter((a) => a.endsWith('.sql'))
      .sort();
    expect(aplicadasAhora).toEqual(archivos.filter((a) => !f.migraciones.includes(a)));
    // The later migrations that rewrite kept data are among them (the point of starting this far back).
    expect(aplicadasAhora).toEqual(
      expect.arrayContaining(['0069_anticipos_saldo_orden.sql', '0079_vinculos_listas.sql', '0081_anticipos_cuentas_saldo_orden.sql']),
    );
  });

  it('ninguna fila de antes se pierde, y las columnas de antes guardan sus valores', async () => {
    const ahora = new Map((await tablas(db)).map((t) => [t.tabla, t]));
    const problemas: string[] = [];
    let filas = 0;
    for (const [tabla, antes] of filasAntes) {
      const t = ahora.get(tabla);
      if (!t) {
        problemas.push(`${tabla}: la tabla ya no existe`);
        continue;
      }
      const columnas = antes.columnas.filter((c) => t.columnas.includes(c));
      if (columnas.length < antes.columnas.length) problemas.push(`${tabla}: columnas que ya no están`);
      const despues = await filasDe(db, tabla, columnas, t.llave);
      const perdidas = [...antes.filas.keys()].filter((k) => !despues.has(k));
      const cambiadas = [...antes.filas.keys()].filter((k) => despues.has(k) && despues.get(k) !== antes.filas.get(k));
      const nuevas = [...despues.keys()].filter((k) => !antes.filas.has(k));
      if (perdidas.length) problemas.push(`${tabla}: ${perdidas.length} filas perdidas (${perdidas.slice(0, 3).join(' ')})`);
      if (cambiadas.length) problemas.push(`${tabla}: ${cambiadas.length} filas cambiadas (${cambiadas.slice(0, 3).join(' ')})`);
      if (nuevas.length && !FILAS_NUEVAS_ESPERADAS.has(tabla))
        problemas.push(`${tabla}: ${nuevas.length} filas nuevas (${nuevas.slice(0, 3).join(' ')})`);
      filas += antes.filas.size;
    }
    expect(problemas).toEqual([]);
    expect(filas).toBeGreaterThan(5000);
  });

  it('las cifras de las pantallas son las que mostraba la versión vieja', async () => {
    for (const [clave, esperadas] of Object.entries(f.cifras)) {
      const pedir = await entrar(clave);
      const ahora = await cifrasVisibles(pedir, { clave, ciclos: await ciclosDe(clave) });
      expect(ahora, clave).toEqual(esperadas);
    }
  });

  it('el crédito a hoy (interés incluido) es el recontado sobre el esquema viejo', async () => {
    // Not a comparison of zeros: the demo lends with interest, and some of it runs to today.
    expect(Object.values(creditoAntes.ciclos).some((c) => c.total_interes > 0 && c.total_saldo > 0)).toBe(true);
    for (const clave of Object.keys(f.cifras)) {
      const pedir = await entrar(clave);
      for (const ciclo of await ciclosDe(clave)) {
        const cuerpo = { filters: [{ column: 'id_ciclo', operator: '=', value: ciclo }], per_page: 100, totales: true };
        const lista = await pedir('POST', '/api/anticipos_search', cuerpo);
        expect(lista.status).toBe(200);
        const l = lista.json as { total: number; totales: Record<string, number> };
        const antes = creditoAntes.ciclos[String(ciclo)] ?? {
          creditos: 0,
          cantidad_anticipo: 0,
          total_interes: 0,
          total_saldo: 0,
          total: 0,
        };
        expect(
          { creditos: l.total, ...pick(l.totales, ['cantidad_anticipo', 'total_interes', 'total_saldo', 'total']) },
          `ciclo ${ciclo}`,
        ).toEqual({
          creditos: antes.creditos,
          cantidad_anticipo: antes.cantidad_anticipo,
          total_interes: antes.total_interes,
          total_saldo: antes.total_saldo,
          total: antes.total,
        });
        const porCuenta = await pedir('POST', '/api/anticipos_por_productor_search', cuerpo);
        expect(porCuenta.status).toBe(200);
        for (const fila of (porCuenta.json as { data: Record<string, number>[] }).data) {
          const a = creditoAntes.cuentas[String(fila.id_cuenta)];
          expect(
            pick(fila, ['num_creditos', 'total_anticipos', 'total_interes', 'total_saldo', 'total']),
            `cuenta ${fila.id_cuenta}`,
          ).toEqual({
            num_creditos: a.creditos,
            total_anticipos: a.cantidad_anticipo,
            total_interes: a.total_interes,
            total_saldo: a.total_saldo,
            total: a.total,
          });
        }
      }
    }
  });

  it('la cadena de auditoría sigue entera, con el mismo último eslabón', async () => {
    expect(cadenaAntes.length).toBe(3);
    expect(cadenaAntes.every((c) => c.ruptura === null && c.eslabones > 0)).toBe(true);
    expect(await verificarCadena(db)).toEqual(cadenaAntes);
  });

  it('cada tabla de resumen es igual a lo recontado de sus filas', recontar);

  it('escribir sobre las filas viejas con el código de hoy mantiene los resúmenes', async () => {
    // The triggers of today's migrations on rows written before them: a delivery on an old account and a repayment
    // of an old advance (cooperative 1 lends in its active cycle).
    const r = await app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: 'admin@cosecha.demo', password: CONTRASENA_DEMO },
    });
    const token = r.json().token as string;
    const [cuenta] = await db.query<{ uuid: string }>(
      `SELECT c.uuid::text AS uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo AND ci.activo_acopio
        WHERE c.id_cooperativa = 1 AND c.fecha_baja IS NULL AND c.confirmado = 1 ORDER BY c.id LIMIT 1`,
    );
    const entrega = await escribir(app, token, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuenta.uuid));
    expect(entrega.statusCode, entrega.body).toBe(201);
    const [anticipo] = await db.query<{ id: number; hoy: string }>(
      `SELECT id, anticipos_hoy(id_cooperativa)::text AS hoy FROM anticipos
        WHERE id_cooperativa = 1 AND capital_pendiente >= 1000 ORDER BY id LIMIT 1`,
    );
    const abono = await escribir(app, token, 'POST', '/api/anticipos_pagos', {
      id_anticipo: anticipo.id,
      fecha_ejecucion: anticipo.hoy,
      cantidad_pago: 1000,
    });
    expect(abono.statusCode, abono.body).toBe(201);
    await recontar();
    // The audit trail goes on from the old chain's last link.
    const cadena = await verificarCadena(db);
    expect(cadena.map((c) => c.ruptura)).toEqual([null, null, null]);
    expect(cadena[0].eslabones).toBeGreaterThan(cadenaAntes[0].eslabones);
  });
});

async function recontar(): Promise<void> {
  for (const [nombre, [guardado, recontado]] of Object.entries(RECUENTOS)) {
    const g = await db.query(guardado);
    expect(g.length, `${nombre}: vacía`).toBeGreaterThan(0);
    expect(g, nombre).toEqual(await db.query(recontado));
  }
}

function pick(o: Record<string, unknown>, llaves: string[]): Record<string, unknown> {
  return Object.fromEntries(llaves.map((k) => [k, Number(o[k])]));
}

/**
 * Tables a later migration or the start's top-up adds rows to, on purpose; any other table with new rows fails.
 * migraciones: one row per migration applied. roles_permisos: 0075 (FICHAS_ODK_EDITAR) and 0077 (CSV_EXPORTAR) give
 * the administrator and the manager of an existing installation the permissions a new installation's seed gives them.
 */
const FILAS_NUEVAS_ESPERADAS = new Set(['migraciones', 'roles_permisos']);

const grupos = (g: string) =>
  `ORDER BY ${g
    .split(', ')
    .map((x) => `${x} NULLS FIRST`)
    .join(', ')}`;
const ACOPIO = 'id_cooperativa, id_ciclo, id_centro_acopio, id_lote, id_estatus_entrega, anulada';
const ACOPIO_CIFRAS = 'no_bultos, peso_bruto, peso_tara, peso_descuento, peso_neto, importe_total, recuperacion_credito, pagado';
const DIA = 'id_cooperativa, id_ciclo, fecha_acopio, organica, id_cuenta_categoria, id_centro_acopio';
const PAGO = 'id_cooperativa, id_ciclo, id_centro_acopio, id_metodo_pago';
const CUENTAS = 'id_cooperativa, id_ciclo, confirmado, organico, pertenece_cooperativa, id_cuenta_categoria, id_nivel_riesgo';
const CREDITO = `count(*)::int AS creditos, sum(an.cantidad_anticipo)::int8 AS cantidad_anticipo, sum(an.interes_pagado)::int8 AS interes_pagado,
  sum(an.interes_pendiente)::int8 AS interes_pendiente, sum(an.capital_pagado)::int8 AS capital_pagado,
  sum(an.capital_pendiente)::int8 AS capital_pendiente, sum(an.comisiones)::int8 AS comisiones`;
const VIGENTE = 'an.capital_pendiente + an.interes_pendiente >= 1';
const TRAMO_A = (fecha: string) =>
  `sum(anticipo_interes(greatest(${fecha} - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente))::int8 AS tramo`;

/**
 * Each kept summary as stored and as its rows give it, the same recounts the summaries' own tests make after each
 * kind of write (acopio/resumen, cuentas/conteo, anticipos/resumen), plus what 0069, 0070, 0079 and 0081 filled in.
 */
const RECUENTOS: Record<string, [string, string]> = {
  acopio_resumen: [
    `SELECT ${ACOPIO}, entregas::int AS entregas, ${ACOPIO_CIFRAS} FROM acopio_resumen ${grupos(ACOPIO)}`,
    `SELECT ${ACOPIO}, count(*)::int AS entregas, ${ACOPIO_CIFRAS.split(', ')
      .map((c) => `sum(${c})::bigint AS ${c}`)
      .join(', ')} FROM acopios GROUP BY ${ACOPIO} ${grupos(ACOPIO)}`,
  ],
  acopio_por_cuenta: [
    `SELECT id_cooperativa, id_cuenta, entregas::int AS entregas, no_bultos, peso_neto, importe_total, recuperacion_credito, pagado
       FROM acopio_por_cuenta WHERE entregas > 0 ORDER BY 1, 2`,
    `SELECT id_cooperativa, id_cuenta, count(*)::int AS entregas, sum(no_bultos)::bigint AS no_bultos, sum(peso_neto)::bigint AS peso_neto,
            sum(importe_total)::bigint AS importe_total, sum(recuperacion_credito)::bigint AS recuperacion_credito, sum(pagado)::bigint AS pagado
       FROM acopios WHERE NOT anulada GROUP BY 1, 2 ORDER BY 1, 2`,
  ],
  'acopios.pagado': [
    `SELECT id_cooperativa, id, pagado FROM acopios ORDER BY 1, 2`,
    `SELECT a.id_cooperativa, a.id, coalesce((SELECT sum(x.monto) FROM acopio_pagos x WHERE x.id_cooperativa = a.id_cooperativa AND x.id_acopio = a.id), 0)::bigint AS pagado
       FROM acopios a ORDER BY 1, 2`,
  ],
  acopio_diario: [
    `SELECT ${DIA}, entregas::int AS entregas, no_bultos, peso_neto, importe_total, recuperacion_credito, pagado FROM acopio_diario ORDER BY ${DIA}`,
    `SELECT ${DIA}, count(*)::int AS entregas, sum(no_bultos)::bigint AS no_bultos, sum(peso_neto)::bigint AS peso_neto,
            sum(importe_total)::bigint AS importe_total, sum(recuperacion_credito)::bigint AS recuperacion_credito, sum(pagado)::bigint AS pagado
       FROM (SELECT a.*, ${ID_ORGANICA} = ANY(a.certificaciones) AS organica, c.id_cuenta_categoria
               FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta WHERE NOT a.anulada) t
      GROUP BY ${DIA} ORDER BY ${DIA}`,
  ],
  acopio_pagos_resumen: [
    `SELECT ${PAGO}, pagos::int AS pagos, monto FROM acopio_pagos_resumen ORDER BY ${PAGO}`,
    `SELECT a.id_cooperativa, a.id_ciclo, a.id_centro_acopio, x.id_metodo_pago, sum(sign(x.monto))::int AS pagos, sum(x.monto)::bigint AS monto
       FROM acopio_pagos x JOIN acopios a ON a.id_cooperativa = x.id_cooperativa AND a.id = x.id_acopio
      GROUP BY 1, 2, 3, 4 HAVING sum(sign(x.monto)) <> 0 OR sum(x.monto) <> 0 ORDER BY ${PAGO}`,
  ],
  cuentas_conteo: [
    `SELECT ${CUENTAS}, cuentas::int AS cuentas FROM cuentas_conteo WHERE cuentas > 0 ${grupos(CUENTAS)}`,
    `SELECT ${CUENTAS}, count(*)::int AS cuentas FROM cuentas WHERE fecha_baja IS NULL GROUP BY ${CUENTAS} ${grupos(CUENTAS)}`,
  ],
  calidad_analisis_conteo: [
    `SELECT id_cooperativa, id_ciclo, tipo_analisis, n FROM calidad_analisis_conteo WHERE n > 0 ORDER BY 1, 2, 3`,
    `SELECT id_cooperativa, id_ciclo, tipo_analisis, count(*)::int AS n FROM calidad_analisis GROUP BY 1, 2, 3 ORDER BY 1, 2, 3`,
  ],
  anticipos_resumen: [
    `SELECT id_cooperativa, id_ciclo, vigente, creditos, cantidad_anticipo::int8, interes_pagado::int8, interes_pendiente::int8,
            capital_pagado::int8, capital_pendiente::int8, comisiones::int8, tramo::int8, fecha::text
       FROM anticipos_resumen WHERE creditos > 0 ORDER BY 1, 2, 3`,
    `SELECT an.id_cooperativa, an.id_ciclo, ${VIGENTE} AS vigente, ${CREDITO}, ${TRAMO_A('r.fecha')}, r.fecha::text
       FROM anticipos an JOIN anticipos_resumen r ON r.id_cooperativa = an.id_cooperativa AND r.id_ciclo = an.id_ciclo AND r.vigente = (${VIGENTE})
      GROUP BY 1, 2, 3, r.fecha ORDER BY 1, 2, 3`,
  ],
  anticipos_cuentas: [
    `SELECT id_cooperativa, id_ciclo, id_cuenta, creditos, vigentes, cantidad_anticipo::int8, interes_pagado::int8, interes_pendiente::int8,
            capital_pagado::int8, capital_pendiente::int8, comisiones::int8, tramo::int8, fecha::text, saldo_orden::int8
       FROM anticipos_cuentas WHERE creditos > 0 ORDER BY 1, 2, 3`,
    `SELECT an.id_cooperativa, an.id_ciclo, an.id_cuenta, ${CREDITO.replace(
      'count(*)::int AS creditos',
      `count(*)::int AS creditos, (count(*) FILTER (WHERE ${VIGENTE}))::int AS vigentes`,
    )}, ${TRAMO_A('k.fecha')}, k.fecha::text,
            (sum(an.capital_pendiente + an.interes_pendiente) + sum(anticipo_interes(greatest(k.fecha - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente)))::int8 AS saldo_orden
       FROM anticipos an JOIN anticipos_cuentas k ON k.id_cooperativa = an.id_cooperativa AND k.id_ciclo = an.id_ciclo AND k.id_cuenta = an.id_cuenta
      GROUP BY 1, 2, 3, k.fecha ORDER BY 1, 2, 3`,
  ],
  // 0069: each advance's balance as of its day, for the sort by balance; 0070: its search text.
  'anticipos.saldo_orden y busqueda': [
    `SELECT id_cooperativa, id, saldo_orden::int8, saldo_orden_dia::text, busqueda FROM anticipos ORDER BY 1, 2`,
    `SELECT an.id_cooperativa, an.id, (an.capital_pendiente + an.interes_pendiente
              + anticipo_interes(greatest(an.saldo_orden_dia - an.fecha_corte, 0), an.tasa_interes, an.capital_pendiente))::int8 AS saldo_orden,
            an.saldo_orden_dia::text, coalesce(anticipos_busqueda_texto(an.id_cooperativa, an.id_cuenta, an.folio), '') AS busqueda
       FROM anticipos an ORDER BY 1, 2`,
  ],
  // 0079: an account is a new entry when its producer had none in an earlier cycle.
  'cuentas.nuevo_ingreso': [
    `SELECT id_cooperativa, id, nuevo_ingreso FROM cuentas ORDER BY 1, 2`,
    `SELECT c.id_cooperativa, c.id, NOT EXISTS (SELECT 1 FROM cuentas a WHERE a.id_cooperativa = c.id_cooperativa
              AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo) AS nuevo_ingreso
       FROM cuentas c ORDER BY 1, 2`,
  ],
};
