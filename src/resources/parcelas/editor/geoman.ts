import L from 'leaflet';

/*
 * leaflet-geoman's bundle reads the global `L` when it loads and hooks itself into every map created
 * after that. The global is set here, in a module of its own, so that the dynamic import below runs
 * strictly after it (static imports are hoisted above any statement).
 */
(globalThis as unknown as { L: typeof L }).L = L;

/** Loads geoman once, with its styles; the editor waits for it before drawing the map. */
let cargado: Promise<void> | null = null;
export function cargarGeoman(): Promise<void> {
  cargado ??= Promise.all([
    import('@geoman-io/leaflet-geoman-free'),
    import('@geoman-io/leaflet-geoman-free/dist/leaflet-geoman.css'),
  ]).then(() => undefined);
  return cargado;
}
