import { useQuery } from '@tanstack/react-query';
import { Alert } from '@mui/material';
import { ESTATUS_ENTREGA } from '@domain/acopio/estados';
import { textoMonto } from '@domain/acopio/cantidades';
import { conteoEstado } from '../../../api/acopio-lotes';
import { Cargando } from '../../../components/Cargando';
import { GraficaPastel, TarjetaGrafica } from '../../../components/graficas';

const ESTADOS: [number | null, string][] = [
  ...Object.entries(ESTATUS_ENTREGA).map(([id, n]) => [Number(id), n] as [number, string]),
  [null, 'Sin asignar'],
];

/**
 * The status chart of the deliveries list (spec 002 §2.7): the cycle's deliveries by state, with their kg, from the
 * list's own search (one count and sum per state). Loaded lazily with @mui/x-charts.
 */
export function GraficaEstados({ idCiclo }: { idCiclo: number }) {
  const q = useQuery({
    queryKey: ['acopio', 'estados', idCiclo],
    queryFn: () => Promise.all(ESTADOS.map(([id]) => conteoEstado(idCiclo, id))),
  });
  return (
    <TarjetaGrafica titulo="Entregas por estado">
      {q.isPending && <Cargando />}
      {q.isError && <Alert severity="error">No se pudo leer el estado de las entregas. Recargue la página.</Alert>}
      {q.data && (
        <GraficaPastel
          descripcion="Entregas del ciclo por estado"
          filas={ESTADOS.map(([, etiqueta], i) => ({
            etiqueta: `${etiqueta} (${textoMonto(q.data[i].kg)} kg)`,
            valor: q.data[i].entregas,
          }))}
        />
      )}
    </TarjetaGrafica>
  );
}
