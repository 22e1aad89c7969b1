/**
 * Inline edits of the complete register (spec 001 §2.9, §5 'Registry … edit', §8 'Inline edit'; rules R079, R080).
 * The browser validates what the person typed with these rules before sending, and the server runs the same
 * rules on what arrives (the form is a comfort, the server the guard).
 */

export type TipoEdicion = 'texto' | 'numero' | 'nombre' | 'fecha' | 'localidad' | 'catalogo';

/** Catalogues a cell may point at; each is checked to exist (and to be the cooperative's own when it is a tenant's). */
export type CatalogoEdicion = 'generos' | 'regiones' | 'niveles_riesgo' | 'tenencia' | 'si_no' | 'inspectores';

export interface ColumnaEditable {
  /** The register's column name (spec 001 §3 'Registry row'), the {column} of padron_edit/{column}. */
  columna: string;
  /** Spanish header, also the start of the success message '{etiqueta} actualizado con éxito'. */
  etiqueta: string;
  tipo: TipoEdicion;
  /** Text: maximum length (255 by default, 25 for the mobile number). */
  max?: number;
  /** Number: minimum (0 by default), whole numbers only, and whether it is a weight travelling as kg ×100. */
  min?: number;
  entero?: boolean;
  centesimos?: boolean;
  /** Number: the plausible maximum (issue 22 item 6), in the unit a person types (ha or kg). */
  maxNumero?: number;
  catalogo?: CatalogoEdicion;
}

export const MAXIMO_TEXTO = 255;
export const MAXIMO_CELULAR = 25;

/**
 * Plausible bounds of the register's cells (issue 22 item 6; docs/DECISIONES.md 'padrón: límites'): no producer of a
 * cooperative inspects more than 10,000 ha nor harvests or estimates more than 1,000,000 kg in a cycle; an option id
 * fits PostgreSQL's integer. Dates are real days from 1900 and, for the past events the register records (birth, entry,
 * transition, inspection, prohibited products), not after the cooperative's today.
 */
export const MAXIMO_HECTAREAS = 10_000;
export const MAXIMO_KG = 1_000_000;
const ID_MAXIMO = 2_147_483_647;
const ANIO_MAXIMO = 2100;

export const MENSAJES_EDICION = {
  vacio: 'No se puede enviar un campo vacío',
  maximo: (n: number) => `Máximo ${n} caracteres`,
  numero: 'Debe ser un número',
  minimo: (min: number) => `El número debe ser mayor o igual a ${min}`,
  entero: 'debe ser un número entero',
  decimales: 'Máximo 2 decimales',
  maximoNumero: (max: number) => `El número debe ser menor o igual a ${max.toLocaleString('en-US')}`,
  futura: 'La fecha no puede ser posterior a hoy',
  // The spec gives no message for a bad date or an unknown option (the picker and the select prevent them).
  fecha: 'Seleccione una fecha válida',
  opcion: 'Seleccione una opción de la lista',
  localidad: 'La localidad no pertenece al municipio seleccionado',
  exito: (etiqueta: string) => `${etiqueta} actualizado con éxito`,
} as const;

const col = (columna: string, etiqueta: string, tipo: TipoEdicion, extra: Partial<ColumnaEditable> = {}): ColumnaEditable => ({
  columna,
  etiqueta,
  tipo,
  ...extra,
});

/**
 * The whitelist of editable cells. Everything else of the row is derived (plot sums, the inspection forms, the
 * committee's decision, the category) and changes where it is recorded, never in the register.
 */
