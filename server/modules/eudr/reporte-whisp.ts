import type { ColumnaExcel } from '../../excel/libro';
import { decimal, entero, fechaHora, FORMATO, texto } from '../../excel/columnas';
import type { FilaReporteWhisp } from './reporte-whisp.repository';
import { etiquetasProductor, type ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { etiquetaDeCodigoGeolocalizacion } from '@domain/parcelas/parcelas-listado';
import { ETIQUETA_NIVEL, riesgoMostrado } from '@domain/eudr/riesgo';
import { INDICADORES_WHISP, ORIGEN_RIESGO, otrosIndicadores, valorIndicador } from '@domain/eudr/reporte-whisp';

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
    entero('ID', 9, (f) => f.id, { formato: FORMATO.enteroSinMiles }),
    texto('CLAVE', 12, (f) => f.productor_clave),
    texto('PRODUCTOR', 34, (f) => f.productor),
    texto(`NOMBRE ${et.parcela.toLocaleUpperCase('es')}`, 26, (f) => f.parcela),
    texto('MUNICIPIO', 22, (f) => f.municipio),
    texto('COMUNIDAD', 24, (f) => f.localidad),
    decimal('SUPERFICIE REPORTADA (HA)', 14, (f) => f.superficie),
    decimal('ÁREA CALCULADA (HA)', 14, (f) => f.poligono_area),
    texto('GEOLOCALIZADA', 16, (f) => etiquetaDeCodigoGeolocalizacion(f.geo)),
    texto('RIESGO WHISP', 16, (f) => f.whisp_riesgo),
    texto('RESPUESTA WHISP', 18, (f) => f.whisp_riesgo_texto),
    ...INDICADORES_WHISP.map((i) => texto<FilaReporteWhisp>(i.encabezado, 14, (f) => valorIndicador(indicadores(f)[i.clave]))),
    texto('OTROS INDICADORES WHISP', 24, (f) => otrosIndicadores(f.whisp_indicadores)),
    texto('VERSIÓN WHISP', 14, (f) => f.whisp_version),
    fechaHora('FECHA ANÁLISIS WHISP', 17, (f) => f.whisp_analizado_en, zona),
    texto('RIESGO ASIGNADO POR PERSONA', 16, (f) => f.usuario_riesgo),
    fechaHora('FECHA RIESGO ASIGNADO', 17, (f) => f.usuario_riesgo_en, zona),
    texto('RIESGO EUDR', 12, (f) => {
      const { nivel } = mostrado(f);
      return nivel ? ETIQUETA_NIVEL[nivel] : null;
    }),
    texto('ORIGEN RIESGO EUDR', 18, (f) => {
      const { origen } = mostrado(f);
      return origen ? ORIGEN_RIESGO[origen] : null;
    }),
    entero('ÁREAS NATURALES', 12, (f) => f.areas_naturales_count, { formato: FORMATO.enteroSinMiles }),
    entero('ALERTAS DE ERROR DEL POLÍGONO', 14, (f) => f.alertas_error_poligono_count, { formato: FORMATO.enteroSinMiles }),
  ];
}
