import type { FastifyInstance } from 'fastify';
import type { FastifyRequest } from 'fastify';
import { exigirValido, invalido, noEncontrado, prohibido } from '../../errores';
import { objeto, texto, textoNulo, entero, uuidParam, esquemaCooperativa, esquemaFilaCooperativa, uno } from '../../esquemas';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { cooperativas } from './cooperativas.resource';
import { actualizarCooperativa, crearCooperativa, leerCooperativa, paisesExisten, type Cooperativa } from './cooperativas.repository';
import { guardarConfiguracion, leerConfiguracion } from './configuracion.repository';
import { auditar } from '../auditoria/auditoria';
import { leerImagenSubida } from '../archivos/subida';
import { guardarArchivo } from '../archivos/archivos.repository';
import { validarCooperativa, type CooperativaDatos } from '@domain/cooperativa';
import { BANDERAS_CONFIGURACION, ZONAS_HORARIAS } from '@domain/configuracion';
import { esAdministradorPlataforma } from '@domain/roles';
import { tienePermisoExacto } from '@domain/permisos';

const cuerpoCooperativa = objeto(
  {
    nombre: texto(200),
    iniciales: textoNulo(2),
    descripcion: textoNulo(2000),
    id_cat_productos: entero(1),
    selected_paises: { type: 'array', items: entero(1), maxItems: 50 },
    cuenta_kobo: textoNulo(200),
    certificacion: textoNulo(100),
    ubicacion: textoNulo(500),
    nombre_legal: textoNulo(300),
    direccion: textoNulo(500),
    rfc: textoNulo(20),
    contacto: textoNulo(254),
    flo_id: textoNulo(50),
  },
  ['nombre', 'id_cat_productos', 'selected_paises'],
);

const cuerpoConfiguracion = objeto({
  ...Object.fromEntries(BANDERAS_CONFIGURACION.map((b) => [b, { type: 'integer', enum: [0, 1] }])),
  id_cat_credito_precosecha: { type: 'integer', minimum: 1, maximum: 99 },
  anticipos_etiqueta: { type: 'string', minLength: 1, maxLength: 40 },
  parcelas_etiqueta: { type: 'string', minLength: 1, maxLength: 40 },
  plantas_etiqueta: { type: 'string', minLength: 1, maxLength: 40 },
  ine_etiqueta: { type: 'string', minLength: 1, maxLength: 40 },
  acopio_units: { type: 'string', minLength: 1, maxLength: 10 },
  currency: { type: 'string', minLength: 3, maxLength: 3 },
  zona_horaria: { type: 'string', enum: [...ZONAS_HORARIAS] },
});

const ETIQUETA = 'Cooperativas';
const MAX_LOGO = 2 * 1024 * 1024;

