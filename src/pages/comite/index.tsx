import { lazy } from 'react';

/** The committee's screens (spec 000 §2.10), code-split: reached from the producer profile, not the menu. */
export const PaginaComiteFormulario = lazy(() => import('./PaginaComiteFormulario').then((m) => ({ default: m.PaginaComiteFormulario })));
export const PaginaComiteRevisar = lazy(() => import('./PaginaComiteRevisar').then((m) => ({ default: m.PaginaComiteRevisar })));
export const PaginaComiteVer = lazy(() => import('./PaginaComiteVer').then((m) => ({ default: m.PaginaComiteVer })));
export const PaginaComiteEditar = lazy(() => import('./PaginaComiteEditar').then((m) => ({ default: m.PaginaComiteEditar })));
