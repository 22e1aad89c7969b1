import { columnaEditable } from '../padron/edicion';
import { FALTANTE, formatoCentavos, formatoFecha, formatoHectareas, formatoNumero, partesEnZona } from '../comun/formato';

/**
 * A producer's 'Historial de cambios' (issue 13): an audit row (accion, entidad, antes, despues as stored) turned
 * into what a person reads: what was done, and one line per changed field with its Spanish label and its old and
 * new value in the app's formats. Pure: the server sends the rows, the browser describes them.
 */

/** An audit row as the history call answers it (the fields this rule reads). */
export interface FilaAuditada {
  accion: string;
  entidad: string;
  antes: unknown;
  despues: unknown;
}

export interface CambioCampo {
  campo: string;
  etiqueta: string;
  antes: string;
  despues: string;
}

export interface CambioLegible {
  /** 'Editó la entrega', 'Dio de baja', 'Confirmó el alta'… */
  accion: string;
  cambios: CambioCampo[];
}

/** Fields never shown: secrets, and technical keys that mean nothing to a person. */
const OCULTOS = new Set([
  'password',
  'password_hash',
  'contenido',
  'token',
  'firma',
  'firma_image',
  'id',
  'uuid',
  'id_cooperativa',
  'id_cuenta',
  'id_productor',
  'id_usuario',
  'id_user',
  'version',
  'created_at',
  'updated_at',
]);

/** The Spanish label of each field people edit; any other field shows by its raw name. */
export const ETIQUETAS_CAMPO: Record<string, string> = {
  nombres: 'Nombres',
  apellido_paterno: 'Apellido paterno',
  apellido_materno: 'Apellido materno',
  id_cat_genero: 'Género',
  fecha_nacimiento: 'Fecha de nacimiento',
  ine: 'INE',
  curp: 'CURP',
  rfc: 'RFC',
  no_celular: 'Celular',
  id_municipio: 'Municipio',
  id_localidad: 'Localidad',
  id_region: 'Región',
  id_cuenta_region: 'Región',
  id_centro_acopio: 'Centro de acopio',
  clave_tx: 'Clave',
  codigo_tx: 'Código',
  id_ciclo: 'Ciclo',
  id_cuenta_categoria: 'Categoría',
  cuenta_categoria: 'Categoría',
  organico: 'Orgánico',
  confirmado: 'Confirmado',
  pertenece_cooperativa: 'Pertenece a la cooperativa',
  fecha_ingreso: 'Fecha de ingreso',
  id_nivel_riesgo: 'Nivel de riesgo',
  id_cat_cuentas_bajas: 'Motivo de baja',
  fecha_baja: 'Fecha de baja',
  padronesSeleccionados: 'Padrones',
  nombre: 'Nombre',
  superficie: 'Superficie (ha)',
  plantas: 'Plantas',
  parcelas: 'Parcelas',
  poligono: 'Croquis',
  origen: 'Origen del croquis',
  modo: 'Modo',
  alertas: 'Alertas',
  elevaciones: 'Altitudes',
  elevacion_centro: 'Altitud del punto central',
  parcela: 'Parcela',
  id_riesgo_eudr: 'Riesgo EUDR',
  justificacion: 'Justificación',
  imagenes: 'Imágenes',
  documentos: 'Documentos',
  folio_acopio: 'Folio',
  fecha_acopio: 'Fecha de acopio',
  fecha_ejecucion: 'Fecha',
  fecha: 'Fecha',
  fecha_cosecha: 'Fecha de cosecha',
  pesadas: 'Pesadas',
  peso_bruto: 'Peso bruto',
  peso_tara: 'Tara',
  peso_descuento: 'Descuento',
  peso_neto: 'Peso neto',
  precio_por_kg: 'Precio por kg',
  importe_total: 'Importe total',
  recuperacion_credito: 'Recuperación de crédito',
  monto: 'Monto',
  monto_pagado: 'Monto pagado',
  pagado: 'Pagado',
  saldo: 'Saldo',
  id_metodo_pago: 'Método de pago',
  id_lote: 'Lote',
  rendimiento: 'Rendimiento',
  humedad: 'Humedad',
  mancha: 'Mancha',
  observaciones: 'Observaciones',
  condicion: 'Decisión',
  sanc_cat_anterior: 'Categoría anterior',
  sanc_cat_nueva: 'Categoría nueva',
};

