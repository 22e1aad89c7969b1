/**
 * Registry registrations (altas, spec 000 §3 'Alerts', §4; 001 §2.12, §3 'Altas request row').
 * A new producer leaves a request pending (confirmado 0) until it is confirmed (1).
 */
export interface SolicitudAlta {
  uuid_cuentas_altas_solicitud: string;
  confirmado: 0 | 1;
}

/**
 * R015: the alert count is the length of the `padron_altas` answer for the cycle with confirmado = 0.
 *
 * @example conteoAltas({ data: [{}, {}, {}] }) // 3
 */
export function conteoAltas(respuesta: { data?: readonly unknown[] | null } | null | undefined): number {
  return Array.isArray(respuesta?.data) ? respuesta.data.length : 0;
}

/** The request body of that count (spec 000 §7: filter [id_ciclo equals, confirmado equals 0]). */
export function filtroAltasPendientes(idCiclo: number) {
  return {
    filters: [
      { column: 'id_ciclo', operator: '=', value: idCiclo },
      { column: 'confirmado', operator: '=', value: 0 },
    ],
  };
}
