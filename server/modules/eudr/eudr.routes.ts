import type { FastifyRequest } from 'fastify';
import { FormularioRiesgoEudr } from '@domain/contrato/formularios';
import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { adjunto, respuestaArchivo } from '../../descarga';
import { noEncontrado, prohibido } from '../../errores';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { ParamUuid } from '@domain/contrato/comun';
import {
  ParamDocumentoEudr,
  ParamIdTrabajo,
  RespuestaCambioRiesgo,
  RespuestaCatRiesgoEudr,
  RespuestaEncolado,
  RespuestaInspeccionEudr,
  RespuestaResumenAnalisis,
  RespuestaRiesgoEudrParcela,
} from '@domain/contrato/eudr';
import { catalogoRiesgoEudr, documentoDeParcela, inspeccionEudr, parcelaEudr, riesgoEudrParcela } from './eudr.repository';
import { leerFormularioRiesgo } from './evidencia';
import { cambiarRiesgoEudr } from './cambiar-riesgo';
import { estadoAnalisisParcela, resumenAnalisis } from './analisis.repository';
import { analizarPendientes, reintentarAnalisis } from './analizar-pendientes';

const ETIQUETA = 'EUDR';
/** Reading a plot's EUDR data is reading the plot; setting its risk is maintaining its evidence, as its sketch. */
const PERMISO_VER = 'PARCELAS';
const PERMISO_CAMBIAR = 'PARCELAS_CROQUIS';
export const MENSAJE_SIN_EUDR = 'La cooperativa no tiene activado EUDR en su configuración';

/** The EUDR area (spec 001 §7 'EUDR'): gated by the cooperative's usa_eudr (on when no configuration is stored). */
export function rutasEudr(app: App): void {
  async function exigirEudr(req: FastifyRequest): Promise<void> {
    const cfg = await leerConfiguracion(app.db, req.usuario.id_cooperativa);
    if (cfg && !cfg.usa_eudr) throw prohibido(MENSAJE_SIN_EUDR);
  }

  app.get(
    '/api/cat_riesgo_eudr',
    {
      schema: { tags: [ETIQUETA], summary: 'Catálogo de niveles de riesgo EUDR', response: { 200: RespuestaCatRiesgoEudr } },
      preHandler: app.requiere(PERMISO_VER),
    },
    async () => ({ data: await catalogoRiesgoEudr(app.db) }),
  );

  app.get(
    '/api/parcela_eudr_risk/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Riesgo EUDR de una parcela: alertas del polígono, resultado de WHISP, áreas naturales, riesgo fijado y su historial',
        params: ParamUuid,
        response: { 200: RespuestaRiesgoEudrParcela },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      await exigirEudr(req);
      const p = await parcelaEudr(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!p) throw noEncontrado();
      const coop = req.usuario.id_cooperativa;
      const [datos, analisis] = await Promise.all([riesgoEudrParcela(app.db, coop, p), estadoAnalisisParcela(app.db, coop, p.id)]);
      return { data: { ...datos, analisis: { ...analisis, configurado: app.config.whisp !== null } } };
    },
  );

  app.get(
    '/api/parcela_eudr_sic_info/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Respuestas EUDR de la última inspección interna de la parcela, por variable del cuestionario (null si no tiene)',
        params: ParamUuid,
        response: { 200: RespuestaInspeccionEudr },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      await exigirEudr(req);
      const p = await parcelaEudr(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!p) throw noEncontrado();
      return { data: await inspeccionEudr(app.db, req.usuario.id_cooperativa, p.id) };
    },
  );

  app.post(
    '/api/parcela_eudr_risk',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Fijar el riesgo EUDR de una parcela (multipart: uuid, id_riesgo_eudr, justificacion, imagenes_previas, documentos_previos, imagenes[i], documentos[i]; 2 MB por archivo)',
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaCambioRiesgo },
      },
      preHandler: app.requiere(PERMISO_CAMBIAR),
      config: { formulario: FormularioRiesgoEudr },
    },
    async (req) => {
      await exigirEudr(req);
      const formulario = await leerFormularioRiesgo(req);
      return { success: true, message: 'Riesgo actualizado con éxito', data: await cambiarRiesgoEudr(app.db, actorDe(req), formulario) };
    },
  );

  app.get(
    '/api/parcela_eudr_risk/descargar/:uuid/documentos/:file',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Descargar un documento de evidencia del riesgo EUDR de una parcela (uuid de la parcela y del archivo)',
        params: ParamDocumentoEudr,
        response: respuestaArchivo('El documento (PDF, Word o Excel)', 'pdf', 'doc', 'docx', 'xls', 'xlsx'),
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req, reply) => {
      await exigirEudr(req);
      const coop = req.usuario.id_cooperativa;
      const p = await parcelaEudr(app.db, coop, req.params.uuid);
      const doc = p && (await documentoDeParcela(app.db, coop, p.id, req.params.file));
      if (!doc) throw noEncontrado();
      return adjunto(reply, doc.mime, doc.nombre).send(Buffer.from(doc.contenido));
    },
  );

  app.get(
    '/api/eudr_analisis',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Análisis automático (WHISP) de la cooperativa: si está configurado, parcelas con polígono, con resultado vigente, en espera, y los análisis fallidos',
        response: { 200: RespuestaResumenAnalisis },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      await exigirEudr(req);
      const resumen = await resumenAnalisis(app.db, req.usuario.id_cooperativa);
      return { data: { configurado: app.config.whisp !== null, ...resumen } };
    },
  );

  app.post(
    '/api/eudr_analisis/pendientes',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Enviar al análisis automático cada parcela cuyo polígono actual no tiene resultado ni está en espera',
        response: { 200: RespuestaEncolado },
      },
      preHandler: app.requiere(PERMISO_CAMBIAR),
    },
    async (req) => {
      await exigirEudr(req);
      const n = await analizarPendientes(app.db, actorDe(req));
      return { message: n ? `${n} parcela(s) enviadas al análisis automático` : 'No hay parcelas pendientes de análisis', encoladas: n };
    },
  );

  app.post(
    '/api/eudr_analisis/reintentar/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Reintentar un análisis automático fallido (sus parcelas vuelven a la cola)',
        params: ParamIdTrabajo,
        response: { 200: RespuestaEncolado },
      },
      preHandler: app.requiere(PERMISO_CAMBIAR),
    },
    async (req) => {
      await exigirEudr(req);
      const n = await reintentarAnalisis(app.db, actorDe(req), Number(req.params.id));
      return { message: `${n} parcela(s) enviadas de nuevo al análisis automático`, encoladas: n };
    },
  );
}
