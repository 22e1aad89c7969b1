import { GraficaBarras } from '../../../components/graficas';
import type { FilaActividad } from './api';

/**
 * Other production activities (001 §2.2): plots with a form per activity, one bar each in the spec's order
 * as the server sends them (autoconsumo … ninguno); value labels above 10 only (R027).
 */
export function GraficaActividades({ filas }: { filas: FilaActividad[] }) {
  return (
    <GraficaBarras
      descripcion="Gráfica de barras de parcelas por otra actividad productiva"
      contexto="general"
      categorias={filas.map((f) => f.etiqueta)}
      series={[{ id: 'actividades', etiqueta: 'Parcelas', valores: filas.map((f) => Number(f.total) || 0) }]}
    />
  );
}
