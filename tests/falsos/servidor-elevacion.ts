import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A fake Open-Elevation server speaking the protocol of shared/protocols §3: `POST /api/v1/lookup` with
 * `{locations:[{latitude, longitude}]}` → `{results:[{latitude, longitude, elevation}]}` in request order.
 * The altitude is a deterministic function of the place, so tests can predict it; places south of -60° have no
 * data (an item with `error` and no `elevation`, as the real server does). `modo` makes it misbehave.
 */
export type ModoFalso = 'normal' | 'error500' | 'basura' | 'lento';

export const altitudFalsa = (lat: number, lng: number): number => Math.round(1000 + lat * 10 + Math.abs(lng));

export interface ServidorElevacion {
  url: string;
  peticiones: number;
  modo: ModoFalso;
  cerrar: () => Promise<void>;
}

export async function iniciarServidorElevacion(): Promise<ServidorElevacion> {
  const estado = { peticiones: 0, modo: 'normal' as ModoFalso };
  const server: Server = createServer((req, res) => {
    let cuerpo = '';
    req.on('data', (c) => {
      cuerpo += c;
    });
    req.on('end', () => {
      estado.peticiones++;
      if (req.method !== 'POST' || req.url !== '/api/v1/lookup') {
        res.writeHead(404).end();
        return;
      }
      if (estado.modo === 'error500') {
        res.writeHead(500).end('{}');
        return;
      }
      if (estado.modo === 'basura') {
        res.writeHead(200, { 'content-type': 'application/json' }).end('<html>');
        return;
      }
      if (estado.modo === 'lento') return; // never answers: the client's timeout must fire
      let locations: { latitude: number; longitude: number }[];
      try {
        ({ locations } = JSON.parse(cuerpo) as { locations: { latitude: number; longitude: number }[] });
        if (!Array.isArray(locations)) throw new Error();
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify({ error: 'Invalid JSON.' }));
        return;
      }
      const results = locations.map(({ latitude, longitude }) =>
        latitude < -60
          ? { latitude, longitude, error: `No such coordinate (${latitude}, ${longitude})` }
          : { latitude, longitude, elevation: altitudFalsa(latitude, longitude) },
      );
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify({ results }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    get peticiones() {
      return estado.peticiones;
    },
    get modo() {
      return estado.modo;
    },
    set modo(m: ModoFalso) {
      estado.modo = m;
    },
    cerrar: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  } as ServidorElevacion;
}
