import type { ReactNode } from 'react';
import { Box } from '@mui/material';
import { Layout } from 'react-admin';
import { Cargando } from '../components/Cargando';
import { AvisoActualizacion } from '../offline/pwa/AvisoActualizacion';
import { ReintentarAlVolverLaRed } from '../offline/redDeConsultas';
import { CicloProvider } from '../sesion/CicloContext';
import { useConfiguracion } from '../sesion/useConfiguracion';
import { AlertasHttp } from './AlertasHttp';
import { AppBarCosecha } from './AppBarCosecha';
import { DisparadoresBandeja } from './DisparadoresBandeja';
import { estilosListas } from './estilosListas';
import { MenuCosecha } from './MenuCosecha';
import { PiePagina } from './PiePagina';
import { SidebarCosecha } from './SidebarCosecha';

const MenuSidebar = () => <MenuCosecha />;

/** The shell: bar, sidebar, content (a spinner while the configuration loads, spec 000 §2.1), footer. */
export function LayoutCosecha({ children }: { children?: ReactNode }) {
  const { cargando } = useConfiguracion();
  return (
    <CicloProvider>
      <Layout appBar={AppBarCosecha} menu={MenuSidebar} sidebar={SidebarCosecha} sx={estilosListas}>
        <Box sx={{ display: 'flex', flexDirection: 'column', minHeight: 'calc(100vh - 64px)', minWidth: 0 }}>
          <Box sx={{ flex: 1 }}>{cargando ? <Cargando etiqueta="Cargando la configuración" /> : children}</Box>
          <PiePagina />
        </Box>
        <AlertasHttp />
        <DisparadoresBandeja />
        <ReintentarAlVolverLaRed />
        <AvisoActualizacion />
      </Layout>
    </CicloProvider>
  );
}
