import {
  Alert,
  Box,
  Link as MuiLink,
  List as ListaMui,
  ListItem,
  ListItemText,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link, useSearchParams } from 'react-router-dom';
import type { RechazoTraces, RevisionTraces as Revision } from '@domain/contrato/eudr';
import { conteoMotivosTraces, correccionTraces, ordenarRechazosTraces } from '@domain/eudr/correccion-traces';
import { muestraEudr } from '@domain/eudr/riesgo';
import { NOMBRE_ARCHIVO_TRACES } from '@domain/eudr/traces';
import { formatoNumero } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { leerRevisionTraces, rutaDescargaTraces } from '../../../api/eudr';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { AvisosTraces } from './AvisosTraces';
import { BotonRegresar } from '../../../components/BotonRegresar';
import { Cargando } from '../../../components/Cargando';
import { TituloPestana } from '../../../components/TituloPestana';
import { PaginaNoExiste } from '../../../pages/PaginaNoExiste';
import { useCiclo } from '../../../sesion/CicloContext';
import { useConfiguracion } from '../../../sesion/useConfiguracion';

const TITULO = 'Revisión TRACES';
const parcelas = (n: number) => `${formatoNumero(n)} ${n === 1 ? 'parcela' : 'parcelas'}`;

/** A link inside the app (react-router, no reload). */
const Enlace = ({ a, children }: { a: string; children: string }) => (
  <MuiLink component={Link} to={a}>
    {children}
  </MuiLink>
);

/** How many go in, in how many files, how many each reason leaves out, and what the download button gives. */
function Resumen({ r }: { r: Revision }) {
  const motivos = conteoMotivosTraces(r.rechazadas);
  return (
    <Stack spacing={1}>
      <Typography>
        <strong>{parcelas(r.aceptadas)}</strong> {r.aceptadas === 1 ? 'va' : 'van'} en el archivo para TRACES
        {r.rechazadas.length > 0 && (
          <>
            ; <strong>{parcelas(r.rechazadas.length)}</strong> {r.rechazadas.length === 1 ? 'queda' : 'quedan'} fuera hasta que se corrijan
          </>
        )}
        .
      </Typography>
      {motivos.length > 0 && (
        <Box component="ul" aria-label="Parcelas fuera por motivo" sx={{ m: 0, pl: 3 }}>
          {motivos.map((m) => (
            <Typography component="li" variant="body2" key={m.motivo}>
              <strong>{formatoNumero(m.cuantas)}</strong> · {m.texto}
            </Typography>
          ))}
        </Box>
      )}
      {r.archivos > 1 && (
        <Typography color="text.secondary">
          El archivo pasaría de 25 MB, el máximo del sistema de la UE: se descarga un zip con {r.archivos} archivos GeoJSON para subir uno
          por uno.
        </Typography>
      )}
    </Stack>
  );
}

/** The plots left out, as a table on a wide screen. */
function TablaRechazadas({ filas }: { filas: RechazoTraces[] }) {
  return (
    <TableContainer component={Paper} variant="outlined">
      <Table size="small" aria-label="Parcelas que quedan fuera del archivo TRACES">
        <TableHead>
          <TableRow>
            <TableCell>PRODUCTOR</TableCell>
            <TableCell>PARCELA</TableCell>
            <TableCell>MOTIVO</TableCell>
            <TableCell>CORRECCIÓN</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {filas.map((f) => {
            const c = correccionTraces(f);
            return (
              <TableRow key={f.uuid}>
                <TableCell>
                  <Enlace a={rutas.cuentaPerfil(f.productor_uuid)}>{f.productor}</Enlace>
                </TableCell>
                <TableCell>
                  <Enlace a={rutas.parcelaPerfil(f.uuid)}>{f.parcela}</Enlace>
                </TableCell>
                <TableCell>{f.texto}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  <Enlace a={c.ruta}>{c.etiqueta}</Enlace>
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

/** The same on a phone: one entry per plot, reason and links underneath. */
function ListaRechazadas({ filas }: { filas: RechazoTraces[] }) {
  return (
    <ListaMui dense disablePadding aria-label="Parcelas que quedan fuera del archivo TRACES">
      {filas.map((f) => {
        const c = correccionTraces(f);
        return (
          <ListItem key={f.uuid} divider disableGutters>
            <ListItemText
              primary={<Enlace a={rutas.parcelaPerfil(f.uuid)}>{f.parcela}</Enlace>}
              secondaryTypographyProps={{ component: 'div' }}
              secondary={
                <Stack spacing={0.5} sx={{ mt: 0.5 }}>
                  <Enlace a={rutas.cuentaPerfil(f.productor_uuid)}>{f.productor}</Enlace>
                  <span>{f.texto}</span>
                  <Enlace a={c.ruta}>{c.etiqueta}</Enlace>
                </Stack>
              }
            />
          </ListItem>
        );
      })}
    </ListaMui>
  );
}

/**
 * /admin/parcelas/traces[?cuenta=producer uuid] (issue 11; the path is ours, docs/DECISIONES.md): for the selected
 * cycle, how many plots the TRACES file carries and each one it leaves out — producer, plot, the reason, and where to
 * fix it — with 'Descargar para TRACES'. Only with usa_eudr; the server asks for PADRON.
 */
export function RevisionTraces() {
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const [params] = useSearchParams();
  const cuenta = params.get('cuenta') || undefined;
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const conEudr = muestraEudr(configuracion ? configuracion.usa_eudr : undefined);
  const revision = useQuery({
    queryKey: ['cosecha', 'revision-traces', ciclo?.uuid, cuenta],
    enabled: !!ciclo && conEudr,
    queryFn: () => leerRevisionTraces(ciclo!.uuid, cuenta),
  });
  if (!conEudr) return <PaginaNoExiste />;
  const r = revision.data;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <TituloPestana titulo={TITULO} />
      <Title title={TITULO} />
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center', justifyContent: 'space-between', mb: 2 }}>
        <BotonRegresar porDefecto={rutas.parcelas()} />
        {ciclo && (
          <BotonDescarga
            ruta={rutaDescargaTraces(ciclo.uuid, cuenta)}
            etiqueta="Descargar para TRACES"
            nombrePorDefecto={NOMBRE_ARCHIVO_TRACES}
            variante="contained"
          />
        )}
      </Stack>
      <Typography component="h1" variant="h5">
        {TITULO}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {ciclo ? `Ciclo ${ciclo.nombre}` : ''}
        {r?.productor && (
          <>
            {' · Solo las parcelas de '}
            <Enlace a={rutas.cuentaPerfil(r.productor.uuid)}>{r.productor.nombre}</Enlace>
            {' · '}
            <Enlace a={rutas.parcelasTraces()}>Ver todo el ciclo</Enlace>
          </>
        )}
      </Typography>
      {revision.isError ? (
        <Alert severity="error">No se pudo cargar la revisión del archivo TRACES.</Alert>
      ) : !r ? (
        <Cargando />
      ) : (
        <Stack spacing={2}>
          <Resumen r={r} />
          {r.rechazadas.length === 0 ? (
            <Alert severity="success">
              {r.aceptadas === 0 ? 'No hay parcelas en este ciclo.' : 'Todas las parcelas se aceptan: el archivo las lleva todas.'}
            </Alert>
          ) : angosta ? (
            <ListaRechazadas filas={ordenarRechazosTraces(r.rechazadas)} />
          ) : (
            <TablaRechazadas filas={ordenarRechazosTraces(r.rechazadas)} />
          )}
          <AvisosTraces avisos={r.avisos} />
        </Stack>
      )}
    </Box>
  );
}
