import { useState } from 'react';
import { Alert, Box, Button, LinearProgress, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { formatoNumero } from '@domain/comun/formato';
import { MENSAJE_SIN_SERVICIO_TABLERO } from '@domain/eudr/analisis';
import { analizarPendientes, leerResumenAnalisis, reintentarAnalisis } from '../../../api/eudr';
import { TarjetaGrafica as Tarjeta } from '../../../components/graficas';
import { Cargando } from '../../../components/Cargando';
import { usePuede } from '../../../sesion/usePuede';
import { useFormatoFecha } from '../../../sesion/useFormatoFecha';

const CLAVE = ['eudr', 'analisis'];

/**
 * 'Análisis automático de deforestación' on the plots dashboard (issue 11): how many plots with a polygon have an
 * answer for the polygon they have now, how many wait, and each failed analysis with its reason and 'Reintentar'
 * (the dead jobs an administrator must see). 'Analizar pendientes' sends the rest. Only with usa_eudr.
 */
export function PanelAnalisisWhisp() {
  // a timestamp's day on the cooperative's clock, not UTC's (issue 22 item 22)
  const fecha = useFormatoFecha();
  const q = useQuery({ queryKey: CLAVE, queryFn: leerResumenAnalisis, refetchInterval: 60_000 });
  const puede = usePuede('PARCELAS_CROQUIS');
  const notify = useNotify();
  const cliente = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const tras = {
    onSuccess: (r: { message: string }) => {
      setError(null);
      notify(r.message, { type: 'success' });
      void cliente.invalidateQueries({ queryKey: CLAVE });
    },
    onError: (e: Error) => setError(e.message || 'No se pudo enviar al análisis. Intente de nuevo.'),
  };
  const pendientes = useMutation({ mutationFn: analizarPendientes, ...tras });
  const reintentar = useMutation({ mutationFn: reintentarAnalisis, ...tras });

  return (
    <Tarjeta titulo="Análisis automático de deforestación">
      {q.isPending ? (
        <Cargando />
      ) : q.isError ? (
        <Alert severity="error" action={<Button onClick={() => q.refetch()}>Reintentar</Button>}>
          No se pudo leer el estado del análisis automático.
        </Alert>
      ) : (
        <Stack spacing={1.5}>
          {!q.data.configurado && <Alert severity="info">{MENSAJE_SIN_SERVICIO_TABLERO}</Alert>}
          <Box>
            <Typography>
              <strong>{formatoNumero(q.data.con_resultado, 0)}</strong> de {formatoNumero(q.data.con_poligono, 0)} parcelas con polígono de
              la cooperativa (todos los ciclos) tienen resultado de su polígono actual
              {q.data.en_espera > 0 && <>; {formatoNumero(q.data.en_espera, 0)} en espera</>}.
            </Typography>
            <LinearProgress
              variant="determinate"
              aria-label="Parcelas con resultado"
              value={q.data.con_poligono ? (100 * q.data.con_resultado) / q.data.con_poligono : 0}
              sx={{ mt: 1, height: 8, borderRadius: 1 }}
            />
          </Box>
          {puede && q.data.con_resultado + q.data.en_espera < q.data.con_poligono && (
            <Box>
              <Button variant="outlined" disabled={pendientes.isPending} onClick={() => pendientes.mutate()}>
                Analizar parcelas pendientes
              </Button>
            </Box>
          )}
          {error && <Alert severity="error">{error}</Alert>}
          {q.data.fallidos.length > 0 && (
            <Box component="section" aria-labelledby="analisis-fallidos">
              <Typography id="analisis-fallidos" component="h3" variant="subtitle2">
                Análisis que no pudieron completarse
              </Typography>
              <List dense disablePadding>
                {q.data.fallidos.map((f) => (
                  <ListItem
                    key={f.id}
                    disableGutters
                    secondaryAction={
                      puede && (
                        <Button size="small" disabled={reintentar.isPending} onClick={() => reintentar.mutate(f.id)}>
                          Reintentar
                        </Button>
                      )
                    }
                  >
                    <ListItemText
                      primary={`${f.parcelas} parcela(s)${f.fecha ? `, ${fecha(f.fecha)}` : ''}`}
                      secondary={f.error}
                      sx={{ pr: 12, overflowWrap: 'anywhere' }}
                    />
                  </ListItem>
                ))}
              </List>
            </Box>
          )}
        </Stack>
      )}
    </Tarjeta>
  );
}
