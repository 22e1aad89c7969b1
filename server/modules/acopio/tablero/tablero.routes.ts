import type { App } from '../../../tipos';
import { resumenAnticiposDelCiclo } from '../../anticipos/anticipos.repository';
import { respuestaArchivo } from '../../../descarga';
import { noEncontrado } from '../../../errores';
import type { Filtro } from '../../../search/motor';
import { registrarBusqueda } from '../../../search/rutas-busqueda';
import { leerConfiguracion } from '../../cooperativas/configuracion.repository';
import { cicloPorUuid } from '../../catalogos/ciclos.repository';
import { registrarCifras } from '../../../search/cifras';
import { cicloDeCooperativa } from '../../../search/cifras.repository';
import { alcanceDeUsuario } from '../entregas/entregas.repository';
import { responderExcel } from '../../../excel/respuesta';
import { acopioPorProductor } from './por-productor.resource';
import { columnasAcopioProductor, paginasAcopioProductor } from './por-productor-excel';
import * as repo from './tablero.repository';
import { centroFiltrado } from '@domain/acopio/alcance';
import { pagosPorMetodo, porCentro, porCertificacion, porPeriodo, totalesEntregas } from '@domain/acopio/tablero';
import { nombreConFecha } from '@domain/comun/descargas';
import { ParamUuid } from '@domain/contrato/comun';
import {
  FilaAcopioProductor,
  ParamsTableroAcopio,
  QueryExcelAcopioProductor,
  RespuestaKgsLocalidades,
  RespuestaKgsMunicipios,
  RespuestaTableroAcopio,
} from '@domain/contrato/acopio-tablero';

const ETIQUETA = 'Acopio';
/** The collection-by-producer screen (menu 'Por productor'): its list, drill-down bars and Excel. */
const POR_PRODUCTOR = 'ACOPIOS_X_PRODUCTOR';

/** The collection dashboard (spec 002 §2.9) and the collection by producer (§2.6): HTTP only. */
export function rutasAcopioTablero(app: App): void {
  app.get(
    '/api/admin/acopios/dashboard/:ciclo/:cooperativa/:centro',
    {
      schema: {
        tags: [ETIQUETA],
        summary:
          'Tablero de acopio de un ciclo: entregas, orgánico/transición/convencional, por semana y por mes, pagos. La cooperativa debe ser la de la sesión; centro 0 = todos (un acopiador ve siempre el suyo)',
        params: ParamsTableroAcopio,
        response: { 200: RespuestaTableroAcopio },
      },
      preHandler: app.requiere('ACOPIOS_DASHBOARD_VER'),
    },
    async (req) => {
      const coop = req.usuario.id_cooperativa;
      const [ciclo, cooperativa, centro] = [req.params.ciclo, req.params.cooperativa, req.params.centro].map(Number);
      // The path names a cooperative, but the token decides it: another one is not found (never a way in).
      if (cooperativa !== coop || !(await cicloDeCooperativa(app.db, coop, ciclo))) throw noEncontrado();
      const alcance = await alcanceDeUsuario(app.db, req.usuario);
      const centros = await repo.centrosDeCooperativa(app.db, coop);
      // A collector always sees their centre, whatever the path asks; a manager picks one (0 = all).
      const propio = centroFiltrado(alcance);
      const filtro: repo.FiltroCentro = alcance.todos ? (centro === 0 ? null : centro) : propio;
      if (alcance.todos && centro !== 0 && !centros.some((c) => c.id === centro)) throw noEncontrado();
      const [grupos, extra, pagos, producto, anticipos] = await Promise.all([
        repo.gruposEntregas(app.db, coop, ciclo, filtro),
        repo.productoresYPagado(app.db, coop, ciclo, filtro),
        repo.pagosPorMetodo(app.db, coop, ciclo, filtro),
        repo.productoDeCooperativa(app.db, coop),
        resumenAnticiposDelCiclo(app.db, coop, ciclo),
      ]);
      const enVista = typeof filtro === 'number' ? centros.filter((c) => c.id === filtro) : filtro === null ? centros : [];
      return {
        data: {
          id_ciclo: ciclo,
          id_centro: typeof filtro === 'number' ? filtro : null,
          centro: typeof filtro === 'number' ? (enVista[0]?.nombre ?? null) : null,
          elige_centro: alcance.todos,
          id_cat_productos: producto,
          entregas: totalesEntregas(grupos, extra.pagado, extra.productores),
          certificaciones: porCertificacion(grupos, producto),
          por_centro: porCentro(grupos, producto, enVista),
          ...porPeriodo(grupos, producto),
          pagos: pagosPorMetodo(pagos),
          efectivo: null,
          anticipos,
        },
      };
    },
  );

  registrarBusqueda(app, acopioPorProductor, ETIQUETA, FilaAcopioProductor);

  registrarCifras(
    app,
    {
      etiqueta: ETIQUETA,
      ruta: 'dashboard/avances/kgs/municipios',
      summary: 'Kilos entregados en el ciclo por municipio del productor (productores confirmados, sin baja)',
      respuesta: RespuestaKgsMunicipios,
      permisos: [POR_PRODUCTOR],
    },
    async ({ coop, ciclo }) => {
      const data = await repo.kgsPorMunicipio(app.db, coop, ciclo);
      return { data, total: data.length };
    },
  );

  registrarCifras(
    app,
    {
      etiqueta: ETIQUETA,
      ruta: 'dashboard/avances/kgs/localidades',
      summary: 'Kilos entregados en el ciclo por localidad de un municipio (filtros id_ciclo e id_municipio)',
      respuesta: RespuestaKgsLocalidades,
      permisos: [POR_PRODUCTOR],
      filtros: ['id_municipio'],
    },
    async ({ coop, ciclo, valores }) => {
      const data = await repo.kgsPorLocalidad(app.db, coop, ciclo, valores.id_municipio!);
      return { data, total: data.length };
    },
  );

  // 002 §7 does not show this download's path: it follows the producers Excel's (`xls/cuentas/{uuid del ciclo}`).
  app.get(
    '/api/xls/acopio_por_productor/:uuid',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Excel del acopio por productor de un ciclo (uuid del ciclo), como el listado (?q= búsqueda sin acentos)',
        params: ParamUuid,
        querystring: QueryExcelAcopioProductor,
        response: respuestaArchivo('Libro .xlsx, descargado como AcopiosPorProductor_<ciclo>_YYYYMMDD_HHmmss.xlsx', 'xlsx'),
      },
      preHandler: app.requiere('ACOPIOS_X_PRODUCTOR_EXPORTAR'),
    },
    async (req, reply) => {
      const coop = req.usuario.id_cooperativa;
      const ciclo = await cicloPorUuid(app.db, coop, req.params.uuid);
      if (!ciclo) throw noEncontrado();
      const cfg = await leerConfiguracion(app.db, coop);
      const q = req.query.q?.trim();
      const filtros: Filtro[] = [
        { column: 'id_ciclo', operator: '=', value: ciclo.id },
        { column: 'confirmado', operator: '=', value: 1 },
        ...(q ? [{ column: 'q', operator: 'like', value: q }] : []),
      ];
      const nombre = nombreConFecha(['AcopiosPorProductor', ciclo.nombre], 'xlsx', cfg?.zona_horaria);
      const unidad = cfg?.acopio_units || 'kg';
      return responderExcel(reply, nombre, {
        hoja: 'Acopio por productor',
        columnas: columnasAcopioProductor(unidad),
        paginas: paginasAcopioProductor(app.db, req.usuario, filtros),
      });
    },
  );
}
