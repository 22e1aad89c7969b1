import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { MENSAJE_YA_VINCULADO } from '@domain/vinculos/vinculos';

/**
 * Two people link the same field form at the same moment (issue 27): both requests are fired together through the
 * API (Promise.all; on PostgreSQL, TEST_DATABASE_URL, each in its own connection and transaction). The forms' rows
 * are locked FOR UPDATE in the batch's transaction, so exactly one request links and the other answers 409 'ya
 * vinculado', and the form ends linked once: one producer, one format row, one plot.
 */
let e: Entorno;
let admin: string;

const pedir = (url: string, body: unknown) => e.pedir(admin, 'POST', url, body);
const CICLO = `(SELECT id FROM ciclos WHERE id_cooperativa = 1 ORDER BY activo DESC, id DESC LIMIT 1)`;

/** Cooperative 1's current-cycle accounts without baja with at least `parcelas` plots without baja, by id. */
const cuentasCon = (parcelas: number) =>
  e.db.query<{ id: number }>(
    `SELECT c.id FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id_ciclo = ${CICLO} AND c.fecha_baja IS NULL
        AND (SELECT count(*) FROM parcelas x WHERE x.id_cooperativa = 1 AND x.id_cuenta = c.id AND x.fecha_baja IS NULL) >= $1
      ORDER BY c.id`,
    [parcelas],
  );
/** A form of the type still without a producer (the demo's waiting ones), the `n`-th by id. */
const formularioSinProductor = (tipo: string, n = 0) =>
  uno<{ id: number }>(
    e.db,
    `SELECT id FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = $1 AND id_cuenta IS NULL ORDER BY id OFFSET $2 LIMIT 1`,
    [tipo, n],
  );

/** The two answers' status codes, sorted: [200, 409] when one won. */
const estados = (rs: { statusCode: number }[]) => rs.map((r) => r.statusCode).sort((a, b) => a - b);

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e?.cerrar());

describe('vincular a la vez', () => {
  it('el mismo formulario a dos productores: uno vincula, el otro 409; un solo productor y un solo formato', async () => {
    const f = await formularioSinProductor('tx_po');
    const [a, b] = await cuentasCon(0);
    const formatos = await contar(e.db, 'tx_formatos WHERE id_cooperativa = 1');
    const url = '/api/admin/sic/vinculo_forms_cuenta_batch';
    const rs = await Promise.all([a, b].map((c) => pedir(url, { id_cuenta: c.id, idsPP: [], idsPO: [f.id], idsCroquis: [] })));
    expect(estados(rs), rs.map((r) => r.body).join(' | ')).toEqual([200, 409]);
    const perdedor = rs.find((r) => r.statusCode === 409)!;
    expect(perdedor.json().message).toBe(MENSAJE_YA_VINCULADO);
    const ganador = [a, b][rs.findIndex((r) => r.statusCode === 200)];
    const fila = await uno<{ id_cuenta: number; cuenta_formato: number; version: number }>(
      e.db,
      `SELECT f.id_cuenta, t.id_cuenta AS cuenta_formato, f.version FROM formularios_campo f
         JOIN tx_formatos t ON t.id_cooperativa = f.id_cooperativa AND t.id = f.id_formato WHERE f.id_cooperativa = 1 AND f.id = $1`,
      [f.id],
    );
    expect(fila).toEqual({ id_cuenta: ganador.id, cuenta_formato: ganador.id, version: 2 });
    expect(await contar(e.db, 'tx_formatos WHERE id_cooperativa = 1')).toBe(formatos + 1);
  });

  it('el mismo lote de dos formularios, en orden distinto, a dos productores: sin bloqueo mutuo, uno vincula', async () => {
    const x = await formularioSinProductor('tx_po');
    const y = await formularioSinProductor('tx_po', 1);
    const [, , a, b] = await cuentasCon(0);
    const url = '/api/admin/sic/vinculo_forms_cuenta_batch';
    const rs = await Promise.all([
      pedir(url, { id_cuenta: a.id, idsPP: [], idsPO: [x.id, y.id], idsCroquis: [] }),
      pedir(url, { id_cuenta: b.id, idsPP: [], idsPO: [y.id, x.id], idsCroquis: [] }),
    ]);
    expect(estados(rs), rs.map((r) => r.body).join(' | ')).toEqual([200, 409]);
    const ganador = rs[0].statusCode === 200 ? a : b;
    const filas = await e.db.query<{ id_cuenta: number }>(
      'SELECT id_cuenta FROM formularios_campo WHERE id_cooperativa = 1 AND id = ANY($1::int[])',
      [[x.id, y.id]],
    );
    expect(filas.map((f) => f.id_cuenta)).toEqual([ganador.id, ganador.id]);
  });

  it('el mismo formulario a dos parcelas de su productor: una vincula, la otra 409; una sola parcela', async () => {
    const [cuenta] = await cuentasCon(2);
    const f = await formularioSinProductor('sic_pp');
    const primero = await pedir('/api/admin/sic/vinculo_forms_cuenta_batch', {
      id_cuenta: cuenta.id,
      idsPP: [f.id],
      idsPO: [],
      idsCroquis: [],
    });
    expect(primero.statusCode, primero.body).toBe(200);
    const parcelas = await e.db.query<{ id: number }>(
      'SELECT id FROM parcelas WHERE id_cooperativa = 1 AND id_cuenta = $1 AND fecha_baja IS NULL ORDER BY id LIMIT 2',
      [cuenta.id],
    );
    const url = '/api/admin/sic/vinculo_forms_parcela_batch';
    const rs = await Promise.all(parcelas.map((p) => pedir(url, { id_parcela: p.id, idsPP: [f.id], idsPO: [], idsCroquis: [] })));
    expect(estados(rs), rs.map((r) => r.body).join(' | ')).toEqual([200, 409]);
    expect(rs.find((r) => r.statusCode === 409)!.json().message).toBe(MENSAJE_YA_VINCULADO);
    const ganadora = parcelas[rs.findIndex((r) => r.statusCode === 200)];
    const fila = await uno<{ id_parcela: number; parcela_formato: number }>(
      e.db,
      `SELECT f.id_parcela, t.id_parcela AS parcela_formato FROM formularios_campo f
         JOIN tx_formatos t ON t.id_cooperativa = f.id_cooperativa AND t.id = f.id_formato WHERE f.id_cooperativa = 1 AND f.id = $1`,
      [f.id],
    );
    expect(fila).toEqual({ id_parcela: ganadora.id, parcela_formato: ganadora.id });
  });

  it('sin parcela dos veces a la vez con el mismo formulario: una parcela creada, la otra petición 409', async () => {
    const f = await uno<{ id: number }>(
      e.db,
      `SELECT id FROM formularios_campo WHERE id_cooperativa = 1 AND tipo = 'sic_pp' AND id_cuenta IS NULL ORDER BY id DESC LIMIT 1`,
    );
    const [cuenta] = await cuentasCon(0);
    const antes = await contar(e.db, 'parcelas WHERE id_cooperativa = 1');
    const cuerpo = { id_sic: f.id, id_cuenta: cuenta.id, nombre_parcela: 'La Concurrida', num_plantas: 300, superficie: 0.5 };
    const rs = await Promise.all([1, 2].map(() => pedir('/api/admin/sic/vinculo_forms_create_parcela', cuerpo)));
    expect(estados(rs), rs.map((r) => r.body).join(' | ')).toEqual([201, 409]);
    expect(await contar(e.db, 'parcelas WHERE id_cooperativa = 1')).toBe(antes + 1);
  });
});
