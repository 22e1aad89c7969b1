import type { Db } from '../../db/db';
import { noEncontrado } from '../../errores';
import { hoyDeCooperativa, leerPerfil } from './cuentas.repository';
import { edadEn, rangoEdad } from '@domain/cuentas/productor';
import type { PerfilCuenta } from '@domain/contrato/cuentas';

/**
 * A producer's account in a cycle (the latest without one) as the profile shows it, with the age counted to
 * today in the cooperative's zone and its band; another cooperative's producer, or no account in that cycle,
 * is not found.
 */
export async function perfilVisible(db: Db, idCooperativa: number, uuidProductor: string, idCiclo: number | null): Promise<PerfilCuenta> {
  const perfil = await leerPerfil(db, idCooperativa, uuidProductor, idCiclo);
  if (!perfil) throw noEncontrado();
  const edad = edadEn(perfil.fecha_nacimiento, await hoyDeCooperativa(db, idCooperativa));
  return { ...perfil, edad, rango_edad: rangoEdad(edad) };
}
