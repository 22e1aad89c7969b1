import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno, usuarioPorCorreo } from '../ayudas';

/** The locality risk's audit rows (spec 001 §2.13; DESIGN §3): who, which locality, the old and the new risk. */
let e: Entorno;
let tecnico: string;
let idTecnico: number;
let localidad: { id: number; uuid: string; nombre: string };

interface Fila {
  id_cooperativa: number;
  id_user: number;
  accion: string;
  entidad: string;
  id_entidad: string;
  id_productor: number | null;
  antes: unknown;
  despues: unknown;
}
let ultimo = 0;
async function nuevas(): Promise<Fila[]> {
  const filas = await e.db.query<Fila & { id: number }>('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [ultimo]);
  if (filas.length) ultimo = filas[filas.length - 1].id;
  return filas;
}
const poner = (riesgo: unknown) => e.pedir(tecnico, 'PUT', `/api/localidades/${localidad.uuid}`, { id_cat_localidad_riesgo: riesgo });

beforeAll(async () => {
  e = await crearEntorno();
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  idTecnico = (await usuarioPorCorreo(e.db, 'tecnico.sierra@cosecha.demo')).id;
  localidad = await uno(
    e.db,
    `SELECT l.id, l.uuid, l.nombre FROM localidades l
      WHERE EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = 1 AND p.id_localidad = l.id)
        AND NOT EXISTS (SELECT 1 FROM localidades_riesgo r WHERE r.id_cooperativa = 1 AND r.id_localidad = l.id)
      ORDER BY l.id LIMIT 1`,
  );
  await nuevas();
});
afterAll(async () => {
  await e.cerrar();
});

describe('el riesgo de una localidad se audita en su transacción', () => {
  it('elegirlo, cambiarlo y quitarlo: una fila cada vez con el valor anterior y el nuevo', async () => {
    const base = { id_cooperativa: 1, id_user: idTecnico, entidad: 'localidades_riesgo', id_entidad: localidad.uuid, id_productor: null };
    expect((await poner(2)).statusCode).toBe(200);
    expect(await nuevas()).toMatchObject([
      {
        ...base,
        accion: 'crear',
        antes: { localidad: localidad.nombre, id_cat_localidad_riesgo: null },
        despues: { id_cat_localidad_riesgo: 2 },
      },
    ]);
    expect((await poner(3)).statusCode).toBe(200);
    expect(await nuevas()).toMatchObject([
      { ...base, accion: 'editar', antes: { id_cat_localidad_riesgo: 2 }, despues: { id_cat_localidad_riesgo: 3 } },
    ]);
    expect((await poner(null)).statusCode).toBe(200);
    expect(await nuevas()).toMatchObject([
      { ...base, accion: 'eliminar', antes: { id_cat_localidad_riesgo: 3 }, despues: { id_cat_localidad_riesgo: null } },
    ]);
  });

  it('guardar el mismo valor, o uno rechazado, no deja fila', async () => {
    expect((await poner(1)).statusCode).toBe(200);
    expect(await nuevas()).toHaveLength(1);
    expect((await poner(1)).statusCode).toBe(200);
    expect((await poner(7)).statusCode).toBe(422);
    expect(await nuevas()).toEqual([]);
  });
});
