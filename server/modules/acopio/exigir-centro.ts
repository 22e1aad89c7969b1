import type { Consulta } from '../../db/db';
import { prohibido } from '../../errores';
import { dentroDelAlcance, FUERA_DEL_CENTRO, type Alcance } from '@domain/acopio/alcance';
import type { UsuarioAutenticado } from '../../tipos';
import { alcanceDeUsuario } from './entregas/entregas.repository';

/** The user's centres, read in the write's transaction (domain/acopio/alcance.ts). */
export const alcanceEn = (tx: Consulta, usuario: UsuarioAutenticado): Promise<Alcance> => alcanceDeUsuario(tx, usuario);

/** A change to records stamped with these centres: 403 'Este registro es de otro centro…' when one is outside the user's. */
export function exigirCentro(alcance: Alcance, ...centros: (number | null)[]): void {
  if (centros.some((c) => !dentroDelAlcance(alcance, c))) throw prohibido(FUERA_DEL_CENTRO);
}
