import type { FiltrosPanel } from '@domain/tableros/filtros';

/**
 * SQL clauses of the dashboards' filter panel (000 §2.3; docs/DECISIONES.md 'filtros'), shared by every figure's
 * repository. Each clause starts with ' AND ' (or is '' when the panel leaves it at 'all', so an unfiltered figure is
 * the same statement as before) and adds its values to the statement's parameters: nothing of the request is spelled
 * into the SQL. Aliases are code constants of the calling repository.
 */
export class Parametros {
  constructor(readonly valores: unknown[]) {}
  /** Adds a value and answers its placeholder. */
  p(v: unknown, tipo = ''): string {
    this.valores.push(v);
    return `$${this.valores.length}${tipo}`;
  }
}

/**
 * Ubicación: the producer's home is in the municipality (and the locality) chosen. `cuenta` is the alias of an account
 * row of `cuentas`; the producer is reached by its primary key and the locality by its own.
 */
export function ubicacionDeCuenta(panel: FiltrosPanel, ps: Parametros, cuenta = 'c'): string {
  if (panel.id_municipio === undefined && panel.id_localidad === undefined) return '';
  const condiciones = [
    panel.id_localidad !== undefined ? `pu.id_localidad = ${ps.p(panel.id_localidad)}` : '',
    panel.id_municipio !== undefined ? `lu.id_municipio = ${ps.p(panel.id_municipio)}` : '',
  ].filter(Boolean);
  return ` AND EXISTS (SELECT 1 FROM productores pu JOIN localidades lu ON lu.id = pu.id_localidad
                       WHERE pu.id_cooperativa = ${cuenta}.id_cooperativa AND pu.id = ${cuenta}.id_productor AND ${condiciones.join(' AND ')})`;
}

/** Ubicación where the statement already joins the producer (`productor`) and its locality (`localidad`). */
export function ubicacionUnida(panel: FiltrosPanel, ps: Parametros, productor = 'p', localidad = 'l'): string {
  let sql = '';
  if (panel.id_localidad !== undefined) sql += ` AND ${productor}.id_localidad = ${ps.p(panel.id_localidad)}`;
  if (panel.id_municipio !== undefined) sql += ` AND ${localidad}.id_municipio = ${ps.p(panel.id_municipio)}`;
  return sql;
}

/**
 * Desde, Hasta, Inspector on a format row (`formato`, an alias of tx_formatos): its date and its inspector. The
 * inspection's inspector is the one the registry names for the account (padrón column 'Inspector', `padron_sic`,
 * catalogue `inspectores`; 001 §2.9), never the user who captured the form (`id_capturo`): one inspector per
 * inspection, the same on the dashboards and in the padrón (issue 22 item 20). A semi-join on the account's unique key.
 */
export function condicionFormato(panel: FiltrosPanel, ps: Parametros, formato = 'f'): string {
  let sql = '';
  if (panel.desde) sql += ` AND ${formato}.fecha >= ${ps.p(panel.desde, '::date')}`;
  if (panel.hasta) sql += ` AND ${formato}.fecha <= ${ps.p(panel.hasta, '::date')}`;
  if (panel.id_inspector !== undefined)
    sql += ` AND EXISTS (SELECT 1 FROM padron_sic sic_i WHERE sic_i.id_cooperativa = ${formato}.id_cooperativa AND sic_i.id_cuenta = ${formato}.id_cuenta
                         AND sic_i.id_inspector = ${ps.p(panel.id_inspector)})`;
  return sql;
}

/**
 * Desde, Hasta, Inspector on an account: it has a chosen inspection record in its cycle. A semi-join on the
 * formats' (cooperative, cycle, account) index.
 */
export function inspeccionDeCuenta(panel: FiltrosPanel, ps: Parametros, cuenta = 'c'): string {
  const f = condicionFormato(panel, ps, 'ti');
  if (!f) return '';
  return ` AND EXISTS (SELECT 1 FROM tx_formatos ti
                       WHERE ti.id_cooperativa = ${cuenta}.id_cooperativa AND ti.id_ciclo = ${cuenta}.id_ciclo AND ti.id_cuenta = ${cuenta}.id${f})`;
}

/** The producers a figure counts under the panel: by place, and (when chosen) by an inspection record. */
export const poblacion = (panel: FiltrosPanel, ps: Parametros, cuenta = 'c'): string =>
  ubicacionDeCuenta(panel, ps, cuenta) + inspeccionDeCuenta(panel, ps, cuenta);
