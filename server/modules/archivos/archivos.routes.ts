import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import { respuestaArchivo } from '../../descarga';
import { leerArchivo } from './archivos.repository';
import { ParamArchivo } from '@domain/contrato/archivos';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';

export function rutasArchivos(app: App): void {
  app.get(
    '/api/archivos/:uuid',
    {
      schema: {
        tags: ['Archivos'],
        summary: 'Descargar un archivo de la propia cooperativa',
        params: ParamArchivo,
        response: respuestaArchivo('Los bytes del archivo con su propio tipo (PNG o JPEG), para mostrarse en línea', 'png', 'jpeg'),
      },
    },
    async (req, reply) => {
      const archivo = await leerArchivo(app.db, req.usuario.id_cooperativa, esAdministradorPlataforma(req.usuario.id_rol), req.params.uuid);
      if (!archivo) throw noEncontrado();
      return reply
        .header('Content-Type', archivo.mime)
        .header('X-Content-Type-Options', 'nosniff')
        .header('Content-Disposition', `inline; filename="${archivo.nombre.replace(/[^\w.-]/g, '_')}"`)
        .header('Content-Security-Policy', "default-src 'none'; sandbox")
        .send(Buffer.from(archivo.contenido));
    },
  );
}
