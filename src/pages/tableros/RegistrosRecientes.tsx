import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatoFecha } from '@domain/comun/formato';
import { enlacesRegistro, type RegistroReciente } from '@domain/tableros/tablero-inicio';
import { TarjetaGrafica } from '../../components/graficas';

/** 'Últimos registros' (spec 000 §2.9, §3 'Latest record'): newest inspections, each linking to its producer and plot. */
export function RegistrosRecientes({ registros }: { registros: readonly RegistroReciente[] }) {
  return (
    <TarjetaGrafica titulo="Últimos registros">
      {registros.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          Sin registros encontrados
        </Typography>
      ) : (
        <Box component="ol" sx={{ listStyle: 'none', m: 0, p: 0 }} aria-label="Últimos registros">
          {registros.map((r) => {
            const e = enlacesRegistro(r);
            return (
              <Box
                component="li"
                key={r.id_api_ficha}
                sx={{ py: 1, borderTop: 1, borderColor: 'divider', '&:first-of-type': { borderTop: 0 } }}
              >
                <Stack direction="row" justifyContent="space-between" flexWrap="wrap" useFlexGap columnGap={1}>
                  <Typography variant="body2" sx={{ fontWeight: 600 }}>
                    {e.productor ? (
                      <MuiLink component={Link} to={e.productor}>
                        {r.nombre_productor ?? '--'}
                      </MuiLink>
                    ) : (
                      (r.nombre_productor ?? '--')
                    )}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    {formatoFecha(r.inspeccion_fecha)}
                  </Typography>
                </Stack>
                <Typography variant="body2" color="text.secondary" component="div">
                  {[r.ficha_title, r.nombre_parcela, r.nombre_inspector && `Inspector: ${r.nombre_inspector}`].filter(Boolean).join(' · ')}
                </Typography>
                {e.croquis && (
                  <MuiLink component={Link} to={e.croquis} variant="body2" sx={{ display: 'inline-block', mt: 0.25 }}>
                    Ver croquis
                  </MuiLink>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </TarjetaGrafica>
  );
}
