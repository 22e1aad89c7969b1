import { Readable } from 'node:stream';
import { Type } from 'typebox';
import type { App } from '../../tipos';
import { adjunto, respuestaArchivo } from '../../descarga';
import { exigirValido, noEncontrado } from '../../errores';
import { cicloPorUuid } from '../catalogos/ciclos.repository';
import type { Consulta } from '../../db/db';
import { paginasParcelasMapa, productorDeCooperativa } from './parcelas-exportar.repository';
import { documentoMapa, formatoMapa } from './mapa-formatos';
import { enviarTraces, revisarTraces } from './parcelas-exportar-traces';
import { exigirEudr } from '../eudr/exigir-eudr';
import { leerOpcionesMapa, nombreArchivoMapa, OPCIONES_MAPA, type OpcionMapa } from '@domain/parcelas/exportacion-mapa';
import { ParamUuid } from '@domain/contrato/comun';
import { QueryCuentaTraces, RespuestaRevisionTraces } from '@domain/contrato/eudr';

const ETIQUETA = 'Parcelas';

/**
 * Plain strings for the options: the domain's option table answers a bad value with its Spanish message (422).
 * `cuenta` (a producer's uuid) narrows any format to that producer's plots.
 */
const QueryMapa = Type.Object(
  {
    ...(Object.fromEntries(
      (Object.keys(OPCIONES_MAPA) as OpcionMapa[]).map((o) => [o, Type.Optional(Type.String({ maxLength: 20 }))]),
    ) as Record<OpcionMapa, ReturnType<typeof Type.Optional<ReturnType<typeof Type.String>>>>),
    ...QueryCuentaTraces.properties,
  },
  { additionalProperties: false },
);

/** The cycle and, with `?cuenta=`, the producer, both of the session's cooperative; a 404 for anything else. */
async function alcanceDe(db: Consulta, idCooperativa: number, uuidCiclo: string, cuenta: string | undefined) {
  const ciclo = await cicloPorUuid(db, idCooperativa, uuidCiclo);
  if (!ciclo) throw noEncontrado();
  const productor = cuenta ? await productorDeCooperativa(db, idCooperativa, cuenta) : null;
  if (cuenta && !productor) throw noEncontrado();
  return { alcance: { idCooperativa, idCiclo: ciclo.id, idProductor: productor?.id ?? null }, productor };
}

/** The plots of a cycle as a map file (KML, GeoJSON or the EU's TRACES GeoJSON), streamed a page at a time. */
export function rutasParcelasExportar(app: App): void {
  app.get(
    '/api/parcelas_exportar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Mapa de las parcelas de un ciclo (uuid del ciclo): ?formato=kml|geojson|traces&datos=ocultos|todos&geometria=poligonos|centroides[&cuenta=uuid del productor] (traces: siempre con el nombre del productor y solo lo que el sistema de la UE acepta; si pasaría de 25 MB, un zip de varios archivos)',
        params: ParamUuid,
        querystring: QueryMapa,
        response: respuestaArchivo(
          'padron.kml (KML 2.2), padron.geojson (RFC 7946), traces_padron.geojson (descripción GeoJSON de la UE) o traces_padron.zip (traces_padron_1.geojson, traces_padron_2.geojson… de 25 MB como máximo cada uno)',
          'kml',
          'geojson',
          'zip',
        ),
      },
      preHandler: app.requiere('PADRON'),
    },
    async (req, reply) => {
      const { opciones, errores } = leerOpcionesMapa(req.query);
      exigirValido(errores);
      if (opciones.formato === 'traces') await exigirEudr(app.db, req.usuario.id_cooperativa);
      const { alcance } = await alcanceDe(app.db, req.usuario.id_cooperativa, req.params.uuid, req.query.cuenta);
      if (opciones.formato === 'traces') return enviarTraces(reply, app.db, alcance, app.config.tracesBytesMaximos);
      const personales = OPCIONES_MAPA.datos[opciones.datos].personales;
      const paginas = paginasParcelasMapa(app.db, alcance.idCooperativa, alcance.idCiclo, personales, { idProductor: alcance.idProductor });
      // Readable.from pulls the next page only when the client has taken the last one (backpressure).
      const cuerpo = Readable.from(documentoMapa(formatoMapa(opciones), paginas), { objectMode: false });
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
          'Revisión del archivo TRACES de un ciclo [?cuenta=uuid del productor]: cuántas parcelas lleva, en cuántos archivos, y cuáles quedan fuera y por qué (para corregir su croquis)',
        params: ParamUuid,
        querystring: QueryCuentaTraces,
        response: { 200: RespuestaRevisionTraces },
      },
      preHandler: app.requiere('PADRON'),
    },
    async (req) => {
      await exigirEudr(app.db, req.usuario.id_cooperativa);
      const { alcance, productor } = await alcanceDe(app.db, req.usuario.id_cooperativa, req.params.uuid, req.query.cuenta);
      const quien = productor ? { uuid: req.query.cuenta!, nombre: productor.nombre } : null;
      const revision = await revisarTraces(app.db, alcance, app.config.tracesBytesMaximos, quien);
      return { data: revision };
    },
  );
}
