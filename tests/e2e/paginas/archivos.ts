import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';

/** Writes bytes to a fresh temporary file and returns its path (for `setInputFiles`). */
export function archivoTemporal(nombre: string, datos: Buffer | string): string {
  const ruta = join(mkdtempSync(join(tmpdir(), 'cosecha-e2e-')), nombre);
  writeFileSync(ruta, datos);
  return ruta;
}

/**
 * Drags a file onto a drop zone as a person would from the desktop: dragenter, dragover and drop
 * events carrying a DataTransfer built in the page with the file's bytes.
 */
export async function soltarArchivo(page: Page, zona: Locator, nombre: string, tipo: string, datos: Buffer): Promise<void> {
  const transferencia = await page.evaluateHandle(
    ({ nombre, tipo, bytes }) => {
      const dt = new DataTransfer();
      dt.items.add(new File([new Uint8Array(bytes)], nombre, { type: tipo }));
      return dt;
    },
    { nombre, tipo, bytes: [...datos] },
  );
  for (const evento of ['dragenter', 'dragover', 'drop']) await zona.dispatchEvent(evento, { dataTransfer: transferencia });
  await transferencia.dispose();
}

/** Width of an image as the browser decoded it (0 while it is not a real, loaded image). */
export const anchoDecodificado = (imagen: Locator): Promise<number> =>
  imagen.evaluate((i) => ((i as HTMLImageElement).complete ? (i as HTMLImageElement).naturalWidth : 0));
