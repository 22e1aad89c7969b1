/**
 * The EU information system for EUDR (TRACES), through its SOAP service `EUDRVerifyDeclarationServiceV3`: given a
 * due-diligence statement's reference and verification numbers it says whether the statement exists and can be used
 * downstream. Read from mfrntic/eudr-api-client @fc70667 (`services/verification-service-v3.js`, its unit tests and
 * `docs/analysis/v3-live-test-plan.md`, confirmed against the acceptance system there):
 * - endpoint `{base}/tracesnt/ws/EUDRVerifyDeclarationServiceV3`, bases https://eudr.webcloud.ec.europa.eu
 *   (production, client id `eudr-repository`) and https://acceptance.eudr.webcloud.ec.europa.eu (`eudr-test`);
 * - header: WS-Security UsernameToken with a PasswordDigest (base64 of SHA-1 over nonce + created + password), a
 *   Timestamp, and `WebServiceClientId` in the TRACES base namespace;
 * - answer `VerifyDeclarationResponse` with `result` EXISTING_USABLE | EXISTING_NON_USABLE | NON_EXISTENT, `status`
 *   (AVAILABLE, WITHDRAWN…; absent for NON_EXISTENT) and `dateTime`. An unknown pair is a normal 200, not a fault;
 *   bad input or credentials come back as a SOAP fault (HTTP 500 or 400).
 * Any other answer, a fault or no answer in time is an `ErrorEudrApi`: the route turns it into estado 'error'.
 */
import { createHash, randomBytes, randomUUID } from 'node:crypto';

export interface ConfigEudrApi {
  /** The verify service's endpoint (EUDR_API_URL). */
  url: string;
  usuario: string;
  clave: string;
  /** `WebServiceClientId`: eudr-repository (production) or eudr-test (acceptance). */
  cliente: string;
}

export interface OpcionesEudrApi {
  tiempoMs?: number;
  fetch?: typeof fetch;
  ahora?: () => Date;
}

export type ResultadoVerificacion = 'utilizable' | 'no_utilizable' | 'desconocida';

export interface Verificacion {
  resultado: ResultadoVerificacion;
  /** The statement's status in the EU system (AVAILABLE, WITHDRAWN…), null when it does not exist. */
  estado: string | null;
}

export class ErrorEudrApi extends Error {}

export const SERVICIO_VERIFICACION = '/tracesnt/ws/EUDRVerifyDeclarationServiceV3';
export const ACCION_VERIFICACION = 'http://ec.europa.eu/tracesnt/certificate/eudr/verification/v3/verify-declaration';
const NS_VERIFICACION = 'http://ec.europa.eu/tracesnt/certificate/eudr/verify-declaration/v3';
const NS_BASE = 'http://ec.europa.eu/sanco/tracesnt/base/v4';
const NS_WSSE = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-secext-1.0.xsd';
const NS_WSU = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-wssecurity-utility-1.0.xsd';
const DIGEST = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-username-token-profile-1.0#PasswordDigest';
const BASE64 = 'http://docs.oasis-open.org/wss/2004/01/oasis-200401-wss-soap-message-security-1.0#Base64Binary';
/** How long the signed header is valid (the library's default). */
const VALIDEZ_S = 60;

const RESULTADOS: Record<string, ResultadoVerificacion> = {
  EXISTING_USABLE: 'utilizable',
  EXISTING_NON_USABLE: 'no_utilizable',
  NON_EXISTENT: 'desconocida',
};

const xml = (v: string) =>
  v.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** PasswordDigest of the UsernameToken profile: base64(SHA-1(nonce bytes + created + password)). */
export const resumenClave = (nonce: Buffer, creado: string, clave: string): string =>
  createHash('sha1')
    .update(Buffer.concat([nonce, Buffer.from(creado), Buffer.from(clave)]))
    .digest('base64');

