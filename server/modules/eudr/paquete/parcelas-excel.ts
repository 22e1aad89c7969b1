import type { ColumnaExcel } from '../../cuentas/cuentas-excel';
import type { FilaPaquete } from './fila-paquete';
import { INDICADORES_WHISP } from '@domain/eudr/reporte-whisp';

/**
 * The package's spreadsheet (parcelas_<lote>.xlsx): the summary's rows, one per plot, with uuids and every WHISP
 * indicator in a column of its own, for the importer's systems. The same words as the summary (fila-paquete.ts).
 */
export const COLUMNAS_PAQUETE: ColumnaExcel<FilaPaquete>[] = [
  { encabezado: 'PRODUCTOR', ancho: 28, valor: (f) => f.productor },
  { encabezado: 'CLAVE', ancho: 12, valor: (f) => f.clave },
  { encabezado: 'UUID PRODUCTOR', ancho: 38, valor: (f) => f.productor_uuid },
  { encabezado: 'PARCELA', ancho: 22, valor: (f) => f.parcela },
  { encabezado: 'UUID PARCELA', ancho: 38, valor: (f) => f.parcela_uuid },
  { encabezado: 'LOCALIDAD', ancho: 18, valor: (f) => f.localidad },
  { encabezado: 'MUNICIPIO', ancho: 18, valor: (f) => f.municipio },
  { encabezado: 'SUPERFICIE (HA)', ancho: 12, valor: (f) => f.superficie, formato: '#,##0.00' },
  { encabezado: 'ÁREA TRACES (HA)', ancho: 12, valor: (f) => f.area_traces, formato: '#,##0.0000' },
  { encabezado: 'GEOLOCALIZACIÓN', ancho: 16, valor: (f) => f.geolocalizacion },
  { encabezado: 'EN ARCHIVO TRACES', ancho: 10, valor: (f) => (f.en_traces ? 'Sí' : 'No') },
  { encabezado: 'MOTIVO FUERA DEL ARCHIVO', ancho: 40, valor: (f) => f.motivo_fuera },
  { encabezado: 'RIESGO EUDR', ancho: 12, valor: (f) => f.riesgo },
  { encabezado: 'ORIGEN DEL RIESGO', ancho: 18, valor: (f) => f.origen },
  { encabezado: 'RESULTADO PRELIMINAR', ancho: 12, valor: (f) => f.preliminar },
  { encabezado: 'RESULTADO WHISP', ancho: 14, valor: (f) => f.whisp },
  { encabezado: 'ANALIZADO', ancho: 12, valor: (f) => f.analizado },
  ...INDICADORES_WHISP.map((ind, i): ColumnaExcel<FilaPaquete> => ({
    encabezado: ind.encabezado,
    ancho: 12,
    valor: (f) => f.indicadores[i] ?? '',
  })),
  { encabezado: 'OTROS INDICADORES', ancho: 24, valor: (f) => f.otros_indicadores },
  { encabezado: 'ÁREAS NATURALES PROTEGIDAS', ancho: 32, valor: (f) => f.areas },
  { encabezado: 'CAMBIOS DE RIESGO', ancho: 48, valor: (f) => f.cambios },
  { encabezado: 'DOCUMENTOS', ancho: 40, valor: (f) => f.documentos },
];
