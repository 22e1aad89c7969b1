import { Box } from '@mui/material';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { formatoNumero } from '@domain/comun/formato';
import { enlaceGeolocalizacion, REBANADAS_GEOLOCALIZACION } from '@domain/tableros/tablero-inicio';
import { GraficaPastel, TarjetaGrafica } from '../../components/graficas';
import { useTablero } from './api';
import { AvanceMunicipios } from './AvanceMunicipios';
import { AvanceSicTarjeta } from './AvanceSicTarjeta';
import { Rejilla } from './Encabezado';
import { Estado } from './Estado';
import { RegistrosRecientes } from './RegistrosRecientes';
import { useConfiguracion } from '../../sesion/useConfiguracion';

const CAMPO_GEO = { poligono: 'parcelas_poligono', centroide: 'parcelas_centroide', pendiente: 'parcelas_sin_geolocalizar' } as const;

/**
 * The SIC home (spec 000 §2.9): plots by geolocation (each slice opens the plot list with its geoFilter), the
 * survey progress bar, progress by municipality with its drill-down, and the latest records.
 */
export function InicioConSic() {
  const et = etiquetasProductor(useConfiguracion().configuracion);
  const plural = et.parcelas.toLocaleLowerCase('es');
  const sic = useTablero('avanceSic', { avisar: true });
  const a = sic.data?.data;
  const geo = REBANADAS_GEOLOCALIZACION.map((r) => ({
    etiqueta: r.etiqueta,
    valor: a ? a[CAMPO_GEO[r.clave]] : 0,
    enlace: enlaceGeolocalizacion(r.geoFilter),
  }));
  const totalParcelas = geo.reduce((s, g) => s + g.valor, 0);
  return (
    <Box sx={{ display: 'grid', gap: 2 }}>
      <Rejilla>
        <TarjetaGrafica
          titulo={`${et.parcelas} por geolocalización`}
          subtitulo={a ? `${formatoNumero(totalParcelas)} ${plural} en el ciclo` : undefined}
        >
          <Estado consulta={sic}>
            {() => (
              <GraficaPastel
                dona
                filas={geo}
                alto={200}
                descripcion={`${et.parcelas} con polígono, sólo centroide y pendientes de geolocalizar`}
              />
            )}
          </Estado>
        </TarjetaGrafica>
        <Estado consulta={sic}>{() => (a ? <AvanceSicTarjeta avance={a} /> : null)}</Estado>
      </Rejilla>
      <Rejilla>
        <AvanceMunicipios />
        <Estado consulta={sic}>{() => <RegistrosRecientes registros={a?.ultimos ?? []} />}</Estado>
      </Rejilla>
    </Box>
  );
}
