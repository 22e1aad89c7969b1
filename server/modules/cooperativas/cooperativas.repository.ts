import type { Consulta } from '../../db/db';
import type { CooperativaDatos } from '@domain/cooperativas/cooperativa';
import type { CampoLogo, Cooperativa, OpcionCooperativa } from '@domain/contrato/cooperativas';
import { crearConfiguracion } from './configuracion.repository';

export type { Cooperativa } from '@domain/contrato/cooperativas';

export const CAMPOS_COOPERATIVA = [
  'nombre',
  'iniciales',
  'descripcion',
  'id_cat_productos',
  'cuenta_kobo',
  'certificacion',
  'ubicacion',
  'nombre_legal',
  'direccion',
  'rfc',
  'contacto',
  'flo_id',
] as const;

export async function leerCooperativa(db: Consulta, uuid: string): Promise<Cooperativa | null> {
  const [fila] = await db.query<Cooperativa>(
    `SELECT c.id, c.uuid, ${CAMPOS_COOPERATIVA.map((k) => `c.${k}`).join(', ')}, c.logo, c.logo_certificacion, c.version, c.created_at, c.updated_at,
            coalesce((SELECT array_agg(cp.id_pais ORDER BY cp.id_pais) FROM cooperativas_paises cp WHERE cp.id_cooperativa = c.id), '{}') AS selected_paises
       FROM cooperativas c WHERE c.uuid = $1`,
    [uuid],
  );
  return fila ?? null;
}

async function guardarPaises(tx: Consulta, id: number, paises: number[]): Promise<void> {
  await tx.query('DELETE FROM cooperativas_paises WHERE id_cooperativa = $1', [id]);
  await tx.query('INSERT INTO cooperativas_paises (id_cooperativa, id_pais) SELECT $1, unnest($2::int[]) ON CONFLICT DO NOTHING', [
    id,
    [...new Set(paises)],
  ]);
}

const valores = (d: CooperativaDatos) =>
  CAMPOS_COOPERATIVA.map((k) => {
    const v = d[k];
    return typeof v === 'string' ? (v.trim() === '' ? null : v.trim()) : (v ?? null);
  });

/** Creates the cooperative with its countries and default configuration, in the caller's transaction. */
export async function crearCooperativa(tx: Consulta, d: CooperativaDatos): Promise<{ id: number; uuid: string }> {
  const [fila] = await tx.query<{ id: number; uuid: string }>(
    `INSERT INTO cooperativas (${CAMPOS_COOPERATIVA.join(', ')}) VALUES (${CAMPOS_COOPERATIVA.map((_, i) => `$${i + 1}`).join(', ')})
     RETURNING id, uuid`,
    valores(d),
  );
  await guardarPaises(tx, fila.id, d.selected_paises);
  await crearConfiguracion(tx, fila.id, d.id_cat_productos);
  return fila;
}

export async function actualizarCooperativa(tx: Consulta, id: number, d: CooperativaDatos): Promise<void> {
  await tx.query(
    `UPDATE cooperativas SET ${CAMPOS_COOPERATIVA.map((k, i) => `${k} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id = $1`,
    [id, ...valores(d)],
  );
  await guardarPaises(tx, id, d.selected_paises);
}

export async function paisesExisten(db: Consulta, ids: number[]): Promise<boolean> {
  const [f] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM paises WHERE id = ANY($1::int[])', [[...new Set(ids)]]);
  return f.n === new Set(ids).size;
}

/** GET cooperativas: every cooperative for role 1 (`todas`), otherwise only the user's own. */
export async function opcionesCooperativa(db: Consulta, todas: boolean, idCooperativa: number): Promise<OpcionCooperativa[]> {
  return db.query<OpcionCooperativa>(`SELECT id, uuid, nombre FROM cooperativas WHERE $1 OR id = $2 ORDER BY nombre, id`, [
    todas,
    idCooperativa,
  ]);
}

/** Points the cooperative's logo (or certification logo) at a stored file. */
export async function ponerLogo(tx: Consulta, id: number, campo: CampoLogo, archivo: string): Promise<void> {
  // `campo` is one of the two literal columns (CampoLogo), never text from the request.
  const columna = campo === 'logo' ? 'logo' : 'logo_certificacion';
  await tx.query(`UPDATE cooperativas SET ${columna} = $2, updated_at = now() WHERE id = $1`, [id, archivo]);
}
