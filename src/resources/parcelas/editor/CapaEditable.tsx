import { useEffect, useRef } from 'react';
import L from 'leaflet';
import { useMap } from 'react-leaflet';
import type { Poligono } from '@domain/poligono/tipos';
import { etiquetaVertice } from '@domain/poligono/vertices';
import { aLatLngs, anilloDeCapa, dePuntos } from './conversion';

/** The plot's own outline: bright and thick, so it stands out from the neighbours' fills on imagery. */
export const ESTILO_PARCELA: L.PathOptions = { color: '#ffeb3b', weight: 3, fillColor: '#ffeb3b', fillOpacity: 0.15 };

/**
 * geoman's edit mode (001 §2.8): drag a vertex, insert one from a middle marker, move the whole polygon, remove
 * a vertex by right-click. Self-crossing is allowed on purpose: the live checks name it, as the server would.
 * Below three vertices geoman refuses the removal (flashes the polygon) instead of deleting the plot's sketch.
 */
const OPCIONES_EDICION = {
  draggable: true,
  allowSelfIntersection: true,
  removeVertexOn: 'contextmenu',
  removeLayerBelowMinVertexCount: false,
  snappable: true,
  snapDistance: 12,
} as const;

/**
 * geoman's handles are focusable buttons without a name; each gets the label the map shows beside it (A, B…),
 * so a screen reader says 'Vértice B' rather than 'button'. Its marker list is internal, hence the cast.
 */
function nombrarMarcadores(layer: L.Polygon, map: L.Map) {
  const internos = (layer.pm as unknown as { _markers?: unknown[] })._markers ?? [];
  const anillo = (Array.isArray(internos[0]) ? internos[0] : internos) as L.Marker[];
  anillo.forEach((m, i) => m.getElement?.()?.setAttribute('aria-label', `Vértice ${etiquetaVertice(i)}`));
  map
    .getContainer()
    .querySelectorAll('.marker-icon-middle')
    .forEach((el) => el.setAttribute('aria-label', 'Agregar un vértice en este lado'));
}

/**
 * The editable polygon inside the MapContainer. Each finished edit reports the new polygon; a polygon that comes
 * back from outside (undo, redo, a fresh load) replaces the layer. The polygon the layer itself reported is
 * remembered, so its own edits do not rebuild it mid-gesture.
 */
export function CapaEditable({ poligono, onEditar }: { poligono: Poligono | null; onEditar: (p: Poligono | null) => void }) {
  const map = useMap();
  const capa = useRef<L.Polygon | null>(null);
  const reportado = useRef<Poligono | null>(null);
  const avisar = useRef(onEditar);
  avisar.current = onEditar;

  useEffect(() => {
    // the layer's own edit coming back: it already shows it. Forgotten at once, so that a redo bringing back this
    // very polygon later does rebuild the layer.
    const propio = poligono !== null && poligono === reportado.current && capa.current;
    reportado.current = null;
    if (propio) return;
    capa.current?.remove();
    capa.current = null;
    if (!poligono) return;
    const layer = L.polygon(aLatLngs(poligono), ESTILO_PARCELA);
    layer.addTo(map);
    layer.pm.enable(OPCIONES_EDICION as unknown as L.PM.EditModeOptions);
    nombrarMarcadores(layer, map);
    // geoman rebuilds its handles after these; they are named once it is done
    const renombrar = () =>
      setTimeout(() => {
        if (capa.current === layer) nombrarMarcadores(layer, map);
      }, 0);
    layer.on('pm:vertexadded pm:vertexremoved pm:markerdragend pm:dragend', renombrar);
    // 'pm:edit' fires once per finished gesture: vertex drop, vertex added or removed, polygon dropped.
    layer.on('pm:edit', () => {
      const nuevo = dePuntos(anilloDeCapa(layer.getLatLngs()));
      reportado.current = nuevo;
      avisar.current(nuevo);
    });
    capa.current = layer;
  }, [map, poligono]);

  useEffect(
    () => () => {
      capa.current?.remove();
      capa.current = null;
    },
    [],
  );
  return null;
}
