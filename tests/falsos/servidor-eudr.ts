import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { resumenClave, SERVICIO_VERIFICACION } from '../../server/adaptadores/eudr-traces';

/**
 * A fake of the EU information system's `EUDRVerifyDeclarationServiceV3` (SOAP 1.1), answering the shapes of
 * mfrntic/eudr-api-client @fc70667 (tests/services/verification-service-v3.test.js and the live test plan):
 * `VerifyDeclarationResponse` with result/status/dateTime in the `verify-declaration/v3` namespace, an unknown pair as
 * a normal 200 NON_EXISTENT, and a SOAP fault (HTTP 500) when the WS-Security UsernameToken's digest does not match
 * the account. `modo` makes it misbehave: 'caido' answers an HTML 503, 'lento' never answers.
 */
export type ModoEudr = 'normal' | 'caido' | 'lento';

export const CUENTA_EUDR = { usuario: 'cooperativa-prueba', clave: 'clave-eudr-de-prueba', cliente: 'eudr-test' };

/** The statements the fake knows: one usable, one withdrawn; any other pair does not exist. */
export const DECLARACIONES_FALSAS = {
  utilizable: { referencia: '25ITQRBHJ68633', verificacion: 'K7R8LA90' },
  retirada: { referencia: '24FRIOBORU2228', verificacion: 'H6ORMNTX' },
} as const;

export interface ServidorEudr {
  /** The service's endpoint (EUDR_API_URL). */
  url: string;
  modo: ModoEudr;
  /** Each request's SOAPAction and the pair it asked about. */
  consultas: { accion: string | undefined; referencia: string | null; verificacion: string | null }[];
  cerrar: () => Promise<void>;
}

const texto = (cuerpo: string, nombre: string) =>
  new RegExp(`<(?:[\\w.-]+:)?${nombre}(?:\\s[^>]*)?>([^<]*)</(?:[\\w.-]+:)?${nombre}>`).exec(cuerpo)?.[1] ?? null;

const sobre = (cuerpo: string) =>
  `<?xml version="1.0" encoding="UTF-8"?><S:Envelope xmlns:S="http://schemas.xmlsoap.org/soap/envelope/"><S:Body>${cuerpo}</S:Body></S:Envelope>`;

const respuesta = (resultado: string, estado: string | null) =>
  sobre(
    `<ns5:VerifyDeclarationResponse xmlns:ns5="http://ec.europa.eu/tracesnt/certificate/eudr/verify-declaration/v3">` +
      `<ns5:result>${resultado}</ns5:result>${estado ? `<ns5:status>${estado}</ns5:status>` : ''}` +
      `<ns5:dateTime>2026-11-27T10:00:00.000Z</ns5:dateTime></ns5:VerifyDeclarationResponse>`,
  );

const falla = (codigo: string, mensaje: string) =>
  sobre(`<S:Fault><faultcode>${codigo}</faultcode><faultstring>${mensaje}</faultstring></S:Fault>`);

/** The UsernameToken is the account's: the same user, and the digest of its nonce and created time with the password. */
function autenticado(cuerpo: string): boolean {
  const nonce = texto(cuerpo, 'Nonce');
  const creado = texto(cuerpo, 'Created');
  if (texto(cuerpo, 'Username') !== CUENTA_EUDR.usuario || !nonce || !creado) return false;
  if (texto(cuerpo, 'WebServiceClientId') !== CUENTA_EUDR.cliente) return false;
  return texto(cuerpo, 'Password') === resumenClave(Buffer.from(nonce, 'base64'), creado, CUENTA_EUDR.clave);
}

export async function iniciarServidorEudr(): Promise<ServidorEudr> {
  const estado: Pick<ServidorEudr, 'modo' | 'consultas'> = { modo: 'normal', consultas: [] };
  const server: Server = createServer((req, res) => {
    let cuerpo = '';
    req.on('data', (c) => (cuerpo += c));
    req.on('end', () => {
      if (estado.modo === 'lento') return; // never answers: the adapter's timeout must fire
      if (estado.modo === 'caido') return void res.writeHead(503, { 'content-type': 'text/html' }).end('<html>Service Unavailable</html>');
      const xml = (status: number, x: string) => res.writeHead(status, { 'content-type': 'text/xml;charset=utf-8' }).end(x);
      if (req.method !== 'POST' || req.url !== SERVICIO_VERIFICACION) return xml(404, falla('S:Client', 'Not Found'));
      const referencia = texto(cuerpo, 'referenceNumber');
      const verificacion = texto(cuerpo, 'verificationNumber');
      estado.consultas.push({ accion: req.headers.soapaction as string | undefined, referencia, verificacion });
      if (!autenticado(cuerpo)) return xml(500, falla('S:Client', 'Unauthenticated: invalid username or password'));
      const { utilizable: u, retirada: w } = DECLARACIONES_FALSAS;
      if (referencia === u.referencia && verificacion === u.verificacion) return xml(200, respuesta('EXISTING_USABLE', 'AVAILABLE'));
      if (referencia === w.referencia && verificacion === w.verificacion) return xml(200, respuesta('EXISTING_NON_USABLE', 'WITHDRAWN'));
      return xml(200, respuesta('NON_EXISTENT', null));
    });
  });
  await new Promise<void>((ok) => server.listen(0, '127.0.0.1', ok));
  const { port } = server.address() as AddressInfo;
  return Object.assign(estado, {
    url: `http://127.0.0.1:${port}${SERVICIO_VERIFICACION}`,
    cerrar: () =>
      new Promise<void>((ok) => {
        server.closeAllConnections();
        server.close(() => ok());
      }),
  });
}
