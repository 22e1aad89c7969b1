import { lazy, Suspense, type ComponentType } from 'react';
import { Cargando } from '../../components/Cargando';
import { RutaCondicionada } from './RutaCondicionada';

/** Each dashboard is its own chunk: charts and Leaflet load when a dashboard opens, not with the shell. */
const perezosa = (cargar: () => Promise<ComponentType>) => {
  const Pantalla = lazy(() => cargar().then((c) => ({ default: c })));
  return function PantallaTablero() {
    return (
      <RutaCondicionada>
        <Suspense fallback={<Cargando />}>
          <Pantalla />
        </Suspense>
      </RutaCondicionada>
    );
  };
};

export const TableroInicio = perezosa(() => import('./TableroInicio').then((m) => m.TableroInicio));
export const TableroProductores = perezosa(() => import('./TableroProductores').then((m) => m.TableroProductores));
export const TableroDatos = perezosa(() => import('./TableroDatos').then((m) => m.TableroDatos));
