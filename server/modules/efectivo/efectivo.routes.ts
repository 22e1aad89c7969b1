import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { leerClave } from '../../idempotencia';
import { respuestaArchivo } from '../../descarga';
import { responderExcel } from '../../excel/respuesta';
import { nombreConFecha } from '@domain/comun/descargas';
import {
  CuerpoAnularDesembolso,
  CuerpoDesembolso,
  CuerpoEdicionDesembolso,
  CuerpoPorCentro,
  ParamCicloEfectivo,
  ParamExcelEfectivo,
  ParamIdDesembolso,
  POR_PAGINA_EFECTIVO,
  QueryPorMovimiento,
  RespuestaAcopiadores,
  RespuestaDesembolso,
  RespuestaDesembolsoEliminado,
  RespuestaPorCentro,
  RespuestaPorMovimiento,
} from '@domain/contrato/efectivo';
import {
  acopiadoresDeCooperativa,
  cicloDeCooperativa,
  configuracionEfectivo,
  desembolsosDeCiclo,
  type Pagina,
} from './efectivo.repository';
import { porCentro, porMovimiento } from './efectivo.lectura';
import { columnasEfectivo } from './efectivo-excel';
import { registrarDesembolso } from './registrar-desembolso';
import { editarDesembolso } from './editar-desembolso';
import { eliminarDesembolso } from './borrar-desembolso';
import { anularDesembolsoEfectivo } from './anular-desembolso';

/** Paging only when a page is asked for: without it the answer is the spec's, every row. */
const paginaDe = (page: string | number | undefined, perPage: string | number | undefined): Pagina | undefined =>
  page === undefined ? undefined : { pagina: Number(page), porPagina: Number(perPage ?? POR_PAGINA_EFECTIVO) };

const ETIQUETA = 'Efectivo (desembolsos a centros de acopio)';
const LEER = 'ACOPIOS_ENTREGAS_EFECTIVO';
const ESCRIBIR = 'ACOPIOS_ENTREGAS_EFECTIVO_NUEVO';

/** Cash sent to the collection centres (spec 002 §2.11, §7 'Cash'; issue 25), at the spec's paths. */
export function rutasEfectivo(app: App): void {
  /** The cycle in the path, of the session's cooperative (another reads as missing). */
  const cicloPropio = async (coop: number, ciclo: string) => {
    if (!(await cicloDeCooperativa(app.db, coop, Number(ciclo)))) throw noEncontrado();
    return Number(ciclo);
  };

  app.post(
    '/api/registro_efectivo',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar un desembolso de efectivo a un centro de acopio (una sola vez por encabezado Idempotency-Key)',
        body: CuerpoDesembolso,
        response: { 201: RespuestaDesembolso },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      const r = await registrarDesembolso(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.put(
    '/api/registro_efectivo/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar un desembolso de efectivo no anulado (409 si cambió mientras se editaba)',
        params: ParamIdDesembolso,
        body: CuerpoEdicionDesembolso,
        response: { 200: RespuestaDesembolso },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => editarDesembolso(app.db, actorDe(req), Number(req.params.id), req.body),
  );

  app.delete(
    '/api/registro_efectivo/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Eliminar un desembolso capturado por error: solo quien lo registró y el mismo día; si no, se anula',
        params: ParamIdDesembolso,
        response: { 200: RespuestaDesembolsoEliminado },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => eliminarDesembolso(app.db, actorDe(req), Number(req.params.id)),
  );

  // issue 25 'Money is voided, never deleted': cash that was sent is voided with its reason
  app.post(
    '/api/registro_efectivo/anular/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Anular un desembolso de efectivo con un motivo: sale de los totales y queda tachado (una sola vez por Idempotency-Key)',
        params: ParamIdDesembolso,
        body: CuerpoAnularDesembolso,
        response: { 200: RespuestaDesembolso },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      const r = await anularDesembolsoEfectivo(
        app.db,
        actorDe(req),
        leerClave(req.headers['idempotency-key']),
        Number(req.params.id),
        req.body,
      );
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  // The form's 'Acopiador' select (spec 002 §6: the collectors are the cooperative's users with role 6): whoever
  // registers cash reads who may receive it, without the user administration's permission.
  app.get(
    '/api/efectivo_acopiadores',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Acopiadores activos de la cooperativa (rol 6) con su centro de acopio: quienes pueden recibir un desembolso',
        response: { 200: RespuestaAcopiadores },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => ({ data: await acopiadoresDeCooperativa(app.db, req.usuario.id_cooperativa) }),
  );

  app.get(
    '/api/efectivo_por_movimiento/:cycleId',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "Desembolsos del ciclo ('por Movimiento'), los anulados incluidos, y los totales entregado y pagado de todo el ciclo; con ?page=n (y per_page) una página y el total de filas; con ?id_centro= (o 'sin') los de un centro",
        params: ParamCicloEfectivo,
        querystring: QueryPorMovimiento,
        response: { 200: RespuestaPorMovimiento },
      },
      preHandler: app.requiere(LEER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPropio(coop, req.params.cycleId);
      const q = req.query;
      // another cooperative's centre simply has no disbursements here: the rows are always the session's cooperative's
      const centro = q.id_centro === undefined ? undefined : q.id_centro === 'sin' ? null : Number(q.id_centro);
      return porMovimiento(app.db, coop, ciclo, await configuracionEfectivo(app.db, coop), paginaDe(q.page, q.per_page), centro);
    },
  );

  // The spec's 'search efectivo_por_centro_acopio/{cycleId} filtered by id_cooperativa' (docs/DECISIONES.md): the
  // path as written, no _search suffix; the body's id_cooperativa, if sent, must be the session's.
  app.post(
    '/api/efectivo_por_centro_acopio/:cycleId',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          "Efectivo del ciclo por centro de acopio ('por Centro de Acopio'): enviado, pagado en báscula y saldo; con page (y per_page) una página de centros, cada uno con sus per_page desembolsos más recientes",
        params: ParamCicloEfectivo,
        body: CuerpoPorCentro,
        response: { 200: RespuestaPorCentro },
      },
      preHandler: app.requiere(LEER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      if (req.body.id_cooperativa !== undefined && req.body.id_cooperativa !== coop) throw noEncontrado();
      const ciclo = await cicloPropio(coop, req.params.cycleId);
      const b = req.body;
      return porCentro(app.db, coop, ciclo, await configuracionEfectivo(app.db, coop), paginaDe(b.page, b.per_page));
    },
  );

  app.get(
    '/api/xls/efectivo_cooperativa/:cycleId/:coopId',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel de los desembolsos de efectivo del ciclo (solo la cooperativa de la sesión)',
        params: ParamExcelEfectivo,
        response: respuestaArchivo('Libro .xlsx, descargado como efectivo_<cooperativa>_<ciclo>_YYYYMMDD_HHmmss.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_EFECTIVO_EXPORTAR'),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      if (Number(req.params.coopId) !== coop) throw noEncontrado();
      const ciclo = await cicloPropio(coop, req.params.cycleId);
      const cfg = await configuracionEfectivo(app.db, coop);
      const filas = await desembolsosDeCiclo(app.db, coop, ciclo, cfg);
      const nombre = nombreConFecha(['efectivo', String(coop), String(ciclo)], 'xlsx', cfg.zona);
      return responderExcel(reply, nombre, {
        hoja: 'Efectivo',
        columnas: columnasEfectivo,
        paginas: [filas],
        totales: (n) => `Total (${n})`,
      });
    },
  );
}
