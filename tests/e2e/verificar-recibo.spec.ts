import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO } from './ayuda';
import { tokenDe } from './paginas/api';
import { entregaDePrueba, textoDePdf } from './paginas/acopio-recibos';
import { MENSAJES_VERIFICACION_PUBLICA } from '@domain/acopio/verificacion-publica';

/**
 * Issue 22 item 14: whoever holds a printed receipt opens the address printed under its QR, without an account, and
 * reads what the cooperative recorded; an unknown code says so. At 1280 and 390 px.
 */
for (const [nombre, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test.describe(`verificar un recibo sin sesión a ${nombre}`, () => {
    test.use({ viewport: tamano });

    test('la dirección impresa en el recibo muestra folio, fecha, peso e importe, y del productor solo sus iniciales', async ({
      page,
      request,
    }) => {
      const token = await tokenDe(request, 'admin@cosecha.demo');
      const entrega = await entregaDePrueba(request, token);
      const pdf = await request.get(`/api/recibos/entregas/descargar/${entrega.uuid}`, { headers: { Authorization: `Bearer ${token}` } });
      expect(pdf.status()).toBe(200);
      const ruta = join(mkdtempSync(join(tmpdir(), 'recibo-')), 'recibo.pdf');
      writeFileSync(ruta, await pdf.body());
      const url = /Verificar en (\S+)/.exec(textoDePdf(ruta))?.[1];
      expect(url, 'el recibo imprime la dirección de verificación').toMatch(/\/verificar\/\d+-[0-9a-f]{20}$/);

      // A person who never signed in: the page opens outside the app, with no sign-in step.
      await page.goto(new URL(url!).pathname);
      await expect(page.getByRole('heading', { name: 'Verificación de recibo' })).toBeVisible();
      await expect(page.getByText(MENSAJES_VERIFICACION_PUBLICA.vigente)).toBeVisible();
      await expect(page.locator('[data-dato="Folio"]')).toHaveText(entrega.folio);
      await expect(page.locator('[data-dato="Peso neto"]')).toHaveText('146.50 kg');
      await expect(page.locator('[data-dato="Importe"]')).toHaveText('$ 5,860.00');
      await expect(page.locator('[data-dato="Productor (iniciales)"]')).toHaveText(/^([A-ZÁÉÍÓÚÑ]\. ?)+$/);
      await expect(page.getByText(entrega.productor.nombre)).toHaveCount(0);
      await expect(page).toHaveTitle('Cosecha · Verificar recibo');
      expect(page.url()).not.toContain('login');
      expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth + 1)).toBe(true);
    });

    test('un código que no existe lo dice, sin pedir sesión', async ({ page }) => {
      await page.goto('/verificar/1-00000000000000000000');
      await expect(page.getByText(MENSAJES_VERIFICACION_PUBLICA.noExiste)).toBeVisible();
      expect(page.url()).not.toContain('login');
    });
  });
}
