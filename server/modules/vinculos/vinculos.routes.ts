import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { revisorEnHilos } from '../parcelas/croquis/revision';
import {
  CuerpoCrearParcelaVinculo,
  CuerpoCuentasPorVincular,
  CuerpoFormulariosVincular,
  CuerpoVinculoCuenta,
  CuerpoVinculoParcela,
  ParamCuentaVincular,
  QueryCuentasSinParcela,
  RespuestaCrearParcelaVinculo,
  RespuestaCuentasVincular,
  RespuestaFormulariosVincular,
  RespuestaParcelasVincular,
  RespuestaVinculo,
} from '@domain/contrato/vinculos';
import {
  cuentaVinculo,
  cuentasConFormulariosSinParcela,
  cuentasPorVincular,
  formulariosSinCuenta,
  formulariosSinParcela,
  parcelasVinculables,
} from './vinculos.repository';
import { vincularFormulariosCuenta } from './vincular-cuenta';
import { vincularFormulariosParcela } from './vincular-parcela';
import { crearParcelaVinculo } from './crear-parcela-vinculo';

export const ETIQUETA_VINCULOS = 'Vinculación de formularios de campo';
/** Linking gives plots their field sketch and creates plots: the sketch permission (docs/DECISIONES.md). */
export const PERMISO_VINCULOS = 'PARCELAS_CROQUIS';

/** The linking wizards' calls (spec 002 §2.13, §2.14, §7 'Linking'; issue 27) at the spec's paths. */
export function rutasVinculos(app: App): void {
  const pre = { preHandler: app.requiere(PERMISO_VINCULOS) };
  const revisar = revisorEnHilos(app.hilos);

  /** A path's account must be the session cooperative's: another's is a 404, as an unknown one. */
  const exigirCuenta = async (coop: number, id: number) => {
    if (!(await cuentaVinculo(app.db, coop, id))) throw noEncontrado();
  };

  app.post(
    '/api/admin/sic/vinculos',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary:
          'Paso 1 de vincular a productor: los formularios de campo aún sin productor, el más reciente primero (los 100 primeros y el total); q busca en lo que dice el formulario',
        body: CuerpoFormulariosVincular,
        response: { 200: RespuestaFormulariosVincular },
      },
      // The spec's call has no body: one sent without any is read as no search.
      preValidation: async (req) => {
        req.body ??= {};
      },
      ...pre,
    },
    async (req) => formulariosSinCuenta(app.db, req.usuario.id_cooperativa, req.body?.q),
  );

  app.post(
    '/api/admin/sic/cuentas_por_vincular',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary:
          'Productores del ciclo actual a los que vincular (los 100 primeros por nombre y el total); showNew = solo los que entraron este ciclo; q busca nombre o clave',
        body: CuerpoCuentasPorVincular,
        response: { 200: RespuestaCuentasVincular },
      },
      ...pre,
    },
    async (req) => cuentasPorVincular(app.db, req.usuario.id_cooperativa, req.body?.showNew === true, req.body?.q),
  );

  app.get(
    '/api/admin/sic/cuentas_por_vincular_parcelas',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary:
          'Paso 1 de vincular a parcela: los productores con formularios vinculados aún sin parcela (los 100 primeros por nombre y el total); q busca nombre o clave',
        querystring: QueryCuentasSinParcela,
        response: { 200: RespuestaCuentasVincular },
      },
      ...pre,
    },
    async (req) => cuentasConFormulariosSinParcela(app.db, req.usuario.id_cooperativa, req.query.q),
  );

  app.get(
    '/api/admin/sic/parcelas_vinculables/:id_cuenta',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary: 'Las parcelas sin baja de la cuenta del productor',
        params: ParamCuentaVincular,
        response: { 200: RespuestaParcelasVincular },
      },
      ...pre,
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const id = Number(req.params.id_cuenta);
      await exigirCuenta(coop, id);
      return { data: await parcelasVinculables(app.db, coop, id) };
    },
  );

  app.get(
    '/api/admin/sic/vincular_formularios_parcelas/:id_cuenta',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary: 'Los formularios del productor aún sin parcela, el más reciente primero (los 100 primeros y el total)',
        params: ParamCuentaVincular,
        response: { 200: RespuestaFormulariosVincular },
      },
      ...pre,
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const id = Number(req.params.id_cuenta);
      await exigirCuenta(coop, id);
      return formulariosSinParcela(app.db, coop, id);
    },
  );

  app.post(
    '/api/admin/sic/vinculo_forms_cuenta_batch',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary:
          'Vincular formularios a un productor (una transacción): cada uno con su formato en el perfil; 409 si otra persona vinculó alguno antes',
        body: CuerpoVinculoCuenta,
        response: { 200: RespuestaVinculo },
      },
      ...pre,
    },
    async (req) => vincularFormulariosCuenta(app.db, actorDe(req), req.body),
  );

  app.post(
    '/api/admin/sic/vinculo_forms_parcela_batch',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary:
          'Vincular formularios del productor a una de sus parcelas (una transacción); un croquis con polígono le da su límite (origen campo); 409 si otra persona vinculó alguno antes',
        body: CuerpoVinculoParcela,
        response: { 200: RespuestaVinculo },
      },
      ...pre,
    },
    async (req) => vincularFormulariosParcela(app.db, actorDe(req), req.body, revisar),
  );

  app.post(
    '/api/admin/sic/vinculo_forms_create_parcela',
    {
      schema: {
        tags: [ETIQUETA_VINCULOS],
        summary: 'Sin parcela: crear la parcela desde un formulario de parcela principal y vincularlo a ella (una transacción)',
        body: CuerpoCrearParcelaVinculo,
        response: { 201: RespuestaCrearParcelaVinculo },
      },
      ...pre,
    },
    async (req, reply) => reply.status(201).send(await crearParcelaVinculo(app.db, actorDe(req), req.body)),
  );
}
