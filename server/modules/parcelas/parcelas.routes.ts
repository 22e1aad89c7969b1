import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { noEncontrado } from '../../errores';
import { ParamUuid } from '@domain/contrato/comun';
import { CuerpoCrearParcelas, QueryCicloProductor, RespuestaCrearParcelas, RespuestaParcelasProductor } from '@domain/contrato/parcelas';
import { parcelasPorProductor } from './parcelas.repository';
import { crearParcelas } from './crear-parcelas';
import { etiquetaGeolocalizacion, totalesProductor } from '@domain/parcelas/parcela';

const ETIQUETA = 'Parcelas';

/** A producer's plots and adding them (spec 001 §2.5, §7): HTTP only; the write is crear-parcelas.ts. */
export function rutasParcelas(app: App): void {
  app.get(
    '/api/parcelas_por_productor/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Parcelas del productor en un ciclo (por defecto el último), con las dadas de baja',
        params: ParamUuid,
        querystring: QueryCicloProductor,
        response: { 200: RespuestaParcelasProductor },
      },
      preHandler: app.requiere('CUENTAS'),
    },
    async (req) => {
      const { id_ciclo } = req.query;
      const r = await parcelasPorProductor(app.db, req.usuario.id_cooperativa, req.params.uuid, id_ciclo ? Number(id_ciclo) : null);
      if (!r) throw noEncontrado();
      const data = r.parcelas.map((p) => ({
        ...p,
        cuenta_uuid: r.cuenta.uuid,
        id_ciclo: r.cuenta.id_ciclo,
        ciclo: r.cuenta.ciclo,
        geolocalizacion: etiquetaGeolocalizacion(p),
      }));
      const t = totalesProductor(
        r.parcelas.map((p) => ({ superficie: p.superficie, plantas: p.plantas, baja: p.motivo_baja ?? p.fecha_baja })),
      );
      return { data, totales: { total_parcelas: t.parcelas, total_superficie: t.superficie, total_plantas: t.plantas } };
    },
  );

  app.post(
    '/api/admin/acopios/crear_parcela',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Agregar parcelas a una cuenta (uuid de la cuenta o del productor)',
        body: CuerpoCrearParcelas,
        response: { 201: RespuestaCrearParcelas },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) =>
      reply
        .status(201)
        .send({ data: await crearParcelas(app.db, actorDe(req), req.body), message: 'Se registró con éxito la(s) parcela(s)' }),
  );
}