/** Money travels as integer cents (DESIGN §2). */
const DINERO = new Set(['precio_por_kg', 'importe_total', 'recuperacion_credito', 'monto', 'monto_pagado', 'pagado', 'saldo', 'importe']);
/** Weights travel as integer hundredths of a kilogram. */
const PESO = new Set(['peso_bruto', 'peso_tara', 'peso_descuento', 'peso_neto']);
/** Percentages travel as integer hundredths. */
const PORCENTAJE = new Set(['rendimiento', 'humedad', 'mancha']);
/** 0/1 flags. */
const BANDERAS = new Set(['organico', 'confirmado', 'pertenece_cooperativa']);
/** Catalogues fixed by the spec, whose names this rule knows without the row carrying them. */
const CATALOGOS_FIJOS: Record<string, Record<number, string>> = {
  id_riesgo_eudr: { 1: 'Alto', 2: 'Medio', 3: 'Bajo', 4: 'Falta información', 5: 'Sin asignar' },
};

/** The action a person reads; specific (accion:entidad) first, then the action alone. */
const ACCIONES: Record<string, string> = {
  'crear:productores': 'Registró al productor',
  'editar:productores': 'Editó los datos del productor',
  'editar:cuentas': 'Editó la cuenta',
  'baja:cuentas': 'Dio de baja',
  'cancelar:cuentas_bajas': 'Canceló la baja',
  'cancelar:bajas': 'Canceló la baja',
  'confirmar:cuentas_altas_solicitud': 'Confirmó el alta',
  'confirmar:altas': 'Confirmó el alta',
  'cancelar:cuentas_altas_solicitud': 'Canceló el alta',
  'crear:comite_evaluaciones': 'Registró la evaluación del comité',
  'editar:comite_evaluaciones': 'Editó la evaluación del comité',
  'crear:parcelas': 'Agregó parcelas',
  'editar:parcelas': 'Editó la parcela',
  'baja:parcelas': 'Dio de baja la parcela',
  'editar:parcelas_croquis': 'Cambió el croquis de la parcela',
  'editar:parcelas_altitudes': 'Calculó las altitudes de la parcela',
  'crear:parcelas_eudr_riesgos': 'Cambió el riesgo EUDR de la parcela',
  'crear:acopios': 'Registró una entrega',
  'editar:acopios': 'Editó la entrega',
  'eliminar:acopios': 'Eliminó la entrega',
  'crear:acopio_pagos': 'Registró un pago pendiente',
  crear: 'Registró',
  editar: 'Editó',
  baja: 'Dio de baja',
  eliminar: 'Eliminó',
  confirmar: 'Confirmó',
  cancelar: 'Canceló',
  desactivar: 'Desactivó',
  archivo: 'Subió un archivo',
  configuracion: 'Cambió la configuración',
};

/** 'Editó la entrega' for (editar, acopios); the raw action for one this rule does not know. */
export function etiquetaAccion(accion: string, entidad: string, despues?: unknown): string {
  // a sketch removal is stored as an edit whose new state says how it was removed
  if (accion === 'editar' && entidad === 'parcelas_croquis' && esObjeto(despues) && 'modo' in despues)
    return 'Eliminó el croquis de la parcela';
  return ACCIONES[`${accion}:${entidad}`] ?? ACCIONES[accion] ?? accion;
}

const esObjeto = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const vacio = (v: unknown) => v === null || v === undefined || (typeof v === 'string' && v.trim() === '');

/** The name a row carries for a catalogue id: for `id_x`, its `x`, `x_nombre` or `x_str` beside it. */
function nombreDeCatalogo(campo: string, fila: Record<string, unknown> | null): string | null {
  if (!fila || !campo.startsWith('id_')) return null;
  const base = campo.slice(3);
  for (const k of [base, `${base}_nombre`, `${base}_str`, `nombre_${base}`]) {
    if (typeof fila[k] === 'string' && fila[k] !== '') return fila[k] as string;
  }
  return null;
}

/** A polygon as a person reads it: how many corners, not its coordinates. */
function esPoligono(v: unknown): v is { type: 'Polygon'; coordinates: unknown[][] } {
  return esObjeto(v) && v.type === 'Polygon' && Array.isArray(v.coordinates);
}

