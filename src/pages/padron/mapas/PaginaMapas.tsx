import 'leaflet/dist/leaflet.css';
import { useState } from 'react';
import { Alert, Box, Stack, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { NOMBRE_KML_MAPAS, type FilaMapaLocalidad } from '@domain/contrato/padron-mapas';
import { guardarRiesgoLocalidad, localidadesDelMapa, rutaKmlMapas } from '../../../api/padron-mapas';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { Cargando } from '../../../components/Cargando';
import { TituloPestana } from '../../../components/TituloPestana';
import { SelectorCiclo } from '../../../layout/SelectorCiclo';
import { useCiclo } from '../../../sesion/CicloContext';
import { DetalleLocalidad } from './DetalleLocalidad';
import { MapaLocalidades } from './MapaLocalidades';
import { TablaLocalidades } from './TablaLocalidades';

/** Spec 001 §8 / the risk change's messages (§7): the same words for the locality's risk. */
const EXITO = 'Riesgo actualizado con éxito';
const FALLA = 'Hubo un error al actualizar el riesgo. Favor de contactar al equipo del proveedor.';

/**
 * /admin/padron/mapas/list (spec 001 §2.13): for the cycle of the app's selector, the satellite map of the localities
 * coloured by risk beside their table (stacked on a phone), the risk chosen inline and saved at once, and a
 * locality's detail (`?localidad=<uuid>`, so the browser's Back returns to every locality).
 */
export function PaginaMapas() {
  const { ciclo } = useCiclo();
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const idCiclo = ciclo?.id ?? 0;
  const clave = ['padron-mapas', 'localidades', idCiclo];
  const consulta = useQuery({ queryKey: clave, queryFn: () => localidadesDelMapa(idCiclo), enabled: idCiclo > 0 });
  const cliente = useQueryClient();
  const notify = useNotify();
  const [guardando, setGuardando] = useState<string | null>(null);
  const [parametros, setParametros] = useSearchParams();
  const uuidAbierta = parametros.get('localidad');
  const filas = consulta.data ?? [];
  const abierta = uuidAbierta ? filas.find((f) => f.localidad_uuid === uuidAbierta) : undefined;

  const abrir = (f: FilaMapaLocalidad) => setParametros({ localidad: f.localidad_uuid });
  const volver = () => setParametros({});

  const cambiarRiesgo = async (f: FilaMapaLocalidad, id: number | null) => {
    setGuardando(f.localidad_uuid);
    try {
      const r = await guardarRiesgoLocalidad(f.localidad_uuid, id);
      // the stored risk, as the server answered it, recolours the row and the map's label at once
      cliente.setQueryData<FilaMapaLocalidad[]>(clave, (previas) =>
        previas?.map((x) => (x.localidad_uuid === f.localidad_uuid ? { ...x, ...r } : x)),
      );
      notify(EXITO, { type: 'success' });
    } catch (e) {
      notify(e instanceof Error && e.message ? e.message : FALLA, { type: 'error' });
    } finally {
      setGuardando(null);
    }
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title="Mapas" />
      <TituloPestana titulo="Mapas" />
      {angosta && (
        <Box sx={{ mb: 2 }}>
          <SelectorCiclo />
        </Box>
      )}
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          Mapa de riesgo por localidad
        </Typography>
        {idCiclo > 0 && !abierta && filas.length > 0 && (
          <BotonDescarga ruta={rutaKmlMapas(idCiclo)} etiqueta="Descargar KML" nombrePorDefecto={NOMBRE_KML_MAPAS} variante="outlined" />
        )}
      </Stack>
      {!ciclo || consulta.isPending ? (
        <Cargando />
      ) : consulta.isError ? (
        <Alert severity="error">No se pudieron cargar las localidades del ciclo; recargue la página o elija otro ciclo.</Alert>
      ) : abierta ? (
        <DetalleLocalidad key={abierta.localidad_uuid} idCiclo={idCiclo} localidad={abierta} onVolver={volver} />
      ) : filas.length === 0 ? (
        <Alert severity="info">
          Ubicaciónes no disponibles. El ciclo no tiene productores confirmados; elija otro ciclo en el selector.
        </Alert>
      ) : (
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: 'minmax(0, 1fr) 470px' } }}>
          <MapaLocalidades filas={filas} onAbrir={abrir} />
          <TablaLocalidades filas={filas} guardando={guardando} onAbrir={abrir} onRiesgo={cambiarRiesgo} />
        </Box>
      )}
    </Box>
  );
}
