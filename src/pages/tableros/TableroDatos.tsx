import { Box, Button } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Link } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { PALETA } from '@domain/tableros/graficas';
import { rutas } from '@domain/comun/rutas';
import { tableroConSic } from '@domain/tableros/tablero-inicio';
import { perezosa } from '../../components/perezosa';
import { GraficaBarras, GraficaPastel, LeyendaGrafica, TarjetaGrafica } from '../../components/graficas';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { useTablero } from './api';
import { CON_CENTROIDE, POR_PAGINA_MAPA } from '../../api/tableros';
import { Encabezado, Rejilla } from './Encabezado';
import { Estado } from './Estado';

const MapaCentroides = perezosa(() => import('./MapaCentroides').then((m) => m.MapaCentroides), 'Cargando el mapa');

/** Two bars side by side with their figures beneath, for a pair of totals. */
function ParDeBarras({ titulo, pares }: { titulo: string; pares: { etiqueta: string; valor: number }[] }) {
  return (
    <>
      <GraficaBarras
        horizontal={false}
        alto={200}
        contexto="general"
        descripcion={titulo}
        categorias={pares.map((p) => p.etiqueta)}
        series={[{ id: 'total', etiqueta: 'Productores', valores: pares.map((p) => p.valor), color: PALETA[0] }]}
      />
      <LeyendaGrafica conPorcentaje={false} total={0} elementos={pares.map((p) => ({ ...p, color: PALETA[0] }))} />
    </>
  );
}

/**
 * /admin/cuentas/datos, the cooperative data dashboard (spec 000 §2.9; DECISIONS.md 'screens with no route'):
 * gender, age ranges, additions and removals, number of plots, risk level, surface bands, totals in the register
 * and active, and — only with the SIC (R030) — the map of plot centroids with its map-type selector.
 */
export function TableroDatos() {
  const { configuracion } = useConfiguracion();
  const conMapa = tableroConSic(configuracion?.usa_sic);
  const et = etiquetasProductor(configuracion);
  const plural = et.parcelas.toLocaleLowerCase('es');
  const totales = useTablero('totales', { avisar: true });
  const generos = useTablero('generos');
  const edades = useTablero('edades');
  const parcelas = useTablero('parcelas');
  const riesgos = useTablero('riesgos');
  const hectareas = useTablero('hectareas');
  const mapa = useTablero('mapa', { extra: CON_CENTROIDE, porPagina: POR_PAGINA_MAPA, habilitado: conMapa });
  const t = totales.data?.data;
  const edadesFilas = edades.data?.data ?? [];
  const superficie = hectareas.data?.data ?? [];

  return (
    <Box sx={{ py: 2 }}>
      <Encabezado
        titulo="Datos de la cooperativa"
        acciones={
          <Button component={Link} to={rutas.cuentasDashboard()} startIcon={<ArrowBackIcon />} size="small">
            Tablero de productores
          </Button>
        }
      />
      <Rejilla>
        <TarjetaGrafica titulo="Productores en el padrón y activos">
          <Estado consulta={totales}>
            {() =>
              t ? (
                <ParDeBarras
                  titulo="Productores activos y en el padrón"
                  pares={[
                    { etiqueta: 'Activos', valor: t.total_productores },
                    { etiqueta: 'En el padrón', valor: t.total_productores_padron },
                  ]}
                />
              ) : null
            }
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo="Altas y bajas del ciclo">
          <Estado consulta={totales}>
            {() =>
              t ? (
                <ParDeBarras
                  titulo="Altas y bajas del ciclo"
                  pares={[
                    { etiqueta: 'Altas', valor: t.total_altas },
                    { etiqueta: 'Bajas', valor: t.total_bajas },
                  ]}
                />
              ) : null
            }
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo="Productores por género">
          <Estado consulta={generos}>
            {() => (
              <GraficaPastel
                alto={180}
                descripcion="Productores por género"
                filas={(generos.data?.data ?? []).map((f) => ({ etiqueta: f.productor_genero, valor: f.total }))}
              />
            )}
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo="Productores por rango de edad">
          <Estado consulta={edades}>
            {() => (
              <>
                <GraficaBarras
                  contexto="general"
                  descripcion="Productores por rango de edad"
                  categorias={edadesFilas.map((f) => f.rango_edad)}
                  series={[{ id: 'edad', etiqueta: 'Productores', valores: edadesFilas.map((f) => f.total), color: PALETA[0] }]}
                  anchoEje={96}
                />
                <LeyendaGrafica
                  total={edadesFilas.reduce((s, f) => s + f.total, 0)}
                  elementos={edadesFilas.map((f) => ({ etiqueta: f.rango_edad, valor: f.total, color: PALETA[0] }))}
                />
              </>
            )}
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo={`Productores por número de ${plural}`}>
          <Estado consulta={parcelas}>
            {() => (
              <GraficaPastel
                alto={180}
                descripcion={`Productores por número de ${plural}`}
                filas={(parcelas.data?.data ?? []).map((f) => ({ etiqueta: f.rango_parcelas, valor: f.total }))}
              />
            )}
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica titulo="Productores por nivel de riesgo">
          <Estado consulta={riesgos}>
            {() => (
              <GraficaPastel
                alto={180}
                descripcion="Productores por nivel de riesgo"
                filas={(riesgos.data?.data ?? []).map((f) => ({ etiqueta: f.nivel_riesgo, valor: f.total, color: f.color }))}
              />
            )}
          </Estado>
        </TarjetaGrafica>
        <TarjetaGrafica
          titulo="Productores por superficie"
          subtitulo={hectareas.data ? `${formatoHectareas(hectareas.data.total_hectareas)} ha en total` : undefined}
        >
          <Estado consulta={hectareas}>
            {() => (
              <>
                <GraficaBarras
                  contexto="general"
                  descripcion="Productores por rango de superficie"
                  categorias={superficie.map((f) => f.rango_superficie)}
                  series={[{ id: 'superficie', etiqueta: 'Productores', valores: superficie.map((f) => f.total), color: PALETA[4] }]}
                  anchoEje={96}
                />
                <LeyendaGrafica
                  total={hectareas.data?.total_productores ?? 0}
                  elementos={superficie.map((f) => ({
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
      {conMapa && (
        <Box sx={{ mt: 2 }}>
          <TarjetaGrafica
            titulo={`Mapa de ${plural}`}
            subtitulo={mapa.data ? `${formatoNumero(mapa.data.data.length)} ${plural} con centroide` : undefined}
          >
            <Estado consulta={mapa}>
              {() => (
                <MapaCentroides
                  parcelas={mapa.data?.data ?? []}
                  etiqueta={`Mapa satelital de ${plural}`}
                  parcela={et.parcela.toLocaleLowerCase('es')}
                />
              )}
            </Estado>
          </TarjetaGrafica>
        </Box>
      )}
    </Box>
  );
}
