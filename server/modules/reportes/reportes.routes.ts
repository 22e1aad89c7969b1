import type { App, UsuarioAutenticado } from '../../tipos';
import { noEncontrado } from '../../errores';
import { respuestaArchivo } from '../../descarga';
import { responderExcel } from '../../excel/respuesta';
import { QueryReporteSic, RespuestaReporteSic } from '@domain/contrato/reportes';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';
import { nombreReporteSic } from '@domain/reportes/reporte-sic';
import { cicloDeCooperativa } from './reporte-sic.repository';
import { reporteSic } from './reporte-sic';
import { columnasReporteSic } from './reporte-sic-excel';

const ETIQUETA = 'Reportes';

/**
 * The cooperative and cycle a report is asked for. The cooperative comes from the query (the platform administrator
 * picks any), so it is checked: another than the session's, or a cycle that is not the cooperative's, is not found.
 */
async function cicloPedido(app: App, u: UsuarioAutenticado, q: QueryReporteSic) {
  const coop = Number(q.id_cooperativa);
  const idCiclo = Number(q.id_ciclo);
  if (coop !== u.id_cooperativa && !esAdministradorPlataforma(u.id_rol)) throw noEncontrado();
  const nombres = await cicloDeCooperativa(app.db, coop, idCiclo);
  if (!nombres) throw noEncontrado();
  return { coop, idCiclo, ...nombres };
}

/** The SIC final report (spec 002 §2.16, §7 'Final report') and its 'Descargar Excel'. HTTP only. */
export function rutasReportes(app: App): void {
  app.get(
    '/api/reports/sic-final',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Reporte SIC final de un ciclo: una fila por formulario, productor o parcela con errores (formulario sin productor, parcela sin croquis o con polígono inválido, sin inspección, categoría distinta a la del comité, punto GPS fuera de la parcela, versión antigua del formulario). Otra cooperativa que la de la sesión: 404, salvo al administrador de la plataforma',
        querystring: QueryReporteSic,
        response: { 200: RespuestaReporteSic },
      },
      preHandler: app.requiere('USUARIOS'),
    },
    async (req) => {
      const p = await cicloPedido(app, req.usuario, req.query);
      return { data: await reporteSic(app.db, p.coop, p.idCiclo) };
    },
  );

  app.get(
    '/api/reports/sic-final/excel',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Descargar Excel' del reporte SIC final: las mismas filas que la pantalla, con la misma regla de cooperativa",
        querystring: QueryReporteSic,
        response: respuestaArchivo('Libro .xlsx, descargado como reporte_sic_final_<cooperativa>_<ciclo>.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('USUARIOS'),
    },
    async (req, reply) => {
      const p = await cicloPedido(app, req.usuario, req.query);
      return responderExcel(reply, nombreReporteSic(p.cooperativa, p.ciclo), {
        hoja: 'Reporte SIC final',
        columnas: columnasReporteSic,
        paginas: [await reporteSic(app.db, p.coop, p.idCiclo)],
      });
    },
  );
}
