import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import VerifiedIcon from '@mui/icons-material/Verified';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Lote } from '@domain/contrato/acopio-lotes';
import type { DeclaracionEudr, PaqueteEudr, VerificacionDeclaracion } from '@domain/contrato/eudr-paquete';
import { declaracionesDelLote, verificarDeclaracion } from '../../../../api/eudr-paquete';
import { Cargando } from '../../../../components/Cargando';
import { useFormatoFecha, useFormatoFechaHora } from '../../../../sesion/useFormatoFecha';
import { FormularioReferencia } from './FormularioReferencia';
import { HashCorto } from './HashCorto';

export const claveDeclaraciones = (uuid: string) => ['acopio', 'lote', uuid, 'declaraciones_eudr'];

type EstadoVerificacion = VerificacionDeclaracion['estado'];

/** What the EU system's answer means to the person; `sin_cuenta` and `error` say the server's own sentence. */
const VERIFICACION: Record<EstadoVerificacion, { severidad: 'success' | 'warning' | 'info' | 'error'; texto: string }> = {
  utilizable: { severidad: 'success', texto: 'El sistema de la UE dice que la referencia se puede usar.' },
  no_utilizable: { severidad: 'error', texto: 'El sistema de la UE dice que la referencia no se puede usar.' },
  desconocida: { severidad: 'warning', texto: 'El sistema de la UE no conoce esta referencia.' },
  sin_cuenta: { severidad: 'info', texto: 'No hay una cuenta del sistema de información de la UE configurada.' },
  error: { severidad: 'error', texto: 'El sistema de la UE no respondió.' },
};

/** The answer in words: without an account or with no answer, the server's own sentence (it says what to do). */
function textoVerificacion(v: VerificacionDeclaracion): string {
  const estado = v.estado;
  const base = VERIFICACION[estado].texto;
  if (estado === 'sin_cuenta' || estado === 'error') return v.detalle ?? base;
  return v.detalle ? `${base} ${v.detalle}` : base;
}

/**
 * 'Referencia del importador' (issue 23): the DDS references the importer returned for this lot's packages, newest
 * first. None is edited or deleted: 'Corregir' records a new one that supersedes the current (the old stays, struck
 * through, 'Corregida por …'). 'Verificar en el sistema de la UE' asks the server's adapter and shows its answer.
 */
export function ReferenciaImportador({ lote, paquetes }: { lote: Lote; paquetes: PaqueteEudr[] }) {
  const cliente = useQueryClient();
  const q = useQuery({ queryKey: claveDeclaraciones(lote.uuid), queryFn: () => declaracionesDelLote(lote.uuid) });
  const [formulario, setFormulario] = useState<'nueva' | DeclaracionEudr | null>(null);
  const registros = q.data ?? [];

  return (
    <Box component="section" aria-labelledby="titulo-referencia-importador">
      <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 0.5 }}>
        <Typography id="titulo-referencia-importador" variant="subtitle2" component="h4">
          Referencia del importador
        </Typography>
        {q.data && (
          <Button size="small" variant="outlined" startIcon={<AddIcon />} onClick={() => setFormulario('nueva')}>
            Registrar referencia
          </Button>
        )}
      </Stack>
      {q.isPending && <Cargando />}
      {q.isError && <Alert severity="error">No se pudieron leer las referencias del lote. Intente de nuevo.</Alert>}
      {q.data && registros.length === 0 && (
        <Typography variant="body2" color="text.secondary">
          Aún no hay referencia. Cuando el importador presente su declaración de diligencia debida, regístrela con «Registrar referencia»:
          queda junto al paquete que cubrió.
        </Typography>
      )}
      <Stack spacing={1}>
        {registros.map((d) => (
          <Registro key={d.uuid} d={d} registros={registros} onCorregir={() => setFormulario(d)} />
        ))}
      </Stack>
      {formulario && (
        <FormularioReferencia
          lote={lote}
          paquetes={paquetes}
          corrige={formulario === 'nueva' ? null : formulario}
          onCerrar={() => setFormulario(null)}
          onGuardada={async () => {
            setFormulario(null);
            await cliente.invalidateQueries({ queryKey: claveDeclaraciones(lote.uuid) });
            // the lots table shows the lot's current reference
            await cliente.invalidateQueries({ queryKey: ['acopio', 'lotes'] });
          }}
        />
      )}
    </Box>
  );
}

function Registro({ d, registros, onCorregir }: { d: DeclaracionEudr; registros: DeclaracionEudr[]; onCorregir: () => void }) {
  const fecha = useFormatoFecha();
  const fechaHora = useFormatoFechaHora();
  const corregidaPor = registros.find((r) => r.reemplaza_uuid === d.uuid);
  const [verificando, setVerificando] = useState(false);
  const [verificacion, setVerificacion] = useState<VerificacionDeclaracion | null>(null);
  const [fallo, setFallo] = useState<string | null>(null);

  const verificar = async () => {
    setVerificando(true);
    setFallo(null);
    try {
      setVerificacion(await verificarDeclaracion(d.uuid));
    } catch (e) {
      setFallo(e instanceof Error && e.message ? e.message : 'No se pudo verificar la referencia. Intente de nuevo.');
    }
    setVerificando(false);
  };

  const tachado = d.reemplazada ? { textDecoration: 'line-through', color: 'text.secondary' } : {};
  return (
    <Paper variant="outlined" sx={{ p: 1 }} aria-label={`Referencia ${d.referencia}${d.reemplazada ? ' (corregida)' : ''}`} role="group">
      <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere', ...tachado }}>
        {d.referencia} · verificación {d.verificacion}
      </Typography>
      <Typography variant="body2" sx={tachado}>
        {d.comprador} · {fecha(d.fecha)}
      </Typography>
      <Typography variant="body2" color="text.secondary" component="div">
        Paquete <HashCorto sha256={d.sha256_paquete} /> · registrada por {d.usuario} el {fechaHora(d.created_at)}
      </Typography>
      {d.motivo_correccion && (
        <Typography variant="body2" color="text.secondary">
          Motivo de la corrección: {d.motivo_correccion}
        </Typography>
      )}
      {d.reemplazada && (
        // the lots table's darker orange (warning.dark is 3.8:1 on white; small text needs 4.5:1)
        <Typography variant="body2" sx={{ color: '#8f4400', fontWeight: 600 }}>
          Corregida por {corregidaPor ? corregidaPor.referencia : 'una referencia posterior'}
        </Typography>
      )}
      {!d.reemplazada && (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mt: 0.5 }}>
          <Button size="small" startIcon={<EditIcon />} onClick={onCorregir}>
            Corregir
          </Button>
          <Button
            size="small"
            onClick={() => void verificar()}
            disabled={verificando}
            aria-busy={verificando}
            startIcon={verificando ? <CircularProgress size={16} aria-hidden /> : <VerifiedIcon />}
          >
            Verificar en el sistema de la UE
          </Button>
        </Stack>
      )}
      <Box role="status" aria-live="polite">
        {verificacion && (
          <Alert severity={VERIFICACION[verificacion.estado].severidad} sx={{ mt: 1 }}>
            {`${textoVerificacion(verificacion)} Consultado el ${fechaHora(verificacion.consultado_en)}.`}
          </Alert>
        )}
        {fallo && (
          <Alert severity="error" sx={{ mt: 1 }}>
            {fallo}
          </Alert>
        )}
      </Box>
    </Paper>
  );
}
