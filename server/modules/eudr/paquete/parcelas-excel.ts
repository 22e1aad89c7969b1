import type { ColumnaExcel } from '../../../excel/libro';
import { decimal, FORMATO, siNo, texto } from '../../../excel/columnas';
import type { FilaPaquete } from './fila-paquete';
import { INDICADORES_WHISP } from '@domain/eudr/reporte-whisp';

/**
 * The package's spreadsheet (parcelas_<lote>.xlsx): the summary's rows, one per plot, with uuids and every WHISP
 * indicator in a column of its own, for the importer's systems. The same words as the summary (fila-paquete.ts).
 */
export const COLUMNAS_PAQUETE: ColumnaExcel<FilaPaquete>[] = [
  texto('PRODUCTOR', 28, (f) => f.productor),
  texto('CLAVE', 12, (f) => f.clave),
  texto('UUID PRODUCTOR', 38, (f) => f.productor_uuid),
  texto('PARCELA', 22, (f) => f.parcela),
  texto('UUID PARCELA', 38, (f) => f.parcela_uuid),
  texto('LOCALIDAD', 18, (f) => f.localidad),
  texto('MUNICIPIO', 18, (f) => f.municipio),
  decimal('SUPERFICIE (HA)', 12, (f) => f.superficie, { formato: FORMATO.decimalConMiles }),
  // TRACES' own area, to the fourth decimal it carries.
  decimal('ÁREA TRACES (HA)', 12, (f) => f.area_traces, { formato: '#,##0.0000' }),
  texto('GEOLOCALIZACIÓN', 16, (f) => f.geolocalizacion),
  siNo('EN ARCHIVO TRACES', 10, (f) => f.en_traces),
  texto('MOTIVO FUERA DEL ARCHIVO', 40, (f) => f.motivo_fuera),
  texto('RIESGO EUDR', 12, (f) => f.riesgo),
  texto('ORIGEN DEL RIESGO', 18, (f) => f.origen),
  texto('RESULTADO PRELIMINAR', 12, (f) => f.preliminar),
  texto('RESULTADO WHISP', 14, (f) => f.whisp),
  texto('ANALIZADO', 12, (f) => f.analizado),
  ...INDICADORES_WHISP.map((ind, i) => texto<FilaPaquete>(ind.encabezado, 12, (f) => f.indicadores[i] ?? '')),
  texto('OTROS INDICADORES', 24, (f) => f.otros_indicadores),
  texto('ÁREAS NATURALES PROTEGIDAS', 32, (f) => f.areas),
  texto('CAMBIOS DE RIESGO', 48, (f) => f.cambios),
  texto('DOCUMENTOS', 40, (f) => f.documentos),
];