export function rutasCooperativas(app: FastifyInstance): void {
  /** The cooperative by uuid if the user may see it; another cooperative's answers 404 (DECISIONS.md). */
  async function visible(req: FastifyRequest, uuid: string): Promise<Cooperativa> {
    const c = await leerCooperativa(app.db, uuid);
    if (!c || (!esAdministradorPlataforma(req.usuario.id_rol) && c.id !== req.usuario.id_cooperativa)) throw noEncontrado();
    return c;
  }
  const puedeVer = async (req: FastifyRequest) => {
    // The users form lists cooperatives too, so either permission reads the short list.
    const p = req.usuario.permisos;
    if (!tienePermisoExacto(p, 'COOPERATIVAS_VER') && !tienePermisoExacto(p, 'USUARIOS_VER')) throw prohibido();
  };

  registrarBusqueda(app, cooperativas, ETIQUETA, esquemaFilaCooperativa);

  app.get(
    '/api/cooperativas',
    { schema: { tags: [ETIQUETA], summary: 'Cooperativas visibles (para listas de selección)' }, preHandler: puedeVer },
    async (req) => {
      const admin = esAdministradorPlataforma(req.usuario.id_rol);
      const data = await app.db.query(`SELECT id, uuid, nombre FROM cooperativas WHERE $1 OR id = $2 ORDER BY nombre, id`, [
        admin,
        req.usuario.id_cooperativa,
      ]);
      return { data };
    },
  );

  app.get(
    '/api/cooperativas/:uuid',
    {
      schema: { tags: [ETIQUETA], summary: 'Una cooperativa', params: uuidParam, response: { 200: uno(esquemaCooperativa) } },
      preHandler: app.requiere('COOPERATIVAS_VER'),
    },
    async (req) => ({ data: await visible(req, (req.params as { uuid: string }).uuid) }),
  );

  app.post(
    '/api/cooperativas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Crear una cooperativa con su configuración por defecto',
        body: cuerpoCooperativa,
        response: { 201: { type: 'object', properties: { data: esquemaCooperativa, message: { type: 'string' } } } },
      },
      preHandler: app.requiere('COOPERATIVAS_NUEVO'),
    },
    async (req, reply) => {
      // A cooperative is a new tenant: only the platform administrator creates one.
      if (!esAdministradorPlataforma(req.usuario.id_rol)) throw prohibido();
      const d = req.body as CooperativaDatos;
      exigirValido(validarCooperativa(d));
      if (!(await paisesExisten(app.db, d.selected_paises))) throw invalido({ selected_paises: ['País no válido'] });
      const creada = await app.db.transaction(async (tx) => {
        const c = await crearCooperativa(tx, d);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: c.id,
          accion: 'crear',
          entidad: 'cooperativas',
          id_entidad: c.uuid,
          despues: d,
        });
        return c;
      });
      return reply.status(201).send({
        data: await leerCooperativa(app.db, creada.uuid),
        message: 'Se agregó la configuración por defecto de la cooperativa.',
      });
    },
  );

  app.put(
    '/api/cooperativas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Editar una cooperativa',
        params: uuidParam,
        body: cuerpoCooperativa,
        response: { 200: uno(esquemaCooperativa) },
      },
      preHandler: app.requiere('COOPERATIVAS_EDITAR'),
    },
    async (req) => {
      const antes = await visible(req, (req.params as { uuid: string }).uuid);
      const d = req.body as CooperativaDatos;
      exigirValido(validarCooperativa(d));
      if (!(await paisesExisten(app.db, d.selected_paises))) throw invalido({ selected_paises: ['País no válido'] });
      await app.db.transaction(async (tx) => {
        await actualizarCooperativa(tx, antes.id, d);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: antes.id,
          accion: 'editar',
          entidad: 'cooperativas',
          id_entidad: antes.uuid,
          antes,
          despues: d,
        });
      });
      return { data: await leerCooperativa(app.db, antes.uuid) };
    },
  );

  app.get(
    '/api/cooperativas/:uuid/configuracion',
    {
      schema: { tags: [ETIQUETA], summary: 'Configuración de una cooperativa', params: uuidParam },
      preHandler: app.requiere('COOPERATIVAS_VER'),
    },
    async (req) => {
      const c = await visible(req, (req.params as { uuid: string }).uuid);
      return { data: await leerConfiguracion(app.db, c.id) };
    },
  );

  app.put(
    '/api/cooperativas/:uuid/configuracion',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Guardar la configuración (banderas, etiquetas, zona horaria)',
        params: uuidParam,
        body: cuerpoConfiguracion,
      },
      preHandler: app.requiere('COOPERATIVAS_EDITAR'),
    },
    async (req) => {
      const c = await visible(req, (req.params as { uuid: string }).uuid);
      const datos = req.body as Record<string, unknown>;
      await app.db.transaction(async (tx) => {
        const antes = await leerConfiguracion(tx, c.id);
        await guardarConfiguracion(tx, c.id, datos);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: c.id,
          accion: 'configuracion',
          entidad: 'configuraciones',
          id_entidad: c.uuid,
          antes,
          despues: datos,
        });
      });
      return { data: await leerConfiguracion(app.db, c.id) };
    },
  );

  for (const campo of ['logo', 'logo_certificacion'] as const) {
    app.post(
      `/api/cooperativas/:uuid/${campo}`,
      {
        schema: {
          tags: [ETIQUETA],
          summary: `Subir ${campo === 'logo' ? 'el logo' : 'el logo de la certificación'} (PNG o JPEG, 2 MB)`,
          params: uuidParam,
          consumes: ['multipart/form-data'],
        },
        preHandler: app.requiere('COOPERATIVAS_EDITAR'),
      },
      async (req) => {
        const c = await visible(req, (req.params as { uuid: string }).uuid);
        const { img, contenido } = await leerImagenSubida(
          req,
          ['image/png', 'image/jpeg'],
          MAX_LOGO,
          'El logo debe ser una imagen PNG o JPG válida',
        );
        const uuid = await app.db.transaction(async (tx) => {
          const nuevo = await guardarArchivo(tx, c.id, campo, img, contenido, req.usuario.id);
          await tx.query(`UPDATE cooperativas SET ${campo} = $2, updated_at = now() WHERE id = $1`, [c.id, nuevo]);
          await auditar(tx, req.usuario, req.ip, {
            id_cooperativa: c.id,
            accion: 'archivo',
            entidad: 'cooperativas',
            id_entidad: c.uuid,
            antes: { [campo]: c[campo] },
            despues: { [campo]: nuevo },
          });
          return nuevo;
        });
        return { data: { [campo]: uuid } };
      },
    );
  }
}