/** The SOAP envelope of `verifyDeclaration`, signed for `ahora`. */
export function sobreVerificacion(c: ConfigEudrApi, referencia: string, verificacion: string, ahora: Date): string {
  const nonce = randomBytes(16);
  const creado = ahora.toISOString();
  const expira = new Date(ahora.getTime() + VALIDEZ_S * 1000).toISOString();
  return `<?xml version="1.0" encoding="UTF-8"?>
<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/" xmlns:v4="${NS_BASE}" xmlns:verify="${NS_VERIFICACION}">
  <soapenv:Header>
    <wsse:Security xmlns:wsse="${NS_WSSE}" xmlns:wsu="${NS_WSU}" soapenv:mustUnderstand="1">
      <wsu:Timestamp wsu:Id="TS-${randomUUID()}"><wsu:Created>${creado}</wsu:Created><wsu:Expires>${expira}</wsu:Expires></wsu:Timestamp>
      <wsse:UsernameToken wsu:Id="UsernameToken-${randomUUID()}">
        <wsse:Username>${xml(c.usuario)}</wsse:Username>
        <wsse:Password Type="${DIGEST}">${resumenClave(nonce, creado, c.clave)}</wsse:Password>
        <wsse:Nonce EncodingType="${BASE64}">${nonce.toString('base64')}</wsse:Nonce>
        <wsu:Created>${creado}</wsu:Created>
      </wsse:UsernameToken>
    </wsse:Security>
    <v4:WebServiceClientId>${xml(c.cliente)}</v4:WebServiceClientId>
  </soapenv:Header>
  <soapenv:Body>
    <verify:VerifyDeclarationRequest>
      <verify:referenceNumber>${xml(referencia)}</verify:referenceNumber>
      <verify:verificationNumber>${xml(verificacion)}</verify:verificationNumber>
    </verify:VerifyDeclarationRequest>
  </soapenv:Body>
</soapenv:Envelope>`;
}

/** The text of the first element with this local name, whatever its prefix (`<ns5:result>`), or null. */
function elemento(cuerpo: string, nombre: string): string | null {
  const m = new RegExp(`<(?:[\\w.-]+:)?${nombre}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${nombre}>`).exec(cuerpo);
  return m ? m[1].trim() : null;
}

/** Reads the service's answer: the result, or the fault's reason as an ErrorEudrApi. */
export function leerRespuesta(status: number, cuerpo: string): Verificacion {
  if (/VerifyDeclarationResponse/.test(cuerpo)) {
    const resultado = RESULTADOS[elemento(cuerpo, 'result') ?? ''];
    if (resultado) return { resultado, estado: resultado === 'desconocida' ? null : elemento(cuerpo, 'status') };
  }
  const falla = elemento(cuerpo, 'faultstring');
  const detalle = elemento(cuerpo, 'message');
  if (falla) throw new ErrorEudrApi(`el sistema de la UE rechazó la consulta (${[falla, detalle].filter(Boolean).join(': ')})`);
  throw new ErrorEudrApi(`el sistema de la UE respondió ${status} sin un resultado`);
}

/**
 * Asks whether a statement exists and can be used. Never throws anything but ErrorEudrApi.
 * @example await verificarDeclaracion(config, '25ITQRBHJ68633', 'K7R8LA90') // { resultado: 'utilizable', estado: 'AVAILABLE' }
 */
export async function verificarDeclaracion(
  c: ConfigEudrApi,
  referencia: string,
  verificacion: string,
  opciones: OpcionesEudrApi = {},
): Promise<Verificacion> {
  const { tiempoMs = 15_000, fetch: traer = fetch, ahora = () => new Date() } = opciones;
  let r: Response;
  let cuerpo: string;
  try {
    r = await traer(c.url, {
      method: 'POST',
      headers: { 'content-type': 'text/xml;charset=UTF-8', soapaction: ACCION_VERIFICACION },
      body: sobreVerificacion(c, referencia, verificacion, ahora()),
      signal: AbortSignal.timeout(tiempoMs),
    });
    cuerpo = await r.text();
  } catch (e) {
    const tiempo = e instanceof Error && (e.name === 'TimeoutError' || e.name === 'AbortError');
    throw new ErrorEudrApi(
      tiempo ? `el sistema de la UE no respondió en ${Math.ceil(tiempoMs / 1000)} s` : 'no se pudo conectar con el sistema de la UE',
    );
  }
  return leerRespuesta(r.status, cuerpo);
}
