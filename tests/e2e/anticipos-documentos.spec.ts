import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo } from './ayuda';
import { tokenDe } from './paginas/api';
import { PaginaAnticipos } from './paginas/anticipos';
import { guardarDescarga } from './paginas/descargas';
import { textoDePdf } from './paginas/acopio-recibos';
import { formatoCentavos } from '../../domain/comun/formato';
import type { FilaAnticipo } from '../../domain/contrato/anticipos';

/**
 * Issue 25 in the browser: the cacao cooperative's manager lends a credit, takes a cash repayment, then downloads from
 * the advances screen the credit's receipt with its promissory note and the producer's account statement, and reads
 * them: the amount in figures and words, the repayment, the balance the API gives, the statement's debt of credits.
 */
const ANCHOS = [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const;

for (const [nombre, tamano] of ANCHOS) {
  test(`un gerente descarga el recibo con pagaré y el estado de cuenta de un crédito (${nombre})`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const folio = `DOC-${nombre.slice(0, 3)}-${Date.now() % 100000}`;
    const p = new PaginaAnticipos(page);
    await entrarComo(page, 'gerente@cosecha.demo');
    await p.abrir();
    await p.boton('Nuevo crédito').click();
    const alta = p.panel('Registrar crédito precosecha');
    await alta.getByRole('textbox', { name: 'Folio' }).fill(folio);
    const productor = await p.elegirProductor(alta, 'a');
    await alta.getByRole('textbox', { name: 'Monto' }).fill('2500');
    await alta.getByRole('textbox', { name: 'Interés mensual (%)' }).fill('2');
    await alta.getByRole('button', { name: 'Guardar' }).click();
    await expect(page.getByText(`Se guardó con éxito el crédito ${folio}.`)).toBeVisible();

    await p.elegir(folio);
    await p.boton('Abono de efectivo').click();
    const abono = p.panel('Abono de efectivo');
    await abono.getByRole('textbox', { name: 'Monto' }).fill('1000');
    await abono.getByRole('button', { name: 'Guardar' }).click();
    await expect(abono).toBeHidden();

    const token = await tokenDe(request, 'gerente@cosecha.demo');
    const lista = await request.post('/api/anticipos_search', {
      headers: { Authorization: `Bearer ${token}` },
      data: { filters: [{ column: 'q', operator: 'like', value: folio }] },
    });
    const [api] = (await lista.json()).data as FilaAnticipo[];
    expect(api).toMatchObject({ folio, total_anticipos_recuperados: 100_000, total_saldo: 150_000 });

    const recibo = await guardarDescarga(page, p.boton('Recibo'));
    expect(recibo.nombre).toBe(`credito_${folio}.pdf`);
    const texto = textoDePdf(recibo.ruta).replace(/\s+/g, ' ');
    for (const t of [
      productor,
      `Folio ${folio}`,
      '$2,500.00',
      'DOS MIL QUINIENTOS PESOS 00/100 M.N.',
      'Abono en efectivo',
      `Saldo ${formatoCentavos(api.total_saldo)}`,
      'PAGARÉ',
      'Debo y pagaré incondicionalmente',
      'Firma del deudor',
    ])
      expect(texto, t).toContain(t);

    const totales = await request.post('/api/anticipos_search', {
      headers: { Authorization: `Bearer ${token}` },
      data: {
        totales: true,
        filters: [
          { column: 'id_ciclo', operator: '=', value: api.id_ciclos },
          { column: 'productor_uuid', operator: '=', value: api.productor_uuid },
        ],
      },
    });
    const deuda = Number((await totales.json()).totales.total_saldo);
    const estado = await guardarDescarga(page, p.boton('Estado de cuenta'));
    expect(estado.nombre).toMatch(/^estado_de_cuenta_.+\.pdf$/);
    const textoEstado = textoDePdf(estado.ruta).replace(/\s+/g, ' ');
    for (const t of [productor, 'Estado de cuenta', `Folio ${folio}`, 'Préstamo $2,500.00', `Adeudo de créditos ${formatoCentavos(deuda)}`])
      expect(textoEstado, t).toContain(t);
  });
}
