import type { Consulta } from '../../db/db';
import { BANDERAS_CONFIGURACION, configuracionPorDefecto } from '@domain/cooperativas/configuracion';
import type { ConfiguracionEditable, CuerpoConfiguracion } from '@domain/contrato/cooperativas';

/** Columns the configuration form may change (id_cat_productos is the cooperative's, not the configuration's). */
export const CAMPOS_CONFIGURACION = [
  ...BANDERAS_CONFIGURACION,
  'id_cat_credito_precosecha',
  'tasa_interes_anticipos',
  'calidad_saco_kg',
  'calidad_base_mancha',
  'calidad_en_produccion',
  'anticipos_etiqueta',
  'parcelas_etiqueta',
  'plantas_etiqueta',
  'ine_etiqueta',
  'acopio_units',
  'currency',
  'zona_horaria',
] as const;

/** The configuration with its row's version (the session's answers drop `version`: their contract has none). */
export async function leerConfiguracion(db: Consulta, idCooperativa: number): Promise<ConfiguracionEditable | null> {
  const [fila] = await db.query<ConfiguracionEditable>(
    `SELECT cf.id_cooperativa, ${CAMPOS_CONFIGURACION.map((c) => `cf.${c}`).join(', ')}, c.id_cat_productos, cf.version
       FROM configuraciones cf JOIN cooperativas c ON c.id = cf.id_cooperativa
      WHERE cf.id_cooperativa = $1`,
    [idCooperativa],
  );
  return fila ?? null;
}

export async function crearConfiguracion(tx: Consulta, idCooperativa: number, idProducto: number): Promise<void> {
  const d = configuracionPorDefecto(idProducto) as unknown as Record<string, unknown>;
  const cols = CAMPOS_CONFIGURACION as readonly string[];
  await tx.query(
    `INSERT INTO configuraciones (id_cooperativa, ${cols.join(', ')}) VALUES ($1, ${cols.map((_, i) => `$${i + 2}`).join(', ')})`,
    [idCooperativa, ...cols.map((c) => d[c])],
  );
}

/** Saves only the fields sent (the body is the contract's: every key is one of CAMPOS_CONFIGURACION). */
export async function guardarConfiguracion(
  tx: Consulta,
  idCooperativa: number,
  datos: Omit<CuerpoConfiguracion, 'version'>,
): Promise<void> {
  const cols = CAMPOS_CONFIGURACION.filter((c) => datos[c] !== undefined);
  if (cols.length === 0) return;
  await tx.query(
    `UPDATE configuraciones SET ${cols.map((c, i) => `${c} = $${i + 2}`).join(', ')}, updated_at = now() WHERE id_cooperativa = $1`,
    [idCooperativa, ...cols.map((c) => datos[c])],
  );
}
