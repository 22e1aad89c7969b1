import { useState } from 'react';
import { validarCambioEstado } from '@domain/acopio/cambio-estado';
import { cambiarEstado } from '../../../api/acopio-lotes';
import { CampoFecha } from '../CampoFecha';
import { FormularioPanel } from '../FormularioPanel';
import { PanelLateral } from '../PanelLateral';
import { EntregasDelPanel } from './EntregasDelPanel';
import { SelectEstadoEntrega } from './SelectEstadoEntrega';
import { useEnvioEntregas } from './useEnvioEntregas';

/** 'Cambiar estado' (spec 002 §4 'Delivery status change', §5 'Lot' change state): a state and a date. */
export function PanelCambiarEstado({
  entregas,
  onCerrar,
  onHecho,
}: {
  entregas: string[] | null;
  onCerrar: () => void;
  onHecho: () => void;
}) {
  return (
    <PanelLateral abierto={!!entregas} titulo="Cambiar estado" onCerrar={onCerrar}>
      {entregas && <Formulario entregas={entregas} onHecho={onHecho} onCerrar={onCerrar} />}
    </PanelLateral>
  );
}

function Formulario({ entregas, onHecho, onCerrar }: { entregas: string[]; onHecho: () => void; onCerrar: () => void }) {
  const [estado, setEstado] = useState<number | ''>('');
  const [fecha, setFecha] = useState('');
  const { error, enviando, enviar } = useEnvioEntregas('id_estado', onHecho);
  const guardar = () => {
    const cuerpo = { id_estado: estado === '' ? 0 : estado, fecha_actualizacion: fecha || null, entregas };
    const reglas = validarCambioEstado({ entregas, id_estado: cuerpo.id_estado, fecha: cuerpo.fecha_actualizacion });
    return enviar(reglas, (clave) => cambiarEstado(cuerpo, clave));
  };
  return (
    <FormularioPanel accion="Cambiar" enviando={enviando} onEnviar={guardar} onCerrar={onCerrar}>
      <EntregasDelPanel n={entregas.length} error={error('entregas')} />
      <SelectEstadoEntrega valor={estado} onCambio={setEstado} error={error('id_estado')} />
      <CampoFecha label="Fecha" value={fecha} onChange={(e) => setFecha(e.target.value)} error={error('fecha_actualizacion')} />
    </FormularioPanel>
  );
}
