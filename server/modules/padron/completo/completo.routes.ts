import type { App } from '../../../tipos';
import { respuestaArchivo } from '../../../descarga';
import { invalido, noEncontrado } from '../../../errores';
import { buscar, type Filtro } from '../../../search/motor';
import { registrarBusqueda } from '../../../search/rutas-busqueda';
import { responderExcel } from '../../../excel/respuesta';
import {
  catalogoSiNo,
  catalogoTenencia,
  cicloPropio,
  contextoPadron,
  paginasPadron,
  parcelasPadron,
  totalesPadron,
} from './padron-completo.repository';
import { inspectores, padronCompleto } from './padron-completo.resource';
import { editarCelda } from './editar-celda';
import { columnasExcelApodip, columnasExcelPadron } from './padron-completo-excel';
import { etiquetaCategoria } from '@domain/padron/columnas-completo';
import { MENSAJES_EDICION } from '@domain/padron/edicion';
import { nombreConFecha } from '@domain/comun/descargas';
import { PeticionBusqueda, QueryBusqueda } from '@domain/contrato/busqueda';
import { objeto, opcional, texto } from '@domain/contrato/comun';
import {
  CuerpoEdicionPadron,
  FilaPadronCompleto,
  OpcionCatalogo,
  ParamCicloPadron,
  ParamColumna,
  QueryParcelasPadron,
  RespuestaCatalogoPadron,
  RespuestaEdicionPadron,
  RespuestaPadronCompleto,
  RespuestaParcelasPadron,
} from '@domain/contrato/padron-completo';

const ETIQUETA = 'Padrón completo';
const MENSAJE_CICLO = 'Indique el ciclo (id_ciclo)';
const QueryExcelPadron = objeto({ q: opcional(texto(200)) });

/** Honey shows its transition categories as 'Transición' (001 §2.9), in the grid, the edit's answer and the Excel. */
const conEtiquetas = (f: FilaPadronCompleto, idProducto: number): FilaPadronCompleto => ({
  ...f,
  cuenta_categoria: etiquetaCategoria(f.id_cuenta_categoria, f.cuenta_categoria, idProducto) ?? f.cuenta_categoria,
  categoria_anterior: etiquetaCategoria(f.id_categoria_anterior, f.categoria_anterior, idProducto),
});

