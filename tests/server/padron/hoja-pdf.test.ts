import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import type { FilaPadronCompleto } from '@domain/contrato/padron-completo';

/**
 * The producer's registry sheet, `GET pdf/{reporte}/{uuid}?id_ciclo=` (spec 001 §2.9 'download sheets (PDF)', §7;
 * 000 §7 'Producers downloads'): the PDF and its text (pdftotext, poppler-utils, installed by .ci/run), an edit of
 * the register showing on the sheet, and the 401/403/404/422 paths.
 */
let e: Entorno;
let admin: string; // cooperative 1 (coffee), every permission
let tecnico: string; // cooperative 1, role 3: PADRON_COMPLETO without PADRON_COMPLETO_EXPORTAR
let acopio: string; // cooperative 1, role 6: no PADRON_COMPLETO
let gerente: string; // cooperative 2 (cacao)
let idCiclo = 0;
let idCicloCoop2 = 0;
let cuenta: { id: number; uuid_productor: string; nombre: string; clave: string; ciclo: string; parcela: string };

const hoja = (token: string | null, reporte: string, uuid: string, query: string) =>
  e.pedir(token, 'GET', `/api/pdf/${reporte}/${uuid}${query}`);

const textoPdf = (pdf: Buffer): string => {
  const dir = mkdtempSync(join(tmpdir(), 'hoja-'));
  try {
    writeFileSync(join(dir, 'h.pdf'), pdf);
    return execFileSync('pdftotext', ['-layout', join(dir, 'h.pdf'), '-'], { encoding: 'utf8' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** The register's row of the account, as the grid reads it. */
async function fila(idCuenta: number): Promise<FilaPadronCompleto> {
  const r = await e.pedir(admin, 'POST', '/api/tx_padron_completo_search', {
    filters: [
      { column: 'id_ciclo', operator: '=', value: idCiclo },
      { column: 'id_cuenta', operator: '=', value: idCuenta },
    ],
  });
  expect(r.statusCode, r.body).toBe(200);
  return r.json().data[0];
}

beforeAll(async () => {
  e = await crearEntorno({}, { productores: 40 });
  [admin, tecnico, acopio, gerente] = await Promise.all(
    ['admin@', 'tecnico.sierra@', 'acopio@', 'gerente@'].map((u) => e.entrar(`${u}cosecha.demo`)),
  );
  idCiclo = (await uno<{ id: number }>(e.db, 'SELECT max(id) AS id FROM ciclos WHERE id_cooperativa = 1')).id;
  idCicloCoop2 = (await uno<{ id: number }>(e.db, 'SELECT max(id) AS id FROM ciclos WHERE id_cooperativa = 2')).id;
  cuenta = await uno(
    e.db,
    `SELECT c.id, p.uuid AS uuid_productor, p.nombre_completo AS nombre, p.clave_tx AS clave, ci.nombre AS ciclo,
            (SELECT x.nombre FROM parcelas x WHERE x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.fecha_baja IS NULL
              ORDER BY x.nombre LIMIT 1) AS parcela
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND c.total_parcelas > 0
        AND p.clave_tx IS NOT NULL
      ORDER BY c.id LIMIT 1`,
    [idCiclo],
  );
});
afterAll(() => e.cerrar());

describe('GET pdf/padron/{uuid del productor}?id_ciclo=: la hoja del padrón', () => {
  it('un PDF con nombre legible, el encabezado, los datos del productor y sus parcelas', async () => {
    const r = await hoja(admin, 'padron', cuenta.uuid_productor, `?id_ciclo=${idCiclo}`);
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe('application/pdf');
    expect(r.headers['content-disposition']).toBe(`attachment; filename="hoja_padron_${cuenta.clave}_${cuenta.ciclo}.pdf"`);
    expect(r.headers['cache-control']).toBe('no-store');
    expect(r.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const texto = textoPdf(r.rawPayload);
    for (const t of [
      'Cafetaleros de la Sierra Madre',
      'Hoja del padrón',
      `Ciclo ${cuenta.ciclo}`,
      cuenta.nombre,
      cuenta.clave,
      cuenta.parcela,
      'Certificación',
      'Evaluación del comité',
      'Superficie total (ha)',
      'Pergamino del ciclo (kg)',
      'Total:',
    ])
      expect(texto, t).toContain(t);
  });

  it('dice lo que dice el renglón del padrón: una edición de la tabla sale en la hoja', async () => {
    const antes = await fila(cuenta.id);
    const curp = 'HOJA800101HCSXXX01';
    for (const [columna, valor, anterior] of [
      ['curp', curp, antes.curp],
      ['s6_pergamino_actual', 123456, antes.s6_pergamino_actual],
    ] as const) {
      const r = await e.pedir(admin, 'POST', `/api/admin/sic/padron_edit/${columna}`, {
        id_cuenta: cuenta.id,
        new_value: valor,
        valor_anterior: anterior,
      });
      expect(r.statusCode, r.body).toBe(200);
    }
    const despues = await fila(cuenta.id);
    const texto = textoPdf((await hoja(admin, 'padron', cuenta.uuid_productor, `?id_ciclo=${idCiclo}`)).rawPayload);
    expect(texto).toContain(curp);
    expect(texto).toContain('1,234.56');
    // The totals of the sheet's plots table are the grid's plot count and total land.
    const n = despues.cuenta_parcelas;
    expect(texto).toContain(`Total: ${n} ${n === 1 ? 'parcela' : 'parcelas'}`);
  });

  it('quien tiene PADRON_COMPLETO sin exportar también la descarga', async () => {
    const r = await hoja(tecnico, 'padron', cuenta.uuid_productor, `?id_ciclo=${idCiclo}`);
    expect(r.statusCode, r.body).toBe(200);
  });

  it('401 sin sesión; 403 sin PADRON_COMPLETO', async () => {
    expect((await hoja(null, 'padron', cuenta.uuid_productor, `?id_ciclo=${idCiclo}`)).statusCode).toBe(401);
    const r = await hoja(acopio, 'padron', cuenta.uuid_productor, `?id_ciclo=${idCiclo}`);
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(MSG_403);
  });

  it('404: otra cooperativa, un ciclo ajeno, un productor inexistente, una baja y un reporte desconocido', async () => {
    const conBaja = await uno<{ uuid: string }>(
      e.db,
      `SELECT p.uuid FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = 1 AND c.id_ciclo = $1 AND c.fecha_baja IS NOT NULL ORDER BY c.id LIMIT 1`,
      [idCiclo],
    );
    for (const [token, reporte, uuid, ciclo] of [
      [gerente, 'padron', cuenta.uuid_productor, idCiclo],
      [gerente, 'padron', cuenta.uuid_productor, idCicloCoop2],
      [admin, 'padron', cuenta.uuid_productor, idCicloCoop2],
      [admin, 'padron', UUID_INEXISTENTE, idCiclo],
      [admin, 'padron', conBaja.uuid, idCiclo],
      [admin, 'recibo', cuenta.uuid_productor, idCiclo],
      [admin, 'sic_pp', cuenta.uuid_productor, idCiclo],
    ] as const) {
      const r = await hoja(token, reporte, uuid, `?id_ciclo=${ciclo}`);
      expect(r.statusCode, `${reporte} ${uuid} ${ciclo}`).toBe(404);
      expect(r.json()).toEqual({ message: MSG_404 });
    }
  });

  it('422 sin ciclo, con un ciclo que no es número o un uuid mal formado', async () => {
    const sinCiclo = await hoja(admin, 'padron', cuenta.uuid_productor, '');
    expect(sinCiclo.statusCode).toBe(422);
    expect(sinCiclo.json()).toEqual({ message: 'Indique el ciclo (id_ciclo)', errors: { id_ciclo: ['Indique el ciclo (id_ciclo)'] } });
    for (const [uuid, query] of [
      [cuenta.uuid_productor, '?id_ciclo=uno'],
      [cuenta.uuid_productor, '?id_ciclo=0'],
      [cuenta.uuid_productor, '?id_ciclo=99999999999'],
      [cuenta.uuid_productor, `?id_ciclo=${idCiclo}&id_cooperativa=2`],
      ['no-es-uuid', `?id_ciclo=${idCiclo}`],
    ])
      expect((await hoja(admin, 'padron', uuid, query)).statusCode, `${uuid}${query}`).toBe(422);
  });
});
