import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import {
  ParamCategoriaMancha,
  ParamCuentaCalidad,
  ParamLocalidadesCalidad,
  ParamLoteCalidad,
  RespuestaAltitud,
  RespuestaOpcionesCalidad,
  RespuestaParcelasCalidad,
  RespuestaRegionesLote,
  RespuestaTiposMancha,
  RespuestaTotalProductores,
  RespuestaVariedades,
  RespuestaZarandas,
} from '@domain/contrato/calidad';
import {
  altitudLote,
  altitudRegion,
  colores,
  localidadesDeCoop,
  localidadesLote,
  loteDeCoop,
  parcelasDeCuenta,
  procesos,
  productoresLote,
  productoresRegion,
  tiposMancha,
  variedadesLote,
  variedadesRegion,
  zarandas,
} from './calidad.repository';

const ETIQUETA = 'Calidad (catálogos y tarjetas de la selección)';
/** The spec's menu entry for /admin/calidad is gated by ACOPIOS: the whole area is. */
export const PERMISO_CALIDAD = 'ACOPIOS';

/**
 * The quality forms' catalogues and the selection's summary cards (spec 002 §7 'Quality'), at the spec's paths. The
 * spec's client reads the first item of each card's array; the varieties cards count the plots' varieties (0068).
 */
export function rutasCalidadInfo(app: App): void {
  const opciones = (summary: string, respuesta: typeof RespuestaOpcionesCalidad | typeof RespuestaZarandas) => ({
    schema: { tags: [ETIQUETA], summary, response: { 200: respuesta } },
    preHandler: app.requiere(PERMISO_CALIDAD),
  });
  const cat = '/api/calidad/catalogos';
  app.get(`${cat}/tipo_procesos`, opciones('Tipos de proceso del café de la muestra', RespuestaOpcionesCalidad), async () => ({
    data: await procesos(app.db),
  }));
  app.get(`${cat}/color_muestras`, opciones('Colores de la muestra', RespuestaOpcionesCalidad), async () => ({
    data: await colores(app.db),
  }));
  app.get(`${cat}/zarandas`, opciones('Zarandas (cribas 13 a 20 en 64avos de pulgada, y el fondo)', RespuestaZarandas), async () => ({
    data: await zarandas(app.db),
  }));
  app.get(
    '/api/calidad/catalogos/tipo_manchas/:categoria',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Tipos de defecto (1 primarios, 2 secundarios) con su equivalencia SCA en granos por defecto completo',
        params: ParamCategoriaMancha,
        response: { 200: RespuestaTiposMancha },
      },
      preHandler: app.requiere(PERMISO_CALIDAD),
    },
    async (req) => ({ data: await tiposMancha(app.db, Number(req.params.categoria)) }),
  );

  /** The path's localities, each in the cooperative's municipalities (another's read as missing). */
  const localidades = async (coop: number, lista: string) => {
    const ids = await localidadesDeCoop(app.db, coop, [...new Set(lista.split(',').map(Number))]);
    if (!ids) throw noEncontrado();
    return ids;
  };
  const lote = async (coop: number, id: string) => {
    if (!(await loteDeCoop(app.db, coop, Number(id)))) throw noEncontrado();
    return Number(id);
  };
  const region = { tags: [ETIQUETA], params: ParamLocalidadesCalidad };
  const delLote = { tags: [ETIQUETA], params: ParamLoteCalidad };
  const pre = { preHandler: app.requiere(PERMISO_CALIDAD) };

  app.get(
    '/api/calidad/info/region/productores/totales/:localidades',
    {
      schema: { ...region, summary: 'Productores de la cooperativa en las localidades', response: { 200: RespuestaTotalProductores } },
      ...pre,
    },
    async (req) => {
      const c = req.usuario.id_cooperativa;
      return { data: [{ total: await productoresRegion(app.db, c, await localidades(c, req.params.localidades)) }] };
    },
  );
  app.get(
    '/api/calidad/info/region/parcelas/variedades/:localidades',
    { schema: { ...region, summary: 'Variedades de las parcelas de las localidades', response: { 200: RespuestaVariedades } }, ...pre },
    async (req) => {
      const c = req.usuario.id_cooperativa;
      return { data: [{ variedades: await variedadesRegion(app.db, c, await localidades(c, req.params.localidades)) }] };
    },
  );
  app.get(
    '/api/calidad/info/region/parcelas/altitud/:localidades',
    {
      schema: {
        ...region,
        summary: 'Altitud (m) de las parcelas de las localidades: promedio, mínima y máxima',
        response: { 200: RespuestaAltitud },
      },
      ...pre,
    },
    async (req) => {
      const c = req.usuario.id_cooperativa;
      return { data: [await altitudRegion(app.db, c, await localidades(c, req.params.localidades))] };
    },
  );
  app.get(
    '/api/calidad/info/lote/productores/totales/:idLote',
    { schema: { ...delLote, summary: 'Productores con entregas en el lote', response: { 200: RespuestaTotalProductores } }, ...pre },
    async (req) => {
      const c = req.usuario.id_cooperativa;
      return { data: [{ total: await productoresLote(app.db, c, await lote(c, req.params.idLote)) }] };
    },
  );
  app.get(
    '/api/calidad/info/lote/productores/regiones/:idLote',
    { schema: { ...delLote, summary: 'Localidades de los productores del lote', response: { 200: RespuestaRegionesLote } }, ...pre },
    async (req) => {
      const c = req.usuario.id_cooperativa;
      const lista = await localidadesLote(app.db, c, await lote(c, req.params.idLote));
      return { data: [{ localidades: lista.map((l) => l.nombre).join(', '), lista }] };
    },
  );
  app.get(
    '/api/calidad/info/lote/parcelas/variedades/:idLote',
    {
      schema: { ...delLote, summary: 'Variedades de las parcelas de los productores del lote', response: { 200: RespuestaVariedades } },
      ...pre,
    },
    async (req) => {
      const c = req.usuario.id_cooperativa;
      return { data: [{ variedades: await variedadesLote(app.db, c, await lote(c, req.params.idLote)) }] };
    },
  );
  app.get(
    '/api/calidad/info/lote/parcelas/altitud/:idLote',
    {
      schema: { ...delLote, summary: 'Altitud (m) de las parcelas de los productores del lote', response: { 200: RespuestaAltitud } },
      ...pre,
    },
    async (req) => {
      const c = req.usuario.id_cooperativa;
      return { data: [await altitudLote(app.db, c, await lote(c, req.params.idLote))] };
    },
  );

  app.get(
    '/api/parcelas_por_productor_ciclo/:idCuenta',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Parcelas (no dadas de baja) de la cuenta del productor en su ciclo, para la tarjeta de la selección de calidad',
        params: ParamCuentaCalidad,
        response: { 200: RespuestaParcelasCalidad },
      },
      ...pre,
    },
    async (req) => {
      const data = await parcelasDeCuenta(app.db, req.usuario.id_cooperativa, Number(req.params.idCuenta));
      if (!data) throw noEncontrado();
      return { data };
    },
  );
}
