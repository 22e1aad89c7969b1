import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomUUID } from 'node:crypto';

/**
 * A fake KoboToolbox KPI v2 speaking shared/protocols/outside-services.md §2 with its traps: `Authorization: Token`
 * or 401; `POST imports/` multipart whose task completes after a poll (without `library=false` the import makes a
 * library *block*, not a survey); deployment POST once (a second POST → 405 'Use PATCH'), PATCH before any
 * deployment → 405, a foreign version_id → 500; form media unique by filename (duplicate → 400), DELETE → 204; data
 * pages of 100 by default capped at 1000 with `next`; an undeployed asset's data → 400. `modo` breaks it as the real
 * one can break.
 */
export type ModoKobo = 'normal' | 'caido' | 'basura';

export const TOKEN_KOBO = 'token-de-prueba';

interface Archivo {
  uid: string;
  nombre: string;
  hash: string;
}
interface Asset {
  uid: string;
  nombre: string;
  tipo: 'survey' | 'block';
  filas: number;
  version_id: string;
  desplegada: string | null;
  activo: boolean;
  archivos: Archivo[];
  envios: Record<string, unknown>[];
}

export interface ServidorKobo {
  url: string;
  modo: ModoKobo;
  assets: Map<string, Asset>;
  /** Every request as `METHOD path` (query included). */
  pedidos: string[];
  /** Adds n submissions to an asset; `hacer(i)` gives each one's answers. */
  agregarEnvios: (uid: string, n: number, hacer?: (i: number) => Record<string, unknown>) => void;
  /** Creates a deployed survey directly (as if imported and deployed earlier). */
  crearAsset: (nombre?: string) => string;
  cerrar: () => Promise<void>;
}

const LIMITE_DEFECTO = 100;
const LIMITE_MAXIMO = 1000;

