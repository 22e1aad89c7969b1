import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { contar, MSG_401, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { enviarRiesgo, pdfValido } from './eudr-ayudas';
import { MENSAJE_SIN_EUDR } from '../../../server/modules/eudr/eudr.routes';

/** The EUDR calls of spec 001 §7 (issue 11): catalogue, a plot's risk, setting it with evidence, its documents. */
let e: Entorno;
let gerente: string; // Chontalpa (cacao, EUDR on)
let acopio: string; // Sierra Madre collector: no PARCELAS
let miel: string; // honey cooperative: EUDR off
let conPoligono: string;
let sinPoligono: string;
let ajena: string;

beforeAll(async () => {
  e = await crearEntorno();
  [gerente, acopio, miel] = await Promise.all(['gerente@cosecha.demo', 'acopio@cosecha.demo', 'miel@cosecha.demo'].map((c) => e.entrar(c)));
  conPoligono = (
    await uno<{ uuid: string }>(
      e.db,
      'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND poligono IS NOT NULL AND fecha_baja IS NULL AND areas_naturales_count = 0 ORDER BY id LIMIT 1',
    )
  ).uuid;
  sinPoligono = (
    await uno<{ uuid: string }>(
      e.db,
      'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND poligono IS NULL AND fecha_baja IS NULL ORDER BY id LIMIT 1',
    )
  ).uuid;
  ajena = (
    await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM parcelas WHERE id_cooperativa = 1 AND poligono IS NOT NULL ORDER BY id LIMIT 1')
  ).uuid;
});
afterAll(() => e.cerrar());

const separar = (s: string) => s.split(';').filter(Boolean);

const pdf = (campo = 'documentos[0]', nombre = 'acta.pdf') => ({ campo, nombre, tipo: 'application/pdf', contenido: pdfValido() });
const png = (campo = 'imagenes[0]') => ({ campo, nombre: 'foto.png', tipo: 'image/png', contenido: pngValido(40, 30) });

describe('GET cat_riesgo_eudr', () => {
  it('los cinco niveles de la especificación, con color; sin sesión 401, sin PARCELAS 403', async () => {
    const r = await e.pedir(gerente, 'GET', '/api/cat_riesgo_eudr');
    expect(r.json().data.map((c: { id: number; nombre: string }) => [c.id, c.nombre])).toEqual([
      [1, 'Alto'],
      [2, 'Medio'],
      [3, 'Bajo'],
      [4, 'Falta información'],
      [5, 'Sin asignar'],
    ]);
    expect(r.json().data[1].color).toBe('#FFDDB0');
    expect((await e.pedir(null, 'GET', '/api/cat_riesgo_eudr')).json()).toEqual({ message: MSG_401 });
    const sinPermiso = await e.pedir(acopio, 'GET', '/api/cat_riesgo_eudr');
    expect([sinPermiso.statusCode, sinPermiso.json().message]).toEqual([403, MSG_403]);
  });
});

describe('GET parcela_eudr_risk/{uuid}', () => {
  it('con polígono: sus alertas, el resultado de WHISP guardado y sin riesgo fijado por una persona', async () => {
    const r = await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/${conPoligono}`);
    expect(r.statusCode, r.body).toBe(200);
    const d = r.json().data;
    expect(d.tiene_poligono).toBe(true);
    expect(d.whispRisk).toMatchObject({ id: expect.any(Number), nombre: expect.any(String), version: 'demostración' });
    expect(d.userRiesgoEudr).toBeNull();
    expect(d.historial).toEqual([]);
    expect(d.areasNaturales).toEqual([]);
  });

  it('sin polígono: sin resultado de WHISP (la pestaña pide un polígono)', async () => {
    const d = (await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/${sinPoligono}`)).json().data;
    expect([d.tiene_poligono, d.whispRisk]).toEqual([false, null]);
  });

  it('401, 403, 404 (otra cooperativa o inexistente), 422 (uuid mal formado); sin EUDR en la cooperativa, 403 con su mensaje', async () => {
    expect((await e.pedir(null, 'GET', `/api/parcela_eudr_risk/${conPoligono}`)).statusCode).toBe(401);
    expect((await e.pedir(acopio, 'GET', `/api/parcela_eudr_risk/${conPoligono}`)).statusCode).toBe(403);
    for (const u of [ajena, UUID_INEXISTENTE])
      expect((await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/${u}`)).json()).toEqual({ message: MSG_404 });
    expect((await e.pedir(gerente, 'GET', '/api/parcela_eudr_risk/no-es-uuid')).statusCode).toBe(422);
    const r = await e.pedir(miel, 'GET', `/api/parcela_eudr_risk/${UUID_INEXISTENTE}`);
    expect([r.statusCode, r.json().message]).toEqual([403, MENSAJE_SIN_EUDR]);
  });
});

describe('POST parcela_eudr_risk', () => {
  it('justificación y nivel requeridos, con los mensajes de la especificación; nada se guarda', async () => {
    const antes = await contar(e.db, 'parcelas_eudr_riesgos');
    const r = await enviarRiesgo(e, gerente, { uuid: conPoligono, justificacion: '  ' });
    expect(r.statusCode).toBe(422);
    expect(r.json().errors).toEqual({
      justificacion: ['La justificación es obligatoria'],
      id_riesgo_eudr: ['Debes seleccionar un nivel de riesgo'],
    });
    expect((await enviarRiesgo(e, gerente, { uuid: conPoligono, justificacion: 'x', id_riesgo_eudr: '9' })).statusCode).toBe(422);
    expect((await enviarRiesgo(e, gerente, { uuid: conPoligono, justificacion: 'x', id_riesgo_eudr: '3', otro: 'y' })).statusCode).toBe(
      422,
    );
    expect(await contar(e.db, 'parcelas_eudr_riesgos')).toBe(antes);
  });

  it('archivos revisados por su contenido: una «imagen» que no lo es, un «PDF» que no lo es → 422; más de 2 MB → 413', async () => {
    const antes = await contar(e.db, 'archivos');
    const base = { uuid: conPoligono, justificacion: 'Visita', id_riesgo_eudr: '3' };
    const falsa = await enviarRiesgo(e, gerente, base, [
      { campo: 'imagenes[0]', nombre: 'x.png', tipo: 'image/png', contenido: Buffer.from('<html>') },
    ]);
    expect([falsa.statusCode, falsa.json().errors['imagenes[0]']]).toEqual([422, ['El archivo x.png no es una imagen PNG o JPEG']]);
    const doc = await enviarRiesgo(e, gerente, base, [
      { campo: 'documentos[0]', nombre: 'x.pdf', tipo: 'application/pdf', contenido: Buffer.from('MZ') },
    ]);
    expect(doc.statusCode).toBe(422);
    const txt = await enviarRiesgo(e, gerente, base, [
      { campo: 'documentos[0]', nombre: 'notas.txt', tipo: 'text/plain', contenido: Buffer.from('hola') },
    ]);
    expect(txt.statusCode).toBe(422);
    const grande = Buffer.concat([pdfValido(), Buffer.alloc(2 * 1024 * 1024)]);
    const r = await enviarRiesgo(e, gerente, base, [
      { campo: 'documentos[0]', nombre: 'informe.pdf', tipo: 'application/pdf', contenido: grande },
    ]);
    expect([r.statusCode, r.json().message]).toEqual([413, 'El archivo informe.pdf excede el límite de 2MB']);
    expect(await contar(e.db, 'archivos')).toBe(antes);
  });

  it('401 sin sesión; 403 sin PARCELAS_CROQUIS; 404 para la parcela de otra cooperativa', async () => {
    const campos = { uuid: conPoligono, justificacion: 'Visita', id_riesgo_eudr: '3' };
    expect((await enviarRiesgo(e, null, campos)).statusCode).toBe(401);
    expect((await enviarRiesgo(e, acopio, campos)).statusCode).toBe(403);
    expect((await enviarRiesgo(e, gerente, { ...campos, uuid: ajena })).json()).toEqual({ message: MSG_404 });
  });

  it('issue 22 item 9: un documento cuyo nombre lleva CR o LF se guarda con el nombre limpio, nunca se pierde en silencio', async () => {
    // another plot than the tests below, which count this one's history
    const { uuid: parcela } = await uno<{ uuid: string }>(
      e.db,
      'SELECT uuid FROM parcelas WHERE id_cooperativa = 2 AND fecha_baja IS NULL AND uuid <> $1 ORDER BY id DESC LIMIT 1',
      [conPoligono],
    );
    for (const [nombre, limpio] of [
      ['acta\r\nfirmada.pdf', 'acta firmada.pdf'],
      ['acta\nfirmada.pdf', 'acta firmada.pdf'],
      ['acta\rfirmada.pdf', 'acta firmada.pdf'],
      // what a browser sends for the same name (HTML's multipart encoding)
      ['acta%0D%0Afirmada.pdf', 'acta firmada.pdf'],
    ]) {
      const r = await enviarRiesgo(e, gerente, { uuid: parcela, justificacion: 'Documento con salto de línea', id_riesgo_eudr: '3' }, [
        pdf('documentos[0]', nombre),
      ]);
      if (r.statusCode === 200) {
        const docs = separar(r.json().data.documentos);
        expect(docs, JSON.stringify(nombre)).toHaveLength(1);
        const f = await uno<{ nombre: string }>(e.db, 'SELECT nombre FROM archivos WHERE uuid = $1', [docs[0]]);
        expect(f.nombre, JSON.stringify(nombre)).toBe(limpio);
      } else expect(r.statusCode, `${JSON.stringify(nombre)} ${r.body}`).toBe(422);
    }
  });

  it('una persona fija el riesgo con imagen y documento: queda como el de la parcela, en el historial, en la auditoría; el documento se descarga', async () => {
    const r = await enviarRiesgo(
      e,
      gerente,
      { uuid: conPoligono, justificacion: 'Visita de campo: sin cambio de uso', id_riesgo_eudr: '3' },
      [png(), pdf()],
    );
    expect(r.statusCode, r.body).toBe(200);
    const { success, message, data } = r.json();
    expect([success, message]).toEqual([true, 'Riesgo actualizado con éxito']);
    expect(data).toMatchObject({ cat_riesgo_eudr: { id: 3, nombre: 'Bajo' }, justificacion: 'Visita de campo: sin cambio de uso' });
    const [imagen] = data.imagenes.split(';');
    const [documento] = data.documentos.split(';');
    const perfil = (await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/${conPoligono}`)).json().data;
    expect(perfil.userRiesgoEudr.uuid).toBe(data.uuid);
    expect(perfil.historial).toHaveLength(1);
    expect((await uno<{ id: number }>(e.db, 'SELECT id_riesgo_eudr_user AS id FROM parcelas WHERE uuid = $1', [conPoligono])).id).toBe(3);
    expect(await contar(e.db, "auditoria WHERE entidad = 'parcelas_eudr_riesgos' AND id_entidad = $1", [data.uuid])).toBe(1);

    const d = await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/descargar/${conPoligono}/documentos/${documento}`);
    expect([d.statusCode, d.headers['content-type']]).toEqual([200, 'application/pdf']);
    expect(d.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await e.pedir(gerente, 'GET', `/api/archivos/${imagen}`)).headers['content-type']).toBe('image/png');
    // The image is not a document of the plot, and the document is not another plot's.
    expect((await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/descargar/${conPoligono}/documentos/${imagen}`)).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/descargar/${sinPoligono}/documentos/${documento}`)).statusCode).toBe(404);

    // A second change keeps the earlier document; the newest is the plot's, the first stays in the history.
    const r2 = await enviarRiesgo(
      e,
      gerente,
      { uuid: conPoligono, justificacion: 'Nueva visita', id_riesgo_eudr: '1', documentos_previos: documento },
      [pdf('documentos[0]', 'segunda.pdf')],
    );
    expect(r2.statusCode, r2.body).toBe(200);
    expect(r2.json().data.documentos.split(';')).toHaveLength(2);
    const perfil2 = (await e.pedir(gerente, 'GET', `/api/parcela_eudr_risk/${conPoligono}`)).json().data;
    expect(perfil2.historial.map((h: { cat_riesgo_eudr: { id: number } }) => h.cat_riesgo_eudr.id)).toEqual([1, 3]);
    // Claiming another plot's evidence as 'previous' is refused.
    const r3 = await enviarRiesgo(e, gerente, {
      uuid: sinPoligono,
      justificacion: 'x',
      id_riesgo_eudr: '2',
      documentos_previos: documento,
    });
    expect(r3.statusCode).toBe(422);
  });
});
