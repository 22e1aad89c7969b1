import { lazy, Suspense } from 'react';
import { Cargando } from '../Cargando';

const Dibujada = lazy(() => import('./FirmaDibujada').then((m) => ({ default: m.FirmaDibujada })));

/** The signature pad, loaded when a summary first shows it (code-split with signature_pad). */
export function Firma(props: { etiqueta: string; onCambio: (png: string | null) => void }) {
  return (
    <Suspense fallback={<Cargando />}>
      <Dibujada {...props} />
    </Suspense>
  );
}
