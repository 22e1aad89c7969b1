import { ROL_ACOPIADOR } from './roles';
import { agregarError, CORREO_VALIDO, vacio, type ErroresCampos } from '../comun/validacion';
import { normalizarCorreo, validarContrasena } from '../auth/credenciales';

export { LONGITUD_MINIMA_CONTRASENA, validarContrasena } from '../auth/credenciales';

/** Fields of the user form (spec 000 §3 'User', §7 'Users'). */
export interface UsuarioDatos {
  email: string;
  username: string;
  password?: string | null;
  nombres: string;
  apellido_paterno: string;
  apellido_materno?: string | null;
  foto?: string | null;
  id_rol: number;
  id_cooperativa: number;
  id_centros_acopios?: number | null;
}

/** Validation of spec 000 §5 'User form'; `creando` makes the password required (R049). */
export function validarUsuario(d: Partial<UsuarioDatos>, creando: boolean): ErroresCampos {
  const e: ErroresCampos = {};
  if (vacio(d.email)) agregarError(e, 'email', 'El correo es requerido');
  else if (!CORREO_VALIDO.test(normalizarCorreo(String(d.email))))
    agregarError(e, 'email', 'Introduzca una dirección de correo electrónico válida.');
  if (vacio(d.username)) agregarError(e, 'username', 'El teléfono es requerido');
  if (vacio(d.nombres)) agregarError(e, 'nombres', 'El nombre es requerido');
  if (vacio(d.apellido_paterno)) agregarError(e, 'apellido_paterno', 'El apellido paterno es requerido');
  // Only '' (or no value) means 'unchanged' on edit: spaces are a password, and a blank one is refused.
  if (creando && (d.password == null || d.password === '')) agregarError(e, 'password', 'La contraseña es requerida');
  else if (d.password != null && d.password !== '') {
    const m = validarContrasena(String(d.password));
    if (m) agregarError(e, 'password', m);
  }
  if (!(Number(d.id_rol) >= 1)) agregarError(e, 'id_rol', 'El rol es requerido');
  if (!(Number(d.id_cooperativa) >= 1)) agregarError(e, 'id_cooperativa', 'La cooperativa es requerida');
  if (Number(d.id_rol) === ROL_ACOPIADOR && !(Number(d.id_centros_acopios) >= 1)) {
    agregarError(e, 'id_centros_acopios', 'El centro de acopio es requerido');
  }
  return e;
}
