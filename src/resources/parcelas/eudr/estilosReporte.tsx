import { GlobalStyles } from '@mui/material';

/**
 * The EUDR report is the tab printed (R070, 001 §2.5): the document a buyer or auditor receives (issue 22 items 12
 * and 21). In print media the shell (bar, menu, footer, notifications), the profile's tabs and every control are left
 * out, as on the plot and committee print pages, and the inspection's sections print open: a folded accordion would
 * print its title without its answers. Mounted with the tab only, so no other screen's print changes.
 */
export const estilosReporteEudr = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { margin: '10mm' },
        'header, footer, nav, .RaSidebar-root, .MuiDrawer-root, .RaNotification, .MuiTabs-root, .no-imprimir': {
          display: 'none !important',
        },
        '.RaLayout-content .MuiButton-root, .RaLayout-content .MuiIconButton-root, .leaflet-control-container': {
          display: 'none !important',
        },
        '.RaLayout-appFrame': { marginTop: '0 !important', paddingTop: '0 !important' },
        '.RaLayout-content': { padding: '0 !important' },
        '.RaLayout-contentWithSidebar': { display: 'block !important' },
        body: { background: '#ffffff' },
        // every inspection section open, its answers on paper; the fold arrow means nothing there
        '.reporte-eudr .MuiAccordion-root .MuiCollapse-root': {
          height: 'auto !important',
          minHeight: '0 !important',
          visibility: 'visible !important',
        },
        '.reporte-eudr .MuiAccordionSummary-expandIconWrapper': { display: 'none !important' },
        '.reporte-eudr .MuiAccordion-root, .reporte-eudr table tr': { breakInside: 'avoid' },
      },
    }}
  />
);
