// type-only: permisos.ts imports this module for canAccess
import type { Permiso } from './permisos';

/**
 * The screens react-admin's access control asks about (`canAccess({resource, action})`) and the permission
 * each needs: the exact permission the server asks of the screen's first call, so a screen the server would
 * refuse is refused before it renders (issue 10 item 15), never one the server would let through.
 * Actions are react-admin's names (list, create, edit, show) plus our own screens' (dashboard, print, traces, croquis).
 */
const PANTALLAS: Readonly<Record<string, Readonly<Record<string, Permiso>>>> = {
  'admin/usuarios': { list: 'USUARIOS_VER', create: 'USUARIOS_NUEVO', edit: 'USUARIOS_VER' },
  'admin/cooperativas': { list: 'COOPERATIVAS_VER', create: 'COOPERATIVAS_NUEVO', edit: 'COOPERATIVAS_VER' },
  'admin/cuentas': { list: 'CUENTAS', show: 'CUENTAS', create: 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO' },
  'admin/parcelas': {
    list: 'PARCELAS',
    dashboard: 'PARCELAS',
    show: 'PARCELAS',
    print: 'PARCELAS',
    croquis: 'PARCELAS',
    create: 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO',
    traces: 'PADRON',
  },
  // acopio-lotes: the deliveries and lots list (its first call, entregas_por_productor_search) and the lots page (its menu entry's permission)
  'admin/acopio': { entregas: 'ACOPIOS_ENTREGAS_X_PRODUCTOR', lotes: 'ACOPIOS_LOTES', dashboard: 'ACOPIOS_DASHBOARD_VER' },
  'admin/acopio/precio_por_cooperativa': { list: 'ACOPIOS_PRECIO_X_COOPERATIVA' },
  'admin/acopio/acopio_por_productor': { list: 'ACOPIOS_X_PRODUCTOR' },
  // issue 25: pre-harvest credit (its first call, anticipos_search)
  'admin/acopio/anticipos_por_productor': { list: 'ACOPIOS_ANTICIPOS_X_PRODUCTOR' },
  // issue 25: cash sent to the centres (its first call, efectivo_por_movimiento)
  'admin/acopio/entregas_efectivo': { list: 'ACOPIOS_ENTREGAS_EFECTIVO' },
  // issue 25: the surplus (its menu entry's permission, the one its reads ask)
  'admin/acopio/remanente': { list: 'ACOPIOS_X_PRODUCTOR' },
  // altas: the registry's additions and removals (their first call, padron_altas_search / padron_bajas_search)
  'admin/padron/altas': { list: 'PADRON_ALTAS' },
  'admin/padron/bajas': { list: 'PADRON_BAJAS' },
  // issue 27: master forms and their cooperative forms (their first calls, ficha/kobo/master/lista and detalles)
  'admin/ficha/master': { list: 'FICHAS_ODK_VER', show: 'FICHAS_ODK_VER' },
  // issue 13: the locality risk maps and the evaluation committee (deciding needs COMITE, reading the print view CUENTAS)
  'admin/padron/mapas': { list: 'PADRON_MAPAS' },
  'admin/comite': { create: 'COMITE', edit: 'COMITE', show: 'CUENTAS' },
  // entrega (issue 12): the delivery selection, new and edit form, and the pending payment
  'admin/acopio/entregas': {
    seleccion: 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO',
    create: 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO',
    edit: 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO',
    pago_pendiente: 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO',
  },
};

/**
 * The permission a screen needs, or null when this table does not name it (the server decides).
 * @example permisoDePantalla('admin/usuarios', 'create') // 'USUARIOS_NUEVO'
 */
export function permisoDePantalla(recurso: string, accion: string): Permiso | null {
  return PANTALLAS[recurso]?.[accion] ?? null;
}

/** Whether a user may open a screen: its permission exactly, as the server checks it; screens not named here, yes. */
export function puedeAbrirPantalla(permisos: readonly string[], recurso: string, accion: string): boolean {
  const permiso = permisoDePantalla(recurso, accion);
  return permiso === null || permisos.includes(permiso);
}
