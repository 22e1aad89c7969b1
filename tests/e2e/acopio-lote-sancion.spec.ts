import { randomUUID } from 'node:crypto';
import { test, expect } from './prueba';
import { ANCHO, ESTRECHO, diaCooperativa, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { PaginaEntregasLotes, registrarEntrega } from './paginas/acopio-lotes';
import { productorSinEvaluar } from './paginas/comite';
import { pngValido } from '../server/png';

/**
 * A lot flags the organic delivery of a producer the committee sanctioned (issue 12 'From the lot to its plots'): the
 * committee sanctions a producer (through its API, as the committee form sends it), an organic delivery of theirs is
 * in a lot; the manager opens the lot from the lots table, reads the warning and the mark on the delivery, and goes to
 * the producer's profile from it.
 */
const hoy = () => diaCooperativa();

for (const [nombre, tamano] of [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const) {
  test(`el lote marca la entrega orgánica de un productor sancionado y lleva a su perfil (${nombre})`, async ({ page, request }) => {
    test.slow();
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const h = { Authorization: `Bearer ${token}` };
    const productor = await productorSinEvaluar(request, token);
    const { cuenta } = (await (await request.get(`/api/comite_evaluaciones_cuenta/${productor.uuid}`, { headers: h })).json()) as {
      cuenta: { id: number; uuid: string; id_ciclo: number; id_cuenta_categoria: number };
    };
    const organica = await registrarEntrega(request, token, cuenta.uuid, hoy(), [15]);
    const convencional = await registrarEntrega(request, token, cuenta.uuid, hoy(), [16]);
    const sancion = await request.post('/api/comite_evaluaciones', {
      headers: { ...h, 'Idempotency-Key': `e2e-sancion-${Date.now()}` },
      multipart: {
        id_cuenta: String(cuenta.id),
        condicion: '3',
        fecha_aut: hoy(),
        id_nivel_riesgo: '3',
        sanc_cat_anterior: String(cuenta.id_cuenta_categoria),
        sanc_cat_nueva: String(cuenta.id_cuenta_categoria),
        sanc_fecha_inicio: hoy(),
        sanc_observaciones: 'Uso de herbicida en la parcela',
        lugar: 'Oficina de la cooperativa',
        firma_imagen: { name: 'firma.png', mimeType: 'image/png', buffer: pngValido(40, 20) },
      },
    });
    expect(sancion.status(), await sancion.text()).toBe(200);
    const lote = `Lote ${randomUUID().slice(0, 6)}`;
    const creado = await request.post('/api/lotes', {
      headers: { ...h, 'Idempotency-Key': randomUUID() },
      data: { nombre: lote, folio: null, volumen: 1000_00, fecha_entrega_venta: null, observaciones: null, id_ciclo: cuenta.id_ciclo },
    });
    expect(creado.status(), await creado.text()).toBe(201);
    const asignado = await request.post('/api/lotes_asignacion', {
      headers: { ...h, 'Idempotency-Key': randomUUID() },
      data: { id_lote: ((await creado.json()) as { data: { id: number } }).data.id, entregas: [organica.uuid, convencional.uuid] },
    });
    expect(asignado.status(), await asignado.text()).toBe(200);

    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    const p = new PaginaEntregasLotes(page);
    await p.abrir();
    await expect(p.filaLote(lote)).toContainText('1 de sancionados');
    const panel = await p.verLote(lote);
    await expect(panel.getByText('Una entrega orgánica es de un productor sancionado por el comité.', { exact: false })).toBeVisible();
    // Only the organic delivery carries the mark; the conventional one of the same producer does not.
    const filas = panel.getByRole('table', { name: 'Entregas del lote' }).getByRole('row').filter({ hasText: productor.nombre });
    await expect(filas).toHaveCount(2);
    await expect(panel.getByText('Productor sancionado', { exact: true })).toHaveCount(1);
    await sinViolacionesGraves(page);
    await filas.filter({ hasText: 'Productor sancionado' }).getByRole('link', { name: productor.nombre }).click();
    await expect(page).toHaveURL(new RegExp(`/admin/cuentas/perfil/${productor.uuid}`));
  });
}
