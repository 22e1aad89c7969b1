import { useMemo, useState } from 'react';
import { Alert, Autocomplete, Button, MenuItem, Stack, TextField, Typography } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { useQuery } from '@tanstack/react-query';
import { ESTADO_CON_FOLIO, ESTATUS_ENTREGA, folioDeEstado } from '@domain/acopio/estados';
import { validarAsignacionEstado } from '@domain/acopio/lotes';
import { formatoFecha } from '@domain/comun/formato';
import type { ErroresCampos } from '@domain/comun/validacion';
import { asignarFolio, foliosDelCiclo, nuevaClave } from '../../../api/acopio-lotes';
import { PanelLateral } from '../PanelLateral';

/**
 * 'Asignar estado' with a folio (spec 002 §4, §5 'State assignment form', R114): state 1 (en bodega) under a folio —
 * an existing one of the cycle, whose date then shows read-only, or a new one — and any other state under 'S/F'.
 */
export function PanelAsignarEstado({
  ids,
  idCiclo,
  onCerrar,
  onHecho,
}: {
  ids: number[] | null;
  idCiclo: number;
  onCerrar: () => void;
  onHecho: () => void;
}) {
  return (
    <PanelLateral abierto={!!ids} titulo="Asignar estado" onCerrar={onCerrar}>
      {ids && <Formulario ids={ids} idCiclo={idCiclo} onHecho={onHecho} onCerrar={onCerrar} />}
    </PanelLateral>
  );
}

function Formulario({ ids, idCiclo, onHecho, onCerrar }: { ids: number[]; idCiclo: number; onHecho: () => void; onCerrar: () => void }) {
  const notify = useNotify();
  const folios = useQuery({ queryKey: ['acopio', 'folios', idCiclo], queryFn: () => foliosDelCiclo(idCiclo) });
  const [clave] = useState(nuevaClave);
  const [tipo, setTipo] = useState<number | ''>('');
  const [folio, setFolio] = useState('');
  const [fecha, setFecha] = useState('');
  const [errores, setErrores] = useState<ErroresCampos>({});
  const [enviando, setEnviando] = useState(false);
  const conFolio = tipo === ESTADO_CON_FOLIO;
  const existente = useMemo(
    () => (conFolio ? folios.data?.find((f) => f.folio === folio.trim()) : undefined),
    [conFolio, folios.data, folio],
  );
  const fechaUsada = existente?.fecha ?? fecha;

  const guardar = async () => {
    const tipoEstado = tipo === '' ? 0 : tipo;
    const e = validarAsignacionEstado({
      entregas: ids.map(String),
      tipo_estado: tipoEstado,
      folio: conFolio ? folio : null,
      fecha: fechaUsada || null,
    });
    setErrores(e);
    if (Object.keys(e).length) return;
    setEnviando(true);
    try {
      const cuerpo = {
        ids_acopio: ids,
        tipo_estado: tipoEstado,
        folio: folioDeEstado(tipoEstado, folio),
        fecha: fechaUsada,
        id_ciclo: idCiclo,
      };
      notify((await asignarFolio(cuerpo, clave)).message, { type: 'success' });
      onHecho();
    } catch (err) {
      const h = err as HttpError & { body?: { erroresOriginales?: ErroresCampos } };
      setErrores(h.body?.erroresOriginales ?? { tipo_estado: [h.message] });
    } finally {
      setEnviando(false);
    }
  };
  const error = (campo: string) => errores[campo]?.join(' ');

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void guardar())}>
      <Typography>{ids.length === 1 ? '1 entrega seleccionada' : `${ids.length} entregas seleccionadas`}</Typography>
      {(errores.entregas ?? errores.ids_acopio) && <Alert severity="error">{(errores.entregas ?? errores.ids_acopio).join(' ')}</Alert>}
      <TextField
        select
        label="Estado"
        value={tipo}
        onChange={(e) => setTipo(Number(e.target.value))}
        error={!!error('tipo_estado')}
        helperText={error('tipo_estado')}
      >
        {Object.entries(ESTATUS_ENTREGA).map(([id, nombre]) => (
          <MenuItem key={id} value={Number(id)}>
            {nombre}
          </MenuItem>
        ))}
      </TextField>
      {conFolio ? (
        <Autocomplete
          freeSolo
          options={(folios.data ?? []).map((f) => f.folio)}
          inputValue={folio}
          onInputChange={(_e, v) => setFolio(v)}
          renderInput={(p) => (
            <TextField
              {...p}
              label="Folio"
              error={!!error('folio')}
              helperText={
                error('folio') ??
                (existente
                  ? `Folio existente del ${formatoFecha(existente.fecha)} con ${existente.entregas} entregas`
                  : 'Escriba un folio nuevo o elija uno existente')
              }
            />
          )}
        />
      ) : (
        tipo !== '' && (
          <TextField
            label="Folio"
            value="S/F"
            slotProps={{ input: { readOnly: true } }}
            helperText="Solo el estado En bodega lleva folio"
          />
        )
      )}
      <TextField
        label="Fecha"
        type="date"
        value={fechaUsada}
        onChange={(e) => setFecha(e.target.value)}
        slotProps={{ inputLabel: { shrink: true }, input: { readOnly: !!existente } }}
        error={!!error('fecha')}
        helperText={error('fecha') ?? (existente ? 'La fecha es la del folio existente' : undefined)}
      />
      <Stack direction="row" spacing={1} justifyContent="flex-end">
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button type="submit" variant="contained" disabled={enviando}>
          Asignar
        </Button>
      </Stack>
    </Stack>
  );
}
