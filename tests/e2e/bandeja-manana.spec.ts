import { expect, test, type Page } from './prueba';
import { diaCooperativa, ESTRECHO, entrarComo, esperarTrabajador } from './ayuda';
import { tokenDe } from './paginas/api';
import { cuerpoEntregaApi, PaginaEntrega } from './paginas/acopio-entrega';
import { textoMonto } from '../../domain/acopio/cantidades';

/**
 * Issue 28's morning without network, on a phone: signed in online, the collector opens the collection screens (the
 * device copy is taken), the network drops, a pending payment (opened offline from the producer's panel; opened
 * again, its balance already counts it) and three signed deliveries for producers picked from
 * the device copy wait in the outbox; the page is RELOADED offline (the app opens from the service worker, the outbox
 * still lists the four and the top bar counts them), and when the network returns each reaches the server exactly
 * once with the figures the server computes, each row 'Enviada' with its server folio.
 */
const PATRON_PV = /PV-[0-9A-Z]{4}-\d{4,6}/;

interface ProductorCopia {
  id_cuenta: number;
  uuid_cuenta: string;
  nombre: string;
}
interface EntregaLeida {
  id: number;
  uuid: string;
  folio_acopio: string | null;
  folio_provisional: string | null;
  peso_neto: number;
  precio_por_kg: number;
  importe_total: number;
  pagado: number;
  saldo: number;
}

/** The provisional folio the save's notice printed. */
async function folioDelAviso(page: Page, que: 'entrega' | 'pago'): Promise<string> {
  const aviso = page.getByText(new RegExp(`^Sin conexión: ${que === 'entrega' ? 'la entrega' : 'el pago'} se guardó en este dispositivo`));
  await expect(aviso).toBeVisible();
  const folio = (await aviso.textContent())!.match(PATRON_PV)![0];
  await expect(page).toHaveURL('/admin/acopio/bandeja');
  return folio;
}

test.use({ viewport: ESTRECHO, serviceWorkers: 'allow' });

