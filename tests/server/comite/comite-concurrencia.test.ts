import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { cuentaSinEvaluar, enviarComite, formularioValido } from './comite-ayudas';

/**
 * Issue 22 item 3: ten concurrent saves of the committee's decision on one account gave 10 evaluations on PGlite (4 and
 * 1 on PostgreSQL, the rest 404) and the newest recorded the previous category wrongly. Now: one decision per account
 * (its cycle), the account locked while it is read; the same Idempotency-Key answers the first save; another save of
 * the same cycle is a 422 that says to edit. Run on PostgreSQL too (TEST_DATABASE_URL).
 */
let e: Entorno;
let comite: string;
const CREAR = '/api/comite_evaluaciones';
const YA_EVALUADA = 'El productor ya tiene una evaluación del comité en este ciclo; use «Editar evaluación»';

beforeAll(async () => {
  e = await crearEntorno();
  comite = await e.entrar('comite.sierra@cosecha.demo');
});
afterAll(async () => {
  await e?.cerrar();
});

const evaluacionesDe = (idCuenta: number) => contar(e.db, 'comite_evaluaciones WHERE id_cooperativa = 1 AND id_cuenta = $1', [idCuenta]);

describe('issue 22 item 3: decisiones del comité a la vez sobre una cuenta', () => {
  it('10 guardados a la vez con claves distintas: 1 evaluación, 9 × 422 «ya tiene una evaluación», 0 × 404 ni 5xx; la categoría anterior es la de la cuenta', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const rs = await Promise.all(
      Array.from({ length: 10 }, (_, i) => enviarComite(e, comite, CREAR, formularioValido(c.id, { sanc_cat_nueva: 3 + (i % 2) }))),
    );
    const codigos = rs.map((r) => r.statusCode).sort();
    expect(codigos, rs.map((r) => r.body).join('\n')).toEqual([200, ...Array(9).fill(422)]);
    for (const r of rs.filter((x) => x.statusCode === 422)) expect(r.json().errors).toEqual({ id_cuenta: [YA_EVALUADA] });
    expect(await evaluacionesDe(c.id)).toBe(1);
    const g = rs.find((r) => r.statusCode === 200)!.json().data[0];
    const ev = await uno<{ sanc_cat_anterior: number; sanc_cat_nueva: number }>(
      e.db,
      'SELECT sanc_cat_anterior, sanc_cat_nueva FROM comite_evaluaciones WHERE id_cooperativa = 1 AND uuid = $1',
      [g.uuid],
    );
    expect(ev.sanc_cat_anterior).toBe(2);
    const cuenta = await uno<{ id_cuenta_categoria: number }>(
      e.db,
      'SELECT id_cuenta_categoria FROM cuentas WHERE id_cooperativa = 1 AND id = $1',
      [c.id],
    );
    expect(cuenta.id_cuenta_categoria).toBe(ev.sanc_cat_nueva);
  });

  it('10 guardados a la vez con la misma Idempotency-Key: 1 evaluación, las 10 respuestas 200 con el mismo uuid', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const clave = `comite-una-vez-${c.id}`;
    const campos = formularioValido(c.id);
    const rs = await Promise.all(Array.from({ length: 10 }, () => enviarComite(e, comite, CREAR, campos, undefined, clave)));
    expect(rs.map((r) => r.statusCode)).toEqual(Array(10).fill(200));
    expect(new Set(rs.map((r) => r.json().data[0].uuid)).size).toBe(1);
    expect(await evaluacionesDe(c.id)).toBe(1);
    // The same key with another decision is refused; without a key, the spec's form cannot be sent.
    const otra = await enviarComite(e, comite, CREAR, formularioValido(c.id, { lugar: 'Otro lugar' }), undefined, clave);
    expect(otra.statusCode).toBe(409);
    expect(otra.json().errors['idempotency-key']).toEqual(['Esta clave de envío ya se usó para otros datos; recargue el formulario']);
    const sinClave = await enviarComite(e, comite, CREAR, formularioValido(c.id), undefined, '');
    expect(sinClave.json().errors['idempotency-key']).toEqual([
      'Falta el encabezado Idempotency-Key: recargue el formulario e intente de nuevo',
    ]);
    expect(await evaluacionesDe(c.id)).toBe(1);
  });
});

describe('issue 22 item 11: las respuestas guardadas por Idempotency-Key caducan a los 7 días', () => {
  it('un guardado borra las de su usuario con más de 7 días y deja las recientes', async () => {
    const { id } = await uno<{ id: number }>(e.db, "SELECT id FROM users WHERE email = 'comite.sierra@cosecha.demo'");
    await e.db.query(
      `INSERT INTO idempotencia (id_cooperativa, id_usuario, clave, huella, codigo, respuesta, created_at) VALUES
         (1, $1, 'vieja-de-8-dias', 'h', 200, 'null', now() - interval '8 days'),
         (1, $1, 'reciente-de-6-dias', 'h', 200, 'null', now() - interval '6 days')`,
      [id],
    );
    const c = await cuentaSinEvaluar(e, 1, 2);
    expect((await enviarComite(e, comite, CREAR, formularioValido(c.id))).statusCode).toBe(200);
    const claves = (
      await e.db.query<{ clave: string }>('SELECT clave FROM idempotencia WHERE id_cooperativa = 1 AND id_usuario = $1', [id])
    ).map((f) => f.clave);
    expect(claves).not.toContain('vieja-de-8-dias');
    expect(claves).toContain('reciente-de-6-dias');
  });
});