export async function iniciarServidorKobo(): Promise<ServidorKobo> {
  const assets = new Map<string, Asset>();
  const importaciones = new Map<string, { sondeos: number; asset: string; destino: boolean }>();
  let siguienteId = 1;
  let url = '';
  const estado = { modo: 'normal' as ModoKobo, pedidos: [] as string[] };
  const responder = (res: ServerResponse, status: number, cuerpo?: unknown) =>
    cuerpo === undefined
      ? res.writeHead(status).end()
      : res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(cuerpo));

  const nuevoAsset = (nombre: string, tipo: Asset['tipo'], filas: number): Asset => {
    const a: Asset = {
      uid: `a${randomUUID().replace(/-/g, '').slice(0, 20)}`,
      nombre,
      tipo,
      filas,
      version_id: `v${randomUUID().slice(0, 8)}`,
      desplegada: null,
      activo: false,
      archivos: [],
      envios: [],
    };
    assets.set(a.uid, a);
    return a;
  };
  const vista = (a: Asset) => ({
    uid: a.uid,
    name: a.nombre,
    asset_type: a.tipo,
    owner__username: 'cosecha',
    summary: { row_count: a.filas, geo: true, labels: [], columns: [], languages: [] },
    has_deployment: a.desplegada !== null,
    deployment__active: a.activo,
    deployment__submission_count: a.desplegada ? a.envios.length : 0,
    version_id: a.version_id,
    deployed_version_id: a.desplegada,
    deployment_status: a.desplegada === null ? 'draft' : a.activo ? 'deployed' : 'archived',
    files: a.archivos.map((f) => vistaArchivo(a, f)),
    permissions: [
      {
        url: `${url}/api/v2/assets/${a.uid}/permission-assignments/p1/`,
        user: `${url}/api/v2/users/cosecha/`,
        permission: `${url}/api/v2/permissions/manage_asset/`,
        label: 'Manage project',
      },
      {
        url: `${url}/api/v2/assets/${a.uid}/permission-assignments/p2/`,
        user: `${url}/api/v2/users/inspector.rosa/`,
        permission: `${url}/api/v2/permissions/add_submissions/`,
        label: 'Add submissions',
      },
    ],
  });
  const vistaArchivo = (a: Asset, f: Archivo) => ({
    uid: f.uid,
    url: `${url}/api/v2/assets/${a.uid}/files/${f.uid}/`,
    asset: `${url}/api/v2/assets/${a.uid}/`,
    user: `${url}/api/v2/users/cosecha/`,
    user__username: 'cosecha',
    file_type: 'form_media',
    description: f.nombre,
    date_created: '2026-11-28T12:00:00Z',
    content: `${url}/api/v2/assets/${a.uid}/files/${f.uid}/content/`,
    metadata: { filename: f.nombre, hash: f.hash, mimetype: 'text/csv' },
  });

  const server: Server = createServer((req, res) => {
    const trozos: Buffer[] = [];
    req.on('data', (c: Buffer) => trozos.push(c));
    req.on('end', () => {
      void (async () => {
        const cuerpo = Buffer.concat(trozos);
        estado.pedidos.push(`${req.method} ${req.url}`);
        if (estado.modo === 'caido') return responder(res, 502, { detail: 'Bad gateway' });
        if (estado.modo === 'basura') return void res.writeHead(200, { 'content-type': 'text/html' }).end('<html>');
        if (req.headers.authorization !== `Token ${TOKEN_KOBO}`)
          return responder(res, 401, { detail: 'Authentication credentials were not provided.' });
        const u = new URL(req.url ?? '/', url);
        const ruta = u.pathname;
        const formulario = async () =>
          new Request(u, {
            method: 'POST',
            headers: { 'content-type': String(req.headers['content-type'] ?? '') },
            body: cuerpo,
          }).formData();
        const json = () => (cuerpo.length ? (JSON.parse(cuerpo.toString()) as Record<string, unknown>) : {});

        if (req.method === 'POST' && ruta === '/api/v2/imports/') {
          const f = await formulario();
          const archivo = f.get('file');
          if (!(archivo instanceof Blob)) return responder(res, 400, { file: ['This field is required.'] });
          const library = f.get('library');
          const destino = f.get('destination');
          const bytes = Buffer.from(await archivo.arrayBuffer());
          let asset: Asset;
          if (typeof destino === 'string' && destino) {
            const existente = assets.get(destino.replace(/\/+$/, '').split('/').pop() ?? '');
            if (!existente) return responder(res, 400, { destination: ['Invalid asset'] });
            existente.version_id = `v${randomUUID().slice(0, 8)}`;
            existente.filas = Math.max(1, Math.round(bytes.length / 100));
            asset = existente;
          } else {
            asset = nuevoAsset(
              String(f.get('name') ?? 'Sin título'),
              library === 'false' ? 'survey' : 'block',
              Math.max(1, Math.round(bytes.length / 100)),
            );
          }
          const uid = `i${randomUUID().slice(0, 12)}`;
          importaciones.set(uid, { sondeos: 0, asset: asset.uid, destino: typeof destino === 'string' && destino !== '' });
          return responder(res, 201, { uid, url: `${url}/api/v2/imports/${uid}/`, status: 'processing' });
        }
        let m = ruta.match(/^\/api\/v2\/imports\/([^/]+)\/$/);
        if (req.method === 'GET' && m) {
          const t = importaciones.get(m[1]);
          if (!t) return responder(res, 404, { detail: 'Not found.' });
          if (t.sondeos++ < 1) return responder(res, 200, { uid: m[1], status: 'processing', messages: {} });
          const a = assets.get(t.asset)!;
          const hecho = [{ uid: a.uid, kind: 'asset', summary: {}, owner__username: 'cosecha' }];
          return responder(res, 200, { uid: m[1], status: 'complete', messages: t.destino ? { updated: hecho } : { created: hecho } });
        }
        m = ruta.match(/^\/api\/v2\/assets\/([^/]+)\/(.*)$/);
        const a = m ? assets.get(m[1]) : undefined;
        if (!m || !a) return responder(res, 404, { detail: 'Not found.' });
        const resto = m[2];
        if (resto === '' && req.method === 'GET') return responder(res, 200, vista(a));
        if (resto === 'deployment/') {
          if (req.method === 'POST') {
            if (a.desplegada !== null) return responder(res, 405, { detail: 'Use PATCH to update an existing deployment' });
            if (a.tipo !== 'survey') return responder(res, 500, { detail: 'BadAssetTypeException' });
            const b = json();
            if (b.active !== true) return responder(res, 200, { backend: 'openrosa', active: false, version_id: a.version_id });
            a.desplegada = a.version_id;
            a.activo = true;
            return responder(res, 200, { backend: 'openrosa', active: true, version_id: a.version_id, asset: vista(a) });
          }
          if (req.method === 'PATCH') {
            if (a.desplegada === null) return responder(res, 405, { detail: 'Use POST to create a new deployment' });
            const b = json();
            if (b.version_id !== undefined && b.version_id !== a.version_id) return responder(res, 500, { detail: 'NotImplementedError' });
            a.activo = b.active === true;
            if (b.version_id !== undefined) a.desplegada = a.version_id;
            return responder(res, 200, { backend: 'openrosa', active: a.activo, version_id: a.desplegada, asset: vista(a) });
          }
        }
        if (resto === 'files/' && req.method === 'GET') {
          const todos = a.archivos.map((f) => vistaArchivo(a, f));
          return responder(res, 200, { count: todos.length, next: null, previous: null, results: todos });
        }
        if (resto === 'files/' && req.method === 'POST') {
          const f = await formulario();
          const contenido = f.get('content');
          if (f.get('file_type') !== 'form_media' || !(contenido instanceof File))
            return responder(res, 400, { content: ['This field is required.'] });
          if (!/\.csv$/i.test(contenido.name)) return responder(res, 400, { content: ['Only `text/csv` MIME types are allowed'] });
          if (a.archivos.some((x) => x.nombre === contenido.name)) return responder(res, 400, { content: ['File already exists'] });
          const hash = `md5:${createHash('md5')
            .update(Buffer.from(await contenido.arrayBuffer()))
            .digest('hex')}`;
          const nuevo = { uid: `af${randomUUID().slice(0, 10)}`, nombre: contenido.name, hash };
          a.archivos.push(nuevo);
          return responder(res, 201, vistaArchivo(a, nuevo));
        }
        const mf = resto.match(/^files\/([^/]+)\/$/);
        if (mf && req.method === 'DELETE') {
          const i = a.archivos.findIndex((x) => x.uid === mf[1]);
          if (i < 0) return responder(res, 404, { detail: 'Not found.' });
          a.archivos.splice(i, 1);
          return responder(res, 204);
        }
        if (resto === 'data/' && req.method === 'GET') {
          if (a.desplegada === null) return responder(res, 400, { detail: 'The specified asset has not been deployed' });
          const inicio = Math.max(0, Number(u.searchParams.get('start') ?? 0) || 0);
          const limite = Math.min(LIMITE_MAXIMO, Math.max(1, Number(u.searchParams.get('limit') ?? LIMITE_DEFECTO) || LIMITE_DEFECTO));
          const results = a.envios.slice(inicio, inicio + limite);
          const siguiente =
            inicio + limite < a.envios.length
              ? `${url}/api/v2/assets/${a.uid}/data/?format=json&limit=${limite}&start=${inicio + limite}`
              : null;
          return responder(res, 200, {
            count: a.envios.length,
            next: siguiente,
            previous: inicio > 0 ? `${url}/api/v2/assets/${a.uid}/data/?start=0` : null,
            results,
          });
        }
        return responder(res, 405, { detail: `Method "${req.method}" not allowed.` });
      })().catch((e: unknown) => responder(res, 500, { detail: String(e) }));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  url = `http://127.0.0.1:${port}`;
  const falso = estado as unknown as ServidorKobo;
  falso.url = url;
  falso.assets = assets;
  falso.crearAsset = (nombre = 'Ficha de prueba') => {
    const a = nuevoAsset(nombre, 'survey', 40);
    a.desplegada = a.version_id;
    a.activo = true;
    return a.uid;
  };
  falso.agregarEnvios = (uid, n, hacer) => {
    const a = assets.get(uid)!;
    for (let i = 0; i < n; i++) {
      const id = siguienteId++;
      a.envios.push({
        _id: id,
        _uuid: randomUUID(),
        _submission_time: `2026-03-${String((id % 28) + 1).padStart(2, '0')}T15:00:00`,
        __version__: a.desplegada,
        'meta/instanceID': `uuid:${randomUUID()}`,
        _geolocation: [15 + (id % 100) / 1000, -92 - (id % 100) / 1000],
        _status: 'submitted_via_web',
        'grupo/nombre_inspector': 'Rosa Pérez',
        'grupo/id_socio': `S-${id}`,
        'grupo/num_plantas': String(1000 + id),
        ...(hacer ? hacer(id) : {}),
      });
    }
  };
  falso.cerrar = () => new Promise<void>((ok) => server.close(() => ok()));
  return falso;
}
