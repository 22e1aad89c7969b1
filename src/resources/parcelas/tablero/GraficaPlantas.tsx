import { GraficaPastel } from '../../../components/graficas';
import type { FilaPlanta } from './api';

/** Plants by type (001 §2.2): a pie with the share on each slice (R026) and the counts in its legend. */
export function GraficaPlantas({ filas }: { filas: FilaPlanta[] }) {
  return (
    <GraficaPastel
      descripcion="Gráfica de pastel de plantas por tipo"
      filas={filas.filter((f) => Number(f.total) > 0).map((f) => ({ etiqueta: f.tipo, valor: Number(f.total) }))}
    />
  );
}
