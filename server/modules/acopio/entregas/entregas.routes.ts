import { PERMISO_FUERA_DE_RANGO } from '@domain/acopio/banda-precio';
import type { App } from '../../../tipos';
import { saldoCreditosDeProductor } from '../../anticipos/recuperar-en-entrega';
import { actorDe } from '../../../actor';
import { noEncontrado } from '../../../errores';
import { leerClave } from '../../../idempotencia';
import {
  entregasDeCuenta,
  existeCuenta,
  leerEntrega,
  precioUltimaEntrega,
  precioVigente,
  resumenDeCuenta,
  uuidDeEntrega,
} from './entregas.repository';
import { registrarEntrega, PUEDE_FIJAR_PRECIO } from './registrar-entrega';
import { editarEntrega } from './editar-entrega';
import { registrarPagoPendiente } from './registrar-pago-pendiente';
import { rutasCatalogosAcopio } from './catalogos-acopio.routes';
import { rutasUnidadesUsuales } from './unidades-usuales.routes';
import { entregadoVsEstimacion } from '@domain/acopio/estimacion';
import { precioPromedio } from '@domain/acopio/importes';
import { ParamUuid } from '@domain/contrato/comun';
import {
  CuerpoEdicionEntrega,
  CuerpoEntrega,
  CuerpoPagoPendiente,
  ParamAcopiosProductor,
  ParamIdAcopio,
  ParamIdCuenta,
  RespuestaAcopiosDeProductor,
  RespuestaEntrega,
  RespuestaEntregaPorId,
  RespuestaEntregaGuardada,
  RespuestaEntregaRegistrada,
  RespuestaPrecioPrecargado,
} from '@domain/contrato/acopio';

const ETIQUETA = 'Acopio';

/** Collection (spec 002 §7 'Deliveries and lots'): HTTP only; the writes are the use cases beside this file. */
export function rutasAcopio(app: App): void {
  app.post(
    '/api/admin/acopios/entregas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar una entrega (una sola vez por encabezado Idempotency-Key)',
        body: CuerpoEntrega,
        response: { 201: RespuestaEntregaRegistrada },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) => {
      const r = await registrarEntrega(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      // Every stored answer of this route is a 201 (errors are never stored).
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.get(
    '/api/admin/acopios/entregas/:uuid',
    {
      schema: { tags: [ETIQUETA], summary: 'Una entrega con sus pesadas y pagos', params: ParamUuid, response: { 200: RespuestaEntrega } },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR'),
    },
    async (req) => {
      const entrega = await leerEntrega(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!entrega) throw noEncontrado();
      return { data: entrega };
    },
  );

  app.put(
    '/api/admin/acopios/entregas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar una entrega con la versión que se cargó (pesadas reemplazadas, pagos conservados; Idempotency-Key opcional)',
        params: ParamUuid,
        body: CuerpoEdicionEntrega,
        response: { 200: RespuestaEntregaGuardada },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) => {
      const cabecera = req.headers['idempotency-key'];
      const clave = cabecera === undefined ? null : leerClave(cabecera);
      const r = await editarEntrega(app.db, actorDe(req), req.params.uuid, clave, req.body);
      return reply.header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.post(
    '/api/admin/acopios/entregas/pago_pendiente',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar un pago pendiente de una entrega, con la firma (una sola vez por encabezado Idempotency-Key)',
        body: CuerpoPagoPendiente,
        response: { 201: RespuestaEntregaGuardada },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) => {
      const r = await registrarPagoPendiente(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.get(
    '/api/admin/acopios/entregas/acopio_por_productor/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Una entrega por su id y lo que su productor debe hoy en créditos (el pago pendiente la abre así)',
        params: ParamIdAcopio,
        response: { 200: RespuestaEntregaPorId },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR'),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const uuid = await uuidDeEntrega(app.db, coop, Number(req.params.id));
      const entrega = uuid ? await leerEntrega(app.db, coop, uuid) : null;
      if (!entrega) throw noEncontrado();
      return { data: entrega, saldo_creditos: await saldoCreditosDeProductor(app.db, coop, { cuenta: entrega.uuid_cuenta }) };
    },
  );

  app.get(
    '/api/admin/acopios/entregas/acopios_por_productor/:cycleUuid/:uuid_cuenta',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Resumen del productor en el ciclo (panel del formulario de entrega) y sus entregas',
        params: ParamAcopiosProductor,
        response: { 200: RespuestaAcopiosDeProductor },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR'),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const fila = await resumenDeCuenta(app.db, coop, req.params.cycleUuid, req.params.uuid_cuenta);
      if (!fila) throw noEncontrado();
      const { importe_total: _importe, ...resumen } = fila;
      return {
        data: {
          resumen: {
            ...resumen,
            precio_por_kg_promedio: precioPromedio(fila.pagos_total, fila.entregas_peso_neto_total),
            est_entregado_vs_estimacion: entregadoVsEstimacion(fila.entregas_peso_neto_total, fila.est_peso_estimado_total),
            saldo_creditos: await saldoCreditosDeProductor(app.db, coop, { productor: fila.uuid_productor }),
          },
          entregas: await entregasDeCuenta(app.db, coop, fila.id_cuenta),
        },
      };
    },
  );

  app.get(
    '/api/admin/acopios/precio_por_kg_precargado',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Precio por kg con que empieza el formulario de entrega',
        response: { 200: RespuestaPrecioPrecargado },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req) => ({
      data: {
        precio_por_kg: await precioVigente(app.db, req.usuario.id_cooperativa),
        puede_fijar: req.usuario.permisos.includes(PUEDE_FIJAR_PRECIO),
        puede_fuera_de_rango: req.usuario.permisos.includes(PERMISO_FUERA_DE_RANGO),
        precio_ultima_entrega: null,
      },
    }),
  );

  app.get(
    '/api/admin/acopios/precio_por_kg_por_productor/:id_cuenta',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Precio por kg para una cuenta: el vigente y el de su última entrega',
        params: ParamIdCuenta,
        response: { 200: RespuestaPrecioPrecargado },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      if (!(await existeCuenta(app.db, coop, Number(req.params.id_cuenta)))) throw noEncontrado();
      return {
        data: {
          precio_por_kg: await precioVigente(app.db, coop),
          puede_fijar: req.usuario.permisos.includes(PUEDE_FIJAR_PRECIO),
          puede_fuera_de_rango: req.usuario.permisos.includes(PERMISO_FUERA_DE_RANGO),
          precio_ultima_entrega: await precioUltimaEntrega(app.db, coop, Number(req.params.id_cuenta)),
        },
      };
    },
  );

  rutasCatalogosAcopio(app);
  rutasUnidadesUsuales(app);
}
