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
  it('con una firma ya elegida (valorInicial) la muestra a 140 px y ofrece cambiarla o quitarla', () => {
    const png = 'data:image/png;base64,iVBORw0KGgo=';
    const conFirma = renderToString(<SelectorFirma etiqueta="Firma del evaluador" onCambio={() => undefined} valorInicial={png} />);
    expect(conFirma).toMatch(new RegExp(`<img[^>]*src="${png.replace(/[+/=]/g, '\\$&')}"`));
    expect(conFirma).toContain('alt="Firma del evaluador: vista previa"');
    // spec 000 §9: the preview is 140 px high (emotion writes the rule next to the markup)
    expect(conFirma).toContain('height:140px;');
    expect(conFirma).toMatch(/<button[^>]*>.*Cambiar firma<\/button>/);
    expect(conFirma).toContain('Quitar firma');
    expect(conFirma).not.toContain('Sin firma.');
  });
  it('el Firma de siempre (solo dibujo) sigue exportado con el mismo contrato', () => {
    expect(renderToString(<Firma etiqueta="Firma del productor" onCambio={() => undefined} />)).toContain('Cargando');
  });
});