export const COLUMNAS_EDITABLES: readonly ColumnaEditable[] = [
  col('productor_nombre', 'Nombre', 'nombre'),
  col('productor_codigo_tx', 'Código', 'texto'),
  col('localidad', 'Localidad', 'localidad'),
  col('region', 'Región', 'catalogo', { catalogo: 'regiones' }),
  col('ine', 'INE', 'texto'),
  col('curp', 'CURP', 'texto'),
  col('productor_fecha_nacimiento', 'Fecha de nacimiento', 'fecha'),
  col('productor_genero', 'Género', 'catalogo', { catalogo: 'generos' }),
  col('contacto_celular', 'Celular', 'texto', { max: MAXIMO_CELULAR }),
  col('contacto_correo', 'Correo', 'texto'),
  col('productor_fecha_ingreso', 'Fecha de ingreso', 'fecha'),
  col('productor_fecha_transicion', 'Fecha de ingreso a transición', 'fecha'),
  col('s3_cafeorganico_otrans_fechaprohibidos', 'Fecha de aplicación de productos prohibidos', 'fecha'),
  col('s3_cafeorganico_otrans_insumosprohibidos', 'Productos prohibidos utilizados', 'texto'),
  col('nivel_riesgo', 'Nivel de riesgo', 'catalogo', { catalogo: 'niveles_riesgo' }),
  col('tenencia_tierra', 'Tipo de tenencia', 'catalogo', { catalogo: 'tenencia' }),
  col('tenencia_papeles_sino', 'Documento de propiedad', 'catalogo', { catalogo: 'si_no' }),
  col('s3_inspeccion_fecha', 'Fecha de inspección', 'fecha'),
  col('s3_inspeccion_superficie', 'Superficie inspeccionada (ha)', 'numero', { maxNumero: MAXIMO_HECTAREAS }),
  col('s1_lista_inspector', 'Inspector', 'catalogo', { catalogo: 'inspectores' }),
  col('s6_pergamino_actual', 'Pergamino del ciclo (kg)', 'numero', { centesimos: true }),
  col('tx_estimacion_cosecha_productor_total', 'Estimación del productor (kg)', 'numero', { centesimos: true }),
  col('sum_actual_cacao', 'Estimación de cacao (kg)', 'numero', { centesimos: true }),
  col('sum_actual_mani', 'Estimación de maní (kg)', 'numero', { centesimos: true }),
  col('sum_actual_cardamomo', 'Estimación de cardamomo (kg)', 'numero', { centesimos: true }),
  col('sum_actual_pimientanegra', 'Estimación de pimienta negra (kg)', 'numero', { centesimos: true }),
  col('cultivos_activos', 'Cultivos activos', 'texto'),
];

const POR_NOMBRE = new Map(COLUMNAS_EDITABLES.map((c) => [c.columna, c]));

/** The editable column of that name, or undefined (a column outside the whitelist is not editable). */
export const columnaEditable = (columna: string): ColumnaEditable | undefined => POR_NOMBRE.get(columna);

const enBlanco = (v: unknown) => v === undefined || v === null || (typeof v === 'string' && v.trim() === '');

/** Text cell: required, at most `max` characters (R079: 255 by default, 25 for the mobile number). */
export function validarTexto(valor: unknown, max = MAXIMO_TEXTO): string | null {
  if (enBlanco(valor)) return MENSAJES_EDICION.vacio;
  if (typeof valor !== 'string') return MENSAJES_EDICION.vacio;
  return valor.trim().length > max ? MENSAJES_EDICION.maximo(max) : null;
}

/**
 * Number cell as typed (a string from the form, or a number): required, a number, at least `min`, whole if
 * `entero`, otherwise at most 2 decimals (R079).
 * @example validarNumero('2.505') // 'Máximo 2 decimales'
 */
export function validarNumero(
  valor: unknown,
  { min = 0, entero = false, max = MAXIMO_KG }: { min?: number; entero?: boolean; max?: number } = {},
): string | null {
  if (enBlanco(valor)) return MENSAJES_EDICION.vacio;
  const texto = String(valor).trim();
  if (!/^-?\d+(\.\d+)?$/.test(texto) || !Number.isFinite(Number(texto))) return MENSAJES_EDICION.numero;
  const n = Number(texto);
  if (n < min) return MENSAJES_EDICION.minimo(min);
  if (n > max) return MENSAJES_EDICION.maximoNumero(max);
  const decimales = texto.includes('.') ? texto.split('.')[1].replace(/0+$/, '').length : 0;
  if (entero && decimales > 0) return MENSAJES_EDICION.entero;
  if (decimales > 2) return MENSAJES_EDICION.decimales;
  return null;
}

