/** The organic certification of a delivery (spec 002 §9): 15; 16 excludes it (R108). */
export const CERTIFICACION_ORGANICA = 15;
export const CERTIFICACION_EXCLUYENTE = 16;

/** 15 and 16 are mutually exclusive: when both are picked, 16 is dropped (R108). [15, 16] → [15]; [16] → [16]. */
export function normalizarCertificaciones(ids: readonly number[]): number[] {
  const unicos = [...new Set(ids)];
  return unicos.includes(CERTIFICACION_ORGANICA) ? unicos.filter((i) => i !== CERTIFICACION_EXCLUYENTE) : unicos;
}

export const AVISO_NO_ORGANICO = 'La categoría del productor no es orgánica. ¿Está seguro/a de esta categoría?';

/** The producer category 'Orgánico' (spec 000 §3). */
const CATEGORIA_ORGANICO = 4;

/**
 * R109: organic (15) chosen for a producer whose category is not Orgánico. Decided by the category id, not its
 * label (docs/DECISIONES.md): the label changes with the certifier, the id does not.
 */
export function avisoNoOrganico(ids: readonly number[], categoriaProductor: number | null | undefined): string | null {
  return ids.includes(CERTIFICACION_ORGANICA) && categoriaProductor !== CATEGORIA_ORGANICO ? AVISO_NO_ORGANICO : null;
}

export const AVISO_LOTE_ORGANICO = 'El lote es orgánico y esta entrega no tiene la categoría Orgánico. ¿Está seguro/a de este lote?';

/**
 * Whether a lot is organic (issue 22 item 24). Lots carry no category in spec 002 §3, so the cooperative says it in
 * the lot's name ('Lote orgánico'), accented or not; 'no orgánico' and 'inorgánico' are not (docs/DECISIONES.md).
 */
export function esLoteOrganico(nombre: string): boolean {
  const sinAcentos = nombre
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();
  return /(^|[^a-z])organico/.test(sinAcentos) && !/\bno\s+organico/.test(sinAcentos);
}

/**
 * A delivery without the organic category (15) going into an organic lot mixes conventional produce into what is
 * sold as organic: the form warns, like R109, and the server lets the collector decide (a warning, not a refusal:
 * docs/DECISIONES.md). Null when there is nothing to say.
 */
export function avisoLoteOrganico(ids: readonly number[], lote: { nombre: string } | null | undefined): string | null {
  return lote && esLoteOrganico(lote.nombre) && !ids.includes(CERTIFICACION_ORGANICA) ? AVISO_LOTE_ORGANICO : null;
}
