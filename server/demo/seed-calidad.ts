import type { Consulta } from '../db/db';
import type { Actor } from '../actor';
import type { UsuarioAutenticado } from '../tipos';
import { PRODUCTO } from '@domain/comun/productos';
import type { CuerpoSensorial, FisicoCalidad, SeleccionCalidad } from '@domain/contrato/calidad';
import { crearAnalisisEn } from '../modules/calidad/crear-analisis';
import { crearSensorialEn } from '../modules/calidad/crear-sensorial';

/**
 * Demo quality analyses (issue 26 'Demo data') in the coffee cooperative: each of the four sample types on its real
 * deliveries, lots, municipalities and localities of the active collection cycle, saved through the same use case
 * as the API (every figure derived by the server), some cupped with the spec's form, some with the CVA form, some
 * not cupped, so the list, the cards and the charts are real on a fresh `npm start`.
 */
export async function sembrarCalidadDemo(tx: Consulta, idCooperativa: number, producto: number): Promise<void> {
  if (producto !== PRODUCTO.cafe) return;
  const [ciclo] = await tx.query<{ id: number }>(
    'SELECT id FROM ciclos WHERE id_cooperativa = $1 AND activo_acopio ORDER BY id DESC LIMIT 1',
    [idCooperativa],
  );
  const [quien] = await tx.query<{ id: number; email: string; uuid: string; id_rol: number }>(
    'SELECT id, email, uuid::text, id_rol FROM users WHERE id_cooperativa = $1 ORDER BY id_rol, id LIMIT 1',
    [idCooperativa],
  );
  if (!ciclo || !quien) return;
  const usuario: UsuarioAutenticado = { ...quien, id_cooperativa: idCooperativa, permisos: [], jti: 'demo', exp: 0 };
  const actor: Actor = { usuario, ip: null };

  const cuentas = await tx.query<{ id_cuenta: number; ids: number[] }>(
    `SELECT id_cuenta, (array_agg(id ORDER BY fecha_acopio, id))[1:2] AS ids FROM acopios
      WHERE id_cooperativa = $1 AND id_ciclo = $2 AND NOT anulada GROUP BY id_cuenta ORDER BY id_cuenta LIMIT 4`,
    [idCooperativa, ciclo.id],
  );
  const lotes = await tx.query<{ id: number }>(
    `SELECT l.id FROM lotes l WHERE l.id_cooperativa = $1 AND l.id_ciclo = $2
        AND EXISTS (SELECT 1 FROM acopios a WHERE a.id_cooperativa = l.id_cooperativa AND a.id_lote = l.id AND NOT a.anulada)
      ORDER BY l.id LIMIT 3`,
    [idCooperativa, ciclo.id],
  );
  const regiones = await tx.query<{ id_municipio: number; ids: number[] }>(
    `SELECT l.id_municipio, (array_agg(DISTINCT l.id))[1:2] AS ids FROM productores p JOIN localidades l ON l.id = p.id_localidad
      WHERE p.id_cooperativa = $1 GROUP BY l.id_municipio ORDER BY count(*) DESC, l.id_municipio LIMIT 3`,
    [idCooperativa],
  );

  const selecciones: Omit<SeleccionCalidad, 'id_ciclo'>[] = [
    ...cuentas.map((c, i) => ({
      id_tipo_analisis: 1,
      id_cuenta: c.id_cuenta,
      analisis_por_entrega: i % 2 === 0 ? 1 : 2,
      id_acopio: i % 2 === 0 ? c.ids.join(',') : null,
    })),
    ...lotes.map((l) => ({ id_tipo_analisis: 2, analisis_por_entrega: 2, id_recoleccion_acopio: l.id })),
    ...regiones.map((r) => ({ id_tipo_analisis: 3, analisis_por_entrega: 2, id_municipio: r.id_municipio, id_localidad: r.ids.join(',') })),
    {
      id_tipo_analisis: 4,
      analisis_por_entrega: 2,
      nombre_proveedor: 'Finca La Esperanza',
      region_proveedor: 'Soconusco',
      notas_adicionales: 'Muestra ofrecida para compra de lote',
    },
    {
      id_tipo_analisis: 4,
      analisis_por_entrega: 2,
      nombre_proveedor: 'Beneficio El Roble',
      region_proveedor: 'Frailesca',
      notas_adicionales: 'Muestra de comparación',
    },
  ];
  for (const [i, s] of selecciones.entries()) {
    const r = await crearAnalisisEn(tx, actor, { ...s, ...fisicoDemo(i, ciclo.id) });
    // two of three cupped: the spec's form mostly, the CVA form every third
    if (i % 3 === 2) continue;
    const cata = i % 3 === 1 && i % 2 === 1 ? cvaDemo(i) : scaDemo(i);
    await crearSensorialEn(tx, actor, { id_calidad_analisis: r.data.id_calidad_analisis, ...cata });
  }
}

