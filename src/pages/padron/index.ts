// The registry's additions and removals, each loaded with its screen (App.tsx lazy).
export { PaginaAltas } from './altas/PaginaAltas';
export { PaginaBajas } from './bajas/PaginaBajas';
