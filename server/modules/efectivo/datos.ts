import type { Consulta } from '../../db/db';
import { exigirValido, invalido } from '../../errores';
import { validarDesembolso } from '@domain/efectivo/validar';
import type { CuerpoDesembolso } from '@domain/contrato/efectivo';
import { centroDeCooperativa, usuarioDeCooperativa, type ConfiguracionEfectivo, type DatosGuardados } from './efectivo.repository';
import { MENSAJES_DESEMBOLSO } from './mensajes';

/**
 * The form's rules (R105) and what only the server can check (the centre and the collector are the cooperative's),
 * shared by the register and the edit; the answer is what gets stored. A cooperative without centres stores none.
 */
export async function datosDeDesembolso(
  db: Consulta,
  coop: number,
  cfg: ConfiguracionEfectivo,
  hoy: string,
  d: CuerpoDesembolso,
): Promise<DatosGuardados> {
  const centro = d.id_centros_acopios && d.id_centros_acopios > 0 ? d.id_centros_acopios : null;
  exigirValido(validarDesembolso({ ...d, id_centros_acopios: centro }, { hoy, conCentros: cfg.conCentros, nivelCredito: cfg.nivel }));
  if (centro !== null && !(await centroDeCooperativa(db, coop, centro)))
    throw invalido({ id_centros_acopios: [MENSAJES_DESEMBOLSO.centroNoValido] });
  if (d.acopiador !== null && !(await usuarioDeCooperativa(db, coop, d.acopiador)))
    throw invalido({ acopiador: [MENSAJES_DESEMBOLSO.acopiadorNoValido] });
  return {
    fecha_envio: d.fecha_envio,
    id_centro_acopio: cfg.conCentros ? centro : null,
    cantidad: d.cantidad,
    tipo_motivo: d.tipo_motivo,
    id_acopiador: d.acopiador,
    observaciones: d.observaciones?.trim() || null,
  };
}
