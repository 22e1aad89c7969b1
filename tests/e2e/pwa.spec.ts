import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarPorFormulario, esperarTrabajador } from './ayuda';
import { rutas } from '../../domain/comun/rutas';

/**
 * Issue 28, the installable app: against the build `npm start` serves (a secure context: http://127.0.0.1), a
 * collector signs in, the service worker takes over the page, the manifest names the app, and with the network down
 * the collection screens and the sign-in page still open (the kept shell, not the browser's offline page). The data
 * offline is the device copy's and the outbox's (their own specs): here the API calls simply fail.
 */
test.use({ serviceWorkers: 'allow' });

for (const [ancho, tamano] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`a ${ancho}: la app se instala y abre sin conexión las pantallas de acopio y el ingreso`, async ({ page, context }) => {
    await page.setViewportSize(tamano);
    await entrarPorFormulario(page, 'acopio@cosecha.demo');
    await esperarTrabajador(page);

    const manifiesto = await page.evaluate(async () => {
      const enlace = document.querySelector<HTMLLinkElement>('link[rel="manifest"]');
      return enlace ? ((await (await fetch(enlace.href)).json()) as Record<string, unknown>) : null;
    });
    expect(manifiesto).toMatchObject({
      name: 'Cosecha',
      short_name: 'Cosecha',
      lang: 'es',
      start_url: '/admin/acopio',
      display: 'standalone',
      theme_color: '#2F5711',
      background_color: '#ffffff',
    });
    const iconos = manifiesto!.icons as { sizes: string; purpose?: string }[];
    expect(iconos.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
    expect(iconos.some((i) => i.purpose === 'maskable')).toBe(true);

    await context.setOffline(true);
    for (const ruta of [rutas.acopioEntregas(), rutas.acopio()]) {
      await page.goto(ruta);
      // the kept shell with its top bar and the screen's route (not the browser's offline page, not 'no existe')
      await expect(page.getByRole('banner').getByRole('img', { name: 'Cosecha' })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
      await expect(page.getByText('Esta página no existe')).toBeHidden();
    }

    await page.goto('/user/login-v3');
    await expect(page.getByLabel('Correo electrónico')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Ingresar' })).toBeVisible();
    await context.setOffline(false);
  });
}
