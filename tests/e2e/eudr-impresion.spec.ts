import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { expect, test } from './prueba';
import { ANCHO, ESTRECHO, entrarComo } from './ayuda';
import { tokenDe } from './paginas/api';
import { parcelaConInspeccionEudr } from './paginas/parcelas';
import { ReporteEudr } from './paginas/reporte-eudr';

/**
 * Issue 22 items 12 and 21: the EUDR report ('Descargar reporte' prints the tab, R070) is the document a buyer or
 * auditor receives. Printed, it carries neither the app's shell (bar, menu, tabs, buttons) nor collapsed sections:
 * every inspection answer is on the page.
 */
const RESPUESTAS = ['¿Se convirtió bosque en cultivo después del 31 de diciembre de 2020?', 'Uso del suelo en 2023'];

for (const [nombre, ancho] of [
  ['1280 px', ANCHO],
  ['390 px', ESTRECHO],
] as const) {
  test(`${nombre}: el reporte EUDR impreso no lleva la barra, el menú ni los botones, y sí todas las respuestas de la inspección (issue 22 items 12 y 21)`, async ({
    page,
  }) => {
    await page.setViewportSize(ancho);
    await entrarComo(page, 'gerente@cosecha.demo');
    const uuid = await parcelaConInspeccionEudr(page.request, await tokenDe(page.request, 'gerente@cosecha.demo'));
    expect(uuid, 'alguna parcela de la demostración tiene inspección').not.toBeNull();
    const reporte = new ReporteEudr(page);
    await reporte.abrir(uuid!);
    // on screen the sections stay folded: the answers are one click away
    await expect(reporte.informacion().getByText(RESPUESTAS[0])).toBeHidden();

    await reporte.comoImpreso();
    for (const l of reporte.shell()) await expect(l).toBeHidden();
    for (const r of RESPUESTAS) await expect(reporte.informacion().getByText(r)).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Análisis de riesgo EUDR' })).toBeVisible();
    await expect(page.getByText(/^Reporte EUDR · /)).toBeVisible();

    // the PDF the browser makes of it: the answers in, the menu out
    const pdf = await page.pdf({ landscape: true, printBackground: true });
    const dir = mkdtempSync(join(tmpdir(), 'reporte-eudr-'));
    writeFileSync(join(dir, 'r.pdf'), pdf);
    const texto = execFileSync('pdftotext', ['-layout', join(dir, 'r.pdf'), '-'], { encoding: 'utf8' }).replace(/\s+/g, ' ');
    expect(texto).toContain('Uso del suelo en 2023');
    expect(texto).toContain('Análisis de riesgo EUDR');
    expect(texto).not.toContain('Descargar reporte');
    expect(texto).not.toContain('Versión para compartir');
    expect(texto).not.toContain('Perfil general');
  });
}
