import { describe, expect, it } from 'vitest';
import { MENSAJE_IMAGEN_FIRMA } from '@domain/comite/firma';
import { revisarArchivoFirma } from '../../../src/components/firma/archivoFirma';

const PNG = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]);
const JPEG = Buffer.from([0xff, 0xd8, 0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46]);
const GIF = Buffer.from('GIF89a\x01\x00\x01\x00', 'latin1');

describe('R043 en el navegador: el archivo elegido en «Subir imagen»', () => {
  it('firma.png, firma.jpeg, firma.jpg y firma.gif con su contenido real pasan', async () => {
    expect(await revisarArchivoFirma(new File([PNG], 'firma.png', { type: 'image/png' }))).toBeNull();
    expect(await revisarArchivoFirma(new File([JPEG], 'firma.jpeg', { type: 'image/jpeg' }))).toBeNull();
    expect(await revisarArchivoFirma(new File([JPEG], 'firma.jpg', { type: 'image/jpeg' }))).toBeNull();
    expect(await revisarArchivoFirma(new File([GIF], 'firma.gif', { type: 'image/gif' }))).toBeNull();
  });
  it('firma.bmp → el mensaje de la especificación', async () => {
    const bmp = new File([Buffer.from('BM6\x00\x0c\x00\x00\x00', 'latin1')], 'firma.bmp', { type: 'image/bmp' });
    expect(await revisarArchivoFirma(bmp)).toBe(MENSAJE_IMAGEN_FIRMA);
    expect(MENSAJE_IMAGEN_FIRMA).toBe('Por favor, selecciona un archivo de imagen válido (JPG, PNG o GIF).');
  });
  it('un texto renombrado firma.png (el navegador declara image/png) → el mensaje', async () => {
    expect(await revisarArchivoFirma(new File(['no soy una imagen'], 'firma.png', { type: 'image/png' }))).toBe(MENSAJE_IMAGEN_FIRMA);
  });
  it('un PNG real con tipo desconocido o de PDF → el mensaje (tipo Y contenido)', async () => {
    expect(await revisarArchivoFirma(new File([PNG], 'firma', { type: '' }))).toBe(MENSAJE_IMAGEN_FIRMA);
    expect(await revisarArchivoFirma(new File([PNG], 'firma.pdf', { type: 'application/pdf' }))).toBe(MENSAJE_IMAGEN_FIRMA);
  });
  it('un archivo vacío → el mensaje', async () => {
    expect(await revisarArchivoFirma(new File([], 'firma.png', { type: 'image/png' }))).toBe(MENSAJE_IMAGEN_FIRMA);
  });
});
