/**
 * Every browser path of the spec, built in one place (spec 000 §2.1–§2.2, 001 §2.1, 002 §2.1).
 * react-admin's own buttons build its default paths (`/admin/cooperativas/:id`), so links, row
 * clicks and redirects use these instead (DESIGN §4 'Routing').
 *
 * @example rutas.cooperativaEditar('0b6e…') // '/admin/cooperativas/edit/0b6e…'
 */
const conId = (base: string) => (uuid: string | number) => `${base}/${encodeURIComponent(String(uuid))}`;

export const rutas = {
  raiz: () => '/',
  ingresar: () => '/user/login-v3',
  /** Sign-in target after a forced logout (401). */
  login: () => '/login',
  sinPermisos: () => '/sin-permisos',

  dashboard: () => '/dashboard',
  cuentasDashboard: () => '/admin/cuentas',
  cuentasDatos: () => '/admin/cuentas/datos',
  cuentas: () => '/admin/cuentas/list',
  cuentaPerfil: conId('/admin/cuentas/perfil'),
  cuentaAgregar: () => '/admin/cuentas/agregar',
  comiteFormulario: conId('/admin/cuentas/comite'),
  comiteRevisar: conId('/admin/cuentas/comite/revisar'),
  comiteVer: conId('/admin/comite'),
  comiteEditar: conId('/admin/comites-editar'),

  cooperativas: () => '/admin/cooperativas/list',
  cooperativaCrear: () => '/admin/cooperativas/create',
  cooperativaEditar: conId('/admin/cooperativas/edit'),

  usuarios: () => '/admin/usuarios/list',
  usuarioCrear: () => '/admin/usuarios/create',
  usuarioEditar: conId('/admin/usuarios/edit'),

  parcelasDashboard: () => '/admin/parcelas',
  parcelas: () => '/admin/parcelas/list',
  parcelaPerfil: conId('/admin/parcelas/perfil'),
  /** The shareable print page 'CROQUIS POR PARCELA' (spec 001 §2.6). */
  parcelaImprimir: conId('/admin/parcelas/perfil/print'),
  /** The sketch editor (spec 001 §2.8). */
  parcelaEditarCroquis: conId('/admin/parcelas/perfil/editcroquis'),
  /** Add plots to an account (spec 001 §2.7), by the producer's or the account's uuid. */
  parcelaCrear: conId('/admin/parcelas/create'),
  /**
   * The TRACES file's revision (issue 11; no path in the spec, docs/DECISIONES.md): what goes in the file and what is
   * left out, for the selected cycle, or only one producer's plots.
   */
  parcelasTraces: (cuenta?: string) => `/admin/parcelas/traces${cuenta ? `?cuenta=${encodeURIComponent(cuenta)}` : ''}`,

  padronCompleto: () => '/admin/padron/completo/list',
  padronConcentrado: () => '/admin/padron/concentrado/list',
  padronAltas: () => '/admin/padron/altas/list',
  padronBajas: () => '/admin/padron/bajas/list',
  padronMapas: () => '/admin/padron/mapas/list',

  acopio: () => '/admin/acopio',
  acopioPorProductor: () => '/admin/acopio/acopio_por_productor/list',
  acopioEntregas: () => '/admin/acopio/entregas_por_productor/list',
  acopioAnticipos: () => '/admin/acopio/anticipos_por_productor/list',
  acopioEfectivo: () => '/admin/acopio/entregas_efectivo/list',
  acopioRemanente: () => '/admin/acopio/remanente/list',
  acopioPrecio: () => '/admin/acopio/precio_por_cooperativa/list',
  acopioLotes: () => '/admin/acopio/lotes',
  acopioSeleccion: () => '/admin/acopio/entregas_por_productor/seleccion',
  /** This device's outbox: deliveries and payments saved offline (issue 28). */
  acopioBandeja: () => '/admin/acopio/bandeja',
  /** The provisional receipt of an outbox delivery, by the item's id; it opens offline (issue 28). */
  acopioReciboProvisional: (idBandeja: string) => `/admin/acopio/bandeja/${encodeURIComponent(idBandeja)}/recibo`,
  /** New delivery (no uuid_acopio) or edit of an existing one (002 §2.1). */
  acopioEntregaForm: (idCuenta: number, uuidCuenta: string, uuidAcopio?: string) =>
    `/admin/acopio/entregas_por_productor/form/${idCuenta}/${uuidCuenta}${uuidAcopio ? `/${uuidAcopio}` : ''}`,
  /** Issue 28: the delivery form correcting an outbox item in conflict ('Editar'), by the item's id. */
  acopioCorregirEntrega: (idCuenta: number, uuidCuenta: string, idBandeja: string) =>
    `/admin/acopio/entregas_por_productor/form/${idCuenta}/${uuidCuenta}?corregir=${encodeURIComponent(idBandeja)}`,
  acopioPagoPendiente: (idCuenta: number, uuidCuenta: string, idAcopio: number) =>
    `/admin/acopio/entregas_por_productor/pago_pendiente/${idCuenta}/${uuidCuenta}/${idAcopio}`,

  calidad: () => '/admin/calidad',
  calidadDeDatos: () => '/admin/calidad-de-datos',
  /** The statistics panel and its data CSVs (spec 001 §2.1, §2.14). */
  estadisticas: () => '/admin/csv/list',
  versiones: () => '/admin/versiones/list',
  /** The localities catalogue (spec 001 §2.1, §2.15). */
  localidades: () => '/admin/localidades/list',
  fichaMaster: () => '/admin/ficha/master/lista',
  /** Master form detail ('Fichas asociadas', spec 002 §2.17). */
  fichaMasterDetalle: (id: number | string) => `/admin/ficha/master/detalle/${id}`,

  /** The form-to-producer wizard (spec 002 §2.13): forms, producer, confirm. */
  vincularSic: () => '/admin/vincular-sic/list',
  vincularSicProductor: () => '/admin/vincular-sic/list-p2',
  vincularSicConfirmar: () => '/admin/vincular-sic/list-p3',
  /** The form-to-plot wizard (spec 002 §2.14): producer, plot (or none), forms, confirm; the no-plot path's two screens. */
  vincularParcelas: () => '/admin/vincular-sic-parcelas/list',
  vincularParcelasParcela: () => '/admin/vincular-sic-parcelas/list-p2',
  vincularParcelasFormularios: () => '/admin/vincular-sic-parcelas/list-p3',
  vincularParcelasConfirmar: () => '/admin/vincular-sic-parcelas/list-p4',
  vincularSinParcela: () => '/admin/vincular-sic-parcelas/list-No-parcela',
  vincularSinParcelaConfirmar: () => '/admin/vincular-sic-parcelas/list-No-parcela-confirm',
} as const;

/** The path without query string or hash, and without a trailing slash (except '/'). */
export function rutaLimpia(path: string): string {
  const sinQuery = path.split(/[?#]/)[0] || '/';
  return sinQuery.length > 1 ? sinQuery.replace(/\/+$/, '') : sinQuery;
}

/**
 * The list a resource page belongs to: `/admin/cooperativas/edit/x` → `/admin/cooperativas/list`.
 * null when the path is not under `/admin/<area>/`.
 */
export function rutaListaDe(path: string): string | null {
  const m = /^\/admin\/([^/]+)\/(?:edit|create|perfil|show)(?:\/|$)/.exec(rutaLimpia(path));
  return m ? `/admin/${m[1]}/list` : null;
}
