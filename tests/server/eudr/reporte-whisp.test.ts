import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import ExcelJS from 'exceljs';
import { crearEntorno, type Entorno } from '../entorno';
import { MSG_401, MSG_403, MSG_404, uno } from '../ayudas';
import { enviarRiesgo } from './eudr-ayudas';
import { MENSAJE_SIN_EUDR } from '../../../server/modules/eudr/eudr.routes';
import { ETIQUETA_NIVEL, riesgoMostrado } from '@domain/eudr/riesgo';
import { INDICADORES_WHISP } from '@domain/eudr/reporte-whisp';
import { paginasReporteWhisp } from '../../../server/modules/eudr/reporte-whisp.repository';

/** GET parcelas_whisp_report/{idCooperativa}/{idCiclo} (spec 001 §2.3, §7 'download'; R058; issue 11). */
let e: Entorno;
let gerente: string; // Chontalpa (cooperative 2, cacao, EUDR on)
let admin: string; // Sierra Madre (cooperative 1), every permission
let acopio: string; // Sierra Madre collector: no PARCELAS
let miel: string; // honey cooperative 3: EUDR off
const ciclo = { id1: 0, id2: 0, id3: 0, anterior2: 0 };
/** A plot of cooperative 2 in its latest cycle with a polygon: it gets a newer WHISP answer and a person's risk. */
let marcada = { id: 0, uuid: '' };

/** The plots that count (docs/contar.md), written here by hand and independently of the repository. */
const CUENTAN = `parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
  WHERE x.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL AND x.fecha_baja IS NULL`;

const ruta = (coop: number | string, idCiclo: number | string) => `/api/parcelas_whisp_report/${coop}/${idCiclo}`;

beforeAll(async () => {
  e = await crearEntorno();
  [gerente, admin, acopio, miel] = await Promise.all(
    ['gerente@cosecha.demo', 'admin@cosecha.demo', 'acopio@cosecha.demo', 'miel@cosecha.demo'].map((c) => e.entrar(c)),
  );
  const ultimo = (coop: number) =>
    uno<{ id: number }>(e.db, 'SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1', [coop]).then((f) => f.id);
  [ciclo.id1, ciclo.id2, ciclo.id3] = await Promise.all([ultimo(1), ultimo(2), ultimo(3)]);
  ciclo.anterior2 = (await uno<{ id: number }>(e.db, 'SELECT min(id)::int AS id FROM ciclos WHERE id_cooperativa = 2')).id;
  marcada = await uno(
    e.db,
    `SELECT x.id, x.uuid FROM ${CUENTAN} AND x.poligono IS NOT NULL AND x.alertas_error_poligono_count = 0 ORDER BY x.id LIMIT 1`,
    [2, ciclo.id2],
  );
  // A newer WHISP answer with all eleven indicators and one of a later version: the newest row is the one reported.
  await e.db.query(
    `INSERT INTO parcelas_whisp (id_cooperativa, id_parcela, hash_poligono, id_riesgo, riesgo_texto, indicadores, version, analizado_en)
     VALUES (2, $1, 'h', 1, 'high', $2::jsonb, '2.1.1', '2030-01-05T00:30:00Z')`,
    [
      marcada.id,
      JSON.stringify({
        ...Object.fromEntries(INDICADORES_WHISP.map((i, n) => [i.clave, n % 2 ? 'no' : 'yes'])),
        Ind_12_other_land_2020: 'yes',
      }),
    ],
  );
  const r = await enviarRiesgo(e, gerente, {
    uuid: marcada.uuid,
    id_riesgo_eudr: '3',
    justificacion: 'Visita de campo: cacao bajo sombra',
  });
  expect(r.statusCode, r.body).toBe(200);
});
afterAll(() => e.cerrar());

async function libro(token: string, url: string) {
  const r = await e.pedir(token, 'GET', url);
  expect(r.statusCode, r.body.slice(0, 200)).toBe(200);
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(r.rawPayload as unknown as ArrayBuffer);
  const ws = wb.worksheets[0];
  const h = (ws.getRow(1).values as unknown[]).slice(1) as string[];
  const filas: Record<string, unknown>[] = [];
  ws.eachRow((row, n) => {
    if (n > 1) filas.push(Object.fromEntries(h.map((k, i) => [k, row.getCell(i + 1).value ?? null])));
  });
  return { r, h, filas, hoja: ws.name };
}

