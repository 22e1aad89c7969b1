import type { App } from '../../tipos';
import { noEncontrado } from '../../errores';
import { objeto } from '../../esquemas';
import { categoriasDeCertificacion, COLORES_CATEGORIAS } from '@domain/categorias';

const ETIQUETA = 'Catálogos SIC';
const idMunicipio = objeto({ id_municipio: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' } }, ['id_municipio']);

/**
 * Catalogues of the producer forms (spec 002 §7 'Catalogues and options', 001 §7 'Registry'). Like the other
 * catalogues they need a session, not a permission; the cooperative's own (regions, centres) come from the token.
 */
export function rutasCatalogosSic(app: App): void {
  app.get('/api/sic/regiones', { schema: { tags: [ETIQUETA], summary: 'Regiones de la cooperativa' } }, async (req) => ({
    data: await app.db.query('SELECT id, nombre FROM regiones WHERE id_cooperativa = $1 ORDER BY nombre, id', [req.usuario.id_cooperativa]),
  }));

  app.get('/api/sic/centros_de_acopio', { schema: { tags: [ETIQUETA], summary: 'Centros de acopio de la cooperativa' } }, async (req) => ({
    data: await app.db.query('SELECT id, uuid, nombre FROM centros_acopios WHERE id_cooperativa = $1 ORDER BY nombre, id', [
      req.usuario.id_cooperativa,
    ]),
  }));

  // The cooperative's municipalities: those of the states where its producers live, so a new producer can be
  // placed in a neighbouring municipality; a cooperative without producers yet gets every municipality.
  app.get(
    '/api/cooperativas_municipios',
    { schema: { tags: [ETIQUETA], summary: 'Municipios de los estados donde la cooperativa tiene productores' } },
    async (req) => ({
      data: await app.db.query(
        `WITH estados_coop AS (
         SELECT DISTINCT m.id_estado FROM productores p JOIN localidades l ON l.id = p.id_localidad JOIN municipios m ON m.id = l.id_municipio
          WHERE p.id_cooperativa = $1)
       SELECT m.id, m.nombre, m.id_estado, e.nombre AS estado, m.latitud, m.longitud
         FROM municipios m JOIN estados e ON e.id = m.id_estado
        WHERE m.id_estado IN (SELECT id_estado FROM estados_coop) OR NOT EXISTS (SELECT 1 FROM estados_coop)
        ORDER BY m.nombre, m.id`,
        [req.usuario.id_cooperativa],
      ),
    }),
  );

  app.get(
    '/api/municipios',
    {
      schema: {
        tags: [ETIQUETA],
        summary: 'Municipios (opcional: de un estado)',
        querystring: objeto({ id_estado: { type: 'string', pattern: '^[1-9][0-9]{0,4}$' } }),
      },
    },
    async (req) => {
      const { id_estado } = req.query as { id_estado?: string };
      return {
        data: await app.db.query(
          `SELECT m.id, m.nombre, m.id_estado, e.nombre AS estado, m.latitud, m.longitud FROM municipios m JOIN estados e ON e.id = m.id_estado
          WHERE $1::int IS NULL OR m.id_estado = $1 ORDER BY m.nombre, m.id`,
          [id_estado ? Number(id_estado) : null],
        ),
      };
    },
  );

  const localidades = async (id: number) => {
    const filas = await app.db.query(
      `SELECT l.id, l.uuid, l.nombre, l.id_municipio, m.nombre AS municipio, l.latitud, l.longitud
         FROM localidades l JOIN municipios m ON m.id = l.id_municipio WHERE l.id_municipio = $1 ORDER BY l.nombre, l.id`,
      [id],
    );
    if (filas.length === 0 && (await app.db.query('SELECT 1 FROM municipios WHERE id = $1', [id])).length === 0) throw noEncontrado();
    return { data: filas };
  };
  app.get(
    '/api/localidades_municipio_all/:id_municipio',
    { schema: { tags: [ETIQUETA], summary: 'Localidades de un municipio', params: idMunicipio } },
    async (req) => localidades(Number((req.params as { id_municipio: string }).id_municipio)),
  );
  // Spec 002 §7 'Quality' spells it 'mununicipio'; the path is served as written (DECISIONS.md 'API prefix').
  app.get(
    '/api/localidades_mununicipio/:id_municipio',
    { schema: { tags: [ETIQUETA], summary: 'Localidades de un municipio (ruta de Calidad)', params: idMunicipio } },
    async (req) => localidades(Number((req.params as { id_municipio: string }).id_municipio)),
  );

  app.get(
    '/api/categorias',
    { schema: { tags: [ETIQUETA], summary: 'Categorías del productor según la certificación de la cooperativa' } },
    async (req) => {
      const [c] = await app.db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [
        req.usuario.id_cooperativa,
      ]);
      return { data: categoriasDeCertificacion(c?.certificacion).map((x) => ({ ...x, color: COLORES_CATEGORIAS[x.id] })) };
    },
  );

  app.get('/api/admin/sic/catalog/generos', { schema: { tags: [ETIQUETA], summary: 'Géneros' } }, async () => ({
    data: await app.db.query('SELECT id, nombre FROM cat_generos ORDER BY id'),
  }));

  app.get(
    '/api/admin/sic/catalog/niveles_riesgo',
    { schema: { tags: [ETIQUETA], summary: 'Niveles de riesgo (id, nombre, color)' } },
    async () => ({
      data: await app.db.query('SELECT id, nombre, color FROM cat_niveles_riesgo ORDER BY id'),
    }),
  );
}
