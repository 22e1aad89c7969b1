import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { ESTADO_CON_FOLIO, folioDeEstado } from '@domain/acopio/estados';
import { validarAsignacionEstado } from '@domain/acopio/lotes';
import { formatoFecha } from '@domain/comun/formato';
import { asignarFolio, foliosDelCiclo } from '../../../api/acopio-lotes';
import { CampoFecha } from '../CampoFecha';
import { FormularioPanel } from '../FormularioPanel';
import { PanelLateral } from '../PanelLateral';
import { EntregasDelPanel } from './EntregasDelPanel';
import { SelectEstadoEntrega } from './SelectEstadoEntrega';
import { useEnvioEntregas } from './useEnvioEntregas';

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
  const folios = useQuery({ queryKey: ['acopio', 'folios', idCiclo], queryFn: () => foliosDelCiclo(idCiclo) });
  const [tipo, setTipo] = useState<number | ''>('');
  const [folio, setFolio] = useState('');
  const [fecha, setFecha] = useState('');
  const { error, enviando, enviar } = useEnvioEntregas('tipo_estado', onHecho);
  const conFolio = tipo === ESTADO_CON_FOLIO;
  const existente = useMemo(
    () => (conFolio ? folios.data?.find((f) => f.folio === folio.trim()) : undefined),
    [conFolio, folios.data, folio],
  );
  const fechaUsada = existente?.fecha ?? fecha;

  const guardar = () => {
    const tipoEstado = tipo === '' ? 0 : tipo;
    const reglas = validarAsignacionEstado({
      entregas: ids.map(String),
      tipo_estado: tipoEstado,
      folio: conFolio ? folio : null,
      fecha: fechaUsada || null,
    });
    const cuerpo = {
      ids_acopio: ids,
      tipo_estado: tipoEstado,
      folio: folioDeEstado(tipoEstado, folio),
      fecha: fechaUsada,
      id_ciclo: idCiclo,
    };
    return enviar(reglas, (clave) => asignarFolio(cuerpo, clave));
  };

  return (
    <FormularioPanel accion="Asignar" enviando={enviando} onEnviar={guardar} onCerrar={onCerrar}>
      <EntregasDelPanel n={ids.length} error={error('entregas') ?? error('ids_acopio')} />
      <SelectEstadoEntrega valor={tipo} onCambio={setTipo} error={error('tipo_estado')} />
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
      <CampoFecha
        label="Fecha"
        value={fechaUsada}
        onChange={(e) => setFecha(e.target.value)}
        slotProps={{ input: { readOnly: !!existente } }}
        error={error('fecha')}
        helperText={existente ? 'La fecha es la del folio existente' : undefined}
      />
    </FormularioPanel>
  );
}
