import ExcelJS from 'exceljs';
import type { Db } from '../../../server/db/db';
import { crearEntorno } from '../entorno';

/** The demo's latest cycle of a cooperative (where its pending requests are). */
export const ultimoCiclo = async (db: Db, coop: number) =>
  (
    await db.query<{ id: number; uuid: string }>('SELECT id, uuid FROM ciclos WHERE id_cooperativa = $1 ORDER BY id DESC LIMIT 1', [coop])
  )[0];

/** Pending requests of a table in a cycle, oldest first. */
export async function pendientes(db: Db, tabla: 'cuentas_altas_solicitud' | 'cuentas_bajas', coop: number, idCiclo: number) {
  return db.query<{ uuid: string; id_cuenta: number; id_productor: number }>(
    `SELECT s.uuid, s.id_cuenta, c.id_productor FROM ${tabla} s JOIN cuentas c ON c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
      WHERE s.id_cooperativa = $1 AND s.id_ciclo = $2 AND s.confirmado = 0 AND s.cancelado_at IS NULL AND c.fecha_baja IS NULL ORDER BY s.id`,
    [coop, idCiclo],
  );
}

/** The rows of the first sheet of an .xlsx answer, as values (the header first). */
export async function filasExcel(bytes: Buffer): Promise<unknown[][]> {
  const wb = new ExcelJS.Workbook();
  await wb.xlsx.load(bytes as unknown as ArrayBuffer);
  const filas: unknown[][] = [];
  wb.worksheets[0].eachRow((fila) => filas.push((fila.values as unknown[]).slice(1)));
  return filas;
}

export const TIPO_XLSX = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';

/**
 * The full demo with the people the registry requests' tests act as: admin (cooperative 1, every permission), the
 * technician (the screen's permission, not its export), the committee member (not the screen's permission) and the
 * cacao manager (cooperative 2); and the latest cycle of cooperatives 1 and 2.
 */
export async function entornoSolicitudes() {
  const e = await crearEntorno({}, { productores: 'demo' });
  const [admin, tecnico, comite, gerente] = await Promise.all(
    ['admin@', 'tecnico.sierra@', 'comite.sierra@', 'gerente@'].map((u) => e.entrar(`${u}cosecha.demo`)),
  );
  return { e, admin, tecnico, comite, gerente, ciclo: await ultimoCiclo(e.db, 1), ciclo2: await ultimoCiclo(e.db, 2) };
}
