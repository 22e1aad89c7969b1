import { lazy, Suspense } from 'react';
import { Cargando } from '../../../components/Cargando';

const Pantalla = lazy(() => import('./AcopioPorProductor').then((m) => ({ default: m.AcopioPorProductor })));

/** Its own chunk: the drill-down's charts load when the screen opens. */
export function AcopioPorProductorPerezoso() {
  return (
    <Suspense fallback={<Cargando />}>
      <Pantalla />
    </Suspense>
  );
}
