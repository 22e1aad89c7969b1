import { beforeEach, describe, expect, it, vi } from 'vitest';

const leerArchivo = vi.fn<(uuid: string) => Promise<Blob>>();
vi.mock('../../../src/api/archivos', () => ({ leerArchivo: (uuid: string) => leerArchivo(uuid) }));

const { abrirFirmaGuardada } = await import('../../../src/components/firma/firmaGuardada');

const UUID = '0b9d3f8e-5c1a-4e7b-9a2d-3f4e5a6b7c8d';

beforeEach(() => {
  leerArchivo.mockReset();
});

describe('«Usar firma»: la firma guardada del usuario (R042 adaptado a archivos/{uuid})', () => {
  it('el uuid de la sesión se lee con el token por archivos/{uuid} y se muestra desde una URL de objeto que se suelta', async () => {
    leerArchivo.mockResolvedValue(new Blob([Buffer.from([0x89, 0x50, 0x4e, 0x47])], { type: 'image/png' }));
    const f = await abrirFirmaGuardada(UUID);
    expect(leerArchivo).toHaveBeenCalledWith(UUID);
    expect(f?.url).toMatch(/^blob:/);
    const revocar = vi.spyOn(URL, 'revokeObjectURL');
    f!.soltar();
    expect(revocar).toHaveBeenCalledWith(f!.url);
    revocar.mockRestore();
  });
  it('una data URL se usa tal cual, sin pedir nada', async () => {
    const url = `data:image/png;base64,${'iVBORw0KGgo'.repeat(6)}`;
    expect((await abrirFirmaGuardada(url))?.url).toBe(url);
    expect(leerArchivo).not.toHaveBeenCalled();
  });
  it('sin firma, o una ruta que esta aplicación no sirve → null (no se ofrece «Usar firma»)', async () => {
    expect(await abrirFirmaGuardada(null)).toBeNull();
    expect(await abrirFirmaGuardada('/usuarios/abc.png')).toBeNull();
    expect(leerArchivo).not.toHaveBeenCalled();
  });
  it('si el archivo no se puede leer (404 de otra cooperativa, sin red) el error llega al panel', async () => {
    leerArchivo.mockRejectedValue(new Error('No encontrado'));
    await expect(abrirFirmaGuardada(UUID)).rejects.toThrow('No encontrado');
  });
});
