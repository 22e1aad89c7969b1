import type { Consulta } from '../db/db';
import { pngCroquis } from './croquis-imagen';
import { revisarPoligono } from '@domain/poligono/revisar';
import { areaHectareas, cajaPoligono, cajasSeTocan, centroidePoligono } from '@domain/poligono/medidas';
import type { Alerta, Caja, Poligono, Vecino } from '@domain/poligono/tipos';

/**
 * The demo's sketches (issue 4): every plot's stored alerts, computed with the same rules as a save; a few plots
 * with the defects a person should see in the profile and the list; a previous sketch for some plots (so
 * 'Eliminar actual y usar el anterior' has something to restore), the neighbours captured per side and a few
 * field sketch images. Deterministic (choices by id), set-based writes, well under a second for the demo.
 */

const M_LAT = 1 / 111_320;
const mLng = (lat: number) => 1 / (111_320 * Math.cos((lat * Math.PI) / 180));
const r7 = (v: number) => Math.round(v * 1e7) / 1e7;

/** A polygon from metre offsets [east, north] around (lat, lng), ring closed. */
function enMetros(lat: number, lng: number, puntos: [number, number][]): Poligono {
  const anillo = puntos.map(([e, n]) => [r7(lng + e * mLng(lat)), r7(lat + n * M_LAT)] as [number, number]);
  return { type: 'Polygon', coordinates: [[...anillo, anillo[0]]] };
}

const CUADRADO_100: [number, number][] = [
  [0, 0],
  [100, 0],
  [100, 100],
  [0, 100],
];

interface Ancla {
  id_cuenta: number;
  lat: number;
  lng: number;
}

/** Accounts of the cooperative's latest cycle that are in the list (confirmed, not removed), by id, with their locality. */
async function cuentasActivas(tx: Consulta, coop: number, n: number): Promise<Ancla[]> {
  return tx.query<Ancla>(
    `SELECT c.id AS id_cuenta, l.latitud AS lat, l.longitud AS lng
       FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor JOIN localidades l ON l.id = p.id_localidad
      WHERE c.id_cooperativa = $1 AND c.id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = $1) AND c.confirmado = 1 AND c.fecha_baja IS NULL
      ORDER BY c.id LIMIT $2`,
    [coop, n],
  );
}

async function insertarParcela(
  tx: Consulta,
  coop: number,
  idCuenta: number,
  nombre: string,
  superficie: number,
  poligono: Poligono | null,
  punto?: { lat: number; lng: number },
) {
  const caja = poligono ? cajaPoligono(poligono) : null;
  const centro = poligono ? centroidePoligono(poligono) : (punto ?? null);
  const [f] = await tx.query<{ id: number }>(
    `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas, poligono, centroide_lat, centroide_lng, min_lat, max_lat, min_lng, max_lng, croquis_origen)
     VALUES ($1, $2, $3, $4, $5, $6::jsonb, $7, $8, $9, $10, $11, $12, $13) RETURNING id`,
    [
      coop,
      idCuenta,
      nombre,
      superficie,
      Math.round(superficie * 2500),
      poligono ? JSON.stringify(poligono) : null,
      centro ? r7(centro.lat) : null,
      centro ? r7(centro.lng) : null,
      caja?.min_lat ?? null,
      caja?.max_lat ?? null,
      caja?.min_lng ?? null,
      caja?.max_lng ?? null,
      poligono ? 'editor' : null,
    ],
  );
  return f.id;
}

/**
 * Plots with the defects of issue 4, each in a different producer's account of the latest cycle, about 4.5 km
 * south of its locality (the random demo plots lie within 3 km), so each shows its own alert and no other:
 * a bow-tie with a correct previous sketch to fall back to, a spike, an overlap with a demo plot, a polygon
 * 27 km from its locality, and 4.1 ha reported with only a point.
 */
