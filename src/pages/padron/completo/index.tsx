import { lazy, Suspense } from 'react';
import { Cargando } from '../../../components/Cargando';

const Pantalla = lazy(() => import('./PadronCompleto').then((m) => ({ default: m.PadronCompleto })));

/** Its own chunk: the data grid loads when the register opens (DESIGN §7). */
export function PadronCompletoPerezoso() {
  return (
    <Suspense fallback={<Cargando />}>
      <Pantalla />
    </Suspense>
  );
}
