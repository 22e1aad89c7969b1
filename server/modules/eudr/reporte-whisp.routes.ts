import type { App } from '../../tipos';
import { respuestaArchivo } from '../../descarga';
import { responderExcel } from '../../excel/respuesta';
import { noEncontrado, prohibido } from '../../errores';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { MENSAJE_SIN_EUDR } from './eudr.routes';
import { cicloDelReporte, paginasReporteWhisp } from './reporte-whisp.repository';
import { columnasReporteWhisp } from './reporte-whisp';
import { ParamReporteWhisp } from '@domain/contrato/eudr';
import { nombreReporteWhisp } from '@domain/eudr/reporte-whisp';

const ETIQUETA = 'EUDR';

/** The detailed WHISP report of a cycle (spec 001 §2.3, §7 'download'; R058), streamed as .xlsx. */
export function rutasReporteWhisp(app: App): void {
  app.get(
    '/api/parcelas_whisp_report/:idCooperativa/:idCiclo',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Reporte WHISP detallado de un ciclo: una fila por parcela con el resultado de WHISP, sus indicadores, el riesgo asignado y el mostrado (solo la cooperativa de la sesión, con EUDR activado)',
        params: ParamReporteWhisp,
        response: respuestaArchivo('Libro .xlsx, descargado como ReporteWHISP_<cooperativa>_<ciclo>.xlsx', 'xlsx'),
      },
      // The plots Excel's permission: the report is the plot list with its EUDR evidence.
      preHandler: app.requiere('PARCELAS'),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      // The spec puts the cooperative in the path; it is never trusted: any other than the session's reads as missing.
      if (Number(req.params.idCooperativa) !== coop) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      if (cfg && !cfg.usa_eudr) throw prohibido(MENSAJE_SIN_EUDR);
      const ciclo = await cicloDelReporte(app.db, coop, Number(req.params.idCiclo));
      if (!ciclo) throw noEncontrado();
      return responderExcel(reply, nombreReporteWhisp(ciclo.cooperativa, ciclo.nombre), {
        hoja: 'Reporte WHISP',
        columnas: columnasReporteWhisp(cfg),
        paginas: paginasReporteWhisp(app.db, coop, ciclo.id),
      });
    },
  );
}
