import { lazy } from 'react';

/** The localities catalogue, in its own chunk. */
export const LocalidadListPerezosa = lazy(() => import('./LocalidadList').then((m) => ({ default: m.LocalidadList })));
