import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, diaCooperativa, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { cuerpoEntregaApi, entregaPorApi, entregasDe, filaResumen, PaginaEntrega, productorDelCicloActivo } from './paginas/acopio-entrega';

for (const [nombre, tamano] of [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const) {
  test(`el acopiador registra una entrega con dos pesadas y firma, una sola vez aunque pulse Guardar dos veces, y luego un pago pendiente (${nombre})`, async ({
    page,
    request,
  }) => {
    // About twenty steps and two signatures: on a loaded machine past the default minute.
    test.slow();
    const token = await tokenDe(request, 'acopio@cosecha.demo');
    const { ciclo, productor } = await productorDelCicloActivo(request, token);
    const antes = await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid);
    const entrega = new PaginaEntrega(page);

    await page.setViewportSize(tamano);
    await entrarComo(page, 'acopio@cosecha.demo');
    await page.goto('/admin/acopio/entregas_por_productor/seleccion');
    await expect(page.getByRole('heading', { name: 'Nueva entrega: elija al productor' })).toBeVisible();
    await sinViolacionesGraves(page);
    await entrega.elegirProductor(productor.nombre.split(' ')[0], productor.nombre);
    await expect(
      page.getByRole('complementary', { name: 'Resumen del productor' }).getByRole('link', { name: productor.nombre }),
    ).toBeVisible();

    await entrega.elegirCategoria('Orgánico');
    await entrega.llenarPesada(1, 'Bultos', '2', '100', '2.50');
    await page.getByRole('button', { name: 'Agregar pesada' }).click();
    await entrega.llenarPesada(2, 'Costales', '1', '30', '1');
    // the second weighing is removed and added again (the first cannot be removed)
    await expect(entrega.pesada(1).getByRole('button', { name: /Quitar/ })).toHaveCount(0);
    await entrega.pesada(2).getByRole('button', { name: 'Quitar pesada 2' }).click();
    await expect(entrega.pesada(2)).toHaveCount(0);
    await page.getByRole('button', { name: 'Agregar pesada' }).click();
    await entrega.llenarPesada(2, 'A granel', null, '50', '0');
    // live figures: 97.50 + 50 = 147.50 kg × 95.00 = 14,012.50
    await expect(page.getByTestId('cifra-neto')).toHaveText('147.50 kg');
    await expect(page.getByTestId('cifra-importe')).toHaveText('$ 14,012.50');
    await page.getByLabel(/^Monto pagado/).fill('10000');
    await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
    await sinViolacionesGraves(page);
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
    await expect(page.getByTestId('resumen-Queda pendiente')).toHaveText('$ 4,012.50');
    const guardar = page.getByRole('button', { name: 'Guardar' });
    await expect(guardar).toBeDisabled();
    await entrega.firmar();
    await expect(guardar).toBeEnabled();
    await sinViolacionesGraves(page);
    await guardar.dblclick();
    await expect(page).toHaveURL('/admin/acopio/entregas_por_productor/list');

    const despues = await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid);
    expect(despues).toHaveLength(antes.length + 1);
    const nueva = despues.find((d) => !antes.some((a) => a.uuid === d.uuid))!;
    expect(nueva).toMatchObject({ pagado: 10000_00, saldo: 4012_50 });

    // the pending payment of that delivery
    await page.goto(`/admin/acopio/entregas_por_productor/pago_pendiente/${productor.id}/${productor.cuenta_uuid}/${nueva.id}`);
    await expect(page.getByRole('heading', { name: 'Pago pendiente' })).toBeVisible();
    await page.getByLabel(/^Monto/).fill('5000');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('El monto no debe ser mayor a $ 4,012.50')).toBeVisible();
    await expect(page.getByText('Información obligatoria')).toBeVisible();
    await page.getByLabel(/^Monto/).fill('1000');
    await entrega.elegirEnSelect(/^Método de pago/, 'Transferencia');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await entrega.firmar();
    await expect(page.getByRole('button', { name: 'Guardar' })).toBeEnabled();
    await sinViolacionesGraves(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL('/admin/acopio/entregas_por_productor/list');
    const pagada = (await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid)).find((d) => d.uuid === nueva.uuid)!;
    expect(pagada).toMatchObject({ pagado: 11000_00, saldo: 3012_50 });
    // The form never made the page scroll sideways.
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}

