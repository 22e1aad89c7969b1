import type { Consulta } from '../../db/db';
import { prohibido } from '../../errores';
import { leerConfiguracion } from '../cooperativas/configuracion.repository';
import { MENSAJE_SIN_EUDR } from './eudr.routes';

/**
 * The EUDR files (TRACES, the WHISP report) belong to a cooperative with usa_eudr on (on when no configuration is
 * stored, as the client's muestraEudr): otherwise 403 'La cooperativa no tiene activado EUDR…' (issue 22 item 16: a
 * cooperative without EUDR downloaded a TRACES file while its WHISP report already answered 403).
 */
export async function exigirEudr(db: Consulta, idCooperativa: number): Promise<void> {
  const cfg = await leerConfiguracion(db, idCooperativa);
  if (cfg && !cfg.usa_eudr) throw prohibido(MENSAJE_SIN_EUDR);
}
