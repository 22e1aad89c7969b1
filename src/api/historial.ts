import { httpJson } from '../dataProvider/httpClient';
import type { RespuestaHistorial } from '@domain/contrato/historial';

/**
 * A producer's 'Historial de cambios' (issue 13): the only place on the client that spells its path. `antes` is the
 * previous page's `siguiente`. `avisar: false`: an error stays in the section that asked (it says what to do).
 */
export const leerHistorial = (productorUuid: string, antes?: string | null) =>
  httpJson<RespuestaHistorial>(
    `cuentas/historial/${encodeURIComponent(productorUuid)}${antes ? `?antes=${encodeURIComponent(antes)}` : ''}`,
    { avisar: false },
  );
