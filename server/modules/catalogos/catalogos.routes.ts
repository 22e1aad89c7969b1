import type { App } from '../../tipos';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { centrosAcopios } from './centros-acopios.resource';
import { paises, roles } from './catalogos.repository';
import { ciclosDeCooperativa } from './ciclos.repository';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { esAdministradorPlataforma, ROL_ADMINISTRADOR } from '@domain/usuarios/roles';
import {
  CentroAcopio,
  CuerpoCiclos,
  RespuestaCiclos,
  RespuestaConfiguracionSesion,
  RespuestaPaises,
  RespuestaRoles,
} from '@domain/contrato/catalogos';

const ETIQUETA = 'Catálogos';

/** The session's catalogues (spec 000 §7): configuration, countries, roles, cycles, collection centres. HTTP only. */
export function rutasCatalogos(app: App): void {
  app.get(
    '/api/acopios/catalogos/cooperativa_conf',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Configuración de la cooperativa de la sesión (el primer elemento)',
        response: { 200: RespuestaConfiguracionSesion },
      },
    },
    async (req) => ({ data: [await leerConfiguracion(app.db, req.usuario.id_cooperativa)] }),
  );

  app.get('/api/paises', { schema: { tags: [ETIQUETA], summary: 'Países', response: { 200: RespuestaPaises } } }, async () => ({
    data: await paises(app.db),
  }));

  app.get(
    '/api/roles',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Roles (el Administrador solo se ofrece al Administrador)',
        response: { 200: RespuestaRoles },
      },
    },
    async (req) => ({ data: await roles(app.db, esAdministradorPlataforma(req.usuario.id_rol), ROL_ADMINISTRADOR) }),
  );

  app.post(
    '/api/ciclos',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Ciclos de la cooperativa (el último es el predeterminado)',
        body: CuerpoCiclos,
        response: { 200: RespuestaCiclos },
      },
    },
    async (req) => {
      // The spec's call may come without a body.
      const body = req.body ?? {};
      const pedida = body.filters?.[0]?.value;
      // Role 1 may read another cooperative's cycles; everyone else gets their own whatever they ask.
      const coop = esAdministradorPlataforma(req.usuario.id_rol) && pedida ? pedida : req.usuario.id_cooperativa;
      return { data: await ciclosDeCooperativa(app.db, coop, body.acopio === 1) };
    },
  );

  registrarBusqueda(app, centrosAcopios, ETIQUETA, CentroAcopio);
}