describe('GET parcelas_whisp_report/{idCooperativa}/{idCiclo}: errores', () => {
  it('401 sin sesión; 403 sin PARCELAS; 403 con EUDR apagado', async () => {
    const sin = await e.pedir(null, 'GET', ruta(2, ciclo.id2));
    expect([sin.statusCode, sin.json()]).toEqual([401, { message: MSG_401 }]);
    const sinPermiso = await e.pedir(acopio, 'GET', ruta(1, ciclo.id1));
    expect([sinPermiso.statusCode, sinPermiso.json()]).toEqual([403, { message: MSG_403 }]);
    const sinEudr = await e.pedir(miel, 'GET', ruta(3, ciclo.id3));
    expect([sinEudr.statusCode, sinEudr.json()]).toEqual([403, { message: MENSAJE_SIN_EUDR }]);
  });

  it('404 con el id de otra cooperativa (aun para el administrador), con un ciclo ajeno o inexistente', async () => {
    for (const [token, url] of [
      [gerente, ruta(1, ciclo.id1)],
      [gerente, ruta(1, ciclo.id2)],
      [gerente, ruta(3, ciclo.id3)],
      [gerente, ruta(999999, ciclo.id2)],
      [gerente, ruta(2, ciclo.id1)],
      [gerente, ruta(2, 999999)],
      [admin, ruta(2, ciclo.id2)],
      // honey cannot learn that another cooperative exists by its EUDR answer either
      [miel, ruta(2, ciclo.id2)],
    ] as const) {
      const r = await e.pedir(token, 'GET', url);
      expect([r.statusCode, r.json()], url).toEqual([404, { message: MSG_404 }]);
    }
  });

  it('422 si un parámetro no es un entero positivo', async () => {
    for (const [coop, c] of [
      ['abc', ciclo.id2],
      ['2.0', ciclo.id2],
      ['0', ciclo.id2],
      ['-2', ciclo.id2],
      ['2', 'x'],
      ['2', '1e3'],
      ['2', '12345678901'],
    ] as const) {
      const r = await e.pedir(gerente, 'GET', ruta(coop, c));
      expect(r.statusCode, `${coop}/${c}`).toBe(422);
      expect(r.json().message).toBe('Los datos enviados no son válidos');
      expect(Object.values(r.json().errors).flat()).toContain('Formato inválido');
    }
  });
});

