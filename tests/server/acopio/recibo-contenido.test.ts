import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { revisarPdf } from '../pdf-revision';

/**
 * What a receipt prints of the delivery's product (issue 22 items 16 and 24): coffee its type, process and
 * categories; cacao and honey the humidity of their sample (once dropped: only coffee types had sampling fields);
 * every product its categories and its lot, 'Sin lote' when it has none. One demo delivery of each cooperative
 * (1 coffee, 2 cacao, 3 honey), read with pdftotext.
 */
let e: Entorno;
const tokens: Record<number, string> = {};

/** The cooperative's first delivery, with the fields under test set as given, and its receipt's text. */
async function recibo(
  coop: number,
  cambios: { humedad: number | null; certificaciones: number[]; lote: boolean; tipo?: number; proceso?: number },
) {
  const a = await uno<{ id: number; uuid: string; id_ciclo: number }>(
    e.db,
    'SELECT id, uuid, id_ciclo FROM acopios WHERE id_cooperativa = $1 ORDER BY id LIMIT 1',
    [coop],
  );
  let lote: string | null = null;
  if (cambios.lote) {
    const l = await uno<{ id: number; nombre: string }>(
      e.db,
      `INSERT INTO lotes (id_cooperativa, id_ciclo, nombre) VALUES ($1, $2, $3) RETURNING id, nombre`,
      [coop, a.id_ciclo, `Lote recibo ${coop}`],
    );
    lote = l.nombre;
    await e.db.query('UPDATE acopios SET id_lote = $3 WHERE id_cooperativa = $1 AND id = $2', [coop, a.id, l.id]);
  } else await e.db.query('UPDATE acopios SET id_lote = NULL WHERE id_cooperativa = $1 AND id = $2', [coop, a.id]);
  await e.db.query(
    `UPDATE acopios SET humedad = $3, certificaciones = $4, id_tipo_cafe = coalesce($5, id_tipo_cafe), id_proceso = coalesce($6, id_proceso)
      WHERE id_cooperativa = $1 AND id = $2`,
    [coop, a.id, cambios.humedad, cambios.certificaciones, cambios.tipo ?? null, cambios.proceso ?? null],
  );
  const r = await e.pedir(tokens[coop], 'GET', `/api/recibos/entregas/descargar/${a.uuid}`);
  expect(r.statusCode, r.body).toBe(200);
  return { texto: revisarPdf(r.rawPayload).texto, lote };
}

beforeAll(async () => {
  e = await crearEntorno();
  tokens[1] = await e.entrar('admin@cosecha.demo');
  tokens[2] = await e.entrar('gerente@cosecha.demo');
  tokens[3] = await e.entrar('miel@cosecha.demo');
});
afterAll(() => e.cerrar());

describe('issue 22 items 16 y 24: el recibo imprime lo que aplica a cada producto', () => {
  it('café: tipo, proceso, categorías y lote', async () => {
    const { texto, lote } = await recibo(1, { humedad: 11_50, certificaciones: [15, 17], lote: true, tipo: 1, proceso: 2 });
    expect(texto).toMatch(/Producto\s+Café/);
    expect(texto).toMatch(/Tipo de café\s+Pergamino/);
    expect(texto).toMatch(/Proceso\s+Natural/);
    expect(texto).toMatch(/Categorías\s+Orgánico, Comercio Justo \(Fairtrade\)/);
    expect(texto).toMatch(new RegExp(`Lote\\s+${lote}`));
    expect(texto).toMatch(/Humedad\s+11\.50 %/);
  });

  it('café sin lote: "Sin lote"', async () => {
    const { texto } = await recibo(1, { humedad: null, certificaciones: [16], lote: false });
    expect(texto).toMatch(/Lote\s+Sin lote/);
    expect(texto).toMatch(/Categorías\s+Convencional/);
  });

  it('cacao: humedad, categorías y lote; nada de café', async () => {
    const { texto, lote } = await recibo(2, { humedad: 7_25, certificaciones: [15], lote: true });
    expect(texto).toMatch(/Producto\s+Cacao/);
    expect(texto).toMatch(/Humedad\s+7\.25 %/);
    expect(texto).toMatch(/Categorías\s+Orgánico/);
    expect(texto).toMatch(new RegExp(`Lote\\s+${lote}`));
    expect(texto).not.toMatch(/Tipo de café|Proceso/);
  });

  it('miel: humedad, categorías (16 se llama Transición) y "Sin lote"', async () => {
    const { texto } = await recibo(3, { humedad: 18_20, certificaciones: [16], lote: false });
    expect(texto).toMatch(/Producto\s+Miel/);
    expect(texto).toMatch(/Humedad\s+18\.20 %/);
    expect(texto).toMatch(/Categorías\s+Transición/);
    expect(texto).toMatch(/Lote\s+Sin lote/);
    expect(texto).not.toMatch(/Tipo de café|Proceso/);
  });
});
