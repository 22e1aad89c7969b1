import { useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Typography,
} from '@mui/material';
import FactCheckIcon from '@mui/icons-material/FactCheck';
import { Link as LinkRouter } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { nombresTraces } from '@domain/eudr/traces';
import { muestraEudr } from '@domain/eudr/riesgo';
import { rutas } from '@domain/comun/rutas';
import type { Lote } from '@domain/contrato/acopio-lotes';
import { revisionTracesLote, rutaTracesLote } from '../../../api/acopio-lotes';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { Cargando } from '../../../components/Cargando';
import { AvisosTraces } from '../../../resources/parcelas/traces/AvisosTraces';
import { usePuede } from '../../../sesion/usePuede';
import { useConfiguracion } from '../../../sesion/useConfiguracion';

/**
 * The lot's TRACES file (issue 12 'From the lot to its plots'): the EU's GeoJSON of the plots of the producers whose
 * deliveries are in the lot, the same export as the producer profile's, and its revision (what would be refused).
 * Only when the cooperative uses EUDR (the server answers 403 otherwise, issue 22 item 16).
 */
export function AccionesTracesLote({ lote }: { lote: Lote }) {
  const padron = usePuede('PADRON');
  const exportar = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR');
  const { configuracion } = useConfiguracion();
  const [revisar, setRevisar] = useState(false);
  if ((!padron && !exportar) || !muestraEudr(configuracion ? configuracion.usa_eudr : undefined)) return null;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
      <BotonDescarga
        ruta={rutaTracesLote(lote.uuid)}
        etiqueta="Descargar para TRACES"
        nombrePorDefecto={nombresTraces(lote.nombre).archivo}
        variante="outlined"
      />
      <Button size="small" startIcon={<FactCheckIcon />} onClick={() => setRevisar(true)}>
        Revisión TRACES
      </Button>
      {revisar && <DialogoRevision lote={lote} onCerrar={() => setRevisar(false)} />}
    </Stack>
  );
}

/** The lot's TRACES revision; the EUDR package's 'plots left out' opens it too (issue 23). */
export function DialogoRevision({ lote, onCerrar }: { lote: Lote; onCerrar: () => void }) {
  const q = useQuery({ queryKey: ['acopio', 'lote', lote.uuid, 'traces'], queryFn: () => revisionTracesLote(lote.uuid) });
  const r = q.data;
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="sm">
      <DialogTitle>Revisión TRACES del lote {lote.nombre}</DialogTitle>
      <DialogContent>
        {q.isPending && <Cargando />}
        {q.isError && <Alert severity="error">No se pudo revisar el archivo. Intente de nuevo.</Alert>}
        {r && (
          <>
            <Typography gutterBottom>
              El archivo lleva {r.aceptadas} parcelas{r.archivos > 1 ? ` en ${r.archivos} archivos (se descarga un zip)` : ''}.
            </Typography>
            {r.rechazadas.length === 0 ? (
              <Alert severity="success">Ninguna parcela de los productores del lote queda fuera.</Alert>
            ) : (
              <>
                <Alert severity="warning">
                  {r.rechazadas.length} parcelas quedan fuera. Corrija su croquis desde el perfil de la parcela y descargue de nuevo.
                </Alert>
                <List dense>
                  {r.rechazadas.map((p) => (
                    <ListItem key={p.uuid} disableGutters>
                      <ListItemText
                        primary={
                          <Link component={LinkRouter} to={rutas.parcelaPerfil(p.uuid)}>
                            {p.parcela}
                          </Link>
                        }
                        secondary={
                          <>
                            <Link component={LinkRouter} to={rutas.cuentaPerfil(p.productor_uuid)}>
                              {p.productor}
                            </Link>
                            {` · ${p.texto}`}
                          </>
                        }
                      />
                    </ListItem>
                  ))}
                </List>
              </>
            )}
            <AvisosTraces avisos={r.avisos} />
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
      </DialogActions>
    </Dialog>
  );
}
