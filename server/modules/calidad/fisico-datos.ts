import type { Consulta } from '../../db/db';
import { invalido } from '../../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import { MENSAJES_CALIDAD, oroSegundo, validarFisico } from '@domain/calidad/validar';
import { derivadosFisicos, kilosExportables, type AjustesRendimiento } from '@domain/calidad/fisico';
import { defectosCompletos } from '@domain/calidad/defectos';
import type { CuerpoAnalisisCalidad, DefectoCuerpo } from '@domain/contrato/calidad';
import { colores, procesos, tiposMancha, zarandas } from './calidad.repository';
import { MENSAJES_CALIDAD_SERVIDOR as M } from './mensajes';

/** A defect row to keep: its stored id (null: new) and values. */
export interface DefectoFila {
  id: number | null;
  id_tipo_mancha: number;
  no_granos: number;
  gramos: number;
}
/** A sieve row to keep, with its defects in order (primary first); `quitar*`: stored ids marked eliminar = 1. */
export interface ZarandaFila {
  id: number | null;
  id_zaranda: number;
  valor: number;
  defectos: DefectoFila[];
  quitarDefectos: number[];
}

/** calidad_fisicos as written: the weights the person entered and every figure the server derived from them. */
export interface FisicoFila {
  fecha: string;
  id_tipo_proceso: number;
  id_color_muestra: number;
  olor_muestra: string | null;
  peso_pergamino: number;
  peso_oro: number;
  peso_cerezo: number;
  peso_mancha: number;
  humedad: number;
  densidad: number | null;
  actividad_agua: number | null;
  misma_muestra: number;
  peso_oro_2: number;
  observaciones: string | null;
  saco_kg: number;
  base_mancha: 'oro' | 'pergamino';
  rendimiento: number;
  cerezo: number;
  mancha: number;
  oro_exportable_g: number;
  oro_exportable: number;
  factor: number | null;
  kg_pergamino: number | null;
  kg_exportables: number | null;
  defectos_primarios: number;
  defectos_secundarios: number;
  defectos_gramos: number;
}

export interface FisicoLeido {
  fila: FisicoFila;
  zarandas: ZarandaFila[];
  quitarZarandas: number[];
}

const limpio = (t: string | null | undefined): string | null => (t && t.trim() ? t.trim() : null);

/**
 * R124/R125 on the physical body with the spec's messages, the catalogue ids checked (a defect listed as primary must
 * be of category 1), then every derived figure computed with domain/calidad from the weights and the cooperative's
 * convention: nothing derived is read from the body. `kgPergamino`: what the sample stands for (seleccion.ts).
 */
