import type { App } from '../../tipos';
import { objeto, entero } from '../../esquemas';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { centrosAcopios } from './centros-acopios.resource';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { esAdministradorPlataforma, ROL_ADMINISTRADOR } from '@domain/roles';

const ETIQUETA = 'Catálogos';

const cuerpoCiclos = objeto({
  filters: {
    type: 'array',
    maxItems: 2,
    items: objeto(
      { column: { type: 'string', enum: ['id_cooperativa'] }, operator: { type: 'string', enum: ['=', 'equals'] }, value: entero(1) },
      ['column', 'operator', 'value'],
    ),
  },
  sorts: { type: 'array', maxItems: 0 },
  acopio: { type: 'integer', enum: [0, 1] },
});

export function rutasCatalogos(app: App): void {
  app.get(
    '/api/acopios/catalogos/cooperativa_conf',
    {
      schema: { tags: [ETIQUETA], summary: 'Configuración de la cooperativa de la sesión (el primer elemento)' },
    },
    async (req) => ({ data: [await leerConfiguracion(app.db, req.usuario.id_cooperativa)] }),
  );

  app.get('/api/paises', { schema: { tags: [ETIQUETA], summary: 'Países' } }, async () => ({
    data: await app.db.query('SELECT id, nombre, codigo FROM paises ORDER BY nombre'),
  }));

  app.get(
    '/api/roles',
    { schema: { tags: [ETIQUETA], summary: 'Roles (el Administrador solo se ofrece al Administrador)' } },
    async (req) => ({
      data: await app.db.query('SELECT id, nombre, descripcion FROM roles WHERE $1 OR id <> $2 ORDER BY id', [
        esAdministradorPlataforma(req.usuario.id_rol),
        ROL_ADMINISTRADOR,
      ]),
    }),
  );

  app.post(
    '/api/ciclos',
    {
      schema: { tags: [ETIQUETA], summary: 'Ciclos de la cooperativa (el último es el predeterminado)', body: cuerpoCiclos },
    },
    async (req) => {
      const body = (req.body ?? {}) as { filters?: { value: number }[]; acopio?: 0 | 1 };
      const pedida = body.filters?.[0]?.value;
      // Role 1 may read another cooperative's cycles; everyone else gets their own whatever they ask.
      const coop = esAdministradorPlataforma(req.usuario.id_rol) && pedida ? pedida : req.usuario.id_cooperativa;
      const data = await app.db.query(
        `SELECT id, uuid, nombre, activo, activo_acopio, fecha_inicio::text, fecha_fin::text FROM ciclos
        WHERE id_cooperativa = $1 AND (NOT $2 OR activo_acopio) ORDER BY id`,
        [coop, body.acopio === 1],
      );
      return { data };
    },
  );

  registrarBusqueda(app, centrosAcopios, ETIQUETA);
}
