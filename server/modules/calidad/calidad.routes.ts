import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { adjunto, respuestaArchivo } from '../../descarga';
import { responderExcel } from '../../excel/respuesta';
import { nombreConFecha } from '@domain/comun/descargas';
import {
  CuerpoAnalisisCalidad,
  CuerpoEdicionFisico,
  CuerpoEdicionSensorial,
  CuerpoSensorial,
  ParamUuidCalidad,
  POR_PAGINA_CALIDAD,
  QueryExcelCalidad,
  QueryListaCalidad,
  RespuestaFichaFisico,
  RespuestaFichaSensorial,
  RespuestaIdsAnalisis,
  RespuestaListaCalidad,
  RespuestaZarandasFisico,
} from '@domain/contrato/calidad';
import {
  contarAnalisis,
  datosCooperativa,
  fichaFisico,
  fichaSensorial,
  filaDeAnalisis,
  leerZarandas,
  paginaAnalisis,
  paginasAnalisis,
  type FiltroLista,
} from './calidad.lectura';
import { fisicoPdf, reciboCalidadPdf, sensorialPdf } from './calidad-pdf';
import { columnasCalidad } from './calidad-excel';
import { crearAnalisis } from './crear-analisis';
import { editarFisico } from './editar-fisico';
import { crearSensorial } from './crear-sensorial';
import { editarSensorial } from './editar-sensorial';
import { PERMISO_CALIDAD } from './calidad-info.routes';

const ETIQUETA = 'Calidad (análisis de muestras)';

/** The list's and the Excel's filters from the query string (digits, checked by the contract). */
export const filtroDe = (q: {
  q?: string;
  id_ciclo?: string;
  tipo_analisis?: string;
  id_lote?: string;
  uuid_productor?: string;
}): FiltroLista => ({
  q: q.q,
  id_ciclo: q.id_ciclo ? Number(q.id_ciclo) : undefined,
  tipo_analisis: q.tipo_analisis ? Number(q.tipo_analisis) : undefined,
  id_lote: q.id_lote ? Number(q.id_lote) : undefined,
  uuid_productor: q.uuid_productor,
});

