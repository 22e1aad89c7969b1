import { lazy, Suspense } from 'react';
import { Cargando } from '../../../components/Cargando';

const Pantalla = lazy(() => import('./PadronConcentrado').then((m) => ({ default: m.PadronConcentrado })));

/** Its own chunk: the wide grouped table loads when the screen opens. */
export function PadronConcentradoPerezoso() {
  return (
    <Suspense fallback={<Cargando />}>
      <Pantalla />
    </Suspense>
  );
}
