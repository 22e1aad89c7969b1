import 'leaflet/dist/leaflet.css';
import { useMemo } from 'react';
import { rutas } from '@domain/comun/rutas';
import { MapaMarcadores, type Marcador } from '../../components/mapa/MapaMarcadores';
import type { FilaMapa as ParcelaMapa } from '@domain/contrato/tableros';

/**
 * The satellite map of plot centroids (spec 000 §2.9, §3 'Parcel row for map/KML'): one canvas marker per
 * plot, the view fitted to them; its popup names the producer, linking to their profile, and links to the plot. Loaded apart from
 * the dashboards (React.lazy) so Leaflet is fetched only where a map is drawn.
 */
export function MapaCentroides({
  parcelas,
  etiqueta = 'Mapa de parcelas',
  parcela = 'parcela',
}: {
  parcelas: readonly ParcelaMapa[];
  etiqueta?: string;
  /** The cooperative's label of a plot, lower case ('apiario' for honey). */
  parcela?: string;
}) {
  const marcadores = useMemo<Marcador[]>(
    () =>
      parcelas
        .filter((p) => p.centroide_lat != null && p.centroide_lng != null)
        .map((p) => ({
          clave: p.uuid,
          lat: p.centroide_lat!,
          lng: p.centroide_lng!,
          titulo: p.parcela_nombre,
          enlaces: [
            { texto: p.productor_nombre, ruta: rutas.cuentaPerfil(p.productor_uuid) },
            { texto: `Ver ${parcela}`, ruta: rutas.parcelaPerfil(p.uuid) },
          ],
        })),
    [parcelas, parcela],
  );
  return <MapaMarcadores marcadores={marcadores} etiqueta={etiqueta} alto={420} mensajeVacio="Sin registros encontrados" ajustar />;
}
