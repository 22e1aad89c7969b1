/**
 * How fresh the device copy is, as the indicator says it: 'actualizados hace 5 min'. Coarse on purpose: a collector
 * decides whether to refresh before going up the mountain, not to the second.
 * @example textoFrescura('2026-01-01T10:00:00Z', Date.parse('2026-01-01T10:05:30Z')) // 'actualizados hace 5 min'
 */
export function textoFrescura(leidaEn: string, ahora: number): string {
  const min = Math.max(0, Math.floor((ahora - Date.parse(leidaEn)) / 60_000));
  if (min < 1) return 'actualizados hace un momento';
  if (min < 60) return `actualizados hace ${min} min`;
  const h = Math.floor(min / 60);
  if (h < 24) return `actualizados hace ${h} h`;
  const d = Math.floor(h / 24);
  return `actualizados hace ${d} ${d === 1 ? 'día' : 'días'}`;
}
