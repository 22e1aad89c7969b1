import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { MENSAJE_IMAGEN_FIRMA } from '@domain/comite/firma';
import { ErrorHttp } from '../../../server/errores';
import { firmaComoPng, MENSAJE_FIRMA_GRANDE } from '../../../server/modules/archivos/firma-comite';
import { PIXELES_FIRMA, reencodarFirma } from '../../../server/modules/archivos/imagen';
import { archivosAtaque, HTML, pixeles, pngConTexto } from './imagenes-ayudas';
import { jpegValido } from '../ayudas';
import { pngValido } from '../png';

/** A real image of one colour in the given format, as a scanner or a phone would send it. */
const imagen = (formato: 'gif' | 'jpeg' | 'png', ancho = 250, alto = 125) =>
  sharp({ create: { width: ancho, height: alto, channels: 3, background: { r: 26, g: 35, b: 126 } } })
    .toFormat(formato)
    .toBuffer();

/** The 422 `firmaComoPng` throws, as the committee's route answers it (server/errores.ts). */
async function error422(b: Buffer): Promise<{ status: number; message: string; errors: unknown }> {
  const e: unknown = await firmaComoPng(b).then(
    () => null,
    (x: unknown) => x,
  );
  expect(e).toBeInstanceOf(ErrorHttp);
  const h = e as ErrorHttp;
  return { status: h.status, message: h.message, errors: h.errors };
}

const esPng = (b: Buffer) => b.subarray(0, 8).equals(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));

describe('firma del comité: JPG, PNG o GIF se guardan como PNG (spec 000 §5, §7 firma.png)', () => {
  for (const formato of ['jpeg', 'gif', 'png'] as const) {
    it(`un ${formato.toUpperCase()} se decodifica y se vuelve PNG con los mismos píxeles`, async () => {
      const original = await imagen(formato);
      const r = await firmaComoPng(original);
      expect(esPng(r.contenido)).toBe(true);
      expect(r.img).toEqual({ mime: 'image/png', ancho: 250, alto: 125 });
      const visto = await pixeles(r.contenido);
      expect(visto.formato).toBe('png');
      expect(visto.datos).toBe((await pixeles(await sharp(original).png().toBuffer())).datos);
    });
  }

  it('el JPEG hecho a mano de las pruebas de logos también pasa', async () => {
    const r = await reencodarFirma(jpegValido(8, 8));
    expect(r?.img).toEqual({ mime: 'image/png', ancho: 8, alto: 8 });
  });

  it('un GIF animado guarda solo su primer cuadro', async () => {
    const cuadro = (r: number) =>
      sharp({ create: { width: 4, height: 2, channels: 3, background: { r, g: 0, b: 0 } } })
        .raw()
        .toBuffer();
    const [a, b] = await Promise.all([cuadro(255), cuadro(0)]);
    const gif = await sharp(Buffer.concat([a, b]), { raw: { width: 4, height: 4, channels: 3, pageHeight: 2 } } as never)
      .gif()
      .toBuffer();
    expect((await sharp(gif, { pages: -1 }).metadata()).pages).toBe(2);
    const r = await firmaComoPng(gif);
    expect(r.img).toMatchObject({ ancho: 4, alto: 2 });
  });

  it('lo que venía tras la cabecera (HTML en un PNG válido) no llega a lo guardado', async () => {
    const png = pngConTexto(16, 8);
    expect(png.includes(HTML)).toBe(true);
    const r = await firmaComoPng(png);
    expect(r.contenido.includes(HTML)).toBe(false);
    expect((await pixeles(r.contenido)).datos).toBe((await pixeles(pngValido(16, 8))).datos);
  });
});

describe('firma del comité: lo que no es imagen es 422 en español, con el mensaje de la especificación', () => {
  const esperado = { status: 422, message: MENSAJE_IMAGEN_FIRMA, errors: { firma_imagen: [MENSAJE_IMAGEN_FIRMA] } };

  it('un archivo de texto renombrado firma.png → 422', async () => {
    expect(await error422(Buffer.from('Esto no es una firma, es texto.\n'))).toEqual(esperado);
  });
  it('un BMP o un SVG → 422 (solo JPG, PNG o GIF)', async () => {
    const bmp = await sharp({ create: { width: 4, height: 4, channels: 3, background: '#000' } })
      .raw()
      .toBuffer();
    const conCabeceraBmp = Buffer.concat([Buffer.from('BM'), bmp]);
    expect(await error422(conCabeceraBmp)).toEqual(esperado);
    expect(await error422(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'))).toEqual(esperado);
  });
  it('cabecera válida sin píxeles (PNG con HTML, JPEG solo cabecera, GIF cortado) → 422', async () => {
    const a = archivosAtaque();
    const gif = await imagen('gif', 16, 16);
    for (const b of [a.pngConHtml, a.jpegSoloCabecera, gif.subarray(0, gif.length - 10)]) expect(await error422(b)).toEqual(esperado);
  });
  it('el campo puede llamarse de otro modo en otra ruta', async () => {
    await expect(firmaComoPng(Buffer.from('texto'), 'firma')).rejects.toMatchObject({ errors: { firma: [MENSAJE_IMAGEN_FIRMA] } });
  });
});

describe('firma del comité: límite de píxeles antes de decodificar', () => {
  it(`2048×1024 (${PIXELES_FIRMA} píxeles, el límite) se acepta`, async () => {
    expect((await firmaComoPng(await imagen('png', 2048, 1024))).img).toMatchObject({ ancho: 2048, alto: 1024 });
  });
  it('una imagen mayor (2048×1025, o la bomba de 4096×4096 de 25 kB) → 422 que dice qué tamaño usar', async () => {
    const grande = { status: 422, message: MENSAJE_FIRMA_GRANDE, errors: { firma_imagen: [MENSAJE_FIRMA_GRANDE] } };
    expect(await error422(await imagen('png', 2048, 1025))).toEqual(grande);
    expect(await error422(archivosAtaque().bomba)).toEqual(grande);
    expect(await error422(await imagen('gif', 3000, 1000))).toEqual(grande);
    expect(await error422(await imagen('jpeg', 1500, 1500))).toEqual(grande);
  });
});
