import { useEffect, useRef, useState } from 'react';
import { Box, Typography } from '@mui/material';
import L from 'leaflet';
import { MapContainer, useMap } from 'react-leaflet';
import { useNavigate } from 'react-router-dom';
import { CapaLienzo, type EstiloPunto } from './CapaLienzo';
import { CapasBase } from './CapasBase';
import { SelectorTipoMapa } from './SelectorTipoMapa';
import { CENTRO_TABLERO, ZOOM_TABLERO, type TipoMapa } from './capas';

/** A link shown in a marker's popup; `ruta` is an app path (navigated inside the app). */
export interface EnlaceMarcador {
  texto: string;
  ruta: string;
}

/** One point on the map. */
export interface Marcador {
  clave: string;
  lat: number;
  lng: number;
  /** Optional bold first line of the popup. */
  titulo?: string;
  enlaces: EnlaceMarcador[];
}

/** A dark rim, not a white one: where thousands of markers overlap, white rims would merge into a white blot. */
const ESTILO_MARCADOR: EstiloPunto = {
  radio: 5,
  borde: 1,
  colorBorde: '#7f0000',
  relleno: '#e53935',
  opacidadRelleno: 0.85,
};

/**
 * The popup body, built as DOM (not HTML strings) so producer names can never inject markup. A plain
 * click goes through the router (no page reload); ctrl/cmd/middle click keep the browser's own behaviour.
 */
function contenidoPopup(m: Marcador, navegar: (ruta: string) => void): HTMLElement {
  const caja = document.createElement('div');
  if (m.titulo) {
    const t = document.createElement('strong');
    t.textContent = m.titulo;
    caja.appendChild(t);
  }
  for (const e of m.enlaces) {
    const p = document.createElement('div');
    const a = document.createElement('a');
    a.href = e.ruta;
    a.textContent = e.texto;
    a.addEventListener('click', (ev) => {
      if (ev.button !== 0 || ev.ctrlKey || ev.metaKey || ev.shiftKey || ev.altKey) return;
      ev.preventDefault();
      navegar(e.ruta);
    });
    p.appendChild(a);
    caja.appendChild(p);
  }
  return caja;
}

/**
 * Draws the markers imperatively on one canvas layer (CapaLienzo: one loop, in chunks of separate tasks): React
 * components or Leaflet layers per marker make 100,000 of them a task of over half a second. One popup, its content
 * built only when a marker is clicked. When every marker is on screen, `onDibujados(n)` is called (tests and the
 * benchmark wait for it).
 */
export function CapaMarcadores({
  marcadores,
  onDibujados,
  ajustar = false,
}: {
  marcadores: readonly Marcador[];
  /** Called with the markers drawn, how many of them lie outside the view, and the view ('lat,lng,zoom'). */
  onDibujados?: (n: number, fuera: number, vista: string) => void;
  /** Fit the view to the markers instead of keeping the initial one. */
  ajustar?: boolean;
}) {
  const mapa = useMap();
  const navigate = useNavigate();
  const navegar = useRef(navigate);
  navegar.current = navigate;
  const avisar = useRef(onDibujados);
  avisar.current = onDibujados;

  // The live view on Leaflet's container ('lat,lng,zoom', and data-moviendo while it pans or zooms): opening a popup
  // pans the map, and a test that clicks a marker again needs where the map is now, not where it started.
  useEffect(() => {
    const caja = mapa.getContainer();
    const moviendo = () => caja.setAttribute('data-moviendo', '');
    const quieto = () => {
      const c = mapa.getCenter();
      caja.setAttribute('data-vista-actual', `${c.lat},${c.lng},${mapa.getZoom()}`);
      caja.removeAttribute('data-moviendo');
    };
    quieto();
    mapa.on('movestart zoomstart', moviendo);
    mapa.on('moveend zoomend', quieto);
    return () => {
      mapa.off('movestart zoomstart', moviendo);
      mapa.off('moveend zoomend', quieto);
    };
  }, [mapa]);

  useEffect(() => {
    let cuadro = 0;
    const capa = new CapaLienzo(
      marcadores,
      ESTILO_MARCADOR,
      (i) => {
        const m = marcadores[i];
        L.popup()
          .setLatLng([m.lat, m.lng])
          .setContent(
            contenidoPopup(m, (ruta) => {
              mapa.closePopup();
              navegar.current(ruta);
            }),
          )
          .openOn(mapa);
      },
      // the last chunk is on the canvas; the frame after the next one has it on screen
      () => {
        cuadro = requestAnimationFrame(() => {
          cuadro = requestAnimationFrame(() => {
            // plain numbers, not vista.contains(): a LatLng per marker is 100,000 objects made in one task
            const vista = mapa.getBounds();
            const [s, n, o, e] = [vista.getSouth(), vista.getNorth(), vista.getWest(), vista.getEast()];
            const c = mapa.getCenter();
            avisar.current?.(
              marcadores.length,
              marcadores.filter((m) => m.lat < s || m.lat > n || m.lng < o || m.lng > e).length,
              `${c.lat},${c.lng},${mapa.getZoom()}`,
            );
          });
        });
      },
    );
    // fit the view to the markers (the honey cooperative's apiaries sat at the edge of the default view, issue 10 item 18)
    if (ajustar && marcadores.length > 0) {
      mapa.fitBounds(L.latLngBounds(marcadores.map((m) => [m.lat, m.lng] as [number, number])), {
        padding: [24, 24],
        maxZoom: 14,
        animate: false,
      });
    }
    capa.addTo(mapa);
    return () => {
      cancelAnimationFrame(cuadro);
      mapa.closePopup();
      capa.remove();
    };
  }, [mapa, marcadores, ajustar]);

  return null;
}

