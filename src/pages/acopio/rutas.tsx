import type { ReactNode } from 'react';
import { rutas } from '@domain/comun/rutas';
import { Route } from 'react-router-dom';
import { perezosa } from '../../components/perezosa';
import { Pantalla } from '../../sesion/Pantalla';

// the dashboard's and the drill-down's charts load when each opens, not with the shell
const TableroAcopio = perezosa(() => import('./tablero/TableroAcopio').then((m) => m.TableroAcopio));
const AcopioPorProductor = perezosa(() => import('./por-productor/AcopioPorProductor').then((m) => m.AcopioPorProductor));
const PaginaEntregas = perezosa(() => import('./entregas/PaginaEntregas').then((m) => m.PaginaEntregas));
const PaginaLotes = perezosa(() => import('./lotes/PaginaLotes').then((m) => m.PaginaLotes));
const PaginaPrecio = perezosa(() => import('./precio/PaginaPrecio').then((m) => m.PaginaPrecio));
// a delivery from the scale to the signature (spec 002 §2.2–§2.4), with the signature pad
const SeleccionProductor = perezosa(() => import('./entrega/SeleccionProductor').then((m) => m.SeleccionProductor));
const EntregaFormulario = perezosa(() => import('./entrega/EntregaFormulario').then((m) => m.EntregaFormulario));
const PagoPendiente = perezosa(() => import('./entrega/PagoPendiente').then((m) => m.PagoPendiente));
// this device's outbox (issue 28): loads IndexedDB only when opened
const PaginaBandeja = perezosa(() => import('./bandeja/PaginaBandeja').then((m) => m.PaginaBandeja));
// the provisional receipt of an outbox delivery (issue 28): a small chunk, kept by the service worker like every other
const PaginaReciboProvisional = perezosa(() => import('./bandeja/recibo/PaginaReciboProvisional').then((m) => m.PaginaReciboProvisional));

/** A delivery screen behind its permission (domain/auth/pantallas.ts 'admin/acopio/entregas'). */
const enPantallaEntrega = (accion: string, pagina: ReactNode) => (
  <Pantalla recurso="admin/acopio/entregas" accion={accion}>
    {pagina}
  </Pantalla>
);

/**
 * Collection (issue 12, spec 002 §2.1): the dashboard, collection by producer, the deliveries and lots list, the lots
 * page, the price per cooperative, and a delivery with its pending payment.
 */
export const rutasAcopio = (
  <>
    <Route
      path={rutas.acopio()}
      element={
        <Pantalla recurso="admin/acopio" accion="dashboard">
          <TableroAcopio />
        </Pantalla>
      }
    />
    <Route
      path={rutas.acopioPorProductor()}
      element={
        <Pantalla recurso="admin/acopio/acopio_por_productor" accion="list">
          <AcopioPorProductor />
        </Pantalla>
      }
    />
    <Route
      path={rutas.acopioEntregas()}
      element={
        <Pantalla recurso="admin/acopio" accion="entregas">
          <PaginaEntregas />
        </Pantalla>
      }
    />
    <Route
      path={rutas.acopioLotes()}
      element={
        <Pantalla recurso="admin/acopio" accion="lotes">
          <PaginaLotes />
        </Pantalla>
      }
    />
    <Route
      path={rutas.acopioPrecio()}
      element={
        <Pantalla recurso="admin/acopio/precio_por_cooperativa" accion="list">
          <PaginaPrecio />
        </Pantalla>
      }
    />
    <Route path={rutas.acopioSeleccion()} element={enPantallaEntrega('seleccion', <SeleccionProductor />)} />
    <Route
      path="/admin/acopio/entregas_por_productor/form/:idCuenta/:uuidCuenta"
      element={enPantallaEntrega('create', <EntregaFormulario />)}
    />
    <Route
      path="/admin/acopio/entregas_por_productor/form/:idCuenta/:uuidCuenta/:uuidAcopio"
      element={enPantallaEntrega('edit', <EntregaFormulario />)}
    />
    <Route
      path="/admin/acopio/entregas_por_productor/pago_pendiente/:idCuenta/:uuidCuenta/:idAcopio"
      element={enPantallaEntrega('pago_pendiente', <PagoPendiente />)}
    />
    {/* whoever may register a delivery may see what this device holds of theirs */}
    <Route path={rutas.acopioBandeja()} element={enPantallaEntrega('create', <PaginaBandeja />)} />
    <Route path="/admin/acopio/bandeja/:id/recibo" element={enPantallaEntrega('create', <PaginaReciboProvisional />)} />
  </>
);
