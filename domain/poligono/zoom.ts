/** Zoom of the sketch editor when it opens (001 §2.8, §9). */
export const ZOOM_EDITOR = 19;

/** 001 §2.4: below each bound (hectares), the zoom beside it; at or above the last, 7. */
const TABLA_ZOOM: readonly [number, number][] = [
  [0.5, 19],
  [1.5, 18],
  [2, 17],
  [10, 16],
  [100, 15],
  [1000, 12],
  [10000, 10],
];

/**
 * Map auto-zoom by area in hectares (001 §2.4, R060). No area (no polygon) → 19, the editor's default,
 * as 0 ha would give (R060 gap).
 * @example zoomPorArea(0.49) // 19; zoomPorArea(0.5) // 18; zoomPorArea(10000) // 7
 */
export function zoomPorArea(ha: number | null | undefined): number {
  if (ha == null || !Number.isFinite(ha)) return ZOOM_EDITOR;
  for (const [limite, zoom] of TABLA_ZOOM) if (ha < limite) return zoom;
  return 7;
}
