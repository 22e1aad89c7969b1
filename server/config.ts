import { BYTES_MAXIMOS_ARCHIVO_TRACES } from '@domain/eudr/traces';
import type { ConfigEudrApi } from './adaptadores/eudr-traces';

/** Configuration from the environment, with safe defaults (README 'Configuración'). */
export type Entorno = 'local' | 'dev' | 'prod';

export interface Config {
  port: number;
  host: string;
  dataDir: string;
  databaseUrl: string | null;
  /** PostgreSQL owner's URL for the migrations (DATABASE_OWNER_URL); null: DATABASE_URL runs them (one role). */
  databaseOwnerUrl: string | null;
  jwtSecret: string | null;
  appEnv: Entorno;
  /** Token lifetime in seconds. */
  tokenTtl: number;
  /** Serve the built client from this folder (null: API only, as in the API tests). */
  clientDir: string | null;
  /** Addresses of trusted reverse proxies (TRUST_PROXY), or false: then X-Forwarded-For is ignored. */
  trustProxy: string | boolean;
  /**
   * The address people reach the app at from outside (URL_PUBLICA, e.g. https://cosecha.example.org), printed on
   * receipts as their public verification page (issue 22 item 14); null: the address each request came to.
   */
  urlPublica: string | null;
  /** External 'Acerca de' page for the sidebar link (ACERCA_DE_URL); null: the app shows its own dialog. */
  acercaDeUrl: string | null;
  /** Open-Elevation-style service for 'Calcular altitudes' (ELEVACION_URL); null: the call answers 503 with a clear message. */
  elevacionUrl: string | null;
  /** WHISP, the automated EUDR analysis (WHISP_URL + WHISP_API_KEY); null: plots wait for it, the tab says so. */
  whisp: { url: string; apiKey: string } | null;
  /**
   * KoboToolbox KPI (issue 27): KOBO_URL (the host, e.g. https://kf.kobotoolbox.org) and KOBO_TOKEN (an account's API
   * key). null: the master-form screens say KoboToolbox is not configured and no pull runs.
   */
  kobo: { url: string; token: string } | null;
  /**
   * An account of the EU information system for EUDR, to check an importer's statement reference (issue 23):
   * EUDR_API_URL (the verify service's endpoint), EUDR_API_USUARIO, EUDR_API_CLAVE and EUDR_API_CLIENTE (its
   * WebServiceClientId; by default eudr-test on the acceptance host, eudr-repository otherwise). null: the check says
   * the installation has no account.
   */
  eudrApi: ConfigEudrApi | null;
  /**
   * Fill an empty database with the demo cooperatives and their known password (DATOS_DEMO; by default on, but off
   * with APP_ENV=prod): a cooperative's own server starts with the catalogues only and `npm run instalar`.
   */
  datosDemo: boolean;
  /** Run the job worker in this process (TRABAJOS=0 turns it off, e.g. on extra API processes). */
  trabajos: boolean;
  /** Worker threads for KML reading and polygon reviews (HILOS_CROQUIS, 1 to 4; default 1). */
  hilosCroquis: number;
  /** Send HSTS (`Strict-Transport-Security`, 180 days) for installs served only over HTTPS (HSTS=1). */
  hsts: boolean;
  /** Prometheus metrics at GET /api/metricas (METRICAS=1; off by default: the route answers 404). */
  metricas: boolean;
  /**
   * The bearer token a scraper must send to GET /api/metricas (METRICAS_TOKEN); null: only this machine may read them
   * (127.0.0.1 / ::1, the address as TRUST_PROXY lets the app see it).
   */
  metricasToken: string | null;
  /**
   * Server processes sharing the port (PROCESOS, 1 to 16; default 1): Node's cluster forks that many workers (server.ts).
   * Only with PostgreSQL: the embedded database admits one process.
   */
  procesos: number;
  /**
   * The slow-query log (CONSULTA_LENTA_MS, default 500; 0 turns it off): each statement that takes this many
   * milliseconds or more is logged as a warning with its text's start and its time, never its values (db/lentas.ts).
   */
  consultaLentaMs: number;
  /** Largest TRACES file in bytes before the download becomes a zip of several (TRACES_BYTES_MAXIMOS; the EU's 25 MB). */
  tracesBytesMaximos: number;
  /**
   * Backups (issue 29 item 1): RESPALDO_CARPETA, where `npm run respaldo` and the daily backup write (default
   * ./respaldos); RESPALDO_DIARIO=1 makes the server take one a day (off by default, as on a developer's machine);
   * RESPALDO_CONSERVAR, how many of the newest the daily backup keeps in that folder (default 7).
   */
  respaldo: { carpeta: string; diario: boolean; conservar: number };
}

