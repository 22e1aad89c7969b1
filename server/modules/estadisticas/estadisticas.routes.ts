import type { FastifyReply, FastifyRequest } from 'fastify';
import { Readable } from 'node:stream';
import type { App } from '../../tipos';
import { adjunto, respuestaArchivo } from '../../descarga';
import { invalido } from '../../errores';
import { PeticionBusqueda, QueryBusqueda } from '@domain/contrato/busqueda';
import { DESCRIPCION_CSV_KOBO, MENSAJE_CERTIFICACION, ParamCertificacion, RespuestaEstadisticas } from '@domain/contrato/estadisticas';
import {
  CERTIFICACIONES_ESTADISTICAS,
  nombreArchivoDatosKobo,
  type CertificacionEstadisticas,
  type TipoDatosKobo,
} from '@domain/estadisticas/csv-kobo';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';
import { contarEstadisticas } from './estadisticas.repository';
import { datosKoboEnPartes } from './datos-kobo';

const ETIQUETA = 'Estadísticas';
const TIPOS_CON_CERTIFICACION: TipoDatosKobo[] = ['cooperativas', 'inspectores', 'cuentas', 'parcelas'];

const esCertificacion = (v: unknown): v is CertificacionEstadisticas =>
  typeof v === 'string' && (CERTIFICACIONES_ESTADISTICAS as readonly string[]).includes(v);

/** The statistics panel (spec 001 §2.14, §7 'Statistics'): its counters and the data CSVs. HTTP only. */
export function rutasEstadisticas(app: App): void {
  app.post(
    '/api/csv_estadisticas_search',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Contadores del panel de estadísticas de una certificación (filtro certificacion = certimex | mayacert, obligatorio): la cooperativa de la sesión; un administrador de la plataforma ve todas las de esa certificación',
        body: PeticionBusqueda,
        querystring: QueryBusqueda,
        response: { 200: RespuestaEstadisticas },
      },
    },
    async (req) => {
      const cert = req.body?.filters?.find((f) => f.column === 'certificacion' && f.operator === '=')?.value;
      if (!esCertificacion(cert)) throw invalido({ filters: [MENSAJE_CERTIFICACION] });
      const u = req.usuario;
      const fila = await contarEstadisticas(app.db, cert, esAdministradorPlataforma(u.id_rol) ? null : u.id_cooperativa);
      return { data: [fila], total: 1, page: 1, per_page: 1 };
    },
  );

  const esquema = (tipo: TipoDatosKobo) => ({
    tags: [ETIQUETA],
    summary: `CSV de ${tipo} para los formularios de KoboToolbox (solo filas de la cooperativa de la sesión)`,
    response: respuestaArchivo(DESCRIPCION_CSV_KOBO, 'csv'),
  });
  const enviarCsv = (req: FastifyRequest, reply: FastifyReply, tipo: TipoDatosKobo, cert: CertificacionEstadisticas | null) => {
    const partes = datosKoboEnPartes(app.db, { idCooperativa: req.usuario.id_cooperativa, tipo, cert });
    const cuerpo = Readable.from(partes, { objectMode: false });
    cuerpo.on('error', (e) => req.log.error({ err: e }, `falló el CSV de ${tipo}`));
    return adjunto(reply, 'text/csv; charset=utf-8', nombreArchivoDatosKobo(tipo, cert)).send(cuerpo);
  };
  for (const tipo of TIPOS_CON_CERTIFICACION)
    app.get(
      `/api/kobo/datos/${tipo}/:cert`,
      { schema: { ...esquema(tipo), params: ParamCertificacion }, preHandler: app.requiere('CSV_EXPORTAR') },
      async (req, reply) => enviarCsv(req, reply, tipo, req.params.cert),
    );
  app.get('/api/kobo/datos/arboles', { schema: esquema('arboles'), preHandler: app.requiere('CSV_EXPORTAR') }, async (req, reply) =>
    enviarCsv(req, reply, 'arboles', null),
  );
}
