import type { App } from '../../../tipos';
import { adjunto, respuestaArchivo } from '../../../descarga';
import { invalido, noEncontrado } from '../../../errores';
import { parteDeNombre } from '@domain/comun/descargas';
import { ParamUuidAnticipo } from '@domain/contrato/anticipos';
import { ParamRecibosProductor } from '@domain/contrato/acopio-recibos';
import { exigirCredito } from '../credito';
import { creditoPdf } from './credito-pdf';
import { estadoCuentaPdf } from './estado-cuenta-pdf';
import { leerDocumentoAnticipo, leerEstadoCuenta } from './documentos.repository';

const ETIQUETA = 'Anticipos (crédito precosecha)';
const LEER = 'ACOPIOS_ANTICIPOS_X_PRODUCTOR';
const PDF = 'application/pdf';

export const MENSAJES_DOCUMENTOS = {
  sinMovimientos: (etiqueta: string) => `El productor no tiene entregas ni ${etiqueta}s en este ciclo`,
} as const;

/**
 * The advance's PDFs (spec 002 §7 'Advances', 'Downloads'; issue 25): its receipt with its promissory note, and a
 * producer's account statement for a cycle. Made on request from the ledger, so never stale; whoever reads the
 * advances (and only at credit level 2 or more, R102) may print them.
 */
export function rutasDocumentosAnticipos(app: App): void {
  app.get(
    '/api/recibos/anticipo/descargar/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Recibo de un anticipo con su pagaré (PDF; uuid del anticipo)',
        params: ParamUuidAnticipo,
        response: respuestaArchivo('PDF, descargado como credito_<folio>.pdf', 'pdf'),
      },
      preHandler: app.requiere(LEER),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      await exigirCredito(app.db, coop);
      const d = await leerDocumentoAnticipo(app.db, coop, req.params.uuid);
      if (!d) throw noEncontrado();
      return adjunto(reply, PDF, `credito_${parteDeNombre(d.anticipo.folio)}.pdf`).send(await creditoPdf(d));
    },
  );

  app.get(
    '/api/recibos/cuentas/anticipos/:ciclo/:productor',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Estado de cuenta de un productor en un ciclo: entregas, anticipos con su interés a hoy, abonos, pagos y saldo (PDF)',
        params: ParamRecibosProductor,
        response: respuestaArchivo('PDF, descargado como estado_de_cuenta_<productor>_<ciclo>.pdf', 'pdf'),
      },
      preHandler: app.requiere(LEER),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const credito = await exigirCredito(app.db, coop);
      const e = await leerEstadoCuenta(app.db, coop, req.params.ciclo, req.params.productor);
      if (!e) throw noEncontrado();
      if (!e.entregas.length && !e.anticipos.length) throw invalido({ ciclo: [MENSAJES_DOCUMENTOS.sinMovimientos(credito.etiqueta)] });
      const nombre = `estado_de_cuenta_${parteDeNombre(e.productor)}_${parteDeNombre(e.ciclo)}.pdf`;
      return adjunto(reply, PDF, nombre).send(await estadoCuentaPdf(e));
    },
  );
}
