import { useState } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import { useNotify, type HttpError } from 'react-admin';
import { hoyEnZona } from '@domain/comun/formato';
import { COMPRADOR_MAXIMO, MENSAJES_DECLARACION, MOTIVO_CORRECCION_MAXIMO, validarDeclaracion } from '@domain/eudr/declaracion';
import type { Lote } from '@domain/contrato/acopio-lotes';
import type { CuerpoDeclaracionEudr, DeclaracionEudr, PaqueteEudr } from '@domain/contrato/eudr-paquete';
import { nuevaClave, registrarDeclaracion } from '../../../../api/eudr-paquete';
import { useConfiguracion } from '../../../../sesion/useConfiguracion';
import { useFormatoFechaHora } from '../../../../sesion/useFormatoFecha';

type Campo = 'comprador' | 'referencia' | 'verificacion' | 'fecha' | 'paquete_uuid' | 'motivo_correccion';
type Errores = Partial<Record<Campo, string>>;

/** The newest package first: the one a new reference most likely covers. */
const masNuevo = (paquetes: PaqueteEudr[]) => [...paquetes].sort((a, b) => b.created_at.localeCompare(a.created_at));

/**
 * 'Registrar referencia' and 'Corregir' (issue 23): the buyer, the DDS reference and verification number the importer
 * returned, the date they filed it and the package it covered (the newest by default). A correction starts from the
 * record it corrects and asks why. Checked in the browser by the server's own rule (domain/eudr/declaracion.ts) before
 * sending; the server's messages are shown on their fields; one Idempotency-Key per opening, so a double click records
 * once.
 */
export function FormularioReferencia({
  lote,
  paquetes,
  corrige,
  onCerrar,
  onGuardada,
}: {
  lote: Lote;
  paquetes: PaqueteEudr[];
  corrige: DeclaracionEudr | null;
  onCerrar: () => void;
  onGuardada: () => void | Promise<void>;
}) {
  const { configuracion } = useConfiguracion();
  const notify = useNotify();
  const hoy = hoyEnZona(configuracion?.zona_horaria);
  const fechaHora = useFormatoFechaHora();
  const ordenados = masNuevo(paquetes);
  const [clave] = useState(nuevaClave);
  const [datos, setDatos] = useState<Record<Campo, string>>({
    comprador: corrige?.comprador ?? '',
    referencia: corrige?.referencia ?? '',
    verificacion: corrige?.verificacion ?? '',
    fecha: corrige?.fecha ?? '',
    paquete_uuid: corrige?.paquete_uuid ?? ordenados[0]?.uuid ?? '',
    motivo_correccion: '',
  });
  const [errores, setErrores] = useState<Errores>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const cambiar = (campo: Campo) => (e: React.ChangeEvent<HTMLInputElement>) => {
    setDatos((d) => ({ ...d, [campo]: e.target.value }));
    setErrores((x) => ({ ...x, [campo]: undefined }));
  };

  const cuerpo = (): CuerpoDeclaracionEudr => ({
    paquete_uuid: datos.paquete_uuid,
    comprador: datos.comprador,
    referencia: datos.referencia,
    verificacion: datos.verificacion,
    fecha: datos.fecha,
    ...(corrige ? { reemplaza_uuid: corrige.uuid, motivo_correccion: datos.motivo_correccion } : {}),
  });

  const guardar = async () => {
    setGeneral(null);
    const c = cuerpo();
    const enNavegador: Errores = Object.fromEntries(Object.entries(validarDeclaracion(c, hoy)).map(([k, m]) => [k, m.join(' ')]));
    if (!c.paquete_uuid) enNavegador.paquete_uuid = MENSAJES_DECLARACION.paquete;
    if (Object.keys(enNavegador).length > 0) return setErrores(enNavegador);
    setEnviando(true);
    try {
      await registrarDeclaracion(lote.uuid, c, clave);
      notify(MENSAJES_DECLARACION.registrada, { type: 'success' });
      await onGuardada();
    } catch (e) {
      const h = e as HttpError & { body?: { errors?: Record<string, string> } };
      const porCampo = h.body?.errors ?? {};
      const propios = Object.fromEntries(Object.entries(porCampo).filter(([c]) => c in datos)) as Errores;
      setErrores(propios);
      // a message with no field of this form (a superseded record, a 403) is said above the fields
      if (Object.keys(propios).length === 0) setGeneral(h.message || 'No se pudo registrar la referencia. Intente de nuevo.');
    }
    setEnviando(false);
  };

  const campo = (nombre: Campo, etiqueta: string, extra: object = {}) => ({
    label: etiqueta,
    value: datos[nombre],
    onChange: cambiar(nombre),
    error: !!errores[nombre],
    helperText: errores[nombre] ?? ' ',
    fullWidth: true,
    required: true,
    name: nombre,
    ...extra,
  });

  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="sm" aria-labelledby="titulo-formulario-referencia">
      <DialogTitle id="titulo-formulario-referencia">
        {corrige ? `Corregir la referencia ${corrige.referencia}` : 'Registrar referencia'}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={0.5} sx={{ pt: 1 }}>
          {general && <Alert severity="error">{general}</Alert>}
          <TextField {...campo('comprador', 'Comprador (importador)')} slotProps={{ htmlInput: { maxLength: COMPRADOR_MAXIMO } }} />
          <TextField {...campo('referencia', 'Referencia DDS')} placeholder="25ITQRBHJ68633" slotProps={{ htmlInput: { maxLength: 40 } }} />
          <TextField {...campo('verificacion', 'Número de verificación')} slotProps={{ htmlInput: { maxLength: 40 } }} />
          <TextField
            {...campo('fecha', 'Fecha de la declaración')}
            type="date"
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: hoy } }}
          />
          <TextField {...campo('paquete_uuid', 'Paquete que cubre')} select>
            {ordenados.map((p) => (
              <MenuItem key={p.uuid} value={p.uuid}>
                {`${fechaHora(p.created_at)} · ${p.sha256.slice(0, 12)} · ${p.parcelas} parcelas`}
              </MenuItem>
            ))}
          </TextField>
          {corrige && (
            <TextField
              {...campo('motivo_correccion', 'Motivo de la corrección')}
              multiline
              minRows={2}
              slotProps={{ htmlInput: { maxLength: MOTIVO_CORRECCION_MAXIMO } }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cancelar</Button>
        <Button variant="contained" disabled={enviando} onClick={() => void guardar()}>
          {corrige ? 'Registrar corrección' : 'Registrar'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
