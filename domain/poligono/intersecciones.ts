import type { Posicion } from './tipos';

/**
 * The points where the sides of a polygon's rings cross or touch, found through a uniform grid of cells instead
 * of testing every pair of sides: a side is filed in the cells its (slightly widened) path passes through, and
 * only sides sharing a cell are tested. A plot's boundary has short sides spread along it, so each cell holds a
 * few and the work grows with the vertices plus the crossings found, not with their square (10,000 vertices:
 * ~2.4 s with every pair, a few ms here). Which pairs count and how each point is computed is exactly what
 * turf's kinks does (the check this replaces; tests/domain/poligono/intersecciones.test.ts compares both on
 * random polygons): in one ring, neighbouring sides and the closing pair are skipped; sides of different rings
 * are all tested; a parallel pair never counts.
 */

interface Lado {
  anillo: number;
  /** Index of the side in its ring (side i goes from vertex i to i + 1). */
  i: number;
  x1: number;
  y1: number;
  x2: number;
  y2: number;
}

/** turf kinks' own line intersection, same arithmetic in the same order, so both give the same points. */
function cruce(a: Lado, b: Lado): [number, number] | null {
  const den = (b.y2 - b.y1) * (a.x2 - a.x1) - (b.x2 - b.x1) * (a.y2 - a.y1);
  if (den === 0) return null;
  let p = a.y1 - b.y1;
  let q = a.x1 - b.x1;
  const n1 = (b.x2 - b.x1) * p - (b.y2 - b.y1) * q;
  const n2 = (a.x2 - a.x1) * p - (a.y2 - a.y1) * q;
  p = n1 / den;
  q = n2 / den;
  if (p >= 0 && p <= 1 && q >= 0 && q <= 1) return [a.x1 + p * (a.x2 - a.x1), a.y1 + p * (a.y2 - a.y1)];
  return null;
}

function ladosDe(anillos: readonly (readonly Posicion[])[]): Lado[] {
  const lados: Lado[] = [];
  anillos.forEach((anillo, r) => {
    for (let i = 0; i < anillo.length - 1; i++) {
      lados.push({ anillo: r, i, x1: anillo[i][0], y1: anillo[i][1], x2: anillo[i + 1][0], y2: anillo[i + 1][1] });
    }
  });
  return lados;
}

/** kinks skips, in one ring, a side with itself, its neighbours, and the first with the last of a closed ring. */
function vecinosEnAnillo(a: Lado, b: Lado, anillos: readonly (readonly Posicion[])[]): boolean {
  if (Math.abs(a.i - b.i) <= 1) return true;
  const anillo = anillos[a.anillo];
  const ultimo = anillo.length - 2;
  const cerrado = anillo[0][0] === anillo[anillo.length - 1][0] && anillo[0][1] === anillo[anillo.length - 1][1];
  return cerrado && Math.min(a.i, b.i) === 0 && Math.max(a.i, b.i) === ultimo;
}

/** The side's y at `x` (a side that is not vertical). */
const yEnLado = (l: Lado, x: number): number => l.y1 + ((x - l.x1) / (l.x2 - l.x1)) * (l.y2 - l.y1);

/**
 * The grid's cells (only those some side touches), each with the sides whose widened path may pass through it.
 * A cell is about as wide as the sides are long on average, so a boundary's cells hold a few sides each and the
 * sides are filed in about as many cells as there are sides.
 */
function rejilla(lados: readonly Lado[]): Iterable<number[]> {
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let largo = 0;
  for (const l of lados) {
    minX = Math.min(minX, l.x1, l.x2);
    maxX = Math.max(maxX, l.x1, l.x2);
    minY = Math.min(minY, l.y1, l.y2);
    maxY = Math.max(maxY, l.y1, l.y2);
    largo += Math.max(Math.abs(l.x2 - l.x1), Math.abs(l.y2 - l.y1));
  }
  const extension = Math.max(maxX - minX, maxY - minY, 1e-6);
  // Wider than any rounding of the crossing test: a pair the test would accept always shares a cell.
  const holgura = extension * 1e-9;
  // Never more than ~4 million cells a side (keys stay exact integers), never less than one.
  const tam = Math.min(extension, Math.max(largo / lados.length, extension / 4e6));
  const columnas = Math.floor((maxX - minX) / tam) + 1;
  const col = (x: number) => Math.min(columnas - 1, Math.max(0, Math.floor((x - minX) / tam)));
  const fila = (y: number) => Math.max(0, Math.floor((y - minY) / tam));
  const cubos = new Map<number, number[]>();
  const filar = (celda: number, k: number) => {
    const cubo = cubos.get(celda);
    if (cubo) cubo.push(k);
    else cubos.set(celda, [k]);
  };

  lados.forEach((l, k) => {
    const [xa, xb] = l.x1 <= l.x2 ? [l.x1, l.x2] : [l.x2, l.x1];
    const c0 = col(xa - holgura);
    const c1 = col(xb + holgura);
    for (let c = c0; c <= c1; c++) {
      // The side's y-range within this column's slab (the whole side when it is vertical or spans one column).
      let ya: number;
      let yb: number;
      if (c0 === c1 || l.x1 === l.x2) {
        [ya, yb] = [Math.min(l.y1, l.y2), Math.max(l.y1, l.y2)];
      } else {
        const desde = Math.max(xa, minX + c * tam - holgura);
        const hasta = Math.min(xb, minX + (c + 1) * tam + holgura);
        const u = yEnLado(l, desde);
        const v = yEnLado(l, hasta);
        [ya, yb] = [Math.min(u, v), Math.max(u, v)];
      }
      // rounding of yEnLado grows with the whole side, not only with its piece in this column
      const holguraY = holgura + Math.abs(l.y2 - l.y1) * 1e-9;
      for (let f = fila(ya - holguraY); f <= fila(yb + holguraY); f++) filar(f * columnas + c, k);
    }
  });
  return cubos.values();
}

/**
 * The crossing or touching points of the rings' sides, as turf kinks would list them (a point may repeat when
 * several pairs meet there). Rings are closed and without repeated consecutive vertices (poligonoLimpio).
 */
export function puntosDeCruce(anillos: readonly (readonly Posicion[])[]): [number, number][] {
  const lados = ladosDe(anillos);
  const n = lados.length;
  if (n < 2) return [];
  const probados = new Set<number>();
  const puntos: [number, number][] = [];
  for (const cubo of rejilla(lados)) {
    for (let x = 0; x < cubo.length; x++) {
      for (let y = x + 1; y < cubo.length; y++) {
        const [j, k] = cubo[x] < cubo[y] ? [cubo[x], cubo[y]] : [cubo[y], cubo[x]];
        const clave = j * n + k;
        if (probados.has(clave)) continue;
        probados.add(clave);
        const [a, b] = [lados[j], lados[k]];
        if (a.anillo === b.anillo) {
          if (vecinosEnAnillo(a, b, anillos)) continue;
          // kinks computes the point from the side that comes first in the ring
          const p = a.i < b.i ? cruce(a, b) : cruce(b, a);
          if (p) puntos.push(p);
        } else {
          // kinks tests sides of two rings once from each ring, each time only against sides at or after the
          // same index, and computes the point from the ring it started with
          if (b.i >= a.i) {
            const p = cruce(a, b);
            if (p) puntos.push(p);
          }
          if (a.i >= b.i) {
            const p = cruce(b, a);
            if (p) puntos.push(p);
          }
        }
      }
    }
  }
  return puntos;
}
