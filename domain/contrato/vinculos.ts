import { Type, type Static } from 'typebox';
import { entero, enteroNulo, idEnTexto, numeroNulo, objeto, opcional, texto, textoNulo, uuid } from './comun';

/**
 * The linking wizards (spec 002 §2.13, §2.14, §3 'Linking forms', 'Account to link', 'Parcel to link', §7 'Linking';
 * issue 27). Field names are the spec's. Served by server/modules/vinculos/; the rules are domain/vinculos/vinculos.ts.
 */

/** §3 'Linking forms': one field-form submission as the wizards list it. `form_type` may be any text ('ERROR' badge). */
export const FormularioVincular = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  form_type: Type.String(),
  coop_nombre: Type.Union([Type.String(), Type.Null()]),
  parcela_nombre_otro: Type.Union([Type.String(), Type.Null()]),
  id_socio_otro: Type.Union([Type.String(), Type.Null()]),
  nombre_inspector: Type.Union([Type.String(), Type.Null()]),
  uuid_odk: Type.Union([Type.String(), Type.Null()]),
  fecha: Type.String(),
  num_plantas: Type.Union([Type.Integer(), Type.Null()]),
  /** Hectares, as parcelas.superficie. */
  tx_superficie: Type.Union([Type.Number(), Type.Null()]),
});
export type FormularioVincular = Static<typeof FormularioVincular>;
/**
 * A wizard list answers its first rows (at most 100, the newest forms or the producers by name) and `total`, how many
 * match: the screens say 'Mostrando 100 de N' and invite a search (docs/DECISIONES.md, issue 27 'Benchmark'). The
 * count stops past TOPE_CONTEO: a `total` above it reads 'más de 1 000'.
 */
export const TOPE_CONTEO = 1000;
export const RespuestaFormulariosVincular = Type.Object({ data: Type.Array(FormularioVincular), total: Type.Integer() });
export type RespuestaFormulariosVincular = Static<typeof RespuestaFormulariosVincular>;

/** §3 'Account to link'. */
export const CuentaVincular = Type.Object({
  id_cuenta: Type.Integer(),
  nombre: Type.String(),
  nombre_coop: Type.String(),
  cuenta_region: Type.Union([Type.String(), Type.Null()]),
  municipio: Type.Union([Type.String(), Type.Null()]),
  localidad: Type.Union([Type.String(), Type.Null()]),
  fecha_ingreso: Type.Union([Type.String(), Type.Null()]),
  /** The producer's uuid: the name links to /admin/cuentas/perfil/{uuid}. */
  uuid: Type.String(),
});
export type CuentaVincular = Static<typeof CuentaVincular>;
export const RespuestaCuentasVincular = Type.Object({ data: Type.Array(CuentaVincular), total: Type.Integer() });
export type RespuestaCuentasVincular = Static<typeof RespuestaCuentasVincular>;

/** POST admin/sic/cuentas_por_vincular: `showNew` true = only this cycle's new entrants (docs/DECISIONES.md). */
export const CuerpoCuentasPorVincular = objeto({ showNew: opcional(Type.Boolean()), q: opcional(texto(100)) });
export type CuerpoCuentasPorVincular = Static<typeof CuerpoCuentasPorVincular>;

/**
 * The new searches of issue 27's bench (step 1 of both wizards) follow the house's search text (Q_CALIDAD, issue
 * 26): at least two letters, no NUL nor lone surrogate, so a stray number is a 422 and not a whole-table scan; and no
 * '%', LIKE's wildcard, which no name or key holds (a broken escape such as `%E0%A4%A` in the URL is a 422 too). The
 * screens leave out a text with fewer letters (`textoBusquedaVinculos`).
 */
export const Q_VINCULOS = '^(?=(?:[^\\p{L}]*\\p{L}){2})[^\\u0000\\ud800-\\udfff%]*$';
const busqueda = () => Type.String({ maxLength: 100, pattern: Q_VINCULOS });
/**
 * POST admin/sic/vinculos (no body in the spec; may still be sent without one): `q` narrows step 1 by what the form
 * says of its plot or producer, the partner key or the inspector.
 */
