import type { ReactNode } from 'react';
import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

const PaginaComiteFormulario = perezosa(() => import('./PaginaComiteFormulario').then((m) => m.PaginaComiteFormulario));
const PaginaComiteRevisar = perezosa(() => import('./PaginaComiteRevisar').then((m) => m.PaginaComiteRevisar));
const PaginaComiteVer = perezosa(() => import('./PaginaComiteVer').then((m) => m.PaginaComiteVer));
const PaginaComiteEditar = perezosa(() => import('./PaginaComiteEditar').then((m) => m.PaginaComiteEditar));

// a typed address without COMITE (or CUENTAS for the print view) gets the access notice, not a form the server would refuse
const enPantallaComite = (accion: string, pagina: ReactNode) => (
  <Pantalla recurso="admin/comite" accion={accion}>
    {pagina}
  </Pantalla>
);

/** The evaluation committee (issue 13), reached from the producer profile, not the menu (spec 000 §2.10). */
export const rutasComite = (
  <>
    <Route path="/admin/cuentas/comite/revisar/:uuid" element={enPantallaComite('create', <PaginaComiteRevisar />)} />
    <Route path="/admin/cuentas/comite/:uuid" element={enPantallaComite('create', <PaginaComiteFormulario />)} />
    <Route path="/admin/comite/:uuid" element={enPantallaComite('show', <PaginaComiteVer />)} />
    <Route path="/admin/comites-editar/:uuid" element={enPantallaComite('edit', <PaginaComiteEditar />)} />
  </>
);
