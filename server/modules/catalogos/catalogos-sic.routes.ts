import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import {
  centrosDeAcopio,
  certificacionDe,
  generos,
  localidadesDeMunicipio,
  municipioExiste,
  municipios,
  municipiosDeCooperativa,
  nivelesRiesgo,
  regiones,
} from './catalogos.repository';
import { categoriasDeCertificacion, COLORES_CATEGORIAS } from '@domain/cuentas/categorias';
import {
  ParamMunicipio,
  QueryMunicipios,
  RespuestaCategorias,
  RespuestaCentrosDeAcopio,
  RespuestaLocalidades,
  RespuestaMunicipios,
  RespuestaNivelesRiesgo,
  RespuestaOpciones,
} from '@domain/contrato/catalogos';

const ETIQUETA = 'Catálogos SIC';

/**
 * Catalogues of the producer forms (spec 002 §7 'Catalogues and options', 001 §7 'Registry'). Like the other
 * catalogues they need a session, not a permission; the cooperative's own (regions, centres) come from the token.
 */
export function rutasCatalogosSic(app: App): void {
  app.get(
    '/api/sic/regiones',
    { schema: { tags: [ETIQUETA], summary: 'Regiones de la cooperativa', response: { 200: RespuestaOpciones } } },
    async (req) => ({ data: await regiones(app.db, req.usuario.id_cooperativa) }),
  );

  app.get(
    '/api/sic/centros_de_acopio',
    { schema: { tags: [ETIQUETA], summary: 'Centros de acopio de la cooperativa', response: { 200: RespuestaCentrosDeAcopio } } },
    async (req) => ({ data: await centrosDeAcopio(app.db, req.usuario.id_cooperativa) }),
  );

  app.get(
    '/api/cooperativas_municipios',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Municipios de los estados donde la cooperativa tiene productores',
        response: { 200: RespuestaMunicipios },
      },
    },
    async (req) => ({ data: await municipiosDeCooperativa(app.db, req.usuario.id_cooperativa) }),
  );

  app.get(
    '/api/municipios',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Municipios (opcional: de un estado)',
        querystring: QueryMunicipios,
        response: { 200: RespuestaMunicipios },
      },
    },
    async (req) => ({ data: await municipios(app.db, req.query.id_estado ? Number(req.query.id_estado) : null) }),
  );

  /** An unknown municipality is a 404; a known one without localities answers an empty list. */
  const localidades = async (id: number) => {
    const filas = await localidadesDeMunicipio(app.db, id);
    if (filas.length === 0 && !(await municipioExiste(app.db, id))) throw noEncontrado();
    return { data: filas };
  };
  app.get(
    '/api/localidades_municipio_all/:id_municipio',
    {
      schema: { tags: [ETIQUETA], summary: 'Localidades de un municipio', params: ParamMunicipio, response: { 200: RespuestaLocalidades } },
    },
    async (req) => localidades(Number(req.params.id_municipio)),
  );
  // Spec 002 §7 'Quality' spells it 'mununicipio'; the path is served as written (DECISIONS.md 'API prefix').
  app.get(
    '/api/localidades_mununicipio/:id_municipio',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Localidades de un municipio (ruta de Calidad)',
        params: ParamMunicipio,
        response: { 200: RespuestaLocalidades },
      },
    },
    async (req) => localidades(Number(req.params.id_municipio)),
  );

  app.get(
    '/api/categorias',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Categorías del productor según la certificación de la cooperativa',
        response: { 200: RespuestaCategorias },
      },
    },
    async (req) => ({
      data: categoriasDeCertificacion(await certificacionDe(app.db, req.usuario.id_cooperativa)).map((x) => ({
        ...x,
        color: COLORES_CATEGORIAS[x.id],
      })),
    }),
  );

  app.get(
    '/api/admin/sic/catalog/generos',
    { schema: { tags: [ETIQUETA], summary: 'Géneros', response: { 200: RespuestaOpciones } } },
    async () => ({ data: await generos(app.db) }),
  );

  app.get(
    '/api/admin/sic/catalog/niveles_riesgo',
    { schema: { tags: [ETIQUETA], summary: 'Niveles de riesgo (id, nombre, color)', response: { 200: RespuestaNivelesRiesgo } } },
    async () => ({ data: await nivelesRiesgo(app.db) }),
  );
}
