import type { FastifyRequest } from 'fastify';
import { invalido } from '../../errores';
import type { Imagen } from '../archivos/imagen';
import { firmaComoPng } from '../archivos/firma-comite';
import { leerFormulario, type DeclaracionFormulario } from '../../multipart/leer-formulario';
import { FormularioComite as FormularioMultipartComite } from '@domain/contrato/formularios';
import { LIMITES_SUBIDA } from '@domain/comun/subidas';
import { CAMPO_FIRMA_COMITE, CAMPOS_FORMULARIO_COMITE } from '@domain/contrato/comite';
import type { Condicion, FormularioComite } from '@domain/comite/evaluacion';
import type { ErroresCampos } from '@domain/comun/validacion';

/** A drawn signature is a few kB; 1 MB like a user's signature (domain/comun/subidas.ts). */
export const MAX_FIRMA_COMITE = LIMITES_SUBIDA.firmaComite;
const MAX_TEXTO = 5000;
const MAX_CONDICIONES = 50;

/** The committee form as the multipart body sends it (spec 000 §7), read and typed; the rules run afterwards. */
export interface EnvioComite {
  id_cuenta: number | null;
  version: number | null;
  formulario: FormularioComite;
  usarFirmaUsuario: boolean;
  firma: { img: Imagen; contenido: Buffer } | null;
}

const FECHA = /^\d{4}-\d{2}-\d{2}$/;
const ENTERO = /^[1-9][0-9]{0,8}$/;

/** A real calendar date (2024-02-30 is not). */
function fechaValida(s: string): boolean {
  if (!FECHA.test(s)) return false;
  const d = new Date(`${s}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s;
}

/**
 * Reads the multipart body: known text fields only (at most 5000 characters each), at most one file, the signature
 * `firma_imagen` (JPG, PNG or GIF, decoded and re-encoded as PNG: what is stored is never the uploaded bytes). Numbers, dates and
 * the JSON list are checked for their type here (422 in Spanish, nothing stored); empty text means 'not given'.
 */
export async function leerFormularioComite(req: FastifyRequest): Promise<EnvioComite> {
  const { campos, archivos } = await leerFormulario(req, FORMULARIO);
  return convertir(campos, archivos[0]?.valor ?? null);
}

/** The committee's form as the multipart reader takes it (its schema is closed: an unknown field is refused). */
const FORMULARIO: DeclaracionFormulario<{ img: Imagen; contenido: Buffer }> = {
  esquema: FormularioMultipartComite,
  // JPG, PNG or GIF by content (000 §5), stored as a re-encoded PNG; otherwise the spec's 422
  archivos: [{ campo: CAMPO_FIRMA_COMITE, limite: MAX_FIRMA_COMITE, revisar: (bytes) => firmaComoPng(bytes, CAMPO_FIRMA_COMITE) }],
  limites: { archivos: 1, campos: CAMPOS_FORMULARIO_COMITE.length, partes: CAMPOS_FORMULARIO_COMITE.length + 1 },
  sinMultipart: { body: ['Envíe el formulario como multipart/form-data'] },
  maxTexto: MAX_TEXTO,
  sinNulos: true,
};

function convertir(campos: Record<string, string>, firma: EnvioComite['firma']): EnvioComite {
  const errores: ErroresCampos = {};
  const texto = (k: string) => (campos[k] ?? '').trim();
  const entero = (k: string): number | null => {
    const v = texto(k);
    if (v === '' || v === 'null') return null;
    if (!ENTERO.test(v)) {
      errores[k] = ['Debe ser un número entero'];
      return null;
    }
    return Number(v);
  };
  const fecha = (k: string): string | null => {
    const v = texto(k);
    if (v === '' || v === 'null') return null;
    if (!fechaValida(v)) {
      errores[k] = ['Debe ser una fecha con formato yyyy-MM-dd'];
      return null;
    }
    return v;
  };
  const condicion = texto('condicion');
  const formulario: FormularioComite = {
    // 0 or nothing is 'no option' (R039 'Debe seleccionar una opción'), answered by the rule with the spec's message.
    condicion: condicion === '' || condicion === '0' ? 0 : (entero('condicion') ?? 0),
    fecha_aut: fecha('fecha_aut'),
    id_nivel_riesgo: entero('id_nivel_riesgo'),
    sanc_cat_anterior: entero('sanc_cat_anterior'),
    sanc_cat_nueva: entero('sanc_cat_nueva'),
    aprob_sc_observaciones: texto('aprob_sc_observaciones') || null,
    aprob_cc_list: listaCondiciones(campos.aprob_cc_list, errores),
    sanc_fecha_inicio: fecha('sanc_fecha_inicio'),
    sanc_fecha_termino: fecha('sanc_fecha_termino'),
    sanc_observaciones: texto('sanc_observaciones') || null,
    lugar: texto('lugar') || null,
  };
  const usar = texto('usar_firma_usuario');
  if (usar !== '' && usar !== '0' && usar !== '1') errores.usar_firma_usuario = ['Debe ser 0 o 1'];
  const envio = { id_cuenta: entero('id_cuenta'), version: entero('version'), formulario, usarFirmaUsuario: usar === '1', firma };
  if (Object.keys(errores).length > 0) throw invalido(errores);
  return envio;
}

/** aprob_cc_list: JSON text of [{condicion, plazo, id?}] (spec 000 §7 'lists sent as JSON text'). */
function listaCondiciones(json: string | undefined, errores: ErroresCampos): Condicion[] {
  if (json === undefined || json.trim() === '') return [];
  const mal = (m = 'Debe ser una lista JSON de condiciones {condicion, plazo}') => {
    errores.aprob_cc_list = [m];
    return [];
  };
  let lista: unknown;
  try {
    lista = JSON.parse(json);
  } catch {
    return mal();
  }
  if (!Array.isArray(lista)) return mal();
  if (lista.length > MAX_CONDICIONES) return mal(`Máximo ${MAX_CONDICIONES} condiciones`);
  const salida: Condicion[] = [];
  for (const c of lista) {
    if (!c || typeof c !== 'object' || Array.isArray(c)) return mal();
    const { id, condicion, plazo, ...resto } = c as Record<string, unknown>;
    // plazo_str and the follow-up may come back from an edit's pre-fill: shown, never written from here.
    const extra = Object.keys(resto).filter((k) => !['plazo_str', 'verif_cumplido', 'verif_fecha'].includes(k));
    if (extra.length) return mal();
    if (typeof condicion !== 'string' || condicion.length > MAX_TEXTO) return mal();
    if (plazo !== null && plazo !== undefined && (typeof plazo !== 'string' || (plazo !== '' && !fechaValida(plazo)))) return mal();
    if (id !== undefined && id !== null && !(Number.isInteger(id) && (id as number) > 0 && (id as number) < 2 ** 31)) return mal();
    salida.push({ id: (id as number | null | undefined) ?? null, condicion, plazo: plazo ? (plazo as string) : null });
  }
  return salida;
}
