import type { Consulta } from '../../db/db';
import { exigirValido, invalido } from '../../errores';
import { validarDesembolso } from '@domain/efectivo/validar';
import type { CuerpoDesembolso } from '@domain/contrato/efectivo';
import { acopiadorDeCooperativa, centroDeCooperativa, type ConfiguracionEfectivo, type DatosGuardados } from './efectivo.repository';
import { MENSAJES_DESEMBOLSO } from './mensajes';

/**
 * The form's rules (R105) and what only the server can check (the centre is the cooperative's; the collector is one of
 * its active collectors, role 6, and works at the chosen centre), shared by the register and the edit; the answer is
 * what gets stored. A cooperative without centres stores none.
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
  const guardado = cfg.conCentros ? centro : null;
  if (d.acopiador !== null) {
    const acopiador = await acopiadorDeCooperativa(db, coop, d.acopiador);
    if (!acopiador) throw invalido({ acopiador: [MENSAJES_DESEMBOLSO.acopiadorNoValido] });
    // the cash goes to a centre: whoever receives it works there (docs/DECISIONES.md '## issue 25: efectivo, Excel…')
    if (guardado !== null && acopiador.centro !== guardado) throw invalido({ acopiador: [MENSAJES_DESEMBOLSO.acopiadorDeOtroCentro] });
  }
  return {
    fecha_envio: d.fecha_envio,
    id_centro_acopio: guardado,
    cantidad: d.cantidad,
    tipo_motivo: d.tipo_motivo,
    id_acopiador: d.acopiador,
    observaciones: d.observaciones?.trim() || null,
  };
}
