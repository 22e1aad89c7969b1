import type { App } from '../../tipos';
import { FormularioComite } from '@domain/contrato/formularios';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { CABECERA_IDEMPOTENCIA, leerClave } from '../../idempotencia';
import { hoyDeCooperativa } from '../cuentas/cuentas.repository';
import {
  certificacionDeCooperativa,
  condicionesDelProductor,
  cuentaActualDeProductor,
  leerEvaluacion,
  productorDeCuenta,
  productorPorUuid,
  ultimaEvaluacion,
} from './comite.repository';
import { leerFormularioComite } from './formulario-comite';
import { registrarEvaluacion } from './registrar-evaluacion';
import { editarEvaluacion } from './editar-evaluacion';
import { MENSAJE_SEGUIMIENTO, seguirCondicion } from './seguir-condicion';
import { ParamUuid, RESPUESTAS_ERROR } from '@domain/contrato/comun';
import {
  CuerpoSeguimiento,
  ParamIdCuenta,
  RespuestaDetalles,
  RespuestaEvaluacion,
  RespuestaEvaluacionCuenta,
  RespuestaGuardado,
  RespuestaSeguimiento,
} from '@domain/contrato/comite';

const ETIQUETA = 'Comité de evaluación';
/** Reading the committee is part of the producer's profile; deciding is the committee's (docs/DECISIONES.md). */
const PERMISO_VER = 'CUENTAS';
const PERMISO_DECIDIR = 'COMITE';
const CAMPOS =
  'multipart: id_cuenta, condicion (1|2|3), fecha_aut, id_nivel_riesgo, sanc_cat_nueva, aprob_sc_observaciones, aprob_cc_list (JSON [{condicion, plazo, id?}]), sanc_fecha_inicio, sanc_fecha_termino, sanc_observaciones, lugar; la firma como archivo firma_imagen (firma.png, 1 MB) o usar_firma_usuario=1';

/** The evaluation committee (spec 000 §7 'Committee'): HTTP only; rules and writes are the use cases beside this file. */
export function rutasComite(app: App): void {
  app.get(
    '/api/comite_evaluaciones/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Una evaluación guardada, con sus condiciones, firma y logos (vista para imprimir)',
        params: ParamUuid,
        response: { 200: RespuestaEvaluacion },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const e = await leerEvaluacion(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!e) throw noEncontrado();
      return { data: e };
    },
  );

  app.get(
    '/api/comite_evaluaciones_cuenta/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'La última evaluación del productor (uuid del productor) en el ciclo actual, para editarla; con su cuenta del ciclo actual',
        params: ParamUuid,
        response: { 200: RespuestaEvaluacionCuenta },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const p = await productorPorUuid(app.db, coop, req.params.uuid);
      if (!p) throw noEncontrado();
      const cuenta = await cuentaActualDeProductor(app.db, coop, p.id);
      const [data, certificacion, hoy] = await Promise.all([
        cuenta ? ultimaEvaluacion(app.db, coop, cuenta.id) : null,
        certificacionDeCooperativa(app.db, coop),
        hoyDeCooperativa(app.db, coop),
      ]);
      const c = cuenta && (({ id_productor: _p, actual: _a, baja: _b, ...resto }) => resto)(cuenta);
      return { data, cuenta: c, certificacion, hoy };
    },
  );

  app.get(
    '/api/comite_evaluaciones_cuenta_details/:id_cuenta',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Condiciones de las evaluaciones del productor de la cuenta, con su seguimiento (más recientes primero)',
        params: ParamIdCuenta,
        response: { 200: RespuestaDetalles },
      },
      preHandler: app.requiere(PERMISO_VER),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const idProductor = await productorDeCuenta(app.db, coop, Number(req.params.id_cuenta));
      if (!idProductor) throw noEncontrado();
      return { data: await condicionesDelProductor(app.db, coop, idProductor) };
    },
  );

  app.post(
    '/api/comite_evaluaciones',
    {
      schema: {
        tags: [ETIQUETA],
        summary: `Registrar la decisión del comité sobre la cuenta del ciclo actual (una por ciclo; encabezado Idempotency-Key requerido: un reintento recibe la primera respuesta); cambia la categoría y el nivel de riesgo de la cuenta (${CAMPOS})`,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaGuardado },
      },
      preHandler: app.requiere(PERMISO_DECIDIR),
      config: { formulario: FormularioComite },
    },
    async (req) => {
      const envio = await leerFormularioComite(req);
      const r = await registrarEvaluacion(app.db, actorDe(req), leerClave(req.headers[CABECERA_IDEMPOTENCIA]), envio);
      return { data: [r.cuerpo] };
    },
  );

  app.post(
    '/api/comite_evaluaciones_update/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: `Editar la última evaluación de una cuenta del ciclo actual (uuid de la evaluación; version requerida, 409 si cambió; ${CAMPOS})`,
        params: ParamUuid,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaGuardado, 409: RESPUESTAS_ERROR[409] },
      },
      preHandler: app.requiere(PERMISO_DECIDIR),
      config: { formulario: FormularioComite },
    },
    async (req) => ({ data: [await editarEvaluacion(app.db, actorDe(req), req.params.uuid, await leerFormularioComite(req))] }),
  );

  app.post(
    '/api/comite_evaluaciones_update_details',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Seguimiento de una condición: cumplida (1) o no (2) y su fecha (yyyy-MM-dd o null)',
        body: CuerpoSeguimiento,
        response: { 200: RespuestaSeguimiento },
      },
      preHandler: app.requiere(PERMISO_DECIDIR),
    },
    async (req) => ({ success: true, message: MENSAJE_SEGUIMIENTO, data: await seguirCondicion(app.db, actorDe(req), req.body) }),
  );
}