describe('GET parcelas_whisp_report/{idCooperativa}/{idCiclo}: el libro', () => {
  it('nombre ReporteWHISP_<cooperativa>_<ciclo>.xlsx, encabezados en español con los 11 indicadores', async () => {
    const { r, h, hoja } = await libro(gerente, ruta(2, ciclo.id2));
    const nombreCiclo = (await uno<{ nombre: string }>(e.db, 'SELECT nombre FROM ciclos WHERE id = $1', [ciclo.id2])).nombre;
    expect(r.headers['content-disposition']).toBe(`attachment; filename="ReporteWHISP_Cacaoteros_de_la_Chontalpa_${nombreCiclo}.xlsx"`);
    expect(r.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    expect(r.headers['cache-control']).toBe('no-store');
    expect(hoja).toBe('Reporte WHISP');
    expect(h).toEqual([
      'ID',
      'CLAVE',
      'PRODUCTOR',
      'NOMBRE PARCELA',
      'MUNICIPIO',
      'COMUNIDAD',
      'SUPERFICIE REPORTADA (HA)',
      'ÁREA CALCULADA (HA)',
      'GEOLOCALIZADA',
      'RIESGO WHISP',
      'RESPUESTA WHISP',
      'IND 01 COBERTURA ARBÓREA 2020',
      'IND 02 CULTIVO PRESENTE ANTES DE 2020',
      'IND 03 PERTURBACIÓN ANTES DE 2020',
      'IND 04 PERTURBACIÓN DESPUÉS DE 2020',
      'IND 05 BOSQUE PRIMARIO 2020',
      'IND 06 BOSQUE DE REGENERACIÓN NATURAL 2020',
      'IND 07 PLANTACIÓN FORESTAL 2020',
      'IND 08 PLANTACIÓN FORESTAL DESPUÉS DE 2020',
      'IND 09 COBERTURA ARBÓREA DESPUÉS DE 2020',
      'IND 10 AGRICULTURA DESPUÉS DE 2020',
      'IND 11 CONCESIÓN FORESTAL ANTES DE 2020',
      'OTROS INDICADORES WHISP',
      'VERSIÓN WHISP',
      'FECHA ANÁLISIS WHISP',
      'RIESGO ASIGNADO POR PERSONA',
      'FECHA RIESGO ASIGNADO',
      'RIESGO EUDR',
      'ORIGEN RIESGO EUDR',
      'ÁREAS NATURALES',
      'ALERTAS DE ERROR DEL POLÍGONO',
    ]);
  });

  it('una fila por parcela que cuenta, en orden de id, con los datos de la base', async () => {
    const { filas } = await libro(gerente, ruta(2, ciclo.id2));
    const base = await e.db.query<{
      id: number;
      clave: string;
      productor: string;
      parcela: string;
      municipio: string;
      localidad: string;
      superficie: number;
      area: number | null;
      poligono: boolean;
      errores: number;
      areas: number;
    }>(
      `SELECT x.id, p.clave_tx AS clave, p.nombre_completo AS productor, x.nombre AS parcela, m.nombre AS municipio, l.nombre AS localidad,
              x.superficie::float8 AS superficie, x.poligono_area::float8 AS area, x.poligono IS NOT NULL AS poligono,
              x.alertas_error_poligono_count AS errores, x.areas_naturales_count AS areas
         FROM ${CUENTAN.replace('WHERE', 'JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio WHERE')}
        ORDER BY x.id`,
      [2, ciclo.id2],
    );
    expect(base.length).toBeGreaterThan(20);
    expect(filas.map((f) => f.ID)).toEqual(base.map((b) => b.id));
    // WHISP: the newest answer of each plot, by the same independent reading.
    const whisp = new Map(
      (
        await e.db.query<{ id_parcela: number; id_riesgo: number | null; riesgo_texto: string | null; version: string | null }>(
          `SELECT DISTINCT ON (id_parcela) id_parcela, id_riesgo, riesgo_texto, version FROM parcelas_whisp WHERE id_cooperativa = 2
            ORDER BY id_parcela, analizado_en DESC, id DESC`,
        )
      ).map((w) => [w.id_parcela, w]),
    );
    const usuario = new Map(
      (
        await e.db.query<{ id_parcela: number; id: number }>(
          `SELECT DISTINCT ON (id_parcela) id_parcela, id_cat_riesgo_eudr AS id FROM parcelas_eudr_riesgos WHERE id_cooperativa = 2
            ORDER BY id_parcela, created_at DESC, id DESC`,
        )
      ).map((u) => [u.id_parcela, u.id]),
    );
    const NOMBRE: Record<number, string> = { 1: 'Alto', 2: 'Medio', 3: 'Bajo', 4: 'Falta información', 5: 'Sin asignar' };
    const niveles = new Set<unknown>();
    base.forEach((b, i) => {
      const f = filas[i];
      const w = whisp.get(b.id);
      expect(f.CLAVE, `${b.id}`).toBe(b.clave);
      expect(f.PRODUCTOR).toBe(b.productor);
      expect(f['NOMBRE PARCELA']).toBe(b.parcela);
      expect(f.MUNICIPIO).toBe(b.municipio);
      expect(f.COMUNIDAD).toBe(b.localidad);
      expect(f['SUPERFICIE REPORTADA (HA)']).toBe(b.superficie);
      expect(f['ÁREA CALCULADA (HA)']).toBe(b.area);
      expect(f['RIESGO WHISP']).toBe(w?.id_riesgo ? NOMBRE[w.id_riesgo] : null);
      expect(f['RESPUESTA WHISP']).toBe(w?.riesgo_texto ?? null);
      expect(f['VERSIÓN WHISP']).toBe(w?.version ?? null);
      expect(f['ÁREAS NATURALES']).toBe(b.areas);
      expect(f['ALERTAS DE ERROR DEL POLÍGONO']).toBe(b.errores);
      const u = usuario.get(b.id) ?? null;
      expect(f['RIESGO ASIGNADO POR PERSONA']).toBe(u ? NOMBRE[u] : null);
      const { nivel } = riesgoMostrado({
        tienePoligono: b.poligono,
        riesgoWhisp: w?.id_riesgo ?? null,
        riesgoUsuario: u,
        alertasError: b.errores,
        areasNaturales: b.areas,
      });
      expect(f['RIESGO EUDR'], `${b.id}`).toBe(nivel ? ETIQUETA_NIVEL[nivel] : null);
      niveles.add(f['RIESGO EUDR']);
    });
    // every branch of the rule is met by the demo: Alto, Medio (falta información), Bajo, and no label
    expect([...niveles].sort()).toEqual(['Alto', 'Bajo', 'Medio', null].sort());
  });

  it('la parcela con análisis nuevo y riesgo de una persona: indicadores Sí/No, otros, fechas en la zona de la cooperativa', async () => {
    const { filas } = await libro(gerente, ruta(2, ciclo.id2));
    const f = filas.find((x) => x.ID === marcada.id)!;
    expect(f['RIESGO WHISP']).toBe('Alto');
    expect(f['RESPUESTA WHISP']).toBe('high');
    expect(f['VERSIÓN WHISP']).toBe('2.1.1');
    INDICADORES_WHISP.forEach((i, n) => expect(f[i.encabezado], i.clave).toBe(n % 2 ? 'No' : 'Sí'));
    expect(f['OTROS INDICADORES WHISP']).toBe('Ind_12_other_land_2020: Sí');
    // 00:30 UTC is 18:30 of the day before in Chontalpa (America/Mexico_City, UTC−6)
    expect((f['FECHA ANÁLISIS WHISP'] as Date).toISOString()).toBe('2030-01-04T18:30:00.000Z');
    expect(f['RIESGO ASIGNADO POR PERSONA']).toBe('Bajo');
    expect(f['FECHA RIESGO ASIGNADO']).toBeInstanceOf(Date);
    // a person's Bajo overrides WHISP's Alto (R065)
    expect([f['RIESGO EUDR'], f['ORIGEN RIESGO EUDR']]).toEqual(['Bajo', 'Persona']);
    // a demo plot without a person's risk: the automatic one, its four demo indicators and no others
    const auto = filas.find((x) => x.ID !== marcada.id && x['RIESGO EUDR'] !== null)!;
    expect(auto['ORIGEN RIESGO EUDR']).toBe('Automático (WHISP)');
    expect(auto['VERSIÓN WHISP']).toBe('demostración');
    expect(auto['IND 02 CULTIVO PRESENTE ANTES DE 2020']).toBe('No');
    expect(auto['IND 05 BOSQUE PRIMARIO 2020']).toBeNull();
    expect(auto['OTROS INDICADORES WHISP']).toBeNull();
  });

  it('el ciclo anterior trae sus propias parcelas; el riesgo de la lista coincide con el del reporte', async () => {
    const { filas } = await libro(gerente, ruta(2, ciclo.anterior2));
    const n = (await uno<{ n: number }>(e.db, `SELECT count(*)::int AS n FROM ${CUENTAN}`, [2, ciclo.anterior2])).n;
    expect(filas.length).toBe(n);
    const lista = await e.pedir(gerente, 'POST', '/api/parcelas_all_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: ciclo.id2 }],
      sorts: [{ column: 'id', sort: 'asc' }],
      per_page: 100,
    });
    const actuales = (await libro(gerente, ruta(2, ciclo.id2))).filas;
    const porId = new Map(actuales.map((f) => [f.ID, f['RIESGO EUDR']]));
    for (const x of lista.json().data as { id: number; riesgo_eudr: number | null }[]) {
      expect(porId.get(x.id), `${x.id}`).toBe(x.riesgo_eudr ? ['Alto', 'Medio', 'Bajo'][x.riesgo_eudr - 1] : null);
    }
  });

  it('las páginas por llave no repiten ni pierden parcelas (páginas de 7)', async () => {
    const ids: number[] = [];
    let paginas = 0;
    for await (const p of paginasReporteWhisp(e.db, 2, ciclo.id2, 7)) {
      expect(p.length).toBeLessThanOrEqual(7);
      ids.push(...p.map((f) => f.id));
      paginas++;
    }
    const esperados = (await e.db.query<{ id: number }>(`SELECT x.id FROM ${CUENTAN} ORDER BY x.id`, [2, ciclo.id2])).map((f) => f.id);
    expect(ids).toEqual(esperados);
    expect(paginas).toBe(Math.ceil(esperados.length / 7));
  });
});
