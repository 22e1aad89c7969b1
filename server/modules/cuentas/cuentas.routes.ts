import type { App } from '../../tipos';
import { actorDe } from '../../actor';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { comiteEvaluaciones, cuentas, txFormatos } from './cuentas.resource';
import { motivosBaja } from '../catalogos/catalogos.repository';
import { perfilVisible } from './reglas-cuenta';
import { crearCuenta } from './crear-cuenta';
import { darDeBaja } from './dar-de-baja';
import { ParamUuid } from '@domain/contrato/comun';
import { RespuestaOpciones } from '@domain/contrato/catalogos';
import {
  CuerpoBaja,
  CuerpoProductor,
  FilaCuenta,
  FilaEvaluacionComite,
  FilaFormato,
  QueryPerfilCuenta,
  RespuestaBaja,
  RespuestaPerfilCuenta,
  RespuestaProductorCreado,
} from '@domain/contrato/cuentas';

const ETIQUETA = 'Productores';

/** Producers (spec 000 §2.7, §2.8; 002 §5): HTTP only; the rules and writes are the use cases beside this file. */
export function rutasCuentas(app: App): void {
  registrarBusqueda(app, cuentas, ETIQUETA, FilaCuenta);
  registrarBusqueda(app, txFormatos, ETIQUETA, FilaFormato);
  registrarBusqueda(app, comiteEvaluaciones, ETIQUETA, FilaEvaluacionComite);
  // entregas_por_productor (the profile's deliveries too) is the deliveries list's: acopio/entregas/entregas.resource.ts

  app.get(
    '/api/cuentas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Cuenta de un productor (uuid del productor) en un ciclo; sin ciclo, la del último ciclo',
        params: ParamUuid,
        querystring: QueryPerfilCuenta,
        response: { 200: RespuestaPerfilCuenta },
      },
      preHandler: app.requiere('CUENTAS'),
    },
    async (req) => {
      const { id_ciclo } = req.query;
      return { data: await perfilVisible(app.db, req.usuario.id_cooperativa, req.params.uuid, id_ciclo ? Number(id_ciclo) : null) };
    },
  );

  app.get(
    '/api/sic/cat_cuentas_bajas',
    {
      schema: { tags: [ETIQUETA], summary: 'Motivos de baja de un productor', response: { 200: RespuestaOpciones } },
      preHandler: app.requiere('CUENTAS'),
    },
    async () => ({ data: await motivosBaja(app.db) }),
  );

  app.post(
    '/api/admin/sic/listado_bajas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Dar de baja' a un productor en un ciclo (permanente)",
        body: CuerpoBaja,
        response: { 200: RespuestaBaja },
      },
      preHandler: app.requiere('CUENTAS_BAJA'),
    },
    async (req) => ({ success: true, message: `Se dio de baja al productor ${await darDeBaja(app.db, actorDe(req), req.body)}` }),
  );

  app.post(
    '/api/sic/cuentas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Nuevo productor con su cuenta en el ciclo activo',
        body: CuerpoProductor,
        response: { 201: RespuestaProductorCreado },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) => reply.status(201).send({ data: [await crearCuenta(app.db, actorDe(req), req.body)] }),
  );
}
