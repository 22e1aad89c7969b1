import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { randomUUID } from 'node:crypto';

/**
 * A fake WHISP API speaking the protocol of shared/protocols/outside-services.md §1: `x-api-key`, the
 * `{code, message, data}` envelope, `POST /api/submit/geojson` (async → 202 analysis_queued with a token; sync →
 * 200 analysis_completed), `GET /api/status/{token}` (202 queued/processing until `pasosHastaTerminar` polls, then
 * 200 with the result FeatureCollection), 404 for an unknown token, and the limits (too many geometries → 400).
 * The risk of each plot is a deterministic function of its external id, so tests can predict it; `modo` makes
 * the server misbehave as the real one can.
 */
export type ModoWhisp = 'normal' | 'error500' | 'lento' | 'limite' | 'fallo-analisis' | 'expira' | 'basura';

export const CLAVE_WHISP = 'clave-de-prueba';

/** 'high' when the id ends in 7, 'more_info_needed' when in 8, otherwise 'low'. */
export const riesgoFalso = (id: string): 'high' | 'low' | 'more_info_needed' =>
  id.endsWith('7') ? 'high' : id.endsWith('8') ? 'more_info_needed' : 'low';

export interface ServidorWhisp {
  url: string;
  modo: ModoWhisp;
  pasosHastaTerminar: number;
  envios: { features: number; externos: string[] }[];
  sondeos: number;
  cerrar: () => Promise<void>;
}

interface Trabajo {
  externos: string[];
  sondeos: number;
}

const resultado = (externos: string[]) => ({
  type: 'FeatureCollection',
  features: externos.map((id, i) => ({
    type: 'Feature',
    geometry: null,
    properties: {
      plotId: String(i + 1),
      external_id: id,
      Area: 1.5,
      Unit: 'ha',
      Country: 'MEX',
      ProducerCountry: 'MX',
      Ind_01_treecover: riesgoFalso(id) === 'high' ? 'yes' : 'no',
      Ind_02_commodities: 'no',
      risk_pcrop: riesgoFalso(id),
      risk_acrop: 'low',
      risk_timber: 'low',
      whisp_processing_metadata: { whisp_version: '3.0.0-falso', processing_timestamp_utc: '2026-11-24T12:00:00Z' },
    },
  })),
});

export async function iniciarServidorWhisp(): Promise<ServidorWhisp> {
  const trabajos = new Map<string, Trabajo>();
  const estado: Omit<ServidorWhisp, 'url' | 'cerrar'> = { modo: 'normal', pasosHastaTerminar: 2, envios: [], sondeos: 0 };
  const responder = (res: import('node:http').ServerResponse, status: number, cuerpo: unknown) =>
    res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(cuerpo));

  const server: Server = createServer((req, res) => {
    let cuerpo = '';
    req.on('data', (c) => (cuerpo += c));
    req.on('end', () => {
      if (estado.modo === 'lento') return; // never answers: the client's timeout must fire
      if (estado.modo === 'basura') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
      if (estado.modo === 'error500') return responder(res, 500, { code: 'system_internal_server_error', message: 'Internal error' });
      if (req.headers['x-api-key'] !== CLAVE_WHISP) {
        return responder(res, 401, {
          code: req.headers['x-api-key'] ? 'auth_invalid_api_key' : 'auth_missing_api_key',
          message: 'API key',
        });
      }
      if (estado.modo === 'limite') return responder(res, 429, { code: 'auth_rate_limit_exceeded', message: 'Try again in 30 seconds' });

      if (req.method === 'POST' && req.url === '/api/submit/geojson') {
        let fc: { features?: { properties?: { plot_ref?: string } }[]; analysisOptions?: { async?: boolean; externalIdColumn?: string } };
        try {
          fc = JSON.parse(cuerpo);
        } catch {
          return responder(res, 400, { code: 'validation_invalid_geojson', message: 'Invalid GeoJSON' });
        }
        const features = fc.features ?? [];
        const externos = features.map((f) => String(f.properties?.[fc.analysisOptions?.externalIdColumn as 'plot_ref'] ?? ''));
        const asincrono = fc.analysisOptions?.async === true;
        if (features.length > (asincrono ? 10_000 : 500)) return responder(res, 400, { code: 'validation_too_many_geometries' });
        estado.envios.push({ features: features.length, externos });
        if (!asincrono)
          return responder(res, 200, { code: 'analysis_completed', data: resultado(externos), context: { token: randomUUID() } });
        const token = randomUUID();
        trabajos.set(token, { externos, sondeos: 0 });
        return responder(res, 202, {
          code: 'analysis_queued',
          data: { token, statusUrl: `/api/status/${token}`, featureCount: features.length, processStatusMessages: [] },
        });
      }

      const m = req.method === 'GET' && req.url?.match(/^\/api\/status\/([^/]+)$/);
      if (m) {
        estado.sondeos++;
        const t = trabajos.get(decodeURIComponent(m[1]));
        if (!t || estado.modo === 'expira') return responder(res, 404, { code: 'analysis_job_not_found', message: 'Job not found' });
        if (estado.modo === 'fallo-analisis')
          return responder(res, 500, { code: 'analysis_error', message: 'Earth Engine error', cause: 'x' });
        t.sondeos++;
        if (t.sondeos < estado.pasosHastaTerminar) {
          return responder(res, 202, {
            code: 'analysis_processing',
            data: {
              token: m[1],
              featureCount: t.externos.length,
              percent: Math.round((100 * t.sondeos) / estado.pasosHastaTerminar),
              asyncMode: true,
            },
          });
        }
        return responder(res, 200, { code: 'analysis_completed', data: resultado(t.externos) });
      }
      responder(res, 404, { code: 'not_found' });
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  const falso = estado as ServidorWhisp;
  falso.url = `http://127.0.0.1:${port}/api`;
  falso.cerrar = () => new Promise<void>((ok) => server.close(() => ok()));
  return falso;
}
