import { useEffect, useRef } from 'react';
import type L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { Poligono } from '@domain/poligono/tipos';
import { anilloDeCapa, dePuntos } from './conversion';
import { ESTILO_PARCELA } from './CapaEditable';

/**
 * geoman's polygon drawing for a plot without a sketch: click each corner, click the first one (or 'Terminar')
 * to close. The drawn layer is handed over as a polygon and removed: from then on CapaEditable owns it.
 */
export function ModoDibujo({ activo, onDibujado }: { activo: boolean; onDibujado: (p: Poligono) => void }) {
  const map = useMap();
  const avisar = useRef(onDibujado);
  avisar.current = onDibujado;

  useEffect(() => {
    if (!activo) return;
    const creado = (e: { layer: L.Layer }) => {
      const capa = e.layer as L.Polygon;
      const p = dePuntos(anilloDeCapa(capa.getLatLngs()));
      capa.remove();
      if (p) avisar.current(p);
    };
    map.on('pm:create', creado);
    map.pm.enableDraw('Polygon', {
      allowSelfIntersection: true,
      templineStyle: { color: ESTILO_PARCELA.color },
      hintlineStyle: { color: ESTILO_PARCELA.color, dashArray: '5,5' },
      pathOptions: ESTILO_PARCELA,
    });
    return () => {
      map.off('pm:create', creado);
      map.pm.disableDraw();
    };
  }, [map, activo]);
  return null;
}
