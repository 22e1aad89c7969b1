import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import { adjunto, respuestaArchivo, TIPOS_ARCHIVO } from '../../descarga';
import { responderExcel } from '../../excel/respuesta';
import { ETIQUETA_FORMATO, tieneDescargas } from '@domain/vinculos/vinculos';
import { ParamDescargaFormulario } from '@domain/contrato/vinculos';
import { filasFormulario, formularioDescarga } from './formulario-descarga';
import { formularioPdf } from './formulario-pdf';
import { columnasFormulario } from './formulario-excel';
import { ETIQUETA_VINCULOS, PERMISO_VINCULOS } from './vinculos.routes';

/** 'Parcela principal', 2026-01-10, uuid → Parcela_principal_2026-01-10_1a2b3c4d (what it is, when, which one). */
const nombreArchivo = (tipo: 'sic_pp' | 'tx_po', fecha: string, uuid: string, ext: string) =>
  `${ETIQUETA_FORMATO[tipo].replace(/ /g, '_')}_${fecha}_${uuid.slice(0, 8)}.${ext}`;

/**
 * The field forms' downloads (spec 002 §7 'Linking' downloads: pdf/{form_type}/{uuid}, xls/{form_type}/{uuid}), main
 * plot and organic plan only. Static paths, which the router prefers to the registry sheets' `/api/pdf/:reporte/:uuid`.
 */
export function rutasVinculosDescargas(app: App): void {
  const pre = { preHandler: app.requiere(PERMISO_VINCULOS) };
  for (const tipo of ['sic_pp', 'tx_po'] as const) {
    if (!tieneDescargas(tipo)) continue;
    const etiqueta = ETIQUETA_FORMATO[tipo];
    app.get(
      `/api/pdf/${tipo}/:uuid`,
      {
        schema: {
          tags: [ETIQUETA_VINCULOS],
          summary: `PDF del formulario de campo '${etiqueta}': productor, parcela, inspector, fecha y cada respuesta`,
          params: ParamDescargaFormulario,
          response: respuestaArchivo(`PDF, descargado como ${etiqueta.replace(/ /g, '_')}_<fecha>_<uuid>.pdf`, 'pdf'),
        },
        ...pre,
      },
      async (req, reply) => {
        const f = await formularioDescarga(app.db, req.usuario.id_cooperativa, tipo, req.params.uuid);
        if (!f) throw noEncontrado();
        return adjunto(reply, TIPOS_ARCHIVO.pdf, nombreArchivo(tipo, f.fecha, f.uuid, 'pdf')).send(await formularioPdf(f));
      },
    );
    app.get(
      `/api/xls/${tipo}/:uuid`,
      {
        schema: {
          tags: [ETIQUETA_VINCULOS],
          summary: `Excel del formulario de campo '${etiqueta}': una fila por campo, como su PDF`,
          params: ParamDescargaFormulario,
          response: respuestaArchivo(`Excel, descargado como ${etiqueta.replace(/ /g, '_')}_<fecha>_<uuid>.xlsx`, 'xlsx'),
        },
        ...pre,
      },
      async (req, reply) => {
        const f = await formularioDescarga(app.db, req.usuario.id_cooperativa, tipo, req.params.uuid);
        if (!f) throw noEncontrado();
        return responderExcel(reply, nombreArchivo(tipo, f.fecha, f.uuid, 'xlsx'), {
          hoja: etiqueta,
          columnas: columnasFormulario,
          paginas: [filasFormulario(f)],
        });
      },
    );
  }
}
