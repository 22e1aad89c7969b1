import type { Consulta } from '../../db/db';
import { contarPreguntas, filasDeDescarga } from '@domain/fichas/xlsform';
import { categoriasMaster, filasMaster, type MasterBase } from './fichas.repository';
import { escribirXlsform } from './xlsx-seguro';

/**
 * A master's XLSForm as a workbook (spec 002 §2.17 'Descargar ficha'): its skeleton, its mandatory categories and
 * the chosen ones (null: all), with or without the rows that read the cooperative's CSVs; `settings` from the master
 * (form_id, version, title).
 */
export async function xlsformDeMaster(
  db: Consulta,
  m: MasterBase,
  elegidas: readonly number[] | null,
  configuraciones: boolean,
  titulo = m.nombre,
): Promise<{ contenido: Buffer; preguntas: number; categorias: number[] }> {
  const [filas, categorias] = await Promise.all([filasMaster(db, m.id), categoriasMaster(db, m.id)]);
  const todas = categorias.map((c) => c.id);
  // unknown ids are simply not categories of this master: nothing of them is included
  const elegidasSet = new Set(elegidas ?? todas);
  const obligatorias = new Set(categorias.filter((c) => c.obligatorio).map((c) => c.id));
  const incluidas = filasDeDescarga(filas, elegidasSet, obligatorias, configuraciones);
  const survey = incluidas.filter((f) => f.hoja === 'survey').map((f) => f.fila);
  const choices = incluidas.filter((f) => f.hoja === 'choices').map((f) => f.fila);
  const contenido = escribirXlsform(survey, choices, { form_title: titulo, form_id: m.id_formulario, version: m.version_formulario });
  return {
    contenido,
    preguntas: contarPreguntas(survey.map((f) => ({ type: String(f.type ?? '') }))),
    categorias: todas.filter((c) => elegidasSet.has(c) || obligatorias.has(c)),
  };
}
