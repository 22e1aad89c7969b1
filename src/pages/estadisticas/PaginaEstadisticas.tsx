import { useState } from 'react';
import { Box, Card, CardContent, FormControl, InputLabel, MenuItem, Select, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { certificacionEfectiva } from '@domain/comun/productos';
import {
  CERTIFICACIONES_ESTADISTICAS,
  nombreArchivoDatosKobo,
  type CertificacionEstadisticas,
  type TipoDatosKobo,
} from '@domain/estadisticas/csv-kobo';
import type { FilaEstadisticas } from '@domain/contrato/estadisticas';
import { buscarEstadisticas, rutaDatosKobo } from '../../api/estadisticas';
import { BotonDescarga } from '../../components/BotonDescarga';
import { Cargando } from '../../components/Cargando';
import { usePuede } from '../../sesion/usePuede';
import { sesion } from '../../sesion/almacenSesion';
import { Encabezado } from '../tableros/Encabezado';

/** The five cards (001 §2.14): the counter each shows and the data file behind it. */
const TARJETAS: { tipo: TipoDatosKobo; titulo: string; campo: keyof FilaEstadisticas }[] = [
  { tipo: 'cooperativas', titulo: 'Cooperativas', campo: 'total_cooperativas' },
  { tipo: 'inspectores', titulo: 'Inspectores', campo: 'inspectores' },
  { tipo: 'cuentas', titulo: 'Cuentas', campo: 'cuentas' },
  { tipo: 'parcelas', titulo: 'Parcelas', campo: 'parcelas' },
  { tipo: 'arboles', titulo: 'Árboles', campo: 'arboles' },
];

const inicial = (): CertificacionEstadisticas => {
  const c = certificacionEfectiva(sesion.usuario()?.certificacion);
  return c === 'mayacert' ? 'mayacert' : 'certimex';
};

/**
 * /admin/csv/list (spec 001 §2.14): the counters of one certification and, with CSV_EXPORTAR, each card's data CSV
 * (the files KoboToolbox forms read, server/modules/estadisticas/datos-kobo.ts).
 */
export function PaginaEstadisticas() {
  const [cert, setCert] = useState<CertificacionEstadisticas>(inicial);
  const exportar = usePuede('CSV_EXPORTAR');
  const q = useQuery({ queryKey: ['csv_estadisticas', cert], queryFn: () => buscarEstadisticas(cert) });
  const fila = q.data?.data[0];
  return (
    <Box sx={{ py: 2 }}>
      <Encabezado filtros={false} titulo="Estadísticas" />
      <FormControl size="small" sx={{ minWidth: 220, mb: 2 }}>
        <InputLabel id="certificacion-etiqueta">Certificación</InputLabel>
        <Select
          labelId="certificacion-etiqueta"
          label="Certificación"
          value={cert}
          onChange={(e) => setCert(e.target.value as CertificacionEstadisticas)}
        >
          {CERTIFICACIONES_ESTADISTICAS.map((c) => (
            <MenuItem key={c} value={c}>
              {c}
            </MenuItem>
          ))}
        </Select>
      </FormControl>
      {q.isPending ? (
        <Cargando />
      ) : q.isError || !fila ? (
        <Typography role="alert" color="error">
          No se pudieron cargar las estadísticas.
        </Typography>
      ) : (
        <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 2 }}>
          {TARJETAS.map((t) => (
            <Card key={t.tipo} variant="outlined" sx={{ width: { xs: '100%', sm: 200 } }} data-testid={`tarjeta-${t.tipo}`}>
              <CardContent>
                <Typography component="h2" variant="subtitle2" color="text.secondary">
                  {t.titulo}
                </Typography>
                <Typography variant="h4" component="p">
                  {fila[t.campo].toLocaleString('en-US')}
                </Typography>
                {exportar && (
                  <BotonDescarga
                    ruta={rutaDatosKobo(t.tipo, cert)}
                    etiqueta="CSV"
                    nombreAccesible={`CSV ${t.titulo}`}
                    nombrePorDefecto={nombreArchivoDatosKobo(t.tipo, cert)}
                    avisarError
                  />
                )}
              </CardContent>
            </Card>
          ))}
        </Stack>
      )}
    </Box>
  );
}
