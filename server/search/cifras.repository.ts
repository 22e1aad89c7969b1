import type { Consulta } from '../db/db';
import { MENSAJES_FILTROS, type FiltrosPanel } from '@domain/tableros/filtros';
import type { ErroresCampos } from '@domain/comun/validacion';

// What a figure call checks before it computes (cifras.ts): the cycle and the filter panel's ids.

/** The cycle is the cooperative's (another's is not found, DECISIONS.md). */
export async function cicloDeCooperativa(db: Consulta, idCooperativa: number, idCiclo: number): Promise<boolean> {
  return (await db.query('SELECT 1 FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [idCooperativa, idCiclo])).length > 0;
}

/**
 * The panel's ids checked against the token's cooperative (a 422 by field, or null): the inspector must be one of its
 * inspectors (the registry's catalogue); the municipality and the locality must exist, and the locality lie in the municipality when both are chosen.
 */
export async function validarPanel(db: Consulta, coop: number, panel: FiltrosPanel): Promise<ErroresCampos | null> {
  const errores: ErroresCampos = {};
  if (panel.id_inspector !== undefined) {
    const r = await db.query('SELECT 1 FROM inspectores WHERE id = $1 AND id_cooperativa = $2', [panel.id_inspector, coop]);
    if (!r.length) errores.id_inspector = [MENSAJES_FILTROS.inspector];
  }
  if (panel.id_municipio !== undefined && !(await db.query('SELECT 1 FROM municipios WHERE id = $1', [panel.id_municipio])).length)
    errores.id_municipio = [MENSAJES_FILTROS.ubicacion];
  if (panel.id_localidad !== undefined) {
    const [l] = await db.query<{ id_municipio: number }>('SELECT id_municipio FROM localidades WHERE id = $1', [panel.id_localidad]);
    if (!l) errores.id_localidad = [MENSAJES_FILTROS.ubicacion];
    else if (panel.id_municipio !== undefined && l.id_municipio !== panel.id_municipio) errores.id_localidad = [MENSAJES_FILTROS.localidad];
  }
  return Object.keys(errores).length ? errores : null;
}
