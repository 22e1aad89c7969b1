import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomUUID } from 'node:crypto';
import { crearEntorno, type Entorno } from '../entorno';
import { crearRol, crearUsuarioSql, MSG_401, MSG_403, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { conClave, cuentasActivas, diasAtras, hoyDe } from './anticipos-ayudas';
import { problemasPdf, revisarPdf } from '../pdf-revision';
import { importeEnLetras } from '@domain/comun/numero-a-letras';
import { formatoCentavos } from '@domain/comun/formato';
import { totalesEstadoCuenta } from '@domain/anticipos/estado-cuenta';
import { leerEstadoCuenta } from '../../../server/modules/anticipos/documentos/documentos.repository';

/**
 * Issue 25: an advance's receipt with its promissory note (recibos/anticipo/descargar/{uuid}) and a producer's account
 * statement for a cycle (recibos/cuentas/anticipos/{cycle}/{productor_uuid}), as PDFs: their 401/403/404/422, valid
 * PDF/A with embedded fonts (the checks of tests/server/pdf-revision.ts), the words and figures they print, and the
 * statement adding up to the cent with the lists it draws from, for every demo producer of cooperatives 1 and 2.
 */
let e: Entorno;
let gerente: string; // coop 2 (cacao, credit level 3)
let admin: string; // coop 1 (coffee, credit level 2)
let sinPermiso: string;
let hoy: string;
let anticipo: { id: number; uuid: string; folio: string; productor: string; productor_uuid: string; ciclo_uuid: string };

const RECIBO = (uuid: string) => `/api/recibos/anticipo/descargar/${uuid}`;
const ESTADO = (ciclo: string, productor: string) => `/api/recibos/cuentas/anticipos/${ciclo}/${productor}`;

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
  await crearRol(e.db, 92, 'Solo entregas', ['ACOPIOS_ENTREGAS_X_PRODUCTOR']);
  await crearUsuarioSql(e.db, { email: 'solo-entregas@cosecha.demo', id_rol: 92, id_cooperativa: 2 });
  sinPermiso = await e.entrar('solo-entregas@cosecha.demo');
  hoy = await hoyDe(e, 2);
  await e.db.query('UPDATE configuraciones SET tasa_interes_anticipos = 2000000 WHERE id_cooperativa = 2');
  const { idCiclo, cuentas } = await cuentasActivas(e, 2, 1);
  const r = await conClave(e, gerente, '/api/anticipos/storeweb', {
    folio: 'PAG-001',
    fecha_ejecucion: diasAtras(hoy, 60),
    id_cuenta: cuentas[0],
    cantidad_anticipo: 250_000,
    id_ciclos: idCiclo,
    descripcion: 'Para la limpia',
    interes: '2',
  });
  expect(r.statusCode, r.body).toBe(201);
  const id = r.json().data.id as number;
  // 2,500.00 at 2 % a month, lent 60 days ago: a repayment 30 days in pays the 50.00 of interest and 450.00 of
  // capital; a second one is voided.
  const a1 = await conClave(e, gerente, '/api/anticipos_pagos', {
    id_anticipo: id,
    fecha_ejecucion: diasAtras(hoy, 30),
    cantidad_pago: 50_000,
  });
  expect(a1.statusCode, a1.body).toBe(201);
  const anulado = randomUUID();
  const a2 = await conClave(e, gerente, '/api/anticipos_pagos', {
    id_anticipo: id,
    fecha_ejecucion: diasAtras(hoy, 10),
    cantidad_pago: 10_000,
    uuid: anulado,
  });
  expect(a2.statusCode, a2.body).toBe(201);
  const v = await conClave(e, gerente, `/api/anticipos_pagos/anular/${anulado}`, { motivo: 'Capturado dos veces' });
  expect(v.statusCode, v.body).toBe(200);
  anticipo = await uno(
    e.db,
    `SELECT an.id, an.uuid::text AS uuid, an.folio, p.nombre_completo AS productor, p.uuid::text AS productor_uuid, ci.uuid::text AS ciclo_uuid
       FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN ciclos ci ON ci.id_cooperativa = an.id_cooperativa AND ci.id = an.id_ciclo
      WHERE an.id_cooperativa = 2 AND an.id = $1`,
    [id],
  );
});
afterAll(() => e?.cerrar());

