import { validarParcela } from '../parcelas/parcela';
import { agregarError, type ErroresCampos } from '../comun/validacion';

/**
 * The linking wizards' rules (spec 002 §2.13, §2.14, §5 'Linking', §8; rules.md R121; issue 27). Pure: the screens
 * enable Next with them and the server's use cases check them again before anything is written.
 */

/** The field-form types the wizards know (§3 'Linking forms'); anything else is shown with the 'ERROR' badge. */
export const TIPOS_FORMULARIO = ['sic_pp', 'tx_po', 'tx_croquis'] as const;
export type TipoFormulario = (typeof TIPOS_FORMULARIO)[number];

export const esTipoConocido = (tipo: string): tipo is TipoFormulario => (TIPOS_FORMULARIO as readonly string[]).includes(tipo);

/** The producer's `tx_formatos` label of each type (what the profile's formats table lists). */
export const ETIQUETA_FORMATO: Record<TipoFormulario, string> = {
  sic_pp: 'Parcela principal',
  tx_po: 'Plan orgánico',
  tx_croquis: 'Croquis',
};

/** What the wizard's list shows in the type column: the label, or 'ERROR' for an unknown type (§2.14). */
export const insigniaTipo = (tipo: string): string => (esTipoConocido(tipo) ? ETIQUETA_FORMATO[tipo] : 'ERROR');

/** pdf and xls downloads are offered per form, but not for sketches (§2.14) nor for an unknown type. */
export const tieneDescargas = (tipo: string): boolean => tipo === 'sic_pp' || tipo === 'tx_po';

/** Step 1 of the account wizard: Next once at least one form is selected (§2.13). */
export const puedeAvanzarFormularios = (seleccionados: readonly unknown[]): boolean => seleccionados.length >= 1;

export const MENSAJE_UN_PRODUCTOR = 'No puedes elegir más de un productor';
export const MENSAJE_SIN_PRODUCTOR = 'Elige un productor';
export const MENSAJE_UNA_PARCELA = 'Elige una sola parcela';
export const MENSAJE_SIN_FORMULARIOS = 'Elige al menos un formulario';
export const MENSAJE_YA_VINCULADO =
  'Otra persona ya vinculó uno de estos formularios mientras usted elegía; recargue la lista: no se vinculó ninguno';

/** Exactly one producer (§5 'Linking'): the spec's message for more than one. */
export function validarProductor(ids: readonly unknown[]): ErroresCampos {
  const e: ErroresCampos = {};
  if (ids.length > 1) agregarError(e, 'id_cuenta', MENSAJE_UN_PRODUCTOR);
  else if (ids.length === 0) agregarError(e, 'id_cuenta', MENSAJE_SIN_PRODUCTOR);
  return e;
}

/** Exactly one plot, or none (the no-plot path: `sinParcela`). */
export function validarParcelaElegida(ids: readonly unknown[], sinParcela: boolean): ErroresCampos {
  const e: ErroresCampos = {};
  if (sinParcela) {
    if (ids.length > 0) agregarError(e, 'id_parcela', MENSAJE_UNA_PARCELA);
  } else if (ids.length !== 1) agregarError(e, 'id_parcela', MENSAJE_UNA_PARCELA);
  return e;
}

/** The three lists of a batch (§7 'Linking': idsPP, idsPO, idsCroquis). */
export interface ListasVinculo {
  idsPP: readonly number[];
  idsPO: readonly number[];
  idsCroquis: readonly number[];
}

/** A form as the batch reads it before linking: its type and whether someone already linked it. */
export interface FormularioVinculable {
  id: number;
  tipo: string;
  id_cuenta: number | null;
  id_parcela: number | null;
  poligono?: unknown;
}

const LISTA_DE: Record<TipoFormulario, keyof ListasVinculo> = { sic_pp: 'idsPP', tx_po: 'idsPO', tx_croquis: 'idsCroquis' };

