import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Consulta } from '../../../server/db/db';
import { verificarCadena, type CadenaCooperativa } from '../../../server/modules/auditoria/verificar-cadena';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';

/**
 * Issue 22 item 11: the audit trail is a hash chain per cooperative (migration 0044). A row slipped in with a forged
 * hash, an edited row or a deleted one breaks it and the verification names the row; concurrent writers still make
 * one unbroken chain. The owner's bypasses (disabling a trigger) run inside a transaction that is rolled back.
 */
let e: Entorno;
let gerente: string;

const usuario = (n: number) => ({
  email: `cadena${n}@chontalpa.demo`,
  username: `93300${String(n).padStart(5, '0')}`,
  password: 'clave-segura-1',
  nombres: 'Cadena',
  apellido_paterno: `Prueba ${n}`,
  apellido_materno: null,
  foto: null,
  id_rol: 5,
  id_cooperativa: 2,
  id_centros_acopios: null,
});

class Descartar extends Error {}
/** Runs `fn` as the owner in a transaction that is then rolled back: the tampering never outlives the test. */
async function yDeshacer<T>(fn: (tx: Consulta) => Promise<T>): Promise<T> {
  let r: T | undefined;
  await e.db
    .transaction(async (tx) => {
      // as the owner: the app's role may not touch the audit trail at all (server/db/roles.ts)
      await tx.query('SET LOCAL ROLE NONE');
      r = await fn(tx);
      throw new Descartar();
    })
    .catch((err: unknown) => {
      if (!(err instanceof Descartar)) throw err;
    });
  return r as T;
}

const rotas = (cadenas: CadenaCooperativa[]) => cadenas.filter((c) => c.ruptura);
const deChontalpa = (cadenas: CadenaCooperativa[]) => cadenas.find((c) => c.id_cooperativa === 2)!;

/** A row in the middle of cooperative 2's chain (not its first nor its last). */
const filaDelMedio = () =>
  uno<{ id: string; eslabon: string }>(
    e.db,
    `SELECT id::text, eslabon::text FROM auditoria WHERE id_cooperativa = 2 ORDER BY eslabon OFFSET 1 LIMIT 1`,
  );

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  for (const n of [1, 2, 3]) expect((await e.pedir(gerente, 'POST', '/api/users', usuario(n))).statusCode).toBe(201);
});
afterAll(() => e?.cerrar());

describe('issue 22 item 11: la auditoría es una cadena de hashes', () => {
  it('tras escrituras ordinarias la cadena de cada cooperativa se verifica, eslabón tras eslabón', async () => {
    const cadenas = await verificarCadena(e.db);
    expect(rotas(cadenas)).toEqual([]);
    expect(deChontalpa(cadenas).eslabones).toBeGreaterThanOrEqual(3);
    const filas = await e.db.query<{ eslabon: string; hash_anterior: string; hash: string }>(
      `SELECT eslabon::text, hash_anterior, hash FROM auditoria WHERE id_cooperativa = 2 ORDER BY eslabon`,
    );
    filas.forEach((f, i) => {
      expect(f.eslabon).toBe(String(i + 1));
      expect(f.hash).toMatch(/^[0-9a-f]{64}$/);
      expect(f.hash_anterior).toBe(i === 0 ? '0'.repeat(64) : filas[i - 1].hash);
    });
  });

  it('quien inserta no elige el hash ni el eslabón: el disparador los pone', async () => {
    await yDeshacer(async (tx) => {
      const [f] = await tx.query<{ eslabon: string; hash: string }>(
        `INSERT INTO auditoria (id_cooperativa, accion, entidad, id_entidad, eslabon, hash_anterior, hash)
         VALUES (2, 'editar', 'users', 'x', 1, $1, $1) RETURNING eslabon::text, hash`,
        ['f'.repeat(64)],
      );
      expect(f.hash).not.toBe('f'.repeat(64));
      expect(f.eslabon).not.toBe('1');
      expect(rotas(await verificarCadena(tx))).toEqual([]);
    });
  });

  it('una fila metida con un hash falso rompe la cadena y la verificación la nombra', async () => {
    const cadenas = await yDeshacer(async (tx) => {
      await tx.query('ALTER TABLE auditoria DISABLE TRIGGER auditoria_encadenar_trg');
      await tx.query(
        `INSERT INTO auditoria (id_cooperativa, id, accion, entidad, id_entidad, eslabon, hash_anterior, hash)
         SELECT 2, 999999, 'crear', 'users', 'falsa', max(eslabon) + 1,
                (SELECT hash FROM auditoria WHERE id_cooperativa = 2 ORDER BY eslabon DESC LIMIT 1), repeat('a', 64)
           FROM auditoria WHERE id_cooperativa = 2`,
      );
      return verificarCadena(tx);
    });
    expect(rotas(cadenas)).toHaveLength(1);
    expect(deChontalpa(cadenas).ruptura).toMatchObject({ id: '999999', motivo: expect.stringMatching(/alterada o falsificada/) });
  });

  it('una fila editada rompe la cadena en esa fila', async () => {
    const medio = await filaDelMedio();
    const cadenas = await yDeshacer(async (tx) => {
      await tx.query('ALTER TABLE auditoria DISABLE TRIGGER auditoria_inmutable_trg');
      await tx.query(`UPDATE auditoria SET despues = '{"nombres":"Otro"}' WHERE id_cooperativa = 2 AND id = $1::bigint`, [medio.id]);
      return verificarCadena(tx);
    });
    expect(rotas(cadenas)).toHaveLength(1);
    expect(deChontalpa(cadenas).ruptura).toMatchObject({ id: medio.id, eslabon: medio.eslabon });
  });

  it('una fila borrada rompe la cadena en la fila siguiente, que dice qué eslabón falta', async () => {
    const medio = await filaDelMedio();
    const cadenas = await yDeshacer(async (tx) => {
      await tx.query('ALTER TABLE auditoria DISABLE TRIGGER auditoria_inmutable_trg');
      await tx.query(`DELETE FROM auditoria WHERE id_cooperativa = 2 AND id = $1::bigint`, [medio.id]);
      return verificarCadena(tx);
    });
    expect(rotas(cadenas)).toHaveLength(1);
    expect(deChontalpa(cadenas).ruptura).toMatchObject({
      eslabon: String(Number(medio.eslabon) + 1),
      motivo: `falta el eslabón ${medio.eslabon} (después del ${Number(medio.eslabon) - 1} viene el ${Number(medio.eslabon) + 1})`,
    });
  });

  it('20 escrituras a la vez dejan una sola cadena sin huecos ni bifurcaciones', async () => {
    const antes = deChontalpa(await verificarCadena(e.db)).eslabones;
    const respuestas = await Promise.all(Array.from({ length: 20 }, (_, i) => e.pedir(gerente, 'POST', '/api/users', usuario(100 + i))));
    expect(respuestas.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const cadenas = await verificarCadena(e.db);
    expect(rotas(cadenas)).toEqual([]);
    expect(deChontalpa(cadenas).eslabones).toBe(antes + 20);
  });
});
