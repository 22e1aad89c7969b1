import archiver from 'archiver';
import type { App } from '../../../tipos';
import { adjunto, respuestaArchivo } from '../../../descarga';
import { invalido, noEncontrado } from '../../../errores';
import { requiereAlguno } from '../../../plugins/autenticacion';
import { cicloPorUuid } from '../../catalogos/ciclos.repository';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import { reciboPdf } from './recibo-pdf';
import { entregaPorFolio, entregasDeProductorEnCiclo, leerRecibo, type Recibo } from './recibos.repository';
import { columnasEntregas, hojaEntregas, paginasEntregas } from '../entregas/entregas-excel';
import { verificadorRecibos, type HuellaRecibo } from './verificacion-recibo';
import { responderExcel } from '../../../excel/respuesta';
import { cifrasRecibo } from '@domain/acopio/recibo';
import { partirCodigo } from '@domain/acopio/verificacion';
import { codigoPublico, rutaVerificacion } from '@domain/acopio/verificacion-publica';
import { parteDeNombre } from '@domain/comun/descargas';
import { esFechaDelCalendario, MENSAJE_FECHA_INEXISTENTE } from '@domain/comun/fecha-calendario';
import { ParamUuid } from '@domain/contrato/comun';
import { ParamCodigoRecibo, ParamExcelEntregasFecha, ParamRecibosProductor, RespuestaVerificacion } from '@domain/contrato/acopio-recibos';

const ETIQUETA = 'Acopio';
const TIPO_PDF = 'application/pdf';

export const MENSAJES_RECIBOS = {
  sinEntregas: 'El productor no tiene entregas en este ciclo',
  valido: 'El código corresponde a esta entrega y a sus importes.',
  noCoincide:
    'El código no corresponde a los importes actuales de esta entrega: el recibo es de antes de un cambio o de un pago posterior, o no es auténtico. Imprima el recibo actual.',
} as const;

/** Whoever sees deliveries (the list, ACOPIOS_ENTREGAS_X_PRODUCTOR; the profile's table, ACOPIOS_DASHBOARD_VER) may print their receipts. */
const VEN_ENTREGAS = ['ACOPIOS_ENTREGAS_X_PRODUCTOR', 'ACOPIOS_DASHBOARD_VER'];

const huellaDe = (r: Recibo): HuellaRecibo => ({
  id_cooperativa: r.id_cooperativa,
  uuid: r.uuid,
  folio_acopio: r.folio_acopio ?? '',
  fecha_acopio: r.fecha_acopio,
  peso_neto: r.peso_neto,
  precio_por_kg: r.precio_por_kg,
  importe_total: r.importe_total,
  recuperacion_credito: r.recuperacion_credito,
  pagado: r.pagado,
});

const nombrePdf = (r: Recibo) => `recibo_${parteDeNombre(r.folio_acopio ?? r.uuid)}.pdf`;

/**
 * Delivery receipts (spec 002 §2.7, §7 'Downloads'; issue 12): made on request from what is stored, so a
 * receipt always exists and is never stale (no '...en construcción' state; docs/DECISIONES.md 'acopio-recibos').
 * `secreto` keys the verification codes.
 */