/**
 * A map of point markers with the map-type selector (hybrid by default) and the dashboard's default view
 * (17, -92, zoom 6; spec 000 §2.9, 001 §9). With no markers it shows `mensajeVacio` instead of the map.
 * The container carries `data-marcadores` = the number of markers drawn once they are painted, and
 * `data-fuera-de-vista` = how many of them the first view leaves out, `data-vista` = that view ('lat,lng,zoom').
 * Callers memoise `marcadores`: a new array redraws every marker.
 */
export function MapaMarcadores({
  marcadores,
  mensajeVacio = 'Ubicaciónes no disponibles',
  alto = 480,
  etiqueta = 'Mapa',
  centro = CENTRO_TABLERO,
  zoom = ZOOM_TABLERO,
  tipoInicial = 'hibrido',
  onDibujados,
  ajustar = false,
}: {
  marcadores: readonly Marcador[];
  mensajeVacio?: string;
  alto?: number | string;
  etiqueta?: string;
  centro?: [number, number];
  zoom?: number;
  tipoInicial?: TipoMapa;
  onDibujados?: (n: number) => void;
  /** Open fitted to the markers rather than at `centro`/`zoom`. */
  ajustar?: boolean;
}) {
  const [tipo, setTipo] = useState<TipoMapa>(tipoInicial);
  const [dibujados, setDibujados] = useState<{ n: number; fuera: number; vista: string } | null>(null);

  if (marcadores.length === 0) {
    return (
      <Typography color="text.secondary" sx={{ py: 4, textAlign: 'center' }}>
        {mensajeVacio}
      </Typography>
    );
  }
  return (
    <Box>
      <Box sx={{ mb: 1 }}>
        <SelectorTipoMapa valor={tipo} onCambio={setTipo} />
      </Box>
      <Box
        role="region"
        aria-label={etiqueta}
        data-marcadores={dibujados?.n}
        data-fuera-de-vista={dibujados?.fuera}
        data-vista={dibujados?.vista}
        sx={{ height: alto, width: '100%', '& .leaflet-container': { height: '100%', width: '100%' } }}
      >
        <MapContainer center={centro} zoom={zoom} scrollWheelZoom={false}>
          <CapasBase tipo={tipo} />
          <CapaMarcadores
            marcadores={marcadores}
            ajustar={ajustar}
            onDibujados={(n, fuera, vista) => {
              setDibujados({ n, fuera, vista });
              onDibujados?.(n);
            }}
          />
        </MapContainer>
      </Box>
    </Box>
  );
}
