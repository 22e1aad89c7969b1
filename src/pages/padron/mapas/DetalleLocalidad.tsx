import { useMemo, useState } from 'react';
import { Alert, Box, Button, Link as MuiLink, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { CircleMarker, MapContainer, Polygon, Popup, Tooltip, useMapEvents } from 'react-leaflet';
import { useQuery } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import { muestraEtiquetasParcelas, etiquetaRiesgoLocalidad } from '@domain/padron/riesgo-localidad';
import type { FilaMapaLocalidad, FilaMapaParcela } from '@domain/contrato/padron-mapas';
import { parcelasDeLocalidad, rutaKmlMapas } from '../../../api/padron-mapas';
import { CapasBase } from '../../../components/mapa/CapasBase';
import { SelectorTipoMapa } from '../../../components/mapa/SelectorTipoMapa';
import type { TipoMapa } from '../../../components/mapa/capas';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { Cargando } from '../../../components/Cargando';
import { SinRegistros } from '../../../components/SinRegistros';
import { NOMBRE_KML_MAPAS } from '@domain/contrato/padron-mapas';
import { AjustarVista } from './ajustarVista';

/** Tracks the map's zoom, so plot labels show from zoom 18 (spec 001 §2.13). */
function SeguirZoom({ onZoom }: { onZoom: (z: number) => void }) {
  const mapa = useMapEvents({ zoomend: () => onZoom(mapa.getZoom()) });
  return null;
}

const COLOR_PARCELA = '#FFD700';

/** Positions of a plot as Leaflet reads them ([lat, lng]), outer ring only. */
const anillo = (p: FilaMapaParcela): [number, number][] => (p.poligono?.coordinates[0] ?? []).map(([lng, lat]) => [lat, lng]);

/** A plot's popup: its name and the links to its profile and its producer's. */
function Enlaces({ p }: { p: FilaMapaParcela }) {
  return (
    <Stack spacing={0.5}>
      <strong>{p.parcela_nombre}</strong>
      <Link to={rutas.parcelaPerfil(p.parcela_uuid)}>Ver parcela</Link>
      <Link to={rutas.cuentaPerfil(p.productor_uuid)}>Productor: {p.productor_nombre}</Link>
    </Stack>
  );
}

/**
 * One locality's detail (spec 001 §2.13): its plots of the cycle as polygons (or their centroid when only that was
 * taken), each linking to its profile, labels from zoom 18; the list of the same plots below; back to every locality;
 * the KML of this locality.
 */
export function DetalleLocalidad({
  idCiclo,
  localidad,
  onVolver,
}: {
  idCiclo: number;
  localidad: FilaMapaLocalidad;
  onVolver: () => void;
}) {
  const [tipo, setTipo] = useState<TipoMapa>('satelite');
  const [zoom, setZoom] = useState(0);
  const consulta = useQuery({
    queryKey: ['padron-mapas', 'parcelas', idCiclo, localidad.id_localidad],
    queryFn: () => parcelasDeLocalidad(idCiclo, localidad.id_localidad),
  });
  const parcelas = useMemo(() => consulta.data ?? [], [consulta.data]);
  const ubicadas = useMemo(() => parcelas.filter((p) => p.poligono || (p.centroide_lat !== null && p.centroide_lng !== null)), [parcelas]);
  const puntos = useMemo(() => {
    const todos = ubicadas.flatMap((p) => (p.poligono ? anillo(p) : [[p.centroide_lat!, p.centroide_lng!] as [number, number]]));
    return todos.length ? todos : [[localidad.localidad_latitud, localidad.localidad_longitud] as [number, number]];
  }, [ubicadas, localidad]);
  const etiquetas = muestraEtiquetasParcelas(zoom);

  return (
    <Box>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 1 }}>
        <Button size="small" variant="outlined" startIcon={<ArrowBackIcon />} onClick={onVolver}>
          Todas las localidades
        </Button>
        <Typography component="h2" variant="h6" sx={{ flexGrow: 1 }}>
          {localidad.localidad}, {localidad.municipio} · Riesgo: {etiquetaRiesgoLocalidad(localidad.id_cat_localidad_riesgo)}
        </Typography>
        <BotonDescarga
          ruta={rutaKmlMapas(idCiclo, localidad.id_localidad)}
          etiqueta="Descargar KML"
          nombrePorDefecto={NOMBRE_KML_MAPAS}
          variante="outlined"
        />
      </Stack>
      {consulta.isPending ? (
        <Cargando />
      ) : consulta.isError ? (
        <Alert severity="error">
          No se pudieron cargar las parcelas de la localidad; vuelva a intentarlo o regrese a todas las localidades.
        </Alert>
      ) : (
        <>
          <Box sx={{ mb: 1 }}>
            <SelectorTipoMapa valor={tipo} onCambio={setTipo} />
          </Box>
          {ubicadas.length === 0 && (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              Ubicaciónes no disponibles
            </Typography>
          )}
          <Box
            role="region"
            aria-label={`Mapa de las parcelas de ${localidad.localidad}`}
            data-parcelas={ubicadas.length}
            data-etiquetas={etiquetas ? 'visibles' : 'ocultas'}
            sx={{ height: { xs: 360, md: 480 }, width: '100%', '& .leaflet-container': { height: '100%', width: '100%' } }}
          >
            <MapContainer center={puntos[0]} zoom={15} scrollWheelZoom={false} maxZoom={21}>
              <CapasBase tipo={tipo} />
              <SeguirZoom onZoom={setZoom} />
              <AjustarVista puntos={puntos} zoomMaximo={18} />
              {ubicadas.map((p) =>
                p.poligono ? (
                  <Polygon key={p.parcela_uuid} positions={anillo(p)} pathOptions={{ color: COLOR_PARCELA, weight: 2, fillOpacity: 0.25 }}>
                    <Popup>
                      <Enlaces p={p} />
                    </Popup>
                    {etiquetas && (
                      <Tooltip permanent direction="center">
                        {p.parcela_nombre}
                      </Tooltip>
                    )}
                  </Polygon>
                ) : (
                  <CircleMarker
                    key={p.parcela_uuid}
                    center={[p.centroide_lat!, p.centroide_lng!]}
                    radius={6}
                    pathOptions={{ color: '#7f0000', fillColor: COLOR_PARCELA, fillOpacity: 0.9, weight: 1 }}
                  >
                    <Popup>
                      <Enlaces p={p} />
                    </Popup>
                    {etiquetas && (
                      <Tooltip permanent direction="top">
                        {p.parcela_nombre}
                      </Tooltip>
                    )}
                  </CircleMarker>
                ),
              )}
            </MapContainer>
          </Box>
          <Typography component="h3" variant="subtitle1" sx={{ mt: 2 }}>
            Parcelas ({parcelas.length})
          </Typography>
          {parcelas.length === 0 ? (
            <SinRegistros />
          ) : (
            <Box sx={{ overflowX: 'auto' }}>
              <Table size="small" aria-label={`Parcelas de ${localidad.localidad}`}>
                <TableHead>
                  <TableRow>
                    <TableCell>Parcela</TableCell>
                    <TableCell>Productor</TableCell>
                    <TableCell>Ubicación</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {parcelas.map((p) => (
                    <TableRow key={p.parcela_uuid}>
                      <TableCell>
                        <MuiLink component={Link} to={rutas.parcelaPerfil(p.parcela_uuid)}>
                          {p.parcela_nombre}
                        </MuiLink>
                      </TableCell>
                      <TableCell>
                        <MuiLink component={Link} to={rutas.cuentaPerfil(p.productor_uuid)}>
                          {p.productor_nombre}
                        </MuiLink>
                      </TableCell>
                      <TableCell>{p.poligono ? 'Polígono' : p.centroide_lat !== null ? 'Centroide' : 'Sin ubicación'}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </Box>
          )}
        </>
      )}
    </Box>
  );
}
