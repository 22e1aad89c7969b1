import { Alert, Box, Button, List, ListItem, Stack, Typography } from '@mui/material';
import { useInfiniteQuery } from '@tanstack/react-query';
import { describirCambio, formatoMomento } from '@domain/auditoria/historial';
import type { FilaHistorial } from '@domain/contrato/historial';
import { leerHistorial } from '../../api/historial';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { Cargando } from '../Cargando';

export const SIN_CAMBIOS = 'Sin cambios registrados para este productor';

/** One change: when (cooperative's clock) and who, what was done, and each field old → new. */
// a divider between entries is the item's own border: a separator element inside the list would break it (axe 'list')
function Entrada({ fila, zona, ultima }: { fila: FilaHistorial; zona: string | null | undefined; ultima: boolean }) {
  const c = describirCambio(fila);
  return (
    <ListItem disableGutters divider={!ultima} sx={{ display: 'block', py: 1.5 }} data-testid="cambio">
      <Typography variant="body2" color="text.secondary">
        <Box component="time" dateTime={fila.fecha}>
          {formatoMomento(fila.fecha, zona)}
        </Box>
        {' · '}
        <Box component="span" sx={{ fontWeight: 600, color: 'text.primary' }}>
          {fila.usuario}
        </Box>
        {fila.email && fila.usuario !== fila.email ? ` (${fila.email})` : ''}
      </Typography>
      <Typography variant="body1" sx={{ mt: 0.25 }}>
        {c.accion}
      </Typography>
      {c.cambios.length > 0 && (
        <Box component="ul" sx={{ m: 0, mt: 0.5, pl: 2.5 }}>
          {c.cambios.map((x) => (
            <Typography component="li" variant="body2" key={x.campo} sx={{ overflowWrap: 'anywhere' }}>
              <Box component="span" sx={{ fontWeight: 600 }}>
                {x.etiqueta}
              </Box>
              : {x.antes} → {x.despues}
            </Typography>
          ))}
        </Box>
      )}
    </ListItem>
  );
}

/**
 * A producer's 'Historial de cambios' (issue 13): who changed what and when, newest first, 50 at a time with
 * 'Cargar más'. Each row is made readable by `domain/auditoria/historial.ts`; times are on the cooperative's clock.
 */
export function HistorialCambios({ productorUuid }: { productorUuid: string }) {
  const { configuracion } = useConfiguracion();
  const zona = configuracion?.zona_horaria;
  const q = useInfiniteQuery({
    queryKey: ['cosecha', 'historial', productorUuid],
    queryFn: ({ pageParam }) => leerHistorial(productorUuid, pageParam),
    initialPageParam: null as string | null,
    getNextPageParam: (ultima) => ultima.siguiente,
    retry: false,
  });

  if (q.isPending) return <Cargando etiqueta="Cargando el historial de cambios" />;
  if (q.isError)
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => q.refetch()}>
            Reintentar
          </Button>
        }
      >
        No se pudo cargar el historial de cambios. Revise su conexión y pulse Reintentar.
      </Alert>
    );
  const filas = q.data.pages.flatMap((p) => p.data);
  if (filas.length === 0)
    return (
      <Typography sx={{ p: 2 }} color="text.secondary">
        {SIN_CAMBIOS}
      </Typography>
    );
  return (
    <Box sx={{ px: 2, pb: 2 }}>
      <List aria-label="Historial de cambios" disablePadding>
        {filas.map((f, i) => (
          <Entrada key={f.id} fila={f} zona={zona} ultima={i === filas.length - 1} />
        ))}
      </List>
      <Stack direction="row" alignItems="center" spacing={2} sx={{ mt: 1 }}>
        {q.hasNextPage && (
          <Button variant="outlined" size="small" onClick={() => q.fetchNextPage()} disabled={q.isFetchingNextPage}>
            {q.isFetchingNextPage ? 'Cargando…' : 'Cargar más'}
          </Button>
        )}
        {q.isFetchNextPageError && (
          <Typography role="alert" variant="body2" color="error">
            No se pudieron cargar más cambios; pulse Cargar más de nuevo.
          </Typography>
        )}
      </Stack>
    </Box>
  );
}
