import type { ConfiguracionCooperativa } from '../cooperativas/configuracion';
import { calidadAbierta, type Entorno } from './entorno';
import { tienePermiso, type Permiso } from '../auth/permisos';
import { rutas } from './rutas';

/** The configuration as the menu reads it; null means none stored, and then every condition holds (000 §2.1). */
export type ConfigMenu = Partial<ConfiguracionCooperativa> | null;

/** One entry of the sidebar (spec 000 §2.2), as data. */
export interface EntradaMenu {
  clave: string;
  etiqueta: string;
  ruta: string;
  permiso?: Permiso;
  /** Configuration condition; only evaluated when a configuration is stored. */
  condicion?: (cfg: Partial<ConfiguracionCooperativa>) => boolean;
  /** Environments where the entry exists; absent = all (R008). */
  entornos?: readonly Entorno[];
  /** Outside `entornos`, the entry still exists when the stored configuration says so (quality in production). */
  fueraDeEntornoSi?: (cfg: Partial<ConfiguracionCooperativa>) => boolean;
  /** Path depending on the configuration (R004, R005). */
  rutaSegun?: (cfg: ConfigMenu) => string;
  /** Title depending on the configuration (R007). */
  etiquetaSegun?: (cfg: ConfigMenu) => string;
  hijos?: readonly EntradaMenu[];
  /**
   * The group shows, without its own screen, when its permission is missing but a child's is not (and its condition
   * and environment hold): a role given only the linking wizards (PARCELAS_CROQUIS) still finds them under Padrón.
   */
  abiertoPorHijos?: boolean;
}

export interface Alertas {
  /** Unconfirmed registry registrations of the current cycle (R015). */
  padronAltas: number;
}

/** An entry as the sidebar draws it. */
export interface EntradaMenuVisible {
  clave: string;
  etiqueta: string;
  ruta: string;
  hijos: EntradaMenuVisible[];
  /** Alert bell on the padron parent (R006). */
  campana?: boolean;
  /** Count badge (Altas, R006). */
  insignia?: number;
}

/** Quality analyses are of coffee (issue 26); a configuration that names no product keeps the spec's rule. */
export const esDeCafe = (cfg: ConfigMenu): boolean => cfg?.id_cat_productos == null || Number(cfg.id_cat_productos) === 1;

const flag = (cfg: ConfigMenu, nombre: keyof ConfiguracionCooperativa): boolean => cfg == null || Number(cfg[nombre]) === 1;

/** R004: the Productores parent points to the list when the SIC is off. */
export function rutaPadreProductores(cfg: ConfigMenu): string {
  return cfg != null && Number(cfg.usa_sic) === 0 ? rutas.cuentas() : rutas.cuentasDashboard();
}

/** R005: padron parent → completo, else concentrado, else altas (hidden = its flag is 0). */
export function rutaPadrePadron(cfg: ConfigMenu): string {
  if (flag(cfg, 'mostrar_padron_completo')) return rutas.padronCompleto();
  if (flag(cfg, 'mostrar_padron_concentrado')) return rutas.padronConcentrado();
  return rutas.padronAltas();
}

/**
 * R007: the credits entry is titled with the advances label, plural and capitalised.
 * Spanish plural (the spec does not give one; decision): vowel → +s, z → ces, -ón/-án/-én/-ín lose the
 * accent and take -es, other consonants → +es. Empty label → 'Creditos' (the spec's caption).
 */
export function tituloCreditos(anticiposEtiqueta: string | null | undefined): string {
  const e = (anticiposEtiqueta ?? '').trim();
  if (e === '') return 'Creditos';
  const plural = pluralizar(e);
  return plural.charAt(0).toLocaleUpperCase('es') + plural.slice(1);
}

function pluralizar(palabra: string): string {
  const ultima = palabra.slice(-1).toLowerCase();
  if ('aeiouáéó'.includes(ultima)) return palabra + 's';
  if (ultima === 's' || ultima === 'x') return palabra;
  if (ultima === 'z') return palabra.slice(0, -1) + 'ces';
  const agudaConTilde = /([áéíóú])n$/i.exec(palabra);
  if (agudaConTilde) {
    const sinTilde = { á: 'a', é: 'e', í: 'i', ó: 'o', ú: 'u' }[agudaConTilde[1].toLowerCase() as 'á'] ?? agudaConTilde[1];
    return palabra.slice(0, -2) + sinTilde + 'nes';
  }
  return palabra + 'es';
}

