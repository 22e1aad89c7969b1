import type { App } from '../../../tipos';
import { actorDe } from '../../../actor';
import { noEncontrado } from '../../../errores';
import { leerClave } from '../../../idempotencia';
import { requiereAlguno } from '../../../plugins/autenticacion';
import { registrarBusqueda } from '../../../search/rutas-busqueda';
import { enviarTraces, revisarTraces } from '../../parcelas/parcelas-exportar-traces';
import { exigirEudr } from '../../eudr/exigir-eudr';
import { nombresTraces } from '@domain/eudr/traces';
import { estadosEntrega, entregasPorProductor, etiquetasEntrega, etiquetasEstado } from '../entregas/entregas.resource';
import { cicloActivoAcopio, cicloDeCooperativa, entregasDelLote, leerLote, lotesDelCiclo } from './lotes.repository';
import { crearLote } from './crear-lote';
import { editarLote } from './editar-lote';
import { borrarLote } from './borrar-lote';
import { asignarLote } from './asignar-lote';
import { cambiarEstadoLote } from './cambiar-estado-lote';
import { asignarFolioEstado } from '../entregas/asignar-folio-estado';
import { cambiarEstadoDeEntregas } from '../entregas/cambiar-estado-entregas';
import { borrarEntregaDeAcopio } from '../entregas/borrar-entrega';
import { anularEntrega } from '../entregas/anular-entrega';
import { ParamUuid } from '@domain/contrato/comun';
import { RespuestaRevisionTraces } from '@domain/contrato/eudr';
import { respuestaArchivo } from '../../../descarga';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import { cicloPorUuid } from '../../catalogos/ciclos.repository';
import { responderExcel } from '../../../excel/respuesta';
import { nombreConFecha } from '@domain/comun/descargas';
import { columnasLotes } from './lotes-excel';
import {
  CuerpoAsignarFolio,
  CuerpoAsignarLote,
  CuerpoCambiarEstado,
  CuerpoEditarLote,
  CuerpoEstadoLote,
  CuerpoLote,
  FilaEntregaListado,
  FilaEstadoEntrega,
  Lote,
  ParamIdCiclo,
  ParamIdLote,
  CuerpoAnularEntrega,
  RespuestaAnulada,
  RespuestaCambioEntregas,
  RespuestaEliminado,
  RespuestaInfoLote,
  RespuestaLote,
  RespuestaLotes,
} from '@domain/contrato/acopio-lotes';
import { Type } from 'typebox';

const ETIQUETA = 'Acopio';
/** Reading lots: the deliveries list's users and the lots page's (its menu entry asks ACOPIOS_LOTES, issue 22 item 4). */
export const LEER_LOTES = ['ACOPIOS_ENTREGAS_X_PRODUCTOR', 'ACOPIOS_PRECIO_X_COOPERATIVA', 'ACOPIOS_LOTES'] as const;
const LEER = LEER_LOTES;
/** Changing lots and delivery states: whoever registers deliveries (spec 002 §6 ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO). */
const ESCRIBIR = 'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO';
/** The TRACES file is the registry's (PADRON) or the deliveries' export (ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR). */
const TRACES = ['PADRON', 'ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR'] as const;

/**
 * The deliveries and lots list (spec 002 §2.7, §4, §7 'Deliveries and lots'): its searches, lots, lot assignment,
 * delivery states, deleting a delivery, and each lot's TRACES file (issue 12). HTTP only; the writes are the use
 * cases beside this file.
 */
