import type { App } from '../../tipos';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { entero, nulo, objeto, textoNulo, uuidParam } from '../../esquemas';
import { registrarBusqueda } from '../../search/rutas-busqueda';
import { comiteEvaluaciones, cuentas, entregasPorProductor, txFormatos } from './cuentas.resource';
import {
  cicloActivo,
  comprobarUbicacion,
  crearProductor,
  cuentaParaBaja,
  darDeBaja,
  hoyDeCooperativa,
  leerPerfil,
  motivoBajaExiste,
} from './cuentas.repository';
import { auditar } from '../auditoria/auditoria';
import { crearSolicitudAlta } from '../padron/padron.repository';
import { edadEn, rangoEdad, validarProductor, type ProductorDatos } from '@domain/productor';
import { categoriasDeCertificacion } from '@domain/categorias';

const ETIQUETA = 'Productores';

/** Account row of the list (spec 000 §3 'Producer account'); `uuid` is the producer's (the profile path uses it). */
export const esquemaFilaCuenta = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    uuid: { type: 'string' },
    cuenta_uuid: { type: 'string' },
    id_productor: { type: 'integer' },
    clave_tx: nulo('string'),
    codigo_tx: nulo('string'),
    nombre: { type: 'string' },
    id_cuenta_region: { type: 'integer' },
    cuenta_region: { type: 'string' },
    id_municipio: { type: 'integer' },
    municipio: { type: 'string' },
    id_localidad: { type: 'integer' },
    localidad: { type: 'string' },
    id_cuenta_categoria: { type: 'integer' },
    cuenta_categoria: { type: 'string' },
    cuenta_categoria_color: { type: 'string' },
    total_parcelas: { type: 'integer' },
    total_plantas: { type: 'integer' },
    total_superficie: { type: 'number' },
    ciclo: { type: 'string' },
    id_ciclo: { type: 'integer' },
    organico: { type: 'integer' },
    pertenece_cooperativa: { type: 'integer' },
    confirmado: { type: 'integer' },
    fecha_ingreso: nulo('string'),
    id_nivel_riesgo: nulo('integer'),
  },
} as const;

const esquemaPerfil = {
  type: 'object',
  properties: {
    ...esquemaFilaCuenta.properties,
    nombres: { type: 'string' },
    apellido_paterno: { type: 'string' },
    apellido_materno: { type: 'string' },
    id_cat_genero: nulo('integer'),
    genero: nulo('string'),
    fecha_nacimiento: nulo('string'),
    edad: nulo('integer'),
    rango_edad: { type: 'string' },
    ine: nulo('string'),
    curp: nulo('string'),
    rfc: nulo('string'),
    no_celular: nulo('string'),
    estado: { type: 'string' },
    id_centro_acopio: nulo('integer'),
    centro_acopio: nulo('string'),
    nivel_riesgo: nulo('string'),
    nivel_riesgo_color: nulo('string'),
    id_cat_cuentas_bajas: nulo('integer'),
    motivo_baja: nulo('string'),
    fecha_baja: nulo('string'),
    total_parcelas_baja: { type: 'integer' },
    total_superficie_poligonos: { type: 'number' },
    certifications: {
      type: 'array',
      items: { type: 'object', properties: { id: { type: 'integer' }, name: { type: 'string' }, url: { type: 'string' } } },
    },
  },
} as const;

const cuerpoBaja = objeto(
  {
    id_cuenta: entero(1),
    id_ciclo: entero(1),
    id_cat_cuentas_bajas: { type: ['integer', 'null'] },
    padronesSeleccionados: {
      type: 'array',
      maxItems: 10,
      items: objeto({ confirmado: { type: 'integer', enum: [0, 1] }, organico: { type: 'integer', enum: [0, 1] } }, [
        'confirmado',
        'organico',
      ]),
    },
  },
  ['id_cuenta', 'id_ciclo'],
);

/** Types are loose on purpose: a missing or 0 place is the domain's 'Información obligatoria', not a schema error. */
const cuerpoProductor = objeto({
  nombres: textoNulo(100),
  apellido_paterno: textoNulo(100),
  apellido_materno: textoNulo(100),
  ine: textoNulo(30),
  curp: textoNulo(18),
  rfc: textoNulo(13),
  no_celular: textoNulo(20),
  id_cuenta_region: { type: ['integer', 'null'] },
  id_municipio: { type: ['integer', 'null'] },
  id_localidad: { type: ['integer', 'null'] },
  id_centro_acopio: { type: ['integer', 'null'] },
  pertenece_cooperativa: { type: 'integer', enum: [0, 1] },
  cuenta_categoria: { type: ['integer', 'null'] },
});

const respuestaExito = objeto({ success: { type: 'boolean' }, message: { type: 'string' } });

