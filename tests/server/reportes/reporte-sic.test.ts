import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403, MSG_404 } from '../ayudas';
import type { FilaReporteSic } from '@domain/contrato/reportes';
import { nombreReporteSic } from '@domain/reportes/reporte-sic';
import { filasExcel, TIPO_XLSX } from '../padron/solicitudes-ayudas';

/** GET /api/reports/sic-final (spec 002 §2.16, §7): 401, 403, 404 (tenancy), 422, and the errors it finds. */
let e: Entorno;
let admin: string; // platform administrator, cooperative 1
let gerente: string; // cooperative 2
let tecnico: string; // cooperative 1, no USUARIOS
let ciclo1 = 0;
let ciclo2 = 0;
beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  const [a] = await e.db.query<{ id: number }>('SELECT max(id) AS id FROM ciclos WHERE id_cooperativa = 1 AND activo');
  const [b] = await e.db.query<{ id: number }>('SELECT max(id) AS id FROM ciclos WHERE id_cooperativa = 2');
  ciclo1 = a.id;
  ciclo2 = b.id;
});
afterAll(() => e?.cerrar());

const url = (coop: unknown, ciclo: unknown) => `/api/reports/sic-final?id_cooperativa=${coop}&id_ciclo=${ciclo}`;
const urlExcel = (coop: unknown, ciclo: unknown) => `/api/reports/sic-final/excel?id_cooperativa=${coop}&id_ciclo=${ciclo}`;

describe('reports/sic-final', () => {
  it('401, 403, 422 y 404', async () => {
    expect((await e.pedir(null, 'GET', url(1, ciclo1))).json().message).toBe(MSG_401);
    expect((await e.pedir(tecnico, 'GET', url(1, ciclo1))).json().message).toBe(MSG_403);
    for (const u of ['/api/reports/sic-final', url('x', ciclo1), url(1, 0), `/api/reports/sic-final?id_cooperativa=1`]) {
      expect((await e.pedir(admin, 'GET', u)).statusCode, u).toBe(422);
    }
    const r = await e.pedir(gerente, 'GET', url(1, ciclo1));
    expect(r.statusCode).toBe(404);
    expect(r.json().message).toBe(MSG_404);
    expect((await e.pedir(admin, 'GET', url(1, ciclo2))).statusCode).toBe(404);
  });
  it('encuentra los errores de una parcela sin croquis y de un productor sin inspección', async () => {
    const [p] = await e.db.query<{ nombre: string; cuenta: string }>(
      `SELECT pa.nombre, pr.uuid::text AS cuenta FROM parcelas pa JOIN cuentas c ON c.id_cooperativa = pa.id_cooperativa AND c.id = pa.id_cuenta
         JOIN productores pr ON pr.id_cooperativa = c.id_cooperativa AND pr.id = c.id_productor
        WHERE pa.id_cooperativa = 1 AND c.id_ciclo = $1 AND pa.poligono IS NULL AND pa.fecha_baja IS NULL AND c.fecha_baja IS NULL LIMIT 1`,
      [ciclo1],
    );
    const r = await e.pedir(admin, 'GET', url(1, ciclo1));
    expect(r.statusCode, r.body).toBe(200);
    const filas = r.json().data as FilaReporteSic[];
    expect(filas.length).toBeGreaterThan(0);
    if (p) {
      const f = filas.find((x) => x.parcela_nombre === p.nombre && x.productor_uuid === p.cuenta);
      expect(f?.errores).toContain('Parcela sin croquis');
    }
    expect(filas.some((x) => x.codigos.includes('SIN_INSPECCION'))).toBe(true);
    // the platform administrator may read another cooperative's report
    expect((await e.pedir(admin, 'GET', url(2, ciclo2))).statusCode).toBe(200);
  });
  it("'Descargar Excel': las filas de la pantalla, con su nombre reporte_sic_final_<cooperativa>_<ciclo>.xlsx", async () => {
    expect((await e.pedir(null, 'GET', urlExcel(1, ciclo1))).statusCode).toBe(401);
    expect((await e.pedir(tecnico, 'GET', urlExcel(1, ciclo1))).json().message).toBe(MSG_403);
    expect((await e.pedir(admin, 'GET', urlExcel('x', ciclo1))).statusCode).toBe(422);
    expect((await e.pedir(gerente, 'GET', urlExcel(1, ciclo1))).statusCode).toBe(404);
    expect((await e.pedir(admin, 'GET', urlExcel(1, ciclo2))).statusCode).toBe(404);
    const [n] = await e.db.query<{ coop: string; ciclo: string }>(
      'SELECT k.nombre AS coop, c.nombre AS ciclo FROM ciclos c JOIN cooperativas k ON k.id = c.id_cooperativa WHERE c.id = $1',
      [ciclo1],
    );
    const r = await e.pedir(admin, 'GET', urlExcel(1, ciclo1));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toBe(TIPO_XLSX);
    expect(r.headers['content-disposition']).toContain(nombreReporteSic(n.coop, n.ciclo));
    const [encabezado, ...filas] = await filasExcel(r.rawPayload);
    expect(encabezado).toEqual(['ID ficha SIC', 'Tipo de error', 'Productor', 'Parcela']);
    const pantalla = (await e.pedir(admin, 'GET', url(1, ciclo1))).json().data as FilaReporteSic[];
    expect(filas.length).toBe(pantalla.length);
    pantalla.forEach((f, i) => {
      expect(filas[i][1]).toBe(f.errores.join(', '));
      expect(filas[i][2] ?? null).toBe(f.productor_nombre);
      expect(filas[i][3] ?? null).toBe(f.parcela_nombre);
      expect(filas[i][0] ?? null).toBe(f.id_ficha_sic);
    });
  });
});