/** Reads `TOKEN_TTL` as seconds, or with a unit: `90s`, `30m`, `12h`, `7d`. */
export function segundos(valor: string): number {
  const m = /^(\d+)\s*([smhd]?)$/.exec(valor.trim());
  if (!m) throw new Error(`TOKEN_TTL inválido: ${valor}`);
  const n = Number(m[1]);
  return n * ({ '': 1, s: 1, m: 60, h: 3600, d: 86400 } as const)[m[2] as '' | 's' | 'm' | 'h' | 'd'];
}

/** TRACES_BYTES_MAXIMOS: a whole number of bytes, at least 1 KB and never above the EU's 25 MB (a larger file would be refused there). */
export function bytesTraces(valor: string | undefined): number {
  if (valor === undefined || valor === '') return BYTES_MAXIMOS_ARCHIVO_TRACES;
  const n = /^\d+$/.test(valor.trim()) ? Number(valor) : NaN;
  if (!Number.isInteger(n) || n < 1024 || n > BYTES_MAXIMOS_ARCHIVO_TRACES)
    throw new Error(`TRACES_BYTES_MAXIMOS debe ser un número entero de bytes entre 1024 y ${BYTES_MAXIMOS_ARCHIVO_TRACES} (es ${valor})`);
  return n;
}

/** The EU information-system account (EUDR_API_*): all of URL, user and password, or none (a half-set one is a start-up error). */
export function cuentaEudr(env: Record<string, string | undefined>): ConfigEudrApi | null {
  const { EUDR_API_URL: url, EUDR_API_USUARIO: usuario, EUDR_API_CLAVE: clave, EUDR_API_CLIENTE: cliente } = env;
  if (!url && !usuario && !clave) return null;
  if (!url || !usuario || !clave) throw new Error('EUDR_API_URL, EUDR_API_USUARIO y EUDR_API_CLAVE van juntas: faltan algunas');
  let host: string;
  try {
    host = new URL(url).hostname;
  } catch {
    throw new Error(`EUDR_API_URL no es una dirección (es ${url})`);
  }
  return { url, usuario, clave, cliente: cliente || (host.startsWith('acceptance.') ? 'eudr-test' : 'eudr-repository') };
}

/** RESPALDO_CONSERVAR: how many daily backups stay (1 to 365; default 7). */
export function respaldosConservados(valor: string | undefined): number {
  if (valor === undefined || valor === '') return 7;
  const n = Number(valor);
  if (!Number.isInteger(n) || n < 1 || n > 365) throw new Error(`RESPALDO_CONSERVAR debe ser un entero de 1 a 365 (es ${valor})`);
  return n;
}

/** HILOS_CROQUIS: whole number of polygon threads, 1 to 4 (each holds a copy of the review code, ~50 MB). */
export function hilosCroquis(valor: string | undefined): number {
  if (valor === undefined || valor === '') return 1;
  const n = /^\d+$/.test(valor.trim()) ? Number(valor) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 4) throw new Error(`HILOS_CROQUIS debe ser un número entero entre 1 y 4 (es ${valor})`);
  return n;
}

/** PROCESOS: whole number of server processes behind the one port, 1 to 16; more than 1 needs DATABASE_URL. */
export function procesos(valor: string | undefined, databaseUrl: string | null): number {
  if (valor === undefined || valor.trim() === '') return 1;
  const n = /^\d+$/.test(valor.trim()) ? Number(valor) : NaN;
  if (!Number.isInteger(n) || n < 1 || n > 16) throw new Error(`PROCESOS debe ser un número entero entre 1 y 16 (es ${valor})`);
  if (n > 1 && !databaseUrl)
    throw new Error('PROCESOS mayor que 1 necesita PostgreSQL (DATABASE_URL): la base embebida (PGlite) admite un solo proceso');
  return n;
}

