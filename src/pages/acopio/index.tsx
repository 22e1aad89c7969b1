import { lazy } from 'react';

/** The deliveries and lots list and the lots page (spec 002 §2.7, §2.1), each loaded with its screen. */
export const PaginaEntregas = lazy(() => import('./entregas/PaginaEntregas').then((m) => ({ default: m.PaginaEntregas })));
export const PaginaLotes = lazy(() => import('./lotes/PaginaLotes').then((m) => ({ default: m.PaginaLotes })));
