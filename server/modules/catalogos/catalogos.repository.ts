import type { Consulta } from '../../db/db';
import type { Localidad, Municipio, NivelRiesgo, OpcionCentroAcopio, Opcion, Pais, Rol } from '@domain/contrato/catalogos';

/**
 * The catalogues' reads (spec 000 §7, 002 §7). Reference tables (countries, municipalities, localities,
 * genders, risk levels) are shared by everyone; a cooperative's own (regions, centres) are read by its id.
 */

export function paises(db: Consulta): Promise<Pais[]> {
  return db.query<Pais>('SELECT id, nombre, codigo FROM paises ORDER BY nombre');
}

/** Every role, or every role but the Administrador (`idOculto`) for whoever is not one. */
export function roles(db: Consulta, todos: boolean, idOculto: number): Promise<Rol[]> {
  return db.query<Rol>('SELECT id, nombre, descripcion FROM roles WHERE $1 OR id <> $2 ORDER BY id', [todos, idOculto]);
}

export function regiones(db: Consulta, idCooperativa: number): Promise<Opcion[]> {
  return db.query<Opcion>('SELECT id, nombre FROM regiones WHERE id_cooperativa = $1 ORDER BY nombre, id', [idCooperativa]);
}

export function centrosDeAcopio(db: Consulta, idCooperativa: number): Promise<OpcionCentroAcopio[]> {
  return db.query<OpcionCentroAcopio>('SELECT id, uuid, nombre FROM centros_acopios WHERE id_cooperativa = $1 ORDER BY nombre, id', [
    idCooperativa,
  ]);
}

/**
 * The cooperative's municipalities: those of the states where its producers live, so a new producer can be
 * placed in a neighbouring municipality; a cooperative without producers yet gets every municipality.
 */
export function municipiosDeCooperativa(db: Consulta, idCooperativa: number): Promise<Municipio[]> {
  return db.query<Municipio>(
    `WITH estados_coop AS (
       SELECT DISTINCT m.id_estado FROM productores p JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio
        WHERE p.id_cooperativa = $1)
     SELECT m.id, m.nombre, m.id_estado, e.nombre AS estado, m.latitud, m.longitud
       FROM municipios m JOIN estados e ON e.id = m.id_estado
      WHERE m.id_estado IN (SELECT id_estado FROM estados_coop) OR NOT EXISTS (SELECT 1 FROM estados_coop)
      ORDER BY m.nombre, m.id`,
    [idCooperativa],
  );
}

/** Every municipality, or those of one state. */
export function municipios(db: Consulta, idEstado: number | null): Promise<Municipio[]> {
  return db.query<Municipio>(
    `SELECT m.id, m.nombre, m.id_estado, e.nombre AS estado, m.latitud, m.longitud FROM municipios m JOIN estados e ON e.id = m.id_estado
      WHERE $1::int IS NULL OR m.id_estado = $1 ORDER BY m.nombre, m.id`,
    [idEstado],
  );
}

export function localidadesDeMunicipio(db: Consulta, idMunicipio: number): Promise<Localidad[]> {
  return db.query<Localidad>(
    `SELECT l.id, l.uuid, l.nombre, l.id_municipio, m.nombre AS municipio, l.latitud, l.longitud
       FROM localidades l JOIN municipios m ON m.id = l.id_municipio WHERE l.id_municipio = $1 ORDER BY l.nombre, l.id`,
    [idMunicipio],
  );
}

export async function municipioExiste(db: Consulta, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM municipios WHERE id = $1', [id])).length > 0;
}

/** The cooperative's certification, which decides its producer categories (domain/cuentas/categorias.ts). */
export async function certificacionDe(db: Consulta, idCooperativa: number): Promise<string | null> {
  const [c] = await db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [idCooperativa]);
  return c?.certificacion ?? null;
}

export function generos(db: Consulta): Promise<Opcion[]> {
  return db.query<Opcion>('SELECT id, nombre FROM cat_generos ORDER BY id');
}

export function nivelesRiesgo(db: Consulta): Promise<NivelRiesgo[]> {
  return db.query<NivelRiesgo>('SELECT id, nombre, color FROM cat_niveles_riesgo ORDER BY id');
}

/** The reasons of 'Dar de baja' (spec 000 §4). */
export function motivosBaja(db: Consulta): Promise<Opcion[]> {
  return db.query<Opcion>('SELECT id, nombre FROM cat_cuentas_bajas ORDER BY id');
}

export async function motivoBajaExiste(db: Consulta, id: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM cat_cuentas_bajas WHERE id = $1', [id])).length > 0;
}
