import type { Consulta } from '../../../db/db';
import type { UsuarioAutenticado } from '../../../tipos';
import { FILAS_POR_PAGINA, paginasPorClaveDeProductor } from '../../../descarga';
import { dondeDeBusqueda, type Filtro } from '../../../search/motor';
import { DESDE_CONTEO, DESDE_PADRON, padronCompleto, SELECCION_PADRON } from './padron-completo.resource';
import type { FilaPadronCompleto, FilaParcelaPadron, OpcionCatalogo, TotalPadronCompleto } from '@domain/contrato/padron-completo';

/** A cycle of the token's cooperative, by id (another cooperative's cycle is not found: DECISIONS.md). */
export async function cicloPropio(db: Consulta, idCooperativa: number, idCiclo: number): Promise<{ id: number; nombre: string } | null> {
  const [f] = await db.query<{ id: number; nombre: string }>('SELECT id, nombre FROM ciclos WHERE id_cooperativa = $1 AND id = $2', [
    idCooperativa,
    idCiclo,
  ]);
  return f ?? null;
}

function parametros() {
  const params: unknown[] = [];
  const p = (v: unknown) => {
    params.push(v);
    return `$${params.length}`;
  };
  return { params, p };
}

/** The register's row of one account (in the register's population), or null. Reads with `db` or a write's `tx`. */
export async function filaPadron(db: Consulta, u: UsuarioAutenticado, idCuenta: number): Promise<FilaPadronCompleto | null> {
  const { params, p } = parametros();
  const donde = dondeDeBusqueda(padronCompleto, u, [{ column: 'id_cuenta', operator: '=', value: idCuenta }], p);
  const [f] = await db.query<FilaPadronCompleto>(`SELECT ${SELECCION_PADRON} FROM ${DESDE_PADRON} WHERE ${donde}`, params);
  return f ?? null;
}

/**
 * The register of the filters a page at a time, by key (DESIGN §7: an export streams): clave_tx is unique in a
 * cooperative and one cycle holds one account per producer, then the producers without a key by id.
 */
export async function* paginasPadron(
  db: Consulta,
  u: UsuarioAutenticado,
  filtros: Filtro[],
  porPagina = FILAS_POR_PAGINA,
): AsyncGenerator<FilaPadronCompleto[]> {
  const pagina = (llave: (p: (v: unknown) => string) => string, orden: string) => {
    const { params, p } = parametros();
    const donde = dondeDeBusqueda(padronCompleto, u, filtros, p);
    return db.query<FilaPadronCompleto>(
      `SELECT ${SELECCION_PADRON} FROM ${DESDE_PADRON} WHERE ${donde} AND ${llave(p)} ORDER BY ${orden} LIMIT ${p(porPagina)}`,
      params,
    );
  };
  yield* paginasPorClaveDeProductor(
    pagina,
    porPagina,
    (f) => f.productor_clave_tx,
    (f) => f.id_productor,
  );
}

/**
 * The plots of an account of the cycle (001 §2.10) with their inspection form, and the same plot (by name) in the
 * producer's account of the previous cycle. Null when the account is not in the cycle's register.
 */
export async function parcelasPadron(
  db: Consulta,
  idCooperativa: number,
  idCiclo: number,
  idCuenta: number,
): Promise<FilaParcelaPadron[] | null> {
  const [cuenta] = await db.query<{ id: number }>(
    `SELECT id FROM cuentas WHERE id_cooperativa = $1 AND id = $2 AND id_ciclo = $3 AND fecha_baja IS NULL AND confirmado = 1`,
    [idCooperativa, idCuenta, idCiclo],
  );
  if (!cuenta) return null;
  return db.query<FilaParcelaPadron>(
    `SELECT x.id, x.uuid, x.nombre, x.superficie::float8 AS tx_superficie, x.plantas AS tx_no_plantas,
            f.ha_cultivo::float8 AS ha_cultivo, f.estimacion_kg AS tx_estimacion_cosecha_inspector,
            (x.poligono IS NOT NULL)::int AS croquis_digitalizado, x.centroide_lat, x.centroide_lng,
            CASE WHEN ant.nombre IS NULL THEN NULL ELSE json_build_object('nombre', ant.nombre, 'ha_cultivo', ant.ha_cultivo,
              'tx_no_plantas', ant.plantas, 'tx_estimacion_cosecha_inspector', ant.estimacion_kg) END AS parcelas_previous_ciclo
       FROM cuentas c
       JOIN parcelas x ON x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id AND x.fecha_baja IS NULL
       LEFT JOIN parcelas_formularios f ON f.id_cooperativa = x.id_cooperativa AND f.id_parcela = x.id
       LEFT JOIN LATERAL (
         SELECT y.nombre, fy.ha_cultivo::float8 AS ha_cultivo, y.plantas, fy.estimacion_kg
           FROM cuentas a
           JOIN parcelas y ON y.id_cooperativa = a.id_cooperativa AND y.id_cuenta = a.id AND y.fecha_baja IS NULL AND y.nombre = x.nombre
           LEFT JOIN parcelas_formularios fy ON fy.id_cooperativa = y.id_cooperativa AND fy.id_parcela = y.id
          WHERE a.id_cooperativa = c.id_cooperativa AND a.id_productor = c.id_productor AND a.id_ciclo < c.id_ciclo
          ORDER BY a.id_ciclo DESC, y.id LIMIT 1) ant ON true
      WHERE c.id_cooperativa = $1 AND c.id = $2
      ORDER BY x.nombre, x.id`,
    [idCooperativa, idCuenta],
  );
}

