import { Alert, Link as MuiLink, List, ListItem, ListItemText, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import type { AvisoTraces } from '@domain/contrato/eudr';
import { MOTIVOS_AVISO_TRACES } from '@domain/eudr/avisos-traces';
import { rutas } from '@domain/comun/rutas';

/**
 * The TRACES revision's warnings (issue 22 item 15): plots the file carries that a buyer or an auditor would question
 * (reported hectares more than 10 % away from the drawing; polygons that overlap another plot's). One list at every
 * width: each names the plot, its producer and what is wrong, with links to fix it.
 */
export function AvisosTraces({ avisos }: { avisos: AvisoTraces[] }) {
  if (!avisos.length) return null;
  return (
    <Stack spacing={1}>
      <Alert severity="warning">
        {avisos.length === 1 ? 'Una parcela va' : `${avisos.length} avisos de parcelas que van`} en el archivo, pero conviene revisarlas
        antes de subirlo.
      </Alert>
      <List dense disablePadding aria-label="Avisos del archivo TRACES">
        {avisos.map((a, i) => (
          <ListItem key={`${a.uuid}-${a.motivo}-${i}`} divider disableGutters>
            <ListItemText
              primary={
                <>
                  <MuiLink component={Link} to={rutas.parcelaPerfil(a.uuid)}>
                    {a.parcela}
                  </MuiLink>
                  {' · '}
                  <MuiLink component={Link} to={rutas.cuentaPerfil(a.productor_uuid)}>
                    {a.productor}
                  </MuiLink>
                </>
              }
              secondaryTypographyProps={{ component: 'div' }}
              secondary={
                <Typography variant="body2" color="text.secondary">
                  <strong>{MOTIVOS_AVISO_TRACES[a.motivo as keyof typeof MOTIVOS_AVISO_TRACES] ?? a.motivo}</strong>: {a.texto}
                </Typography>
              }
            />
          </ListItem>
        ))}
      </List>
    </Stack>
  );
}
