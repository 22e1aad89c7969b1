import { calidadAbierta, type Entorno } from './entorno';
import { cadenaDeRuta, entradaPermitida, esDeCafe, menuVisible, rutasDelMenu, type ConfigMenu } from './menu';
import { rutaLimpia, rutaListaDe, rutas } from './rutas';

/** R001: /dashboard, else /admin/cuentas when the home dashboard is off, else the list when both are off. */
export function rutaInicio(cfg: ConfigMenu): string {
  if (cfg == null || Number(cfg.mostrar_dashboard_inicio) === 1) return rutas.dashboard();
  if (Number(cfg.mostrar_dashboard_productores) === 1) return rutas.cuentasDashboard();
  return rutas.cuentas();
}

const on = (cfg: ConfigMenu, v: unknown) => cfg == null || Number(v) === 1;

/**
 * R003 + R008: whether a conditional route is open with this configuration and environment.
 * No configuration stored → every configuration condition holds; the environment gate still applies.
 */
export function rutaDisponible(path: string, cfg: ConfigMenu, env: Entorno): boolean {
  const p = rutaLimpia(path);
  if (p === rutas.calidad() || p.startsWith(rutas.calidad() + '/')) {
    if (!calidadAbierta(env, cfg) || !esDeCafe(cfg)) return false;
    return p !== rutas.calidad() || on(cfg, cfg?.usa_sic);
  }
  // every step of the linking wizards (issue 27) lives with the SIC, as their menu entries under Padron
  if (p.startsWith('/admin/vincular-sic/') || p.startsWith('/admin/vincular-sic-parcelas/')) return on(cfg, cfg?.usa_sic);
  switch (p) {
    case rutas.dashboard():
      return on(cfg, cfg?.mostrar_dashboard_inicio);
    case rutas.cuentasDashboard():
      return on(cfg, cfg?.mostrar_dashboard_productores);
    // linked only from the producers dashboard, so it lives and goes with it (DECISIONS.md 'screens with no route')
    case rutas.cuentasDatos():
      return on(cfg, cfg?.mostrar_dashboard_productores);
    case rutas.padronCompleto():
      return on(cfg, cfg?.mostrar_padron_completo);
    case rutas.padronConcentrado():
      return on(cfg, cfg?.mostrar_padron_concentrado);
    case rutas.acopioAnticipos():
      return cfg == null || Number(cfg.id_cat_credito_precosecha) >= 2;
    default:
      return true;
  }
}

/**
 * R002 with DECISIONS.md 'sign-in destination': PADRON_COMPLETO → /dashboard when that route is on,
 * else the R001 home; others → /admin/cuentas/list. If the user cannot open it, the first menu entry
 * they can open; if none, /sin-permisos. Never returns a path the user cannot open, so it cannot loop.
 */
export function destinoInicioSesion(
  permisos: readonly string[],
  cfg: ConfigMenu,
  puedeAbrir: (ruta: string) => boolean,
  env: Entorno = 'prod',
): string {
  const padronCompleto = permisos.some((p) => p.includes('PADRON_COMPLETO'));
  const preferida = padronCompleto ? (rutaDisponible(rutas.dashboard(), cfg, env) ? rutas.dashboard() : rutaInicio(cfg)) : rutas.cuentas();
  if (puedeAbrir(preferida)) return preferida;
  const menu = menuVisible(permisos, cfg, env, { padronAltas: 0 });
  return rutasDelMenu(menu).find(puedeAbrir) ?? rutas.sinPermisos();
}

/**
 * Where a 403 or 404 sends the user (spec 000 §8 'then redirect to the list'): a 404 inside a
 * resource goes to its list; a 403, or a 404 elsewhere, to the user's home. null when that is the
 * page already open, so an error on the home itself does not loop.
 */
export function destinoTrasError(status: 403 | 404, pathActual: string, inicio: string): string | null {
  const actual = rutaLimpia(pathActual);
  const lista = status === 404 ? rutaListaDe(actual) : null;
  const destino = lista ?? inicio;
  return destino === actual ? null : destino;
}

/**
 * Whether this user can open a path in this build: it has a screen (`areasDisponibles`, absent = all),
 * its route is on (R003, R008) and the user may see every menu entry leading to it (R009).
 */
export function puedeAbrirRuta(
  permisos: readonly string[],
  cfg: ConfigMenu,
  env: Entorno,
  areasDisponibles?: ReadonlySet<string>,
): (ruta: string) => boolean {
  return (ruta) => {
    const r = rutaLimpia(ruta);
    if (areasDisponibles && !areasDisponibles.has(r)) return false;
    if (!rutaDisponible(r, cfg, env)) return false;
    return cadenaDeRuta(r).every((e) => entradaPermitida(e, permisos, cfg, env));
  };
}
