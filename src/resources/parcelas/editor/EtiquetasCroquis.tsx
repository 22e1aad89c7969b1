import { useMemo } from 'react';
import L from 'leaflet';
import { Marker } from 'react-leaflet';
import { ladosPoligono } from '@domain/poligono/lados';
import type { Poligono } from '@domain/poligono/tipos';
import { etiquetaVertice } from '@domain/poligono/vertices';
import { aLatLngs } from './conversion';

const escapar = (t: string) => t.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

/** A text on the map that never takes the mouse (so it cannot hide a vertex marker from a drag). */
const texto = (t: string, clase: string) =>
  L.divIcon({ className: `croquis-etiqueta ${clase}`, html: `<span>${escapar(t)}</span>`, iconSize: undefined });

/** Vertex labels A–Z then numbered (R071), and side lengths over 4 m (R061), redrawn after every edit. */
export function EtiquetasCroquis({ poligono }: { poligono: Poligono | null }) {
  const vertices = useMemo(() => (poligono ? aLatLngs(poligono) : []), [poligono]);
  const lados = useMemo(() => (poligono ? ladosPoligono(poligono).filter((l) => l.etiqueta) : []), [poligono]);
  return (
    <>
      {vertices.map((v, i) => (
        <Marker key={`v${i}`} position={v} interactive={false} keyboard={false} icon={texto(etiquetaVertice(i), 'croquis-vertice')} />
      ))}
      {lados.map((l, i) => (
        <Marker key={`l${i}`} position={l.medio} interactive={false} keyboard={false} icon={texto(l.etiqueta ?? '', 'croquis-lado')} />
      ))}
    </>
  );
}

/** Styles of the labels (the divIcons live outside React's tree, so they are plain CSS). */
export const ESTILOS_ETIQUETAS = {
  '& .croquis-etiqueta': {
    background: 'transparent',
    border: 0,
    width: 'auto !important',
    height: 'auto !important',
    pointerEvents: 'none',
  },
  '& .croquis-etiqueta span': {
    display: 'inline-block',
    whiteSpace: 'nowrap',
    font: '600 12px/1.2 Roboto, Arial, sans-serif',
    padding: '1px 4px',
    borderRadius: '3px',
  },
  // the letter sits up and to the right of its vertex, clear of geoman's handle
  '& .croquis-vertice span': { background: '#000000cc', color: '#fff', transform: 'translate(8px, -22px)' },
  // below the side's midpoint, where geoman puts its 'add a vertex' handle
  '& .croquis-lado span': { background: '#ffffffe6', color: '#000', transform: 'translate(-50%, 9px)' },
} as const;
