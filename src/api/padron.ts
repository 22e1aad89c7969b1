import { httpJson } from '../dataProvider/httpClient';
import { filtroAltasPendientes } from '@domain/padron/altas';
import type { CuerpoAltas, RespuestaAltas } from '@domain/contrato/padron';

/**
 * The registry area's calls outside the dataProvider's lists (spec 001 §2.12; 000 §7 'padron_altas'). The only
 * place on the client that spells these paths; the types are the server's contract (domain/contrato/padron.ts).
 */

/** `POST admin/sic/padron_altas` with the cycle and confirmado = 0: every pending request (the bell counts them, R015). */
export const altasPendientes = (idCiclo: number) =>
  httpJson<RespuestaAltas>('admin/sic/padron_altas', {
    method: 'POST',
    body: filtroAltasPendientes(idCiclo) satisfies CuerpoAltas,
    avisar: false,
  });
