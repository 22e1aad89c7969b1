import { puedeAbrirPantalla } from './pantallas';

/**
 * Permission checks (spec 000 §6, rules R010/R011, DECISIONS.md 'permission match').
 * The browser uses them to hide what a user may not open; the server checks the exact
 * permission of every action and refuses it anyway.
 */

/** Menu-style check: some permission of the user *contains* the required one. No requirement → met. */
export function tienePermiso(permisos: readonly string[], requerido?: string | null): boolean {
  if (!requerido) return true;
  return permisos.some((p) => p.includes(requerido));
}

/** Strict check used for actions: the user holds exactly this permission. */
export function tienePermisoExacto(permisos: readonly string[], requerido: string): boolean {
  return permisos.includes(requerido);
}

/** Every permission string the app knows, grouped by area. Roles are built from these in the seed. */
export const PERMISOS = [
  'PADRON',
  'PADRON_COMPLETO',
  'PADRON_COMPLETO_EXPORTAR',
  'PADRON_CONCENTRADO',
  'PADRON_CONCENTRADO_EXPORTAR',
  'PADRON_ALTAS',
  'PADRON_ALTAS_EXPORTAR',
  'PADRON_BAJAS',
  'PADRON_BAJAS_EXPORTAR',
  'PADRON_MAPAS',
  'CUENTAS',
  'CUENTAS_EXPORTAR',
  'CUENTAS_BAJA',
  'COMITE',
  'PARCELAS',
  'PARCELAS_CROQUIS',
  'LOCALIDADES_VER',
  'ACOPIOS',
  'ACOPIOS_DASHBOARD_VER',
  'ACOPIOS_X_PRODUCTOR',
  'ACOPIOS_X_PRODUCTOR_EXPORTAR',
  'ACOPIOS_ENTREGAS_X_PRODUCTOR',
  'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO',
  'ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR',
  'ACOPIOS_ANTICIPOS_X_PRODUCTOR',
  'ACOPIOS_ANTICIPOS_X_PRODUCTOR_EXPORTAR',
  // issue 25: lending, editing, deleting and repaying an advance; voiding a repayment (docs/DECISIONES.md)
  'ACOPIOS_ANTICIPOS_X_PRODUCTOR_NUEVO',
  'ACOPIOS_ANTICIPOS_ANULAR',
  'ACOPIOS_ENTREGAS_EFECTIVO',
  'ACOPIOS_ENTREGAS_EFECTIVO_NUEVO',
  'ACOPIOS_ENTREGAS_EFECTIVO_EXPORTAR',
  'ACOPIOS_PRECIO_X_COOPERATIVA',
  'ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO',
  'ACOPIOS_PRECIO_X_COOPERATIVA_EXPORTAR',
  'ACOPIOS_PRECIO_X_COOPERATIVA_ELIMINAR',
  // issue 22 item 4: the lots page without the price list; a supervisor's price outside the band, and voiding
  'ACOPIOS_LOTES',
  'ACOPIOS_PRECIO_FUERA_DE_RANGO',
  'ACOPIOS_ENTREGAS_ANULAR',
  // issue 23: the lot's EUDR due-diligence package (also with warnings accepted) and the importer's reference
  'EUDR_PAQUETE',
  'COOPERATIVAS',
  'COOPERATIVAS_VER',
  'COOPERATIVAS_NUEVO',
  'COOPERATIVAS_EDITAR',
  'USUARIOS',
  'USUARIOS_VER',
  'USUARIOS_NUEVO',
  'USUARIOS_EDITAR',
  'USUARIOS_ELIMINAR',
  'VERSIONES',
  'VERSIONES_VER',
  'FICHAS_ODK_VER',
  // issue 27: associate a cooperative form, edit its data, upload its XLSForm, replace its CSVs (FICHAS_ODK_VER reads)
  'FICHAS_ODK_EDITAR',
  // issue 27: the statistics panel's data CSVs (001 §2.14)
  'CSV_EXPORTAR',
] as const;

export type Permiso = (typeof PERMISOS)[number];

/**
 * react-admin's access question (`authProvider.canAccess({action, resource})`): an action named after one of our
 * permissions is answered by the menu-style check the screens used before (R010); a screen (a resource and one of
 * react-admin's actions, domain/auth/pantallas.ts) by the exact permission the server asks of it; anything else is
 * left to the server, which answers 403 with the spec's message.
 */
export function puedeAcceder(permisos: readonly string[], accion: string, recurso = ''): boolean {
  if (!(PERMISOS as readonly string[]).includes(accion)) return puedeAbrirPantalla(permisos, recurso, accion);
  return permisos.length > 0 && tienePermiso(permisos, accion);
}
