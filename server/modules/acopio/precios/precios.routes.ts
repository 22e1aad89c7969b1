import type { App } from '../../../tipos';
import { actorDe } from '../../../actor';
import { respuestaArchivo } from '../../../descarga';
import { noEncontrado } from '../../../errores';
import { leerClave } from '../../../idempotencia';
import { registrarBusqueda } from '../../../search/rutas-busqueda';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import type { ColumnaExcel } from '../../../excel/libro';
import { dinero, entero, fecha, fechaHora, FORMATO, texto } from '../../../excel/columnas';
import { responderExcel } from '../../../excel/respuesta';
import { preciosDeCooperativa, preciosPorCooperativa } from './precios.repository';
import { registrarPrecio } from './registrar-precio';
import { borrarPrecio } from './borrar-precio';
import { nombreConFecha } from '@domain/comun/descargas';
import {
  CuerpoPrecio,
  FilaPrecio,
  ParamCooperativaPrecio,
  ParamIdPrecio,
  RespuestaPrecio,
  RespuestaPrecioEliminado,
  type FilaPrecio as Fila,
} from '@domain/contrato/acopio-precios';

const ETIQUETA = 'Acopio: precio';

/** A price stored with no user (loaded with the cooperative, before anyone registered one) says so, not an empty cell. */
export const REGISTRO_SIN_USUARIO = 'Carga inicial';

/**
 * The file's columns: the end date '-' (still current) stays text; the registration instant on the cooperative's
 * clock (issue 22 item 16: the file showed UTC).
 */
const columnas = (zona: string | null | undefined): ColumnaExcel<Fila>[] => [
  entero('Id', 8, (f) => f.precio_id, { formato: FORMATO.enteroSinMiles }),
  fecha('Fecha de inicio', 14, (f) => f.fecha_inicio),
  fecha('Fecha de fin', 14, (f) => f.fecha_fin),
  texto('Estatus', 12, (f) => f.estatus),
  dinero('Precio', 14, (f) => f.precio),
  texto('Registró', 28, (f) => f.registro ?? REGISTRO_SIN_USUARIO),
  fechaHora('Fecha de registro', 20, (f) => f.fecha_registro, zona),
];

/** Price per cooperative (spec 002 §2.12, §7 'Price per cooperative'), at the spec's paths. */
export function rutasPrecios(app: App): void {
  registrarBusqueda(app, preciosPorCooperativa, ETIQUETA, FilaPrecio);

  app.post(
    '/api/registro_precio',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Registrar el nuevo precio por kg (cierra el vigente hoy; una sola vez por encabezado Idempotency-Key)',
        body: CuerpoPrecio,
        response: { 201: RespuestaPrecio },
      },
      preHandler: app.requiere('ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO'),
    },
    async (req, reply) => {
      const r = await registrarPrecio(app.db, actorDe(req), leerClave(req.headers['idempotency-key']), req.body);
      return reply.status(201).header('idempotent-replayed', String(r.repetida)).send(r.cuerpo);
    },
  );

  app.delete(
    '/api/registro_precio/:id',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Eliminar el precio vigente (el anterior vuelve a ser el vigente)',
        params: ParamIdPrecio,
        response: { 200: RespuestaPrecioEliminado },
      },
      preHandler: app.requiere('ACOPIOS_PRECIO_X_COOPERATIVA_ELIMINAR'),
    },
    async (req) => borrarPrecio(app.db, actorDe(req), Number(req.params.id)),
  );

  app.get(
    '/api/xls/precio_coopertiva/:coopId',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel de los precios de la cooperativa (ruta escrita como en la especificación)',
        params: ParamCooperativaPrecio,
        response: respuestaArchivo('Libro .xlsx, descargado como precios_<cooperativa>_YYYYMMDD_HHmmss.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('ACOPIOS_PRECIO_X_COOPERATIVA_EXPORTAR'),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      // Only the session's own cooperative: another id reads as missing.
      if (Number(req.params.coopId) !== coop) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      const filas = await preciosDeCooperativa(app.db, coop);
      const nombre = nombreConFecha(['precios', String(coop)], 'xlsx', cfg?.zona_horaria);
      return responderExcel(reply, nombre, { hoja: 'Precios', columnas: columnas(cfg?.zona_horaria), paginas: [filas] });
    },
  );
}
