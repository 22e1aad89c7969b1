import type { FastifyRequest } from 'fastify';
import { FormularioKml } from '@domain/contrato/formularios';
import type { App } from '../../../tipos';
import { actorDe } from '../../../actor';
import { invalido, noEncontrado } from '../../../errores';
import { ParamUuid } from '@domain/contrato/comun';
import { CuerpoGuardarCroquis, RespuestaAltitudes, RespuestaCambioCroquis } from '@domain/contrato/parcelas';
import { poligonoDeCroquis } from '@domain/poligono/croquis-entrada';
import { resumenAlertas } from '@domain/poligono/resumen';
import type { Alerta } from '@domain/poligono/tipos';
import { eliminarCroquis, guardarCroquis, type ResultadoCroquis, type ModoEliminar } from './guardar';
import { contarHistorial, parcelaCroquis } from './croquis.repository';
import { KML_MAXIMO_BYTES, poligonoDeArchivoKml } from './kml';
import { calcularAltitudes } from './calcular-altitudes';
import { revisorEnHilos } from './revision';
import { leerFormulario, type DeclaracionFormulario } from '../../../multipart/leer-formulario';

const ETIQUETA = 'Croquis de parcelas';
/** Changing a sketch (save, import, remove, altitudes) is its own exact permission (docs/DECISIONES.md). */
const PERMISO_CAMBIAR = 'PARCELAS_CROQUIS';

const alertaRespuesta = (a: Alerta) => ({ ...a, datos: a.datos ?? null, error: a.error ? 1 : 0 });

/** The answer of 001 §7 update_croquis: success, message, data with nombre and croquis.alertas (each with titulo). */
async function respuesta(
  app: App,
  coop: number,
  r: ResultadoCroquis,
  message: string,
  extra: { restaurado?: boolean } = {},
): Promise<RespuestaCambioCroquis> {
  const p = r.parcela;
  const resumen = resumenAlertas(r.alertas);
  return {
    success: 1,
    message,
    data: {
      uuid: p.uuid,
      nombre: p.nombre,
      version: p.version,
      vecinos_revisados: r.vecinosRevisados,
      ...extra,
      croquis: {
        poligono: p.poligono,
        poligono_area: p.poligono_area,
        centroide: p.centroide_lat !== null && p.centroide_lng !== null ? { lat: p.centroide_lat, lng: p.centroide_lng } : null,
        croquis_anteriores: await contarHistorial(app.db, coop, p.id),
        alertas: r.alertas.map(alertaRespuesta),
        alertas_poligono: r.alertas.length,
        alertas_error_poligono_count: resumen.errores,
      },
    },
  };
}

const conAlertas = (base: string, alertas: readonly Alerta[]) =>
  alertas.length > 0 ? `${base} Alertas: ${resumenAlertas(alertas).texto}.` : `${base} No se detectaron alertas.`;

/** kml_import's body as the multipart reader takes it: `uuid` and one file in any field (the spec names none). */
const SUBIDA_KML: DeclaracionFormulario<Buffer> = {
  esquema: FormularioKml,
  archivos: [{ campo: '*', limite: KML_MAXIMO_BYTES, revisar: async (bytes) => bytes }],
  limites: { archivos: 1, campos: 5 },
  sinMultipart: { kml: ['Envíe el archivo KML como multipart/form-data, con el campo uuid'] },
  mensajes: { uuid: 'Indique el uuid de la parcela' },
};

/** The `uuid` field and the one file of a kml_import multipart body; the KML itself is read in a thread. */
async function leerSubidaKml(req: FastifyRequest): Promise<{ uuid: string; bytes: Buffer }> {
  const { campos, archivos } = await leerFormulario(req, SUBIDA_KML);
  const uuid = campos.uuid;
  if (!uuid || !/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(uuid))
    throw invalido({ uuid: ['Indique el uuid de la parcela'] });
  if (!archivos[0]) throw invalido({ kml: ['El archivo KML es requerido'] });
  return { uuid, bytes: archivos[0].valor };
}

