import type { Consulta } from '../../../db/db';
import { COLUMNAS_RESUMEN, DESDE_RESUMEN } from '../entregas/entregas.repository';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import type { CicloCopia } from '@domain/contrato/acopio-copia';
import type { Static } from 'typebox';

/** The cooperative's active collection cycle (the latest, if several are, as the form picks it). */
export async function cicloDeAcopio(db: Consulta, idCooperativa: number): Promise<Static<typeof CicloCopia> | null> {
  const [c] = await db.query<Static<typeof CicloCopia>>(
    'SELECT id, uuid, nombre FROM ciclos WHERE id_cooperativa = $1 AND activo_acopio ORDER BY id DESC LIMIT 1',
    [idCooperativa],
  );
  return c ?? null;
}

/** The account categories (a global catalogue): the panel names a producer's category. */
export const categoriasDeCuenta = (db: Consulta): Promise<OpcionCatalogoAcopio[]> =>
  db.query<OpcionCatalogoAcopio>('SELECT id, nombre FROM cat_cuentas_categorias ORDER BY id');

/** An account of the copy as read: the panel's sums (COLUMNAS_RESUMEN) with the producer's id and key. */
export interface FilaProductorCopia {
  id_cuenta: number;
  uuid_cuenta: string;
  uuid_productor: string;
  id_productor: number;
  productor: string;
  clave: string | null;
  id_cuenta_categoria: number;
  entregas_no: number;
  entregas_no_bultos: number;
  entregas_peso_neto_total: number;
  pagos_total: number;
  pagos_descuentos_total: number;
  pagos_pagado_total: number;
  est_peso_estimado_total: number;
}

/**
 * The cycle's accounts that can deliver (confirmed, no baja: the producer selection's rule) with the panel's sums,
 * only the producers of `idCentro` when given. One read; ordered by name as the selection lists them.
 */
export function productoresDeCopia(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idCentro: number | null,
): Promise<FilaProductorCopia[]> {
  return db.query<FilaProductorCopia>(
    `SELECT ${COLUMNAS_RESUMEN}, p.id AS id_productor, p.clave_tx AS clave FROM ${DESDE_RESUMEN}
      WHERE c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.confirmado = 1 AND c.fecha_baja IS NULL
        AND ($3::int IS NULL OR p.id_centro_acopio = $3)
      ORDER BY p.nombre_completo, c.id`,
    [idCooperativa, idCiclo, idCentro],
  );
}