export function rutasCuentas(app: App): void {
  registrarBusqueda(app, cuentas, ETIQUETA, esquemaFilaCuenta);
  registrarBusqueda(app, txFormatos, ETIQUETA);
  registrarBusqueda(app, comiteEvaluaciones, ETIQUETA);
  registrarBusqueda(app, entregasPorProductor, ETIQUETA);

  app.get(
    '/api/cuentas/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Cuenta de un productor (uuid del productor) en un ciclo; sin ciclo, la del último ciclo',
        params: uuidParam,
        querystring: objeto({ id_ciclo: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }),
        response: { 200: { type: 'object', properties: { data: esquemaPerfil } } },
      },
      preHandler: app.requiere('CUENTAS'),
    },
    async (req) => {
      const { uuid } = req.params as { uuid: string };
      const { id_ciclo } = req.query as { id_ciclo?: string };
      const perfil = await leerPerfil(app.db, req.usuario.id_cooperativa, uuid, id_ciclo ? Number(id_ciclo) : null);
      if (!perfil) throw noEncontrado();
      const edad = edadEn(perfil.fecha_nacimiento, await hoyDeCooperativa(app.db, req.usuario.id_cooperativa));
      return { data: { ...perfil, edad, rango_edad: rangoEdad(edad) } };
    },
  );

  app.get(
    '/api/sic/cat_cuentas_bajas',
    { schema: { tags: [ETIQUETA], summary: 'Motivos de baja de un productor' }, preHandler: app.requiere('CUENTAS') },
    async () => ({ data: await app.db.query('SELECT id, nombre FROM cat_cuentas_bajas ORDER BY id') }),
  );

  app.post(
    '/api/admin/sic/listado_bajas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Dar de baja' a un productor en un ciclo (permanente)",
        body: cuerpoBaja,
        response: { 200: respuestaExito },
      },
      preHandler: app.requiere('CUENTAS_BAJA'),
    },
    async (req) => {
      const b = req.body as {
        id_cuenta: number;
        id_ciclo: number;
        id_cat_cuentas_bajas?: number | null;
        padronesSeleccionados?: unknown[];
      };
      // Spec 000 §5 'Baja': a reason must be chosen (the message is ours: the spec gives none).
      if (!(Number(b.id_cat_cuentas_bajas) >= 1) || !(await motivoBajaExiste(app.db, Number(b.id_cat_cuentas_bajas)))) {
        throw invalido({ id_cat_cuentas_bajas: ['Debe seleccionar un motivo de baja'] });
      }
      const coop = req.usuario.id_cooperativa;
      const hoy = await hoyDeCooperativa(app.db, coop);
      const nombre = await app.db.transaction(async (tx) => {
        const c = await cuentaParaBaja(tx, coop, b.id_cuenta);
        if (!c || c.id_ciclo !== b.id_ciclo) throw noEncontrado();
        if (c.fecha_baja) throw invalido({ id_cuenta: ['El productor ya fue dado de baja en este ciclo'] });
        await darDeBaja(tx, coop, c.id, c.id_ciclo, Number(b.id_cat_cuentas_bajas), b.padronesSeleccionados ?? [], req.usuario.id, hoy);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: coop,
          accion: 'baja',
          entidad: 'cuentas',
          id_entidad: c.uuid,
          antes: { fecha_baja: null },
          despues: { id_cat_cuentas_bajas: b.id_cat_cuentas_bajas, fecha_baja: hoy, padronesSeleccionados: b.padronesSeleccionados ?? [] },
        });
        return c.nombre;
      });
      return { success: true, message: `Se dio de baja al productor ${nombre}` };
    },
  );

  app.post(
    '/api/sic/cuentas',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Nuevo productor con su cuenta en el ciclo activo',
        body: cuerpoProductor,
        response: {
          201: objeto({
            data: {
              type: 'array',
              items: objeto({
                id: { type: 'integer' },
                uuid: { type: 'string' },
                cuenta_uuid: { type: 'string' },
                nombres: { type: 'string' },
                clave_tx: { type: 'string' },
              }),
            },
          }),
        },
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'),
    },
    async (req, reply) => {
      const d = req.body as ProductorDatos;
      exigirValido(validarProductor(d));
      const coop = req.usuario.id_cooperativa;
      exigirValido(await comprobarUbicacion(app.db, coop, d));
      const [cert] = await app.db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [coop]);
      const categoria = d.cuenta_categoria ?? 7;
      if (!categoriasDeCertificacion(cert?.certificacion).some((c) => c.id === categoria)) {
        throw invalido({ cuenta_categoria: ['La categoría no corresponde a la certificación de la cooperativa'] });
      }
      const ciclo = await cicloActivo(app.db, coop);
      if (!ciclo) throw invalido({ id_ciclo: ['La cooperativa no tiene ciclos'] });
      const hoy = await hoyDeCooperativa(app.db, coop);
      const creado = await app.db.transaction(async (tx) => {
        const p = await crearProductor(tx, coop, d, ciclo, categoria, hoy);
        // The new account waits for the registry (spec 000 §4 'Registry registration'): the Altas bell counts it.
        await crearSolicitudAlta(tx, coop, p.id, ciclo, req.usuario.id);
        await auditar(tx, req.usuario, req.ip, {
          id_cooperativa: coop,
          accion: 'crear',
          entidad: 'productores',
          id_entidad: p.uuid,
          despues: { ...d, id_ciclo: ciclo, clave_tx: p.clave_tx },
        });
        return p;
      });
      return reply.status(201).send({ data: [creado] });
    },
  );
}
