import { esPoligono, poligonoLimpio } from '../poligono/forma';
import { areaHectareas, areaM2, cajaPoligono, cajasSeTocan } from '../poligono/medidas';
import { areaTraslape, TRASLAPE_MINIMO } from '../poligono/revisiones/traslapes';
import { formatoHectareas, formatoNumero } from '../comun/formato';
import type { Caja, Poligono } from '../poligono/tipos';

/**
 * Warnings of the TRACES revision (issue 22 item 15): plots the file carries but a buyer or an auditor would
 * question. The file's `Area` is the reported hectares when there are some (DECISIONS.md 'TRACES file'), so a
 * drawing that disagrees with them by more than 10 % is shown; and two polygons of the cooperative that overlap (the
 * same rule as the sketch's 'Traslape con otra parcela': from 1 % of the plot, always from 1,000 m²) claim the same land.
 */
export const DIFERENCIA_AREA_MAXIMA = 0.1;

export const MOTIVOS_AVISO_TRACES = {
  AREA_DISTINTA: 'Superficie reportada distinta del área dibujada',
  TRASLAPE: 'Traslape con otra parcela',
} as const;
export type MotivoAvisoTraces = keyof typeof MOTIVOS_AVISO_TRACES;

/** A plot as the warnings read it: the polygon it is sent with and the hectares it reports. */
export interface ParcelaAviso {
  uuid: string;
  parcela: string;
  productor: string;
  productor_uuid: string;
  superficie: number | null;
  poligono: Poligono | null;
}

export interface AvisoTraces {
  uuid: string;
  parcela: string;
  productor: string;
  productor_uuid: string;
  motivo: MotivoAvisoTraces;
  texto: string;
}

/**
 * 'reported 2.60 ha, drawn 1.97 ha: 32 % more' when they differ by more than 10 % of the drawing; else null.
 * @example avisoArea(1.1, 1) // null (10 % exactly is within)
 */
export function avisoArea(reportadaHa: number | null, dibujadaHa: number): string | null {
  if (reportadaHa === null || !(reportadaHa > 0) || !(dibujadaHa > 0)) return null;
  const diferencia = (reportadaHa - dibujadaHa) / dibujadaHa;
  if (Math.abs(diferencia) <= DIFERENCIA_AREA_MAXIMA + 1e-9) return null;
  const signo = diferencia > 0 ? 'más' : 'menos';
  return (
    `Reporta ${formatoHectareas(reportadaHa)} ha y su polígono mide ${formatoHectareas(dibujadaHa)} ha: ` +
    `${formatoNumero(Math.abs(diferencia) * 100, 0)} % ${signo}. El archivo lleva la superficie reportada; corrija la que no sea real.`
  );
}

interface Dibujo {
  p: ParcelaAviso;
  limpio: Poligono;
  caja: Caja;
  m2: number;
}

const CELDA = 0.01; // degrees (about 1 km): the grid that finds the polygons whose boxes may touch
const celdas = (c: Caja): string[] => {
  const r: string[] = [];
  for (let x = Math.floor(c.min_lng / CELDA); x <= Math.floor(c.max_lng / CELDA); x++)
    for (let y = Math.floor(c.min_lat / CELDA); y <= Math.floor(c.max_lat / CELDA); y++) r.push(`${x}:${y}`);
  return r;
};
const dibujo = (p: ParcelaAviso): Dibujo | null => {
  if (!p.poligono || !esPoligono(p.poligono)) return null;
  const limpio = poligonoLimpio(p.poligono);
  return { p, limpio, caja: cajaPoligono(limpio), m2: areaM2(limpio) };
};

/**
 * The warnings of the plots `enArchivo` (those the file carries), against `vecinos` (every polygon of the
 * cooperative's cycle, which may include them: a plot is never its own neighbour). One overlap warning per pair seen
 * from each side that reaches the threshold.
 */
export function avisosTraces(enArchivo: readonly ParcelaAviso[], vecinos: readonly ParcelaAviso[]): AvisoTraces[] {
  const rejilla = new Map<string, Dibujo[]>();
  for (const v of vecinos) {
    const d = dibujo(v);
    if (!d) continue;
    for (const k of celdas(d.caja)) rejilla.set(k, [...(rejilla.get(k) ?? []), d]);
  }
  const avisos: AvisoTraces[] = [];
  const de = (p: ParcelaAviso, motivo: MotivoAvisoTraces, texto: string): AvisoTraces => ({
    uuid: p.uuid,
    parcela: p.parcela,
    productor: p.productor,
    productor_uuid: p.productor_uuid,
    motivo,
    texto,
  });
  for (const p of enArchivo) {
    const d = dibujo(p);
    if (!d) continue;
    const area = avisoArea(p.superficie, areaHectareas(d.limpio));
    if (area) avisos.push(de(p, 'AREA_DISTINTA', area));
    const vistos = new Set<string>([p.uuid]);
    const umbral = Math.min(d.m2 * TRASLAPE_MINIMO.proporcion, TRASLAPE_MINIMO.m2);
    for (const k of celdas(d.caja))
      for (const v of rejilla.get(k) ?? []) {
        if (vistos.has(v.p.uuid)) continue;
        vistos.add(v.p.uuid);
        if (!cajasSeTocan(d.caja, v.caja)) continue;
        const m2 = areaTraslape(d.limpio, v.limpio);
        if (m2 > 0 && m2 >= umbral)
          avisos.push(
            de(
              p,
              'TRASLAPE',
              `Se traslapa con '${v.p.parcela}' (${v.p.productor}) en ${formatoNumero(m2, 0)} m², el ` +
                `${formatoNumero((m2 / d.m2) * 100, 1)} % de esta parcela: dos productores declaran la misma tierra.`,
            ),
          );
      }
  }
  return avisos;
}
