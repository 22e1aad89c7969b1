import { lazy, Suspense } from 'react';
import { Cargando } from '../../../components/Cargando';

const Pantalla = lazy(() => import('./TableroAcopio').then((m) => ({ default: m.TableroAcopio })));

/** The collection dashboard is its own chunk: the charts load when it opens, not with the shell. */
export function TableroAcopioPerezoso() {
  return (
    <Suspense fallback={<Cargando />}>
      <Pantalla />
    </Suspense>
  );
}
