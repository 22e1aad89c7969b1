import { lazy, Suspense, type ComponentType } from 'react';
import { Cargando } from './Cargando';

/**
 * The one way to load a screen (or a heavy widget: a map, a chart, the signature dialog) when it is first shown: its
 * module becomes its own chunk, and while it arrives the spinner takes its place. The loader names the export, so
 * screens keep named exports (DESIGN §4).
 *
 * @example
 * const ParcelaList = perezosa(() => import('./ParcelaList').then((m) => m.ParcelaList));
 * const Mapa = perezosa(() => import('./Mapa').then((m) => m.Mapa), 'Cargando el mapa');
 */
export function perezosa<P extends object>(cargar: () => Promise<ComponentType<P>>, etiqueta?: string) {
  const Componente = lazy(() => cargar().then((c) => ({ default: c })));
  function Perezosa(props: P) {
    return (
      <Suspense fallback={<Cargando etiqueta={etiqueta} />}>
        <Componente {...props} />
      </Suspense>
    );
  }
  return Perezosa;
}