test('un gerente edita una entrega que alguien cambió mientras tanto: 409 con Recargar', async ({ page, request }) => {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const { productor } = await productorDelCicloActivo(request, token);
  const h = { Authorization: `Bearer ${token}`, 'Idempotency-Key': `e2e-${Date.now()}` };
  const cuerpo = cuerpoEntregaApi(productor.cuenta_uuid, diaCooperativa());

  const creada = await request.post('/api/admin/acopios/entregas', { headers: h, data: cuerpo });
  expect(creada.status(), await creada.text()).toBe(201);
  const e = (await creada.json()).data as { uuid: string; version: number };

  await page.setViewportSize(ESTRECHO);
  await entrarComo(page, 'admin@cosecha.demo');
  await page.goto(`/admin/acopio/entregas_por_productor/form/${productor.id}/${productor.cuenta_uuid}/${e.uuid}`);
  await expect(page.getByRole('heading', { name: /Editar entrega/ })).toBeVisible();
  await expect(page.getByTestId('cifra-neto')).toHaveText('79.00 kg');
  await sinViolacionesGraves(page);
  // someone else saves the same delivery in between (API-side)
  const leida = (await (await request.get(`/api/admin/acopios/entregas/${e.uuid}`, { headers: h })).json()).data;
  const { uuid_cuenta: _u, monto_pagado: _m, id_metodo_pago: _i, firma_image: _f, ...resto } = cuerpo;
  const otro = await request.put(`/api/admin/acopios/entregas/${e.uuid}`, {
    headers: { Authorization: `Bearer ${token}` },
    data: { ...resto, observaciones: 'cambio de otra persona', firma_image: null, version: leida.version },
  });
  expect(otro.status(), await otro.text()).toBe(200);

  await entrega(page).llenarPesada(1, 'Bultos', '3', '90', '1');
  await page.getByRole('button', { name: 'Continuar' }).click();
  await page.getByRole('button', { name: 'Guardar' }).click();
  await expect(page.getByRole('dialog')).toContainText('El registro cambió mientras lo editaba; recargue');
  await page.getByRole('button', { name: 'Recargar' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page.getByLabel('Observaciones', { exact: true })).toHaveValue('cambio de otra persona');
  await expect(page.getByTestId('cifra-neto')).toHaveText('79.00 kg');
});

// Issue 22 item 18: the edit's summary counted nothing already paid ('Pagado ahora $0.00' and the whole amount
// pending on a fully paid delivery); it now shows what was paid before, and a corrected date is saved.
for (const [nombre, tamano] of [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const) {
  test(`el resumen al editar una entrega pagada muestra lo ya pagado y nada pendiente; la fecha corregida se guarda (${nombre})`, async ({
    page,
    request,
  }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const { productor } = await productorDelCicloActivo(request, token);
    const e = await entregaPorApi(request, token, productor.cuenta_uuid, { fecha: diaCooperativa(2), pagada: true });

    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto(`/admin/acopio/entregas_por_productor/form/${productor.id}/${productor.cuenta_uuid}/${e.uuid}`);
    await expect(page.getByRole('heading', { name: `Editar entrega ${e.folio_acopio}` })).toBeVisible();
    await expect(page.getByTestId('cifra-a-pagar')).toHaveText('$ 7,505.00');
    // the date picker stops at the cooperative's today
    await expect(page.getByLabel(/^Fecha de entrega/)).toHaveAttribute('max', diaCooperativa());
    await page.getByLabel(/^Fecha de entrega/).fill(diaCooperativa(3));
    await page.getByRole('button', { name: 'Continuar' }).click();

    await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
    await expect(filaResumen(page, 'Monto a pagar')).toHaveText('$ 7,505.00');
    await expect(filaResumen(page, 'Pagado antes')).toHaveText('$ 7,505.00');
    await expect(filaResumen(page, 'Pagado ahora')).toHaveText('$ 0.00');
    await expect(filaResumen(page, 'Queda pendiente')).toHaveText('$ 0.00');
    await sinViolacionesGraves(page);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL('/admin/acopio/entregas_por_productor/list');
    const leida = await request.get(`/api/admin/acopios/entregas/${e.uuid}`, { headers: { Authorization: `Bearer ${token}` } });
    expect((await leida.json()).data).toMatchObject({ fecha_acopio: diaCooperativa(3), pagado: 7505_00, saldo: 0 });
  });
}

const entrega = (page: import('./prueba').Page) => new PaginaEntrega(page);
