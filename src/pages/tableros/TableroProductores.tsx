import { Box, Button } from '@mui/material';
import InsightsIcon from '@mui/icons-material/Insights';
import ListIcon from '@mui/icons-material/List';
import { Link } from 'react-router-dom';
import { formatoNumero } from '@domain/comun/formato';
import { alturaTarjetaProductores } from '@domain/tableros/graficas';
import { rutas } from '@domain/comun/rutas';
import { GraficaPastel, TarjetaGrafica } from '../../components/graficas';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { useTablero } from './api';
import { Encabezado, Rejilla } from './Encabezado';
import { Estado } from './Estado';

/**
 * /admin/cuentas, the producers dashboard (spec 000 §2.9): four pies with their legends — totals (in the
 * register and outside it), categories (their colours), genders, age ranges — for the selected cycle;
 * chart height by usa_sic (R031). Links to the list and to the cooperative data dashboard.
 */
export function TableroProductores() {
  const { configuracion } = useConfiguracion();
  const alto = alturaTarjetaProductores(configuracion?.usa_sic);
  const totales = useTablero('totales', { avisar: true });
  const categorias = useTablero('categorias');
  const generos = useTablero('generos');
  const edades = useTablero('edades');
  const t = totales.data?.data;

  return (
    <Box sx={{ py: 2 }}>
      <Encabezado
        titulo="Productores"
        acciones={
          <>
            <Button component={Link} to={rutas.cuentas()} startIcon={<ListIcon />} size="small">
              Listado productores
            </Button>
            <Button component={Link} to={rutas.cuentasDatos()} startIcon={<InsightsIcon />} size="small" variant="outlined">
              Datos de la cooperativa
            </Button>
          </>
        }
      />
      <Rejilla>
        <TarjetaGrafica
          titulo="Total de productores"
          subtitulo={t ? `${formatoNumero(t.total_productores)} productores en el ciclo` : undefined}
        >
          <Estado consulta={totales}>
            {() =>
              t ? (
                <GraficaPastel
                  alto={alto}
                  dona
                  descripcion="Productores en el padrón y fuera de él"
                  filas={[
                    { etiqueta: 'En el padrón', valor: t.total_productores_padron, enlace: `${rutas.cuentas()}?organico=1` },
                    { etiqueta: 'Fuera del padrón', valor: Math.max(0, t.total_productores - t.total_productores_padron) },
                  ]}
                />
              ) : null
            }
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo="Productores por categoría">
          <Estado consulta={categorias}>
            {() => (
              <GraficaPastel
                alto={alto}
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
        <TarjetaGrafica titulo="Productores por género">
          <Estado consulta={generos}>
            {() => (
              <GraficaPastel
                alto={alto}
                descripcion="Productores por género"
                filas={(generos.data?.data ?? []).map((f) => ({ etiqueta: f.productor_genero, valor: f.total }))}
              />
            )}
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo="Productores por rango de edad">
          <Estado consulta={edades}>
            {() => (
              <GraficaPastel
                alto={alto}
                descripcion="Productores por rango de edad"
                filas={(edades.data?.data ?? []).map((f) => ({ etiqueta: f.rango_edad, valor: f.total }))}
              />
            )}
          </Estado>
        </TarjetaGrafica>
      </Rejilla>
    </Box>
  );
}
