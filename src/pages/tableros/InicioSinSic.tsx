import { Box, Typography } from '@mui/material';
import MapIcon from '@mui/icons-material/Map';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { PALETA } from '@domain/tableros/graficas';
import { ofreceKml } from '@domain/tableros/tablero-inicio';
import { BotonDescarga } from '../../components/BotonDescarga';
import { perezosa } from '../../components/perezosa';
import { GraficaPastel, LeyendaGrafica, TarjetaGrafica } from '../../components/graficas';
import { useCiclo } from '../../sesion/CicloContext';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { useTablero } from './api';
import { CON_CENTROIDE, descargaKmlTablero, POR_PAGINA_MAPA } from '../../api/tableros';
import { Rejilla } from './Encabezado';
import { Estado } from './Estado';

const MapaCentroides = perezosa(() => import('./MapaCentroides').then((m) => m.MapaCentroides), 'Cargando el mapa');

/**
 * The home without SIC (spec 000 §2.9): the KML download when the cycle has geolocated plots, producers by
 * category, total hectares, and the satellite map of plot centroids (Leaflet, loaded only here). Of the
 * category/gender/age views the spec shows only the category one, so it is a plain chart, with no toggle.
 */
export function InicioSinSic() {
  const { ciclo } = useCiclo();
  const et = etiquetasProductor(useConfiguracion().configuracion);
  const categorias = useTablero('categorias', { avisar: true });
  const hectareas = useTablero('hectareas');
  const mapa = useTablero('mapa', { extra: CON_CENTROIDE, porPagina: POR_PAGINA_MAPA });
  const parcelas = mapa.data?.data ?? [];

  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Rejilla>
        <TarjetaGrafica titulo="Productores por categoría">
          <Estado consulta={categorias}>
            {() => (
              <GraficaPastel
                alto={220}
                descripcion="Productores por categoría"
                filas={(categorias.data?.data ?? []).map((f) => ({
                  etiqueta: f.cuenta_categoria,
                  valor: f.total,
                  color: f.cuenta_categoria_color,
                }))}
              />
            )}
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo="Total de hectáreas">
          <Estado consulta={hectareas}>
            {() => (
              <>
                <Typography component="p" variant="h3" sx={{ fontWeight: 600 }} data-campo="total_hectareas">
                  {formatoHectareas(hectareas.data?.total_hectareas)}
                </Typography>
                <Typography color="text.secondary" sx={{ mb: 2 }}>
                  hectáreas de {formatoNumero(hectareas.data?.total_productores)} productores en el ciclo
                </Typography>
                <Typography component="h3" variant="body2" sx={{ fontWeight: 600, mb: 0.5 }}>
                  Productores por superficie
                </Typography>
                <LeyendaGrafica
                  total={hectareas.data?.total_productores ?? 0}
                  elementos={(hectareas.data?.data ?? []).map((f) => ({
                    etiqueta: `${f.rango_superficie} (${formatoHectareas(f.hectareas)} ha)`,
                    valor: f.total,
                    color: PALETA[4],
                  }))}
                />
              </>
            )}
          </Estado>
        </TarjetaGrafica>
      </Rejilla>
      <TarjetaGrafica
        titulo={`Mapa de ${et.parcelas.toLocaleLowerCase('es')}`}
        subtitulo={mapa.data ? `${formatoNumero(parcelas.length)} ${et.parcelas.toLocaleLowerCase('es')} con centroide` : undefined}
        accion={
          ciclo &&
          ofreceKml(parcelas.length) && (
            <BotonDescarga
              {...descargaKmlTablero(ciclo.id)}
              variante="outlined"
              etiqueta="Descargar KML"
              nombrePorDefecto="padron.kml"
              icono={<MapIcon />}
            />
          )
        }
      >
        <Estado consulta={mapa}>
          {() => (
            <MapaCentroides
              parcelas={parcelas}
              etiqueta={`Mapa satelital de ${et.parcelas.toLocaleLowerCase('es')}`}
              parcela={et.parcela.toLocaleLowerCase('es')}
            />
          )}
        </Estado>
      </TarjetaGrafica>
    </Box>
  );
}