describe('GET recibos/anticipo/descargar/{uuid}: recibo y pagaré', () => {
  it('un PDF/A válido con fuentes incrustadas, el importe en cifras y letras, la tasa, los abonos (el anulado marcado) y el pagaré', async () => {
    const r = await e.pedir(gerente, 'GET', RECIBO(anticipo.uuid));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-type']).toMatch(/^application\/pdf/);
    expect(r.headers['content-disposition']).toBe('attachment; filename="credito_PAG-001.pdf"');
    const coop = await uno<{ nombre: string }>(e.db, 'SELECT nombre FROM cooperativas WHERE id = 2');
    expect(problemasPdf(r.rawPayload, { titulo: /^Recibo de crédito PAG-001$/, autor: coop.nombre })).toEqual([]);
    const texto = revisarPdf(r.rawPayload).texto.replace(/[ \t]+/g, ' ');
    const unaLinea = texto.replace(/\s+/g, ' ');
    for (const t of [
      coop.nombre,
      anticipo.productor,
      'Recibo de crédito precosecha',
      'Folio PAG-001',
      '$2,500.00',
      'DOS MIL QUINIENTOS PESOS 00/100 M.N.',
      '2 %',
      'Abono en efectivo',
      'ANULADO: Capturado dos veces',
      '$500.00 $50.00 $450.00',
      // to today: 50.00 on 2,500.00 for the first 30 days, 41.00 on 2,050.00 for the next 30 (the voided one paid
      // nothing); 500.00 recovered; 2,500 + 91 − 500 = 2,091.00 owed
      'Interés generado $91.00',
      'Recuperado $500.00',
      'Saldo $2,091.00',
      'Vigente',
      'PAGARÉ',
      'Debo y pagaré incondicionalmente',
      'a razón del 2 % mensual',
      'Firma del deudor',
    ])
      expect(unaLinea, t).toContain(t);
    expect(importeEnLetras(250_000)).toBe('DOS MIL QUINIENTOS PESOS 00/100 M.N.');
  });

  it('401 sin sesión, 403 sin el permiso, 404 el de otra cooperativa o inexistente, 422 un uuid mal formado', async () => {
    expect((await e.pedir(null, 'GET', RECIBO(anticipo.uuid))).json().message).toBe(MSG_401);
    const p = await e.pedir(sinPermiso, 'GET', RECIBO(anticipo.uuid));
    expect(p.statusCode).toBe(403);
    expect(p.json().message).toBe(MSG_403);
    for (const u of [anticipo.uuid, UUID_INEXISTENTE]) {
      const n = await e.pedir(admin, 'GET', RECIBO(u));
      expect(n.statusCode, u).toBe(404);
      expect(n.json().message).toBe(MSG_404);
    }
    expect((await e.pedir(gerente, 'GET', RECIBO('no-es-uuid'))).statusCode).toBe(422);
  });

  it('403 en una cooperativa sin crédito precosecha (nivel 1)', async () => {
    await e.db.query('UPDATE configuraciones SET id_cat_credito_precosecha = 1 WHERE id_cooperativa = 2');
    try {
      expect((await e.pedir(gerente, 'GET', RECIBO(anticipo.uuid))).statusCode).toBe(403);
      expect((await e.pedir(gerente, 'GET', ESTADO(anticipo.ciclo_uuid, anticipo.productor_uuid))).statusCode).toBe(403);
    } finally {
      await e.db.query('UPDATE configuraciones SET id_cat_credito_precosecha = 3 WHERE id_cooperativa = 2');
    }
  });
});

