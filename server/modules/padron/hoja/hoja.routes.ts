import type { App } from '../../../tipos';
import { adjunto, respuestaArchivo } from '../../../descarga';
import { invalido, noEncontrado } from '../../../errores';
import { leerHojaPadron } from './hoja.repository';
import { hojaPadronPdf } from './hoja-pdf';
import { esReportePdf, hojaPadron, nombreHojaPadron } from '@domain/padron/hoja';
import { ParamHojaPdf, QueryHojaPdf } from '@domain/contrato/padron-hojas';

const ETIQUETA = 'Padrón completo';
const MENSAJE_CICLO = 'Indique el ciclo (id_ciclo)';

/**
 * The producer's PDF sheets (spec 001 §2.9 'download sheets (PDF)', §7; 000 §7 'Producers downloads'): made on
 * request from the register's data, so a sheet always exists and is never stale. HTTP only.
 */
export function rutasHojasPadron(app: App): void {
  app.get(
    '/api/pdf/:reporte/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Hoja de un productor en PDF: reporte «padron» (hoja del padrón), uuid del productor y ?id_ciclo= del ciclo; ' +
          'un reporte desconocido es 404',
        params: ParamHojaPdf,
        querystring: QueryHojaPdf,
        response: respuestaArchivo('PDF, descargado como hoja_padron_<clave>_<ciclo>.pdf', 'pdf'),
      },
      // The sheet is the register's row (CURP, birth date, committee): the register's permission, from the grid or the profile.
      preHandler: app.requiere('PADRON_COMPLETO'),
    },
    async (req, reply) => {
      if (!esReportePdf(req.params.reporte)) throw noEncontrado();
      if (req.query.id_ciclo === undefined) throw invalido({ id_ciclo: [MENSAJE_CICLO] });
      const leida = await leerHojaPadron(app.db, req.usuario, req.params.uuid, Number(req.query.id_ciclo));
      if (!leida) throw noEncontrado();
      const hoja = hojaPadron(leida.datos);
      const { fila } = leida.datos;
      const nombre = nombreHojaPadron(fila.productor_clave_tx, fila.productor_nombre, leida.datos.ciclo);
      return adjunto(reply, 'application/pdf', nombre).send(await hojaPadronPdf(hoja, leida.logo));
    },
  );
}
