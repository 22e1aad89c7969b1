import { useState } from 'react';
import { Accordion, AccordionDetails, AccordionSummary, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { HistorialCambios } from '../../components/historial/HistorialCambios';

/**
 * The producer profile's collapsible 'Historial de cambios' (issue 13), like the profile's other tables. Closed at
 * first: the history is asked for the first time it is opened, so the profile costs no more to load.
 */
export function SeccionHistorial({ productorUuid }: { productorUuid: string }) {
  const [abierta, setAbierta] = useState(false);
  const [vista, setVista] = useState(false);
  return (
    <Accordion
      expanded={abierta}
      onChange={(_, v) => {
        setAbierta(v);
        if (v) setVista(true);
      }}
      disableGutters
      slotProps={{ heading: { component: 'h2' } }}
    >
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls="historial-contenido" id="historial-encabezado">
        <Typography component="span" variant="h6">
          Historial de cambios
        </Typography>
      </AccordionSummary>
      <AccordionDetails id="historial-contenido" sx={{ p: 0 }}>
        {vista && <HistorialCambios productorUuid={productorUuid} />}
      </AccordionDetails>
    </Accordion>
  );
}