async function sembrarDefectos(tx: Consulta, coop: number): Promise<void> {
  const anclas = await cuentasActivas(tx, coop, 6);
  if (anclas.length < 6) return;
  const cerca = (a: Ancla, k: number) => ({ lat: a.lat - 0.04, lng: a.lng + 0.004 * k });

  const m = cerca(anclas[0], 0);
  const [a, b, c, d] = CUADRADO_100;
  const mono = await insertarParcela(tx, coop, anclas[0].id_cuenta, 'El Moño', 1, enMetros(m.lat, m.lng, [a, c, b, d]));
  await tx.query(
    `INSERT INTO parcelas_croquis_historial (id_cooperativa, id_parcela, poligono, centroide_lat, centroide_lng, origen, created_at)
     VALUES ($1, $2, $3::jsonb, $4, $5, 'campo', now() - interval '30 days')`,
    [coop, mono, JSON.stringify(enMetros(m.lat, m.lng, CUADRADO_100)), r7(m.lat + 50 * M_LAT), r7(m.lng + 50 * mLng(m.lat))],
  );

  const p = cerca(anclas[1], 1);
  await insertarParcela(
    tx,
    coop,
    anclas[1].id_cuenta,
    'El Pico',
    1,
    enMetros(p.lat, p.lng, [
      [0, 0],
      [100, 0],
      [100, 100],
      [52, 100],
      [50, 400],
      [48, 100],
      [0, 100],
    ]),
  );

  // Over the first demo polygon of the latest cycle (by id), a third of its width to the east, in another account.
  const [victima] = await tx.query<{ poligono: Poligono; superficie: number; id_cuenta: number; id_ciclo: number }>(
    `SELECT x.poligono, x.superficie::float8 AS superficie, x.id_cuenta, c.id_ciclo FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
      WHERE x.id_cooperativa = $1 AND x.poligono IS NOT NULL AND x.fecha_baja IS NULL AND c.fecha_baja IS NULL
        AND c.id_ciclo = (SELECT max(id) FROM ciclos WHERE id_cooperativa = $1) ORDER BY x.id LIMIT 1`,
    [coop],
  );
  if (victima) {
    const caja = cajaPoligono(victima.poligono);
    const corrimiento = (caja.max_lng - caja.min_lng) / 3;
    const movido: Poligono = {
      type: 'Polygon',
      coordinates: victima.poligono.coordinates.map((r) => r.map(([lng, lat]) => [r7(lng + corrimiento), lat] as [number, number])),
    };
    // The invader is a neighbour of the same locality, so its only alert is the overlap.
    const [otra] = await tx.query<{ id: number }>(
      `SELECT c.id FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
        WHERE c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.id <> $3 AND c.confirmado = 1 AND c.fecha_baja IS NULL
          AND p.id_localidad = (SELECT p2.id_localidad FROM cuentas c2 JOIN productores p2 ON p2.id_cooperativa = c2.id_cooperativa AND p2.id = c2.id_productor
                                 WHERE c2.id_cooperativa = $1 AND c2.id = $3)
        ORDER BY c.id LIMIT 1`,
      [coop, victima.id_ciclo, victima.id_cuenta],
    );
    const idInvasor = otra?.id ?? anclas.find((x) => x.id_cuenta !== victima.id_cuenta)!.id_cuenta;
    await insertarParcela(tx, coop, idInvasor, 'La Invasión', victima.superficie, movido);
  }

  const l = anclas[3];
  await insertarParcela(tx, coop, l.id_cuenta, 'La Lejana', 1, enMetros(l.lat + 0.01, l.lng + 0.25, CUADRADO_100));

  const g = cerca(anclas[4], 4);
  await insertarParcela(tx, coop, anclas[4].id_cuenta, 'La Grande', 4.1, null, g);
}

/** A previous, slightly different field sketch for every 8th demo polygon: the current one was redrawn in the editor. */
async function sembrarHistorial(tx: Consulta, coop: number): Promise<void> {
  const filas = await tx.query<{ id: number; poligono: Poligono }>(
    `SELECT id, poligono FROM parcelas WHERE id_cooperativa = $1 AND poligono IS NOT NULL AND croquis_origen IS NULL AND id % 8 = 0 ORDER BY id`,
    [coop],
  );
  // The earlier sketch: 8 % smaller around its central point and 6 m to the west, as a first walk with a phone GPS.
  const anteriores = filas.map((f) => {
    const c = centroidePoligono(f.poligono);
    const dx = -6 * mLng(c.lat);
    return {
      type: 'Polygon',
      coordinates: f.poligono.coordinates.map((r) =>
        r.map(([lng, lat]) => [r7(c.lng + (lng - c.lng) * 0.92 + dx), r7(c.lat + (lat - c.lat) * 0.92)]),
      ),
    };
  });
  await tx.query(
    `INSERT INTO parcelas_croquis_historial (id_cooperativa, id_parcela, poligono, centroide_lat, centroide_lng, origen, created_at)
     SELECT $1, t.id, t.poligono, x.centroide_lat, x.centroide_lng, 'campo', now() - interval '90 days'
       FROM unnest($2::int[], $3::jsonb[]) AS t (id, poligono) JOIN parcelas x ON x.id_cooperativa = $1 AND x.id = t.id`,
    [coop, filas.map((f) => f.id), anteriores.map((p) => JSON.stringify(p))],
  );
  await tx.query(
    `UPDATE parcelas SET croquis_origen = CASE WHEN id = ANY($2::int[]) THEN 'editor' ELSE 'campo' END
      WHERE id_cooperativa = $1 AND poligono IS NOT NULL AND croquis_origen IS NULL`,
    [coop, filas.map((f) => f.id)],
  );
}

