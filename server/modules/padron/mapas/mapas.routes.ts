import { Readable } from 'node:stream';
import type { App, UsuarioAutenticado } from '../../../tipos';
import { actorDe } from '../../../actor';
import { invalido, noEncontrado } from '../../../errores';
import { adjunto, respuestaArchivo } from '../../../descarga';
import { buscar, type Filtro } from '../../../search/motor';
import { QueryBusqueda } from '@domain/contrato/busqueda';
import { ParamUuid } from '@domain/contrato/comun';
import {
  CuerpoMapas,
  CuerpoRiesgoLocalidad,
  NOMBRE_KML_MAPAS,
  QueryKmlMapas,
  RespuestaMapaLocalidades,
  RespuestaMapaParcelas,
  RespuestaRiesgoLocalidad,
  type FilaMapaLocalidad,
} from '@domain/contrato/padron-mapas';
import { ENTERO_MAXIMO } from '@domain/contrato/comun';
import { cicloDeCooperativa } from '../padron.repository';
import { mapaLocalidades, mapaParcelas } from './mapas.resource';
import { guardarRiesgoLocalidad } from './guardar-riesgo-localidad';
import { documentoKmlMapas } from './mapas-kml';

const ETIQUETA = 'Padrón: mapas';
export const MENSAJE_SIN_CICLO = 'Indique el ciclo (id_ciclo)';

/** Every locality of a cycle fits one read: a cooperative's localities number in the hundreds, not the thousands. */
const TODAS_LAS_LOCALIDADES = 50_000;

/**
 * The cycle both searches require (a map of every cycle at once means nothing): 422 without it; another
 * cooperative's cycle is not found (DECISIONS.md). A malformed value is left to the engine's own 422.
 */
async function exigirCiclo(app: App, u: UsuarioAutenticado, filtros: Filtro[] | undefined): Promise<void> {
  const ciclo = filtros?.find((f) => f.column === 'id_ciclo' && f.operator === '=')?.value;
  if (ciclo === undefined) throw invalido({ filters: [MENSAJE_SIN_CICLO] });
  if (typeof ciclo === 'number' && Number.isSafeInteger(ciclo) && !(await cicloDeCooperativa(app.db, u.id_cooperativa, ciclo))) {
    throw noEncontrado();
  }
}

const idDeQuery = (v: string, campo: string): number => {
  const n = Number(v);
  if (n > ENTERO_MAXIMO) throw invalido({ [campo]: [`El valor de '${campo}' no es válido`] });
  return n;
};

/** Locality risk maps (spec 001 §2.13, §7 'Maps'): HTTP only. */
export function rutasPadronMapas(app: App): void {
  app.post(
    '/api/tx_padron_mapas_search',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Localidades de los productores del ciclo (filtro id_ciclo obligatorio; id_municipio, id_localidad, id_cat_localidad_riesgo, q) con coordenadas, productores, parcelas y el riesgo de la cooperativa (null sin asignar)',
        body: CuerpoMapas,
        querystring: QueryBusqueda,
        response: { 200: RespuestaMapaLocalidades },
      },
      preHandler: app.requiere('PADRON_MAPAS'),
    },
    async (req) => {
      await exigirCiclo(app, req.usuario, req.body.filters);
      const pagina = req.query.page ? Number(req.query.page) : undefined;
      return buscar<FilaMapaLocalidad>(app.db, mapaLocalidades, req.usuario, req.body, pagina);
    },
  );

  app.post(
    '/api/tx_padron_mapas_detalle_search',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Parcelas del ciclo para el mapa de una localidad (filtros id_ciclo obligatorio e id_localidad): nombre, uuid, centroide y polígono',
        body: CuerpoMapas,
        querystring: QueryBusqueda,
        response: { 200: RespuestaMapaParcelas },
      },
      preHandler: app.requiere('PADRON_MAPAS'),
    },
    async (req) => {
      await exigirCiclo(app, req.usuario, req.body.filters);
      const pagina = req.query.page ? Number(req.query.page) : undefined;
      return buscar(app.db, mapaParcelas, req.usuario, req.body, pagina);
    },
  );

  app.put(
    '/api/localidades/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Riesgo de la cooperativa para una localidad de sus productores: 1 Bajo, 2 Medio, 3 Alto, o null para dejarla sin asignar (el último en guardar gana)',
        params: ParamUuid,
        body: CuerpoRiesgoLocalidad,
        response: { 200: RespuestaRiesgoLocalidad },
      },
      preHandler: app.requiere('PADRON_MAPAS'),
    },
    async (req) => ({
      data: [await guardarRiesgoLocalidad(app.db, actorDe(req), req.params.uuid, req.body.id_cat_localidad_riesgo)],
    }),
  );

  // The map's download (001 §2.13 names it, not its call): a GET, so a link could fetch it; streamed.
  app.get(
    '/api/padron_mapas_kml',
    {
      schema: {
        tags: [ETIQUETA],
        summary: `Mapa KML de las localidades del ciclo coloreadas por riesgo y sus parcelas (id_ciclo; id_localidad para una sola), descargado como ${NOMBRE_KML_MAPAS}`,
        querystring: QueryKmlMapas,
        response: respuestaArchivo(`${NOMBRE_KML_MAPAS} (KML 2.2)`, 'kml'),
      },
      preHandler: app.requiere('PADRON_MAPAS'),
    },
    async (req, reply) => {
      const ciclo = idDeQuery(req.query.id_ciclo, 'id_ciclo');
      const idLocalidad = req.query.id_localidad ? idDeQuery(req.query.id_localidad, 'id_localidad') : null;
      const coop = req.usuario.id_cooperativa;
      if (!(await cicloDeCooperativa(app.db, coop, ciclo))) throw noEncontrado();
      const filters: Filtro[] = [{ column: 'id_ciclo', operator: '=', value: ciclo }];
      if (idLocalidad !== null) filters.push({ column: 'id_localidad', operator: '=', value: idLocalidad });
      const { data: localidades } = await buscar<FilaMapaLocalidad>(app.db, mapaLocalidades, req.usuario, {
        filters,
        per_page: TODAS_LAS_LOCALIDADES,
      });
      // one locality asked for and not among the cycle's: not found, rather than an empty map
      if (idLocalidad !== null && localidades.length === 0) throw noEncontrado();
      const cuerpo = Readable.from(documentoKmlMapas(app.db, coop, ciclo, idLocalidad, localidades), { objectMode: false });
      cuerpo.on('error', (e) => req.log.error({ err: e }, 'falló el KML de los mapas del padrón'));
      return adjunto(reply, 'application/vnd.google-earth.kml+xml', NOMBRE_KML_MAPAS).send(cuerpo);
    },
  );
}
