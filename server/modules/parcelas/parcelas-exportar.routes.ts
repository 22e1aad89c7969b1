import { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { App } from '../../tipos';
import { adjunto, respuestaArchivo } from '../../descarga';
import { exigirValido, noEncontrado } from '../../errores';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import { paginasParcelasMapa } from './parcelas-exportar.repository';
import { documentoMapa, formatoMapa, parcelaTracesDe } from './mapa-formatos';
import { leerOpcionesMapa, nombreArchivoMapa, OPCIONES_MAPA, type OpcionMapa } from '@domain/exportacion-mapa';
import { ParamUuid } from '@domain/contrato/comun';
import { RespuestaRevisionTraces, type RevisionTraces } from '@domain/contrato/eudr';

const ETIQUETA = 'Parcelas';

/** Plain strings here: the domain's option table answers a bad value with its Spanish message (422). */
const QueryMapa = Type.Object(
  Object.fromEntries((Object.keys(OPCIONES_MAPA) as OpcionMapa[]).map((o) => [o, Type.Optional(Type.String({ maxLength: 20 }))])) as Record<
    OpcionMapa,
    ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>
  >,
  { additionalProperties: false },
);

/** The plots of a cycle as a map file (KML, GeoJSON or the EU's TRACES GeoJSON), streamed a page at a time. */
export function rutasParcelasExportar(app: App): void {
  app.get(
    '/api/parcelas_exportar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Mapa de las parcelas de un ciclo (uuid del ciclo): ?formato=kml|geojson|traces&datos=ocultos|todos&geometria=poligonos|centroides (traces: siempre con el nombre del productor y solo lo que el sistema de la UE acepta)',
        params: ParamUuid,
        querystring: QueryMapa,
        response: respuestaArchivo(
          'padron.kml (KML 2.2), padron.geojson (RFC 7946) o traces_padron.geojson (descripción GeoJSON de la UE)',
        ),
      },
      preHandler: app.requiere('PADRON'),
    },
    async (req, reply) => {
      const { opciones, errores } = leerOpcionesMapa(req.query);
      exigirValido(errores);
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      // TRACES needs the producer's name (ProducerName): the file goes to the EU system, not to a shared map.
      const personales = opciones.formato === 'traces' || OPCIONES_MAPA.datos[opciones.datos].personales;
      // Readable.from pulls the next page only when the client has taken the last one (backpressure).
      const cuerpo = Readable.from(documentoMapa(formatoMapa(opciones), paginasParcelasMapa(app.db, coop, ciclo.id, personales)), {
        objectMode: false,
      });
      cuerpo.on('error', (e) => req.log.error({ err: e }, 'falló la exportación del mapa'));
      return adjunto(reply, OPCIONES_MAPA.formato[opciones.formato].tipo, nombreArchivoMapa(opciones)).send(cuerpo);
    },
  );

  app.get(
    '/api/parcelas_exportar_revision/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Revisión del archivo TRACES de un ciclo: cuántas parcelas lleva y cuáles quedan fuera y por qué (para corregir su croquis)',
        params: ParamUuid,
        response: { 200: RespuestaRevisionTraces },
      },
      preHandler: app.requiere('PADRON'),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const revision: RevisionTraces = { aceptadas: 0, rechazadas: [] };
      for await (const pagina of paginasParcelasMapa(app.db, coop, ciclo.id, true, undefined, true)) {
        for (const p of pagina) {
          const r = parcelaTracesDe(p);
          if (r.aceptada) revision.aceptadas++;
          else
            revision.rechazadas.push({ uuid: p.uuid, parcela: p.parcela, productor: p.productor ?? '', motivo: r.motivo, texto: r.texto });
        }
      }
      return { data: revision };
    },
  );
}
