import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { comoDueno, contar, uno } from '../ayudas';

/**
 * The lot's EUDR package (issue 23) is audited in the transaction that records it: one row with who, which package
 * and its hash; a refused or failed package leaves neither the package, its plots, the audit row nor its zip on disk.
 */
let e: Entorno;
let admin: string;
let lote: string;
const ruta = (uuid: string) => `/api/admin/acopios/lotes/paquete_eudr/${uuid}`;
const carpetas = () => readdirSync(tmpdir()).filter((n) => n.startsWith('cosecha-paquete-eudr-'));
/**
 * The package folders made since `antes` that are still there, once those of packages being made meanwhile (other test
 * files run beside this one) are gone too.
 */
const sinCarpetasNuevas = (antes: string[]) =>
  vi.waitFor(() => expect(carpetas().filter((n) => !antes.includes(n))).toEqual([]), { timeout: 5000 });
const filas = async () =>
  (await contar(e.db, 'lotes_paquetes_eudr')) +
  (await contar(e.db, 'lotes_paquetes_eudr_parcelas')) +
  (await contar(e.db, "auditoria WHERE entidad = 'lotes_paquetes_eudr'"));

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  // A lot of the coffee cooperative with some plot that goes in the TRACES file.
  for (const l of await e.db.query<{ uuid: string }>('SELECT uuid FROM lotes WHERE id_cooperativa = 1 ORDER BY id')) {
    const r = await e.pedir(admin, 'GET', ruta(l.uuid));
    if (r.statusCode === 200 && r.json().data.parcelas > 0) {
      lote = l.uuid;
      break;
    }
  }
  expect(lote).toBeDefined();
});
afterAll(() => e.cerrar());

describe('auditoría del paquete EUDR del lote', () => {
  it('una falla dentro de la transacción no deja paquete, parcelas, fila de auditoría ni el zip en disco', async () => {
    const antes = carpetas();
    await comoDueno(e.db, (tx) =>
      tx.script(`
      CREATE FUNCTION paquete_falla() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RAISE EXCEPTION 'falla de prueba'; END $$;
      CREATE TRIGGER paquete_falla_trg BEFORE INSERT ON auditoria FOR EACH ROW WHEN (NEW.entidad = 'lotes_paquetes_eudr') EXECUTE FUNCTION paquete_falla();`),
    );
    try {
      const r = await e.pedir(admin, 'POST', ruta(lote), { aceptar_avisos: true });
      expect(r.statusCode).toBe(500);
      expect(await filas()).toBe(0);
      await sinCarpetasNuevas(antes);
    } finally {
      await comoDueno(e.db, (tx) => tx.script('DROP TRIGGER paquete_falla_trg ON auditoria; DROP FUNCTION paquete_falla();'));
    }
  });

  it('generar el paquete escribe una fila: quién, qué paquete, su SHA-256 y cuántos avisos aceptó; el zip temporal se borra', async () => {
    const antes = carpetas();
    const r = await e.pedir(admin, 'POST', ruta(lote), { aceptar_avisos: true });
    expect(r.statusCode).toBe(200);
    const uuid = String(r.headers['x-paquete-uuid']);
    const a = await uno<{
      accion: string;
      email_user: string;
      id_user: number;
      id_entidad: string;
      antes: unknown;
      despues: Record<string, unknown>;
    }>(e.db, "SELECT accion, email_user, id_user, id_entidad, antes, despues FROM auditoria WHERE entidad = 'lotes_paquetes_eudr'");
    const k = await uno<{ sha256: string; bytes: number; parcelas: number; avisos: unknown[] }>(
      e.db,
      'SELECT sha256, bytes, parcelas, avisos FROM lotes_paquetes_eudr WHERE uuid = $1',
      [uuid],
    );
    expect(a).toMatchObject({ accion: 'crear', email_user: 'admin@cosecha.demo', id_entidad: uuid, antes: null });
    expect(a.despues).toEqual({
      lote,
      nombre_archivo: expect.stringMatching(/^paquete_eudr_.+\.zip$/),
      sha256: k.sha256,
      bytes: k.bytes,
      productores: expect.any(Number),
      parcelas: k.parcelas,
      avisos: k.avisos.length,
    });
    // Removed once the file was sent (the stream's close), right after the answer.
    await sinCarpetasNuevas(antes);
  });

  it('un paquete rechazado (422 avisos sin aceptar, 403, 404) no se audita', async () => {
    const antes = await filas();
    const prep = (await e.pedir(admin, 'GET', ruta(lote))).json().data;
    if (prep.avisos.length) expect((await e.pedir(admin, 'POST', ruta(lote), { aceptar_avisos: false })).statusCode).toBe(422);
    expect((await e.pedir(await e.entrar('acopio@cosecha.demo'), 'POST', ruta(lote), { aceptar_avisos: true })).statusCode).toBe(403);
    expect((await e.pedir(await e.entrar('gerente@cosecha.demo'), 'POST', ruta(lote), { aceptar_avisos: true })).statusCode).toBe(404);
    expect(await filas()).toBe(antes);
  });
});