/**
 * Checks a batch against the forms read (locked) in the transaction. `leidos` holds only the session cooperative's
 * forms: an id missing from it is another cooperative's or none (422 naming its list, nothing linked). A form in the
 * wrong list, twice, or of an unknown type is a 422; a form already linked (to a producer for the account batch, to a
 * plot for the plot batch) answers `yaVinculado` so the use case can answer 409. Returns the ids to link, in order.
 */
export function revisarLote(
  listas: ListasVinculo,
  leidos: readonly FormularioVinculable[],
  destino: 'cuenta' | 'parcela',
): { errores: ErroresCampos; yaVinculado: boolean; ids: number[] } {
  const e: ErroresCampos = {};
  const porId = new Map(leidos.map((f) => [f.id, f]));
  const vistos = new Set<number>();
  let yaVinculado = false;
  const ids: number[] = [];
  for (const lista of ['idsPP', 'idsPO', 'idsCroquis'] as const) {
    for (const id of listas[lista]) {
      if (vistos.has(id)) {
        agregarError(e, lista, `El formulario ${id} está repetido`);
        continue;
      }
      vistos.add(id);
      const f = porId.get(id);
      if (!f) {
        agregarError(e, lista, `El formulario ${id} no existe`);
        continue;
      }
      if (!esTipoConocido(f.tipo)) {
        agregarError(e, lista, `El formulario ${id} es de un tipo desconocido (${f.tipo}) y no se puede vincular`);
        continue;
      }
      if (LISTA_DE[f.tipo] !== lista) {
        agregarError(e, lista, `El formulario ${id} es de tipo ${ETIQUETA_FORMATO[f.tipo]} y va en ${LISTA_DE[f.tipo]}`);
        continue;
      }
      if (f.tipo === 'tx_croquis' && destino === 'parcela' && !f.poligono) agregarError(e, lista, `El croquis ${id} no trae polígono`);
      if (destino === 'cuenta' ? f.id_cuenta !== null : f.id_parcela !== null) yaVinculado = true;
      ids.push(id);
    }
  }
  if (vistos.size === 0) agregarError(e, 'idsPP', MENSAJE_SIN_FORMULARIOS);
  return { errores: e, yaVinculado, ids };
}

/** A batch's success message (§8): '{n} formulario(s) vinculado(s) correctamente'. */
export const mensajeVinculados = (n: number): string => `${n} formulario(s) vinculado(s) correctamente`;

export const MENSAJE_PARCELA_CREADA =
  'Parcela creada correctamente y vinculada a formulario. Revisa si no hay Croquis y PO por vincular ahora.';

/**
 * The no-plot path (§2.14, §7 vinculo_forms_create_parcela): the form must be a main-plot form (sic_pp) not yet on
 * a plot, and the new plot follows the repo's plot rules (domain/parcelas/parcela.ts) under the spec's field names.
 */
export function validarParcelaDesdeFormulario(
  f: Pick<FormularioVinculable, 'tipo' | 'id_parcela'> | null,
  datos: { nombre_parcela: unknown; superficie: unknown; num_plantas: unknown },
): ErroresCampos {
  const e: ErroresCampos = {};
  if (!f) agregarError(e, 'id_sic', 'El formulario no existe');
  else if (f.tipo !== 'sic_pp') agregarError(e, 'id_sic', 'Solo un formulario de parcela principal puede crear una parcela');
  const p = validarParcela({ nombre: datos.nombre_parcela, superficie: datos.superficie, plantas: datos.num_plantas });
  const campo = { nombre: 'nombre_parcela', superficie: 'superficie', plantas: 'num_plantas' } as const;
  for (const [k, ms] of Object.entries(p)) for (const m of ms) agregarError(e, campo[k as keyof typeof campo] ?? k, m);
  return e;
}

/**
 * After success the wizard goes back in history (§2.13, §2.14; R121's GAP, docs/DECISIONES.md): to the step where
 * the person chose what to link — the account wizard goes back 2 (confirm → step 1), the plot wizard 3 (confirm →
 * producer), and the no-plot path 3 as well (confirm → no-plot list → plot → producer).
 */
export function pasosAtras(asistente: 'cuenta' | 'parcela' | 'sin-parcela'): number {
  return asistente === 'cuenta' ? 2 : 3;
}