export const CuerpoFormulariosVincular = objeto({ q: opcional(busqueda()) });
export type CuerpoFormulariosVincular = Static<typeof CuerpoFormulariosVincular>;
/** GET admin/sic/cuentas_por_vincular_parcelas?q=: the producers by name or key, as `cuentas_por_vincular`. */
export const QueryCuentasSinParcela = objeto({ q: opcional(busqueda()) });
export type QueryCuentasSinParcela = Static<typeof QueryCuentasSinParcela>;

/** The search text as the new searches take it: under two letters, no search. */
export const textoBusquedaVinculos = (q: string): string | undefined => {
  const t = q.trim();
  return (t.match(/\p{L}/gu)?.length ?? 0) >= 2 && !t.includes('%') ? t.slice(0, 100) : undefined;
};

/** §3 'Parcel to link'. */
export const ParcelaVincular = Type.Object({
  id: Type.Integer(),
  uuid: Type.String(),
  nombre: Type.String(),
  superficie: Type.Number(),
  plantas: Type.Integer(),
  nombre_productor: Type.String(),
  nombre_coop: Type.String(),
});
export type ParcelaVincular = Static<typeof ParcelaVincular>;
export const RespuestaParcelasVincular = Type.Object({ data: Type.Array(ParcelaVincular) });
export type RespuestaParcelasVincular = Static<typeof RespuestaParcelasVincular>;

export const ParamCuentaVincular = objeto({ id_cuenta: idEnTexto() });
export type ParamCuentaVincular = Static<typeof ParamCuentaVincular>;

/** At most 500 forms a batch: a day's work of a whole team, and a bounded lock set. */
const ids = () => Type.Array(entero(1), { maxItems: 500 });

/** POST admin/sic/vinculo_forms_cuenta_batch. */
export const CuerpoVinculoCuenta = objeto({ id_cuenta: entero(1), idsPP: ids(), idsPO: ids(), idsCroquis: ids() });
export type CuerpoVinculoCuenta = Static<typeof CuerpoVinculoCuenta>;
/** POST admin/sic/vinculo_forms_parcela_batch. */
export const CuerpoVinculoParcela = objeto({ id_parcela: entero(1), idsPP: ids(), idsPO: ids(), idsCroquis: ids() });
export type CuerpoVinculoParcela = Static<typeof CuerpoVinculoParcela>;
/** The batches' answer: success, message ('{n} formulario(s) vinculado(s) correctamente'), data = n. */
export const RespuestaVinculo = Type.Object({ success: Type.Boolean(), message: Type.String(), data: Type.Integer() });
export type RespuestaVinculo = Static<typeof RespuestaVinculo>;

/** POST admin/sic/vinculo_forms_create_parcela: the no-plot path. Fields may be null so the plot rules answer. */
export const CuerpoCrearParcelaVinculo = objeto({
  id_sic: entero(1),
  id_cuenta: entero(1),
  nombre_parcela: textoNulo(200),
  num_plantas: enteroNulo(0),
  superficie: numeroNulo(0),
});
export type CuerpoCrearParcelaVinculo = Static<typeof CuerpoCrearParcelaVinculo>;
export const RespuestaCrearParcelaVinculo = Type.Object({
  success: Type.Boolean(),
  message: Type.String(),
  data: Type.Object({ uuid: Type.String(), id: Type.Integer(), nombre: Type.String() }),
});
export type RespuestaCrearParcelaVinculo = Static<typeof RespuestaCrearParcelaVinculo>;

/** Downloads pdf/{form_type}/{uuid} and xls/{form_type}/{uuid} (not for sketches). */
export const ParamDescargaFormulario = objeto({ uuid: uuid() });
export type ParamDescargaFormulario = Static<typeof ParamDescargaFormulario>;
