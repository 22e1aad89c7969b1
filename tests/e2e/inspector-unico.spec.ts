import type { AvanceSic } from '@domain/contrato/tableros';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo } from './ayuda';
import { tokenDe } from './paginas/api';
import { cicloActual, llamarTablero } from './paginas/tableros';

/**
 * Issue 22 item 20: one inspector per inspection. The home dashboard's Inspector filter lists the registry's
 * inspectors (the padrón's column), not the user who captured the forms, and each latest record names the inspector
 * the padrón gives its account.
 */
interface Ultimos {
  data: Pick<AvanceSic, 'ultimos'>;
}
interface Padron {
  data: { productor_uuid: string; s1_lista_inspector_str: string | null }[];
}

for (const [nombre, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: el inspector del tablero es el del padrón (issue 22 item 20)`, async ({ page, request }) => {
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const ciclo = await cicloActual(request, token);
    const { ultimos } = (await llamarTablero<Ultimos>(request, token, 'dashboards/avances/sic', ciclo)).data;
    const primero = ultimos[0];
    const padron = (await (
      await request.post('/api/tx_padron_completo_search', {
        headers: { Authorization: `Bearer ${token}` },
        data: {
          filters: [
            { column: 'id_ciclo', operator: '=', value: ciclo },
            { column: 'nombre', operator: 'like', value: primero.nombre_productor },
          ],
          per_page: 100,
        },
      })
    ).json()) as Padron;
    const fila = padron.data.find((f) => f.productor_uuid === primero.uuid_productor);
    expect(fila?.s1_lista_inspector_str, 'el padrón nombra al inspector de la cuenta').toBeTruthy();

    await page.setViewportSize(tamano);
    await entrarComo(page, 'admin@cosecha.demo');
    await expect(page).toHaveURL('/dashboard');
    const recientes = page.getByRole('list', { name: 'Últimos registros' });
    await expect(recientes.getByRole('listitem').first()).toContainText(`Inspector: ${fila!.s1_lista_inspector_str}`);

    await page.getByRole('region', { name: 'Filtros' }).getByRole('combobox', { name: 'Inspector' }).click();
    const opciones = page.getByRole('listbox').getByRole('option');
    for (const i of ['Carmen Vázquez López', 'Lucía Hernández Gómez', 'Rogelio Méndez Pérez', 'Tomás Aguilar Ruiz'])
      await expect(opciones.filter({ hasText: i })).toHaveCount(1);
    await expect(opciones.filter({ hasText: 'Martín Hernández Cruz' })).toHaveCount(0);
  });
}
