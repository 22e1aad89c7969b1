/**
 * The varieties a main-plot form lists (issue 27, the no-plot path): the plot created from the form is given them.
 * The master forms name the field `variedades` (a select_multiple: choice names separated by spaces), or
 * `variedad_principal` / `variedad` (one, as the demo's forms); under a group the last path segment counts
 * (`grp_cultivo/variedades`), as for the other fields (domain/fichas/envio.ts).
 */
export const CAMPOS_VARIEDAD = ['variedades', 'variedades_cultivadas', 'variedad_principal', 'variedad'] as const;

export interface VariedadCatalogo {
  id: number;
  nombre: string;
}

/** 'Costa Rica 95', 'costa_rica_95' and 'Costa-Rica 95' are one key: no accents, case or separators. */
const clave = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '');

/** The field's values: the whole answer, its comma-separated parts and its space-separated choice names. */
function candidatos(v: unknown): string[] {
  const valores = Array.isArray(v) ? v.map(String) : typeof v === 'string' ? [v] : [];
  return valores.flatMap((s) => [s, ...s.split(/[,;]/), ...s.split(/\s+/)]).filter((s) => s.trim() !== '');
}

/**
 * The catalogue ids of the varieties the form's answers name (the cooperative's crop's catalogue), in catalogue
 * order, each once; an answer naming no known variety adds nothing.
 * @example variedadesDelFormulario({ 'grp/variedades': 'typica costa_rica_95' }, catalogo) // [1, 7]
 */
export function variedadesDelFormulario(datos: Record<string, unknown>, catalogo: readonly VariedadCatalogo[]): number[] {
  const porClave = new Map(catalogo.map((c) => [clave(c.nombre), c.id]));
  const hallados = new Set<number>();
  for (const [k, v] of Object.entries(datos)) {
    if (k.startsWith('_')) continue;
    const hoja = k.slice(k.lastIndexOf('/') + 1);
    if (!(CAMPOS_VARIEDAD as readonly string[]).includes(hoja)) continue;
    for (const c of candidatos(v)) {
      const id = porClave.get(clave(c));
      if (id !== undefined) hallados.add(id);
    }
  }
  return catalogo.map((c) => c.id).filter((id) => hallados.has(id));
}
