import { useEffect, useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { FichaCooperativa } from '@domain/contrato/fichas';
import { detalleMaster } from '../../api/fichas';

/** While a pull asked on this screen has not run, the detail is read again this often… */
export const SONDEO_DESCARGA_MS = 3000;
/** …for at most this long (a KoboToolbox down is retried by the queue minutes later: the row says it is queued). */
export const SONDEO_DESCARGA_MAXIMO_MS = 60_000;

/** A pull followed: the form's last pull when it was asked, and until when to look. */
interface Sondeo {
  desde: string | null;
  hasta: number;
}

const pendientes = (sondeos: Record<number, Sondeo>, fichas: FichaCooperativa[], ahora = Date.now()) =>
  fichas.filter((f) => {
    const s = sondeos[f.id_kobo_ficha];
    return s && ahora < s.hasta && f.ultima_descarga === s.desde;
  });

/**
 * The master's detail (spec 002 §7 GET ficha/kobo/master/detalles/{id}) and the pulls followed on it: after
 * 'Descargar envíos' the detail is read every SONDEO_DESCARGA_MS until that form's `ultima_descarga` changes (then its
 * KoboToolbox project info is read again: its record count) or SONDEO_DESCARGA_MAXIMO_MS pass.
 */
export function useDetalleMaster(id: number, habilitado: boolean) {
  const cliente = useQueryClient();
  const clave = ['cosecha', 'fichas', 'detalle', id];
  const [sondeos, setSondeos] = useState<Record<number, Sondeo>>({});
  const detalle = useQuery({
    queryKey: clave,
    queryFn: () => detalleMaster(id),
    enabled: habilitado && id > 0,
    retry: false,
    refetchInterval: (q) => (pendientes(sondeos, q.state.data?.data.fichas ?? []).length ? SONDEO_DESCARGA_MS : false),
  });
  const fichas = detalle.data?.data.fichas;
  useEffect(() => {
    if (!fichas) return;
    const hechas = fichas.filter((f) => f.id_kobo_ficha in sondeos && f.ultima_descarga !== sondeos[f.id_kobo_ficha].desde);
    if (!hechas.length) return;
    setSondeos((s) => Object.fromEntries(Object.entries(s).filter(([k]) => !hechas.some((f) => f.id_kobo_ficha === Number(k)))));
    for (const f of hechas)
      if (f.kobo_project_uid) void cliente.invalidateQueries({ queryKey: ['cosecha', 'fichas', 'proyecto', f.kobo_project_uid] });
  }, [fichas, sondeos, cliente]);
  /** Follows a form whose pull was just asked, and reads the detail now (it shows the pull queued). */
  const seguir = (f: FichaCooperativa) => {
    setSondeos((s) => ({ ...s, [f.id_kobo_ficha]: { desde: f.ultima_descarga, hasta: Date.now() + SONDEO_DESCARGA_MAXIMO_MS } }));
    void cliente.invalidateQueries({ queryKey: clave });
  };
  return { detalle, clave, seguir };
}
