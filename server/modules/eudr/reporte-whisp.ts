import type { ColumnaExcel } from '../cuentas/cuentas-excel';
import type { FilaReporteWhisp } from './reporte-whisp.repository';
import { etiquetasProductor, type ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas/parcelas-listado';
import { ETIQUETA_NIVEL, riesgoMostrado } from '@domain/eudr/riesgo';
import { horaLocal, INDICADORES_WHISP, ORIGEN_RIESGO, otrosIndicadores, valorIndicador } from '@domain/eudr/reporte-whisp';

const FORMATO_FECHA_HORA = 'dd/mm/yyyy hh:mm';

/**
 * The shown risk of a report row (R065–R067, domain/eudr/riesgo.ts) from the very answers the row prints (the newest
 * WHISP result and the newest person's risk), as the EUDR tab computes it: the row never contradicts itself.
 */
const mostrado = (f: FilaReporteWhisp) =>
  riesgoMostrado({
    tienePoligono: f.tiene_poligono,
    riesgoWhisp: f.whisp_id_riesgo,
    riesgoUsuario: f.usuario_id_riesgo,
    alertasError: f.alertas_error_poligono_count,
    areasNaturales: f.areas_naturales_count,
  });

/**
 * The detailed WHISP report's columns (brief of issue 11; 001 §2.3): the plot as the list names it, the newest WHISP
 * answer with each of the eleven indicators in its own column (and any other it carried), the person's risk, the risk
 * the plot shows and why, protected areas and polygon errors. Dates in the cooperative's zone.
 */
export function columnasReporteWhisp(cfg: Partial<ConfiguracionCooperativa> | null): ColumnaExcel<FilaReporteWhisp>[] {
  const et = etiquetasProductor(cfg);
  const zona = cfg?.zona_horaria;
  const indicadores = (f: FilaReporteWhisp) => f.whisp_indicadores ?? {};
  return [
    { encabezado: 'ID', ancho: 9, valor: (f) => f.id, formato: '0' },
    { encabezado: 'CLAVE', ancho: 12, valor: (f) => f.productor_clave },
    { encabezado: 'PRODUCTOR', ancho: 34, valor: (f) => f.productor },
    { encabezado: `NOMBRE ${et.parcela.toLocaleUpperCase('es')}`, ancho: 26, valor: (f) => f.parcela },
    { encabezado: 'MUNICIPIO', ancho: 22, valor: (f) => f.municipio },
    { encabezado: 'COMUNIDAD', ancho: 24, valor: (f) => f.localidad },
    { encabezado: 'SUPERFICIE REPORTADA (HA)', ancho: 14, valor: (f) => f.superficie, formato: '0.00' },
    { encabezado: 'ÁREA CALCULADA (HA)', ancho: 14, valor: (f) => f.poligono_area, formato: '0.00' },
    { encabezado: 'GEOLOCALIZADA', ancho: 16, valor: (f) => etiquetaDeCodigoGeolocalizacion(f.geo) },
    { encabezado: 'RIESGO WHISP', ancho: 16, valor: (f) => f.whisp_riesgo },
    { encabezado: 'RESPUESTA WHISP', ancho: 18, valor: (f) => f.whisp_riesgo_texto },
    ...INDICADORES_WHISP.map((i): ColumnaExcel<FilaReporteWhisp> => ({
      encabezado: i.encabezado,
      ancho: 14,
      valor: (f) => valorIndicador(indicadores(f)[i.clave]),
    })),
    { encabezado: 'OTROS INDICADORES WHISP', ancho: 24, valor: (f) => otrosIndicadores(f.whisp_indicadores) },
    { encabezado: 'VERSIÓN WHISP', ancho: 14, valor: (f) => f.whisp_version },
    { encabezado: 'FECHA ANÁLISIS WHISP', ancho: 17, valor: (f) => horaLocal(f.whisp_analizado_en, zona), formato: FORMATO_FECHA_HORA },
    { encabezado: 'RIESGO ASIGNADO POR PERSONA', ancho: 16, valor: (f) => f.usuario_riesgo },
    { encabezado: 'FECHA RIESGO ASIGNADO', ancho: 17, valor: (f) => horaLocal(f.usuario_riesgo_en, zona), formato: FORMATO_FECHA_HORA },
    {
      encabezado: 'RIESGO EUDR',
      ancho: 12,
      valor: (f) => {
        const { nivel } = mostrado(f);
        return nivel ? ETIQUETA_NIVEL[nivel] : null;
      },
    },
    {
      encabezado: 'ORIGEN RIESGO EUDR',
      ancho: 18,
      valor: (f) => {
        const { origen } = mostrado(f);
        return origen ? ORIGEN_RIESGO[origen] : null;
      },
    },
    { encabezado: 'ÁREAS NATURALES', ancho: 12, valor: (f) => f.areas_naturales_count, formato: '0' },
    { encabezado: 'ALERTAS DE ERROR DEL POLÍGONO', ancho: 14, valor: (f) => f.alertas_error_poligono_count, formato: '0' },
  ];
}
