import { Box, IconButton, Link, Stack, Tooltip, Typography } from '@mui/material';
import VisibilityIcon from '@mui/icons-material/Visibility';
import VisibilityOffIcon from '@mui/icons-material/VisibilityOff';
import { Link as LinkRouter } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import type { VecinoEnMapa } from './CapaVecinos';

/** Neighbouring plots with their colour, an eye toggle (show/hide on the map) and a link to their own editor (001 §2.8). */
export function ListaVecinos({ vecinos, onAlternar }: { vecinos: readonly VecinoEnMapa[]; onAlternar: (clave: string) => void }) {
  return (
    <Box component="section" aria-labelledby="vecinos-titulo">
      <Typography id="vecinos-titulo" variant="subtitle1" component="h2" fontWeight={600}>
        Parcelas vecinas
      </Typography>
      {vecinos.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Sin parcelas vecinas
        </Typography>
      )}
      <Stack component="ul" sx={{ m: 0, p: 0, listStyle: 'none' }}>
        {vecinos.map(({ vecino, clave, color, visible }) => {
          const nombre = vecino.nombre || 'Parcela sin nombre';
          return (
            <Stack component="li" key={clave} direction="row" alignItems="center" spacing={1} sx={{ minHeight: 40 }}>
              <Box
                aria-hidden
                sx={{ width: 14, height: 14, flex: 'none', borderRadius: '3px', bgcolor: color, border: '1px solid #0006' }}
              />
              <Box sx={{ flex: 1, minWidth: 0 }}>
                <Typography variant="body2" noWrap title={nombre}>
                  {nombre}
                </Typography>
                {vecino.cuenta && (
                  <Typography variant="caption" color="text.secondary" noWrap component="div">
                    {vecino.cuenta}
                  </Typography>
                )}
              </Box>
              <Tooltip title={visible ? 'Ocultar en el mapa' : 'Mostrar en el mapa'}>
                <IconButton
                  size="small"
                  aria-pressed={visible}
                  aria-label={`${visible ? 'Ocultar' : 'Mostrar'} ${nombre}`}
                  onClick={() => onAlternar(clave)}
                >
                  {visible ? <VisibilityIcon fontSize="small" /> : <VisibilityOffIcon fontSize="small" />}
                </IconButton>
              </Tooltip>
              {vecino.uuid && (
                <Link
                  component={LinkRouter}
                  to={rutas.parcelaEditarCroquis(vecino.uuid)}
                  variant="body2"
                  aria-label={`Editar croquis de ${nombre}`}
                >
                  Editar
                </Link>
              )}
            </Stack>
          );
        })}
      </Stack>
    </Box>
  );
}
