import type { ReactElement } from 'react';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import BarChartIcon from '@mui/icons-material/BarChart';
import DescriptionIcon from '@mui/icons-material/Description';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import GroupsIcon from '@mui/icons-material/Groups';
import HomeIcon from '@mui/icons-material/Home';
import HistoryIcon from '@mui/icons-material/History';
import InventoryIcon from '@mui/icons-material/Inventory';
import ListAltIcon from '@mui/icons-material/ListAlt';
import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import MapIcon from '@mui/icons-material/Map';
import ScienceIcon from '@mui/icons-material/Science';
import TerrainIcon from '@mui/icons-material/Terrain';

/** Icon of each menu entry of domain/comun/menu.ts, by key (the domain holds no React). */
const ICONOS: Record<string, ReactElement> = {
  inicio: <HomeIcon />,
  productores: <GroupsIcon />,
  parcelas: <TerrainIcon />,
  padron: <FactCheckIcon />,
  acopio: <InventoryIcon />,
  calidad: <ScienceIcon />,
  cooperativas: <AgricultureIcon />,
  usuarios: <ManageAccountsIcon />,
  versiones: <HistoryIcon />,
  'calidad-de-datos': <BarChartIcon />,
  'ficha-master': <DescriptionIcon />,
  'padron-mapas': <MapIcon />,
};

export const iconoMenu = (clave: string): ReactElement => ICONOS[clave] ?? <ListAltIcon />;
