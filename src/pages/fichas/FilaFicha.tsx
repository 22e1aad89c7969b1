import { Alert, Box, Button, Card, CardActions, CardContent, Chip, Link, Stack, Typography } from '@mui/material';
import ApartmentIcon from '@mui/icons-material/Apartment';
import OpenInNewIcon from '@mui/icons-material/OpenInNew';
import { useQuery } from '@tanstack/react-query';
import { AVISO_VERSION, verboCarga, versionVisible } from '@domain/fichas/proyecto';
import type { FichaCooperativa, InfoProyecto } from '@domain/contrato/fichas';
import { infoProyecto, rutaDescargaFicha } from '../../api/fichas';
import { ImagenArchivo } from '../../components/ImagenArchivo';
import { useDescarga } from '../../components/useDescarga';
import { EstadoDescarga } from './EstadoDescarga';
import { usePedirDescarga } from './usePedirDescarga';

const COLOR_ESTADO = { Borrador: 'default', Implementado: 'success', Archivado: 'warning' } as const;

/**
 * One associated cooperative form (spec 002 §2.17 detail row): logo, ids, names, cycle and crop, then what its
 * KoboToolbox project reports (questions, records, owner, permissions, status, media files, REST services, version
 * with the version check of §4, 'Ver en Kobo'); its failure is silently ignored (§8), the row keeps what it has. Then
 * the last pull of its submissions, and 'Descargar envíos' (issue 27) for a form with a project when KoboToolbox is
 * configured and the user may edit forms.
 */
export function FilaFicha({
  ficha,
  kobo,
  editar,
  onDatos,
  onCarga,
  onDescargaPedida,
  extra,
  recargando = false,
}: {
  ficha: FichaCooperativa;
  kobo: boolean;
  editar: boolean;
  onDatos: () => void;
  onCarga: () => void;
  /** A pull was queued (or already waited): the page follows the row until it ran. */
  onDescargaPedida: (f: FichaCooperativa) => void;
  extra?: React.ReactNode;
  /** While the list reloads after a dialog, the edits wait for the row's new version (a stale one is a 409). */
  recargando?: boolean;
}) {
  const uid = ficha.kobo_project_uid;
  const info = useQuery({
    queryKey: ['cosecha', 'fichas', 'proyecto', uid],
    queryFn: () => infoProyecto(uid!),
    enabled: kobo && !!uid,
    retry: false,
  });
  const p: InfoProyecto | undefined = info.data?.data.data;
  const preguntas = p?.summary.row_count ?? ficha.numero_preguntas;
  const { descargar, descargando } = useDescarga({
    ruta: rutaDescargaFicha(ficha.id_kobo_ficha),
    nombrePorDefecto: ficha.archivo[0]?.nombre ?? 'ficha.xlsx',
    avisarError: true,
  });
  const tieneArchivo = ficha.archivo.length > 0;
  const descarga = usePedirDescarga(ficha, onDescargaPedida);
  return (
    <Card variant="outlined" data-testid={`ficha-${ficha.id_kobo_ficha}`}>
      <CardContent>
        <Stack direction="row" spacing={2} alignItems="flex-start">
          <Box sx={{ width: 56, flexShrink: 0, textAlign: 'center' }}>
            {ficha.cooperativa.logo ? (
              <ImagenArchivo uuid={ficha.cooperativa.logo} alt={`Logo de ${ficha.cooperativa.nombre}`} alto={48} />
            ) : (
              <ApartmentIcon fontSize="large" color="disabled" titleAccess="Sin logo" />
            )}
          </Box>
          <Box sx={{ minWidth: 0, flex: 1 }}>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {ficha.nombre}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              ID: {ficha.id_kobo_ficha}
            </Typography>
            <Typography sx={{ my: 0.5 }}>{ficha.descripcion}</Typography>
          </Box>
          {p && <Chip label={p.estado} color={COLOR_ESTADO[p.estado]} size="small" />}
        </Stack>
        <Box
          component="dl"
          sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' }, gap: 0.5, m: 0, mt: 1 }}
        >
          <Dato etiqueta="Cooperativa" valor={ficha.cooperativa.nombre} />
          <Dato etiqueta="Ciclo" valor={ficha.ciclo?.nombre ?? '-'} />
          <Dato etiqueta="Cultivo" valor={ficha.cultivo?.nombre ?? '-'} />
          <Dato etiqueta="UID del proyecto" valor={uid ?? 'Sin proyecto en KoboToolbox'} />
          <Dato etiqueta="Preguntas" valor={preguntas ?? 0} />
          <Dato etiqueta="Registros" valor={p?.deployment__submission_count ?? 0} />
          <Dato etiqueta="Propietario" valor={p?.owner__username ?? '-'} />
          <Dato etiqueta="Permisos" valor={p ? p.users.join(', ') || '-' : '-'} />
          <Dato etiqueta="Estado" valor={p?.estado ?? '-'} />
          <Dato etiqueta="Archivos multimedia" valor={p?.files.length ?? 0} />
          <Dato etiqueta="Servicios REST" valor={p?.rest ?? '-'} />
          <Dato etiqueta="Versión actual" valor={versionVisible(p?.deployed_version_id ?? null)} />
        </Box>
        {p?.estado_version === 'aviso' && (
          <Alert severity="warning" sx={{ mt: 1 }}>
            {AVISO_VERSION}
          </Alert>
        )}
        {p?.estado_version === 'error' && (
          <Alert severity="error" sx={{ mt: 1 }}>
            El formulario no tiene una versión implementada en KoboToolbox.
          </Alert>
        )}
        {p && (
          <Link
            href={p.koboUrl}
            target="_blank"
            rel="noopener noreferrer"
            sx={{ display: 'inline-flex', alignItems: 'center', gap: 0.5, mt: 1 }}
          >
            Ver en Kobo <OpenInNewIcon fontSize="inherit" />
          </Link>
        )}
        <EstadoDescarga ficha={ficha} />
        {descarga.aviso && (
          <Alert severity={descarga.aviso.tipo} onClose={descarga.cerrarAviso} sx={{ mt: 1 }}>
            {descarga.aviso.texto}
          </Alert>
        )}
      </CardContent>
      <CardActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        {editar && (
          <Button onClick={onDatos} disabled={recargando}>
            Actualizar datos
          </Button>
        )}
        {editar && kobo && <Button onClick={onCarga} disabled={recargando}>{`${verboCarga(ficha.numero_preguntas)} formulario`}</Button>}
        {tieneArchivo && (
          <Button onClick={() => void descargar()} disabled={descargando}>
            Descargar ficha
          </Button>
        )}
        {tieneArchivo && extra}
        {editar && kobo && uid && (
          <Button onClick={() => void descarga.pedir()} disabled={descarga.pidiendo}>
            {descarga.pidiendo ? 'Pidiendo descarga...' : 'Descargar envíos'}
          </Button>
        )}
      </CardActions>
    </Card>
  );
}

function Dato({ etiqueta, valor }: { etiqueta: string; valor: string | number }) {
  return (
    <Box sx={{ display: 'flex', gap: 0.5, minWidth: 0 }}>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {etiqueta}:
      </Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {valor}
      </Typography>
    </Box>
  );
}
