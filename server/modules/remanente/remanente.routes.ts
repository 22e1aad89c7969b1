import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { leerClave } from '../../idempotencia';
import { adjunto, respuestaArchivo } from '../../descarga';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { categoriasRemanente } from '@domain/remanente/remanente';
import {
  CuerpoEdicionPrecioRemanente,
  CuerpoGenerarRecibos,
  CuerpoPagoRemanente,
  CuerpoPrecioRemanente,
  FilaPrecioRemanente,
  FilaReciboRemanente,
  ParamFolioRemanente,
  ParamGeneracion,
  ParamIdRecibo,
  ParamPrecioRemanente,
  QueryGeneracionCiclo,
  RespuestaCategoriasRemanente,
  RespuestaGeneracion,
  RespuestaGenerarRecibos,
  RespuestaPagoRemanente,
  RespuestaPrecioRemanente,
  RespuestaUltimaGeneracion,
} from '@domain/contrato/remanente';
import { PERMISO_REMANENTE, preciosRemanente, recibosRemanente } from './remanente.resource';
import { cicloEsDe, leerGeneracion, productoDe, reciboParaPdf, ultimaGeneracion } from './remanente.repository';
import { editarPrecioRemanente, registrarPrecioRemanente } from './precios';
import { generarRecibosRemanente } from './generar-recibos';
import { editarPagoRemanente } from './editar-pago';
import { reciboRemanentePdf } from './recibo-remanente-pdf';

const ETIQUETA = 'Remanente';
/** Spec 002 §6: the price (surplus included) with ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO; a surplus payment with the deliveries' permission. */
const PRECIO = 'ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO';
const PAGO = 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO';

/** The end-of-season surplus (spec 002 §2.8, §7 'Surplus', 'Downloads'; issue 25), at the spec's paths. */
export function rutasRemanente(app: App): void {
  registrarBusqueda(app, preciosRemanente, ETIQUETA, FilaPrecioRemanente);
  registrarBusqueda(app, recibosRemanente, ETIQUETA, FilaReciboRemanente);

  app.get(
    '/api/remanente/categorias',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Categorías del remanente (las certificaciones de la entrega) con su color',
        response: { 200: RespuestaCategoriasRemanente },
      },
      preHandler: app.requiere(PERMISO_REMANENTE),
    },
    async (req) => ({ data: categoriasRemanente(await productoDe(app.db, req.usuario.id_cooperativa)) }),
  );

  app.post(
    '/api/remanente/registro_precio',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar el precio remanente de una categoría en un ciclo (uno por categoría y ciclo)',
        body: CuerpoPrecioRemanente,
        response: { 201: RespuestaPrecioRemanente },
      },
      preHandler: app.requiere(PRECIO),
    },
    async (req, reply) => reply.status(201).send(await registrarPrecioRemanente(app.db, actorDe(req), req.body)),
  );

  app.put(
    '/api/remanente/registro_precio/:precio_id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar un precio remanente (409 si cambió mientras se editaba)',
        params: ParamPrecioRemanente,
        body: CuerpoEdicionPrecioRemanente,
        response: { 200: RespuestaPrecioRemanente },
      },
      preHandler: app.requiere(PRECIO),
    },
    async (req) => editarPrecioRemanente(app.db, actorDe(req), Number(req.params.precio_id), req.body),
  );

  // The screen's call and the delivery flow's (acopio client: /api/admin/acopios/..., spec DECISIONS 'API prefix').
  for (const ruta of ['/api/remanente/generar_recibos', '/api/admin/acopios/remanente/generar_recibos'])
    app.post(
      ruta,
      {
        schema: {
          tags: [ETIQUETA],
          summary: 'Generar los recibos de remanente del ciclo (o de un productor) en la cola de trabajos; una vez por Idempotency-Key',
          body: CuerpoGenerarRecibos,
          response: { 201: RespuestaGenerarRecibos },
        },
        preHandler: app.requiere(PAGO),
      },
      async (req, reply) => {
        const r = await generarRecibosRemanente(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
        return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
      },
    );

  // The screen follows a generation until it is done ('Sus recibos se estan generando.' with its progress).
  app.get(
    '/api/remanente/generaciones/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Avance de una generación de recibos de remanente: cuentas hechas de las del ciclo y recibos escritos',
        params: ParamGeneracion,
        response: { 200: RespuestaGeneracion },
      },
      preHandler: app.requiere(PERMISO_REMANENTE),
    },
    async (req) => {
      const g = await leerGeneracion(app.db, req.usuario.id_cooperativa, Number(req.params.id));
      if (!g) throw noEncontrado();
      return { data: g };
    },
  );

  app.get(
    '/api/remanente/generaciones',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'La última generación de recibos de todo el ciclo (?id_ciclo=), o null si nunca se generaron; ciclo ajeno 404',
        querystring: QueryGeneracionCiclo,
        response: { 200: RespuestaUltimaGeneracion },
      },
      preHandler: app.requiere(PERMISO_REMANENTE),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const idCiclo = Number(req.query.id_ciclo);
      if (!(await cicloEsDe(app.db, coop, idCiclo))) throw noEncontrado();
      return { data: await ultimaGeneracion(app.db, coop, idCiclo) };
    },
  );

  app.put(
    '/api/remanente/generar_recibos/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar un pago remanente: precio por kg y cantidad (409 si cambió mientras se editaba; Idempotency-Key opcional)',
        params: ParamIdRecibo,
        body: CuerpoPagoRemanente,
        response: { 200: RespuestaPagoRemanente },
      },
      preHandler: app.requiere(PAGO),
    },
    async (req, reply) => {
      const cabecera = req.headers['idempotency-key'];
      const clave = cabecera === undefined ? null : leerClave(cabecera);
      const r = await editarPagoRemanente(app.db, actorDe(req), Number(req.params.id), clave, req.body);
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.get(
    '/api/recibos/remanentes/:folio',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Recibo de remanente por folio (PDF)',
        params: ParamFolioRemanente,
        response: respuestaArchivo('PDF, descargado como recibo_remanente_<folio>.pdf', 'pdf'),
      },
      preHandler: app.requiere(PERMISO_REMANENTE),
    },
    async (req, reply) => {
      const r = await reciboParaPdf(app.db, req.usuario.id_cooperativa, req.params.folio);
      if (!r) throw noEncontrado();
      return adjunto(reply, 'application/pdf', `recibo_remanente_${r.folio}.pdf`).send(await reciboRemanentePdf(r));
    },
  );
}
