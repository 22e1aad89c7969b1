import { Box, Link as MuiLink, Stack, Typography } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatoFecha } from '@domain/comun/formato';
import { enlacesRegistro, type RegistroReciente } from '@domain/tableros/tablero-inicio';
import { TarjetaGrafica } from '../../components/graficas';

/**
 * The server has no report download (pdf/{reporte}/{uuid}) yet, so a record with a report links to its producer
 * and its plot ('Ver croquis'), never to a PDF that would answer 'not found' (R052, docs/DECISIONES.md).
 */
const PDF_DISPONIBLE = false;

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
            const e = enlacesRegistro(r, PDF_DISPONIBLE);
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
                {(e.croquis || e.pdf) && (
                  <Stack direction="row" spacing={2} sx={{ mt: 0.25 }}>
                    {e.croquis && (
                      <MuiLink component={Link} to={e.croquis} variant="body2">
                        Ver croquis
                      </MuiLink>
                    )}
                    {e.pdf && (
                      <MuiLink href={`/api/${e.pdf}`} variant="body2">
                        Descargar PDF
                      </MuiLink>
                    )}
                  </Stack>
                )}
              </Box>
            );
          })}
        </Box>
      )}
    </TarjetaGrafica>
  );
}
