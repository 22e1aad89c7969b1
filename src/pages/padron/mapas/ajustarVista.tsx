import { useEffect } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';

/** Fits the map to the given points once they change (every locality, or one locality's plots). */
export function AjustarVista({ puntos, zoomMaximo }: { puntos: readonly [number, number][]; zoomMaximo: number }) {
  const mapa = useMap();
  useEffect(() => {
    if (puntos.length === 0) return;
    mapa.fitBounds(L.latLngBounds(puntos.map((p) => L.latLng(p[0], p[1]))), { padding: [32, 32], maxZoom: zoomMaximo, animate: false });
  }, [mapa, puntos, zoomMaximo]);
  return null;
}