const COLINDANTES = ['Parcela de café', 'Camino vecinal', 'Arroyo', 'Monte (bosque)', 'Potrero', 'Milpa', 'Acahual', 'Parcela de cacao'];
const PROPIETARIOS = [
  'Ejido',
  'Bienes comunales',
  'Juan López Pérez',
  'María Gómez Cruz',
  'Pedro Hernández Ruiz',
  'Sin propietario (camino)',
  'Rosa Méndez Solís',
];
const HERBICIDAS = ['Ninguno', 'Ninguno', 'Glifosato', 'Paraquat'];
const FERTILIZANTES = ['Ninguno', 'Ninguno', 'Urea', 'Triple 17'];
const PLAGUICIDAS = ['Ninguno', 'Ninguno', 'Clorpirifos'];
const AMORTIGUAMIENTO = ['Barrera viva de 8 m', 'Zanja y barrera de izote', 'No tiene', 'Franja de árboles de sombra'];

/** Neighbours per side, as captured in the field visit, for most plots with a polygon (coffee and cacao: honey has no such visit). */
async function sembrarColindancias(tx: Consulta, coop: number): Promise<void> {
  const ids = (
    await tx.query<{ id: number }>(
      `SELECT id FROM parcelas WHERE id_cooperativa = $1 AND poligono IS NOT NULL AND id % 5 <> 0 ORDER BY id`,
      [coop],
    )
  ).map((f) => f.id);
  const F = {
    id: [] as number[],
    lado: [] as string[],
    col: [] as string[],
    otro: [] as (string | null)[],
    prop: [] as string[],
    herb: [] as string[],
    fert: [] as string[],
    plag: [] as string[],
    amort: [] as string[],
  };
  const elegir = <T>(xs: readonly T[], n: number) => xs[Math.abs(Math.imul(n, 2654435761)) % xs.length];
  for (const id of ids) {
    ['norte', 'sur', 'este', 'oeste'].forEach((lado, k) => {
      const n = id * 4 + k;
      const col = elegir(COLINDANTES, n);
      F.id.push(id);
      F.lado.push(lado);
      F.col.push(col);
      F.otro.push(col === 'Acahual' ? 'Acahual de 5 años' : null);
      F.prop.push(col === 'Camino vecinal' || col === 'Arroyo' ? 'Sin propietario (camino)' : elegir(PROPIETARIOS, n + 3));
      F.herb.push(elegir(HERBICIDAS, n + 5));
      F.fert.push(elegir(FERTILIZANTES, n + 7));
      F.plag.push(elegir(PLAGUICIDAS, n + 11));
      F.amort.push(elegir(AMORTIGUAMIENTO, n + 13));
    });
  }
  if (F.id.length === 0) return;
  await tx.query(
    `INSERT INTO parcelas_colindancias (id_cooperativa, id_parcela, lado, colindante, colindante_otro, propietario, herbicidas_nombre, fertilizantequim_nombre, plaguicida_nombre, amortiguamiento)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[], $10::text[])`,
    [coop, F.id, F.lado, F.col, F.otro, F.prop, F.herb, F.fert, F.plag, F.amort],
  );
}

/** A photographed field sketch for every 6th plot with a polygon (at most 20 a cooperative). */
async function sembrarCapturas(tx: Consulta, coop: number): Promise<void> {
  const filas = await tx.query<{ id: number; poligono: Poligono }>(
    `SELECT id, poligono FROM parcelas WHERE id_cooperativa = $1 AND poligono IS NOT NULL AND id % 6 = 0 ORDER BY id LIMIT 20`,
    [coop],
  );
  if (filas.length === 0) return;
  const imagenes = filas.map((f) => pngCroquis(f.poligono.coordinates[0]));
  await tx.query(
    `WITH nuevos AS (
       INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, ancho, alto, contenido)
       SELECT $1, 'croquis_captura', 'image/png', 'croquis_' || t.id || '.png', length(t.png), 320, 240, t.png FROM unnest($2::int[], $3::bytea[]) AS t (id, png)
       RETURNING uuid, nombre)
     UPDATE parcelas x SET croquis_captura = n.uuid FROM nuevos n WHERE x.id_cooperativa = $1 AND n.nombre = 'croquis_' || x.id || '.png'`,
    [coop, filas.map((f) => f.id), imagenes],
  );
}

interface FilaRevision {
  id: number;
  uuid: string;
  nombre: string;
  cuenta: string;
  superficie: number;
  poligono: Poligono | null;
  centroide_lat: number | null;
  centroide_lng: number | null;
  id_ciclo: number;
  activa: boolean;
  loc_lat: number | null;
  loc_lng: number | null;
  loc_nombre: string | null;
}

