/**
 * The three map types of the spec (satellite, terrain, hybrid). Tiles come from Esri's public
 * services, whose host the server's CSP already allows (server/app.ts HOSTS_MAPAS). Hybrid is the
 * imagery with the boundaries-and-places labels on top, as Google's hybrid is.
 */
export type TipoMapa = 'satelite' | 'terreno' | 'hibrido';

export const TIPOS_MAPA: { id: TipoMapa; etiqueta: string }[] = [
  { id: 'satelite', etiqueta: 'Satélite' },
  { id: 'terreno', etiqueta: 'Terreno' },
  { id: 'hibrido', etiqueta: 'Híbrido' },
];

const ESRI = 'https://server.arcgisonline.com/ArcGIS/rest/services';
export const ATRIBUCION_ESRI = 'Teselas © Esri y sus proveedores';

/** Tile URL templates drawn, bottom first, for each map type. */
export const CAPAS_POR_TIPO: Record<TipoMapa, string[]> = {
  satelite: [`${ESRI}/World_Imagery/MapServer/tile/{z}/{y}/{x}`],
  terreno: [`${ESRI}/World_Topo_Map/MapServer/tile/{z}/{y}/{x}`],
  hibrido: [`${ESRI}/World_Imagery/MapServer/tile/{z}/{y}/{x}`, `${ESRI}/Reference/World_Boundaries_and_Places/MapServer/tile/{z}/{y}/{x}`],
};

/** Dashboard default of the spec (000 §2.9, 001 §9): latitude 17, longitude -92, zoom 6. */
export const CENTRO_TABLERO: [number, number] = [17, -92];
export const ZOOM_TABLERO = 6;
