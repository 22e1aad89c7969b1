import type { Posicion } from './tipos';

/**
 * The area of a ring on the WGS84 ellipsoid (issue 22 item 15: turf's sphere of the equatorial radius read
 * 0.27–0.36 % high in Chiapas against the geodesic area). Method: the ellipsoid is mapped to the sphere of equal
 * area (the authalic sphere, radius R_q) through the authalic latitude β, which keeps every area; on it, each side's
 * share of the spherical excess is exact for great-circle sides (tan(E/2) = tan(Δλ/2)·(tan(β₁/2) + tan(β₂/2)) /
 * (1 + tan(β₁/2)·tan(β₂/2))). A geodesic side and the image of a great circle differ only in their curvature's
 * e² part, which grows with the cube of the side: on a plot's sides (metres to a few km) the result equals
 * GeographicLib's geodesic polygon area to 0.1 mm² (tests/domain/poligono/area-geodesica.test.ts); on a 1°×1°
 * cell (111 km sides) it is 1.7e-7 below it.
 */
const A = 6_378_137;
const F = 1 / 298.257223563;
const E2 = F * (2 - F);
const E = Math.sqrt(E2);

/** q(φ) of the authalic latitude, from sin φ (Snyder, 'Map Projections: A Working Manual', eq. 3-12). */
const q = (s: number): number => (1 - E2) * (s / (1 - E2 * s * s) - (1 / (2 * E)) * Math.log((1 - E * s) / (1 + E * s)));
const QP = q(1);
/** The authalic sphere's radius squared: 4πR_q² is the ellipsoid's whole surface. */
const R2 = (A * A * QP) / 2;
const RAD = Math.PI / 180;

/** tan(β/2) of a geodetic latitude in degrees (clamped so rounding past the pole cannot give NaN). */
const tanMitadAutalica = (latGrados: number): number =>
  Math.tan(Math.asin(Math.max(-1, Math.min(1, q(Math.sin(latGrados * RAD)) / QP))) / 2);

/**
 * Square metres inside a ring of [lng, lat] positions in degrees, open or closed, either orientation (the value
 * is always positive). Fewer than three distinct positions → 0.
 * @example areaAnilloM2([[0, 0], [1, 0], [1, 1], [0, 1]]) // ≈ 12,308,776,257 (GeographicLib: 12,308,778,361.469)
 */
export function areaAnilloM2(anillo: readonly Posicion[]): number {
  const n = anillo.length;
  if (n < 3) return 0;
  let exceso = 0;
  for (let i = 0; i < n; i++) {
    const a = anillo[i];
    const b = anillo[(i + 1) % n];
    if (a[0] === b[0] && a[1] === b[1]) continue;
    let dl = b[0] - a[0];
    // The short way round across the antimeridian.
    if (dl > 180) dl -= 360;
    else if (dl < -180) dl += 360;
    const t1 = tanMitadAutalica(a[1]);
    const t2 = tanMitadAutalica(b[1]);
    exceso += 2 * Math.atan2(Math.tan((dl * RAD) / 2) * (t1 + t2), 1 + t1 * t2);
  }
  return Math.abs(exceso) * R2;
}

/** A polygon's area on WGS84 in m²: its outer ring less its holes. */
export function areaPoligonoM2(anillos: readonly (readonly Posicion[])[]): number {
  if (!anillos.length) return 0;
  const [exterior, ...huecos] = anillos;
  return Math.max(
    0,
    huecos.reduce((s, h) => s - areaAnilloM2(h), areaAnilloM2(exterior)),
  );
}
