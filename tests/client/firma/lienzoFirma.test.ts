import { describe, expect, it } from 'vitest';
import { LIENZO_FIRMA } from '@domain/comite/firma';
import {
  dibujarImagenFirma,
  dibujarTextoFirma,
  encuadre,
  ESCALA_FIRMA,
  FUENTE_FIRMA,
  MARGEN_FIRMA,
  prepararLienzo,
  TINTA_FIRMA,
} from '../../../src/components/firma/lienzoFirma';

/**
 * The node test environment has no canvas: a minimal stand-in records what is drawn and answers `toDataURL` with a
 * PNG data URL naming its size, enough to check what each mode draws and returns (the real drawing is seen in the
 * browser, see docs/DECISIONES.md 'firma del comité').
 */
function lienzoFalso() {
  const trazos: { op: string; args: unknown[]; font?: string; fillStyle?: string; textAlign?: string }[] = [];
  const ctx = {
    font: '',
    fillStyle: '',
    textAlign: '',
    textBaseline: '',
    setTransform: (...args: unknown[]) => trazos.push({ op: 'setTransform', args }),
    fillRect: (...args: unknown[]) => trazos.push({ op: 'fillRect', args, fillStyle: ctx.fillStyle }),
    fillText: (...args: unknown[]) =>
      trazos.push({ op: 'fillText', args, font: ctx.font, fillStyle: ctx.fillStyle, textAlign: ctx.textAlign }),
    drawImage: (...args: unknown[]) => trazos.push({ op: 'drawImage', args }),
  };
  const lienzo = {
    width: 0,
    height: 0,
    getContext: (tipo: string) => (tipo === '2d' ? ctx : null),
    toDataURL: (tipo: string) => `data:${tipo};base64,${lienzo.width}x${lienzo.height}`,
  };
  return { lienzo: lienzo as unknown as HTMLCanvasElement, trazos };
}

describe('el lienzo de la firma: 250×125 (spec 000 §4), blanco, a escala 2', () => {
  it('prepararLienzo fija 500×250 píxeles, escala 2 y pinta el fondo blanco', () => {
    const { lienzo, trazos } = lienzoFalso();
    expect(prepararLienzo(lienzo)).not.toBeNull();
    expect([lienzo.width, lienzo.height]).toEqual([LIENZO_FIRMA.ancho * ESCALA_FIRMA, LIENZO_FIRMA.alto * ESCALA_FIRMA]);
    expect([lienzo.width, lienzo.height]).toEqual([500, 250]);
    expect(trazos).toEqual([
      { op: 'setTransform', args: [2, 0, 0, 2, 0, 0] },
      { op: 'fillRect', args: [0, 0, 250, 125], fillStyle: '#ffffff' },
    ]);
  });
});

describe('«Nombre completo» e «Iniciales» dibujan el texto al tamaño de R041 y devuelven un PNG', () => {
  const casos: [string, 'nombre' | 'iniciales', number][] = [
    ['Ana López', 'nombre', 32],
    ['María José Pérez Hern', 'nombre', 30],
    ['María José Pérez Hernández-Cr', 'nombre', 24],
    ['María José Pérez Hernández-Cruz', 'nombre', 22],
    ['MJPH', 'iniciales', 72],
  ];
  for (const [texto, modo, tamano] of casos) {
    it(`${modo} «${texto}» (${[...texto].length} caracteres) → ${tamano} px, centrado, en tinta azul`, () => {
      const { lienzo, trazos } = lienzoFalso();
      expect(dibujarTextoFirma(lienzo, texto, modo)).toBe('data:image/png;base64,500x250');
      const t = trazos.find((x) => x.op === 'fillText')!;
      expect(t.font).toBe(`italic ${tamano}px ${FUENTE_FIRMA}`);
      expect(t.args).toEqual([texto, 125, 62.5, 250 - 2 * MARGEN_FIRMA]);
      expect(t.fillStyle).toBe(TINTA_FIRMA);
      expect(t.textAlign).toBe('center');
    });
  }
  it('los espacios de los extremos no se dibujan ni cuentan', () => {
    const { lienzo, trazos } = lienzoFalso();
    dibujarTextoFirma(lienzo, '   Ana   ', 'nombre');
    expect(trazos.find((x) => x.op === 'fillText')!.args[0]).toBe('Ana');
  });
  it('sin texto no hay firma (null) y el lienzo queda en blanco', () => {
    const { lienzo, trazos } = lienzoFalso();
    expect(dibujarTextoFirma(lienzo, '   ', 'nombre')).toBeNull();
    expect(trazos.some((x) => x.op === 'fillText')).toBe(false);
  });
  it('la letra es manuscrita del sistema con respaldo cursive (nada se descarga)', () => {
    expect(FUENTE_FIRMA.endsWith(', cursive')).toBe(true);
    expect(FUENTE_FIRMA).not.toMatch(/url\(|https?:/);
  });
});

describe('«Subir imagen» y «Usar firma»: la imagen se vuelve a dibujar dentro del recuadro', () => {
  it('encuadre: una imagen ancha llena el ancho libre, centrada en alto', () => {
    expect(encuadre(468, 100)).toEqual({ x: 8, y: 37.5, ancho: 234, alto: 50 });
  });
  it('encuadre: una imagen alta llena el alto libre, centrada en ancho', () => {
    expect(encuadre(100, 218)).toEqual({ x: 100, y: 8, ancho: 100 * (109 / 218), alto: 109 });
  });
  it('encuadre: una imagen pequeña se agranda sin deformarse', () => {
    const e = encuadre(25, 10);
    expect(e.ancho / e.alto).toBeCloseTo(2.5);
    expect(e.ancho).toBeCloseTo(234);
  });
  it('dibujarImagenFirma pinta la imagen encuadrada sobre blanco y devuelve un PNG de 500×250', () => {
    const { lienzo, trazos } = lienzoFalso();
    const img = { naturalWidth: 468, naturalHeight: 100 } as HTMLImageElement;
    expect(dibujarImagenFirma(lienzo, img)).toBe('data:image/png;base64,500x250');
    expect(trazos.map((t) => t.op)).toEqual(['setTransform', 'fillRect', 'drawImage']);
    expect(trazos[2].args).toEqual([img, 8, 37.5, 234, 50]);
  });
  it('una imagen sin tamaño (no decodificada) no da firma', () => {
    const { lienzo } = lienzoFalso();
    expect(dibujarImagenFirma(lienzo, { naturalWidth: 0, naturalHeight: 0 } as HTMLImageElement)).toBeNull();
  });
});
