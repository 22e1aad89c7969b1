import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext, type Page } from './prueba';
import { ESTRECHO, entrarComo, esperarTrabajador } from './ayuda';
import { tokenDe } from './paginas/api';
import { PaginaEntrega } from './paginas/acopio-entrega';

/**
 * Issue 28, a conflict on a phone: the collector registers two deliveries into an open lot with the network down;
 * meanwhile the office removes that lot (the server has no 'closed' state: a removed lot is how a lot stops taking
 * deliveries); back online both stop 'En conflicto' with the Spanish reason. One is corrected with 'Editar' (the same
 * form, its values, another lot; the signature kept because the signed figures did not change) and is stored exactly
 * once under a new key and a new provisional folio, while the old key stored nothing; the other is discarded after
 * a confirmation and never reaches the server.
 */
const PATRON_PV = /PV-[0-9A-Z]{4}-\d{4,6}/g;

interface ProductorCopia {
  id_cuenta: number;
  uuid_cuenta: string;
  nombre: string;
}
interface EntregaLeida {
  uuid: string;
  folio_provisional: string | null;
  id_lote: number | null;
  peso_neto: number;
  precio_por_kg: number;
  importe_total: number;
  pagado: number;
}
interface RegistroGuardado {
  id: string;
  folioProvisional: string;
  registradaEn: string;
  cuerpo: Record<string, unknown>;
}

/** An outbox item as the device keeps it (IndexedDB 'cosecha-dispositivo'), by its provisional folio. */
const registroDelDispositivo = (page: Page, folio: string) =>
  page.evaluate(
    (folio) =>
      new Promise<RegistroGuardado>((ok, mal) => {
        const abrir = indexedDB.open('cosecha-dispositivo');
        abrir.onerror = () => mal(abrir.error);
        abrir.onsuccess = () => {
          const todos = abrir.result.transaction('bandeja').objectStore('bandeja').getAll();
          todos.onsuccess = () => ok((todos.result as RegistroGuardado[]).find((r) => r.folioProvisional === folio)!);
          todos.onerror = () => mal(todos.error);
        };
      }),
    folio,
  );

async function crearLote(request: APIRequestContext, h: Record<string, string>, idCiclo: number, nombre: string) {
  const r = await request.post('/api/lotes', {
    headers: h,
    data: { nombre, folio: null, volumen: null, fecha_entrega_venta: null, observaciones: null, id_ciclo: idCiclo },
  });
  expect(r.status(), await r.text()).toBe(201);
  return ((await r.json()) as { data: { id: number; uuid: string } }).data;
}

test.use({ viewport: ESTRECHO, serviceWorkers: 'allow' });

