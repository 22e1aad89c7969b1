import { hash } from '@node-rs/argon2';
import { randomBytes } from 'node:crypto';
import type { Db } from '../db/db';
import { auditar } from '../modules/auditoria/auditoria';
import { crearCooperativa } from '../modules/cooperativas/cooperativas.repository';
import { crearUsuario } from '../modules/usuarios/usuarios.repository';
import { ROL_ADMINISTRADOR } from '@domain/usuarios/roles';
import {
  PRODUCTOS_INSTALACION,
  revisarPrimeraCooperativa,
  usuarioDeCorreo,
  type DatosPrimeraCooperativa,
} from '@domain/instalacion/primera-cooperativa';
import type { ErroresCampos } from '@domain/comun/validacion';

export type ResultadoInstalacion =
  { ok: true; cooperativa: string; correo: string; contrasena: string } | { ok: false; errores: ErroresCampos };

/** Why a second run changes nothing: the platform administrator creates the other cooperatives and users in the app. */
export const MENSAJE_YA_INSTALADA =
  'Esta base ya tiene usuarios: la primera cooperativa ya se creó. Las demás cooperativas y cuentas las crea el administrador en Cosecha (Cooperativas, Usuarios).';

/**
 * Creates the first cooperative (its countries and default configuration, as the Cooperativas screen does) and its
 * platform administrator with a random password shown once, in one transaction with their audit rows. Only on a
 * database without users: it can never hand out a second administrator account from the terminal.
 */
export async function instalarPrimeraCooperativa(db: Db, d: DatosPrimeraCooperativa): Promise<ResultadoInstalacion> {
  const paises = await db.query<{ id: number; codigo: string }>('SELECT id, codigo FROM paises ORDER BY id');
  const errores = revisarPrimeraCooperativa(
    d,
    paises.map((p) => p.codigo),
  );
  if (Object.keys(errores).length) return { ok: false, errores };
  // 18 random bytes: 24 characters, well past the sign-in's minimum, typed once and then changed or kept in a manager
  const contrasena = randomBytes(18).toString('base64url');
  const passwordHash = await hash(contrasena);
  const idPais = paises.find((p) => p.codigo === d.pais.trim().toUpperCase())!.id;
  return db.transaction(async (tx) => {
    // the check and the writes under one lock: two terminals at once still make one administrator
    await tx.query('LOCK TABLE users IN SHARE ROW EXCLUSIVE MODE');
    const [{ n }] = await tx.query<{ n: number }>('SELECT count(*)::int AS n FROM users');
    if (n > 0) return { ok: false, errores: { usuarios: [MENSAJE_YA_INSTALADA] } };
    const datosCooperativa = {
      nombre: d.cooperativa.trim(),
      id_cat_productos: PRODUCTOS_INSTALACION[d.producto]!,
      selected_paises: [idPais],
    };
    const c = await crearCooperativa(tx, datosCooperativa);
    const datosUsuario = {
      email: d.correo.trim().toLowerCase(),
      username: usuarioDeCorreo(d.correo),
      nombres: d.nombres.trim(),
      apellido_paterno: d.apellido.trim(),
      id_rol: ROL_ADMINISTRADOR,
      id_cooperativa: c.id,
    };
    const u = await crearUsuario(tx, datosUsuario, passwordHash);
    const quien = { id: u.id, email: datosUsuario.email };
    await auditar(tx, quien, null, {
      id_cooperativa: c.id,
      accion: 'crear',
      entidad: 'cooperativas',
      id_entidad: c.uuid,
      despues: datosCooperativa,
    });
    await auditar(tx, quien, null, { id_cooperativa: c.id, accion: 'crear', entidad: 'users', id_entidad: u.uuid, despues: datosUsuario });
    return { ok: true, cooperativa: datosCooperativa.nombre, correo: datosUsuario.email, contrasena };
  });
}
