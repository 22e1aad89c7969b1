import { GraficaBarras } from '../../components/graficas';
import type { ZarandaGuardada } from '@domain/contrato/calidad';

const gramos = (filas: ZarandaGuardada['defectos_primarios']) => filas.reduce((t, d) => t + d.gramos, 0) / 100;

/**
 * The defects chart per sieve of the physical info (spec 002 §2.15): grams of primary and secondary defects on each
 * sieve, stacked. Loaded only with the info page (the charts stay out of the main bundle).
 */
export function GraficaDefectos({ zarandas }: { zarandas: readonly ZarandaGuardada[] }) {
  const nombres = zarandas.map((z, i) => `${i + 1}. ${z.zaranda.nombre}`);
  const primarios = zarandas.map((z) => gramos(z.defectos_primarios));
  const secundarios = zarandas.map((z) => gramos(z.defectos_secundarios));
  const descripcion = `Gramos de defectos por zaranda: ${zarandas
    .map((_, i) => `${nombres[i]}, ${primarios[i].toFixed(2)} g primarios y ${secundarios[i].toFixed(2)} g secundarios`)
    .join('; ')}.`;
  return (
    <GraficaBarras
      categorias={nombres}
      series={[
        { id: 'primarios', etiqueta: 'Primarios (g)', valores: primarios, color: '#B23A48' },
        { id: 'secundarios', etiqueta: 'Secundarios (g)', valores: secundarios, color: '#E0A458' },
      ]}
      contexto="desglose"
      descripcion={descripcion}
      apilada
      anchoEje={110}
    />
  );
}
