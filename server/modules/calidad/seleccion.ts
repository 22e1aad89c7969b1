import type { Consulta } from '../../db/db';
import { invalido } from '../../errores';
import { agregarError, type ErroresCampos } from '@domain/comun/validacion';
import { TIPO_ANALISIS, validarSeleccion } from '@domain/calidad/validar';
import type { CuerpoAnalisisCalidad } from '@domain/contrato/calidad';
import { MENSAJES_CALIDAD_SERVIDOR as M } from './mensajes';
import { alturaPromedio, contextoSeleccion } from './calidad.repository';

/** The selection as it is stored (calidad_analisis, calidad_analisis_acopios), with what the save derives from it. */
export interface SeleccionResuelta {
  id_ciclo: number;
  tipo_analisis: number;
  analisis_por_entrega: number;
  id_cuenta: number | null;
  id_productor: number | null;
  acopios: number[];
  id_lote: number | null;
  id_municipio: number | null;
  localidades: number[] | null;
  nombre_proveedor: string | null;
  region_proveedor: string | null;
  notas_adicionales: string | null;
  /** Net parchment kg ×100 of the sampled deliveries or the lot; null when the sample stands for no weighed coffee. */
  kg_pergamino: number | null;
  altura_promedio: number | null;
  /** What the list's `q` finds, lower-case without accents. */
  busqueda: string;
}

const ids = (lista: string | null | undefined): number[] => (lista ? [...new Set(lista.split(',').map(Number))] : []);
const limpio = (t: string | null | undefined): string | null => (t && t.trim() ? t.trim() : null);
const sinAcentos = (t: string) =>
  t
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase();

/**
 * R122 on the body (the spec's messages), then every id of the body checked against the session's cooperative
 * (another's cycle, account, delivery, lot, municipality or locality is a 422 naming the field, nothing written).
 * Only the chosen type's fields are kept: changing the type clears the others (R122).
 */
export async function resolverSeleccion(tx: Consulta, coop: number, d: CuerpoAnalisisCalidad): Promise<SeleccionResuelta> {
  const tipo = d.id_tipo_analisis;
  const acopios = ids(d.id_acopio);
  const localidades = ids(d.id_localidad);
  const errores: ErroresCampos = validarSeleccion({
    tipo_analisis: tipo,
    analisis_por_entrega: d.analisis_por_entrega === 1 || d.analisis_por_entrega === 2 ? d.analisis_por_entrega : null,
    id_cuenta: d.id_cuenta ?? null,
    id_acopio: acopios[0] ?? null,
    id_lote: d.id_recoleccion_acopio ?? null,
    id_municipio: d.id_municipio ?? null,
    id_localidad: localidades.length ? localidades : null,
    nombre_proveedor: d.nombre_proveedor ?? null,
    region_proveedor: d.region_proveedor ?? null,
    notas_adicionales: d.notas_adicionales ?? null,
  });
  if (d.analisis_por_entrega !== 1 && d.analisis_por_entrega !== 2)
    agregarError(errores, 'analisis_por_entrega', 'Información obligatoria');
  if (Object.keys(errores).length) throw invalido(errores);

  const porEntrega = tipo === TIPO_ANALISIS.productor && d.analisis_por_entrega === 1;
  const c = await contextoSeleccion(tx, coop, {
    id_ciclo: d.id_ciclo,
    id_cuenta: tipo === TIPO_ANALISIS.productor ? d.id_cuenta! : null,
    acopios: porEntrega ? acopios : [],
    id_lote: tipo === TIPO_ANALISIS.lote ? d.id_recoleccion_acopio! : null,
    id_municipio: tipo === TIPO_ANALISIS.region ? d.id_municipio! : null,
    localidades: tipo === TIPO_ANALISIS.region ? localidades : [],
  });
  const e: ErroresCampos = {};
  if (!c.ciclo) agregarError(e, 'id_ciclo', M.cicloAjeno);
  if (tipo === TIPO_ANALISIS.productor && !c.cuenta) agregarError(e, 'id_cuenta', M.cuentaAjena);
  if (porEntrega && c.acopios.length !== acopios.length) agregarError(e, 'id_acopio', M.entregaAjena);
  if (tipo === TIPO_ANALISIS.lote && !c.lote) agregarError(e, 'id_recoleccion_acopio', M.loteAjeno);
  if (tipo === TIPO_ANALISIS.region) {
    if (!c.municipio) agregarError(e, 'id_municipio', M.municipioAjeno);
    else if (c.localidades.length !== localidades.length) agregarError(e, 'id_localidad', M.localidadAjena);
  }
  if (Object.keys(e).length) throw invalido(e);

  const base = {
    id_ciclo: d.id_ciclo,
    tipo_analisis: tipo!,
    id_cuenta: null,
    id_productor: null,
    acopios: [],
    id_lote: null,
    id_municipio: null,
    localidades: null,
    nombre_proveedor: null,
    region_proveedor: null,
    notas_adicionales: null,
    kg_pergamino: null,
  };
  let s: Omit<SeleccionResuelta, 'altura_promedio' | 'busqueda' | 'analisis_por_entrega'> & { analisis_por_entrega?: number };
  let textos: (string | null | undefined)[];
  if (tipo === TIPO_ANALISIS.productor) {
    s = {
      ...base,
      id_cuenta: c.cuenta!.id,
      id_productor: c.cuenta!.id_productor,
      acopios: porEntrega ? c.acopios.map((a) => a.id) : [],
      kg_pergamino: porEntrega ? c.acopios.reduce((t, a) => t + Number(a.peso_neto), 0) : null,
    };
    textos = [c.cuenta!.nombre, c.cuenta!.clave_tx, ...c.acopios.map((a) => a.folio)];
  } else if (tipo === TIPO_ANALISIS.lote) {
    s = { ...base, id_lote: c.lote!.id, kg_pergamino: Number(c.lote!.peso_neto) };
    textos = [c.lote!.nombre, c.lote!.folio];
  } else if (tipo === TIPO_ANALISIS.region) {
    s = { ...base, id_municipio: c.municipio!.id, localidades: c.localidades.map((l) => l.id) };
    textos = [c.municipio!.nombre, ...c.localidades.map((l) => l.nombre)];
  } else {
    s = {
      ...base,
      nombre_proveedor: limpio(d.nombre_proveedor),
      region_proveedor: limpio(d.region_proveedor),
      notas_adicionales: limpio(d.notas_adicionales),
    };
    textos = [s.nombre_proveedor, s.region_proveedor];
  }
  return {
    ...s,
    // only a producer's sample may be per delivery
    analisis_por_entrega: porEntrega ? 1 : 2,
    altura_promedio: await alturaPromedio(tx, coop, s),
    busqueda: sinAcentos(textos.filter(Boolean).join(' ')),
  };
}
