import { useState } from 'react';
import { Alert, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { validarAsignacionLote } from '@domain/acopio/lotes';
import type { ErroresCampos } from '@domain/comun/validacion';
import { asignarLote, lotesDelCiclo, nuevaClave } from '../../../api/acopio-lotes';
import { claveLotes } from '../lotes/TablaLotes';
import { PanelLateral } from '../PanelLateral';

/** 'Asignar lote' (spec 002 §2.7, §5 'Lot'): the selected deliveries go into one lot of the cycle, once per opening. */
export function PanelAsignarLote({
  entregas,
  idCiclo,
  onCerrar,
  onHecho,
}: {
  entregas: string[] | null;
  idCiclo: number;
  onCerrar: () => void;
  onHecho: () => void;
}) {
  return (
    <PanelLateral abierto={!!entregas} titulo="Asignar lote" onCerrar={onCerrar}>
      {entregas && <Formulario entregas={entregas} idCiclo={idCiclo} onHecho={onHecho} onCerrar={onCerrar} />}
    </PanelLateral>
  );
}

function Formulario({
  entregas,
  idCiclo,
  onHecho,
  onCerrar,
}: {
  entregas: string[];
  idCiclo: number;
  onHecho: () => void;
  onCerrar: () => void;
}) {
  const notify = useNotify();
  const lotes = useQuery({ queryKey: claveLotes(idCiclo), queryFn: () => lotesDelCiclo(idCiclo) });
  const [clave] = useState(nuevaClave);
  const [idLote, setIdLote] = useState<number | ''>('');
  const [errores, setErrores] = useState<ErroresCampos>({});
  const [enviando, setEnviando] = useState(false);
  const guardar = async () => {
    const cuerpo = { id_lote: idLote === '' ? 0 : idLote, entregas };
    const e = validarAsignacionLote(cuerpo);
    setErrores(e);
    if (Object.keys(e).length) return;
    setEnviando(true);
    try {
      notify((await asignarLote(cuerpo, clave)).message, { type: 'success' });
      onHecho();
    } catch (err) {
      const h = err as HttpError & { body?: { erroresOriginales?: ErroresCampos } };
      setErrores(h.body?.erroresOriginales ?? { id_lote: [h.message] });
    } finally {
      setEnviando(false);
    }
  };
  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void guardar())}>
      <Typography>{entregas.length === 1 ? '1 entrega seleccionada' : `${entregas.length} entregas seleccionadas`}</Typography>
      {errores.entregas && <Alert severity="error">{errores.entregas.join(' ')}</Alert>}
      {lotes.data?.length === 0 ? (
        <Alert severity="info">Este ciclo no tiene lotes. Cree uno con «Nuevo lote» en la tabla de lotes.</Alert>
      ) : (
        <TextField
          select
          label="Lote"
          value={idLote}
          onChange={(e) => setIdLote(Number(e.target.value))}
          error={!!errores.id_lote}
          helperText={errores.id_lote?.join(' ')}
        >
          {(lotes.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.nombre}
              {l.folio ? ` (${l.folio})` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={enviando}>
          Asignar
        </Button>
      </Stack>
    </Stack>
  );
}
