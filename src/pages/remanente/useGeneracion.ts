import { useEffect, useRef, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GeneracionPedida, GeneracionRemanente } from '@domain/contrato/remanente';
import { generacionRemanente, ultimaGeneracionRemanente } from '../../api/remanente';

/** How often a running generation is read again (the job does 500 producers per transaction). */
const CADA_MS = 1500;

/**
 * The cycle's generation of receipts, followed until done: the latest whole-cycle one when the screen opens (another
 * person, or an earlier visit, may have started it), or the one this screen just started (`seguir`). While it runs it
 * is read every 1.5 s; when one seen running finishes, `alTerminar` runs once (the table is read again).
 */
export function useGeneracion(idCiclo: number, clave: readonly unknown[], alTerminar: (g: GeneracionRemanente) => void) {
  const cliente = useQueryClient();
  const [seguida, setSeguida] = useState<number | null>(null);
  const claveGeneracion = [...clave, 'generacion', seguida];
  const q = useQuery({
    queryKey: claveGeneracion,
    queryFn: () => (seguida ? generacionRemanente(seguida) : ultimaGeneracionRemanente(idCiclo)),
    refetchInterval: (consulta) => {
      const g = consulta.state.data;
      return g && g.estado !== 'hecho' ? CADA_MS : false;
    },
  });
  const g = q.data ?? null;
  const enCurso = useRef<number | null>(null);
  const terminar = useRef(alTerminar);
  terminar.current = alTerminar;
  useEffect(() => {
    if (!g) return;
    if (g.estado !== 'hecho') enCurso.current = g.id;
    else if (enCurso.current === g.id) {
      enCurso.current = null;
      terminar.current(g);
    }
  }, [g]);

  /** Follows the generation a POST answered, from its first row (a replayed answer may lack the later fields). */
  const seguir = (nueva: GeneracionPedida) => {
    if (nueva.created_at !== undefined) cliente.setQueryData([...clave, 'generacion', nueva.id], nueva);
    enCurso.current = nueva.id;
    setSeguida(nueva.id);
  };
  return { generacion: g, seguir, generando: !!g && g.estado !== 'hecho' };
}
