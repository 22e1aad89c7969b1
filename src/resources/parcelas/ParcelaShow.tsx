import { useState } from 'react';
import { Box, Button, CircularProgress, Stack, Tab, Tabs, Typography } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import TerrainIcon from '@mui/icons-material/Terrain';
import { Title, useNotify } from 'react-admin';
import { Link, useParams, useSearchParams } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { rutas } from '@domain/comun/rutas';
import { BotonRegresar } from '../../components/BotonRegresar';
import { Cargando } from '../../components/Cargando';
import { SelectorTipoMapa } from '../../components/mapa/SelectorTipoMapa';
import type { TipoMapa } from '../../components/mapa/capas';
import { TituloPestana } from '../../components/TituloPestana';
import { calcularAltitudes } from '../../api/parcelas';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { AccionesCroquis } from './AccionesCroquis';
import { MapaParcela } from './MapaParcela';
import { PanelAlertas } from './PanelAlertas';
import { PanelColindancias } from './PanelColindancias';
import { filasCoordenadas } from './filasCoordenadas';
import { TablaCoordenadas } from './TablaCoordenadas';
import { TarjetasParcela } from './TarjetasParcela';
import { useParcelaPerfil } from './useParcelaPerfil';
import { usePuede } from '../../sesion/usePuede';
import { muestraEudr } from '@domain/eudr/riesgo';
import { PestanaEudr } from './eudr/PestanaEudr';

/** 'Calcular altitudes' (001 §2.4): the server asks the elevation service and stores them; the table reloads. */
function BotonAltitudes({ uuid, onHecho }: { uuid: string; onHecho: () => void }) {
  const notify = useNotify();
  const [calculando, setCalculando] = useState(false);
  const calcular = async () => {
    setCalculando(true);
    try {
      const r = await calcularAltitudes(uuid);
      notify(r.message || 'Altitudes calculadas', { type: 'success' });
      onHecho();
    } catch (e) {
      const status = (e as { status?: number }).status ?? 0;
      // 401 and a server failure have the shell's own alert; the elevation service's 502/503 say it here, once
      const delShell = status === 401 || (status >= 500 && status !== 502 && status !== 503);
      if (!delShell) notify((e as Error).message || 'No se pudieron calcular las altitudes', { type: 'error' });
    }
    setCalculando(false);
  };
  return (
    <Button
      size="small"
      variant="outlined"
      onClick={calcular}
      disabled={calculando}
      aria-busy={calculando}
      startIcon={calculando ? <CircularProgress size={16} aria-hidden /> : <TerrainIcon />}
    >
      Calcular altitudes
    </Button>
  );
}

/**
 * /admin/parcelas/perfil/{uuid}, the General tab of 001 §2.4: cards, the boundary sketch (neighbours on four sides
 * around the map, default hybrid), the sketch actions, the coordinates table and 'Alertas automatizadas'. The
 * EUDR tab comes with its own issue: until then there is no tab switch (a tab that does nothing would mislead).
 */
export function ParcelaShow() {
  const { uuid = '' } = useParams();
  const { configuracion } = useConfiguracion();
  const et = etiquetasProductor(configuracion);
  const [tipo, setTipo] = useState<TipoMapa>('hibrido');
  const { parcela: p, colindancias, alertas, recargar } = useParcelaPerfil(uuid);
  const cambiaCroquis = usePuede('PARCELAS_CROQUIS');
  // 001 §2.4: the General / EUDR switch, only with usa_eudr on; ?view=eudr opens the EUDR tab.
  const [params, setParams] = useSearchParams();
  const conEudr = muestraEudr(configuracion ? configuracion.usa_eudr : undefined);
  const vista = conEudr && params.get('view') === 'eudr' ? 'eudr' : 'general';
  const titulo = `Perfil de ${et.parcela.toLocaleLowerCase('es')}`;

  if (!p)
    return (
      <>
        <TituloPestana titulo={titulo} />
        <Title title={titulo} />
        <Cargando />
      </>
    );
  const { puntos, centro } = filasCoordenadas(p);

  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana titulo={titulo} />
      <Title title={titulo} />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <BotonRegresar porDefecto={rutas.parcelas()} />
        <Typography component="h1" variant="h5" sx={{ flexGrow: 1 }}>
          {p.nombre}
        </Typography>
        <Button size="small" startIcon={<PrintIcon />} component={Link} to={rutas.parcelaImprimir(p.uuid)}>
          Versión para compartir
        </Button>
      </Stack>
      {conEudr && (
        <Tabs
          value={vista}
          onChange={(_e, v: string) => setParams(v === 'eudr' ? { view: 'eudr' } : {}, { replace: true })}
          aria-label="Vista del perfil"
          sx={{ mb: 2, borderBottom: 1, borderColor: 'divider' }}
        >
          <Tab value="general" label="Perfil general" />
          <Tab value="eudr" label="EUDR" />
        </Tabs>
      )}
      {vista === 'eudr' ? (
        <PestanaEudr parcela={p} />
      ) : (
        <>
          <TarjetasParcela parcela={p} etiquetaParcela={et.parcela} etiquetaPlantas={et.plantas} />
          <Box component="section" aria-labelledby="croquis-titulo" sx={{ mt: 3 }}>
            <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center', mb: 1.5 }}>
              <Typography id="croquis-titulo" component="h2" variant="h6" sx={{ flexGrow: 1 }}>
                Croquis de colindancias
              </Typography>
              <SelectorTipoMapa valor={tipo} onCambio={setTipo} />
            </Stack>
            <PanelColindancias colindancias={colindancias} mapa={<MapaParcela parcela={p} tipo={tipo} />} />
            <Box sx={{ mt: 1.5 }}>
              <AccionesCroquis parcela={p} onCambio={recargar} />
            </Box>
          </Box>
          <Box sx={{ mt: 3, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', lg: '3fr 2fr' }, alignItems: 'start' }}>
            <TablaCoordenadas
              puntos={puntos}
              centro={centro}
              accion={p.poligono && cambiaCroquis ? <BotonAltitudes uuid={p.uuid} onHecho={recargar} /> : undefined}
            />
            <PanelAlertas alertas={alertas} ubicacion={{ poligono: !!p.poligono, centroide: !!centro }} />
          </Box>
        </>
      )}
    </Box>
  );
}