/** The sidebar of spec 000 §2.2, in order. Child paths of Acopio come from 002 §2.1 (matched by name). */
export const MENU: readonly EntradaMenu[] = [
  {
    clave: 'inicio',
    etiqueta: 'Inicio',
    ruta: rutas.dashboard(),
    permiso: 'PADRON',
    condicion: (c) => flag(c, 'mostrar_dashboard_inicio'),
  },
  {
    clave: 'productores',
    etiqueta: 'Productores',
    ruta: rutas.cuentasDashboard(),
    permiso: 'CUENTAS',
    rutaSegun: rutaPadreProductores,
    hijos: [{ clave: 'productores-listado', etiqueta: 'Listado productores', ruta: rutas.cuentas(), permiso: 'CUENTAS' }],
  },
  {
    clave: 'parcelas',
    etiqueta: 'Parcelas',
    ruta: rutas.parcelasDashboard(),
    permiso: 'PARCELAS',
    condicion: (c) => flag(c, 'usa_sic'),
    hijos: [{ clave: 'parcelas-listado', etiqueta: 'Listado parcelas', ruta: rutas.parcelas(), permiso: 'PARCELAS' }],
  },
  {
    clave: 'padron',
    etiqueta: 'Padron',
    ruta: rutas.padronCompleto(),
    permiso: 'PADRON',
    condicion: (c) => flag(c, 'usa_sic'),
    rutaSegun: rutaPadrePadron,
    abiertoPorHijos: true,
    hijos: [
      {
        clave: 'padron-completo',
        etiqueta: 'Completo',
        ruta: rutas.padronCompleto(),
        permiso: 'PADRON_COMPLETO',
        condicion: (c) => flag(c, 'mostrar_padron_completo'),
      },
      {
        clave: 'padron-concentrado',
        etiqueta: 'Concentrado',
        ruta: rutas.padronConcentrado(),
        permiso: 'PADRON_CONCENTRADO',
        condicion: (c) => flag(c, 'mostrar_padron_concentrado'),
      },
      { clave: 'padron-altas', etiqueta: 'Altas', ruta: rutas.padronAltas(), permiso: 'PADRON_ALTAS' },
      { clave: 'padron-bajas', etiqueta: 'Bajas', ruta: rutas.padronBajas(), permiso: 'PADRON_BAJAS' },
      { clave: 'padron-mapas', etiqueta: 'Mapas', ruta: rutas.padronMapas(), permiso: 'PADRON_MAPAS' },
      // the linking wizards (issue 27): the parent's usa_sic already gates them; PARCELAS_CROQUIS, as the server's routes
      { clave: 'vincular-sic', etiqueta: 'Vincular formularios', ruta: rutas.vincularSic(), permiso: 'PARCELAS_CROQUIS' },
      { clave: 'vincular-parcelas', etiqueta: 'Formularios a parcelas', ruta: rutas.vincularParcelas(), permiso: 'PARCELAS_CROQUIS' },
    ],
  },
  {
    clave: 'acopio',
    etiqueta: 'Acopio',
    ruta: rutas.acopio(),
    permiso: 'ACOPIOS',
    hijos: [
      { clave: 'acopio-por-productor', etiqueta: 'Por productor', ruta: rutas.acopioPorProductor(), permiso: 'ACOPIOS_X_PRODUCTOR' },
      { clave: 'acopio-entregas', etiqueta: 'Entregas', ruta: rutas.acopioEntregas(), permiso: 'ACOPIOS_ENTREGAS_X_PRODUCTOR' },
      {
        clave: 'acopio-creditos',
        etiqueta: 'Creditos',
        ruta: rutas.acopioAnticipos(),
        permiso: 'ACOPIOS_ANTICIPOS_X_PRODUCTOR',
        condicion: (c) => Number(c.id_cat_credito_precosecha) >= 2,
        etiquetaSegun: (c) => tituloCreditos(c?.anticipos_etiqueta),
      },
      { clave: 'acopio-efectivo', etiqueta: 'Efectivo', ruta: rutas.acopioEfectivo(), permiso: 'ACOPIOS_ENTREGAS_EFECTIVO' },
      { clave: 'acopio-remanente', etiqueta: 'Remanente', ruta: rutas.acopioRemanente(), permiso: 'ACOPIOS_X_PRODUCTOR' },
      { clave: 'acopio-precio', etiqueta: 'Precio', ruta: rutas.acopioPrecio(), permiso: 'ACOPIOS_PRECIO_X_COOPERATIVA' },
      { clave: 'acopio-lotes', etiqueta: 'Lotes', ruta: rutas.acopioLotes(), permiso: 'ACOPIOS_LOTES' },
    ],
  },
  {
    clave: 'calidad',
    etiqueta: 'Calidad',
    ruta: rutas.calidad(),
    permiso: 'ACOPIOS',
    // coffee quality (sieves, parchment and green yield, cupping): not shown to a cacao or honey cooperative
    condicion: (c) => flag(c, 'usa_sic') && esDeCafe(c),
    entornos: ['local', 'dev'],
    fueraDeEntornoSi: (c) => calidadAbierta('prod', c),
  },
  { clave: 'cooperativas', etiqueta: 'Cooperativas', ruta: rutas.cooperativas(), permiso: 'COOPERATIVAS' },
  { clave: 'usuarios', etiqueta: 'Usuarios', ruta: rutas.usuarios(), permiso: 'USUARIOS' },
  { clave: 'localidades', etiqueta: 'Localidades', ruta: rutas.localidades(), permiso: 'LOCALIDADES_VER' },
  { clave: 'versiones', etiqueta: 'Versiones', ruta: rutas.versiones(), permiso: 'VERSIONES' },
  // 001 §2.1 lists the panel without a permission; the menu offers it to who can use its downloads (CSV_EXPORTAR)
  { clave: 'estadisticas', etiqueta: 'Estadísticas', ruta: rutas.estadisticas(), permiso: 'CSV_EXPORTAR' },
  { clave: 'calidad-de-datos', etiqueta: 'Calidad de datos', ruta: rutas.calidadDeDatos(), permiso: 'USUARIOS' },
  { clave: 'ficha-master', etiqueta: 'Ficha Master', ruta: rutas.fichaMaster(), permiso: 'FICHAS_ODK_VER' },
];

