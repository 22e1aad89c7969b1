import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { adjunto } from '../../descarga';
import { exigirValido, noEncontrado } from '../../errores';
import { objeto, uuidParam } from '../../esquemas';
import type { Filtro } from '../../search/motor';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { cicloPorUuid, paginasParcelasMapa, paginasProductores } from './exportaciones.repository';
import { columnasProductores, excelEnFlujo, TIPO_XLSX } from './productores-excel';
import { documentoMapa, formatoMapa } from './mapa-formatos';
import { nombreConFecha } from '@domain/descargas';
import { hoyEnZona } from '@domain/formato';
import { leerOpcionesMapa, NOMBRE_ARCHIVO_MAPA, OPCIONES_MAPA, type OpcionMapa } from '@domain/exportacion-mapa';

const ETIQUETA = 'Exportaciones';

/** A streamed file: the whole answer is the stream, so errors before it (401/403/404/422) stay JSON. */
const archivo = (descripcion: string) => ({ 200: { description: descripcion, type: 'string', format: 'binary' } });

const querystringExcel = objeto({ organico: { type: 'string', enum: ['0', '1'] }, q: { type: 'string', maxLength: 200 } });
/** Plain strings here: the domain's option table answers a bad value with its Spanish message (422). */
const querystringMapa = objeto(
  Object.fromEntries((Object.keys(OPCIONES_MAPA) as OpcionMapa[]).map((o) => [o, { type: 'string', maxLength: 20 }])),
);

export function rutasExportaciones(app: FastifyInstance): void {
  app.get(
    '/api/xls/cuentas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel de los productores de un ciclo (uuid del ciclo), como el listado: ?organico=1 y ?q= (búsqueda sin acentos)',
        params: uuidParam,
        querystring: querystringExcel,
        response: archivo('Libro .xlsx, descargado como productores_<ciclo>_YYYYMMDD_HHmmss.xlsx'),
      },
      preHandler: app.requiere('CUENTAS_EXPORTAR'),
    },
    async (req, reply) => {
      const { uuid } = req.params as { uuid: string };
      const { organico, q } = req.query as { organico?: '0' | '1'; q?: string };
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, uuid);
      if (!ciclo) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      // The list's own filters (CuentaList: cycle, ?organico=1, search box), read by cuentas_search's resource.
      const filtros: Filtro[] = [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        ...(organico === '1' ? [{ column: 'organico', operator: '=', value: 1 }] : []),
        ...(q && q.trim() ? [{ column: 'q', operator: 'like', value: q }] : []),
      ];
      const nombre = nombreConFecha(['productores', ciclo.nombre], 'xlsx', cfg?.zona_horaria);
      const salida = excelEnFlujo(
        req.log,
        columnasProductores(cfg, hoyEnZona(cfg?.zona_horaria)),
        paginasProductores(app.db, req.usuario, filtros),
        'Productores',
      );
      return adjunto(reply, TIPO_XLSX, nombre).send(salida);
    },
  );

  app.get(
    '/api/parcelas_exportar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Mapa de las parcelas de un ciclo (uuid del ciclo): ?formato=kml|geojson&datos=ocultos|todos&geometria=poligonos|centroides',
        params: uuidParam,
        querystring: querystringMapa,
        response: archivo('padron.kml (KML 2.2) o padron.geojson (RFC 7946)'),
      },
      preHandler: app.requiere('PADRON'),
    },
    async (req, reply) => {
      const { uuid } = req.params as { uuid: string };
      const { opciones, errores } = leerOpcionesMapa(req.query as Record<string, string>);
      exigirValido(errores);
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, uuid);
      if (!ciclo) throw noEncontrado();
      const { extension, tipo } = OPCIONES_MAPA.formato[opciones.formato];
      const personales = OPCIONES_MAPA.datos[opciones.datos].personales;
      // Readable.from pulls the next page only when the client has taken the last one (backpressure).
      const cuerpo = Readable.from(documentoMapa(formatoMapa(opciones), paginasParcelasMapa(app.db, coop, ciclo.id, personales)), {
        objectMode: false,
      });
      cuerpo.on('error', (e) => req.log.error({ err: e }, 'falló la exportación del mapa'));
      return adjunto(reply, tipo, `${NOMBRE_ARCHIVO_MAPA}.${extension}`).send(cuerpo);
    },
  );
}
