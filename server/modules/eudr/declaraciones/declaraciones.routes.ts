import type { App } from '../../../tipos';
import { actorDe } from '../../../actor';
import { noEncontrado } from '../../../errores';
import { leerClave } from '../../../idempotencia';
import { requiereAlguno } from '../../../plugins/autenticacion';
import { exigirEudr } from '../exigir-eudr';
import { leerLote } from '../../acopio/lotes/lotes.repository';
import { LEER_LOTES } from '../../acopio/lotes/lotes.routes';
import { ParamUuid } from '@domain/contrato/comun';
import {
  CuerpoDeclaracionEudr,
  RespuestaDeclaracionEudr,
  RespuestaDeclaracionesDelProductor,
  RespuestaDeclaracionesEudr,
  RespuestaVerificacionDeclaracion,
} from '@domain/contrato/eudr-paquete';
import { declaracionesDelLote, declaracionesDelProductor, declaracionPorUuid, productorPorUuid } from './declaraciones.repository';
import { registrarDeclaracion } from './registrar-declaracion';
import { consultarDeclaracion } from './verificar-declaracion';

const ETIQUETA = 'EUDR';
/** Recording and checking a reference is the lot's due diligence, as making its package (issue 23). */
const ESCRIBIR = 'EUDR_PAQUETE';

/**
 * The importer's statement references of a lot (issue 23): the lot's records, recording one (or a correction),
 * checking one with the EU information system, and the producer profile's list. All for cooperatives with EUDR only.
 */
export function rutasDeclaracionesEudr(app: App): void {
  app.get(
    '/api/admin/acopios/lotes/declaraciones_eudr/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Referencias de la declaración de diligencia debida (DDS) del importador para un lote (uuid del lote), de la más reciente a la más antigua',
        params: ParamUuid,
        response: { 200: RespuestaDeclaracionesEudr },
      },
      preHandler: requiereAlguno(ESCRIBIR, ...LEER_LOTES),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      await exigirEudr(app.db, coop);
      const lote = await leerLote(app.db, coop, { uuid: req.params.uuid });
      if (!lote) throw noEncontrado();
      return { data: await declaracionesDelLote(app.db, coop, lote.id) };
    },
  );

  app.post(
    '/api/admin/acopios/lotes/declaraciones_eudr/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Registrar la referencia DDS que devolvió el importador para un paquete del lote, o una corrección de un registro (una sola vez por Idempotency-Key)',
        params: ParamUuid,
        body: CuerpoDeclaracionEudr,
        response: { 201: RespuestaDeclaracionEudr },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      await exigirEudr(app.db, req.usuario.id_cooperativa);
      const r = await registrarDeclaracion(app.db, actorDe(req), req.params.uuid, leerClave(req.headers['idempotency-key']), req.body);
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.post(
    '/api/admin/acopios/lotes/declaraciones_eudr/verificar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Consultar en el sistema de información de la UE si la referencia registrada (uuid del registro) existe y se puede usar',
        params: ParamUuid,
        response: { 200: RespuestaVerificacionDeclaracion },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      await exigirEudr(app.db, coop);
      const d = await declaracionPorUuid(app.db, coop, req.params.uuid);
      if (!d) throw noEncontrado();
      return { data: await consultarDeclaracion(app.config.eudrApi, d) };
    },
  );

  app.get(
    '/api/cuentas/declaraciones_eudr/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Declaraciones DDS de las que formaron parte las parcelas del productor (uuid del productor), con esas parcelas',
        params: ParamUuid,
        response: { 200: RespuestaDeclaracionesDelProductor },
      },
      // whoever sees the producer's profile
      preHandler: app.requiere('CUENTAS'),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      await exigirEudr(app.db, coop);
      const idProductor = await productorPorUuid(app.db, coop, req.params.uuid);
      if (idProductor === null) throw noEncontrado();
      return { data: await declaracionesDelProductor(app.db, coop, idProductor) };
    },
  );
}
