import type { App } from '../../tipos';
import { rutasCuentas } from './cuentas.routes';
import { rutasCuentasExcel } from './cuentas-excel.routes';

/** Producers: the list, profile and its tables, 'Dar de baja', a new producer, and the producers Excel. */
export function registrarCuentas(app: App): void {
  rutasCuentas(app);
  rutasCuentasExcel(app);
}
