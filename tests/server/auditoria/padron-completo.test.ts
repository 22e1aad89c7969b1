import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';

/**
 * The complete register's inline edit writes one audit row per saved cell, in its transaction: who, the table the
 * cell lives in, the cell's old and new value, and the producer it concerns (auditoria.id_productor, for the
 * producer's 'Historial de cambios'). A refused edit (422, 409) writes none.
 */
let e: Entorno;
let admin: string;

interface FilaAuditoria {
  id: number;
  id_cooperativa: number;
  email_user: string | null;
  accion: string;
  entidad: string;
  id_entidad: string;
  id_productor: number | null;
  antes: Record<string, unknown>;
  despues: Record<string, unknown>;
}

let ultimo = 0;
async function nuevas(): Promise<FilaAuditoria[]> {
  const filas = await e.db.query<FilaAuditoria>('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [ultimo]);
  if (filas.length) ultimo = filas[filas.length - 1].id;
  return filas;
}

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  await nuevas();
});
afterAll(async () => {
  await e.cerrar();
});

async function cuentaConProductor(): Promise<{ id: number; id_productor: number; no_celular: string | null; pergamino: number | null }> {
  return uno(
    e.db,
    `SELECT c.id, c.id_productor, p.no_celular, s.pergamino_actual AS pergamino FROM cuentas c
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       LEFT JOIN padron_sic s ON s.id_cooperativa = c.id_cooperativa AND s.id_cuenta = c.id
      WHERE c.id_cooperativa = 1 AND c.confirmado = 1 AND c.fecha_baja IS NULL
      ORDER BY c.id_ciclo DESC, c.id LIMIT 1`,
  );
}

describe('auditoría del padrón completo', () => {
  it('una celda del productor: entidad productores, antes y después de esa celda, id_productor', async () => {
    const c = await cuentaConProductor();
    await nuevas();
    const r = await e.pedir(admin, 'POST', '/api/admin/sic/padron_edit/contacto_celular', {
      id_cuenta: c.id,
      new_value: '9610001122',
      valor_anterior: c.no_celular,
    });
    expect(r.statusCode, r.body).toBe(200);
    const filas = await nuevas();
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({
      id_cooperativa: 1,
      email_user: 'admin@cosecha.demo',
      accion: 'editar',
      entidad: 'productores',
      id_entidad: String(c.id_productor),
      id_productor: c.id_productor,
      antes: { contacto_celular: c.no_celular, id_cuenta: c.id },
      despues: { contacto_celular: '9610001122', id_cuenta: c.id },
    });
  });

  it('una celda SIC: entidad padron_sic con su id, el peso en kg ×100', async () => {
    const c = await cuentaConProductor();
    await nuevas();
    const r = await e.pedir(admin, 'POST', '/api/admin/sic/padron_edit/s6_pergamino_actual', {
      id_cuenta: c.id,
      new_value: 98765,
      valor_anterior: c.pergamino === null ? null : Number(c.pergamino),
    });
    expect(r.statusCode, r.body).toBe(200);
    const [f] = await nuevas();
    expect(f.entidad).toBe('padron_sic');
    expect(f.id_entidad).toBe(String(r.json().data.id_sic_informacion_general));
    expect(f.id_productor).toBe(c.id_productor);
    expect(f.despues).toEqual({ s6_pergamino_actual: 98765, id_cuenta: c.id });
  });

  it('una edición rechazada (422 o 409) no deja rastro', async () => {
    const c = await cuentaConProductor();
    await nuevas();
    const mala = await e.pedir(admin, 'POST', '/api/admin/sic/padron_edit/contacto_celular', {
      id_cuenta: c.id,
      new_value: '9'.repeat(26),
      valor_anterior: '9610001122',
    });
    expect(mala.statusCode).toBe(422);
    const vieja = await e.pedir(admin, 'POST', '/api/admin/sic/padron_edit/contacto_celular', {
      id_cuenta: c.id,
      new_value: '9610003344',
      valor_anterior: 'otro',
    });
    expect(vieja.statusCode).toBe(409);
    expect(await nuevas()).toEqual([]);
  });
});
