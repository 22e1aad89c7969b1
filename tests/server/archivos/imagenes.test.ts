import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { contar, subir, uno, usuarioPorCorreo, uuidCoop } from '../ayudas';
import { enviarRiesgo } from '../eudr/eudr-ayudas';
import { archivosAtaque, HTML, pixeles, pngConTexto } from './imagenes-ayudas';
import { reconocerImagen } from '../../../server/modules/archivos/imagen';

let e: Entorno;
let admin: string;
let gerente: string;
let yucatan: string;
const ataque = archivosAtaque();
const MSG_LOGO = 'El logo debe ser una imagen PNG o JPG válida';

beforeAll(async () => {
  e = await crearEntorno();
  [admin, gerente] = await Promise.all([e.entrar('admin@cosecha.demo'), e.entrar('gerente@cosecha.demo')]);
  yucatan = await uuidCoop(e.db, 3);
});
afterAll(() => e?.cerrar());

describe('imágenes subidas: se decodifican y se vuelven a codificar (issue 10, punto 6)', () => {
  it('los tres archivos del ataque pasan la revisión de cabecera sola (la prueba no es vacía)', () => {
    expect(reconocerImagen(ataque.pngConHtml, ['image/png'])).toMatchObject({ mime: 'image/png', ancho: 16, alto: 16 });
    expect(reconocerImagen(ataque.jpegSoloCabecera, ['image/jpeg'])).toMatchObject({ mime: 'image/jpeg', ancho: 16, alto: 16 });
    expect(reconocerImagen(ataque.bomba, ['image/png'])).toMatchObject({ ancho: 4096, alto: 4096 });
    expect(ataque.bomba.length).toBeLessThan(100_000);
  });

  for (const [nombre, archivo, tipo] of [
    ['firma PNG con HTML en lugar de píxeles', ataque.pngConHtml, 'image/png'],
    ['JPEG con solo la cabecera', ataque.jpegSoloCabecera, 'image/jpeg'],
    ['bomba de 4096×4096', ataque.bomba, 'image/png'],
  ] as const) {
    it(`logo: ${nombre} → 422 en español, nada guardado`, async () => {
      const n = await contar(e.db, 'archivos');
      for (const campo of ['logo', 'logo_certificacion']) {
        const r = await subir(e, admin, `/api/cooperativas/${yucatan}/${campo}`, 'logo', tipo, archivo);
        expect(r.statusCode).toBe(422);
        expect(r.json()).toEqual({ message: MSG_LOGO, errors: { archivo: [MSG_LOGO] } });
      }
      expect(await contar(e.db, 'archivos')).toBe(n);
      expect(await uno(e.db, 'SELECT logo, logo_certificacion FROM cooperativas WHERE id = 3')).toEqual({
        logo: null,
        logo_certificacion: null,
      });
    });
  }

  it('firma: PNG con HTML y bomba → 422, nada guardado', async () => {
    const u = await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo');
    const n = await contar(e.db, 'archivos');
    for (const archivo of [ataque.pngConHtml, ataque.bomba]) {
      const r = await subir(e, gerente, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', archivo);
      expect(r.statusCode).toBe(422);
      expect(r.json().errors.archivo).toEqual(['La firma debe ser una imagen PNG']);
    }
    expect(await contar(e.db, 'archivos')).toBe(n);
    expect((await usuarioPorCorreo(e.db, 'capturista.chontalpa@cosecha.demo')).firma).toBeNull();
  });

  it('un logo de 2048×2048 (el límite) se acepta; uno de 2049×2048 no', async () => {
    const ok = await subir(e, admin, `/api/cooperativas/${yucatan}/logo`, 'logo.png', 'image/png', pngValido(2048, 2048));
    expect(ok.statusCode).toBe(200);
    expect(await uno(e.db, 'SELECT ancho, alto FROM archivos WHERE uuid = $1', [ok.json().data.logo])).toEqual({ ancho: 2048, alto: 2048 });
    const grande = await subir(e, admin, `/api/cooperativas/${yucatan}/logo_certificacion`, 'logo.png', 'image/png', pngValido(2049, 2048));
    expect(grande.statusCode).toBe(422);
  });

  it('se guardan solo los bytes vueltos a codificar: el HTML de un PNG válido no llega a la descarga', async () => {
    const png = pngConTexto(16, 8);
    expect(png.includes(HTML)).toBe(true);
    const u = await usuarioPorCorreo(e.db, 'acopio.chontalpa@cosecha.demo');
    const r = await subir(e, gerente, `/api/users/${u.uuid}/firma`, 'firma.png', 'image/png', png);
    expect(r.statusCode).toBe(200);
    const d = await e.pedir(gerente, 'GET', `/api/archivos/${r.json().data.firma}`);
    expect(d.statusCode).toBe(200);
    expect(d.rawPayload.includes('<script')).toBe(false);
    expect(await pixeles(d.rawPayload)).toEqual(await pixeles(pngValido(16, 8)));
  });

  it('evidencia EUDR: el JPEG de solo cabecera y el PNG con HTML → 422; una foto válida se guarda vuelta a codificar', async () => {
    const parcela = (
      await uno<{ uuid: string }>(
        e.db,
        'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND poligono IS NOT NULL AND fecha_baja IS NULL ORDER BY id LIMIT 1',
      )
    ).uuid;
    const base = { uuid: parcela, justificacion: 'Visita de campo', id_riesgo_eudr: '3' };
    const n = await contar(e.db, 'archivos');
    for (const [nombre, contenido] of [
      ['foto.jpg', ataque.jpegSoloCabecera],
      ['foto.png', ataque.pngConHtml],
    ] as const) {
      const r = await enviarRiesgo(e, gerente, base, [{ campo: 'imagenes[0]', nombre, tipo: 'image/jpeg', contenido }]);
      expect([r.statusCode, r.json().errors['imagenes[0]']]).toEqual([422, [`El archivo ${nombre} no es una imagen PNG o JPEG`]]);
    }
    expect(await contar(e.db, 'archivos')).toBe(n);
    const ok = await enviarRiesgo(e, gerente, base, [
      { campo: 'imagenes[0]', nombre: 'foto.png', tipo: 'image/png', contenido: pngConTexto() },
    ]);
    expect(ok.statusCode).toBe(200);
    const guardado = await uno<{ contenido: Buffer }>(
      e.db,
      "SELECT contenido FROM archivos WHERE tipo = 'eudr_imagen' ORDER BY created_at DESC LIMIT 1",
    );
    expect(Buffer.from(guardado.contenido).includes('<script')).toBe(false);
  });
});
