import { renderToString } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { Firma } from '../../../src/components/firma';
import { SelectorFirma } from '../../../src/components/firma/SelectorFirma';

/**
 * What the selector shows before anyone opens the dialog, rendered on the server side of React (the node test
 * environment has no DOM: the dialog's behaviour is checked in a browser, docs/DECISIONES.md 'firma del comité').
 */
describe('SelectorFirma: lo que se ve antes de firmar', () => {
  const html = renderToString(<SelectorFirma etiqueta="Firma del evaluador" onCambio={() => undefined} firmaGuardada={null} />);

  it('un grupo nombrado por la etiqueta, con su título', () => {
    expect(html).toMatch(/role="group" aria-labelledby="([^"]+)"/);
    const id = /role="group" aria-labelledby="([^"]+)"/.exec(html)![1];
    expect(html).toContain(`id="${id}"`);
    expect(html).toMatch(/<h3[^>]*>Firma del evaluador<\/h3>/);
  });
  it('el estado vacío dice qué hacer, y el botón «Firmar» abre el diálogo', () => {
    expect(html).toContain('Sin firma. Pulse «Firmar» para dibujarla, escribir su nombre o sus iniciales, o subir una imagen.');
    expect(html).toMatch(/<button[^>]*>.*Firmar<\/button>/);
    expect(html).not.toContain('Quitar firma');
  });
  it('el diálogo (y signature_pad) no están en la primera pintura: se cargan al abrir', () => {
    expect(html).not.toContain('role="dialog"');
    expect(html).not.toContain('canvas');
  });
  it('el Firma de siempre (solo dibujo) sigue exportado con el mismo contrato', () => {
    expect(renderToString(<Firma etiqueta="Firma del productor" onCambio={() => undefined} />)).toContain('Cargando');
  });
});
