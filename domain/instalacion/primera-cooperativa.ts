import { CORREO_VALIDO, agregarError, vacio, type ErroresCampos } from '../comun/validacion';

/**
 * The first cooperative of a cooperative's own server and its administrator (`npm run instalar`, docs/instalacion.md):
 * what a person types at the terminal, checked before anything is written.
 */
export interface DatosPrimeraCooperativa {
  cooperativa: string;
  producto: string;
  pais: string;
  correo: string;
  nombres: string;
  apellido: string;
}

/** The product words the command takes, by the catalogue's id (cat_productos). */
export const PRODUCTOS_INSTALACION: Record<string, number> = { cafe: 1, cacao: 2, miel: 3 };

/** Field → Spanish messages; empty when the data can be written. `paises`: the country codes the catalogue has. */
export function revisarPrimeraCooperativa(d: DatosPrimeraCooperativa, paises: readonly string[]): ErroresCampos {
  const errores: ErroresCampos = {};
  if (vacio(d.cooperativa)) agregarError(errores, 'cooperativa', 'Escriba el nombre de la cooperativa (--cooperativa).');
  else if (d.cooperativa.trim().length > 200) agregarError(errores, 'cooperativa', 'El nombre de la cooperativa pasa de 200 caracteres.');
  if (!Object.hasOwn(PRODUCTOS_INSTALACION, d.producto))
    agregarError(errores, 'producto', `El producto es cafe, cacao o miel (--producto); se escribió «${d.producto}».`);
  if (!paises.includes(d.pais.trim().toUpperCase()))
    agregarError(errores, 'pais', `El país es uno de ${paises.join(', ')} (--pais); se escribió «${d.pais}».`);
  if (!CORREO_VALIDO.test(d.correo.trim()) || d.correo.trim().length > 254)
    agregarError(errores, 'correo', `El correo del administrador no es válido (--correo); se escribió «${d.correo}».`);
  if (vacio(d.nombres) || d.nombres.trim().length > 100)
    agregarError(errores, 'nombres', 'Escriba el nombre del administrador, hasta 100 caracteres (--nombres).');
  if (vacio(d.apellido) || d.apellido.trim().length > 100)
    agregarError(errores, 'apellido', 'Escriba el apellido del administrador, hasta 100 caracteres (--apellido).');
  return errores;
}

/** The user name the administrator signs in with beside the e-mail: its part before '@', at most 30 characters. */
export const usuarioDeCorreo = (correo: string): string => correo.trim().toLowerCase().split('@')[0]!.slice(0, 30);