test('sin red: un pago y tres entregas esperan, la página se recarga sin conexión y al volver la red llega cada una una vez', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await tokenDe(request, 'acopio@cosecha.demo');
  const h = { Authorization: `Bearer ${token}` };
  const leer = async (uuid: string) =>
    ((await (await request.get(`/api/admin/acopios/entregas/${uuid}`, { headers: h })).json()) as { data: EntregaLeida }).data;

  // the device copy as the server gives it to this collector: the producers are picked from it
  const copia = (
    (await (await request.get('/api/admin/acopios/copia_dispositivo', { headers: h })).json()) as {
      data: { precio_por_kg: number; productores: ProductorCopia[] };
    }
  ).data;
  const unicos = copia.productores.filter((p) => copia.productores.filter((q) => q.nombre.includes(p.nombre)).length === 1);
  expect(unicos.length).toBeGreaterThanOrEqual(4);
  const [deudor, ...elegidos] = unicos.slice(0, 4);

  // a delivery left unpaid at the scale (online, through the API): the pending payment pays part of it
  const r = await request.post('/api/admin/acopios/entregas', {
    headers: { ...h, 'Idempotency-Key': `e2e-manana-${Date.now()}` },
    data: cuerpoEntregaApi(deudor.uuid_cuenta, diaCooperativa()),
  });
  expect(r.status(), await r.text()).toBe(201);
  const debida = (await r.json()).data as EntregaLeida;

  await entrarComo(page, 'acopio@cosecha.demo');
  await esperarTrabajador(page);
  // the collection screens take the device copy
  await page.goto('/admin/acopio/entregas_por_productor/seleccion');
  await expect(page.getByText(/^Datos del dispositivo: actualizados hace/)).toBeVisible();
  const entrega = new PaginaEntrega(page);

  // the network drops; the pending payment opens from the producer's panel, both read from the device copy
  await context.setOffline(true);
  await page.goto('/admin/acopio/entregas_por_productor/seleccion');
  await entrega.elegirProductor(deudor.nombre.split(' ')[0], deudor.nombre);
  const panel = page.getByRole('complementary', { name: 'Resumen del productor' });
  await expect(panel.getByRole('heading', { name: 'Entregas con pago pendiente' })).toBeVisible();
  const suya = panel.getByRole('listitem').filter({ hasText: debida.folio_acopio ?? 'Sin folio' });
  await suya.getByRole('link', { name: /registrar pago$/ }).click();
  await expect(page.getByRole('heading', { name: 'Pago pendiente' })).toBeVisible();
  await expect(page.getByText(/^Sin conexión: la entrega se leyó de la copia del dispositivo/)).toBeVisible();
  await expect(page.getByText(`Hasta $ ${textoMonto(debida.saldo)}`)).toBeVisible();
  await page.getByLabel(/^Monto/).fill('250');
  await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await entrega.firmar();
  await page.getByRole('button', { name: 'Guardar' }).click();
  const folios = [await folioDelAviso(page, 'pago')];

  // opened again before it is sent, the balance already counts it: the same debt is not paid twice
  await page.goto(`/admin/acopio/entregas_por_productor/pago_pendiente/${deudor.id_cuenta}/${deudor.uuid_cuenta}/${debida.id}`);
  await expect(page.getByTestId('pagos-en-espera')).toContainText('$ 250.00');
  await expect(page.getByText(`Hasta $ ${textoMonto(debida.saldo - 250_00)}`)).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('pago-pendiente-sin-red-390.png'), fullPage: true });

  // three deliveries with the network down: the selection and the form read the device copy
  for (const [i, p] of elegidos.entries()) {
    await page.goto('/admin/acopio/entregas_por_productor/seleccion');
    await entrega.elegirProductor(p.nombre.split(' ')[0], p.nombre);
    await entrega.elegirCategoria('Orgánico');
    await entrega.llenarPesada(1, 'A granel', null, String(40 + i * 10), '0');
    await page.getByLabel(/^Monto pagado/).fill('100');
    await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
    await entrega.firmar();
    await page.getByRole('button', { name: 'Guardar' }).click();
    folios.push(await folioDelAviso(page, 'entrega'));
  }
  await expect(page.getByRole('link', { name: '4 pendientes de enviar' })).toBeVisible();

  // the reload with the network still down: the app opens from the service worker, the outbox keeps its four
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Envíos pendientes' })).toBeVisible();
  await expect(page.getByTestId('registro-bandeja')).toHaveCount(4);
  for (const f of folios)
    await expect(page.getByTestId('registro-bandeja').filter({ hasText: f }).getByText('Pendiente de enviar')).toBeVisible();
  await expect(page.getByRole('link', { name: '4 pendientes de enviar' })).toBeVisible();

  // the network returns: everything is sent by itself, once
  await context.setOffline(false);
  await expect(page.getByRole('link', { name: '0 pendientes de enviar' })).toBeVisible({ timeout: 60_000 });

  const pagada = await leer(debida.uuid);
  expect(pagada.pagado).toBe(250_00);
  expect(pagada.saldo).toBe(debida.importe_total - 250_00);
  const filaPago = page.getByTestId('registro-bandeja').filter({ hasText: folios[0] });
  await expect(filaPago.getByText('Enviada')).toBeVisible();

  for (const [i, p] of elegidos.entries()) {
    const r = await request.get(`/api/admin/acopios/entregas/acopios_por_productor/${(await ciclo(request, h)).uuid}/${p.uuid_cuenta}`, {
      headers: h,
    });
    const entregas = ((await r.json()) as { data: { entregas: { uuid: string }[] } }).data.entregas;
    const suyas = (await Promise.all(entregas.map((e) => leer(e.uuid)))).filter((e) => e.folio_provisional === folios[i + 1]);
    expect(suyas, `una sola entrega con ${folios[i + 1]}`).toHaveLength(1);
    const kilos = (40 + i * 10) * 100;
    expect(suyas[0]).toMatchObject({ peso_neto: kilos, precio_por_kg: copia.precio_por_kg, pagado: 100_00 });
    expect(suyas[0].importe_total).toBe(Math.round((kilos * copia.precio_por_kg) / 100));
    const fila = page.getByTestId('registro-bandeja').filter({ hasText: folios[i + 1] });
    await expect(fila.getByText('Enviada')).toBeVisible();
    // the row's link carries the server's folio and leads to that delivery's own page
    await expect(fila.getByRole('link', { name: suyas[0].folio_acopio! })).toHaveAttribute(
      'href',
      `/admin/acopio/entregas_por_productor/form/${p.id_cuenta}/${p.uuid_cuenta}/${suyas[0].uuid}`,
    );
  }
});

async function ciclo(request: import('./prueba').APIRequestContext, h: Record<string, string>) {
  const ciclos = (
    (await (await request.post('/api/ciclos', { headers: h, data: {} })).json()) as {
      data: { uuid: string; activo_acopio: boolean }[];
    }
  ).data;
  return [...ciclos].reverse().find((c) => c.activo_acopio)!;
}
