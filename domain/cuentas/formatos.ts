/**
 * The names of the formats a producer's profile lists (spec 000 §3 'Format row': `tipo`, `reporte`). `reporte` is
 * the survey's code (`inspeccion_interna`), which the staff never read: the profile shows the format's name.
 */
const NOMBRES_REPORTE: Readonly<Record<string, string>> = {
  inspeccion_interna: 'Inspección interna',
  plan_organico: 'Plan orgánico',
};

/**
 * The name of a format: its `tipo` when it has one, else the known name of its code, else the code written as words.
 *
 * @example nombreFormato({ tipo: null, reporte: 'inspeccion_interna' }) // 'Inspección interna'
 * @example nombreFormato({ tipo: '', reporte: 'visita_de_campo' }) // 'Visita de campo'
 */
export function nombreFormato(f: { tipo?: string | null; reporte?: string | null }): string {
  const tipo = f.tipo?.trim();
  if (tipo && tipo !== f.reporte) return tipo;
  const codigo = (f.reporte ?? tipo ?? '').trim();
  if (!codigo) return '--';
  const conocido = NOMBRES_REPORTE[codigo.toLowerCase()];
  if (conocido) return conocido;
  const palabras = codigo.replace(/[_-]+/g, ' ').replace(/\s+/g, ' ').trim().toLocaleLowerCase('es');
  return palabras.charAt(0).toLocaleUpperCase('es') + palabras.slice(1);
}
