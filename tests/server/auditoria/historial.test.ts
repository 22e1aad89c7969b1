import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { crearRol, crearUsuarioSql, MSG_401, MSG_403, MSG_404, uno, usuarioPorCorreo, UUID_INEXISTENTE } from '../ayudas';
import { CURSOR_AJENO } from '../../../server/modules/auditoria/leer-historial';
import type { FilaHistorial, RespuestaHistorial } from '@domain/contrato/historial';

/** GET /api/cuentas/historial/{productor_uuid} (issue 13, beyond the spec; docs/DECISIONES.md 'historial de cambios'). */
let e: Entorno;
let gerente: string; // cooperative 2, may read producers (CUENTAS)
let sinCuentas: string; // cooperative 2, without CUENTAS
let productor: { id: number; uuid: string; cuenta_uuid: string };
let ajeno: string; // a producer of cooperative 1

const historial = (token: string | null, uuid: string, antes?: string) =>
  e.pedir(token, 'GET', `/api/cuentas/historial/${uuid}${antes === undefined ? '' : `?antes=${antes}`}`);

/** A stored audit row of the test producer, written as the app would (in cooperative 2). */
async function fila(c: {
  accion?: string;
  entidad?: string;
  despues?: unknown;
  id_user?: number | null;
  email?: string | null;
  cuando: string;
}) {
  await e.db.query(
    `INSERT INTO auditoria (id_cooperativa, id_user, email_user, accion, entidad, id_entidad, antes, despues, created_at, id_productor)
     VALUES (2, $1, $2, $3, $4, $5, NULL, $6, $7, $8)`,
    [
      c.id_user ?? null,
      c.email ?? null,
      c.accion ?? 'editar',
      c.entidad ?? 'productores',
      productor.uuid,
      JSON.stringify(c.despues ?? {}),
      c.cuando,
      productor.id,
    ],
  );
}

beforeAll(async () => {
  e = await crearEntorno();
  await crearRol(e.db, 22, 'Sin cuentas', ['USUARIOS_VER']);
  await crearUsuarioSql(e.db, { email: 'sincuentas.historial@chontalpa.demo', id_rol: 22, id_cooperativa: 2 });
  [gerente, sinCuentas] = await Promise.all([e.entrar('gerente@cosecha.demo'), e.entrar('sincuentas.historial@chontalpa.demo')]);
  productor = await uno(
    e.db,
    `SELECT p.id, p.uuid, c.uuid AS cuenta_uuid FROM productores p JOIN cuentas c ON c.id_cooperativa = p.id_cooperativa AND c.id_productor = p.id
      WHERE p.id_cooperativa = 2 AND c.fecha_baja IS NULL
        AND NOT EXISTS (SELECT 1 FROM auditoria a WHERE a.id_cooperativa = 2 AND a.id_productor = p.id)
      ORDER BY c.id_ciclo DESC, p.id LIMIT 1`,
  );
  ajeno = (await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM productores WHERE id_cooperativa = 1 ORDER BY id LIMIT 1')).uuid;
});
afterAll(() => e.cerrar());

describe('quién puede leer el historial', () => {
  it('401 sin sesión, 403 sin el permiso de ver productores (CUENTAS)', async () => {
    const sin = await historial(null, productor.uuid);
    expect([sin.statusCode, sin.json()]).toEqual([401, { message: MSG_401 }]);
    const prohibido = await historial(sinCuentas, productor.uuid);
    expect([prohibido.statusCode, prohibido.json()]).toEqual([403, { message: MSG_403 }]);
  });

  it('404 para un productor que no existe o es de otra cooperativa', async () => {
    for (const u of [UUID_INEXISTENTE, ajeno]) {
      const r = await historial(gerente, u);
      expect([r.statusCode, r.json()]).toEqual([404, { message: MSG_404 }]);
    }
  });

  it('422 para un uuid o un cursor mal formados, y para un cursor de otro productor', async () => {
    expect((await historial(gerente, 'no-es-uuid')).statusCode).toBe(422);
    for (const malo of ['abc', '0', '-1', '1.5']) expect((await historial(gerente, productor.uuid, malo)).statusCode, malo).toBe(422);
    const otra = await uno<{ id: string }>(
      e.db,
      `INSERT INTO auditoria (id_cooperativa, accion, entidad, id_entidad, id_productor) VALUES (2, 'editar', 'productores', 'x', $1) RETURNING id::text`,
      [productor.id + 1],
    );
    const r = await historial(gerente, productor.uuid, otra.id);
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: CURSOR_AJENO, errors: { antes: [CURSOR_AJENO] } });
  });
});

