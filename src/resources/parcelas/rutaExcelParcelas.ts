/** The plot Excel's path lives with the area's calls (src/api/parcelas.ts); kept here for the list's import. */
export { rutaExcelParcelas } from '../../api/parcelas';
