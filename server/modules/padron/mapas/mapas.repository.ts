import type { Consulta } from '../../../db/db';
import type { RiesgoLocalidad } from '@domain/contrato/padron-mapas';
import type { Poligono } from '@domain/poligono/tipos';

/** A locality the cooperative may give a risk: one where it has producers (else it is not found). */
export async function localidadDeCooperativa(
  db: Consulta,
  idCooperativa: number,
  uuid: string,
): Promise<{ id: number; uuid: string; nombre: string } | null> {
  const [f] = await db.query<{ id: number; uuid: string; nombre: string }>(
    `SELECT l.id, l.uuid, l.nombre FROM localidades l
      WHERE l.uuid = $2 AND EXISTS (SELECT 1 FROM productores p WHERE p.id_cooperativa = $1 AND p.id_localidad = l.id)`,
    [idCooperativa, uuid],
  );
  return f ?? null;
}

/** The cooperative's risk of a locality, its row locked for the rest of the transaction (null: unset). */
export async function riesgoBloqueado(tx: Consulta, idCooperativa: number, idLocalidad: number): Promise<number | null> {
  const [f] = await tx.query<{ id: number }>(
    'SELECT id_cat_localidad_riesgo AS id FROM localidades_riesgo WHERE id_cooperativa = $1 AND id_localidad = $2 FOR UPDATE',
    [idCooperativa, idLocalidad],
  );
  return f?.id ?? null;
}

export async function guardarRiesgo(
  tx: Consulta,
  idCooperativa: number,
  idLocalidad: number,
  riesgo: number,
  idUser: number,
): Promise<void> {
  await tx.query(
    `INSERT INTO localidades_riesgo (id_cooperativa, id_localidad, id_cat_localidad_riesgo, id_user) VALUES ($1, $2, $3, $4)
     ON CONFLICT ON CONSTRAINT localidades_riesgo_pk
     DO UPDATE SET id_cat_localidad_riesgo = EXCLUDED.id_cat_localidad_riesgo, id_user = EXCLUDED.id_user, updated_at = now()`,
    [idCooperativa, idLocalidad, riesgo, idUser],
  );
}

export async function quitarRiesgo(tx: Consulta, idCooperativa: number, idLocalidad: number): Promise<void> {
  await tx.query('DELETE FROM localidades_riesgo WHERE id_cooperativa = $1 AND id_localidad = $2', [idCooperativa, idLocalidad]);
}

/** The locality's risk as stored (the PUT's answer), with the catalogue's name and colour. */
export async function leerRiesgo(tx: Consulta, idCooperativa: number, idLocalidad: number): Promise<RiesgoLocalidad> {
  const [f] = await tx.query<RiesgoLocalidad>(
    `SELECT r.id_cat_localidad_riesgo, c.nombre AS cat_localidad_riesgo, c.color::text AS cat_localidad_riesgo_color
       FROM localidades_riesgo r JOIN cat_localidad_riesgo c ON c.id = r.id_cat_localidad_riesgo
      WHERE r.id_cooperativa = $1 AND r.id_localidad = $2`,
    [idCooperativa, idLocalidad],
  );
  return f ?? { id_cat_localidad_riesgo: null, cat_localidad_riesgo: null, cat_localidad_riesgo_color: null };
}

/** A plot as the KML writes it. */
export interface ParcelaKml {
  id: number;
  parcela_nombre: string;
  parcela_uuid: string;
  productor_nombre: string;
  localidad: string;
  centroide_lat: number | null;
  centroide_lng: number | null;
  poligono: Poligono | null;
}

/**
 * One page of the KML's plots after `despuesDe` (by id: a page is its own short query, so PGlite's single connection
 * serves others between pages); the same population as `tx_padron_mapas_detalle`, located plots only.
 */
export async function paginaParcelasKml(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idLocalidad: number | null,
  despuesDe: number,
  limite: number,
): Promise<ParcelaKml[]> {
  return db.query<ParcelaKml>(
    `SELECT x.id, x.nombre AS parcela_nombre, x.uuid AS parcela_uuid, p.nombre_completo AS productor_nombre, l.nombre AS localidad,
            x.centroide_lat, x.centroide_lng, x.poligono
       FROM parcelas x
       JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN localidades l ON l.id = p.id_localidad
      WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND ($3::int IS NULL OR p.id_localidad = $3)
        AND x.fecha_baja IS NULL AND c.confirmado = 1 AND c.fecha_baja IS NULL
        AND (x.poligono IS NOT NULL OR x.centroide_lat IS NOT NULL) AND x.id > $4
      ORDER BY x.id LIMIT ${Number(limite)}`,
    [idCooperativa, idCiclo, idLocalidad, despuesDe],
  );
}
