import { esES } from '@mui/material/locale';
import { defaultTheme, type RaThemeOptions } from 'react-admin';

/**
 * Colours chosen for contrast (axe: white on the bar ≥ 7:1). `sm` is 800 px: react-admin switches
 * between its sidebar and the narrow layout at `sm`, and the spec shows the sidebar from 800 px (R019).
 */
export const tema: RaThemeOptions = {
  ...defaultTheme,
  palette: {
    primary: { main: '#2F5711', contrastText: '#FFFFFF' },
    secondary: { main: '#6B3E1F', contrastText: '#FFFFFF' },
    error: { main: '#B3261E' },
    background: { default: '#F7F5EF' },
  },
  breakpoints: { values: { xs: 0, sm: 800, md: 1000, lg: 1280, xl: 1920 } },
  sidebar: { width: 240, closedWidth: 56 },
  components: {
    ...defaultTheme.components,
    MuiButton: { ...defaultTheme.components?.MuiButton, styleOverrides: { root: { textTransform: 'none' } } },
    // react-admin's loading indicators (bar, pending selects) draw progress bars without a name (axe: aria-progressbar-name)
    MuiCircularProgress: { defaultProps: { 'aria-label': 'Cargando' } },
    MuiLinearProgress: { defaultProps: { 'aria-label': 'Cargando' } },
    // below 800 px react-admin's pagination uses MUI's own buttons, whose names are English by default
    MuiTablePagination: { defaultProps: { getItemAriaLabel: esES.components?.MuiTablePagination?.defaultProps?.getItemAriaLabel } },
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#2F5711', color: '#FFFFFF' } } },
  },
};
