import { randomUUID } from 'node:crypto';
import { expect, test, type APIRequestContext } from './prueba';
import { ANCHO, ESTRECHO, diaCooperativa, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { guardarDescarga } from './paginas/descargas';
import { EntregasDelPerfil, textoDePdf } from './paginas/acopio-recibos';
import { PaginaEntrega, entregasDe, filaResumen } from './paginas/acopio-entrega';
import { formatoCentavos, formatoFecha } from '../../domain/comun/formato';
import { rutas } from '../../domain/comun/rutas';
import type { DetalleAnticipo } from '../../domain/contrato/anticipos';

/**
 * Issue 25, credit recovered at the scale: the coffee cooperative (credit level 2, no interest, so the figures are
 * exact) lends 1,000.00 to a producer; the collector registers a delivery that keeps 300.00 of it (the field shows
 * what the producer owes), the receipt says 'Crédito recuperado', and a later pending payment keeps 200.00 more.
 * Each width takes its own producer, so the two runs never share a balance.
 */
const ANCHOS = [
  ['escritorio', ANCHO, 2],
  ['teléfono', ESTRECHO, 3],
] as const;

interface Productor {
  id: number;
  uuid: string;
  cuenta_uuid: string;
  nombre: string;
}

async function productorConAnticipo(request: APIRequestContext, indice: number) {
  const token = await tokenDe(request, 'admin@cosecha.demo');
  const h = { Authorization: `Bearer ${token}` };
  const ciclos = (
    (await (await request.post('/api/ciclos', { headers: h, data: {} })).json()) as {
      data: { id: number; uuid: string; activo_acopio: boolean }[];
    }
  ).data;
  const ciclo = [...ciclos].reverse().find((c) => c.activo_acopio)!;
  const r = await request.post('/api/cuentas_search', {
    headers: h,
    data: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
      ],
      sorts: [{ column: 'nombre', sort: 'asc' }],
      per_page: 100,
    },
  });
  // a name without accents to type into the producer search, and no debt yet: the recovery goes to the oldest credit
  const candidatos = ((await r.json()) as { data: Productor[] }).data.filter((p) => /^[A-Za-z]+ /.test(p.nombre));
  const sinDeuda: Productor[] = [];
  for (const p of candidatos) {
    if (sinDeuda.length > indice) break;
    const panel = await request.get(`/api/admin/acopios/entregas/acopios_por_productor/${ciclo.uuid}/${p.cuenta_uuid}`, { headers: h });
    if (((await panel.json()) as { data: { resumen: { saldo_creditos: number } } }).data.resumen.saldo_creditos === 0) sinDeuda.push(p);
  }
  const productor = sinDeuda[indice];
  const prestamo = await request.post('/api/anticipos/storeweb', {
    headers: { ...h, 'Idempotency-Key': randomUUID() },
    data: {
      folio: `E2E-REC-${indice}-${Date.now() % 100000}`,
      fecha_ejecucion: diaCooperativa(1),
      id_cuenta: productor.id,
      cantidad_anticipo: 1000_00,
      id_ciclos: ciclo.id,
    },
  });
  expect(prestamo.status(), await prestamo.text()).toBe(201);
  const id = ((await prestamo.json()) as { data: { id: number } }).data.id;
  const saldo = async () =>
    ((await (await request.get(`/api/anticipos/${id}`, { headers: h })).json()) as { data: DetalleAnticipo }).data.total_saldo;
  return { ciclo, productor, saldo };
}

