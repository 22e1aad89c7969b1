import { agregarError, vacio, type ErroresCampos } from '../comun/validacion';

/** Fields of the cooperative form (spec 000 §3, §7 'Cooperatives'). */
export interface CooperativaDatos {
  nombre: string;
  iniciales?: string | null;
  descripcion?: string | null;
  id_cat_productos: number;
  selected_paises: number[];
  cuenta_kobo?: string | null;
  certificacion?: string | null;
  ubicacion?: string | null;
  nombre_legal?: string | null;
  direccion?: string | null;
  rfc?: string | null;
  contacto?: string | null;
  flo_id?: string | null;
}

/** Defaults of the form (R048): product coffee, countries [1]. */
export const COOPERATIVA_POR_DEFECTO = { id_cat_productos: 1, selected_paises: [1] } as const;

export const CERTIFICACIONES = ['certimex', 'mayacert', 'bioagricert', 'ceres', 'naturland', 'otra'] as const;

/** Validation of spec 000 §5 'Cooperative form', shared by the form and the server. */
export function validarCooperativa(d: Partial<CooperativaDatos>): ErroresCampos {
  const e: ErroresCampos = {};
  if (vacio(d.nombre)) agregarError(e, 'nombre', 'Nombre es requerido');
  else if (String(d.nombre).length > 200) agregarError(e, 'nombre', 'Máximo 200 caracteres');
  if (d.iniciales != null && String(d.iniciales).length > 2) agregarError(e, 'iniciales', 'Máximo 2 caracteres');
  if (d.id_cat_productos == null || ![1, 2, 3].includes(Number(d.id_cat_productos)))
    agregarError(e, 'id_cat_productos', 'Producto es requerido');
  if (!Array.isArray(d.selected_paises) || d.selected_paises.length === 0) agregarError(e, 'selected_paises', 'Países es requerido');
  if (!vacio(d.contacto) && !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(String(d.contacto)))
    agregarError(e, 'contacto', 'Correo de contacto inválido');
  return e;
}
