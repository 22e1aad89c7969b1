import { rutaLimpia, rutas } from './rutas';

/** Product name (DECISIONS.md 'product name'). */
export const NOMBRE_PRODUCTO = 'Cosecha';

/** Browser tab title (R021): 'Cosecha · Permisos'; without a route title, just the product. */
export function tituloPestana(tituloRuta?: string | null): string {
  const t = (tituloRuta ?? '').trim();
  return t ? `${NOMBRE_PRODUCTO} · ${t}` : NOMBRE_PRODUCTO;
}

const TITULOS: Record<string, string> = {
  [rutas.ingresar()]: 'Ingresar',
  [rutas.login()]: 'Ingresar',
  [rutas.sinPermisos()]: 'Sin permisos',
  [rutas.dashboard()]: 'Inicio',
  [rutas.cuentasDashboard()]: 'Productores',
  [rutas.cuentasDatos()]: 'Datos de la cooperativa',
  [rutas.cuentas()]: 'Listado productores',
  [rutas.parcelasDashboard()]: 'Parcelas',
  [rutas.cuentaAgregar()]: 'Nuevo productor',
  [rutas.cooperativas()]: 'Cooperativas',
  [rutas.cooperativaCrear()]: 'Nueva cooperativa',
  [rutas.usuarios()]: 'Permisos',
  [rutas.usuarioCrear()]: 'Permisos',
};

/** Route title of a browser path; users' routes are titled 'Permisos' (spec 000 §2.1). null when unknown. */
export function tituloDeRuta(path: string): string | null {
  const p = rutaLimpia(path);
  if (TITULOS[p]) return TITULOS[p];
  if (p.startsWith('/admin/cooperativas/edit/')) return 'Editar cooperativa';
  if (p.startsWith('/admin/usuarios/edit/')) return 'Permisos';
  if (p.startsWith('/admin/cuentas/perfil/')) return 'Perfil del productor';
  if (p.startsWith('/admin/parcelas/create/')) return 'Agregar parcelas';
  return null;
}
