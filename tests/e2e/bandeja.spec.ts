import { expect, test, type Page } from './prueba';
import { ESTRECHO, entrarComo, sinViolacionesGraves, esperarTrabajador } from './ayuda';
import { tokenDe } from './paginas/api';
import { entregasDe, PaginaEntrega, productorDelCicloActivo } from './paginas/acopio-entrega';

/**
 * Issue 28, the outbox on a phone: the network drops between 'Continuar' and 'Guardar', the delivery waits on the
 * device with a provisional folio (PV-…), the top bar counts it, and when the network returns it is sent by itself,
 * stored once with that folio; two tabs pressing 'Sincronizar' on one outbox store it once. Chromium's offline
 * emulation (navigator.onLine false, fetch fails, 'online' fires on return).
 */
const PATRON_PV = /PV-[0-9A-Z]{4}-\d{4,6}/;

/**
 * The installed app: the service worker keeps every screen's code, so the outbox page (its own chunk) opens offline.
 * Without it a lazy screen cannot load with the network down (tests/e2e/pwa.spec.ts checks the worker itself).
 */

/** A new delivery of 40 − 0 kg, paid in cash, up to the signed summary (the form needs the network to open). */
async function entregaHastaFirmar(page: Page, nombre: string): Promise<void> {
  const entrega = new PaginaEntrega(page);
  await page.goto('/admin/acopio/entregas_por_productor/seleccion');
  await entrega.elegirProductor(nombre.split(' ')[0], nombre);
  await entrega.elegirCategoria('Orgánico');
  await entrega.llenarPesada(1, 'A granel', null, '40', '0');
  await page.getByLabel(/^Monto pagado/).fill('100');
  await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
  await entrega.firmar();
  await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled();
}

test.use({ viewport: ESTRECHO, serviceWorkers: 'allow' });

test('sin conexión la entrega espera en el dispositivo con su folio provisional y se envía una sola vez al volver la red', async ({
  page,
  context,
  request,
}) => {
  test.slow();
  const token = await tokenDe(request, 'acopio@cosecha.demo');
  const { ciclo, productor } = await productorDelCicloActivo(request, token);
  const antes = await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid);

  await entrarComo(page, 'acopio@cosecha.demo');
  await esperarTrabajador(page);
  await expect(page.getByRole('link', { name: '0 pendientes de enviar' })).toBeVisible();
  await entregaHastaFirmar(page, productor.nombre);

  await context.setOffline(true);
  await page.getByRole('button', { name: 'Guardar' }).click();
  const aviso = page.getByText(/^Sin conexión: la entrega se guardó en este dispositivo con el folio provisional PV-/);
  await expect(aviso).toBeVisible();
  const folio = (await aviso.textContent())!.match(PATRON_PV)![0];
  await expect(page).toHaveURL('/admin/acopio/bandeja');
  await expect(page.getByRole('heading', { name: 'Envíos pendientes' })).toBeVisible();
  const registro = page.getByTestId('registro-bandeja').filter({ hasText: folio });
  await expect(registro).toContainText(productor.nombre);
  await expect(registro).toContainText('40.00 kg');
  await expect(registro.getByText('Pendiente de enviar')).toBeVisible();
  await expect(page.getByRole('link', { name: '1 pendiente de enviar' })).toBeVisible();
  await sinViolacionesGraves(page);
  // nothing reached the server while offline
  expect(await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid)).toHaveLength(antes.length);

  // the network returns: the 'online' event sends it, without a click
  await context.setOffline(false);
  await expect(registro.getByText('Enviada')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('link', { name: '0 pendientes de enviar' })).toBeVisible();
  const despues = await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid);
  expect(despues).toHaveLength(antes.length + 1);
  const nueva = despues.find((d) => !antes.some((a) => a.uuid === d.uuid))!;
  const leida = await request.get(`/api/admin/acopios/entregas/${nueva.uuid}`, { headers: { Authorization: `Bearer ${token}` } });
  const { data } = (await leida.json()) as { data: { folio_provisional: string | null; registrada_en: string | null; pagado: number } };
  expect(data).toMatchObject({ folio_provisional: folio, pagado: 100_00 });
  expect(data.registrada_en).not.toBeNull();
  // the row now links to the deliveries with the server's folio (beside its 'Recibo provisional')
  await expect(registro.getByRole('link', { name: /^[A-Z]-\d+$/ })).toBeVisible();

  // 'Sincronizar' again sends nothing twice
  await page.getByRole('button', { name: 'Sincronizar' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();
  expect(await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid)).toHaveLength(antes.length + 1);
});

test('dos pestañas que sincronizan la misma bandeja guardan la entrega una vez', async ({ page, context, request }) => {
  test.slow();
  const token = await tokenDe(request, 'acopio@cosecha.demo');
  const { ciclo, productor } = await productorDelCicloActivo(request, token);
  const antes = await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid);

  await entrarComo(page, 'acopio@cosecha.demo');
  await esperarTrabajador(page);
  await entregaHastaFirmar(page, productor.nombre);
  await context.setOffline(true);
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page).toHaveURL('/admin/acopio/bandeja');
  await expect(page.getByRole('link', { name: '1 pendiente de enviar' })).toBeVisible();

  // a second tab of the same browser opens the same outbox (offline: the app's own navigation, not a reload)
  const otra = await context.newPage();
  await context.setOffline(false);
  await otra.goto('/admin/acopio/bandeja');
  await expect(otra.getByRole('heading', { name: 'Envíos pendientes' })).toBeVisible();
  await Promise.all([page.getByRole('button', { name: 'Sincronizar' }).click(), otra.getByRole('button', { name: 'Sincronizar' }).click()]);
  await expect(page.getByTestId('registro-bandeja').first().getByText('Enviada')).toBeVisible({ timeout: 30_000 });
  await otra.reload();
  await expect(otra.getByTestId('registro-bandeja').first().getByText('Enviada')).toBeVisible({ timeout: 30_000 });
  expect(await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid)).toHaveLength(antes.length + 1);
});
