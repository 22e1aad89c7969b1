import { lazy, Suspense } from 'react';
import { Cargando } from '../../../components/Cargando';

/** The maps screen with Leaflet, loaded when it opens (DESIGN §7: maps stay out of the first screen's bundle). */
const PaginaMapas = lazy(() => import('./PaginaMapas').then((m) => ({ default: m.PaginaMapas })));

export function PaginaMapasPerezosa() {
  return (
    <Suspense fallback={<Cargando />}>
      <PaginaMapas />
    </Suspense>
  );
}
