import type { UnidadesUsuales } from '@domain/contrato/acopio-unidades';
import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import { httpJson } from '../dataProvider/httpClient';
import type {
  AcopiosDeProductor,
  CuerpoEdicionEntrega,
  CuerpoEntrega,
  CuerpoPagoPendiente,
  Entrega,
  OpcionCatalogoAcopio,
  PrecioPrecargado,
  RespuestaEntregaGuardada,
  RespuestaEntregaPorId,
  RespuestaEntregaRegistrada,
} from '@domain/contrato/acopio';
import type { NombreCatalogo } from '@domain/acopio/catalogos';
import type { FilaCuenta } from '@domain/contrato/cuentas';
import type { RespuestaBusqueda } from '@domain/contrato/busqueda';

/**
 * The collection area's calls for the delivery form, its producer selection and the pending payment (spec 002 §7
 * 'Deliveries and lots', 'Catalogues'). The only place on the client that spells these paths; the types are the
 * server's contract (domain/contrato/acopio.ts). Writes carry the Idempotency-Key the form made when it opened.
 */
const clave = (idempotencia: string) => ({ 'Idempotency-Key': idempotencia });

/**
 * The offline outbox sends silently (issue 28): its page says what happened, and a 401/500 alert must neither hold
 * its calls nor pop up while the collector works on something else.
 */
type EnvioBandeja = { silencioso?: boolean };

/** `GET acopios/catalogos/{nombre}`: one catalogue's options for the session's product. */
export const catalogoAcopio = (nombre: NombreCatalogo) =>
  httpJson<{ data: OpcionCatalogoAcopio[] }>(`acopios/catalogos/${nombre}`, { avisar: false }).then((r) => r.data);

/** `GET admin/acopios/precio_por_kg_por_productor/{id_cuenta}`: the form's starting price for this account. */
export const precioParaCuenta = (idCuenta: number) =>
  httpJson<{ data: PrecioPrecargado }>(`admin/acopios/precio_por_kg_por_productor/${idCuenta}`, { avisar: false }).then((r) => r.data);

/** `GET admin/acopios/unidades_usuales`: the centre's usual units and its latest weighing's (issue 22 item 24). */
export const unidadesUsuales = () =>
  httpJson<{ data: UnidadesUsuales }>('admin/acopios/unidades_usuales', { avisar: false }).then((r) => r.data);

/** `GET admin/acopios/entregas/acopios_por_productor/{cycleUuid}/{uuid_cuenta}`: the side panel's summary and deliveries. */
export const acopiosDeProductor = (uuidCiclo: string, uuidCuenta: string) =>
  httpJson<{ data: AcopiosDeProductor }>(
    `admin/acopios/entregas/acopios_por_productor/${encodeURIComponent(uuidCiclo)}/${encodeURIComponent(uuidCuenta)}`,
    { avisar: false },
  ).then((r) => r.data);

/** `GET admin/acopios/copia_dispositivo`: what the form and the selection read, kept on the device (issue 28). */
export const copiaDispositivo = () =>
  httpJson<{ data: CopiaDispositivo }>('admin/acopios/copia_dispositivo', { avisar: false, silencioso: true }).then((r) => r.data);

/** `GET admin/acopios/entregas/{uuid}`: a delivery to edit. */
export const leerEntrega = (uuid: string) =>
  httpJson<{ data: Entrega }>(`admin/acopios/entregas/${encodeURIComponent(uuid)}`, { avisar: false }).then((r) => r.data);

/**
 * `GET admin/acopios/entregas/acopio_por_productor/{id}`: a delivery by its id, and what its producer owes today on
 * advances (the pending payment's route and its recovery field).
 */
export const entregaPorId = (id: number) =>
  httpJson<RespuestaEntregaPorId>(`admin/acopios/entregas/acopio_por_productor/${id}`, { avisar: false });

/** The cycle's lots for the form's select: the lots area's call (`GET admin/acopios/entregas/lotes/{cycleId}`). */
export { lotesDelCiclo } from './acopio-lotes';

/** `POST cuentas_search`: confirmed producers of a cycle whose name or key contains `texto` (no baja: the list leaves them out). */
export const productoresDelCiclo = (idCiclo: number, texto: string) =>
  httpJson<RespuestaBusqueda<FilaCuenta>>('cuentas_search', {
    method: 'POST',
    avisar: false,
    body: {
      filters: [
        { column: 'id_ciclo', operator: '=', value: idCiclo },
        { column: 'confirmado', operator: '=', value: 1 },
        ...(texto.trim() ? [{ column: 'q', operator: 'like', value: texto.trim() }] : []),
      ],
      sorts: [{ column: 'nombre', sort: 'asc' }],
      per_page: 20,
    },
  }).then((r) => r.data ?? []);

/** `POST admin/acopios/entregas`: a new delivery, once per key. */
export const registrarEntrega = (cuerpo: CuerpoEntrega, idempotencia: string, opciones: EnvioBandeja = {}) =>
  httpJson<RespuestaEntregaRegistrada>('admin/acopios/entregas', {
    method: 'POST',
    body: cuerpo,
    avisar: false,
    cabeceras: clave(idempotencia),
    ...opciones,
  });

/** `PUT admin/acopios/entregas/{uuid}`: an edit with the version it loaded (409 when someone saved in between). */
export const editarEntrega = (uuid: string, cuerpo: CuerpoEdicionEntrega, idempotencia: string) =>
  httpJson<RespuestaEntregaGuardada>(`admin/acopios/entregas/${encodeURIComponent(uuid)}`, {
    method: 'PUT',
    body: cuerpo,
    avisar: false,
    cabeceras: clave(idempotencia),
  });

/** `POST admin/acopios/entregas/pago_pendiente`: a later payment of a delivery, once per key. */
export const registrarPagoPendiente = (cuerpo: CuerpoPagoPendiente, idempotencia: string, opciones: EnvioBandeja = {}) =>
  httpJson<RespuestaEntregaGuardada>('admin/acopios/entregas/pago_pendiente', {
    method: 'POST',
    body: cuerpo,
    avisar: false,
    cabeceras: clave(idempotencia),
    ...opciones,
  });

export { claveDeEnvio } from '../dataProvider/claveDeEnvio';
