import { expect, type Locator, type Page } from '../prueba';

/**
 * The committee's signature dialog (src/components/firma/SelectorFirma.tsx) as a person uses it, from its opening
 * button, by accessible names only. `etiqueta` picks one signature when a page has more than one (the group is
 * named by the selector's label); without it the page's only one is used. Each helper ends with the dialog closed
 * and the 140 px preview showing the new signature.
 */

/** What `subirFirma` takes: a file path, or a file built in the test. */
export type ArchivoFirma = string | { name: string; mimeType: string; buffer: Buffer };

function grupo(page: Page, etiqueta?: string): Locator | Page {
  return etiqueta ? page.getByRole('group', { name: etiqueta }) : page;
}

/** Opens the dialog ('Firmar', or 'Cambiar firma' once signed) and shows the named tab. */
export async function abrirDialogoFirma(page: Page, pestana: string, etiqueta?: string): Promise<Locator> {
  await grupo(page, etiqueta)
    .getByRole('button', { name: /^(Firmar|Cambiar firma)$/ })
    .click();
  const dialogo = page.getByRole('dialog');
  await expect(dialogo).toBeVisible();
  await dialogo.getByRole('tab', { name: pestana, exact: true }).click();
  await expect(dialogo.getByRole('tab', { name: pestana, exact: true })).toHaveAttribute('aria-selected', 'true');
  return dialogo;
}

async function guardarYVer(page: Page, dialogo: Locator, etiqueta?: string): Promise<void> {
  await dialogo.getByRole('button', { name: 'Guardar' }).click();
  await expect(dialogo).toBeHidden();
  await expect(grupo(page, etiqueta).getByRole('img', { name: /vista previa$/ })).toBeVisible();
}

/** 'Dibujar': a stroke across the 250×125 box with the mouse, then 'Guardar'. */
export async function firmarDibujando(page: Page, etiqueta?: string): Promise<void> {
  const dialogo = await abrirDialogoFirma(page, 'Dibujar', etiqueta);
  const lienzo = dialogo.getByRole('img', { name: 'Recuadro para dibujar la firma' });
  await expect(lienzo).toBeVisible();
  const caja = (await lienzo.boundingBox())!;
  await page.mouse.move(caja.x + 20, caja.y + 70);
  await page.mouse.down();
  for (const [dx, dy] of [
    [60, 30],
    [110, 90],
    [160, 40],
    [220, 80],
  ])
    await page.mouse.move(caja.x + dx, caja.y + dy, { steps: 5 });
  await page.mouse.up();
  await expect(dialogo.getByRole('button', { name: 'Limpiar' })).toBeEnabled();
  await guardarYVer(page, dialogo, etiqueta);
}

/** 'Nombre completo': types the name (drawn at the R041 size), then 'Guardar'. */
export async function firmarConNombre(page: Page, nombre: string, etiqueta?: string): Promise<void> {
  const dialogo = await abrirDialogoFirma(page, 'Nombre completo', etiqueta);
  await dialogo.getByRole('textbox', { name: 'Nombre completo' }).fill(nombre);
  await expect(dialogo.getByRole('img', { name: `Vista de la firma: ${nombre.trim()}` })).toBeVisible();
  await guardarYVer(page, dialogo, etiqueta);
}

/** 'Iniciales': types the initials (drawn at 72 px), then 'Guardar'. */
export async function firmarConIniciales(page: Page, iniciales: string, etiqueta?: string): Promise<void> {
  const dialogo = await abrirDialogoFirma(page, 'Iniciales', etiqueta);
  await dialogo.getByRole('textbox', { name: 'Iniciales' }).fill(iniciales);
  await expect(dialogo.getByRole('img', { name: `Vista de la firma: ${iniciales.trim()}` })).toBeVisible();
  await guardarYVer(page, dialogo, etiqueta);
}

/**
 * 'Subir imagen': chooses the file through the picker the button opens. A JPG, PNG or GIF shows its preview and is
 * saved; for any other file the helper returns with the dialog still open, for the test to check the spec's message.
 */
export async function subirFirma(page: Page, archivo: ArchivoFirma, etiqueta?: string): Promise<Locator> {
  const dialogo = await abrirDialogoFirma(page, 'Subir imagen', etiqueta);
  const selector = page.waitForEvent('filechooser');
  await dialogo.getByRole('button', { name: 'Elegir imagen (JPG, PNG o GIF)' }).click();
  await (await selector).setFiles(archivo);
  const vista = dialogo.getByRole('img', { name: /^Firma tomada de / });
  const error = dialogo.getByRole('alert');
  await expect(vista.or(error)).toBeVisible();
  if (await error.isVisible()) return dialogo;
  await guardarYVer(page, dialogo, etiqueta);
  return dialogo;
}

/** 'Firma guardada' → 'Usar firma': the signature saved in the user's profile, returned at once. */
export async function usarFirmaGuardada(page: Page, etiqueta?: string): Promise<void> {
  const dialogo = await abrirDialogoFirma(page, 'Firma guardada', etiqueta);
  await expect(dialogo.getByRole('img', { name: 'Su firma guardada' })).toBeVisible();
  await dialogo.getByRole('button', { name: 'Usar firma' }).click();
  await expect(dialogo).toBeHidden();
  await expect(grupo(page, etiqueta).getByRole('img', { name: /vista previa$/ })).toBeVisible();
}
