import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno } from '../ayudas';
import { migracionesEsperadas } from '../../../server/db/migrate';
import { ESPERA_BASE_MS, leerBase } from '../../../server/modules/salud/salud.repository';
import type { Db } from '../../../server/db/db';
import type { RespuestaSalud } from '@domain/contrato/salud';

/**
 * `GET /api/salud` (issue 29 item 5): without a session, never cached, 200 while the process can serve and 503 when
 * it cannot (schema behind its code, database not answering), 'degradado' with the reason for a stuck queue.
 */
let e: Entorno;

beforeAll(async () => {
  e = await crearEntorno();
});
afterAll(() => e?.cerrar());

async function salud(): Promise<{ codigo: number; cuerpo: RespuestaSalud; cache: unknown }> {
  const r = await e.pedir(null, 'GET', '/api/salud');
  return { codigo: r.statusCode, cuerpo: r.json() as RespuestaSalud, cache: r.headers['cache-control'] };
}

describe('GET /api/salud', () => {
  it('sin sesión: la base responde, las migraciones al día, la cola y el disco', async () => {
    const { codigo, cuerpo, cache } = await salud();
    expect(codigo).toBe(200);
    expect(cache).toBe('no-store');
    expect(cuerpo.estado).toBe('ok');
    expect(cuerpo.base.ok).toBe(true);
    expect(cuerpo.base.tipo).toBe(e.db.tipo);
    expect(cuerpo.migraciones).toEqual({ aplicadas: migracionesEsperadas(), esperadas: migracionesEsperadas(), al_dia: true });
    expect(cuerpo.cola.pendientes).toBeGreaterThanOrEqual(0);
    expect(cuerpo.disco!.total_bytes).toBeGreaterThan(cuerpo.disco!.libre_bytes);
    expect(Date.parse(cuerpo.iniciado_en)).not.toBeNaN();
  });

  it('un trabajo que espera hace 20 min: degradado, sigue en 200, y dice por qué', async () => {
    const [t] = await e.db.query<{ id: number }>(
      `INSERT INTO trabajos (tipo, clave, estado, disponible_en, creado_en)
       VALUES ('prueba_salud', 'atorado', 'pendiente', now() - interval '20 minutes', now() - interval '20 minutes') RETURNING id`,
    );
    try {
      const { codigo, cuerpo } = await salud();
      expect(codigo).toBe(200);
      expect(cuerpo.estado).toBe('degradado');
      expect(cuerpo.avisos).toContain('Un trabajo espera desde hace 20 min');
      expect(cuerpo.cola.espera_mas_antigua_s).toBeGreaterThanOrEqual(20 * 60);
    } finally {
      await e.db.query('DELETE FROM trabajos WHERE id = $1', [t.id]);
    }
  });

  it('una base con una migración de menos que su código: 503 falla (fuera del balanceador)', async () => {
    // only the owner may touch the migrations list (server/db/roles.ts)
    const [m] = await comoDueno(e.db, (tx) =>
      tx.query<{ nombre: string; sha256: string; aplicada_en: string }>(
        'DELETE FROM migraciones WHERE nombre = (SELECT max(nombre) FROM migraciones) RETURNING nombre, sha256, aplicada_en::text',
      ),
    );
    try {
      const { codigo, cuerpo } = await salud();
      expect(codigo).toBe(503);
      expect(cuerpo.estado).toBe('falla');
      expect(cuerpo.migraciones.al_dia).toBe(false);
      expect(cuerpo.avisos[0]).toBe(
        `Migraciones: la base tiene ${migracionesEsperadas() - 1} y este código espera ${migracionesEsperadas()}`,
      );
    } finally {
      await comoDueno(e.db, (tx) =>
        tx.query('INSERT INTO migraciones (nombre, sha256, aplicada_en) VALUES ($1, $2, $3::timestamptz)', [
          m.nombre,
          m.sha256,
          m.aplicada_en,
        ]),
      );
    }
    expect((await salud()).codigo).toBe(200);
  });

  it('una base que falla o no contesta es una lectura, no un error: ok false', async () => {
    const caida = { query: () => Promise.reject(new Error('ECONNREFUSED')) } as unknown as Db;
    expect(await leerBase(caida)).toMatchObject({ ok: false, aplicadas: null, cola: null });
    const muda = { query: () => new Promise(() => {}) } as unknown as Db;
    const t0 = Date.now();
    expect(await leerBase(muda)).toMatchObject({ ok: false });
    expect(Date.now() - t0).toBeGreaterThanOrEqual(ESPERA_BASE_MS - 50);
  });
});
