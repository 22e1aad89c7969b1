import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import { QueryReporteSic, RespuestaReporteSic } from '@domain/contrato/reportes';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';
import { cicloDeCooperativa } from './reporte-sic.repository';
import { reporteSic } from './reporte-sic';

/** The SIC final report (spec 002 §2.16, §7 'Final report'). HTTP only. */
export function rutasReportes(app: App): void {
  app.get(
    '/api/reports/sic-final',
    {
      schema: {
        tags: ['Reportes'],
        summary:
          'Reporte SIC final de un ciclo: una fila por formulario, productor o parcela con errores (formulario sin productor, parcela sin croquis o con polígono inválido, sin inspección, categoría distinta a la del comité, punto GPS fuera de la parcela, versión antigua del formulario). Otra cooperativa que la de la sesión: 404, salvo al administrador de la plataforma',
        querystring: QueryReporteSic,
        response: { 200: RespuestaReporteSic },
      },
      preHandler: app.requiere('USUARIOS'),
    },
    async (req) => {
      const coop = Number(req.query.id_cooperativa);
      const ciclo = Number(req.query.id_ciclo);
      const u = req.usuario;
      if (coop !== u.id_cooperativa && !esAdministradorPlataforma(u.id_rol)) throw noEncontrado();
      if (!(await cicloDeCooperativa(app.db, coop, ciclo))) throw noEncontrado();
      return { data: await reporteSic(app.db, coop, ciclo) };
    },
  );
}
