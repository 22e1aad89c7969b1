import type { Consulta } from '../../../db/db';
import { cajaPoligono, cajasSeTocan } from '@domain/poligono/medidas';
import { esPoligono } from '@domain/poligono/forma';
import type { Alerta, Caja, Poligono, Vecino } from '@domain/poligono/tipos';
import { parcelaCroquisPorId, vecinosPorCaja, type ParcelaCroquis, type VecinoFila } from './croquis.repository';
import type { Revisor } from './revision';

/**
 * The stored polygon alerts of a plot (0008: parcelas_alertas and the two counts on parcelas), computed with
 * domain/poligono/revisar.ts — the same rules the editor runs while drawing — against the plot's reported area,
 * its locality and its neighbours of the same cooperative and cycle. The review itself runs where `revisar` runs it:
 * the app's polygon thread (revision.ts), never the main thread.
 */

const cajaDe = (p: Pick<ParcelaCroquis, 'min_lat' | 'max_lat' | 'min_lng' | 'max_lng'>): Caja | null =>
  p.min_lat === null || p.max_lat === null || p.min_lng === null || p.max_lng === null
    ? null
    : { min_lat: p.min_lat, max_lat: p.max_lat, min_lng: p.min_lng, max_lng: p.max_lng };

export const comoVecino = (v: VecinoFila): Vecino => ({
  id: v.id,
  uuid: v.uuid,
  nombre: v.nombre,
  cuenta: v.cuenta,
  poligono: v.poligono,
  caja: { min_lat: v.min_lat, max_lat: v.max_lat, min_lng: v.min_lng, max_lng: v.max_lng },
});

/** The alerts of this plot as it is stored now (its polygon, or its point when it has none). */
export async function calcularAlertas(tx: Consulta, idCooperativa: number, p: ParcelaCroquis, revisar: Revisor): Promise<Alerta[]> {
  const localidad =
    p.localidad_latitud === null || p.localidad_longitud === null
      ? null
      : { lat: p.localidad_latitud, lng: p.localidad_longitud, nombre: p.localidad };
  if (!p.poligono) {
    const centroide = p.centroide_lat === null || p.centroide_lng === null ? null : { lat: p.centroide_lat, lng: p.centroide_lng };
    return revisar.revisar(null, { superficieReportada: p.superficie, centroide, localidad });
  }
  const caja = cajaDe(p) ?? cajaPoligono(p.poligono);
  const vecinos = (await vecinosPorCaja(tx, idCooperativa, p.id_ciclo, p.id, caja)).map(comoVecino);
  return revisar.revisar(p.poligono, { superficieReportada: p.superficie, vecinos, localidad });
}

/** Replaces the plot's alerts and counts (one DELETE, one INSERT, one UPDATE). */
export async function guardarAlertas(tx: Consulta, idCooperativa: number, idParcela: number, alertas: readonly Alerta[]): Promise<void> {
  await tx.query('DELETE FROM parcelas_alertas WHERE id_cooperativa = $1 AND id_parcela = $2', [idCooperativa, idParcela]);
  if (alertas.length > 0) {
    await tx.query(
      `INSERT INTO parcelas_alertas (id_cooperativa, id_parcela, codigo, titulo, descripcion, recomendacion, error, datos, orden)
       SELECT $1, $2, t.codigo, t.titulo, t.descripcion, t.recomendacion, t.error, t.datos, t.orden
         FROM unnest($3::text[], $4::text[], $5::text[], $6::text[], $7::boolean[], $8::jsonb[], $9::int[])
           AS t (codigo, titulo, descripcion, recomendacion, error, datos, orden)`,
      [
        idCooperativa,
        idParcela,
        alertas.map((a) => a.codigo),
        alertas.map((a) => a.titulo),
        alertas.map((a) => a.descripcion),
        alertas.map((a) => a.recomendacion),
        alertas.map((a) => a.error),
        alertas.map((a) => (a.datos ? JSON.stringify(a.datos) : null)),
        alertas.map((_, i) => i + 1),
      ],
    );
  }
  await tx.query(
    `UPDATE parcelas SET alertas_poligono = $3, alertas_error_poligono_count = $4, alertas_revisadas_en = now()
      WHERE id_cooperativa = $1 AND id = $2`,
    [idCooperativa, idParcela, alertas.length, alertas.filter((a) => a.error).length],
  );
}

/** Recomputes and stores one plot's alerts; returns them. */
export async function revisarYGuardar(tx: Consulta, idCooperativa: number, p: ParcelaCroquis, revisar: Revisor): Promise<Alerta[]> {
  const alertas = await calcularAlertas(tx, idCooperativa, p, revisar);
  await guardarAlertas(tx, idCooperativa, p.id, alertas);
  return alertas;
}

/**
 * After a plot's polygon changed from `antes` to `despues` (either may be absent), the overlap alerts of the
 * plots around it may be stale: a neighbour whose box meets the old or the new polygon's box, and that
 * overlapped the old one or overlaps the new one enough to be told, is checked again, so the plot it overlapped
 * loses the alert and the one it now overlaps gains it (docs/DECISIONES.md). Returns how many were checked.
 */
export async function revisarVecinosAfectados(
  tx: Consulta,
  idCooperativa: number,
  p: ParcelaCroquis,
  antes: Poligono | null,
  despues: Poligono | null,
  revisar: Revisor,
): Promise<number> {
  const cajas = [antes, despues].filter((x): x is Poligono => x !== null && esPoligono(x)).map(cajaPoligono);
  if (cajas.length === 0) return 0;
  const union: Caja = {
    min_lat: Math.min(...cajas.map((c) => c.min_lat)),
    max_lat: Math.max(...cajas.map((c) => c.max_lat)),
    min_lng: Math.min(...cajas.map((c) => c.min_lng)),
    max_lng: Math.max(...cajas.map((c) => c.max_lng)),
  };
  const enCaja = (await vecinosPorCaja(tx, idCooperativa, p.id_ciclo, p.id, union)).filter((v) => cajas.some((c) => cajasSeTocan(c, v)));
  // The clippings run in the polygon thread: a 2,000-vertex sketch against its neighbours is real work.
  const traslapan =
    enCaja.length > 0
      ? await revisar.traslapan(
          antes,
          despues,
          enCaja.map((v) => v.poligono),
        )
      : [];
  const candidatos = enCaja.filter((_, i) => traslapan[i]);
  for (const v of candidatos) {
    const fila = await parcelaCroquisPorId(tx, idCooperativa, v.id);
    if (fila) await revisarYGuardar(tx, idCooperativa, fila, revisar);
  }
  return candidatos.length;
}

export { cajaDe };