/** Date cell: a real day written yyyy-MM-dd (the picker sends it so; DECISIONS 'dates'). */
export function validarFecha(valor: unknown, hoy?: string): string | null {
  if (enBlanco(valor)) return MENSAJES_EDICION.vacio;
  const m = typeof valor === 'string' ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(valor) : null;
  if (!m) return MENSAJES_EDICION.fecha;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  const real = d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]);
  if (!real || Number(m[1]) < 1900 || Number(m[1]) > ANIO_MAXIMO) return MENSAJES_EDICION.fecha;
  return hoy && (valor as string) > hoy ? MENSAJES_EDICION.futura : null;
}

export interface NombreProductor {
  nombres?: unknown;
  apellido_paterno?: unknown;
  apellido_materno?: unknown;
}

/** Name edit: nombres, apellido_paterno and apellido_materno each required and at most 255 characters (R079). */
export function validarNombre(n: NombreProductor): Partial<Record<keyof NombreProductor, string>> {
  const errores: Partial<Record<keyof NombreProductor, string>> = {};
  for (const campo of ['nombres', 'apellido_paterno', 'apellido_materno'] as const) {
    const m = validarTexto(n[campo]);
    if (m) errores[campo] = m;
  }
  return errores;
}

/** A catalogue option id: a positive whole number (whether it exists is the server's to check). */
export function validarOpcion(valor: unknown): string | null {
  if (enBlanco(valor)) return MENSAJES_EDICION.vacio;
  return typeof valor === 'number' && Number.isInteger(valor) && valor > 0 && valor <= ID_MAXIMO ? null : MENSAJES_EDICION.opcion;
}

/**
 * The message of a simple cell's value as typed (text, number, date, catalogue), or null when it may be sent.
 * Name and locality cells carry several fields: `validarNombre`, and a locality is a catalogue option.
 */
export function validarCelda(c: ColumnaEditable, valor: unknown, hoy?: string): string | null {
  switch (c.tipo) {
    case 'texto':
      return validarTexto(valor, c.max);
    case 'numero':
      return validarNumero(valor, { min: c.min, entero: c.entero, max: c.maxNumero });
    case 'fecha':
      return validarFecha(valor, hoy);
    case 'catalogo':
    case 'localidad':
      return validarOpcion(valor);
    case 'nombre':
      return null;
  }
}

/** Weights travel as kg ×100 (DESIGN §2): the typed '12.5' is sent as 1250, rounded half-up at the boundary. */
export const aCentesimos = (typed: string | number): number => Math.round(Number(typed) * 100);
export const deCentesimos = (v: number | null | undefined): number | null => (v === null || v === undefined ? null : v / 100);

/**
 * The value sent for a number cell: kg ×100 for weights, the number itself (hectares) otherwise.
 * @example valorNumeroParaEnviar({ centesimos: true } as ColumnaEditable, '12.5') // 1250
 */
export function valorNumeroParaEnviar(c: ColumnaEditable, typed: string | number): number {
  return c.centesimos ? aCentesimos(typed) : Number(typed);
}

/**
 * R080: the register's totals adjust locally by the difference of the edited cell.
 * Works in the unit the total is kept in (kg ×100 for weights), so integers stay integers; hectares are
 * rounded to 3 decimals as stored.
 * @example ajustarTotal(10, 2, 3.5) // 11.5
 */
export function ajustarTotal(total: number, antes: number | null | undefined, despues: number | null | undefined): number {
  const r = total + (Number(despues ?? 0) - Number(antes ?? 0));
  return Math.round(r * 1000) / 1000;
}
