import { validarUsuario } from '@domain/usuarios/usuario';
import { erroresFormulario } from '../validacionFormulario';
import type { Usuario } from './tipos';

/** The same rules and messages as the server (domain/usuarios/usuario.ts, R049); the password only on create. */
export const validarFormularioUsuario = (creando: boolean) => (valores: Partial<Usuario>) =>
  erroresFormulario(validarUsuario(valores, creando));
