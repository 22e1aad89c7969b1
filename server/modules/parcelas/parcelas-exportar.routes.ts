import type { App } from '../../tipos';
import { Readable } from 'node:stream';
import { adjunto, respuestaArchivo } from '../../descarga';
import { exigirValido, noEncontrado } from '../../errores';
import { objeto, uuidParam } from '../../esquemas';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import { paginasParcelasMapa } from './parcelas-exportar.repository';
import { documentoMapa, formatoMapa } from './mapa-formatos';
import { leerOpcionesMapa, NOMBRE_ARCHIVO_MAPA, OPCIONES_MAPA, type OpcionMapa } from '@domain/exportacion-mapa';

const ETIQUETA = 'Parcelas';

/** Plain strings here: the domain's option table answers a bad value with its Spanish message (422). */
const querystringMapa = objeto(
  Object.fromEntries((Object.keys(OPCIONES_MAPA) as OpcionMapa[]).map((o) => [o, { type: 'string', maxLength: 20 }])),
);

/** The plots of a cycle as a map file (KML or GeoJSON), streamed a page at a time. */
export function rutasParcelasExportar(app: App): void {
  app.get(
    '/api/parcelas_exportar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Mapa de las parcelas de un ciclo (uuid del ciclo): ?formato=kml|geojson&datos=ocultos|todos&geometria=poligonos|centroides',
        params: uuidParam,
        querystring: querystringMapa,
        response: respuestaArchivo('padron.kml (KML 2.2) o padron.geojson (RFC 7946)'),
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