/** One value in the app's formats ('--' when missing). */
export function formatoValor(campo: string, v: unknown, fila: Record<string, unknown> | null = null): string {
  if (vacio(v)) return FALTANTE;
  const nombre = nombreDeCatalogo(campo, fila);
  if (nombre) return nombre;
  if (typeof v === 'number' && CATALOGOS_FIJOS[campo]?.[v]) return CATALOGOS_FIJOS[campo][v];
  if (DINERO.has(campo) && typeof v === 'number') return formatoCentavos(v);
  if ((PESO.has(campo) || columnaEditable(campo)?.centesimos) && typeof v === 'number') return `${formatoCentavos(v, '')} kg`;
  if (PORCENTAJE.has(campo) && typeof v === 'number') return `${formatoCentavos(v, '')} %`;
  if (campo === 'superficie') return formatoHectareas(v as number | string);
  if (BANDERAS.has(campo) && (v === 0 || v === 1 || typeof v === 'boolean')) return v === 1 || v === true ? 'Sí' : 'No';
  if (typeof v === 'boolean') return v ? 'Sí' : 'No';
  if (typeof v === 'string' && (campo.startsWith('fecha') || /^\d{4}-\d{2}-\d{2}(T|$)/.test(v)) && formatoFecha(v) !== FALTANTE)
    return formatoFecha(v);
  if (typeof v === 'number') return Number.isInteger(v) ? formatoNumero(v) : formatoNumero(v, 2);
  if (esPoligono(v)) {
    const anillo = Array.isArray(v.coordinates[0]) ? v.coordinates[0].length : 0;
    // GeoJSON closes the ring by repeating the first corner
    return `Polígono de ${Math.max(anillo - 1, 0)} vértices`;
  }
  if (Array.isArray(v)) {
    if (v.length === 0) return FALTANTE;
    if (v.every((x) => typeof x === 'string' || typeof x === 'number')) return v.map((x) => formatoValor(campo, x)).join(', ');
    // records with a name (plots) read by their names; others by how many
    if (v.every((x) => esObjeto(x) && typeof x.nombre === 'string')) return v.map((x) => (x as { nombre: string }).nombre).join(', ');
    return v.length === 1 ? '1 registro' : `${formatoNumero(v.length)} registros`;
  }
  if (esObjeto(v)) return JSON.stringify(v).slice(0, 120);
  return String(v);
}

/** The stored value as an object of fields (a bare value becomes { valor }). */
function comoCampos(v: unknown): Record<string, unknown> | null {
  if (v === null || v === undefined) return null;
  return esObjeto(v) ? v : { valor: v };
}

const igual = (a: unknown, b: unknown) => JSON.stringify(a ?? null) === JSON.stringify(b ?? null);

/**
 * What a person reads of one audit row: the action, and each field that changed (a creation lists what it wrote,
 * a removal what it removed), old → new. Fields present on one side only count as changed; unchanged ones are left out.
 * @example describirCambio({ accion: 'editar', entidad: 'productores', antes: { nombres: 'Ana' }, despues: { nombres: 'Ana María' } })
 *   // { accion: 'Editó los datos del productor', cambios: [{ campo: 'nombres', etiqueta: 'Nombres', antes: 'Ana', despues: 'Ana María' }] }
 */
export function describirCambio(fila: FilaAuditada): CambioLegible {
  const antes = comoCampos(fila.antes);
  const despues = comoCampos(fila.despues);
  const campos = [...new Set([...Object.keys(antes ?? {}), ...Object.keys(despues ?? {})])];
  const cambios: CambioCampo[] = [];
  for (const campo of campos) {
    if (OCULTOS.has(campo) || /password|secret|clave_acceso/i.test(campo)) continue;
    const a = antes?.[campo];
    const d = despues?.[campo];
    if (igual(a, d)) continue;
    // a name carried beside its id is shown through the id's line, not as a line of its own
    if (campos.includes(`id_${campo}`)) continue;
    const textoAntes = formatoValor(campo, a, antes);
    const textoDespues = formatoValor(campo, d, despues);
    if (textoAntes === textoDespues) continue;
    cambios.push({ campo, etiqueta: etiquetaCampo(campo), antes: textoAntes, despues: textoDespues });
  }
  // the order of the dictionary (the order of the forms), unknown fields last: jsonb does not keep the written order
  const orden = (c: CambioCampo) => ORDEN_CAMPOS.get(c.campo) ?? ORDEN_CAMPOS.size;
  cambios.sort((a, b) => orden(a) - orden(b));
  return { accion: etiquetaAccion(fila.accion, fila.entidad, fila.despues), cambios };
}

/** A field's Spanish label: the dictionary, else the complete register's column header (its cell edits are audited by column). */
const etiquetaCampo = (campo: string): string => ETIQUETAS_CAMPO[campo] ?? columnaEditable(campo)?.etiqueta ?? campo;

const ORDEN_CAMPOS = new Map(Object.keys(ETIQUETAS_CAMPO).map((k, i) => [k, i]));

/**
 * When a change happened, on the cooperative's clock (DECISIONS.md 'today'): '2026-01-05T18:04:00Z' in
 * America/Mexico_City → '05/ene/2026 12:04'.
 */
export function formatoMomento(iso: string, zona: string | null | undefined): string {
  const t = Date.parse(iso);
  if (!Number.isFinite(t)) return FALTANTE;
  const p = partesEnZona(new Date(t), zona);
  return `${formatoFecha(`${p.year}-${p.month}-${p.day}`)} ${p.hour}:${p.minute}`;
}
