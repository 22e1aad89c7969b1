import { Alert, Button, CircularProgress, Stack, Typography } from '@mui/material';
import { textosFiltro } from './seleccionFiltro';
import type { SeleccionFiltro } from './useSeleccionFiltro';

/**
 * The line under the selection's actions (Gmail's «select all»): the whole page is selected and the filter holds
 * more, so it offers every delivery of the filter, says it is reading them, that they are selected, or why it
 * cannot (more than one submission takes, or the read failed).
 */
export function LineaSeleccionFiltro({ s, onQuitar }: { s: SeleccionFiltro; onQuitar: () => void }) {
  const { oferta, poblacion } = s;
  if (oferta.tipo === 'ninguna') return null;
  if (oferta.tipo === 'demasiadas')
    return (
      <Alert severity="info" sx={{ mt: 1 }}>
        {textosFiltro.pagina(oferta.pagina)} {textosFiltro.demasiadas(oferta.maximo, oferta.total)}
      </Alert>
    );
  return (
    <Stack direction="row" alignItems="center" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }} role="status">
      {poblacion?.tipo === 'lista' ? (
        <>
          <Typography variant="body2">{textosFiltro.todas(poblacion.entregas.uuids.length)}</Typography>
          {/* as Gmail's «Clear selection»: nothing stays selected, not even the page */}
          <Button size="small" onClick={onQuitar}>
            Quitar la selección
          </Button>
        </>
      ) : poblacion?.tipo === 'reuniendo' ? (
        <>
          <CircularProgress size={16} aria-hidden />
          <Typography variant="body2">{textosFiltro.reuniendo(oferta.total)}</Typography>
        </>
      ) : (
        <>
          <Typography variant="body2">{textosFiltro.pagina(oferta.pagina)}</Typography>
          <Button size="small" onClick={s.seleccionarFiltro}>
            {textosFiltro.ofrecer(oferta.total)}
          </Button>
          {poblacion?.tipo === 'error' && (
            <Alert severity="error" sx={{ width: '100%' }}>
              {poblacion.mensaje}
            </Alert>
          )}
        </>
      )}
    </Stack>
  );
}
