import { describe, expect, it } from 'vitest';
import {
  esImagenFirmaValida,
  largoFirma,
  resolverFirmaGuardada,
  tamanoLetraFirma,
  tipoPorContenido,
  TAMANO_INICIALES,
} from '@domain/comite/firma';

/** A name of exactly `n` characters, as a person would type it (letters and spaces). */
const nombreDe = (n: number) => 'María José Pérez Hernández-Cruz López Ruiz'.slice(0, n);

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff, 0xe0, 0x00, 0x10, 0x4a, 0x46];
const GIF89 = [...Buffer.from('GIF89a'), 0x01, 0x00];
const GIF87 = [...Buffer.from('GIF87a'), 0x01, 0x00];
const BMP = [0x42, 0x4d, 0x36, 0x00, 0x0c, 0x00, 0x00, 0x00];
const TEXTO = [...Buffer.from('hola, no')];

describe('R041: tamaño de letra de la firma por largo del nombre', () => {
  it('ejemplo 1: largo 31 → 22', () => expect(tamanoLetraFirma(nombreDe(31), 'nombre')).toBe(22));
  it('ejemplo 2: largo 27 → 24', () => {
    expect(largoFirma(nombreDe(27))).toBe(27);
    expect(tamanoLetraFirma(nombreDe(27), 'nombre')).toBe(24);
  });
  it('ejemplo 3: largo 23 → 28; largo 19 → 32', () => {
    expect(tamanoLetraFirma(nombreDe(23), 'nombre')).toBe(28);
    expect(tamanoLetraFirma(nombreDe(19), 'nombre')).toBe(32);
  });
  it('ejemplo 4: iniciales → 72, sea cual sea el largo', () => {
    expect(tamanoLetraFirma('MJPH', 'iniciales')).toBe(72);
    expect(tamanoLetraFirma(nombreDe(31), 'iniciales')).toBe(TAMANO_INICIALES);
    expect(TAMANO_INICIALES).toBe(72);
  });

  // DECISIONS.md R041 settles the overlaps: ≥ 31 → 22; 25–30 → 24; 22–24 → 28; 20–21 → 30; ≤ 19 → 32.
  const limites: [number, number][] = [
    [1, 32],
    [18, 32],
    [19, 32],
    [20, 30],
    [21, 30],
    [22, 28],
    [24, 28],
    [25, 24],
    [30, 24],
    [31, 22],
    [42, 22],
  ];
  for (const [largo, tamano] of limites) {
    it(`largo ${largo} → ${tamano}`, () => {
      const nombre = nombreDe(largo);
      expect(largoFirma(nombre)).toBe(largo);
      expect(tamanoLetraFirma(nombre, 'nombre')).toBe(tamano);
    });
  }

  it('los espacios de los extremos no cuentan; una letra acentuada cuenta una vez', () => {
    expect(largoFirma('  Ana  ')).toBe(3);
    // 'é' written as e + combining accent is one character once composed
    expect(largoFirma('Jose\u0301')).toBe(4);
    expect(tamanoLetraFirma(`   ${nombreDe(19)}   `, 'nombre')).toBe(32);
    expect(tamanoLetraFirma('Ñ'.repeat(31), 'nombre')).toBe(22);
  });
  it('un nombre vacío usa el tamaño mayor (no se dibuja nada)', () => expect(tamanoLetraFirma('', 'nombre')).toBe(32));
});

describe('R043: archivo de firma JPG, PNG o GIF por tipo Y por contenido', () => {
  it('ejemplo 1: firma.jpeg → válida', () => expect(esImagenFirmaValida('image/jpeg', JPEG)).toBe(true));
  it('ejemplo 2: firma.gif → válida (GIF89a y GIF87a)', () => {
    expect(esImagenFirmaValida('image/gif', GIF89)).toBe(true);
    expect(esImagenFirmaValida('image/gif', GIF87)).toBe(true);
  });
  it('ejemplo 3: firma.bmp → no válida (por tipo y por contenido)', () => {
    expect(esImagenFirmaValida('image/bmp', BMP)).toBe(false);
    expect(esImagenFirmaValida('image/png', BMP)).toBe(false);
  });
  it('un PNG es válido', () => expect(esImagenFirmaValida('image/png', PNG)).toBe(true));
  it('un texto renombrado firma.png (declara image/png) no es válido', () => {
    expect(esImagenFirmaValida('image/png', TEXTO)).toBe(false);
  });
  it('un PNG declarado como texto no es válido: ambos deben decir imagen', () => {
    expect(esImagenFirmaValida('text/plain', PNG)).toBe(false);
    expect(esImagenFirmaValida('', PNG)).toBe(false);
  });
  it('image/jpg e image/pjpeg (lo que declaran algunos sistemas) son JPEG', () => {
    expect(esImagenFirmaValida('image/jpg', JPEG)).toBe(true);
    expect(esImagenFirmaValida('IMAGE/PJPEG', JPEG)).toBe(true);
  });
  it('pocos bytes (archivo vacío o cortado) no son imagen', () => {
    expect(esImagenFirmaValida('image/png', PNG.slice(0, 7))).toBe(false);
    expect(esImagenFirmaValida('image/jpeg', [])).toBe(false);
    expect(esImagenFirmaValida('image/gif', [...Buffer.from('GIF8')])).toBe(false);
  });
  it('el contenido dice el formato', () => {
    expect(tipoPorContenido(new Uint8Array(PNG))).toBe('image/png');
    expect(tipoPorContenido(JPEG)).toBe('image/jpeg');
    expect(tipoPorContenido(GIF89)).toBe('image/gif');
    expect(tipoPorContenido(Buffer.from('GIF90a..'))).toBeNull();
    expect(tipoPorContenido(BMP)).toBeNull();
  });
});

describe('R042 adaptado: la firma guardada del usuario', () => {
  const uuid = '0b9d3f8e-5c1a-4e7b-9a2d-3f4e5a6b7c8d';
  it('ejemplo 1 adaptado: un valor corto (< 50) que es el uuid de un archivo se lee por archivos/{uuid}', () => {
    expect(resolverFirmaGuardada(uuid)).toEqual({ tipo: 'archivo', uuid });
    expect(resolverFirmaGuardada(uuid.toUpperCase())).toEqual({ tipo: 'archivo', uuid });
  });
  it('ejemplo 2: un data:image/png;base64 (≥ 50) se usa tal cual', () => {
    const url = `data:image/png;base64,${'A'.repeat(60)}`;
    expect(resolverFirmaGuardada(url)).toEqual({ tipo: 'url', url });
  });
  it('ejemplo 3 adaptado: una ruta de almacenamiento (/usuarios/abc.png) no la sirve esta aplicación → sin "Usar firma"', () => {
    expect(resolverFirmaGuardada('/usuarios/abc.png')).toBeNull();
    expect(resolverFirmaGuardada('usuarios/firma_12.png')).toBeNull();
  });
  it('una URL de objeto (blob:) se usa tal cual', () => {
    const url = `blob:http://localhost:4600/${uuid}`;
    expect(resolverFirmaGuardada(url)).toEqual({ tipo: 'url', url });
  });
  it('sin firma, vacía u otra dirección → null', () => {
    expect(resolverFirmaGuardada(null)).toBeNull();
    expect(resolverFirmaGuardada(undefined)).toBeNull();
    expect(resolverFirmaGuardada('   ')).toBeNull();
    expect(resolverFirmaGuardada(`https://ejemplo.com/${'x'.repeat(60)}.png`)).toBeNull();
    expect(resolverFirmaGuardada(`data:text/html;base64,${'A'.repeat(60)}`)).toBeNull();
  });
});
