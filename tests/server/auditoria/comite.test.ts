import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { usuarioPorCorreo } from '../ayudas';
import { cuentaSinEvaluar, enviarComite, formularioValido } from '../comite/comite-ayudas';

/** Each committee write leaves one audit row, in its transaction, naming the producer (issue 13 'Historial de cambios'). */
let e: Entorno;
let comite: string;
let idComite: number;

interface Fila {
  id: number;
  id_cooperativa: number;
  id_user: number;
  accion: string;
  entidad: string;
  id_entidad: string;
  id_productor: number | null;
  antes: Record<string, Record<string, unknown>> | null;
  despues: Record<string, Record<string, unknown>> | null;
}

let ultimo = 0;
async function nuevas(): Promise<Fila[]> {
  const filas = await e.db.query<Fila>('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [ultimo]);
  if (filas.length) ultimo = filas[filas.length - 1].id;
  return filas;
}

beforeAll(async () => {
  e = await crearEntorno();
  comite = await e.entrar('comite.sierra@cosecha.demo');
  idComite = (await usuarioPorCorreo(e.db, 'comite.sierra@cosecha.demo')).id;
  await nuevas();
});
afterAll(async () => {
  await e?.cerrar();
});

describe('auditoría del comité de evaluación', () => {
  it('registrar, editar y dar seguimiento: una fila cada uno, con el productor y los valores antes y después', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    const r = await enviarComite(e, comite, '/api/comite_evaluaciones', formularioValido(c.id, { id_nivel_riesgo: 2 }));
    expect(r.statusCode, r.body).toBe(200);
    const { uuid } = r.json().data[0];
    const [alta] = await nuevas().then((f) => f.filter((x) => x.entidad === 'comite_evaluaciones'));
    expect(alta).toMatchObject({ id_cooperativa: 1, id_user: idComite, accion: 'crear', id_entidad: uuid, id_productor: c.id_productor });
    expect(alta.antes?.cuenta).toMatchObject({ id: c.id, id_cuenta_categoria: 2 });
    expect(alta.despues?.cuenta).toEqual({ id: c.id, id_cuenta_categoria: 3, id_nivel_riesgo: 2 });
    expect(alta.despues?.evaluacion).toMatchObject({ condicion: 2, sanc_cat_anterior: 2, sanc_cat_nueva: 3, fecha_aut: '2026-01-15' });

    const d = (await e.pedir(comite, 'GET', `/api/comite_evaluaciones/${uuid}`)).json().data;
    const ed = await enviarComite(
      e,
      comite,
      `/api/comite_evaluaciones_update/${uuid}`,
      formularioValido(c.id, { version: d.version, sanc_cat_nueva: 4, condicion: 1, aprob_sc_observaciones: 'Cumplió', aprob_cc_list: [] }),
      null,
    );
    expect(ed.statusCode, ed.body).toBe(200);
    const filas = await nuevas();
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ accion: 'editar', entidad: 'comite_evaluaciones', id_entidad: uuid, id_productor: c.id_productor });
    expect(filas[0].antes?.evaluacion).toMatchObject({ condicion: 2, sanc_cat_nueva: 3, version: 1 });
    expect(filas[0].antes?.evaluacion.aprob_cc_list).toHaveLength(1);
    expect(filas[0].despues?.evaluacion).toMatchObject({ condicion: 1, sanc_cat_nueva: 4, aprob_cc_list: [], version: 2 });
    expect(filas[0].antes?.cuenta).toMatchObject({ id_cuenta_categoria: 3 });
    expect(filas[0].despues?.cuenta).toMatchObject({ id_cuenta_categoria: 4 });

    const detalle = await e.db.query<{ id: number; id_productor: number }>(
      `SELECT d.id, c.id_productor FROM comite_evaluaciones_detalles d
         JOIN comite_evaluaciones x ON x.id_cooperativa = d.id_cooperativa AND x.id = d.id_comite_evaluacion
         JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
        WHERE d.id_cooperativa = 1 AND d.verif_cumplido IS NULL ORDER BY d.id LIMIT 1`,
    );
    const s = await e.pedir(comite, 'POST', '/api/comite_evaluaciones_update_details', {
      id: detalle[0].id,
      verif_cumplido: 1,
      verif_fecha: '2026-02-01',
    });
    expect(s.statusCode, s.body).toBe(200);
    const [seg] = await nuevas();
    expect(seg).toMatchObject({
      accion: 'editar',
      entidad: 'comite_evaluaciones_detalles',
      id_entidad: String(detalle[0].id),
      id_productor: detalle[0].id_productor,
      antes: { verif_cumplido: null, verif_fecha: null },
      despues: { verif_cumplido: 1, verif_fecha: '2026-02-01' },
    });
  });

  it('una escritura rechazada (422, 409, 403, 404) no deja fila', async () => {
    const c = await cuentaSinEvaluar(e, 1, 2);
    await nuevas();
    expect((await enviarComite(e, comite, '/api/comite_evaluaciones', formularioValido(c.id, { condicion: 0 }))).statusCode).toBe(422);
    const tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
    expect((await enviarComite(e, tecnico, '/api/comite_evaluaciones', formularioValido(c.id))).statusCode).toBe(403);
    const gerente = await e.entrar('gerente@cosecha.demo');
    await e.db.query(`INSERT INTO roles_permisos (id_rol, permiso) VALUES (2, 'COMITE') ON CONFLICT DO NOTHING`);
    expect((await enviarComite(e, gerente, '/api/comite_evaluaciones', formularioValido(c.id))).statusCode).toBe(404);
    const ok = (await enviarComite(e, comite, '/api/comite_evaluaciones', formularioValido(c.id))).json().data[0];
    await nuevas();
    expect(
      (await enviarComite(e, comite, `/api/comite_evaluaciones_update/${ok.uuid}`, formularioValido(c.id, { version: 9 }), null))
        .statusCode,
    ).toBe(409);
    expect(await nuevas()).toEqual([]);
  });
});
