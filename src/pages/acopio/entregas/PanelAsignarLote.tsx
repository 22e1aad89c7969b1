import { useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { validarAsignacionLote } from '@domain/acopio/lotes';
import { asignarLote, lotesDelCiclo } from '../../../api/acopio-lotes';
import { FormularioPanel } from '../FormularioPanel';
import { claveLotes } from '../lotes/TablaLotes';
import { PanelLateral } from '../PanelLateral';
import { EntregasDelPanel } from './EntregasDelPanel';
import { useEnvioEntregas } from './useEnvioEntregas';

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
  const lotes = useQuery({ queryKey: claveLotes(idCiclo), queryFn: () => lotesDelCiclo(idCiclo) });
  const [idLote, setIdLote] = useState<number | ''>('');
  const { error, enviando, enviar } = useEnvioEntregas('id_lote', onHecho);
  const guardar = () => {
    const cuerpo = { id_lote: idLote === '' ? 0 : idLote, entregas };
    return enviar(validarAsignacionLote(cuerpo), (clave) => asignarLote(cuerpo, clave));
  };
  return (
    <FormularioPanel accion="Asignar" enviando={enviando} onEnviar={guardar} onCerrar={onCerrar}>
      <EntregasDelPanel n={entregas.length} error={error('entregas')} />
      {lotes.data?.length === 0 ? (
        <Alert severity="info">Este ciclo no tiene lotes. Cree uno con «Nuevo lote» en la tabla de lotes.</Alert>
      ) : (
        <TextField
          select
          label="Lote"
          value={idLote}
          onChange={(e) => setIdLote(Number(e.target.value))}
          error={!!error('id_lote')}
          helperText={error('id_lote')}
        >
          {(lotes.data ?? []).map((l) => (
            <MenuItem key={l.id} value={l.id}>
              {l.nombre}
              {l.folio ? ` (${l.folio})` : ''}
            </MenuItem>
          ))}
        </TextField>
      )}
    </FormularioPanel>
  );
}
