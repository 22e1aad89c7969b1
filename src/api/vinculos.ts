import { httpJson } from '../dataProvider/httpClient';
import type {
  CuerpoCrearParcelaVinculo,
  CuerpoCuentasPorVincular,
  CuerpoFormulariosVincular,
  CuerpoVinculoCuenta,
  CuerpoVinculoParcela,
  FormularioVincular,
  ParcelaVincular,
  RespuestaCrearParcelaVinculo,
  RespuestaCuentasVincular,
  RespuestaFormulariosVincular,
  RespuestaParcelasVincular,
  RespuestaVinculo,
} from '@domain/contrato/vinculos';
import type { TipoFormulario } from '@domain/vinculos/vinculos';

/**
 * The linking wizards' calls (spec 002 §7 'Linking'; issue 27): the only place on the client that spells the
 * /api/admin/sic/… linking paths and the forms' downloads. Errors are left to the screen (`avisar: false`): a 422
 * names the list at fault and a 409 says another person linked first.
 */

/**
 * Step 1 of 'Vincular a productor': the forms still without a producer, newest first (the first 100 and `total`);
 * `q` by what the form says of its plot or producer, the partner key or the inspector.
 */
export const formulariosSinProductor = (b: CuerpoFormulariosVincular = {}): Promise<RespuestaFormulariosVincular> =>
  httpJson<RespuestaFormulariosVincular>('admin/sic/vinculos', { method: 'POST', avisar: false, body: b });

/** The producers of the current cycle (the first 100 by name and `total`); `showNew` only this cycle's entrants, `q` by name or key. */
export const cuentasPorVincular = (b: CuerpoCuentasPorVincular = {}): Promise<RespuestaCuentasVincular> =>
  httpJson<RespuestaCuentasVincular>('admin/sic/cuentas_por_vincular', { method: 'POST', avisar: false, body: b });

/** Step 1 of 'Vincular a parcela': the producers with linked forms still without a plot (the first 100 and `total`). */
export const cuentasConFormulariosSinParcela = (q?: string): Promise<RespuestaCuentasVincular> =>
  httpJson<RespuestaCuentasVincular>(`admin/sic/cuentas_por_vincular_parcelas${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
    avisar: false,
  });

/** The producer's plots without baja. */
export const parcelasVinculables = (idCuenta: number): Promise<ParcelaVincular[]> =>
  httpJson<RespuestaParcelasVincular>(`admin/sic/parcelas_vinculables/${idCuenta}`, { avisar: false }).then((r) => r.data);

/** The producer's forms still without a plot. */
export const formulariosSinParcela = (idCuenta: number): Promise<FormularioVincular[]> =>
  httpJson<RespuestaFormulariosVincular>(`admin/sic/vincular_formularios_parcelas/${idCuenta}`, { avisar: false }).then((r) => r.data);

export const vincularACuenta = (b: CuerpoVinculoCuenta): Promise<RespuestaVinculo> =>
  httpJson<RespuestaVinculo>('admin/sic/vinculo_forms_cuenta_batch', { method: 'POST', avisar: false, body: b });

export const vincularAParcela = (b: CuerpoVinculoParcela): Promise<RespuestaVinculo> =>
  httpJson<RespuestaVinculo>('admin/sic/vinculo_forms_parcela_batch', { method: 'POST', avisar: false, body: b });

/** The no-plot path: creates the plot from a main-plot form and links the form to it. */
export const crearParcelaDesdeFormulario = (b: CuerpoCrearParcelaVinculo): Promise<RespuestaCrearParcelaVinculo> =>
  httpJson<RespuestaCrearParcelaVinculo>('admin/sic/vinculo_forms_create_parcela', { method: 'POST', avisar: false, body: b });

/** Paths of a form's downloads (sic_pp and tx_po only: `tieneDescargas`) for BotonDescarga / httpDescarga. */
export const rutaPdfFormulario = (tipo: Exclude<TipoFormulario, 'tx_croquis'>, uuid: string) => `pdf/${tipo}/${encodeURIComponent(uuid)}`;
export const rutaXlsFormulario = (tipo: Exclude<TipoFormulario, 'tx_croquis'>, uuid: string) => `xls/${tipo}/${encodeURIComponent(uuid)}`;