/** Every plot's alerts, computed in memory against its neighbours of the same cycle (box prefilter), written in three statements. */
export async function revisarTodasLasParcelas(tx: Consulta, coop: number): Promise<number> {
  const filas = await tx.query<FilaRevision>(
    `SELECT x.id, x.uuid, x.nombre, p.nombre_completo AS cuenta, x.superficie::float8 AS superficie, x.poligono, x.centroide_lat, x.centroide_lng,
            c.id_ciclo, (x.fecha_baja IS NULL AND c.fecha_baja IS NULL) AS activa, l.latitud AS loc_lat, l.longitud AS loc_lng, l.nombre AS loc_nombre
       FROM parcelas x JOIN cuentas c ON c.id_cooperativa = x.id_cooperativa AND c.id = x.id_cuenta
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor LEFT JOIN localidades l ON l.id = p.id_localidad
      WHERE x.id_cooperativa = $1 ORDER BY x.id`,
    [coop],
  );
  const vecinosPorCiclo = new Map<number, (Vecino & { caja: Caja; id: number })[]>();
  for (const f of filas) {
    if (!f.poligono || !f.activa) continue;
    const lista = vecinosPorCiclo.get(f.id_ciclo) ?? [];
    lista.push({ id: f.id, uuid: f.uuid, nombre: f.nombre, cuenta: f.cuenta, poligono: f.poligono, caja: cajaPoligono(f.poligono) });
    vecinosPorCiclo.set(f.id_ciclo, lista);
  }
  const A = {
    parcela: [] as number[],
    codigo: [] as string[],
    titulo: [] as string[],
    desc: [] as string[],
    rec: [] as string[],
    error: [] as boolean[],
    datos: [] as (string | null)[],
    orden: [] as number[],
  };
  const P = { id: [] as number[], n: [] as number[], e: [] as number[], area: [] as (number | null)[] };
  for (const f of filas) {
    const localidad = f.loc_lat === null || f.loc_lng === null ? null : { lat: f.loc_lat, lng: f.loc_lng, nombre: f.loc_nombre };
    let alertas: Alerta[];
    if (f.poligono) {
      const caja = cajaPoligono(f.poligono);
      const vecinos = (vecinosPorCiclo.get(f.id_ciclo) ?? []).filter((v) => v.id !== f.id && cajasSeTocan(caja, v.caja));
      alertas = revisarPoligono(f.poligono, { superficieReportada: f.superficie, vecinos, localidad });
    } else {
      const centroide = f.centroide_lat === null || f.centroide_lng === null ? null : { lat: f.centroide_lat, lng: f.centroide_lng };
      alertas = revisarPoligono(null, { superficieReportada: f.superficie, centroide, localidad });
    }
    alertas.forEach((a, i) => {
      A.parcela.push(f.id);
      A.codigo.push(a.codigo);
      A.titulo.push(a.titulo);
      A.desc.push(a.descripcion);
      A.rec.push(a.recomendacion);
      A.error.push(a.error);
      A.datos.push(a.datos ? JSON.stringify(a.datos) : null);
      A.orden.push(i + 1);
    });
    P.id.push(f.id);
    P.n.push(alertas.length);
    P.e.push(alertas.filter((a) => a.error).length);
    P.area.push(f.poligono ? Number(areaHectareas(f.poligono).toFixed(4)) : null);
  }
  await tx.query('DELETE FROM parcelas_alertas WHERE id_cooperativa = $1', [coop]);
  await tx.query(
    `INSERT INTO parcelas_alertas (id_cooperativa, id_parcela, codigo, titulo, descripcion, recomendacion, error, datos, orden)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::jsonb[], $9::int[])`,
    [coop, A.parcela, A.codigo, A.titulo, A.desc, A.rec, A.error, A.datos, A.orden],
  );
  await tx.query(
    `UPDATE parcelas x SET alertas_poligono = t.n, alertas_error_poligono_count = t.e, poligono_area = t.area, alertas_revisadas_en = now()
       FROM unnest($2::int[], $3::int[], $4::int[], $5::numeric[]) AS t (id, n, e, area) WHERE x.id_cooperativa = $1 AND x.id = t.id`,
    [coop, P.id, P.n, P.e, P.area],
  );
  return A.parcela.length;
}

/** The sketch part of one demo cooperative (after its producers and plots). Defects only for coffee and cacao. */
export async function sembrarCroquisDemo(tx: Consulta, coop: number, producto: number): Promise<void> {
  if (producto !== 3) await sembrarDefectos(tx, coop);
  await sembrarHistorial(tx, coop);
  if (producto !== 3) await sembrarColindancias(tx, coop);
  await sembrarCapturas(tx, coop);
  await revisarTodasLasParcelas(tx, coop);
}
