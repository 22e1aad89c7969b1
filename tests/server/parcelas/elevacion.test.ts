import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import Fastify from 'fastify';
import { Writable } from 'node:stream';
import { consultarElevaciones, DETALLES_ELEVACION, MENSAJES_ELEVACION } from '../../../server/adaptadores/elevacion';
import { registrarErrores } from '../../../server/plugins/errores';
import { ErrorHttp } from '../../../server/errores';
import { altitudFalsa, iniciarServidorElevacion, type ServidorElevacion } from '../../falsos/servidor-elevacion';

/** The elevation adapter against a fake server that speaks Open-Elevation's protocol (shared/protocols §3). */
describe('adaptador de altitudes', () => {
  let falso: ServidorElevacion;
  beforeAll(async () => {
    falso = await iniciarServidorElevacion();
  });
  afterAll(async () => {
    await falso.cerrar();
  });

  const fallo = async (p: Promise<unknown>): Promise<ErrorHttp> => {
    try {
      await p;
    } catch (e) {
      return e as ErrorHttp;
    }
    throw new Error('debía fallar');
  };

  it('devuelve la altitud de cada punto en el orden pedido, y null donde el servicio no tiene datos', async () => {
    falso.modo = 'normal';
    const puntos = [
      { lat: 15.8712345, lng: -92.7212345 },
      { lat: 15.88, lng: -92.73 },
      { lat: -70, lng: 10 },
    ];
    expect(await consultarElevaciones(falso.url, puntos)).toEqual([
      altitudFalsa(15.8712345, -92.7212345),
      altitudFalsa(15.88, -92.73),
      null,
    ]);
  });

  it('parte en lotes de 100 puntos', async () => {
    falso.modo = 'normal';
    const antes = falso.peticiones;
    const puntos = Array.from({ length: 250 }, (_, i) => ({ lat: 15 + i / 1000, lng: -92 }));
    const r = await consultarElevaciones(`${falso.url}/`, puntos);
    expect(r).toHaveLength(250);
    expect(r[249]).toBe(altitudFalsa(15.249, -92));
    expect(falso.peticiones - antes).toBe(3);
  });

  it('sin URL configurada responde 503 con un mensaje claro y no llama a nadie', async () => {
    const antes = falso.peticiones;
    const e = await fallo(consultarElevaciones(null, [{ lat: 15, lng: -92 }]));
    expect([e.status, e.message]).toEqual([503, MENSAJES_ELEVACION.sinConfigurar]);
    expect(falso.peticiones).toBe(antes);
  });

  it('sin URL el mensaje habla en palabras del personal (sin nombres de variables); el registro del servidor dice qué definir', async () => {
    const lineas: string[] = [];
    const app = Fastify({
      logger: {
        level: 'warn',
        stream: new Writable({
          write(trozo, _cod, listo) {
            lineas.push(String(trozo));
            listo();
          },
        }),
      },
    });
    registrarErrores(app);
    app.post('/altitudes', async () => consultarElevaciones(null, [{ lat: 15, lng: -92 }]));
    const r = await app.inject({ method: 'POST', url: '/altitudes' });
    await app.close();
    expect([r.statusCode, r.json()]).toEqual([503, { message: MENSAJES_ELEVACION.sinConfigurar }]);
    expect(r.body).not.toMatch(/ELEVACION|URL|Open-Elevation/);
    const registro = lineas.map((l) => JSON.parse(l) as { detalle?: string; msg?: string });
    expect(registro).toContainEqual(
      expect.objectContaining({ detalle: DETALLES_ELEVACION.sinConfigurar, msg: MENSAJES_ELEVACION.sinConfigurar }),
    );
    expect(DETALLES_ELEVACION.sinConfigurar).toContain('ELEVACION_URL');
  });

  it('un servicio caído, que responde basura o que no responde a tiempo da 502 con un mensaje claro', async () => {
    falso.modo = 'error500';
    expect((await fallo(consultarElevaciones(falso.url, [{ lat: 15, lng: -92 }]))).message).toBe(MENSAJES_ELEVACION.sinRespuesta);
    falso.modo = 'basura';
    expect((await fallo(consultarElevaciones(falso.url, [{ lat: 15, lng: -92 }]))).message).toBe(MENSAJES_ELEVACION.respuestaInvalida);
    falso.modo = 'lento';
    const e = await fallo(consultarElevaciones(falso.url, [{ lat: 15, lng: -92 }], { tiempoMs: 200 }));
    expect([e.status, e.message]).toEqual([502, MENSAJES_ELEVACION.sinRespuesta]);
    expect((await fallo(consultarElevaciones('http://127.0.0.1:9', [{ lat: 15, lng: -92 }]))).status).toBe(502);
    falso.modo = 'normal';
  });
});
