import type { ColumnaExcel } from '../../excel/libro';
import { entero, fecha, peso, porcentaje, texto } from '../../excel/columnas';
import type { FilaCalidad } from '@domain/contrato/calidad';

/**
 * 'Descargar Excel' of the quality list (spec 002 §7 'Quality Excel export', `Listado_Calidad_{timestamp}`): the
 * columns of §3's list row in its groups (general information, summary, physical, sensory), figures ×100 shown with
 * two decimals.
 */
export const columnasCalidad: ColumnaExcel<FilaCalidad>[] = [
  texto('Folio', 12, (f) => f.folio),
  fecha('Fecha', 12, (f) => f.fecha),
  texto('Tipo', 14, (f) => f.tipo_analisis),
  texto('Nombre', 30, (f) => f.nombre),
  texto('Detalle', 30, (f) => f.detalle),
  texto('Región', 24, (f) => f.region),
  entero('Altura promedio (m)', 12, (f) => f.altura_promedio),
  // summary
  porcentaje('Factor de rendimiento', 12, (f) => f.resumen_rendimiento),
  porcentaje('Rendimiento exportable (%)', 14, (f) => f.resumen_rendimiento_exportable),
  porcentaje('Puntaje en taza', 12, (f) => f.resumen_puntaje_taza),
  peso('Kg exportables', 14, (f) => f.kg_exportables),
  // physical
  texto('Proceso', 16, (f) => f.nombre_tipo_proceso),
  porcentaje('Rendimiento (%)', 12, (f) => f.porcentaje_rendimiento),
  porcentaje('Cerezo (%)', 10, (f) => f.porcentaje_cerezo),
  porcentaje('Mancha (%)', 10, (f) => f.porcentaje_mancha),
  porcentaje('Humedad (%)', 10, (f) => f.pergamino_humedad),
  texto('Olor', 16, (f) => f.olor_muestra),
  porcentaje('Densidad', 10, (f) => f.pergamino_densidad),
  porcentaje('Actividad de agua', 10, (f) => f.pergamino_actividad_agua),
  texto('Color', 16, (f) => f.nombre_color_muestra),
  peso('Defectos (g)', 10, (f) => f.defectos_gramos),
  texto('Defectos', 24, (f) => f.defectos),
  texto('Observaciones', 30, (f) => f.observaciones),
  // sensory
  porcentaje('Puntaje', 10, (f) => f.puntaje_taza),
  texto('Método de cata', 16, (f) =>
    f.metodo_sensorial === null ? null : f.metodo_sensorial === 'sca_2004' ? 'SCA 2004' : 'CVA afectiva',
  ),
  texto('Clasificación', 22, (f) => f.nombre_banda),
  texto('Fragancia/Aroma', 24, (f) => f.fragancia_aroma_desc),
  texto('Perfil de taza', 24, (f) => f.perfil_taza),
  texto('Descripción', 30, (f) => f.descripcion),
];
