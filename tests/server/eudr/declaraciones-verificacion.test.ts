import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { UUID_INEXISTENTE } from '../ayudas';
import { CUENTA_EUDR, DECLARACIONES_FALSAS, iniciarServidorEudr, type ServidorEudr } from '../../falsos/servidor-eudr';
import { ACCION_VERIFICACION, ErrorEudrApi, leerRespuesta, verificarDeclaracion } from '../../../server/adaptadores/eudr-traces';
import { cuentaEudr } from '../../../server/config';
import { MENSAJES_VERIFICACION } from '../../../server/modules/eudr/declaraciones/verificar-declaracion';
import { cuerpoDeclaracion, loteConParcelas, paqueteDePrueba, registrar } from './declaraciones-ayudas';

/**
 * Checking a recorded reference with the EU information system (issue 23), through the route and a fake of the
 * EUDRVerifyDeclarationServiceV3 SOAP service: usable, not usable, unknown, no account configured, and the service
 * down or silent (never a 5xx of ours).
 */
let e: Entorno;
let eu: ServidorEudr;
let admin: string;
let gerente: string;
let acopio: string;
const registros = { utilizable: '', retirada: '', desconocida: '' };

const verificar = (token: string | null, uuid: string) =>
  e.pedir(token, 'POST', `/api/admin/acopios/lotes/declaraciones_eudr/verificar/${uuid}`);

beforeAll(async () => {
  eu = await iniciarServidorEudr();
  e = await crearEntorno({ eudrApi: { url: eu.url, ...CUENTA_EUDR } });
  [admin, gerente, acopio] = await Promise.all(
    ['admin@cosecha.demo', 'gerente@cosecha.demo', 'acopio@cosecha.demo'].map((c) => e.entrar(c)),
  );
  const lote = await loteConParcelas(e.db, 1);
  const paquete = await paqueteDePrueba(e.db, 1, lote, lote.parcelas);
  const { utilizable: u, retirada: w } = DECLARACIONES_FALSAS;
  for (const [clave, numeros] of [
    ['utilizable', u],
    ['retirada', w],
    ['desconocida', { referencia: '26BEDWNW9JD1TN', verificacion: 'LWKAOH97' }],
  ] as const) {
    const r = await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid, numeros));
    expect(r.statusCode, r.body).toBe(201);
    registros[clave] = r.json().data.uuid;
  }
});
afterAll(async () => {
  await e.cerrar();
  await eu.cerrar();
});

describe('POST admin/acopios/lotes/declaraciones_eudr/verificar/{registro}', () => {
  it('una declaración que existe y se puede usar', async () => {
    const r = await verificar(admin, registros.utilizable);
    expect(r.statusCode).toBe(200);
    expect(r.json().data).toMatchObject({ estado: 'utilizable', detalle: MENSAJES_VERIFICACION.utilizable('AVAILABLE') });
    expect(Date.parse(r.json().data.consultado_en)).not.toBeNaN();
    // the fake checked the UsernameToken's digest and saw the operation's SOAPAction and the stored numbers
    expect(eu.consultas.at(-1)).toEqual({ accion: ACCION_VERIFICACION, ...DECLARACIONES_FALSAS.utilizable });
  });

  it('una declaración retirada: existe pero no se puede usar', async () => {
    const r = await verificar(admin, registros.retirada);
    expect(r.json().data).toMatchObject({ estado: 'no_utilizable', detalle: MENSAJES_VERIFICACION.noUtilizable('WITHDRAWN') });
  });

  it('una referencia que el sistema de la UE no conoce', async () => {
    const r = await verificar(admin, registros.desconocida);
    expect(r.json().data).toMatchObject({ estado: 'desconocida', detalle: MENSAJES_VERIFICACION.desconocida });
  });

  it('sin cuenta del sistema de la UE lo dice, sin llamar a nadie', async () => {
    const antes = eu.consultas.length;
    const cuenta = e.config.eudrApi;
    e.config.eudrApi = null;
    try {
      const r = await verificar(admin, registros.utilizable);
      expect(r.statusCode).toBe(200);
      expect(r.json().data).toMatchObject({
        estado: 'sin_cuenta',
        detalle: 'Esta instalación no tiene una cuenta del sistema de información de la UE; pida al importador que confirme la referencia.',
      });
    } finally {
      e.config.eudrApi = cuenta;
    }
    expect(eu.consultas.length).toBe(antes);
  });

  it('con el servicio caído o con credenciales malas es estado error con el motivo, no un 5xx', async () => {
    eu.modo = 'caido';
    try {
      const r = await verificar(admin, registros.utilizable);
      expect(r.statusCode).toBe(200);
      expect(r.json().data.estado).toBe('error');
      expect(r.json().data.detalle).toMatch(/^No se pudo consultar: el sistema de la UE respondió 503/);
    } finally {
      eu.modo = 'normal';
    }
    const cuenta = e.config.eudrApi!;
    e.config.eudrApi = { ...cuenta, clave: 'otra' };
    try {
      const r = await verificar(admin, registros.utilizable);
      expect(r.json().data.estado).toBe('error');
      expect(r.json().data.detalle).toContain('Unauthenticated');
    } finally {
      e.config.eudrApi = cuenta;
    }
  });

  it('401, 403 sin el permiso, 404 con el registro de otra cooperativa', async () => {
    expect((await verificar(null, registros.utilizable)).statusCode).toBe(401);
    expect((await verificar(acopio, registros.utilizable)).statusCode).toBe(403);
    expect((await verificar(gerente, registros.utilizable)).statusCode).toBe(404);
    expect((await verificar(admin, UUID_INEXISTENTE)).statusCode).toBe(404);
  });
});

