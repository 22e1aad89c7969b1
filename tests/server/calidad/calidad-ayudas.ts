import type { Entorno } from '../entorno';
import { uno } from '../ayudas';

/**
 * The quality tests' fixtures (issue 26): a producer of the coffee cooperative (1) with two non-voided deliveries,
 * a lot with deliveries, a municipality of the cooperative with a locality, and a valid physical body.
 */
export interface Muestras {
  ciclo: number;
  cuenta: number;
  acopios: number[];
  pesoAcopios: number;
  lote: number;
  pesoLote: number;
  municipio: number;
  localidad: number;
}

export async function muestras(e: Entorno, coop = 1): Promise<Muestras> {
  const c = await uno<{ id_cuenta: number; id_ciclo: number; ids: number[]; peso: number }>(
    e.db,
    `SELECT id_cuenta, id_ciclo, (array_agg(id ORDER BY id))[1:2] AS ids,
            (SELECT sum(x.peso_neto) FROM acopios x WHERE x.id = ANY((array_agg(a.id ORDER BY a.id))[1:2]) AND x.id_cooperativa = $1)::int8 AS peso
       FROM acopios a WHERE id_cooperativa = $1 AND NOT anulada GROUP BY id_cuenta, id_ciclo HAVING count(*) >= 2 ORDER BY id_cuenta LIMIT 1`,
    [coop],
  );
  const l = await uno<{ id: number; peso: number }>(
    e.db,
    `SELECT l.id, coalesce(sum(a.peso_neto) FILTER (WHERE NOT a.anulada), 0)::int8 AS peso FROM lotes l
       JOIN acopios a ON a.id_cooperativa = l.id_cooperativa AND a.id_lote = l.id
      WHERE l.id_cooperativa = $1 GROUP BY l.id ORDER BY l.id LIMIT 1`,
    [coop],
  );
  const m = await uno<{ id_municipio: number; id: number }>(
    e.db,
    `SELECT lc.id_municipio, lc.id FROM productores p JOIN localidades lc ON lc.id = p.id_localidad
      WHERE p.id_cooperativa = $1 ORDER BY p.id LIMIT 1`,
    [coop],
  );
  return {
    ciclo: c.id_ciclo,
    cuenta: c.id_cuenta,
    acopios: c.ids,
    pesoAcopios: c.peso,
    lote: l.id,
    pesoLote: l.peso,
    municipio: m.id_municipio,
    localidad: m.id,
  };
}

/** The domain notes' worked example: P 300 g, O 240 g, M 12 g, C 9 g; two sieves, defects of both categories. */
export const fisico = (extra: Record<string, unknown> = {}) => ({
  fecha: '2026-01-15',
  id_tipo_proceso: 1,
  id_color_muestra: 2,
  olor_muestra: 'Limpio',
  pergamino_peso_muestra_pergamino: 30000,
  pergamino_peso_muestra_oro: 24000,
  pergamino_peso_muestra_cerezo: 900,
  pergamino_peso_mancha: 1200,
  pergamino_humedad: 1150,
  pergamino_densidad: 68000,
  pergamino_actividad_agua: 60,
  peso_muestra_misma_anterior: 1,
  pergamino_peso_muestra_oro_2: null,
  observaciones: 'Muestra de prueba',
  zarandas: [
    {
      id_zaranda: 17,
      valor: 15000,
      defectos_primarios: [{ id_tipo_mancha: 1, no_granos: 2, gramos: 40 }],
      defectos_secundarios: [{ id_tipo_mancha: 11, no_granos: 12, gramos: 150 }],
    },
    {
      id_zaranda: 15,
      valor: 7000,
      defectos_primarios: [],
      defectos_secundarios: [{ id_tipo_mancha: 11, no_granos: 4, gramos: 50 }],
    },
  ],
  ...extra,
});

export const porProductor = (m: Muestras, extra: Record<string, unknown> = {}) => ({
  id_ciclo: m.ciclo,
  id_tipo_analisis: 1,
  analisis_por_entrega: 1,
  id_cuenta: m.cuenta,
  id_acopio: m.acopios.join(','),
  ...fisico(),
  ...extra,
});

/** The domain notes' cupping example: 8.00 + 7.75 + 7.50 + 7.75 + 7.75 + 7.50 + 10 + 10 + 10 + 7.75 = 84.00. */
export const sca = (extra: Record<string, unknown> = {}) => ({
  perfil_taza: 'Chocolate, cítrico',
  descripcion: 'Taza limpia y dulce',
  fragancia_aroma: 800,
  fragancia_aroma_desc: 'Floral',
  sabor: 775,
  sabor_residual: 750,
  acidez: 775,
  cuerpo: 775,
  balance: 750,
  uniformidad: 1000,
  taza_limpia: 1000,
  dulzor: 1000,
  catador: 775,
  ...extra,
});

export const cva = (extra: Record<string, unknown> = {}) => ({
  metodo: 'cva_afectiva',
  perfil_taza: 'Frutal',
  fragancia: 900,
  aroma: 900,
  sabor: 900,
  sabor_residual: 900,
  acidez: 900,
  dulzor: 900,
  sensacion_boca: 900,
  general: 900,
  tazas_no_uniformes: 0,
  tazas_defectuosas: 0,
  ...extra,
});
