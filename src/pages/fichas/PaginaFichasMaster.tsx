import { useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { Box, Button, Card, CardActions, CardContent, Stack, Typography } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import ListAltIcon from '@mui/icons-material/ListAlt';
import { useQuery } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import type { FichaMaster } from '@domain/contrato/fichas';
import { listaMaster } from '../../api/fichas';
import { Cargando } from '../../components/Cargando';
import { SinRegistros } from '../../components/SinRegistros';
import { TituloPestana } from '../../components/TituloPestana';
import { AvisoSinKobo } from './AvisoSinKobo';
import { DialogoDescargaMaster } from './DialogoDescargaMaster';

/**
 * /admin/ficha/master/lista (spec 002 §2.17; issue 27): 'Fichas master disponibles', each with its name, id,
 * description, crop, questions, associated forms of this cooperative and cycle; 'Descargar ficha' (its categories,
 * the mandatory ones checked and fixed, and the configurations) and 'Fichas Asociadas'.
 */
export function PaginaFichasMaster() {
  const lista = useQuery({ queryKey: ['cosecha', 'fichas', 'master'], queryFn: listaMaster });
  const [descarga, setDescarga] = useState<FichaMaster | null>(null);
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <TituloPestana titulo="Ficha Master" />
      <Typography variant="h5" component="h1" gutterBottom>
        Fichas master disponibles
      </Typography>
      {lista.data && !lista.data.kobo && <AvisoSinKobo />}
      {lista.isPending ? (
        <Cargando />
      ) : !lista.data?.data.length ? (
        <SinRegistros />
      ) : (
        <Stack spacing={2}>
          {lista.data.data.map((m) => (
            <Card key={m.id_kobo_ficha_principal} variant="outlined" data-testid={`master-${m.id_kobo_ficha_principal}`}>
              <CardContent>
                <Typography variant="h6" component="h2">
                  {m.nombre}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  ID: {m.id_kobo_ficha_principal}
                </Typography>
                <Typography sx={{ my: 1 }}>{m.descripcion}</Typography>
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ xs: 0.5, sm: 3 }}>
                  <Dato etiqueta="Cultivo" valor={m.cultivo?.nombre ?? 'Todos'} />
                  <Dato etiqueta="Preguntas" valor={m.numero_preguntas} />
                  <Dato etiqueta="Fichas asociadas" valor={m.numero_fichas} />
                  <Dato etiqueta="Ciclo" valor={m.ciclo ?? '-'} />
                </Stack>
              </CardContent>
              <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
                <Button startIcon={<DownloadIcon />} onClick={() => setDescarga(m)}>
                  Descargar ficha
                </Button>
                <Button component={RouterLink} to={rutas.fichaMasterDetalle(m.id_kobo_ficha_principal)} startIcon={<ListAltIcon />}>
                  Fichas Asociadas
                </Button>
              </CardActions>
            </Card>
          ))}
        </Stack>
      )}
      {descarga && <DialogoDescargaMaster master={descarga} onCerrar={() => setDescarga(null)} />}
    </Box>
  );
}

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string | number }) {
  return (
    <Typography variant="body2">
      <strong>{etiqueta}:</strong> {valor}
    </Typography>
  );
}
