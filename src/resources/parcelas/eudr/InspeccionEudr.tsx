import { Accordion, AccordionDetails, AccordionSummary, Alert, Box, Button, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { useQuery } from '@tanstack/react-query';
import { seccionesConRespuestas } from '@domain/eudr/inspeccion';
import { formatoFecha } from '@domain/comun/formato';
import { leerInspeccionEudr } from '../../../api/eudr';
import { Cargando } from '../../../components/Cargando';

/**
 * The EUDR tab's extra-information accordions (spec 001 §2.5): the EUDR answers of the plot's latest internal
 * inspection, in four sections, each answer in words ('Sí', dates as 05/ene/2026, 'Sin respuesta').
 */
export function InspeccionEudr({ parcela }: { parcela: string }) {
  const q = useQuery({ queryKey: ['eudr', 'inspeccion', parcela], queryFn: () => leerInspeccionEudr(parcela) });
  if (q.isPending) return <Cargando />;
  if (q.isError)
    return (
      <Alert severity="error" action={<Button onClick={() => q.refetch()}>Reintentar</Button>}>
        No se pudo leer la inspección de la parcela.
      </Alert>
    );
  if (!q.data)
    return (
      <Alert severity="info">
        La parcela no tiene una inspección interna con las preguntas EUDR. Se mostrarán aquí cuando el inspector la registre.
      </Alert>
    );
  const secciones = seccionesConRespuestas(q.data.respuestas);
  return (
    <Box>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        Respuestas de la inspección interna del {formatoFecha(q.data.fecha)}.
      </Typography>
      {secciones.map(({ seccion, filas, respondidas }) => (
        <Accordion key={seccion.clave} disableGutters variant="outlined">
          <AccordionSummary
            expandIcon={<ExpandMoreIcon />}
            aria-controls={`inspeccion-${seccion.clave}`}
            id={`inspeccion-${seccion.clave}-titulo`}
          >
            <Typography sx={{ fontWeight: 600, flexGrow: 1 }}>{seccion.titulo}</Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mr: 1 }}>
              {respondidas} de {filas.length}
            </Typography>
          </AccordionSummary>
          <AccordionDetails id={`inspeccion-${seccion.clave}`}>
            <Box
              component="dl"
              sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 2fr) minmax(0, 1fr)' }, gap: 1, m: 0 }}
            >
              {filas.map((f) => (
                <Box key={f.etiqueta} sx={{ display: 'contents' }}>
                  <Typography component="dt" variant="body2" color="text.secondary">
                    {f.etiqueta}
                  </Typography>
                  <Typography component="dd" variant="body2" sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere' }}>
                    {f.texto}
                  </Typography>
                </Box>
              ))}
            </Box>
          </AccordionDetails>
        </Accordion>
      ))}
    </Box>
  );
}
