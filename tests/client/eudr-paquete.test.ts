import { afterEach, describe, expect, it, vi } from 'vitest';
import { declaracionesDelProductor, generarPaquete, registrarDeclaracion, verificarDeclaracion } from '../../src/api/eudr-paquete';
import { cerrarModal, escucharAvisos, type AvisoHttp } from '../../src/dataProvider/avisosHttp';

/** The calls the fetch stub received, answering each with `respuesta`. */
function servidor(respuesta: () => Response): { url: string; init: RequestInit }[] {
  const llamadas: { url: string; init: RequestInit }[] = [];
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    llamadas.push({ url, init });
    return respuesta();
  });
  return llamadas;
}

const dejar: (() => void)[] = [];
afterEach(() => {
  dejar.splice(0).forEach((d) => d());
  vi.unstubAllGlobals();
  cerrarModal();
});

const LOTE = '0c1f1a4e-7d4b-4f4e-9a57-4b0c3b1f2a10';

describe('issue 23: el paquete EUDR del lote desde el cliente', () => {
  it('genera el zip con un POST, lo nombra como dice el servidor y lee qué paquete quedó registrado', async () => {
    const llamadas = servidor(
      () =>
        new Response(new Uint8Array([80, 75, 3, 4]), {
          status: 200,
          headers: {
            'Content-Type': 'application/zip',
            'Content-Disposition': 'attachment; filename="paquete_eudr_Lote_1.zip"',
            'X-Paquete-Uuid': 'b5f0d1d2-0000-4000-8000-000000000001',
            'X-Paquete-Sha256': 'ab'.repeat(32),
          },
        }),
    );
    const r = await generarPaquete(LOTE, { aceptar_avisos: true }, 'porDefecto.zip');
    expect(llamadas).toHaveLength(1);
    expect(llamadas[0].url).toBe(`/api/admin/acopios/lotes/paquete_eudr/${LOTE}`);
    expect(llamadas[0].init.method).toBe('POST');
    expect(JSON.parse(String(llamadas[0].init.body))).toEqual({ aceptar_avisos: true });
    expect(r).toMatchObject({ nombre: 'paquete_eudr_Lote_1.zip', uuid: 'b5f0d1d2-0000-4000-8000-000000000001', sha256: 'ab'.repeat(32) });
    expect(r.blob.size).toBe(4);
  });

  it('un 422 (avisos sin aceptar) llega con el mensaje del servidor y sin aviso del marco', async () => {
    const mensaje = 'Acepte los avisos para generar el paquete';
    servidor(() => new Response(JSON.stringify({ message: mensaje, errors: { aceptar_avisos: [mensaje] } }), { status: 422 }));
    const avisos: AvisoHttp[] = [];
    dejar.push(escucharAvisos((a) => avisos.push(a)));
    await expect(generarPaquete(LOTE, { aceptar_avisos: false }, 'x.zip')).rejects.toMatchObject({ status: 422, message: mensaje });
    expect(avisos).toEqual([]);
  });

  it('un 404 (lote de otra cooperativa) no saca a la persona de la página', async () => {
    servidor(() => new Response(JSON.stringify({ message: 'No se ha encontrado el registro' }), { status: 404 }));
    const avisos: AvisoHttp[] = [];
    dejar.push(escucharAvisos((a) => avisos.push(a)));
    await expect(generarPaquete(LOTE, { aceptar_avisos: false }, 'x.zip')).rejects.toMatchObject({ status: 404 });
    expect(avisos).toEqual([]);
  });

  it('registrar una referencia lleva la Idempotency-Key del formulario, la misma en cada intento', async () => {
    const llamadas = servidor(() => new Response(JSON.stringify({ data: { uuid: 'd' } }), { status: 201 }));
    const cuerpo = {
      paquete_uuid: 'b5f0d1d2-0000-4000-8000-000000000001',
      comprador: 'Kaffee Import GmbH',
      referencia: '25ITQRBHJ68633',
      verificacion: 'K7R8LA90',
      fecha: '2026-11-20',
    };
    await registrarDeclaracion(LOTE, cuerpo, 'clave-1');
    await registrarDeclaracion(LOTE, cuerpo, 'clave-1');
    expect(llamadas.map((l) => l.url)).toEqual([
      `/api/admin/acopios/lotes/declaraciones_eudr/${LOTE}`,
      `/api/admin/acopios/lotes/declaraciones_eudr/${LOTE}`,
    ]);
    for (const l of llamadas) {
      expect(new Headers(l.init.headers).get('Idempotency-Key')).toBe('clave-1');
      expect(JSON.parse(String(l.init.body))).toEqual(cuerpo);
    }
  });

  it('verificar es un POST a la declaración; las del productor se leen por su uuid', async () => {
    const llamadas = servidor(
      () => new Response(JSON.stringify({ data: { estado: 'sin_cuenta', detalle: 'Sin cuenta', consultado_en: '2026-11-27T10:00:00Z' } })),
    );
    expect((await verificarDeclaracion('d-1')).estado).toBe('sin_cuenta');
    expect(llamadas[0]).toMatchObject({ url: '/api/admin/acopios/lotes/declaraciones_eudr/verificar/d-1', init: { method: 'POST' } });
    await declaracionesDelProductor('p-1');
    expect(llamadas[1].url).toBe('/api/cuentas/declaraciones_eudr/p-1');
  });
});