/** A parchment sample around the domain notes' example, varied per analysis (grams ×100). */
function fisicoDemo(i: number, idCiclo: number): FisicoCalidad & Pick<SeleccionCalidad, 'id_ciclo'> {
  const oro = 23_400 + ((i * 370) % 1_600);
  const mancha = 600 + ((i * 290) % 1_400);
  return {
    id_ciclo: idCiclo,
    fecha: `2026-0${1 + (i % 3)}-${String(5 + i).padStart(2, '0')}`,
    id_tipo_proceso: [1, 1, 2, 3, 1][i % 5]!,
    id_color_muestra: [2, 1, 3, 2][i % 4]!,
    olor_muestra: ['Limpio', 'Fresco', 'Ligeramente fermentado', 'Limpio'][i % 4]!,
    pergamino_peso_muestra_pergamino: 30_000,
    pergamino_peso_muestra_oro: oro,
    pergamino_peso_muestra_cerezo: 300 + ((i * 130) % 900),
    pergamino_peso_mancha: mancha,
    pergamino_humedad: 1_050 + ((i * 25) % 200),
    pergamino_densidad: 66_000 + i * 300,
    pergamino_actividad_agua: 55 + (i % 8),
    peso_muestra_misma_anterior: 1,
    pergamino_peso_muestra_oro_2: null,
    observaciones: i % 4 === 0 ? 'Muestra tomada en bodega' : null,
    zarandas: [
      {
        id_zaranda: 17,
        valor: 14_000 + i * 100,
        defectos_primarios: i % 3 === 0 ? [] : [{ id_tipo_mancha: 6, no_granos: 5 + (i % 4), gramos: 80 }],
        defectos_secundarios: [{ id_tipo_mancha: 11, no_granos: 5 + i, gramos: 120 + i * 5 }],
      },
      {
        id_zaranda: 15,
        valor: 6_000 + i * 80,
        defectos_primarios: [],
        defectos_secundarios: [{ id_tipo_mancha: 14, no_granos: 5 + (i % 5), gramos: 90 }],
      },
    ],
  };
}

const cuarto = (base: number, i: number, k: number) => base + ((i * k) % 5) * 25;
function scaDemo(i: number): Omit<CuerpoSensorial, 'id_calidad_analisis'> {
  return {
    metodo: 'sca_2004',
    perfil_taza: ['Chocolate, nuez', 'Cítrico, panela', 'Frutos rojos, floral', 'Caramelo, cuerpo medio'][i % 4]!,
    descripcion: 'Catado en el laboratorio de la cooperativa',
    fragancia_aroma: cuarto(750, i, 3),
    fragancia_aroma_desc: 'Dulce y floral',
    sabor: cuarto(725, i, 2),
    sabor_residual: cuarto(725, i, 4),
    acidez: cuarto(750, i, 1),
    cuerpo: cuarto(725, i, 3),
    balance: cuarto(725, i, 2),
    uniformidad: 1_000,
    taza_limpia: 1_000,
    dulzor: 1_000,
    catador: cuarto(725, i, 4),
  };
}
function cvaDemo(i: number): Omit<CuerpoSensorial, 'id_calidad_analisis'> {
  const p = (k: number) => 600 + ((i * k) % 3) * 100;
  return {
    metodo: 'cva_afectiva',
    perfil_taza: 'Frutal, acidez málica',
    fragancia: p(1),
    aroma: p(2),
    sabor: p(3),
    sabor_residual: p(1),
    acidez: p(2),
    dulzor: p(3),
    sensacion_boca: p(1),
    general: p(2),
    tazas_no_uniformes: 0,
    tazas_defectuosas: 0,
  };
}