/** R009: permission (substring, R010) and configuration and environment (R008) allow the entry. */
export function entradaPermitida(e: EntradaMenu, permisos: readonly string[], cfg: ConfigMenu, env: Entorno): boolean {
  if (!tienePermiso(permisos, e.permiso)) return false;
  if (e.entornos && !e.entornos.includes(env) && !(cfg != null && e.fueraDeEntornoSi?.(cfg))) return false;
  return cfg == null || !e.condicion || e.condicion(cfg);
}

/**
 * The sidebar a user sees (R004–R010). `areasDisponibles` holds the paths that have a screen in this
 * build (absent = all); a parent whose own path has no screen points at its first visible child.
 */
export function menuVisible(
  permisos: readonly string[],
  cfg: ConfigMenu,
  env: Entorno,
  alertas: Alertas,
  areasDisponibles?: ReadonlySet<string>,
): EntradaMenuVisible[] {
  const existe = (ruta: string) => !areasDisponibles || areasDisponibles.has(ruta);
  const construir = (e: EntradaMenu): EntradaMenuVisible | null => {
    const permitida = entradaPermitida(e, permisos, cfg, env);
    const porHijos = !permitida && e.abiertoPorHijos === true && entradaPermitida({ ...e, permiso: undefined }, permisos, cfg, env);
    if (!permitida && !porHijos) return null;
    const hijos = (e.hijos ?? []).map(construir).filter((h): h is EntradaMenuVisible => h !== null);
    const propia = e.rutaSegun ? e.rutaSegun(cfg) : e.ruta;
    const conPropia = permitida && existe(propia);
    if (!conPropia && hijos.length === 0) return null;
    const visible: EntradaMenuVisible = {
      clave: e.clave,
      etiqueta: e.etiquetaSegun ? e.etiquetaSegun(cfg) : e.etiqueta,
      ruta: conPropia ? propia : hijos[0].ruta,
      hijos,
    };
    if (e.clave === 'padron') visible.campana = alertas.padronAltas > 0;
    if (e.clave === 'padron-altas' && alertas.padronAltas > 0) visible.insignia = alertas.padronAltas;
    return visible;
  };
  return MENU.map(construir).filter((e): e is EntradaMenuVisible => e !== null);
}

/**
 * The links an open group shows: its own screen first when no child repeats it (the Productores parent is the
 * producers dashboard, 000 §2.2, and a group's title only folds and unfolds), then its children.
 * @example enlacesDelGrupo({clave: 'productores', etiqueta: 'Productores', ruta: '/admin/cuentas', hijos: [listado]}) // [Tablero de productores, listado]
 */
export function enlacesDelGrupo(e: EntradaMenuVisible): EntradaMenuVisible[] {
  if (e.hijos.length === 0 || e.hijos.some((h) => h.ruta === e.ruta)) return e.hijos;
  return [
    { clave: `${e.clave}-tablero`, etiqueta: `Tablero de ${e.etiqueta.toLocaleLowerCase('es')}`, ruta: e.ruta, hijos: [] },
    ...e.hijos,
  ];
}

/** Every path of the visible menu, parents before their children, in menu order. */
export function rutasDelMenu(menu: readonly EntradaMenuVisible[]): string[] {
  return menu.flatMap((e) => [e.ruta, ...rutasDelMenu(e.hijos)]);
}

/** The menu entries leading to a path (parents first), to know what a direct visit needs; [] if none. */
export function cadenaDeRuta(ruta: string, menu: readonly EntradaMenu[] = MENU): EntradaMenu[] {
  for (const e of menu) {
    // children first: the padron parent shares its path with the 'Completo' child
    const h = cadenaDeRuta(ruta, e.hijos ?? []);
    if (h.length > 0) return [e, ...h];
    if (e.ruta === ruta) return [e];
  }
  return [];
}
