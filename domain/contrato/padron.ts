import { Type, type Static } from 'typebox';
import { Datos, fechaHora, objeto, textoNulo } from './comun';
import { Filtro } from './busqueda';

/**
 * Registry registrations (spec 001 §2.12, §3 'Altas request row'; 000 §7 'padron_altas'): the Altas requests a
 * new producer leaves pending. One declaration for the server's validation and answers, /api/docs and the client.
 */

/** An Altas request row with the producer it names. */
export const FilaAlta = Type.Object({
  uuid_cuentas_altas_solicitud: Type.String(),
  confirmado: Type.Integer(),
  id_cuenta: Type.Integer(),
  id_ciclo: Type.Integer(),
  uuid_productor: Type.String(),
  nombre: Type.String(),
  clave_tx: textoNulo(),
  localidad: Type.String(),
  municipio: Type.String(),
  created_at: fechaHora(),
});
export type FilaAlta = Static<typeof FilaAlta>;

/**
 * POST admin/sic/padron_altas: the search protocol's filters only (the spec always sends the cycle and the
 * state; their absence is the route's Spanish 422), every request of them, no pages.
 */
export const CuerpoAltas = objeto({ filters: Type.Array(Filtro, { maxItems: 30 }) });
export type CuerpoAltas = Static<typeof CuerpoAltas>;

/** Every request of the filters: spec 000 §7 counts the answer's length for the Altas bell. */
export const RespuestaAltas = Datos(FilaAlta);
export type RespuestaAltas = Static<typeof RespuestaAltas>;
