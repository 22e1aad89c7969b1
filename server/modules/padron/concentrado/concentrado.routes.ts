import type { TSchema } from 'typebox';
import type { App } from '../../../tipos';
import { respuestaArchivo } from '../../../descarga';
import { noEncontrado } from '../../../errores';
import { responderExcel } from '../../../excel/respuesta';
import { cicloPorUuid } from '../../catalogos/ciclos.repository';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import { nombreConFecha } from '@domain/comun/descargas';
import { ParamUuid } from '@domain/contrato/comun';
import { PeticionBusqueda, QueryBusqueda } from '@domain/contrato/busqueda';
import { DESCRIPCION_EXCEL_CONCENTRADO, RespuestaConcentrado } from '@domain/contrato/padron-concentrado';
import { buscarConcentrado, filasDelConcentrado } from './leer-concentrado';
import { excelConcentrado } from './concentrado-excel';

const ETIQUETA = 'Padrón';

/** The concentrated register (spec 001 §2.11): its search and its Excel. HTTP only. */
export function rutasPadronConcentrado(app: App): void {
  app.post(
    '/api/tx_padron_concentrado_search',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Padrón concentrado: una fila por localidad del ciclo con socios, hectáreas y estimación de cosecha por grupo (filtro id_ciclo obligatorio; localidad_clave, localidad, municipio con like, id_localidad, q; totales: true da la fila de totales)',
        body: PeticionBusqueda,
        querystring: QueryBusqueda,
        // TSchema: the row's 27 figure fields are built from the rule's list, which TypeBox's static type cannot
        // spell; the handler's answer is typed by the domain's RespuestaConcentrado and serialised by this schema.
        response: { 200: RespuestaConcentrado as TSchema },
      },
      preHandler: app.requiere('PADRON_CONCENTRADO'),
    },
    async (req) => {
      const pagina = req.query.page ? Number(req.query.page) : undefined;
      return buscarConcentrado(app.db, req.usuario, req.body ?? {}, pagina);
    },
  );

  app.get(
    '/api/xls/padron_concentrado/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel del padrón concentrado de un ciclo (uuid del ciclo): todas sus localidades y la fila de totales',
        params: ParamUuid,
        response: respuestaArchivo(DESCRIPCION_EXCEL_CONCENTRADO, 'xlsx'),
      },
      preHandler: app.requiere('PADRON_CONCENTRADO_EXPORTAR'),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const { filas, certificacion } = await filasDelConcentrado(app.db, req.usuario, {
        filters: [{ column: 'id_ciclo', operator: '=', value: ciclo.id }],
      });
      const cfg = await leerConfiguracion(app.db, coop);
      const nombre = nombreConFecha(['PadronConcentrado', ciclo.nombre], 'xlsx', cfg?.zona_horaria);
      return responderExcel(reply, nombre, excelConcentrado(req.log, filas, certificacion));
    },
  );
}