test('un lote que se quita mientras la entrega espera: en conflicto, se corrige con Editar y llega una vez; otra se descarta con confirmación', async ({
  page,
  context,
  request,
}) => {
  test.setTimeout(240_000);
  const token = await tokenDe(request, 'acopio@cosecha.demo');
  const h = { Authorization: `Bearer ${token}` };
  const oficina = { Authorization: `Bearer ${await tokenDe(request, 'admin@cosecha.demo')}` };
  const leer = async (uuid: string) =>
    ((await (await request.get(`/api/admin/acopios/entregas/${uuid}`, { headers: h })).json()) as { data: EntregaLeida }).data;

  const copia = (
    (await (await request.get('/api/admin/acopios/copia_dispositivo', { headers: h })).json()) as {
      data: { ciclo: { id: number; uuid: string }; precio_por_kg: number; productores: ProductorCopia[] };
    }
  ).data;
  // a producer the other outbox journeys do not pick (they take the first ones)
  const unicos = copia.productores.filter((p) => copia.productores.filter((q) => q.nombre.includes(p.nombre)).length === 1);
  const productor = unicos[unicos.length - 1];
  const entregas = async () => {
    const r = await request.get(`/api/admin/acopios/entregas/acopios_por_productor/${copia.ciclo.uuid}/${productor.uuid_cuenta}`, {
      headers: h,
    });
    expect(r.status()).toBe(200);
    return Promise.all(((await r.json()) as { data: { entregas: { uuid: string }[] } }).data.entregas.map((e) => leer(e.uuid)));
  };
  const antes = await entregas();

  // two open lots of the collector's centre, made before the device copy is read
  const sufijo = randomUUID().slice(0, 6);
  const loteQueSeQuita = await crearLote(request, h, copia.ciclo.id, `Conflicto ${sufijo}`);
  const otroLote = await crearLote(request, h, copia.ciclo.id, `Destino ${sufijo}`);

  await entrarComo(page, 'acopio@cosecha.demo');
  await esperarTrabajador(page);
  await page.goto('/admin/acopio/entregas_por_productor/seleccion');
  await expect(page.getByText(/^Datos del dispositivo: actualizados hace/)).toBeVisible();
  const entrega = new PaginaEntrega(page);

  // the network drops: two signed deliveries into the lot wait on the device
  await context.setOffline(true);
  const folios: string[] = [];
  for (const kilos of ['40', '50']) {
    await page.goto('/admin/acopio/entregas_por_productor/seleccion');
    await entrega.elegirProductor(productor.nombre.split(' ')[0], productor.nombre);
    await entrega.elegirCategoria('Orgánico');
    await entrega.llenarPesada(1, 'A granel', null, kilos, '0');
    await entrega.elegirEnSelect(/^Lote/, `Conflicto ${sufijo}`);
    await page.getByLabel(/^Monto pagado/).fill('100');
    await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
    await entrega.firmar();
    await page.getByRole('button', { name: 'Guardar' }).click();
    const aviso = page.getByText(/^Sin conexión: la entrega se guardó en este dispositivo/);
    await expect(aviso).toBeVisible();
    folios.push((await aviso.textContent())!.match(PATRON_PV)![0]);
    await expect(page).toHaveURL('/admin/acopio/bandeja');
  }
  const [aCorregir, aDescartar] = folios;
  await expect(page.getByRole('link', { name: '2 pendientes de enviar' })).toBeVisible();

  // meanwhile the office removes the lot
  const quitado = await request.delete(`/api/admin/acopios/lotes/${loteQueSeQuita.id}`, { headers: oficina });
  expect(quitado.status(), await quitado.text()).toBe(200);

  // back online: both are sent by themselves and stop in conflict with the reason
  await context.setOffline(false);
  // a row by its own folio (its heading 'PV-… · Entrega'): a correction and the item it replaced name each other
  const fila = (folio: string) =>
    page.getByTestId('registro-bandeja').filter({ has: page.getByText(`${folio} · Entrega`, { exact: true }) });
  for (const folio of folios) {
    await expect(fila(folio).getByText('En conflicto')).toBeVisible({ timeout: 30_000 });
    await expect(fila(folio)).toContainText('El lote se cerró mientras tanto: El lote no es de este ciclo');
  }
  await expect(page.getByRole('link', { name: '2 pendientes de enviar' })).toBeVisible();
  await fila(aCorregir).scrollIntoViewIfNeeded();
  await page.screenshot({ path: test.info().outputPath('bandeja-conflicto-390.png'), fullPage: true });
  const viejo = await registroDelDispositivo(page, aCorregir);
  expect(await entregas()).toHaveLength(antes.length);

  // 'Editar': the same form with the item's values; the lot it had is gone, another is picked
  await fila(aCorregir).getByRole('button', { name: 'Editar' }).click();
  await expect(page.getByRole('heading', { name: `Corregir entrega ${aCorregir}` })).toBeVisible();
  await expect(page.getByTestId('aviso-correccion')).toContainText('El lote se cerró mientras tanto');
  await expect(page.getByText('El lote que tenía la entrega ya no recibe entregas: elija otro o déjela sin lote.')).toBeVisible();
  await expect(entrega.pesada(1).getByLabel(/^Peso bruto/)).toHaveValue('40.00');
  await expect(page.getByLabel(/^Monto pagado/)).toHaveValue('100.00');
  await page.screenshot({ path: test.info().outputPath('correccion-formulario-390.png'), fullPage: true });
  await entrega.elegirEnSelect(/^Lote/, `Destino ${sufijo}`);
  await page.getByRole('button', { name: 'Continuar' }).click();
  await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
  // only the lot changed: the figures the producer signed are the same, so is the signature
  await expect(page.getByText('Las cifras que firmó el productor no cambiaron: se conserva la firma de la báscula.')).toBeVisible();
  await expect(page.getByTestId('lienzo-firma')).toHaveCount(0);
  await page.getByRole('button', { name: 'Guardar' }).click();
  const aviso = page.getByText(/^La corrección se guardó en este dispositivo con el folio provisional/);
  await expect(aviso).toBeVisible();
  const [nuevoFolio, folioAnterior] = (await aviso.textContent())!.match(PATRON_PV)!;
  expect(folioAnterior).toBe(aCorregir);
  expect(nuevoFolio).not.toBe(aCorregir);
  await expect(page).toHaveURL('/admin/acopio/bandeja');

  // sent once, under its new key and folio; the old row says what replaced it
  await expect(fila(nuevoFolio).getByText('Enviada')).toBeVisible({ timeout: 30_000 });
  await expect(fila(nuevoFolio)).toContainText(`Corrige ${aCorregir}`);
  await expect(fila(aCorregir)).toContainText(`Reemplazada por una corrección (${nuevoFolio})`);
  await expect(page.getByRole('link', { name: '1 pendiente de enviar' })).toBeVisible();

  // 'Descartar' asks first: cancelled it stays, confirmed it is discarded
  await fila(aDescartar).getByRole('button', { name: 'Descartar' }).click();
  const dialogo = page.getByRole('dialog', { name: 'Descartar registro' });
  await expect(dialogo).toContainText(`Confirme que desea descartar este registro: no se enviará (${aDescartar}, ${productor.nombre}).`);
  await dialogo.getByRole('button', { name: 'Cancelar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(fila(aDescartar).getByText('En conflicto')).toBeVisible();
  await fila(aDescartar).getByRole('button', { name: 'Descartar' }).click();
  await dialogo.getByRole('button', { name: 'Descartar' }).click();
  await expect(fila(aDescartar).getByText('Descartada')).toBeVisible();
  await expect(fila(aDescartar)).toContainText('No se enviará');
  await expect(page.getByRole('link', { name: '0 pendientes de enviar' })).toBeVisible();
  await page.screenshot({ path: test.info().outputPath('bandeja-resuelta-390.png'), fullPage: true });
  await page.getByRole('button', { name: 'Sincronizar' }).click();
  await expect(page.getByRole('status').filter({ hasText: /./ }).first()).toBeVisible();

  // the server holds exactly one new delivery: the correction, with its figures and the other lot
  const despues = await entregas();
  expect(despues).toHaveLength(antes.length + 1);
  const nuevas = despues.filter((d) => !antes.some((a) => a.uuid === d.uuid));
  expect(nuevas).toHaveLength(1);
  expect(nuevas[0]).toMatchObject({
    folio_provisional: nuevoFolio,
    id_lote: otroLote.id,
    peso_neto: 40_00,
    precio_por_kg: copia.precio_por_kg,
    pagado: 100_00,
  });
  expect(nuevas[0].importe_total).toBe(Math.round((40_00 * copia.precio_por_kg) / 100));
  expect(despues.filter((d) => d.folio_provisional === aCorregir || d.folio_provisional === aDescartar)).toHaveLength(0);
  // the old key stored nothing: its very request, sent again, is checked anew and refused (a stored one would answer 201)
  const repetido = await request.post('/api/admin/acopios/entregas', {
    headers: { ...h, 'Idempotency-Key': viejo.id },
    data: { ...viejo.cuerpo, folio_provisional: viejo.folioProvisional, registrada_en: viejo.registradaEn },
  });
  expect(repetido.status(), await repetido.text()).toBe(422);
  expect(await entregas()).toHaveLength(antes.length + 1);
});