export async function leerFisico(
  tx: Consulta,
  d: CuerpoAnalisisCalidad,
  ajustes: AjustesRendimiento,
  kgPergamino: number | null,
): Promise<FisicoLeido> {
  const porZaranda = d.zarandas.map((z) => ({ primarios: z.defectos_primarios.length }));
  const todos = (z: CuerpoAnalisisCalidad['zarandas'][number]): DefectoCuerpo[] => [...z.defectos_primarios, ...z.defectos_secundarios];
  const e0 = validarFisico({
    fecha: d.fecha,
    id_tipo_proceso: d.id_tipo_proceso,
    id_color_muestra: d.id_color_muestra,
    pergamino_peso_muestra_pergamino: d.pergamino_peso_muestra_pergamino,
    pergamino_peso_muestra_oro: d.pergamino_peso_muestra_oro,
    pergamino_peso_muestra_cerezo: d.pergamino_peso_muestra_cerezo,
    pergamino_peso_mancha: d.pergamino_peso_mancha,
    pergamino_humedad: d.pergamino_humedad,
    pergamino_densidad: d.pergamino_densidad ?? null,
    pergamino_actividad_agua: d.pergamino_actividad_agua ?? null,
    peso_muestra_misma_anterior: d.peso_muestra_misma_anterior,
    pergamino_peso_muestra_oro_2: d.pergamino_peso_muestra_oro_2 ?? null,
    zarandas: d.zarandas.map((z) => ({
      id_zaranda: z.id_zaranda,
      valor: z.valor,
      eliminar: z.eliminar ?? 0,
      defectos: todos(z).map((f) => ({ ...f, eliminar: f.eliminar ?? 0 })),
    })),
  });
  // the domain names a defect by its place in one list; the body has two
  const e: ErroresCampos = {};
  for (const [campo, mensajes] of Object.entries(e0)) {
    const m = /^zarandas\.(\d+)\.defectos\.(\d+)\.(.+)$/.exec(campo);
    if (!m) {
      e[campo] = mensajes;
      continue;
    }
    const i = Number(m[1]);
    const j = Number(m[2]);
    const p = porZaranda[i]!.primarios;
    e[j < p ? `zarandas.${i}.defectos_primarios.${j}.${m[3]}` : `zarandas.${i}.defectos_secundarios.${j - p}.${m[3]}`] = mensajes;
  }

  const [cProcesos, cColores, cZarandas, cManchas] = await Promise.all([procesos(tx), colores(tx), zarandas(tx), tiposMancha(tx)]);
  const o = MENSAJES_CALIDAD.obligatorio;
  if (d.id_tipo_proceso && !cProcesos.some((c) => c.id === d.id_tipo_proceso) && !e.id_tipo_proceso) agregarError(e, 'id_tipo_proceso', o);
  if (d.id_color_muestra && !cColores.some((c) => c.id === d.id_color_muestra) && !e.id_color_muestra)
    agregarError(e, 'id_color_muestra', o);
  const manchas = new Map(cManchas.map((c) => [c.id, c]));
  const vivas = d.zarandas.filter((z) => z.eliminar !== 1);
  if (!vivas.length) agregarError(e, 'zarandas', M.sinZarandas);
  d.zarandas.forEach((z, i) => {
    if (z.eliminar === 1) return;
    if (z.id_zaranda && !cZarandas.some((c) => c.id === z.id_zaranda) && !e[`zarandas.${i}.id_zaranda`])
      agregarError(e, `zarandas.${i}.id_zaranda`, MENSAJES_CALIDAD.seleccione);
    for (const [lista, categoria] of [
      ['defectos_primarios', 1],
      ['defectos_secundarios', 2],
    ] as const)
      z[lista].forEach((f, j) => {
        const campo = `zarandas.${i}.${lista}.${j}.id_tipo_mancha`;
        if (f.eliminar === 1 || !f.id_tipo_mancha || e[campo]) return;
        const t = manchas.get(f.id_tipo_mancha);
        if (!t) agregarError(e, campo, MENSAJES_CALIDAD.seleccione);
        else if (t.categoria !== categoria) agregarError(e, campo, M.tipoManchaCategoria);
      });
  });
  if (Object.keys(e).length) throw invalido(e);

  const pesos = {
    pergamino: d.pergamino_peso_muestra_pergamino!,
    oro: d.pergamino_peso_muestra_oro!,
    cerezo: d.pergamino_peso_muestra_cerezo!,
    mancha: d.pergamino_peso_mancha!,
  };
  const der = derivadosFisicos(pesos, ajustes);
  const zFilas: ZarandaFila[] = [];
  const quitarZarandas: number[] = [];
  for (const z of d.zarandas) {
    const id = z.id_calidad_analisis_fisicos_zaranda ?? null;
    if (z.eliminar === 1) {
      if (id) quitarZarandas.push(id);
      continue;
    }
    const defectos: DefectoFila[] = [];
    const quitarDefectos: number[] = [];
    for (const f of todos(z)) {
      const idF = f.id_calidad_analisis_fisicos_defecto ?? null;
      if (f.eliminar === 1) {
        if (idF) quitarDefectos.push(idF);
        continue;
      }
      defectos.push({ id: idF, id_tipo_mancha: f.id_tipo_mancha!, no_granos: f.no_granos!, gramos: f.gramos! });
    }
    zFilas.push({ id, id_zaranda: z.id_zaranda!, valor: z.valor!, defectos, quitarDefectos });
  }
  const conteos = zFilas.flatMap((z) =>
    z.defectos.map((f) => {
      const t = manchas.get(f.id_tipo_mancha)!;
      return { tipo: t.id, categoria: t.categoria as 1 | 2, granosPorDefecto: t.granos_por_defecto, granos: f.no_granos };
    }),
  );
  const completos = defectosCompletos(conteos);
  const fila: FisicoFila = {
    fecha: d.fecha!,
    id_tipo_proceso: d.id_tipo_proceso!,
    id_color_muestra: d.id_color_muestra!,
    olor_muestra: limpio(d.olor_muestra),
    peso_pergamino: pesos.pergamino,
    peso_oro: pesos.oro,
    peso_cerezo: pesos.cerezo,
    peso_mancha: pesos.mancha,
    humedad: d.pergamino_humedad!,
    densidad: d.pergamino_densidad ?? null,
    actividad_agua: d.pergamino_actividad_agua ?? null,
    misma_muestra: d.peso_muestra_misma_anterior!,
    peso_oro_2: oroSegundo({
      peso_muestra_misma_anterior: d.peso_muestra_misma_anterior,
      pergamino_peso_muestra_oro: d.pergamino_peso_muestra_oro,
      pergamino_peso_muestra_oro_2: d.pergamino_peso_muestra_oro_2 ?? null,
    })!,
    observaciones: limpio(d.observaciones),
    saco_kg: ajustes.sacoKg,
    base_mancha: ajustes.baseMancha,
    rendimiento: der.rendimiento,
    cerezo: der.cerezo,
    mancha: der.mancha,
    oro_exportable_g: der.oroExportableG,
    oro_exportable: der.oroExportable,
    factor: der.factor,
    kg_pergamino: kgPergamino,
    kg_exportables: kgPergamino === null ? null : kilosExportables(kgPergamino, pesos, ajustes.sacoKg).kg,
    defectos_primarios: completos.primarios,
    defectos_secundarios: completos.secundarios,
    defectos_gramos: zFilas.reduce((t, z) => t + z.defectos.reduce((s, f) => s + f.gramos, 0), 0),
  };
  return { fila, zarandas: zFilas, quitarZarandas };
}