/** The quality analyses (spec 002 §2.15, §7 'Quality'; issue 26) at the spec's paths. */
export function rutasCalidad(app: App): void {
  const pre = { preHandler: app.requiere(PERMISO_CALIDAD) };

  app.get(
    '/api/calidad/analisis',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "'Últimos registros de muestras': una página (page, per_page) de análisis, el más reciente primero; q busca folio y nombres, id_ciclo, tipo_analisis, id_lote y uuid_productor filtran",
        querystring: QueryListaCalidad,
        response: { 200: RespuestaListaCalidad },
      },
      ...pre,
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const pagina = Number(req.query.page ?? 1);
      const porPagina = Number(req.query.per_page ?? POR_PAGINA_CALIDAD);
      const f = filtroDe(req.query);
      const [data, total] = await Promise.all([
        paginaAnalisis(app.db, coop, f, porPagina, (pagina - 1) * porPagina),
        contarAnalisis(app.db, coop, f),
      ]);
      return { data, total, page: pagina, per_page: porPagina };
    },
  );

  app.post(
    '/api/calidad/analisis',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar un análisis: la selección de la muestra y el análisis físico con sus zarandas y defectos (una transacción)',
        body: CuerpoAnalisisCalidad,
        response: { 201: RespuestaIdsAnalisis },
      },
      ...pre,
    },
    async (req, reply) => reply.status(201).send(await crearAnalisis(app.db, actorDe(req), req.body)),
  );

  app.get(
    '/api/calidad/analisis/fisico/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'El análisis físico con su selección y las cifras derivadas por el servidor',
        params: ParamUuidCalidad,
        response: { 200: RespuestaFichaFisico },
      },
      ...pre,
    },
    async (req) => {
      const f = await fichaFisico(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!f) throw noEncontrado();
      const { id: _id, ...data } = f;
      return { data };
    },
  );

  app.put(
    '/api/calidad/analisis/fisico/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Editar el análisis físico (y la selección): zarandas y defectos con eliminar = 1 se quitan; 409 si cambió mientras se editaba',
        params: ParamUuidCalidad,
        body: CuerpoEdicionFisico,
        response: { 200: RespuestaIdsAnalisis },
      },
      ...pre,
    },
    async (req) => editarFisico(app.db, actorDe(req), req.params.uuid, req.body),
  );

  app.get(
    '/api/calidad/analisis/fisico/:uuid/zarandas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Zarandas del análisis físico, cada una con sus defectos primarios y secundarios',
        params: ParamUuidCalidad,
        response: { 200: RespuestaZarandasFisico },
      },
      ...pre,
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const f = await fichaFisico(app.db, coop, req.params.uuid);
      if (!f) throw noEncontrado();
      return { data: await leerZarandas(app.db, coop, f.id) };
    },
  );

  app.post(
    '/api/calidad/analisis/sensorial',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "Registrar la cata de un análisis: los diez atributos (SCA 2004) o la forma afectiva CVA ('metodo'); el total es del servidor",
        body: CuerpoSensorial,
        response: { 201: RespuestaIdsAnalisis },
      },
      ...pre,
    },
    async (req, reply) => reply.status(201).send(await crearSensorial(app.db, actorDe(req), req.body)),
  );

  app.get(
    '/api/calidad/analisis/sensorial/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'La cata (un arreglo de un elemento, como lo lee el cliente de la especificación)',
        params: ParamUuidCalidad,
        response: { 200: RespuestaFichaSensorial },
      },
      ...pre,
    },
    async (req) => {
      const s = await fichaSensorial(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!s) throw noEncontrado();
      return { data: [s] };
    },
  );

  app.put(
    '/api/calidad/analisis/sensorial/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar la cata; 409 si cambió mientras se editaba',
        params: ParamUuidCalidad,
        body: CuerpoEdicionSensorial,
        response: { 200: RespuestaIdsAnalisis },
      },
      ...pre,
    },
    async (req) => editarSensorial(app.db, actorDe(req), req.params.uuid, req.body),
  );

  // ── printouts (80 mm × 50 mm) and the Excel ──
  const PDF = 'application/pdf';
  app.get(
    '/api/calidad/analisis/recibo/descargar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Recibo de la muestra (PDF de 80 × 50 mm), por el uuid del análisis',
        params: ParamUuidCalidad,
        response: respuestaArchivo('PDF, descargado como recibo_calidad_<folio>.pdf', 'pdf'),
      },
      ...pre,
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const f = await filaDeAnalisis(app.db, coop, req.params.uuid);
      if (!f) throw noEncontrado();
      const [fis, d] = await Promise.all([fichaFisico(app.db, coop, f.uuid_calidad_analisis_fisico), datosCooperativa(app.db, coop)]);
      return adjunto(reply, PDF, `recibo_calidad_${f.folio}.pdf`).send(await reciboCalidadPdf(f, fis!, d));
    },
  );
  app.get(
    '/api/calidad/analisis/fisico/:uuid/pdf',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Exportar PDF' del análisis físico (80 × 50 mm): pesos, cifras derivadas y defectos por zaranda",
        params: ParamUuidCalidad,
        response: respuestaArchivo('PDF, descargado como analisis_fisico_<folio>.pdf', 'pdf'),
      },
      ...pre,
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const f = await fichaFisico(app.db, coop, req.params.uuid);
      if (!f) throw noEncontrado();
      const [zs, d] = await Promise.all([leerZarandas(app.db, coop, f.id), datosCooperativa(app.db, coop)]);
      return adjunto(reply, PDF, `analisis_fisico_${f.folio}.pdf`).send(await fisicoPdf(f, zs, d));
    },
  );
  app.get(
    '/api/calidad/analisis/sensorial/:uuid/pdf',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Exportar PDF' del análisis sensorial (80 × 50 mm): método, atributos, puntaje y clasificación",
        params: ParamUuidCalidad,
        response: respuestaArchivo('PDF, descargado como analisis_sensorial_<folio>.pdf', 'pdf'),
      },
      ...pre,
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const s = await fichaSensorial(app.db, coop, req.params.uuid);
      if (!s) throw noEncontrado();
      return adjunto(reply, PDF, `analisis_sensorial_${s.folio}.pdf`).send(await sensorialPdf(s, await datosCooperativa(app.db, coop)));
    },
  );
  app.get(
    '/api/calidad/analisis/excel',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Descargar Excel' del listado con sus filtros (todas las filas, sin páginas): Listado_Calidad_<fecha>.xlsx",
        querystring: QueryExcelCalidad,
        response: respuestaArchivo('Libro .xlsx, descargado como Listado_Calidad_<fecha y hora>.xlsx', 'xlsx'),
      },
      ...pre,
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const { zona } = await datosCooperativa(app.db, coop);
      return responderExcel(reply, nombreConFecha(['Listado_Calidad'], 'xlsx', zona), {
        hoja: 'Calidad',
        columnas: columnasCalidad,
        paginas: paginasAnalisis(app.db, coop, filtroDe(req.query)),
      });
    },
  );
}
