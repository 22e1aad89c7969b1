import { httpJson } from '../dataProvider/httpClient';
import type { RespuestaEstadisticas } from '@domain/contrato/estadisticas';
import type { CertificacionEstadisticas, TipoDatosKobo } from '@domain/estadisticas/csv-kobo';

/**
 * The statistics panel (spec 001 §7 'Statistics'): the only place on the client that spells these paths; types from
 * domain/contrato/estadisticas.ts.
 */

/** `POST csv_estadisticas_search` filtered by certification: one row of counters. */
export const buscarEstadisticas = (certificacion: CertificacionEstadisticas) =>
  httpJson<RespuestaEstadisticas>('csv_estadisticas_search', {
    method: 'POST',
    body: { filters: [{ column: 'certificacion', operator: '=', value: certificacion }] },
  });

/** `GET kobo/datos/{tipo}/{cert}`, or `kobo/datos/arboles` (no certification segment, calls.tsv 127). CSV_EXPORTAR. */
export const rutaDatosKobo = (tipo: TipoDatosKobo, cert: CertificacionEstadisticas) =>
  tipo === 'arboles' ? 'kobo/datos/arboles' : `kobo/datos/${tipo}/${cert}`;
