import { createReadStream } from 'node:fs';
import { rm } from 'node:fs/promises';
import type { App } from '../../../tipos';
import { actorDe } from '../../../actor';
import { adjunto, respuestaArchivo, TIPOS_ARCHIVO } from '../../../descarga';
import { generarPaquete } from './generar-paquete';
import { prepararPaquete } from './preparar-paquete';
import { ParamUuid } from '@domain/contrato/comun';
import { CuerpoPaquete, RespuestaPreparacionPaquete } from '@domain/contrato/eudr-paquete';

const ETIQUETA = 'EUDR';
/** Making a lot's package (with its warnings accepted) is its own permission (docs/DECISIONES.md). */
const PERMISO = 'EUDR_PAQUETE';

/**
 * The lot's EUDR due-diligence package (issue 23): what it would hold and its warnings, and the zip itself. HTTP only;
 * the reading is lectura.ts and the writing the use case generar-paquete.ts.
 */
export function rutasPaqueteEudr(app: App): void {
  app.get(
    '/api/admin/acopios/lotes/paquete_eudr/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Lo que llevaría el paquete EUDR del lote: cifras, avisos y los paquetes ya generados (el más reciente primero)',
        params: ParamUuid,
        response: { 200: RespuestaPreparacionPaquete },
      },
      preHandler: app.requiere(PERMISO),
    },
    async (req) => ({ data: await prepararPaquete(app.db, req.usuario.id_cooperativa, req.params.uuid) }),
  );

  app.post(
    '/api/admin/acopios/lotes/paquete_eudr/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Genera el paquete EUDR del lote (zip con el archivo TRACES, un GeoJSON por productor, resumen PDF, Excel, documentos y manifiesto) y lo registra; cabeceras X-Paquete-Uuid y X-Paquete-Sha256',
        params: ParamUuid,
        body: CuerpoPaquete,
        response: respuestaArchivo('paquete_eudr_<nombre del lote>.zip', 'zip'),
      },
      preHandler: app.requiere(PERMISO),
    },
    async (req, reply) => {
      const p = await generarPaquete(app.db, actorDe(req), req.params.uuid, req.body, app.config.tracesBytesMaximos);
      const archivo = createReadStream(p.ruta);
      // The temporary folder goes once the file was sent, or the download was cut.
      archivo.on('close', () => void rm(p.carpeta, { recursive: true, force: true }));
      return adjunto(reply, TIPOS_ARCHIVO.zip, p.nombre)
        .header('Content-Length', p.bytes)
        .header('X-Paquete-Uuid', p.uuid)
        .header('X-Paquete-Sha256', p.sha256)
        .header('Access-Control-Expose-Headers', 'X-Paquete-Uuid, X-Paquete-Sha256, Content-Disposition')
        .send(archivo);
    },
  );
}
