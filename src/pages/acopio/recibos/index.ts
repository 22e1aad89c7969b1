/** Receipts and the deliveries Excel, for the deliveries list (issue 12; the lead wires them into it). */
export { CeldaRecibo } from './CeldaRecibo';
export { BotonExcelEntregas, DialogoExcelEntregas } from './DialogoExcelEntregas';
export { BotonRecibosProductor } from './BotonRecibosProductor';
