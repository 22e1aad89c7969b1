import type { App } from '../../../tipos';
import { actorDe } from '../../../actor';
import { adjunto, respuestaArchivo } from '../../../descarga';
import { noEncontrado } from '../../../errores';
import { leerClave } from '../../../idempotencia';
import { registrarBusqueda } from '../../../search/rutas-busqueda';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import { excelEnFlujo, TIPO_XLSX, type ColumnaExcel } from '../../cuentas/cuentas-excel';
import { preciosDeCooperativa, preciosPorCooperativa } from './precios.repository';
import { registrarPrecio } from './registrar-precio';
import { borrarPrecio } from './borrar-precio';
import { nombreConFecha } from '@domain/comun/descargas';
import { partesEnZona } from '@domain/comun/formato';
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

/** 'yyyy-MM-dd' → a date cell of that day; '-' (still current) stays text. */
const fechaCelda = (v: string): Date | string => {
  const m = /^(\d{4})-(\d{2})-(\d{2})/.exec(v);
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : v;
};

/**
 * An instant as the cooperative's wall clock, for a date-time cell: a spreadsheet has no time zone, and exceljs
 * writes a Date's UTC fields, so the cell gets the local fields (issue 22 item 16: the file showed UTC).
 */
const horaLocalCelda = (instante: string, zona: string | null | undefined): Date => {
  const p = partesEnZona(new Date(instante), zona);
  return new Date(Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second));
};

/** A price stored with no user (loaded with the cooperative, before anyone registered one) says so, not an empty cell. */
export const REGISTRO_SIN_USUARIO = 'Carga inicial';

const columnas = (zona: string | null | undefined): ColumnaExcel<Fila>[] => [
  { encabezado: 'Id', ancho: 8, valor: (f) => f.precio_id, formato: '0' },
  { encabezado: 'Fecha de inicio', ancho: 14, valor: (f) => fechaCelda(f.fecha_inicio), formato: 'dd/mm/yyyy' },
  { encabezado: 'Fecha de fin', ancho: 14, valor: (f) => fechaCelda(f.fecha_fin), formato: 'dd/mm/yyyy' },
  { encabezado: 'Estatus', ancho: 12, valor: (f) => f.estatus },
  { encabezado: 'Precio', ancho: 14, valor: (f) => f.precio / 100, formato: '"$"#,##0.00' },
  { encabezado: 'Registró', ancho: 28, valor: (f) => f.registro ?? REGISTRO_SIN_USUARIO },
  { encabezado: 'Fecha de registro', ancho: 20, valor: (f) => horaLocalCelda(f.fecha_registro, zona), formato: 'dd/mm/yyyy hh:mm' },
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
      async function* unaPagina() {
        yield filas;
      }
      return adjunto(reply, TIPO_XLSX, nombre).send(excelEnFlujo(req.log, columnas(cfg?.zona_horaria), unaPagina(), 'Precios'));
    },
  );
}