export const catalogoTenencia = (db: Consulta) => db.query<OpcionCatalogo>('SELECT id, nombre FROM cat_tenencia ORDER BY id');
export const catalogoSiNo = (db: Consulta) => db.query<OpcionCatalogo>('SELECT id, nombre FROM cat_si_no ORDER BY id');

/** The context that decides the register's columns and template: cooperative, product, flags and labels. */
export async function contextoPadron(
  db: Consulta,
  idCooperativa: number,
): Promise<{ idProducto: number; usaCodigoTx: boolean; ineEtiqueta: string | null; zona: string | null }> {
  const [f] = await db.query<{
    id_cat_productos: number;
    usa_codigo_tx: number | null;
    ine_etiqueta: string | null;
    zona_horaria: string | null;
  }>(
    `SELECT c.id_cat_productos, cf.usa_codigo_tx, cf.ine_etiqueta, cf.zona_horaria
       FROM cooperativas c LEFT JOIN configuraciones cf ON cf.id_cooperativa = c.id WHERE c.id = $1`,
    [idCooperativa],
  );
  return {
    idProducto: f?.id_cat_productos ?? 1,
    usaCodigoTx: Number(f?.usa_codigo_tx) === 1,
    ineEtiqueta: f?.ine_etiqueta ?? null,
    zona: f?.zona_horaria ?? null,
  };
}

/**
 * The register's sums over the whole filtered population (`totales: true`), in each column's unit (kg ×100, ha,
 * plants). One pass over the population (the search's own WHERE) with its SIC rows: the sums of the plots' forms
 * and plants are the account's columns (0032). Joining the plots, forms and plants here took 150 ms on PGlite and
 * 0.5 s on PostgreSQL at 19,000 accounts (a misestimated join of the population's plots, bench/padron-completo.ts).
 */
export async function totalesPadron(db: Consulta, u: UsuarioAutenticado, filtros: Filtro[]): Promise<Record<TotalPadronCompleto, number>> {
  const { params, p } = parametros();
  const donde = dondeDeBusqueda(padronCompleto, u, filtros, p);
  // Filters on the account alone read the accounts alone, as the count does (conteoSimple): every account has its producer.
  const desde = filtros.every((f) => [padronCompleto.conteoSimple ?? []].flat()[0]?.columnas.includes(f.column))
    ? 'cuentas c'
    : DESDE_CONTEO;
  const [f] = await db.query<Record<TotalPadronCompleto, number>>(
    `SELECT coalesce(sum(c.total_parcelas), 0) AS cuenta_parcelas, coalesce(sum(c.total_superficie), 0)::float8 AS calculada,
            coalesce(sum(c.total_ha_cultivo), 0)::float8 AS cuenta_superficie_total,
            coalesce(sum(c.total_ha_autoconsumo), 0)::float8 AS s2_autoconsumo, coalesce(sum(c.total_ha_otros_cultivos), 0)::float8 AS s2_otrocultivo,
            coalesce(sum(c.total_ha_potrero), 0)::float8 AS s2_potrero, coalesce(sum(c.total_ha_monte_bosque), 0)::float8 AS s2_bosque,
            coalesce(sum(c.total_ha_acahual), 0)::float8 AS s2_acahual, coalesce(sum(c.total_ha_reserva), 0)::float8 AS s2_reserva,
            coalesce(sum(s.inspeccion_superficie), 0)::float8 AS s3_inspeccion_superficie, coalesce(sum(s.pergamino_actual), 0) AS s6_pergamino_actual,
            coalesce(sum(s.estimacion_cacao), 0) AS sum_actual_cacao, coalesce(sum(s.estimacion_mani), 0) AS sum_actual_mani,
            coalesce(sum(s.estimacion_cardamomo), 0) AS sum_actual_cardamomo, coalesce(sum(s.estimacion_pimienta), 0) AS sum_actual_pimientanegra,
            coalesce(sum(c.total_estimacion_kg), 0) AS tx_estimacion_cosecha_inspector_total,
            coalesce(sum(s.estimacion_productor), 0) AS tx_estimacion_cosecha_productor_total,
            coalesce(sum(c.total_plantas), 0) AS tx_no_plantas_totales, coalesce(sum(c.total_plantas_productivas), 0) AS plantas_productivas_totales,
            coalesce(sum(c.total_plantas_improductivas), 0) AS plantas_improductivas_totales
       FROM ${desde} LEFT JOIN padron_sic s ON s.id_cooperativa = c.id_cooperativa AND s.id_cuenta = c.id
      WHERE ${donde}`,
    params,
  );
  // Sums of bigint come back as numeric (exact); the driver may give them as text: numbers on the wire.
  return Object.fromEntries(Object.entries(f).map(([k, v]) => [k, Number(v)])) as Record<TotalPadronCompleto, number>;
}
