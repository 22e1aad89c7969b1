import { randomUUID } from 'node:crypto';
import { test, expect } from './prueba';
import { ANCHO, ESTRECHO, entrarComo, sinViolacionesGraves } from './ayuda';
import { tokenDe } from './paginas/api';
import { crearProductor } from './paginas/productores';
import { bajasPendientes, PaginaSolicitudesPadron } from './paginas/padron-altas';
import { Marco } from './paginas/marco';

/**
 * The registry's additions and removals (spec 001 §2.12, §8; 000 §2 bell and badge): a person confirms two new
 * producers and sees the Altas count fall, cancels a third, and confirms a pending removal with its reason. Each
 * journey registers its own producers through the API (their altas wait as pending), so it does not depend on what
 * other files did on the same server.
 */
const nombreCompleto = (nombres: string) => `${nombres} Prueba Baja`;

for (const [nombre, tamano] of [
  ['escritorio', ANCHO],
  ['teléfono', ESTRECHO],
] as const) {
  test(`confirma dos altas, cancela una y da de baja a un productor con su motivo (${nombre})`, async ({ page, request }) => {
    test.slow();
    await page.setViewportSize(tamano);
    const token = await tokenDe(request, 'admin@cosecha.demo');
    const marca = randomUUID().slice(0, 5);
    const [a, b, c] = ['Anselmo', 'Benita', 'Casimiro'].map((n) => `${n} ${marca}`);
    for (const n of [a, b, c]) await crearProductor(request, token, n);

    await entrarComo(page, 'admin@cosecha.demo');
    const p = new PaginaSolicitudesPadron(page);
    await p.abrir('altas');
    await expect(p.fila(nombreCompleto(a))).toBeVisible();
    await expect(p.boton('Confirmar alta')).toBeDisabled();
    await expect(p.boton('Cancelar alta')).toBeDisabled();
    const badge = tamano === ANCHO ? await p.pendientesEnMenu() : 0;
    await sinViolacionesGraves(page);

    // Confirm two: the dialog preselects both registers; with none its button is disabled.
    await p.seleccionar([nombreCompleto(a), nombreCompleto(b)]);
    await expect(page.getByText('2 productores seleccionados', { exact: true })).toBeVisible();
    await p.boton('Confirmar alta').click();
    const d = p.dialogo();
    await expect(d.getByRole('checkbox', { name: 'Padrón de la cooperativa' })).toBeChecked();
    await expect(d.getByRole('checkbox', { name: 'Padrón orgánico' })).toBeChecked();
    await sinViolacionesGraves(page);
    await d.getByRole('checkbox', { name: 'Padrón de la cooperativa' }).uncheck();
    await d.getByRole('checkbox', { name: 'Padrón orgánico' }).uncheck();
    await expect(d.getByRole('button', { name: 'Confirmar alta' })).toBeDisabled();
    await d.getByRole('checkbox', { name: 'Padrón de la cooperativa' }).check();
    await d.getByRole('button', { name: 'Confirmar alta' }).click();
    await expect(p.aviso('Se ha confirmado el alta de 2 productores')).toBeVisible();
    await expect(p.fila(nombreCompleto(a))).toHaveCount(0);
    if (tamano === ANCHO) await expect.poll(() => p.pendientesEnMenu()).toBe(badge - 2);

    // Cancel one.
    await p.seleccionar([nombreCompleto(c)]);
    await p.boton('Cancelar alta').click();
    await expect(p.dialogo()).toContainText('1 productor seleccionado');
    await p.dialogo().getByRole('button', { name: 'Cancelar alta' }).click();
    await expect(p.aviso('Se ha cancelado el alta de 1 productor')).toBeVisible();
    await expect(p.fila(nombreCompleto(c))).toHaveCount(0);

    // Historial: the decisions with their state; each name links to the producer's profile.
    await p.vista('Historial').click();
    await expect(p.fila(nombreCompleto(a))).toContainText('Confirmada');
    await expect(p.fila(nombreCompleto(c))).toContainText('Cancelada');
    await expect(page.getByRole('checkbox', { name: `Seleccionar a ${nombreCompleto(a)}` })).toHaveCount(0);
    await sinViolacionesGraves(page);

    // A removal confirmed with its reason (the demo's pending removals come from the field).
    const [baja] = await bajasPendientes(request, token);
    await p.abrir('bajas');
    await expect(p.fila(baja.nombre)).toContainText(baja.motivo_baja);
    await p.seleccionar([baja.nombre]);
    await p.boton('Dar de baja').click();
    await expect(p.dialogo().getByRole('checkbox', { name: 'Padrón de la cooperativa' })).toBeChecked();
    await p.dialogo().getByRole('button', { name: 'Dar de baja' }).click();
    await expect(p.aviso('Se ha confirmado la baja de 1 productor')).toBeVisible();
    await p.vista('Historial').click();
    const hecha = p.fila(baja.nombre).filter({ hasText: 'Confirmada' });
    await expect(hecha).toContainText(baja.motivo_baja);
    await sinViolacionesGraves(page);
  });
}

test('la campana del padrón se ve con altas pendientes y desaparece al confirmarlas todas', async ({ page, request }) => {
  test.slow();
  await page.setViewportSize(ANCHO);
  const token = await tokenDe(request, 'gerente@cosecha.demo');
  await crearProductor(request, token, `Dámaso ${randomUUID().slice(0, 5)}`);
  await entrarComo(page, 'gerente@cosecha.demo');
  const p = new PaginaSolicitudesPadron(page);
  await p.abrir('altas');
  await expect(p.campana()).toBeVisible();
  await expect(p.enlaceAltas()).toHaveAccessibleName(/^Altas \(\d+ pendientes?\)$/);
  const todas = page.getByRole('checkbox', { name: 'Seleccionar todas las de esta página' });
  await expect(page.getByRole('checkbox', { name: /^Seleccionar a / }).first()).toBeVisible();
  while ((await page.getByRole('checkbox', { name: /^Seleccionar a / }).count()) > 0) {
    await todas.check();
    await p.boton('Confirmar alta').click();
    await p.dialogo().getByRole('button', { name: 'Confirmar alta' }).click();
    await expect(page.getByText(/^Se ha confirmado el alta de \d+ productor/)).toBeVisible();
    await expect(p.dialogo()).toHaveCount(0);
  }
  await expect(p.aviso('Sin registros encontrados')).toBeVisible();
  await expect(p.campana()).toHaveCount(0);
  await expect(p.enlaceAltas()).toHaveAccessibleName('Altas');
  await sinViolacionesGraves(page);
  // The profile link of a decided request opens the producer.
  await p.vista('Historial').click();
  const enlace = page.getByRole('table').getByRole('link').first();
  const nombre = await enlace.innerText();
  await enlace.click();
  await expect(page).toHaveURL(/\/admin\/cuentas\/perfil\//);
  await expect(page.getByText(nombre).first()).toBeVisible();
});

test('sin el permiso de Altas no hay entrada en el menú y la dirección escrita se niega', async ({ page }) => {
  // comité de evaluación: PADRON without PADRON_ALTAS or PADRON_BAJAS
  await entrarComo(page, 'comite.sierra@cosecha.demo');
  const p = new PaginaSolicitudesPadron(page);
  await expect(page.getByRole('navigation', { name: 'Menú principal' })).toContainText('Productores');
  await expect(p.enlaceAltas()).toHaveCount(0);
  await page.goto('/admin/padron/altas/list');
  await expect(new Marco(page).aviso('Acceso no autorizado')).toContainText('No tienes permiso para acceder a esta información');
});