for (const [nombre, tamano, indice] of ANCHOS) {
  test(`el acopiador recupera parte de un anticipo en la báscula, el recibo lo dice y el pago pendiente recupera más (${nombre})`, async ({
    page,
    request,
  }) => {
    test.slow();
    const { ciclo, productor, saldo } = await productorConAnticipo(request, indice);
    const debiaAntes = await saldo();
    expect(debiaAntes).toBe(1000_00);
    const token = await tokenDe(request, 'acopio@cosecha.demo');
    const antes = await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid);
    const entrega = new PaginaEntrega(page);

    await page.setViewportSize(tamano);
    await entrarComo(page, 'acopio@cosecha.demo');
    await page.goto(rutas.acopioSeleccion());
    await entrega.elegirProductor(productor.nombre.split(' ')[0], productor.nombre);
    await entrega.elegirCategoria('Orgánico');
    await entrega.llenarPesada(1, 'Bultos', '2', '123.45', '1');
    // the field appears because the producer owes; at most that debt
    const recuperacion = page.getByLabel(/^Recuperación de crédito/);
    await expect(page.getByText(/^Debe en créditos \$ [\d,]+\.\d\d: se descuenta de lo que se le paga$/)).toBeVisible();
    await recuperacion.fill('300');
    await page.getByLabel(/^Monto pagado/).fill('100');
    await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByRole('heading', { name: 'Resumen del pago' })).toBeVisible();
    await expect(filaResumen(page, 'Crédito recuperado')).toHaveText('$ 300.00');
    await entrega.firmar();
    await sinViolacionesGraves(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(rutas.acopioEntregas());

    const despues = await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid);
    const nueva = despues.find((d) => !antes.some((a) => a.uuid === d.uuid))! as (typeof despues)[number] & {
      importe_total: number;
      recuperacion_credito: number;
    };
    expect(nueva).toMatchObject({ recuperacion_credito: 300_00, pagado: 100_00 });
    expect(await saldo()).toBe(700_00);

    // the receipt, from the producer's profile, says what was kept for the credit
    await entrarComo(page, 'admin@cosecha.demo');
    await page.goto(rutas.cuentaPerfil(productor.uuid));
    const fila = new EntregasDelPerfil(page).fila(formatoFecha(diaCooperativa()), formatoCentavos(nueva.importe_total)).first();
    const pdf = await guardarDescarga(page, fila.getByRole('button', { name: 'Recibo' }));
    const texto = textoDePdf(pdf.ruta);
    expect(texto).toMatch(/Crédito recuperado\s+\$300\.00/);

    // a later payment of that delivery keeps 200.00 more for the credit
    await entrarComo(page, 'acopio@cosecha.demo');
    await page.goto(`/admin/acopio/entregas_por_productor/pago_pendiente/${productor.id}/${productor.cuenta_uuid}/${nueva.id}`);
    await expect(page.getByRole('heading', { name: 'Pago pendiente' })).toBeVisible();
    // at most what the producer owes (700.00) and what the delivery still has pending
    const porId = await request.get(`/api/admin/acopios/entregas/acopio_por_productor/${nueva.id}`, {
      headers: { Authorization: `Bearer ${token}` },
    });
    const { data, saldo_creditos } = (await porId.json()) as { data: { saldo: number }; saldo_creditos: number };
    expect(saldo_creditos).toBe(700_00);
    const maximo = Math.min(700_00, data.saldo);
    await page.getByLabel(/^Recuperación de crédito/).fill(((maximo + 1) / 100).toFixed(2));
    await page.getByLabel(/^Monto/).fill('50');
    await entrega.elegirEnSelect(/^Método de pago/, 'Efectivo');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText(`Se espera un valor menor o igual a ${formatoCentavos(maximo, '')}`)).toBeVisible();
    await page.getByLabel(/^Recuperación de crédito/).fill('200');
    await page.getByRole('button', { name: 'Continuar' }).click();
    await expect(page.getByText('Se recuperan $ 200.00 de sus créditos', { exact: false })).toBeVisible();
    await entrega.firmar();
    await sinViolacionesGraves(page);
    await page.getByRole('button', { name: 'Guardar' }).click();
    await expect(page).toHaveURL(rutas.acopioEntregas());
    const pagada = (await entregasDe(request, token, ciclo.uuid, productor.cuenta_uuid)).find((d) => d.uuid === nueva.uuid)!;
    expect(pagada).toMatchObject({ recuperacion_credito: 500_00, pagado: 150_00 });
    expect(await saldo()).toBe(500_00);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
}
