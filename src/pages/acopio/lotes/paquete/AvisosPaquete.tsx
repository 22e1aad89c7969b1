import { Alert, Box, Link, List, ListItem, ListItemText, Typography } from '@mui/material';
import { Link as LinkRouter } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { TIPOS_AVISO_PAQUETE, type AvisoPaquete, type TipoAvisoPaquete } from '@domain/contrato/eudr-paquete';
import { usePuedeAbrir } from '../../../../sesion/usePuede';

/** The heading of each kind of warning, in the order the importer would weigh them. */
const TITULOS: Record<TipoAvisoPaquete, string> = {
  parcelas_fuera: 'Productores con parcelas fuera del archivo',
  riesgo_alto: 'Parcelas de riesgo alto',
  area_protegida: 'Parcelas en un área natural protegida',
  sancionado: 'Productores sancionados por el comité',
};

/**
 * What would weaken the importer's assessment (issue 23), grouped by kind: each names its producer (their profile)
 * and plot (its profile, only for whoever may open it: plain text otherwise, issue 22 item 23).
 */
export function AvisosPaquete({ avisos }: { avisos: AvisoPaquete[] }) {
  const abreParcelas = usePuedeAbrir('admin/parcelas', 'show');
  if (avisos.length === 0) return <Alert severity="success">Nada debilita la evaluación del importador: el paquete sale sin avisos.</Alert>;
  return (
    <Box>
      <Alert severity="warning" sx={{ mb: 1 }}>
        {avisos.length === 1
          ? 'Un aviso debilita la evaluación de riesgo del importador. Corríjalo o genere el paquete aceptándolo: quedará en el resumen.'
          : `${avisos.length} avisos debilitan la evaluación de riesgo del importador. Corríjalos o genere el paquete aceptándolos: quedarán en el resumen.`}
      </Alert>
      {TIPOS_AVISO_PAQUETE.map((tipo) => {
        const grupo = avisos.filter((a) => a.tipo === tipo);
        if (grupo.length === 0) return null;
        return (
          <Box key={tipo} component="section" aria-label={TITULOS[tipo]}>
            <Typography variant="subtitle2" component="h4">
              {TITULOS[tipo]} ({grupo.length})
            </Typography>
            <List dense disablePadding>
              {grupo.map((a, i) => (
                <ListItem key={`${a.productor_uuid}-${a.parcela_uuid ?? i}`} disableGutters>
                  <ListItemText
                    primary={
                      <>
                        <Link component={LinkRouter} to={rutas.cuentaPerfil(a.productor_uuid)}>
                          {a.productor}
                        </Link>
                        {a.parcela && ' · '}
                        {a.parcela &&
                          (abreParcelas && a.parcela_uuid ? (
                            <Link component={LinkRouter} to={rutas.parcelaPerfil(a.parcela_uuid)}>
                              {a.parcela}
                            </Link>
                          ) : (
                            a.parcela
                          ))}
                      </>
                    }
                    secondary={a.texto}
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        );
      })}
    </Box>
  );
}