/** The complete register (spec 001 §2.9, §2.10, §5, §7 'Registry'): HTTP only. */
export function rutasPadronCompleto(app: App): void {
  app.post(
    '/api/tx_padron_completo_search',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Padrón completo de un ciclo (filtro id_ciclo obligatorio; q, id_localidad, id_cuenta_region, id_cuenta_categoria, id_nivel_riesgo; ' +
          'orden productor_clave_tx, productor_nombre, localidad, municipio…; totales: true suma las columnas numéricas)',
        body: PeticionBusqueda,
        querystring: QueryBusqueda,
        response: { 200: RespuestaPadronCompleto },
      },
      preHandler: app.requiere('PADRON_COMPLETO'),
    },
    async (req) => {
      const filtros = req.body.filters ?? [];
      // Without a cycle the register would mix every cycle's accounts of a producer (001 §7 always sends it).
      const ciclo = filtros.find((f) => f.column === 'id_ciclo' && f.operator === '=')?.value;
      if (ciclo === undefined) throw invalido({ filters: [MENSAJE_CICLO] });
      if (typeof ciclo === 'number' && Number.isSafeInteger(ciclo) && !(await cicloPropio(app.db, req.usuario.id_cooperativa, ciclo)))
        throw noEncontrado();
      const pagina = req.query.page ? Number(req.query.page) : undefined;
      // The page and count through the engine; the sums by their own set-based statement (totalesPadron).
      const { totales: pedirTotales, ...peticion } = req.body;
      const [res, ctx, totales] = await Promise.all([
        buscar<FilaPadronCompleto>(app.db, padronCompleto, req.usuario, peticion, pagina),
        contextoPadron(app.db, req.usuario.id_cooperativa),
        pedirTotales ? totalesPadron(app.db, req.usuario, filtros) : Promise.resolve(undefined),
      ]);
      return { ...res, totales, data: res.data.map((f) => conEtiquetas(f, ctx.idProducto)) };
    },
  );

  app.post(
    '/api/admin/sic/padron_edit/:column',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Editar una celda del padrón completo: id_cuenta, new_value y valor_anterior (la celda como se mostró; 409 si cambió); ' +
          'el nombre envía nombres, apellido_paterno y apellido_materno; la localidad, id_localidad e id_municipio. Pesos en kg ×100.',
        params: ParamColumna,
        body: CuerpoEdicionPadron,
        response: { 200: RespuestaEdicionPadron },
      },
      preHandler: app.requiere('PADRON_COMPLETO'),
    },
    async (req) => {
      const { etiqueta, fila } = await editarCelda(app.db, req.usuario, req.ip, req.params.column, req.body);
      const ctx = await contextoPadron(app.db, req.usuario.id_cooperativa);
      return { success: true, message: MENSAJES_EDICION.exito(etiqueta), data: conEtiquetas(fila, ctx.idProducto) };
    },
  );

  app.get(
    '/api/tx_parcelas_productor_padron/:id_ciclo',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Parcelas de una cuenta del padrón (?id_cuenta=) en el ciclo, con la misma parcela (por nombre) del ciclo anterior',
        params: ParamCicloPadron,
        querystring: QueryParcelasPadron,
        response: { 200: RespuestaParcelasPadron },
      },
      preHandler: app.requiere('PADRON_COMPLETO'),
    },
    async (req) => {
      const filas = await parcelasPadron(app.db, req.usuario.id_cooperativa, Number(req.params.id_ciclo), Number(req.query.id_cuenta));
      if (!filas) throw noEncontrado();
      return { data: filas };
    },
  );

  for (const [ruta, apodip] of [
    ['padron_completo', false],
    ['padron_completo_apodip', true],
  ] as const) {
    app.get(
      `/api/xls/${ruta}/:id_ciclo`,
      {
        schema: {
          tags: [ETIQUETA],
          summary: apodip
            ? 'Excel del padrón completo con la plantilla de las cooperativas 36 y 56 (todos los cultivos), ?q= como la búsqueda'
            : 'Excel del padrón completo de un ciclo, con las columnas de la cooperativa; ?q= como la búsqueda',
          params: ParamCicloPadron,
          querystring: QueryExcelPadron,
          response: respuestaArchivo('Libro .xlsx, descargado como padron_completo_<ciclo>_YYYYMMDD_HHmmss.xlsx', 'xlsx'),
        },
        preHandler: app.requiere('PADRON_COMPLETO_EXPORTAR'),
      },
      async (req, reply) => {
        const coop = req.usuario.id_cooperativa;
        const ciclo = await cicloPropio(app.db, coop, Number(req.params.id_ciclo));
        if (!ciclo) throw noEncontrado();
        const ctx = await contextoPadron(app.db, coop);
        const contexto = { idCooperativa: coop, idProducto: ctx.idProducto, usaCodigoTx: ctx.usaCodigoTx, ineEtiqueta: ctx.ineEtiqueta };
        const q = req.query.q?.trim();
        const filtros: Filtro[] = [
          { column: 'id_ciclo', operator: '=', value: ciclo.id },
          ...(q ? [{ column: 'q', operator: 'like', value: q }] : []),
        ];
        const nombre = nombreConFecha([apodip ? 'padron_completo_apodip' : 'padron_completo', ciclo.nombre], 'xlsx', ctx.zona);
        return responderExcel(reply, nombre, {
          hoja: 'Padrón completo',
          columnas: apodip ? columnasExcelApodip(contexto) : columnasExcelPadron(contexto),
          paginas: paginasPadron(app.db, req.usuario, filtros),
        });
      },
    );
  }

  // The catalogues of the edit forms (001 §7): a session is enough, as every catalogue.
  app.get(
    '/api/admin/sic/catalog/tenencia',
    { schema: { tags: [ETIQUETA], summary: 'Tipos de tenencia de la tierra', response: { 200: RespuestaCatalogoPadron } } },
    async () => ({ data: await catalogoTenencia(app.db) }),
  );
  app.get(
    '/api/admin/sic/catalog/si_no',
    { schema: { tags: [ETIQUETA], summary: 'Sí / No (documento de propiedad)', response: { 200: RespuestaCatalogoPadron } } },
    async () => ({ data: await catalogoSiNo(app.db) }),
  );
  registrarBusqueda(app, inspectores, ETIQUETA, OpcionCatalogo);
}
