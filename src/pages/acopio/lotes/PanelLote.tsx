import { useState } from 'react';
import { Alert, Button, TextField } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { aTexto, leerCentesimos } from '@domain/acopio/cantidades';
import { avisoVolumen, validarLote } from '@domain/acopio/lotes';
import { hoyEnZona } from '@domain/comun/formato';
import type { ErroresCampos } from '@domain/comun/validacion';
import type { Lote } from '@domain/contrato/acopio-lotes';
import { crearLote, editarLote } from '../../../api/acopio-lotes';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { CampoFecha } from '../CampoFecha';
import { FormularioPanel } from '../FormularioPanel';
import { PanelLateral } from '../PanelLateral';

interface Campos {
  nombre: string;
  folio: string;
  volumen: string;
  fecha_entrega_venta: string;
  observaciones: string;
}

const camposDe = (l: Lote | null): Campos => ({
  nombre: l?.nombre ?? '',
  folio: l?.folio ?? '',
  volumen: aTexto(l?.volumen),
  fecha_entrega_venta: l?.fecha_entrega_venta ?? '',
  observaciones: l?.observaciones ?? '',
});

/**
 * Create or edit a lot (spec 002 §5 'Lot'): the same rules as the server (domain/acopio/lotes.ts), the volume typed
 * in kg and read exactly (×100), and the spec's warning while the volume is below what the lot already holds.
 */
export function PanelLote({
  abierto,
  lote,
  idCiclo,
  onCerrar,
  onGuardado,
}: {
  abierto: boolean;
  /** null: a new lot. */
  lote: Lote | null;
  idCiclo: number;
  onCerrar: () => void;
  onGuardado: () => void;
}) {
  return (
    <PanelLateral abierto={abierto} titulo={lote ? `Editar lote ${lote.nombre}` : 'Nuevo lote'} onCerrar={onCerrar}>
      {abierto && <FormularioLote key={lote?.uuid ?? 'nuevo'} lote={lote} idCiclo={idCiclo} onGuardado={onGuardado} onCerrar={onCerrar} />}
    </PanelLateral>
  );
}

function FormularioLote({
  lote,
  idCiclo,
  onGuardado,
  onCerrar,
}: {
  lote: Lote | null;
  idCiclo: number;
  onGuardado: () => void;
  onCerrar: () => void;
}) {
  const notify = useNotify();
  const { configuracion } = useConfiguracion();
  const [c, setC] = useState<Campos>(() => camposDe(lote));
  const [errores, setErrores] = useState<ErroresCampos>({});
  const [enviando, setEnviando] = useState(false);
  const [conflicto, setConflicto] = useState<string | null>(null);
  const volumen = leerCentesimos(c.volumen);
  const aviso = lote ? avisoVolumen(volumen.valor, lote.lote_kgs_entregados) : null;
  const cambiar = (campo: keyof Campos) => (e: { target: { value: string } }) => setC({ ...c, [campo]: e.target.value });
  const error = (campo: string) => errores[campo]?.join(' ');

  const guardar = async () => {
    const datos = {
      nombre: c.nombre,
      folio: c.folio.trim() || null,
      volumen: volumen.valor,
      fecha_entrega_venta: c.fecha_entrega_venta || null,
      observaciones: c.observaciones.trim() || null,
    };
    const e = validarLote(datos, hoyEnZona(configuracion?.zona_horaria));
    if (volumen.error) e.volumen = [volumen.error];
    setErrores(e);
    if (Object.keys(e).length) return;
    setEnviando(true);
    try {
      const r = lote ? await editarLote(lote.uuid, { ...datos, version: lote.version }) : await crearLote({ ...datos, id_ciclo: idCiclo });
      notify(r.message, { type: 'success' });
      onGuardado();
    } catch (err) {
      const h = err as HttpError & { body?: { erroresOriginales?: ErroresCampos } };
      if (h.status === 409) setConflicto(h.message);
      else if (h.body?.erroresOriginales) setErrores(h.body.erroresOriginales);
      else notify(h.message || 'No se pudo guardar el lote', { type: 'error' });
    } finally {
      setEnviando(false);
    }
  };

  return (
    <FormularioPanel accion="Guardar" enviando={enviando} onEnviar={guardar} onCerrar={onCerrar}>
      {conflicto && (
        <Alert severity="warning" action={<Button onClick={onGuardado}>Recargar</Button>}>
          {conflicto}
        </Alert>
      )}
      <TextField
        label="Nombre"
        required
        value={c.nombre}
        onChange={cambiar('nombre')}
        error={!!error('nombre')}
        helperText={error('nombre')}
      />
      <TextField label="Folio" value={c.folio} onChange={cambiar('folio')} error={!!error('folio')} helperText={error('folio')} />
      <TextField
        label="Volumen (kg)"
        value={c.volumen}
        onChange={cambiar('volumen')}
        slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        error={!!(error('volumen') ?? volumen.error)}
        helperText={error('volumen') ?? volumen.error}
      />
      {aviso && <Alert severity="warning">{aviso}</Alert>}
      <CampoFecha
        label="Fecha de entrega a la venta"
        value={c.fecha_entrega_venta}
        onChange={cambiar('fecha_entrega_venta')}
        error={error('fecha_entrega_venta')}
      />
      <TextField label="Observaciones" multiline minRows={2} value={c.observaciones} onChange={cambiar('observaciones')} />
    </FormularioPanel>
  );
}