export function rutasLotes(app: App): void {
  registrarBusqueda(app, entregasPorProductor, ETIQUETA, FilaEntregaListado, etiquetasEntrega);
  registrarBusqueda(app, estadosEntrega, ETIQUETA, FilaEstadoEntrega, etiquetasEstado);

  const lotesDe = async (idCooperativa: number, idCiclo: number | null) => {
    if (idCiclo === null) return { data: [] };
    if (!(await cicloDeCooperativa(app.db, idCooperativa, idCiclo))) throw noEncontrado();
    return { data: await lotesDelCiclo(app.db, idCooperativa, idCiclo) };
  };
  app.get(
    '/api/admin/acopios/entregas/lotes',
    {
      schema: { tags: [ETIQUETA], summary: 'Lotes del ciclo de acopio activo', response: { 200: RespuestaLotes } },
      preHandler: requiereAlguno(...LEER),
    },
    async (req) => lotesDe(req.usuario.id_cooperativa, await cicloActivoAcopio(app.db, req.usuario.id_cooperativa)),
  );
  app.get(
    '/api/admin/acopios/entregas/lotes/:cycleId',
    {
      schema: { tags: [ETIQUETA], summary: 'Lotes de un ciclo (id)', params: ParamIdCiclo, response: { 200: RespuestaLotes } },
      preHandler: requiereAlguno(...LEER),
    },
    async (req) => lotesDe(req.usuario.id_cooperativa, Number(req.params.cycleId)),
  );

  // issue 23: the lots table's Excel, with the importer's DDS references (a cooperative without EUDR has no such column)
  app.get(
    '/api/xls/lotes/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel de la tabla de lotes de un ciclo (uuid del ciclo), con la referencia DDS del importador si hay EUDR',
        params: ParamUuid,
        response: respuestaArchivo('Libro .xlsx, descargado como Lotes_<ciclo>_YYYYMMDD_HHmmss.xlsx', 'xlsx'),
      },
      preHandler: requiereAlguno(...LEER),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      const lotes = await lotesDelCiclo(app.db, coop, ciclo.id);
      const nombre = nombreConFecha(['Lotes', ciclo.nombre], 'xlsx', cfg?.zona_horaria);
      return responderExcel(reply, nombre, {
        hoja: 'Lotes',
        columnas: columnasLotes(
          !cfg || !!cfg.usa_eudr,
          lotes.some((l) => l.calidad),
        ),
        paginas: [lotes],
      });
    },
  );

  app.get(
    '/api/lotes_info/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Un lote con sus entregas; marca las que pasan la estimación de cosecha de su productor y las orgánicas de productores sancionados',
        params: ParamIdLote,
        response: { 200: RespuestaInfoLote },
      },
      preHandler: requiereAlguno(...LEER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const lote = await leerLote(app.db, coop, { id: Number(req.params.id) });
      if (!lote) throw noEncontrado();
      return { data: { lote, entregas: await entregasDelLote(app.db, coop, lote.id) } };
    },
  );

  app.post(
    '/api/lotes',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Crear un lote en el ciclo de acopio activo',
        body: CuerpoLote,
        response: { 201: RespuestaLote },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => reply.status(201).send(await crearLote(app.db, actorDe(req), req.body)),
  );
  app.put(
    '/api/lotes/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar un lote (con su versión)',
        params: ParamUuid,
        body: CuerpoEditarLote,
        response: { 200: RespuestaLote },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => editarLote(app.db, actorDe(req), req.params.uuid, req.body),
  );
  app.put(
    '/api/admin/acopios/lotes/cambia_estado_lote/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Cambiar el estado de un lote (con su versión)',
        params: ParamUuid,
        body: CuerpoEstadoLote,
        response: { 200: Type.Object({ success: Type.Literal(1), message: Type.String(), data: Lote }) },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => cambiarEstadoLote(app.db, actorDe(req), req.params.uuid, req.body),
  );
  app.delete(
    '/api/admin/acopios/lotes/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Eliminar un lote (sus entregas se quedan, sin lote)',
        params: ParamIdLote,
        response: { 200: RespuestaEliminado },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => borrarLote(app.db, actorDe(req), Number(req.params.id)),
  );
  app.post(
    '/api/lotes_asignacion',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Asociar entregas a un lote (una sola vez por encabezado Idempotency-Key)',
        body: CuerpoAsignarLote,
        response: { 200: RespuestaCambioEntregas },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      const r = await asignarLote(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.post(
    '/api/admin/acopios/recoleccion_acopios_batch',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Asignar un estado con folio a entregas (estado 1 con folio; los demás S/F; una sola vez por Idempotency-Key)',
        body: CuerpoAsignarFolio,
        response: { 200: RespuestaCambioEntregas },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      const r = await asignarFolioEstado(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );
  app.post(
    '/api/cambiar_estado',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Cambiar el estado de entregas con una fecha (una sola vez por Idempotency-Key)',
        body: CuerpoCambiarEstado,
        response: { 200: RespuestaCambioEntregas },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      const r = await cambiarEstadoDeEntregas(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );
  app.delete(
    '/api/admin/acopios/entregas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Eliminar una entrega sin pagos del ciclo de acopio activo, con sus pesadas (queda en la auditoría); una con pagos se anula',
        params: ParamUuid,
        response: { 200: RespuestaEliminado },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => borrarEntregaDeAcopio(app.db, actorDe(req), req.params.uuid),
  );
  // issue 22 item 4: a delivery with payments is voided with a reason (a supervisor's), never deleted
  app.post(
    '/api/admin/acopios/entregas/anular/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Anular una entrega con un motivo: sus pagos se revierten y deja de contar (una sola vez por Idempotency-Key)',
        params: ParamUuid,
        body: CuerpoAnularEntrega,
        response: { 200: RespuestaAnulada },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_ANULAR'),
    },
    async (req, reply) => {
      const r = await anularEntrega(app.db, actorDe(req), req.params.uuid, leerClave(req.headers['idempotency-key']), req.body);
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  /** The lot, its cycle and the plots of its producers: the TRACES scope (issue 12 'From the lot to its plots'). */
  const alcanceLote = async (idCooperativa: number, uuid: string) => {
    await exigirEudr(app.db, idCooperativa);
    const lote = await leerLote(app.db, idCooperativa, { uuid });
    if (!lote) throw noEncontrado();
    return { idCooperativa, idCiclo: lote.id_ciclo, idProductor: null, idLote: lote.id, nombre: lote.nombre };
  };
  app.get(
    '/api/admin/acopios/lotes/traces/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Archivo TRACES (EUDR) de las parcelas de los productores con entregas en el lote',
        params: ParamUuid,
        response: respuestaArchivo(
          'traces_lote_<nombre del lote>.geojson (descripción GeoJSON de la UE) o traces_lote_<nombre del lote>.zip si pasaría de 25 MB',
          'geojson',
          'zip',
        ),
      },
      preHandler: requiereAlguno(...TRACES),
    },
    async (req, reply) => {
      const alcance = await alcanceLote(req.usuario.id_cooperativa, req.params.uuid);
      return enviarTraces(reply, app.db, alcance, app.config.tracesBytesMaximos, nombresTraces(alcance.nombre));
    },
  );
  app.get(
    '/api/admin/acopios/lotes/traces_revision/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Revisión del archivo TRACES del lote: cuántas parcelas lleva y cuáles quedan fuera y por qué',
        params: ParamUuid,
        response: { 200: RespuestaRevisionTraces },
      },
      preHandler: requiereAlguno(...TRACES),
    },
    async (req) => ({
      data: await revisarTraces(
        app.db,
        await alcanceLote(req.usuario.id_cooperativa, req.params.uuid),
        app.config.tracesBytesMaximos,
        null,
      ),
    }),
  );
}