describe('adaptador eudr-traces', () => {
  it('un servicio que no responde a tiempo es un ErrorEudrApi', async () => {
    eu.modo = 'lento';
    try {
      const error = await verificarDeclaracion({ url: eu.url, ...CUENTA_EUDR }, 'X', 'Y', { tiempoMs: 200 }).catch((x: unknown) => x);
      expect(error).toBeInstanceOf(ErrorEudrApi);
      expect((error as Error).message).toBe('el sistema de la UE no respondió en 1 s');
    } finally {
      eu.modo = 'normal';
    }
  });

  it('lee el fallo de reglas de negocio del servicio (campo y mensaje) y una respuesta sin resultado conocido', () => {
    // the fault documented for verifyDeclaration (Downstream Operator and Trader API Reference v1.0 §5.1.5, as the library's test)
    const falla = `<soapenv:Envelope xmlns:soapenv="http://schemas.xmlsoap.org/soap/envelope/"><soapenv:Body><soapenv:Fault><faultcode>soapenv:Server</faultcode><faultstring>Business rules validation failed</faultstring><detail><verify:BusinessRulesValidationException xmlns:verify="http://ec.europa.eu/tracesnt/certificate/eudr/verify-declaration/v3"><errors><error><field>referenceNumber</field><message>Reference number format is invalid</message></error></errors></verify:BusinessRulesValidationException></detail></soapenv:Fault></soapenv:Body></soapenv:Envelope>`;
    expect(() => leerRespuesta(500, falla)).toThrow(
      new ErrorEudrApi('el sistema de la UE rechazó la consulta (Business rules validation failed: Reference number format is invalid)'),
    );
    const rara =
      '<S:Envelope><S:Body><ns5:VerifyDeclarationResponse><ns5:result>OTRA_COSA</ns5:result></ns5:VerifyDeclarationResponse></S:Body></S:Envelope>';
    expect(() => leerRespuesta(200, rara)).toThrow(ErrorEudrApi);
    const usable =
      '<S:Envelope><S:Body><ns5:VerifyDeclarationResponse xmlns:ns5="x"><ns5:result>EXISTING_USABLE</ns5:result><ns5:status>AVAILABLE</ns5:status></ns5:VerifyDeclarationResponse></S:Body></S:Envelope>';
    expect(leerRespuesta(200, usable)).toEqual({ resultado: 'utilizable', estado: 'AVAILABLE' });
  });

  it('sin servidor es un ErrorEudrApi', async () => {
    const error = await verificarDeclaracion({ url: 'http://127.0.0.1:9/x', ...CUENTA_EUDR }, 'X', 'Y').catch((x: unknown) => x);
    expect(error).toBeInstanceOf(ErrorEudrApi);
  });

  it('la configuración: todo o nada, y el cliente según el entorno', () => {
    expect(cuentaEudr({})).toBeNull();
    expect(() => cuentaEudr({ EUDR_API_URL: 'https://eudr.webcloud.ec.europa.eu/x' })).toThrow(/van juntas/);
    const base = { EUDR_API_USUARIO: 'u', EUDR_API_CLAVE: 'c' };
    expect(
      cuentaEudr({ ...base, EUDR_API_URL: 'https://acceptance.eudr.webcloud.ec.europa.eu/tracesnt/ws/EUDRVerifyDeclarationServiceV3' })
        ?.cliente,
    ).toBe('eudr-test');
    expect(
      cuentaEudr({ ...base, EUDR_API_URL: 'https://eudr.webcloud.ec.europa.eu/tracesnt/ws/EUDRVerifyDeclarationServiceV3' })?.cliente,
    ).toBe('eudr-repository');
    expect(cuentaEudr({ ...base, EUDR_API_URL: 'https://x.example/ws', EUDR_API_CLIENTE: 'propio' })?.cliente).toBe('propio');
  });
});
