import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { leerClave } from '../../idempotencia';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import {
  CuerpoAbono,
  CuerpoAnticipo,
  CuerpoAnularAbono,
  CuerpoEdicionAnticipo,
  FilaAnticipo,
  FilaAnticiposProductor,
  ParamIdAnticipo,
  ParamUuidAnticipo,
  ParamUuidEnIdAnticipo,
  RespuestaAbono,
  RespuestaAnticipoEliminado,
  RespuestaAnticipoGuardado,
  RespuestaDetalleAnticipo,
} from '@domain/contrato/anticipos';
import { anticiposBusqueda, anticiposPorProductor } from './anticipos.resource';
import { detalleAnticipo } from './anticipos.repository';
import { exigirCredito } from './credito';
import { registrarAnticipo } from './registrar-anticipo';
import { editarAnticipo } from './editar-anticipo';
import { eliminarAnticipo } from './borrar-anticipo';
import { registrarAbono } from './registrar-abono';
import { anularAbonoDeAnticipo } from './anular-abono';
import { rutasDocumentosAnticipos } from './documentos/documentos.routes';

const ETIQUETA = 'Anticipos (crédito precosecha)';
const LEER = 'ACOPIOS_ANTICIPOS_X_PRODUCTOR';
const ESCRIBIR = 'ACOPIOS_ANTICIPOS_X_PRODUCTOR_NUEVO';

/** Pre-harvest credit (spec 002 §2.10, §7 'Advances'; issue 25), at the spec's paths. */
export function rutasAnticipos(app: App): void {
  registrarBusqueda(app, anticiposBusqueda, ETIQUETA, FilaAnticipo);
  registrarBusqueda(app, anticiposPorProductor, ETIQUETA, FilaAnticiposProductor);
  rutasDocumentosAnticipos(app);

  app.get(
    '/api/anticipos/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Un anticipo con sus cifras a hoy y sus abonos y recuperaciones (también los anulados)',
        params: ParamIdAnticipo,
        response: { 200: RespuestaDetalleAnticipo },
      },
      preHandler: app.requiere(LEER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      await exigirCredito(app.db, coop);
      const data = await detalleAnticipo(app.db, coop, Number(req.params.id));
      if (!data) throw noEncontrado();
      return { data };
    },
  );

  app.post(
    '/api/anticipos/storeweb',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar un anticipo en el ciclo de acopio activo (una sola vez por encabezado Idempotency-Key)',
        body: CuerpoAnticipo,
        response: { 201: RespuestaAnticipoGuardado },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      const r = await registrarAnticipo(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.put(
    '/api/anticipos/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar un anticipo con saldo (no por debajo de lo recuperado; 409 si cambió mientras se editaba)',
        params: ParamIdAnticipo,
        body: CuerpoEdicionAnticipo,
        response: { 200: RespuestaAnticipoGuardado },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => editarAnticipo(app.db, actorDe(req), Number(req.params.id), req.body),
  );

  app.delete(
    '/api/anticipos/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Eliminar un anticipo sin abonos ni recuperaciones (aquí {id} es el uuid del anticipo, como lo nombra la especificación)',
        params: ParamUuidEnIdAnticipo,
        response: { 200: RespuestaAnticipoEliminado },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req) => eliminarAnticipo(app.db, actorDe(req), req.params.id),
  );

  app.post(
    '/api/anticipos_pagos',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Abono de efectivo a un anticipo: interés primero, luego capital (una sola vez por Idempotency-Key)',
        body: CuerpoAbono,
        response: { 201: RespuestaAbono },
      },
      preHandler: app.requiere(ESCRIBIR),
    },
    async (req, reply) => {
      const r = await registrarAbono(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  // issue 25 'Money is voided, never deleted': a wrong repayment is voided with its reason; the ledger is replayed
  app.post(
    '/api/anticipos_pagos/anular/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Anular un abono de efectivo con un motivo: el saldo se recalcula sin él (una sola vez por Idempotency-Key)',
        params: ParamUuidAnticipo,
        body: CuerpoAnularAbono,
        response: { 200: RespuestaAbono },
      },
      preHandler: app.requiere('ACOPIOS_ANTICIPOS_ANULAR'),
    },
    async (req, reply) => {
      const r = await anularAbonoDeAnticipo(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.params.uuid, req.body);
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );
}
