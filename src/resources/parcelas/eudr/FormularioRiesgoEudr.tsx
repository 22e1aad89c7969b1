import { useState, type ChangeEvent, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  FormControl,
  FormHelperText,
  InputLabel,
  MenuItem,
  Select,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useNotify } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { problemaAdjunto, validarCambioRiesgo, type TipoAdjunto } from '@domain/eudr/cambio-riesgo';
import type { RegistroRiesgoEudr } from '@domain/contrato/eudr';
import type { ErroresCampos } from '@domain/comun/validacion';
import { cambiarRiesgoEudr, leerCatalogoRiesgoEudr } from '../../../api/eudr';

/**
 * The risk-change form (spec 001 §5 'Risk change form', R069): level, justification, images and documents of at
 * most 2 MB each (a bigger file is dropped with the spec's warning). The evidence of the current record is kept
 * unless the person removes it. After saving, the tab reloads its data.
 */
export function FormularioRiesgoEudr({
  parcela,
  actual,
  onCancelar,
  onGuardado,
}: {
  parcela: string;
  actual: RegistroRiesgoEudr | null;
  onCancelar: () => void;
  onGuardado: () => void;
}) {
  const notify = useNotify();
  const catalogo = useQuery({ queryKey: ['eudr', 'catalogo'], queryFn: leerCatalogoRiesgoEudr });
  const [nivel, setNivel] = useState<number | ''>(actual?.cat_riesgo_eudr.id ?? '');
  const [justificacion, setJustificacion] = useState('');
  const [imagenes, setImagenes] = useState<File[]>([]);
  const [documentos, setDocumentos] = useState<File[]>([]);
  const [previas, setPrevias] = useState(() => (actual?.imagenes ?? '').split(';').filter(Boolean));
  const [previos, setPrevios] = useState(() => (actual?.documentos ?? '').split(';').filter(Boolean));
  const [errores, setErrores] = useState<ErroresCampos>({});
  const [aviso, setAviso] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const elegir = (tipo: TipoAdjunto) => (e: ChangeEvent<HTMLInputElement>) => {
    const elegidos = Array.from(e.target.files ?? []);
    e.target.value = '';
    const problemas = elegidos.map((f) => problemaAdjunto(f, tipo)).filter((m): m is string => m !== null);
    setAviso(problemas.length ? problemas.join(' ') : null);
    const buenos = elegidos.filter((f) => problemaAdjunto(f, tipo) === null);
    (tipo === 'imagen' ? setImagenes : setDocumentos)((ya) => [...ya, ...buenos].slice(0, 5));
  };

  const enviar = async (e: FormEvent) => {
    e.preventDefault();
    const problemas = validarCambioRiesgo({ justificacion, id_riesgo_eudr: nivel === '' ? null : nivel });
    setErrores(problemas);
    if (Object.keys(problemas).length) return;
    setEnviando(true);
    try {
      await cambiarRiesgoEudr({
        uuid: parcela,
        id_riesgo_eudr: Number(nivel),
        justificacion: justificacion.trim(),
        imagenesPrevias: previas,
        documentosPrevios: previos,
        imagenes,
        documentos,
      });
      notify('Riesgo actualizado con éxito', { type: 'success' });
      onGuardado();
    } catch (err) {
      const m = (err as { message?: string }).message;
      setAviso(m || 'Hubo un error al actualizar el riesgo. Favor de contactar al equipo del proveedor.');
    } finally {
      setEnviando(false);
    }
  };

  return (
    <Box component="form" onSubmit={enviar} noValidate aria-label="Cambiar nivel de riesgo" sx={{ display: 'grid', gap: 2, mt: 1 }}>
      <FormControl error={!!errores.id_riesgo_eudr} fullWidth>
        <InputLabel id="nivel-riesgo">Nivel de riesgo</InputLabel>
        <Select labelId="nivel-riesgo" label="Nivel de riesgo" value={nivel} onChange={(e) => setNivel(Number(e.target.value))}>
          {(catalogo.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nombre}
            </MenuItem>
          ))}
        </Select>
        {errores.id_riesgo_eudr && <FormHelperText>{errores.id_riesgo_eudr[0]}</FormHelperText>}
      </FormControl>
      <TextField
        label="Justificación"
        multiline
        minRows={3}
        value={justificacion}
        onChange={(e) => setJustificacion(e.target.value)}
        error={!!errores.justificacion}
        helperText={errores.justificacion?.[0] ?? 'Qué se revisó y por qué se asigna este nivel (visita, documentos, imágenes).'}
        slotProps={{ htmlInput: { maxLength: 4000 } }}
      />
      {(previas.length > 0 || previos.length > 0) && (
        <Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 0.5 }}>
            Evidencia anterior que se conserva (quite la que ya no aplique):
          </Typography>
          <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
            {previas.map((u, i) => (
              <Chip key={u} label={`Imagen ${i + 1}`} onDelete={() => setPrevias((l) => l.filter((x) => x !== u))} />
            ))}
            {previos.map((u, i) => (
              <Chip key={u} label={`Documento ${i + 1}`} onDelete={() => setPrevios((l) => l.filter((x) => x !== u))} />
            ))}
          </Stack>
        </Box>
      )}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <Button variant="outlined" component="label">
          Agregar imágenes
          <input hidden type="file" accept="image/*" multiple onChange={elegir('imagen')} aria-label="Imágenes de evidencia" />
        </Button>
        <Button variant="outlined" component="label">
          Agregar documentos
          <input
            hidden
            type="file"
            accept=".pdf,.doc,.docx,.xls,.xlsx"
            multiple
            onChange={elegir('documento')}
            aria-label="Documentos de evidencia"
          />
        </Button>
      </Stack>
      {(imagenes.length > 0 || documentos.length > 0) && (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1}>
          {[...imagenes, ...documentos].map((f) => (
            <Chip
              key={`${f.name}-${f.size}`}
              label={f.name}
              onDelete={() => {
                setImagenes((l) => l.filter((x) => x !== f));
                setDocumentos((l) => l.filter((x) => x !== f));
              }}
            />
          ))}
        </Stack>
      )}
      <Typography variant="caption" color="text.secondary">
        Cada archivo hasta 2 MB. Imágenes PNG o JPEG; documentos PDF, Word o Excel.
      </Typography>
      {aviso && (
        <Alert severity="warning" onClose={() => setAviso(null)}>
          {aviso.includes('excede') ? <strong>Archivo demasiado grande. </strong> : null}
          {aviso}
        </Alert>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCancelar} disabled={enviando}>
          Cancelar
        </Button>
        <Button type="submit" variant="contained" disabled={enviando}>
          {enviando ? 'Guardando…' : 'Guardar'}
        </Button>
      </Stack>
    </Box>
  );
}
