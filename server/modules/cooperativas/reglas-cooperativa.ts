import type { Consulta } from '../../db/db';
import type { UsuarioAutenticado } from '../../tipos';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { leerCooperativa, paisesExisten, type Cooperativa } from './cooperativas.repository';
import { validarCooperativa } from '@domain/cooperativas/cooperativa';
import type { CuerpoCooperativa } from '@domain/contrato/cooperativas';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';

/** The cooperative by uuid if the user may see it; another cooperative's answers 404 (DECISIONS.md 'role 1 and scope'). */
export async function cooperativaVisible(db: Consulta, quien: UsuarioAutenticado, uuid: string): Promise<Cooperativa> {
  const c = await leerCooperativa(db, uuid);
  if (!c || (!esAdministradorPlataforma(quien.id_rol) && c.id !== quien.id_cooperativa)) throw noEncontrado();
  return c;
}

/** The form's rules (spec 000 §5 'Cooperative form'), then that every country exists. */
export async function comprobarCooperativa(db: Consulta, d: CuerpoCooperativa): Promise<void> {
  exigirValido(validarCooperativa(d));
  if (!(await paisesExisten(db, d.selected_paises))) throw invalido({ selected_paises: ['País no válido'] });
}
