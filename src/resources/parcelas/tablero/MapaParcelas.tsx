import { useMemo, useState } from 'react';
import { Box, Button } from '@mui/material';
import MapIcon from '@mui/icons-material/Map';
import { rutas } from '@domain/comun/rutas';
import { MapaMarcadores, type Marcador } from '../../../components/mapa/MapaMarcadores';
import type { FilaMapa } from './api';
import { BotonRevisionTraces } from '../traces/BotonRevisionTraces';
import { DialogoDescargarMapa } from './DialogoDescargarMapa';

/** Each plot's centroid as a marker whose popup links to the plot's and the producer's profile (001 §2.2). */
export function marcadoresDeParcelas(filas: readonly FilaMapa[]): Marcador[] {
  return filas.map((f) => ({
    clave: f.uuid,
    lat: Number(f.centroide_lat),
    lng: Number(f.centroide_lng),
    titulo: f.parcela_nombre ?? undefined,
    enlaces: [
      { texto: 'Ver parcela', ruta: rutas.parcelaPerfil(f.uuid) },
      { texto: f.productor_nombre ? `Productor: ${f.productor_nombre}` : 'Ver productor', ruta: rutas.cuentaPerfil(f.productor_uuid) },
    ],
  }));
}

/**
 * The dashboard's map of plot centroids (hybrid, centre 17,-92, zoom 6) and its 'Descargar Mapa' dialog
 * (shown only to users with PADRON, as the rows and the export are registry calls), with 'Revisión TRACES' beside it
 * when the cooperative uses EUDR.
 */
export function MapaParcelas({ filas, uuidCiclo }: { filas: readonly FilaMapa[]; uuidCiclo: string }) {
  const marcadores = useMemo(() => marcadoresDeParcelas(filas), [filas]);
  const [dialogo, setDialogo] = useState(false);
  return (
    <Box>
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', flexWrap: 'wrap', gap: 1, mb: 1 }}>
        <BotonRevisionTraces variante="outlined" />
        <Button variant="outlined" size="small" startIcon={<MapIcon />} onClick={() => setDialogo(true)}>
          Descargar Mapa
        </Button>
      </Box>
      <MapaMarcadores marcadores={marcadores} etiqueta="Mapa de parcelas" />
      <DialogoDescargarMapa abierto={dialogo} uuidCiclo={uuidCiclo} onCerrar={() => setDialogo(false)} />
    </Box>
  );
}