/** Changing a plot's sketch (001 §4, §7): HTTP only; the writes are guardar.ts and calcular-altitudes.ts. */
export function rutasCroquisCambios(app: App): void {
  // Every review of these writes runs in the app's polygon threads (issue 10 item 1).
  const revisar = revisorEnHilos(app.hilos);
  app.post(
    '/api/update_croquis',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Guardar el croquis dibujado en el editor: lista de puntos {lat, lng} o [lng, lat]; revisa y guarda sus alertas',
        body: CuerpoGuardarCroquis,
        response: { 200: RespuestaCambioCroquis },
      },
      preHandler: app.requiere(PERMISO_CAMBIAR),
    },
    async (req) => {
      const { uuid, croquis, version } = req.body;
      const poligono = poligonoDeCroquis(croquis);
      if (!poligono) throw invalido({ croquis: ['Cada punto debe tener latitud y longitud numéricas'] });
      const r = await guardarCroquis(app.db, req.usuario, req.ip, uuid, poligono, 'editor', revisar, version);
      return respuesta(app, req.usuario.id_cooperativa, r, conAlertas('Croquis guardado.', r.alertas));
    },
  );

  app.post(
    '/api/kml_import',
    {
      schema: {
        tags: [ETIQUETA],
        summary: `Importar el croquis de un KML (multipart: uuid y el archivo, hasta ${KML_MAXIMO_BYTES / 1024 / 1024} MB, un solo polígono)`,
        consumes: ['multipart/form-data'],
        response: { 200: RespuestaCambioCroquis },
      },
      preHandler: app.requiere(PERMISO_CAMBIAR),
      config: { formulario: FormularioKml },
    },
    async (req) => {
      const { uuid, bytes } = await leerSubidaKml(req);
      // A plot of another cooperative is a 404 before the file is even read.
      if (!(await parcelaCroquis(app.db, req.usuario.id_cooperativa, uuid))) throw noEncontrado();
      const poligono = await poligonoDeArchivoKml(app.hilos, bytes);
      const r = await guardarCroquis(app.db, req.usuario, req.ip, uuid, poligono, 'kml', revisar);
      return respuesta(app, req.usuario.id_cooperativa, r, conAlertas('Croquis importado del archivo KML.', r.alertas));
    },
  );

  const eliminar = (ruta: string, modo: ModoEliminar, resumen: string) =>
    app.delete(
      ruta,
      {
        schema: { tags: [ETIQUETA], summary: resumen, params: ParamUuid, response: { 200: RespuestaCambioCroquis } },
        preHandler: app.requiere(PERMISO_CAMBIAR),
      },
      async (req) => {
        const r = await eliminarCroquis(app.db, req.usuario, req.ip, req.params.uuid, modo, revisar);
        const base =
          modo === 'sin-croquis'
            ? 'La parcela quedó sin croquis.'
            : r.restaurado
              ? 'Se restauró el croquis anterior.'
              : 'No había un croquis anterior: la parcela quedó sin croquis.';
        return respuesta(app, req.usuario.id_cooperativa, r, base, { restaurado: r.restaurado });
      },
    );
  eliminar(
    '/api/eliminarultimocroquis/:uuid',
    'usar-anterior',
    'Eliminar el croquis actual y usar el anterior si existe (si no, la parcela queda sin croquis)',
  );
  eliminar(
    '/api/eliminarcroquis/:uuid',
    'sin-croquis',
    'Eliminar el croquis: la parcela queda sin croquis (el eliminado pasa al historial)',
  );

  app.post(
    '/api/parcelas_altitudes/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: "'Calcular altitudes': consulta el servicio de altitudes (ELEVACION_URL) y guarda la de cada punto y la del punto central",
        params: ParamUuid,
        response: { 200: RespuestaAltitudes },
      },
      preHandler: app.requiere(PERMISO_CAMBIAR),
    },
    async (req) => ({
      message: 'Altitudes calculadas',
      data: await calcularAltitudes(app.db, actorDe(req), app.config.elevacionUrl, req.params.uuid),
    }),
  );
}
