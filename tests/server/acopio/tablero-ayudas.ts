import type { Db } from '../../../server/db/db';

/**
 * A cycle of cooperative 2 (cacao) written here row by row, whose every figure is known in advance: three producers
 * (organic, transition, conventional category) in two municipalities, deliveries at both centres, payments.
 */
export interface CicloConocido {
  ciclo: number;
  uuidCiclo: string;
  centros: [number, number];
  cuentas: { organico: number; transicion: number; convencional: number; sinEntregas: number };
  productores: { organico: string; transicion: string; convencional: string };
  municipios: [number, number];
  localidades: [number, number];
}

async function cuentaNueva(db: Db, ciclo: number, idProductor: number, categoria: number): Promise<number> {
  const [c] = await db.query<{ id: number }>(
    `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, id_cuenta_categoria, organico, confirmado, fecha_ingreso)
     VALUES (2, $1, $2, $3, $4, 1, '2030-10-01') RETURNING id`,
    [idProductor, ciclo, categoria, categoria === 4 ? 1 : 0],
  );
  return c.id;
}

/** One delivery of a single bulk weighing (gross = net), priced, with its payments [método, monto]. */
export async function entregaConocida(
  db: Db,
  d: {
    cuenta: number;
    ciclo: number;
    centro: number | null;
    fecha: string;
    neto: number;
    precio: number;
    certs: number[];
    pagos?: [number, number][];
  },
): Promise<number> {
  const importe = Math.round((d.neto * d.precio) / 100);
  const [a] = await db.query<{ id: number }>(
    `INSERT INTO acopios (id_cooperativa, id_cuenta, id_ciclo, id_centro_acopio, fecha_acopio, peso_bruto, peso_neto, precio_por_kg, importe_total,
                          certificaciones, no_bultos)
     VALUES (2, $1, $2, $3, $4, $5, $5, $6, $7, $8, 2) RETURNING id`,
    [d.cuenta, d.ciclo, d.centro, d.fecha, d.neto, d.precio, importe, d.certs],
  );
  await db.query(
    `INSERT INTO acopio_pesadas (id_cooperativa, id_acopio, n, unidades, peso_bruto, peso_tara) VALUES (2, $1, 0, '{7}', $2, 0)`,
    [a.id, d.neto],
  );
  for (const [metodo, monto] of d.pagos ?? [])
    await db.query(
      `INSERT INTO acopio_pagos (id_cooperativa, id_acopio, folio, fecha, id_metodo_pago, monto, id_centro_acopio)
       VALUES (2, $1, 'P-prueba', $2, $3, $4, $5)`,
      [a.id, d.fecha, metodo, monto, d.centro],
    );
  return a.id;
}

/**
 * Deliveries (kg ×100, price 50.00):
 *   organic producer (municipio A): 2030-10-06 centre 1, 100 kg cert 15, paid 5,000.00 cash;
 *                                   2030-10-08 centre 2, 50 kg cert 15, paid 1,000.00 transfer (balance 1,500.00)
 *   transition producer (A): 2030-10-21 centre 1, 200 kg cert 16, paid 6,000.00 cash + 4,000.00 cash later
 *   conventional producer (municipio B): 2030-11-03 centre 2, 20 kg cert 16, unpaid (balance 1,000.00)
 * → 4 deliveries, 3 producers, 370 kg, 18,500.00, paid 16,000.00, balance 2,500.00.
 */
export async function cicloConocido(db: Db): Promise<CicloConocido> {
  const [ci] = await db.query<{ id: number; uuid: string }>(
    `INSERT INTO ciclos (id_cooperativa, nombre, fecha_inicio, fecha_fin, activo, activo_acopio)
     VALUES (2, '2030-2031', '2030-10-01', '2031-09-30', false, false) RETURNING id, uuid`,
  );
  const centros = (await db.query<{ id: number }>('SELECT id FROM centros_acopios WHERE id_cooperativa = 2 ORDER BY id')).map((c) => c.id);
  // Producers of two different municipalities, as the drill-down needs.
  const ps = await db.query<{ id: number; uuid: string; id_localidad: number; id_municipio: number }>(
    `SELECT DISTINCT ON (l.id_municipio) p.id, p.uuid, p.id_localidad, l.id_municipio
       FROM productores p JOIN localidades l ON l.id = p.id_localidad WHERE p.id_cooperativa = 2 ORDER BY l.id_municipio, p.id LIMIT 2`,
  );
  const [otro] = await db.query<{ id: number; uuid: string }>(
    `SELECT p.id, p.uuid FROM productores p WHERE p.id_cooperativa = 2 AND p.id_localidad = $1 AND p.id <> $2 ORDER BY p.id LIMIT 1`,
    [ps[0].id_localidad, ps[0].id],
  );
  const [sin] = await db.query<{ id: number }>('SELECT id FROM productores WHERE id_cooperativa = 2 AND id NOT IN ($1, $2, $3) LIMIT 1', [
    ps[0].id,
    ps[1].id,
    otro.id,
  ]);
  const cuentas = {
    organico: await cuentaNueva(db, ci.id, ps[0].id, 4),
    transicion: await cuentaNueva(db, ci.id, otro.id, 2),
    convencional: await cuentaNueva(db, ci.id, ps[1].id, 6),
    sinEntregas: await cuentaNueva(db, ci.id, sin.id, 6),
  };
  const base = { ciclo: ci.id, precio: 50_00 };
  await entregaConocida(db, {
    ...base,
    cuenta: cuentas.organico,
    centro: centros[0],
    fecha: '2030-10-06',
    neto: 100_00,
    certs: [15],
    pagos: [[1, 5000_00]],
  });
  await entregaConocida(db, {
    ...base,
    cuenta: cuentas.organico,
    centro: centros[1],
    fecha: '2030-10-08',
    neto: 50_00,
    certs: [15],
    pagos: [[2, 1000_00]],
  });
  await entregaConocida(db, {
    ...base,
    cuenta: cuentas.transicion,
    centro: centros[0],
    fecha: '2030-10-21',
    neto: 200_00,
    certs: [16],
    pagos: [
      [1, 6000_00],
      [1, 4000_00],
    ],
  });
  await entregaConocida(db, { ...base, cuenta: cuentas.convencional, centro: centros[1], fecha: '2030-11-03', neto: 20_00, certs: [16] });
  return {
    ciclo: ci.id,
    uuidCiclo: ci.uuid,
    centros: [centros[0], centros[1]],
    cuentas,
    productores: { organico: ps[0].uuid, transicion: otro.uuid, convencional: ps[1].uuid },
    municipios: [ps[0].id_municipio, ps[1].id_municipio],
    localidades: [ps[0].id_localidad, ps[1].id_localidad],
  };
}
