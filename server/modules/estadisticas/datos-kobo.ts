import type { Consulta } from '../../db/db';
import { FILAS_POR_PAGINA } from '../../descarga';
import { certificacionEfectiva } from '@domain/comun/productos';
import { COLUMNAS_DATOS_KOBO, lineaCsv, type CertificacionEstadisticas, type TipoDatosKobo } from '@domain/estadisticas/csv-kobo';

/**
 * The data CSVs of the statistics panel and of 'Actualizar CSVs' (form media of the master forms): ONE builder for
 * both. Only the cooperative's own rows; with a certification, only when the cooperative holds it (its effective
 * certification, 000 §1) — another certification's file is the header alone. Accounts and plots are those of the
 * cooperative's active cycle without 'baja' (what an inspector visits this cycle).
 */
export interface PeticionDatosKobo {
  idCooperativa: number;
  tipo: TipoDatosKobo;
  /** null only for `arboles` (no certification segment). */
  cert: CertificacionEstadisticas | null;
}

type Celda = string | number | null;
/** A page of rows keyed by `k` (the last one's key starts the next page). */
type Pagina = (despues: number) => Promise<{ k: number; celdas: Celda[] }[]>;

/** The file as text (what 'Actualizar CSVs' uploads). */
export async function datosKobo(db: Consulta, p: PeticionDatosKobo): Promise<string> {
  let texto = '';
  for await (const parte of datosKoboEnPartes(db, p)) texto += parte;
  return texto;
}

/** The file a page of rows at a time (what the download streams): header first, then one chunk per page. */
export async function* datosKoboEnPartes(db: Consulta, p: PeticionDatosKobo): AsyncGenerator<string> {
  yield lineaCsv(COLUMNAS_DATOS_KOBO[p.tipo]);
  if (p.tipo !== 'arboles' && !(await tieneCertificacion(db, p.idCooperativa, p.cert))) return;
  const pagina = paginador(db, p);
  let despues = 0;
  for (;;) {
    const filas = await pagina(despues);
    if (filas.length === 0) return;
    yield filas.map((f) => lineaCsv(f.celdas)).join('');
    if (filas.length < FILAS_POR_PAGINA) return;
    despues = filas[filas.length - 1].k;
  }
}

async function tieneCertificacion(db: Consulta, idCooperativa: number, cert: string | null): Promise<boolean> {
  const [c] = await db.query<{ certificacion: string | null }>('SELECT certificacion FROM cooperativas WHERE id = $1', [idCooperativa]);
  return c !== undefined && certificacionEfectiva(c.certificacion) === cert;
}

// The cycle an inspector visits: the newest active one (ciclos.activo), as the field-form pulls use.
const CICLO_ACTIVO = '(SELECT max(ci.id) FROM ciclos ci WHERE ci.id_cooperativa = $1 AND ci.activo)';

function paginador(db: Consulta, p: PeticionDatosKobo): Pagina {
  const coop = p.idCooperativa;
  const n = FILAS_POR_PAGINA;
  switch (p.tipo) {
    case 'cooperativas':
      return async (despues) =>
        (
          await db.query<{ id: number; nombre: string; certificacion: string | null }>(
            'SELECT id, nombre, certificacion FROM cooperativas WHERE id = $1 AND id > $2 ORDER BY id LIMIT $3',
            [coop, despues, n],
          )
        ).map((r) => ({ k: r.id, celdas: [r.id, r.nombre, certificacionEfectiva(r.certificacion)] }));
    case 'inspectores':
      return async (despues) =>
        (
          await db.query<{ id: number; nombre: string }>(
            `SELECT id, nombre FROM inspectores WHERE id_cooperativa = $1 AND activo AND id > $2 ORDER BY id LIMIT $3`,
            [coop, despues, n],
          )
        ).map((r) => ({ k: r.id, celdas: [r.id, r.nombre, coop] }));
    case 'cuentas':
      return async (despues) =>
        (
          await db.query<{ id: number; clave: string | null; nombre: string; categoria: string; ciclo: string }>(
            `SELECT c.id, p.clave_tx AS clave, p.nombre_completo AS nombre, cat.nombre AS categoria, ci.nombre AS ciclo
               FROM cuentas c
               JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
               JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
               JOIN cat_cuentas_categorias cat ON cat.id = c.id_cuenta_categoria
              WHERE c.id_cooperativa = $1 AND c.id_ciclo = ${CICLO_ACTIVO} AND c.fecha_baja IS NULL AND c.id > $2
              ORDER BY c.id LIMIT $3`,
            [coop, despues, n],
          )
        ).map((r) => ({
          k: r.id,
          celdas: [r.id, r.clave ? `${r.clave} ${r.nombre}` : r.nombre, coop, r.clave, r.nombre, r.categoria, r.ciclo],
        }));
    case 'parcelas':
      return async (despues) =>
        (
          await db.query<{ id: number; nombre: string; id_cuenta: number; superficie: string; plantas: number }>(
            `SELECT pa.id, pa.nombre, pa.id_cuenta, pa.superficie::text AS superficie, pa.plantas
               FROM parcelas pa
               JOIN cuentas c ON c.id_cooperativa = pa.id_cooperativa AND c.id = pa.id_cuenta
              WHERE pa.id_cooperativa = $1 AND c.id_ciclo = ${CICLO_ACTIVO} AND c.fecha_baja IS NULL
                AND pa.fecha_baja IS NULL AND pa.id > $2
              ORDER BY pa.id LIMIT $3`,
            [coop, despues, n],
          )
        ).map((r) => ({ k: r.id, celdas: [r.id, r.nombre, r.id_cuenta, r.superficie, r.plantas] }));
    case 'arboles':
      // The varieties of the cooperative's crop (cat_variedades, 0068): the trees the main-plot form counts.
      return async (despues) =>
        (
          await db.query<{ id: number; nombre: string; id_producto: number }>(
            `SELECT v.id, v.nombre, v.id_producto FROM cat_variedades v
               JOIN cooperativas co ON co.id = $1 AND co.id_cat_productos = v.id_producto
              WHERE v.id > $2 ORDER BY v.id LIMIT $3`,
            [coop, despues, n],
          )
        ).map((r) => ({ k: r.id, celdas: [r.id, r.nombre, r.id_producto] }));
  }
}