describe('GET recibos/cuentas/anticipos/{cycle}/{productor_uuid}: estado de cuenta', () => {
  it('un PDF/A válido con el crédito, su abono, el anulado marcado y el saldo', async () => {
    const r = await e.pedir(gerente, 'GET', ESTADO(anticipo.ciclo_uuid, anticipo.productor_uuid));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.headers['content-disposition']).toMatch(/^attachment; filename="estado_de_cuenta_[A-Za-z0-9._-]+\.pdf"$/);
    const coop = await uno<{ nombre: string }>(e.db, 'SELECT nombre FROM cooperativas WHERE id = 2');
    expect(problemasPdf(r.rawPayload, { titulo: /^Estado de cuenta de .+, ciclo .+$/, autor: coop.nombre })).toEqual([]);
    const texto = revisarPdf(r.rawPayload).texto.replace(/\s+/g, ' ');
    for (const t of [
      anticipo.productor,
      'Estado de cuenta',
      'Folio PAG-001',
      'Préstamo $2,500.00',
      'ANULADO: Capturado dos veces',
      'Adeudo de créditos',
    ])
      expect(texto, t).toContain(t);
  });

  it('401, 403, 404 (ciclo o productor de otra cooperativa), 422 (uuid mal formado; sin entregas ni créditos)', async () => {
    const url = ESTADO(anticipo.ciclo_uuid, anticipo.productor_uuid);
    expect((await e.pedir(null, 'GET', url)).statusCode).toBe(401);
    expect((await e.pedir(sinPermiso, 'GET', url)).statusCode).toBe(403);
    expect((await e.pedir(admin, 'GET', url)).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'GET', ESTADO(UUID_INEXISTENTE, anticipo.productor_uuid))).statusCode).toBe(404);
    expect((await e.pedir(gerente, 'GET', ESTADO(anticipo.ciclo_uuid, 'x'))).statusCode).toBe(422);
    const vacio = await uno<{ productor: string; ciclo: string }>(
      e.db,
      `SELECT p.uuid::text AS productor, ci.uuid::text AS ciclo FROM productores p JOIN ciclos ci ON ci.id_cooperativa = p.id_cooperativa
        WHERE p.id_cooperativa = 2
          AND NOT EXISTS (SELECT 1 FROM acopios a JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta
                           WHERE a.id_cooperativa = 2 AND a.id_ciclo = ci.id AND c.id_productor = p.id)
          AND NOT EXISTS (SELECT 1 FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
                           WHERE an.id_cooperativa = 2 AND an.id_ciclo = ci.id AND c.id_productor = p.id)
        LIMIT 1`,
    );
    const v = await e.pedir(gerente, 'GET', ESTADO(vacio.ciclo, vacio.productor));
    expect(v.statusCode).toBe(422);
    expect(v.json().errors).toEqual({ ciclo: ['El productor no tiene entregas ni créditos en este ciclo'] });
  });

  it('cuadra al centavo con entregas_por_productor_search y anticipos_search para cada productor de las cooperativas 1 y 2', async () => {
    const casos = await e.db.query<{ coop: number; id_ciclo: number; ciclo: string; id_productor: number; productor: string }>(
      `SELECT DISTINCT x.coop, x.id_ciclo, ci.uuid::text AS ciclo, x.id_productor, p.uuid::text AS productor FROM (
         SELECT a.id_cooperativa AS coop, a.id_ciclo, c.id_productor FROM acopios a
           JOIN cuentas c ON c.id_cooperativa = a.id_cooperativa AND c.id = a.id_cuenta WHERE a.id_cooperativa IN (1, 2)
         UNION
         SELECT an.id_cooperativa, an.id_ciclo, c.id_productor FROM anticipos an
           JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta WHERE an.id_cooperativa IN (1, 2)) x
       JOIN ciclos ci ON ci.id_cooperativa = x.coop AND ci.id = x.id_ciclo
       JOIN productores p ON p.id_cooperativa = x.coop AND p.id = x.id_productor
       ORDER BY 1, 2, 4`,
    );
    expect(casos.length).toBeGreaterThan(10);
    let conAnticipos = 0;
    let conRemanentes = 0;
    for (const c of casos) {
      const token = c.coop === 1 ? admin : gerente;
      const estado = await leerEstadoCuenta(e.db, c.coop, c.ciclo, c.productor);
      expect(estado).not.toBeNull();
      const t = totalesEstadoCuenta(estado!);
      const entregas = await e.pedir(token, 'POST', '/api/entregas_por_productor_search', {
        per_page: 10,
        totales: true,
        filters: [
          { column: 'id_ciclo', operator: '=', value: c.id_ciclo },
          { column: 'productor_id', operator: '=', value: c.id_productor },
        ],
      });
      expect(entregas.statusCode, entregas.body).toBe(200);
      const te = entregas.json().totales;
      expect({ ...t.entregas }, `${c.coop}/${c.id_ciclo}/${c.id_productor}`).toEqual({
        peso_neto: Number(te.peso_neto),
        importe_total: Number(te.importe_total),
        recuperado: Number(te.total_anticipos_recuperados),
        pagado: Number(te.pagado_a_productor),
        saldo: Number(te.total_saldo),
      });
      expect(t.pagos, 'los pagos listados suman lo pagado de las entregas').toBe(t.entregas.pagado);
      const anticipos = await e.pedir(token, 'POST', '/api/anticipos_search', {
        per_page: 10,
        totales: true,
        filters: [
          { column: 'id_ciclo', operator: '=', value: c.id_ciclo },
          { column: 'productor_uuid', operator: '=', value: c.productor },
        ],
      });
      expect(anticipos.statusCode, anticipos.body).toBe(200);
      const ta = anticipos.json().totales;
      expect(t.anticipos, `${c.coop}/${c.id_ciclo}/${c.id_productor}`).toEqual({
        monto: Number(ta.cantidad_anticipo ?? 0),
        interes: Number(ta.total_interes ?? 0),
        recuperado: Number(ta.total_anticipos_recuperados ?? 0),
        saldo: Number(ta.total_saldo ?? 0),
      });
      if (estado!.anticipos.length) conAnticipos++;
      const remanentes = await e.pedir(token, 'POST', '/api/remanente/recibos_search', {
        per_page: 10,
        totales: true,
        filters: [
          { column: 'id_ciclo', operator: '=', value: c.id_ciclo },
          { column: 'productor_uuid', operator: '=', value: c.productor },
        ],
      });
      expect(remanentes.statusCode, remanentes.body).toBe(200);
      expect(t.remanentes, `remanentes ${c.coop}/${c.id_ciclo}/${c.id_productor}`).toBe(
        Number(remanentes.json().totales.cantidad_pago ?? 0),
      );
      expect(estado!.remanentes.map((r) => r.folio).sort()).toEqual(
        remanentes
          .json()
          .data.map((r: { folio: string }) => r.folio)
          .sort(),
      );
      if (estado!.remanentes.length) conRemanentes++;
    }
    expect(conAnticipos).toBeGreaterThan(0);
    expect(conRemanentes, 'la demo paga remanente a productores con entregas').toBeGreaterThan(0);
  });

  it('el PDF imprime los totales del estado de cuenta (un productor con entregas y créditos de la demo)', async () => {
    const c = await uno<{ coop: number; ciclo: string; productor: string }>(
      e.db,
      `SELECT an.id_cooperativa AS coop, ci.uuid::text AS ciclo, p.uuid::text AS productor
         FROM anticipos an JOIN cuentas c ON c.id_cooperativa = an.id_cooperativa AND c.id = an.id_cuenta
         JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN ciclos ci ON ci.id_cooperativa = an.id_cooperativa AND ci.id = an.id_ciclo
        WHERE an.id_cooperativa = 1 AND an.pagos > 0
          AND EXISTS (SELECT 1 FROM acopios a WHERE a.id_cooperativa = 1 AND a.id_ciclo = an.id_ciclo AND a.id_cuenta = c.id)
        ORDER BY an.id LIMIT 1`,
    );
    const estado = (await leerEstadoCuenta(e.db, c.coop, c.ciclo, c.productor))!;
    const t = totalesEstadoCuenta(estado);
    const r = await e.pedir(admin, 'GET', ESTADO(c.ciclo, c.productor));
    expect(r.statusCode, r.body).toBe(200);
    const texto = revisarPdf(r.rawPayload).texto.replace(/\s+/g, ' ');
    for (const [etiqueta, v] of [
      ['Importe de las entregas', t.entregas.importe_total],
      ['Pagado al productor', t.entregas.pagado],
      ['Por pagar al productor', t.entregas.saldo],
      ['Interés generado', t.anticipos.interes],
      ['Adeudo de anticipos', t.anticipos.saldo],
      [t.saldo >= 0 ? 'Saldo a favor del productor' : 'Saldo a cargo del productor', Math.abs(t.saldo)],
    ] as const)
      expect(texto, etiqueta).toContain(`${etiqueta} ${formatoCentavos(v)}`);
  });
});