/** CONSULTA_LENTA_MS: whole milliseconds from 0 (off) to 600,000; unset, 500. */
export function consultaLentaMs(valor: string | undefined): number {
  if (valor === undefined || valor.trim() === '') return 500;
  const n = /^\d+$/.test(valor.trim()) ? Number(valor) : NaN;
  if (!Number.isInteger(n) || n > 600_000)
    throw new Error(`CONSULTA_LENTA_MS debe ser un número entero de milisegundos entre 0 y 600000 (es ${valor})`);
  return n;
}

/** URL_PUBLICA: an http(s) address without a trailing slash; anything else stops the start. */
export function urlPublica(valor: string | undefined): string | null {
  const v = (valor ?? '').trim().replace(/\/+$/, '');
  if (!v) return null;
  if (!/^https?:\/\/[^\s/?#]+(\/[^\s?#]*)?$/.test(v)) throw new Error(`URL_PUBLICA debe ser una dirección http(s):// (es ${valor})`);
  return v;
}

/** An on/off setting: 1/true/sí turn it on, 0/false/no or unset leave it off; anything else stops the start. */
export function interruptor(nombre: string, valor: string | undefined): boolean {
  const v = (valor ?? '').trim().toLowerCase();
  if (['1', 'true', 'si', 'sí'].includes(v)) return true;
  if (['', '0', 'false', 'no'].includes(v)) return false;
  throw new Error(`${nombre} debe ser 1 o 0 (es ${valor})`);
}

export function leerConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const appEnv = (env.APP_ENV ?? 'local') as Entorno;
  if (!['local', 'dev', 'prod'].includes(appEnv)) throw new Error(`APP_ENV debe ser local, dev o prod (es ${appEnv})`);
  return {
    port: Number(env.PORT ?? 3000),
    host: env.HOST ?? '127.0.0.1',
    dataDir: env.DATA_DIR ?? './data',
    databaseUrl: env.DATABASE_URL || null,
    databaseOwnerUrl: env.DATABASE_OWNER_URL || null,
    jwtSecret: env.JWT_SECRET || null,
    appEnv,
    tokenTtl: segundos(env.TOKEN_TTL ?? '12h'),
    clientDir: env.CLIENT_DIR ?? 'dist',
    acercaDeUrl: env.ACERCA_DE_URL || null,
    urlPublica: urlPublica(env.URL_PUBLICA),
    elevacionUrl: env.ELEVACION_URL || null,
    whisp: env.WHISP_URL && env.WHISP_API_KEY ? { url: env.WHISP_URL, apiKey: env.WHISP_API_KEY } : null,
    kobo: env.KOBO_URL && env.KOBO_TOKEN ? { url: env.KOBO_URL, token: env.KOBO_TOKEN } : null,
    eudrApi: cuentaEudr(env),
    datosDemo: env.DATOS_DEMO?.trim() ? interruptor('DATOS_DEMO', env.DATOS_DEMO) : appEnv !== 'prod',
    trabajos: env.TRABAJOS !== '0',
    hsts: interruptor('HSTS', env.HSTS),
    metricas: interruptor('METRICAS', env.METRICAS),
    metricasToken: env.METRICAS_TOKEN || null,
    procesos: procesos(env.PROCESOS, env.DATABASE_URL || null),
    consultaLentaMs: consultaLentaMs(env.CONSULTA_LENTA_MS),
    tracesBytesMaximos: bytesTraces(env.TRACES_BYTES_MAXIMOS),
    hilosCroquis: hilosCroquis(env.HILOS_CROQUIS),
    respaldo: {
      carpeta: env.RESPALDO_CARPETA || './respaldos',
      diario: interruptor('RESPALDO_DIARIO', env.RESPALDO_DIARIO),
      conservar: respaldosConservados(env.RESPALDO_CONSERVAR),
    },
    trustProxy: env.TRUST_PROXY ? (env.TRUST_PROXY === 'true' ? true : env.TRUST_PROXY) : false,
  };
}
