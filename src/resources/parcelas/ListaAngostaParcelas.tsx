import { LinearProgress, List as ListaMui, ListItem, ListItemButton, ListItemText } from '@mui/material';
import { useListContext } from 'react-admin';
import { Link } from 'react-router-dom';
import { formatoHectareas } from '@domain/comun/formato';
import { etiquetaGeolocalizacion } from '@domain/parcelas/parcela';
import { rutas } from '@domain/comun/rutas';
import { SinRegistros } from '../../components/SinRegistros';
import { textoAlertas } from './alertasLista';
import type { ParcelaFila } from './tipos';

/**
 * The plot list below the small breakpoint (as the producers list, ListaAngostaCuentas): one line per plot
 * that opens its profile, with the producer, geolocation, area and alerts underneath.
 */
export function ListaAngostaParcelas() {
  const { data, isPending } = useListContext<ParcelaFila>();
  if (isPending) return <LinearProgress aria-label="Cargando parcelas" />;
  if (!data?.length) return <SinRegistros />;
  return (
    <ListaMui dense disablePadding>
      {data.map((r) => (
        <ListItem key={r.id} disablePadding divider>
          <ListItemButton component={Link} to={rutas.parcelaPerfil(r.uuid)}>
            <ListItemText
              primary={r.nombre}
              secondary={`${r.cuenta} · ${r.geolocalizacion ?? etiquetaGeolocalizacion(r)} · ${formatoHectareas(r.superficie)} ha · ${textoAlertas(r)}`}
            />
          </ListItemButton>
        </ListItem>
      ))}
    </ListaMui>
  );
}
