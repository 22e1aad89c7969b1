import JSZip from 'jszip';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';

/**
 * The lot's TRACES file inside the package is split as the TRACES download is (issue 22: at most the EU's 25 MB a
 * file, here a 400-byte limit so the test's few plots need several): numbered parts, each a valid collection within
 * the limit, no plot in two, together every plot of the file.
 */
let e: Entorno;
let admin: string;
beforeAll(async () => {
  e = await crearEntorno({ tracesBytesMaximos: 400 });
  admin = await e.entrar('admin@cosecha.demo');
});
afterAll(() => e.cerrar());

it('sobre el límite, el archivo TRACES del lote va en partes numeradas dentro del paquete', async () => {
  let hecho = false;
  for (const l of await e.db.query<{ uuid: string }>('SELECT uuid FROM lotes WHERE id_cooperativa = 1 ORDER BY id')) {
    const prep = (await e.pedir(admin, 'GET', `/api/admin/acopios/lotes/paquete_eudr/${l.uuid}`)).json().data;
    if (prep.parcelas < 4) continue;
    const r = await e.pedir(admin, 'POST', `/api/admin/acopios/lotes/paquete_eudr/${l.uuid}`, { aceptar_avisos: true });
    expect(r.statusCode).toBe(200);
    const zip = await JSZip.loadAsync(r.rawPayload);
    const partes = Object.keys(zip.files).filter((n) => /^traces_lote_.+\.geojson$/.test(n));
    expect(partes.length).toBeGreaterThan(1);
    const lugares: string[] = [];
    partes.sort().forEach((n, i) => expect(n).toMatch(new RegExp(`_${i + 1}\\.geojson$`)));
    for (const n of partes) {
      const b = await zip.file(n)!.async('nodebuffer');
      const fc = JSON.parse(b.toString('utf8'));
      expect(fc.type).toBe('FeatureCollection');
      if (fc.features.length > 1) expect(b.length).toBeLessThanOrEqual(400);
      for (const f of fc.features)
        lugares.push(`${f.properties.ProducerName}/${f.properties.ProductionPlace}/${JSON.stringify(f.geometry)}`);
    }
    expect(lugares).toHaveLength(prep.parcelas);
    expect(new Set(lugares).size).toBe(lugares.length);
    hecho = true;
    break;
  }
  expect(hecho).toBe(true);
});