describe('lo que se lee', () => {
  it('sin cambios: una lista vacía y ninguna página siguiente', async () => {
    const r = await historial(gerente, productor.uuid);
    expect(r.statusCode).toBe(200);
    expect(r.json()).toEqual({ data: [], siguiente: null });
  });

  it('un cambio hecho en la aplicación aparece con quién (nombre y correo), cuándo, la acción y los valores', async () => {
    const antes = Date.now();
    const alta = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: productor.cuenta_uuid,
      nombre: 'Parcela del historial',
      superficie: 2.5,
      plantas: 120,
    });
    expect(alta.statusCode, alta.body).toBe(201);
    const r = await historial(gerente, productor.uuid);
    expect(r.statusCode).toBe(200);
    const { data, siguiente } = r.json() as RespuestaHistorial;
    expect(siguiente).toBeNull();
    expect(data).toHaveLength(1);
    const g = await usuarioPorCorreo(e.db, 'gerente@cosecha.demo');
    const quien = await uno<{ nombre: string }>(
      e.db,
      `SELECT nombres || ' ' || apellido_paterno || coalesce(' ' || apellido_materno, '') AS nombre FROM users WHERE id = $1`,
      [g.id],
    );
    expect(data[0]).toMatchObject({
      usuario: quien.nombre,
      email: 'gerente@cosecha.demo',
      accion: 'crear',
      entidad: 'parcelas',
      antes: null,
    });
    expect((data[0].despues as { parcelas: { nombre: string }[] }).parcelas[0].nombre).toBe('Parcela del historial');
    expect(data[0].fecha).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(Date.parse(data[0].fecha)).toBeGreaterThanOrEqual(antes - 60_000);
  });

  it("un cambio sin usuario es del 'Sistema'", async () => {
    await fila({ cuando: '2020-01-01T00:00:00Z', accion: 'editar', entidad: 'parcelas_altitudes' });
    const { data } = (await historial(gerente, productor.uuid)).json() as RespuestaHistorial;
    const sistema = data.find((f) => f.entidad === 'parcelas_altitudes');
    expect(sistema).toMatchObject({ usuario: 'Sistema', email: null });
  });
});

describe('orden y páginas', () => {
  it('del más reciente al más antiguo, 50 por página, por llave: las páginas juntas son todas las filas una sola vez', async () => {
    const total0 = ((await historial(gerente, productor.uuid)).json() as RespuestaHistorial).data.length;
    // 110 rows: pairs written at the same instant (one transaction) tie on created_at and are ordered by id
    for (let i = 0; i < 55; i++) {
      const cuando = new Date(Date.UTC(2021, 0, 1) + i * 3_600_000).toISOString();
      await fila({ cuando, despues: { n: i * 2 } });
      await fila({ cuando, despues: { n: i * 2 + 1 } });
    }
    const leidas: FilaHistorial[] = [];
    let cursor: string | undefined;
    const tamanos: number[] = [];
    for (;;) {
      const r = await historial(gerente, productor.uuid, cursor);
      expect(r.statusCode).toBe(200);
      const pagina = r.json() as RespuestaHistorial;
      tamanos.push(pagina.data.length);
      leidas.push(...pagina.data);
      if (!pagina.siguiente) break;
      expect(pagina.siguiente).toBe(pagina.data[pagina.data.length - 1].id);
      cursor = pagina.siguiente;
    }
    const total = total0 + 110;
    expect(tamanos).toEqual([50, 50, total - 100]);
    expect(new Set(leidas.map((f) => f.id)).size).toBe(total);
    // newest first; ties by id, higher first
    for (let i = 1; i < leidas.length; i++) {
      const a = leidas[i - 1];
      const b = leidas[i];
      const orden = Date.parse(a.fecha) - Date.parse(b.fecha) || Number(BigInt(a.id) - BigInt(b.id));
      expect(orden, `${a.id} antes de ${b.id}`).toBeGreaterThan(0);
    }
    const ns = leidas.filter((f) => f.entidad === 'productores').map((f) => (f.despues as { n: number }).n);
    expect(ns).toEqual(Array.from({ length: 110 }, (_, i) => 109 - i));
  });

  it('otra cooperativa no ve nada del productor aunque pida con un cursor suyo', async () => {
    const admin1 = await e.entrar('admin@cosecha.demo');
    const r = await historial(admin1, productor.uuid);
    expect(r.statusCode).toBe(404);
  });
});
