/**
 * The cooperative configuration (spec 000 §3): flags 0/1 unless noted, labels and time zone.
 * It gates menus, routes and the API, so one definition serves the form, the server and the menu.
 */
export const BANDERAS_CONFIGURACION = [
  'nueva_cuenta_acopio',
  'estimacion_cosecha',
  'adelanto_efectivo',
  'detalle_ids_productores',
  'detalle_parcelas',
  'mostrar_certificadora',
  'mostrar_muestreo',
  'mostrar_tipos',
  'mostrar_lotes',
  'mostrar_costaleras',
  'mostrar_descuento',
  'mostrar_area_calculada',
  'mostrar_comite_eval_ra',
  'mostrar_dashboard_rechazados',
  'mostrar_dashboard_inicio',
  'mostrar_dashboard_productores',
  'mostrar_padron_completo',
  'mostrar_padron_concentrado',
  'usa_sic',
  'usa_estimacion_manual',
  'usa_centros_acopios',
  'usa_codigo_tx',
  'usa_eudr',
] as const;
export type BanderaConfiguracion = (typeof BANDERAS_CONFIGURACION)[number];

/** Human labels for the configuration form (the spec names the flags, not their captions). */
export const ETIQUETAS_BANDERAS: Record<BanderaConfiguracion, string> = {
  nueva_cuenta_acopio: 'Alta de productores desde acopio',
  estimacion_cosecha: 'Estimación de cosecha',
  adelanto_efectivo: 'Adelantos en efectivo',
  detalle_ids_productores: 'Detalle de identificaciones del productor',
  detalle_parcelas: 'Detalle de parcelas',
  mostrar_certificadora: 'Mostrar certificadora',
  mostrar_muestreo: 'Mostrar muestreo',
  mostrar_tipos: 'Mostrar tipos',
  mostrar_lotes: 'Mostrar lotes',
  mostrar_costaleras: 'Mostrar costaleras',
  mostrar_descuento: 'Mostrar descuento',
  mostrar_area_calculada: 'Mostrar área calculada',
  mostrar_comite_eval_ra: 'Formato de comité Rainforest Alliance',
  mostrar_dashboard_rechazados: 'Mostrar rechazados en el tablero',
  mostrar_dashboard_inicio: 'Tablero de inicio',
  mostrar_dashboard_productores: 'Tablero de productores',
  mostrar_padron_completo: 'Padrón completo',
  mostrar_padron_concentrado: 'Padrón concentrado',
  usa_sic: 'Usa SIC (sistema interno de control)',
  usa_estimacion_manual: 'Estimación manual',
  usa_centros_acopios: 'Usa centros de acopio',
  usa_codigo_tx: 'Usa código TX',
  usa_eudr: 'Usa EUDR (reglamento europeo de deforestación)',
};

export type Bandera = 0 | 1;

export interface ConfiguracionCooperativa extends Record<BanderaConfiguracion, Bandera> {
  id_cooperativa: number;
  /** 1 means no pre-harvest credit; ≥ 2 enables the credits area (R007). */
  id_cat_credito_precosecha: number;
  /** The default monthly rate of an advance (level 3), millionths of a percent: 1.5 % → 1500000 (issue 25). */
  tasa_interes_anticipos: number;
  /** The quality area's yield convention (issue 26): export sack kg and the mancha basis. */
  calidad_saco_kg: number;
  calidad_base_mancha: 'oro' | 'pergamino';
  /** 1: the quality area shows in production too (the spec shows it only in local and dev). */
  calidad_en_produccion: number;
  anticipos_etiqueta: string;
  parcelas_etiqueta: string;
  plantas_etiqueta: string;
  ine_etiqueta: string;
  acopio_units: string;
  currency: string;
  zona_horaria: string;
  /** Product of the cooperative (1 coffee, 2 cacao, 3 honey), copied here for the client. */
  id_cat_productos: number;
}

export const ZONAS_HORARIAS = [
  'America/Mexico_City',
  'America/Merida',
  'America/Cancun',
  'America/Chihuahua',
  'America/Hermosillo',
  'America/Tijuana',
  'America/Guatemala',
  'America/El_Salvador',
  'America/Tegucigalpa',
  'America/Managua',
  'America/Costa_Rica',
  'America/Panama',
  'America/Bogota',
  'America/Lima',
] as const;

/** The configuration a new cooperative starts with (spec 000 §8: 'the default configuration was added'). */
export function configuracionPorDefecto(idProducto: number): Omit<ConfiguracionCooperativa, 'id_cooperativa'> {
  const banderas = Object.fromEntries(BANDERAS_CONFIGURACION.map((b) => [b, 0])) as Record<BanderaConfiguracion, Bandera>;
  const miel = idProducto === 3;
  return {
    ...banderas,
    mostrar_dashboard_inicio: 1,
    mostrar_dashboard_productores: 1,
    mostrar_padron_completo: 1,
    mostrar_padron_concentrado: 1,
    usa_sic: 1,
    usa_centros_acopios: 1,
    id_cat_credito_precosecha: 1,
    tasa_interes_anticipos: 0,
    calidad_saco_kg: 69,
    calidad_base_mancha: 'oro',
    calidad_en_produccion: 0,
    anticipos_etiqueta: 'anticipo',
    parcelas_etiqueta: miel ? 'apiario' : 'parcela',
    plantas_etiqueta: miel ? 'colmena' : 'planta',
    ine_etiqueta: 'INE',
    acopio_units: 'kg',
    currency: 'MXN',
    zona_horaria: 'America/Mexico_City',
    id_cat_productos: idProducto,
  };
}

const capital = (s: string) => s.charAt(0).toLocaleUpperCase('es') + s.slice(1);
const plural = (s: string) => (/[aeiouáéó]$/i.test(s) ? `${s}s` : `${s}es`);

/** Labels of the producer screens from the configuration (spec 000 §2.8, 002 §5 'New producer'). */
export interface EtiquetasProductor {
  /** 'Parcela' / 'Apiario'. */
  parcela: string;
  /** 'Parcelas' / 'Apiarios'. */
  parcelas: string;
  /** 'Plantas' / 'Colmenas'. */
  plantas: string;
  /** The identity document: 'INE' unless configured. */
  ine: string;
  /** Population register number: 'CURP' with the INE; other countries' documents carry one number. */
  curp: string;
  /** RFC only when the label is INE (002 §5). */
  mostrarRfc: boolean;
}

/**
 * @example etiquetasProductor({parcelas_etiqueta: 'apiario', plantas_etiqueta: 'colmena'}).parcelas // 'Apiarios'
 * Without a configuration, honey (product 3) still says apiario/colmena.
 */
export function etiquetasProductor(cfg: Partial<ConfiguracionCooperativa> | null | undefined): EtiquetasProductor {
  const miel = Number(cfg?.id_cat_productos) === 3;
  const parcela = (cfg?.parcelas_etiqueta || (miel ? 'apiario' : 'parcela')).trim();
  const planta = (cfg?.plantas_etiqueta || (miel ? 'colmena' : 'planta')).trim();
  const ine = (cfg?.ine_etiqueta || 'INE').trim();
  const esIne = ine.toUpperCase() === 'INE';
  return {
    parcela: capital(parcela),
    parcelas: capital(plural(parcela)),
    plantas: capital(plural(planta)),
    ine,
    curp: esIne ? 'CURP' : `Número de ${ine}`,
    mostrarRfc: esIne,
  };
}
