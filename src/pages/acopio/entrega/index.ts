/** The delivery screens (spec 002 §2.2–§2.4), loaded lazily from App.tsx with the signature pad. */
export { EntregaFormulario } from './EntregaFormulario';
export { PagoPendiente } from './PagoPendiente';
export { SeleccionProductor } from './SeleccionProductor';
