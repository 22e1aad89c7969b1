import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';

/** GET parcela_eudr_sic_info/{uuid} (spec 001 §7 'EUDR'): the EUDR answers of the plot's latest inspection. */
let e: Entorno;
let admin: string; // cooperative 1, EUDR
let acopio: string; // cooperative 1, no PARCELAS
let gerente: string; // cooperative 2
let miel: string; // cooperative 3, without EUDR
let inspeccionada: { uuid: string; id: number; fecha: string };
let sinInspeccion: string;

beforeAll(async () => {
  e = await crearEntorno();
  [admin, acopio, gerente, miel] = await Promise.all(
    ['admin@cosecha.demo', 'acopio@cosecha.demo', 'gerente@cosecha.demo', 'miel@cosecha.demo'].map((c) => e.entrar(c)),
  );
  inspeccionada = await uno(
    e.db,
    `SELECT p.uuid, p.id, f.fecha::text AS fecha FROM parcelas_inspeccion_eudr i
       JOIN parcelas p ON p.id_cooperativa = i.id_cooperativa AND p.id = i.id_parcela
       JOIN tx_formatos f ON f.id_cooperativa = i.id_cooperativa AND f.id = i.id_formato
      WHERE i.id_cooperativa = 1 ORDER BY p.id LIMIT 1`,
  );
  sinInspeccion = (
    await uno<{ uuid: string }>(
      e.db,
      `SELECT uuid FROM parcelas p WHERE id_cooperativa = 1
          AND NOT EXISTS (SELECT 1 FROM parcelas_inspeccion_eudr i WHERE i.id_cooperativa = 1 AND i.id_parcela = p.id) LIMIT 1`,
    )
  ).uuid;
});
afterAll(() => e.cerrar());

const leer = (token: string | null, uuid: string) => e.pedir(token, 'GET', `/api/parcela_eudr_sic_info/${uuid}`);

describe('GET parcela_eudr_sic_info/{uuid}', () => {
  it('las respuestas de la última inspección, por variable, con su fecha', async () => {
    const r = await leer(admin, inspeccionada.uuid);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.fecha).toBe(inspeccionada.fecha);
    expect(d.respuestas).toMatchObject({ produccion_area_protegida: 'no', uso_suelo_2023: 'Café' });
    expect(d.respuestas.tenencia_papeles).toMatch(/^(si|no)$/);

    // A newer inspection replaces it in the tab; the older one stays stored.
    const [f] = await e.db.query<{ id: number }>(
      `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte)
       SELECT id_cooperativa, id_cuenta, (SELECT id_ciclo FROM cuentas c WHERE c.id_cooperativa = 1 AND c.id = p.id_cuenta), '2099-01-15',
              'Inspección interna', 'inspeccion_interna' FROM parcelas p WHERE id_cooperativa = 1 AND id = $1 RETURNING id`,
      [inspeccionada.id],
    );
    await e.db.query(
      `INSERT INTO parcelas_inspeccion_eudr (id_cooperativa, id_parcela, id_formato, respuestas) VALUES (1, $1, $2, '{"tala_arboles": "si"}')`,
      [inspeccionada.id, f.id],
    );
    expect((await leer(admin, inspeccionada.uuid)).json().data).toEqual({ fecha: '2099-01-15', respuestas: { tala_arboles: 'si' } });
  });

  it('una parcela sin inspección responde null', async () => {
    const r = await leer(admin, sinInspeccion);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: null });
  });

  it('401 sin sesión, 403 sin PARCELAS o sin EUDR, 404 de otra cooperativa o inexistente, 422 si no es uuid', async () => {
    expect((await leer(null, inspeccionada.uuid)).statusCode).toBe(401);
    expect((await leer(acopio, inspeccionada.uuid)).statusCode).toBe(403);
    expect((await leer(miel, inspeccionada.uuid)).statusCode).toBe(403);
    expect((await leer(gerente, inspeccionada.uuid)).statusCode).toBe(404);
    expect((await leer(admin, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await leer(admin, 'no-es-uuid')).statusCode).toBe(422);
  });
});
