import type { App } from '../../../tipos';
import { ErrorHttp } from '../../../errores';
import { tomarConsulta } from '../../publico/consultas.repository';
import { leerReciboPublico } from './recibo-publico.repository';
import { iniciales, MENSAJES_VERIFICACION_PUBLICA, partirCodigoPublico } from '@domain/acopio/verificacion-publica';
import { PRODUCTOS } from '@domain/comun/productos';
import { ParamCodigoPublico, RespuestaReciboPublico } from '@domain/contrato/acopio-recibos';
import { RESPUESTAS_ERROR } from '@domain/contrato/comun';

const RUTA = '/api/publico/recibos/:codigo';

/**
 * The public check of a printed receipt (issue 22 item 14): no session (config `publica`), limited per address in the
 * database before anything is read, and answering only what the paper prints. An unknown code is a 404 that says so.
 */
export function rutasReciboPublico(app: App): void {
  app.get(
    RUTA,
    {
      config: { publica: true },
      schema: {
        tags: ['Acopio'],
        summary: 'Verificación pública de un recibo de entrega (código del QR; sin sesión, limitada por dirección)',
        params: ParamCodigoPublico,
        response: { 200: RespuestaReciboPublico, 404: RESPUESTAS_ERROR[404] },
      },
    },
    async (req, reply) => {
      const turno = await tomarConsulta(app.db, RUTA, req.ip);
      if (!turno.libre)
        throw new ErrorHttp(429, MENSAJES_VERIFICACION_PUBLICA.demasiadas(turno.segundos), undefined, {
          headers: { 'retry-after': String(turno.segundos) },
        });
      const partes = partirCodigoPublico(req.params.codigo);
      const r = partes && (await leerReciboPublico(app.db, partes.id_cooperativa, partes.codigo));
      if (!r) throw new ErrorHttp(404, MENSAJES_VERIFICACION_PUBLICA.noExiste);
      // A receipt's figures change with later payments and edits: the page must show the current ones.
      reply.header('cache-control', 'no-store');
      return {
        data: {
          folio_acopio: r.folio_acopio ?? '--',
          fecha_acopio: r.fecha_acopio,
          cooperativa: r.cooperativa,
          producto: PRODUCTOS.find((p) => p.id === r.producto)?.nombre ?? '--',
          iniciales: iniciales(r.productor),
          peso_neto: r.peso_neto,
          unidad: r.unidad,
          importe_total: r.importe_total,
          anulada: r.anulada,
          mensaje: r.anulada ? MENSAJES_VERIFICACION_PUBLICA.anulado : MENSAJES_VERIFICACION_PUBLICA.vigente,
        },
      };
    },
  );
}
