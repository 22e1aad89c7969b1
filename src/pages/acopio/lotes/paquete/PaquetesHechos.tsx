import { Box, List, ListItem, ListItemText, Typography } from '@mui/material';
import type { PaqueteEudr } from '@domain/contrato/eudr-paquete';
import { cantidad } from '@domain/comun/formato';
import { useFormatoFechaHora } from '../../../../sesion/useFormatoFecha';
import { HashCorto } from './HashCorto';

/** The empty state says the whole path: download, send, record what the importer returns. */
export const SIN_PAQUETES =
  'Aún no se ha generado un paquete para este lote. Descárguelo y envíelo al importador; cuando le devuelva la referencia de su declaración, regístrela aquí.';

/** The packages made of the lot, newest first: when (cooperative's clock), who, how many plots, and its short hash. */
export function PaquetesHechos({ paquetes }: { paquetes: PaqueteEudr[] }) {
  const fechaHora = useFormatoFechaHora();
  return (
    <Box component="section" aria-labelledby="titulo-paquetes-hechos">
      <Typography id="titulo-paquetes-hechos" variant="subtitle2" component="h4">
        Paquetes generados
      </Typography>
      {paquetes.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {SIN_PAQUETES}
        </Typography>
      ) : (
        <List dense disablePadding aria-label="Paquetes generados">
          {paquetes.map((p) => (
            <ListItem key={p.uuid} disableGutters>
              <ListItemText
                primary={`${fechaHora(p.created_at)} · ${p.usuario}`}
                secondary={
                  <>
                    {`${cantidad(p.parcelas, 'parcela', 'parcelas')} de ${cantidad(p.productores, 'productor', 'productores')}${
                      p.avisos > 0 ? ` · ${cantidad(p.avisos, 'aviso aceptado', 'avisos aceptados')}` : ''
                    } · `}
                    <HashCorto sha256={p.sha256} />
                  </>
                }
                slotProps={{ secondary: { component: 'div' } }}
              />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
