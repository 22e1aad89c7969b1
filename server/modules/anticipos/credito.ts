import type { Consulta } from '../../db/db';
import { prohibido } from '../../errores';
import { funcionesCredito } from '@domain/anticipos/estado';
import { configuracionCredito, type ConfiguracionCredito } from './anticipos.repository';

/** 403 of a cooperative whose pre-harvest credit level is 1 (R102): no advances, by any route. */
export const sinCredito = (etiqueta: string) =>
  `La cooperativa no tiene habilitados los ${etiqueta}s precosecha (nivel de crédito de su configuración)`;

/**
 * Every advances call needs the cooperative's credit level 2 or more (spec 002 §6, R102); level 3 adds interest. The
 * menu hides the screen; this is the guard.
 */
export async function exigirCredito(db: Consulta, idCooperativa: number): Promise<ConfiguracionCredito & { interes: boolean }> {
  const cfg = await configuracionCredito(db, idCooperativa);
  const f = funcionesCredito(cfg.nivel);
  if (!f.anticipos) throw prohibido(sinCredito(cfg.etiqueta));
  return { ...cfg, interes: f.interes };
}