export function rutasRecibos(app: App, secreto: string | Uint8Array): void {
  const verificador = verificadorRecibos(secreto);
  /**
   * The receipt with its code and the address of its public page: URL_PUBLICA when the install sets it (the address
   * people reach from outside), else the address this request came to.
   */
  const pdfDe = (r: Recibo, req: { protocol: string; host: string }) => {
    const base = app.config.urlPublica ?? `${req.protocol}://${req.host}`;
    const url = `${base}${rutaVerificacion(codigoPublico(r.id_cooperativa, r.codigo_publico))}`;
    return reciboPdf(r, { codigo: verificador.codigo(huellaDe(r)), url });
  };

  /** A zip of receipts, drawn one at a time: each is read, drawn and handed to the zip before the next, so memory holds one PDF. */
  const zipDeRecibos = (req: { log: App['log']; protocol: string; host: string }, recibos: AsyncIterable<Recibo> | Iterable<Recibo>) => {
    const log = req.log;
    const zip = archiver('zip', { zlib: { level: 6 } });
    zip.on('warning', (e) => log.warn({ err: e }, 'aviso del zip de recibos'));
    zip.on('error', (e) => log.error({ err: e }, 'falló el zip de recibos'));
    void (async () => {
      try {
        for await (const r of recibos) zip.append(await pdfDe(r, req), { name: `${r.fecha_acopio}_${nombrePdf(r)}` });
        await zip.finalize();
      } catch (e) {
        log.error({ err: e }, 'falló el zip de recibos');
        zip.abort();
      }
    })();
    return zip;
  };
  async function* recibosDe(coop: number, uuids: string[]): AsyncGenerator<Recibo> {
    for (const uuid of uuids) {
      const r = await leerRecibo(app.db, coop, uuid);
      if (r) yield r;
    }
  }

  app.get(
    '/api/recibos/entregas/descargar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Recibo de una entrega (PDF)',
        params: ParamUuid,
        response: respuestaArchivo('PDF, descargado como recibo_<folio>.pdf', 'pdf'),
      },
      preHandler: requiereAlguno(...VEN_ENTREGAS),
    },
    async (req, reply) => {
      const r = await leerRecibo(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!r) throw noEncontrado();
      return adjunto(reply, TIPO_PDF, nombrePdf(r)).send(await pdfDe(r, req));
    },
  );

  // Spec 002 §7 'Downloads': recibos/acopios/{acopio_uuid} is a zip of receipts (issue 22 item 16). A delivery has
  // one receipt here (its payments print on it, docs/DECISIONES.md 'acopio-recibos'), so the zip holds that one.
  app.get(
    '/api/recibos/acopios/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Recibos de una entrega (zip de PDF, spec 002 §7; hoy uno: el recibo de la entrega con sus pagos)',
        params: ParamUuid,
        response: respuestaArchivo('Zip, descargado como recibos_<folio>.zip, con <fecha>_recibo_<folio>.pdf', 'zip'),
      },
      preHandler: requiereAlguno(...VEN_ENTREGAS),
    },
    async (req, reply) => {
      const r = await leerRecibo(app.db, req.usuario.id_cooperativa, req.params.uuid);
      if (!r) throw noEncontrado();
      const nombre = `recibos_${parteDeNombre(r.folio_acopio ?? r.uuid)}.zip`;
      return adjunto(reply, 'application/zip', nombre).send(zipDeRecibos(req, [r]));
    },
  );

  app.get(
    '/api/recibos/cuentas/:ciclo/:productor',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Recibos de las entregas de un productor en un ciclo (zip de PDF; uuid del ciclo y del productor)',
        params: ParamRecibosProductor,
        response: respuestaArchivo('Zip, descargado como recibos_<productor>_<ciclo>.zip', 'zip'),
      },
      preHandler: requiereAlguno(...VEN_ENTREGAS),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const lista = await entregasDeProductorEnCiclo(app.db, coop, req.params.ciclo, req.params.productor);
      if (!lista) throw noEncontrado();
      if (!lista.entregas.length) throw invalido({ ciclo: [MENSAJES_RECIBOS.sinEntregas] });
      const zip = zipDeRecibos(
        req,
        recibosDe(
          coop,
          lista.entregas.map((e) => e.uuid),
        ),
      );
      const nombre = `recibos_${parteDeNombre(lista.productor)}_${parteDeNombre(lista.ciclo)}.zip`;
      return adjunto(reply, 'application/zip', nombre).send(zip);
    },
  );

  app.get(
    '/api/recibos/verificar/:codigo',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Comprobar el código de verificación impreso en un recibo de entrega',
        params: ParamCodigoRecibo,
        response: { 200: RespuestaVerificacion },
      },
      preHandler: requiereAlguno(...VEN_ENTREGAS),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const partes = partirCodigo(req.params.codigo);
      const uuid = partes && (await entregaPorFolio(app.db, coop, partes.folio));
      const r = uuid ? await leerRecibo(app.db, coop, uuid) : null;
      if (!partes || !r) throw noEncontrado();
      const valido = verificador.coincide(huellaDe(r), partes.etiqueta);
      return {
        data: {
          valido,
          mensaje: valido ? MENSAJES_RECIBOS.valido : MENSAJES_RECIBOS.noCoincide,
          folio_acopio: partes.folio,
          uuid: r.uuid,
          fecha_acopio: r.fecha_acopio,
          productor: r.productor,
          peso_neto: r.peso_neto,
          importe_total: r.importe_total,
          pagado: r.pagado,
          saldo: cifrasRecibo(r).saldo,
          centro_acopio: r.centro_acopio,
        },
      };
    },
  );

  const excel =
    (fechaDe: (p: Record<string, string>) => string | null) =>
    async (
      req: { usuario: { id_cooperativa: number }; params: Record<string, string>; log: App['log'] },
      reply: Parameters<typeof adjunto>[0],
    ) => {
      // Issue 22 item 7: the day is checked before the file starts; inside the stream a 2026-02-30 cut it after its 200.
      const fecha = fechaDe(req.params);
      if (fecha !== null && !esFechaDelCalendario(fecha)) throw invalido({ fecha: [MENSAJE_FECHA_INEXISTENTE] });
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      // §9: entregas_acopios_{cycle} and entregas_acopios_{cycle}_deFecha_{date}.
      const nombre = `entregas_acopios_${parteDeNombre(ciclo.nombre)}${fecha ? `_deFecha_${fecha}` : ''}.xlsx`;
      const columnas = columnasEntregas(cfg?.acopio_units || 'kg', cfg?.id_cat_productos ?? undefined);
      return responderExcel(reply, nombre, hojaEntregas(columnas, paginasEntregas(app.db, coop, ciclo.id, fecha)));
    };
  app.get(
    '/api/xls/entregas_acopios/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel de las entregas de un ciclo (uuid del ciclo), con fila de totales',
        params: ParamUuid,
        response: respuestaArchivo('Libro .xlsx, descargado como entregas_acopios_<ciclo>.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR'),
    },
    excel(() => null),
  );
  app.get(
    '/api/xls/entregas_acopios/:uuid/:fecha',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel de las entregas de un día de un ciclo (uuid del ciclo, fecha YYYY-MM-DD), con fila de totales',
        params: ParamExcelEntregasFecha,
        response: respuestaArchivo('Libro .xlsx, descargado como entregas_acopios_<ciclo>_deFecha_<fecha>.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR'),
    },
    excel((p) => p.fecha),
  );
}
