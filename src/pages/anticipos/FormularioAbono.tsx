import { useState } from 'react';
import { Alert, TextField, Typography } from '@mui/material';
import { leerCentesimos } from '@domain/acopio/cantidades';
import { validarAbono } from '@domain/anticipos/validar';
import { formatoCentavos, formatoFecha, hoyEnZona } from '@domain/comun/formato';
import type { FilaAnticipo, RespuestaAbono } from '@domain/contrato/anticipos';
import { abonar, nuevaClave } from '../../api/anticipos';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { FormularioPanel } from '../acopio/FormularioPanel';
import { PanelLateral } from '../acopio/PanelLateral';
import { erroresDelServidor } from '../../components/erroresServidor';

const CAMPOS = ['fecha_ejecucion', 'cantidad_pago', 'comision_efectivo'] as const;

/**
 * 'Abono de efectivo' (spec 002 §2.10, §5 'Cash repayment form', R100): date (today by default, not after it), amount
 * up to the balance, the cash commission. Interest is paid first, then capital (the server's replay). The balance
 * shown is today's; a backdated repayment is checked by the server against the balance on its date.
 */
export function FormularioAbono({
  anticipo,
  etiqueta,
  onCerrar,
  onGuardado,
}: {
  anticipo: FilaAnticipo | null;
  etiqueta: string;
  onCerrar: () => void;
  onGuardado: (r: RespuestaAbono) => void;
}) {
  return (
    <PanelLateral abierto={!!anticipo} titulo="Abono de efectivo" onCerrar={onCerrar}>
      {anticipo && <Contenido anticipo={anticipo} etiqueta={etiqueta} onCerrar={onCerrar} onGuardado={onGuardado} />}
    </PanelLateral>
  );
}

function Contenido({
  anticipo,
  etiqueta,
  onCerrar,
  onGuardado,
}: {
  anticipo: FilaAnticipo;
  etiqueta: string;
  onCerrar: () => void;
  onGuardado: (r: RespuestaAbono) => void;
}) {
  const { configuracion } = useConfiguracion();
  const hoy = hoyEnZona(configuracion?.zona_horaria);
  const [clave] = useState(nuevaClave);
  const [fecha, setFecha] = useState(hoy);
  const [monto, setMonto] = useState('');
  const [comision, setComision] = useState('');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const enviar = async () => {
    const cantidad = leerCentesimos(monto);
    const com = leerCentesimos(comision);
    const datos = { fecha_ejecucion: fecha, cantidad_pago: cantidad.valor, comision_efectivo: com.valor };
    const propios = Object.fromEntries(
      Object.entries(validarAbono(datos, { hoy, fechaAnticipo: anticipo.fecha_ejecucion, saldo: anticipo.total_saldo })).map(([k, m]) => [
        k,
        m[0],
      ]),
    );
    if (cantidad.error) propios.cantidad_pago = cantidad.error;
    if (com.error) propios.comision_efectivo = com.error;
    setErrores(propios);
    setGeneral(null);
    if (Object.keys(propios).length) return;
    setEnviando(true);
    try {
      onGuardado(
        await abonar(
          { id_anticipo: anticipo.id, fecha_ejecucion: fecha, cantidad_pago: cantidad.valor!, comision_efectivo: com.valor ?? 0 },
          clave,
        ),
      );
    } catch (e) {
      const r = erroresDelServidor(e, CAMPOS);
      setErrores(r.porCampo);
      setGeneral(r.general);
      setEnviando(false);
    }
  };

  return (
    <FormularioPanel accion="Guardar" enviando={enviando} onEnviar={enviar} onCerrar={onCerrar}>
      <Typography variant="body2">
        {etiqueta.charAt(0).toLocaleUpperCase('es') + etiqueta.slice(1)} {anticipo.folio} de {anticipo.productor_nombre}, del{' '}
        {formatoFecha(anticipo.fecha_ejecucion)}. Saldo total hoy: <strong>{formatoCentavos(anticipo.total_saldo)}</strong>
        {anticipo.total_interes > 0
          ? ` (incluye ${formatoCentavos(anticipo.total_interes)} de interés; el abono paga primero el interés)`
          : ''}
        .
      </Typography>
      <TextField
        label="Fecha"
        type="date"
        value={fecha}
        onChange={(e) => setFecha(e.target.value)}
        error={!!errores.fecha_ejecucion}
        helperText={errores.fecha_ejecucion ?? ' '}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: anticipo.fecha_ejecucion, max: hoy } }}
      />
      <TextField
        label="Monto"
        value={monto}
        onChange={(e) => setMonto(e.target.value)}
        error={!!errores.cantidad_pago}
        helperText={errores.cantidad_pago ?? `Hasta ${formatoCentavos(anticipo.total_saldo)}`}
        required
        autoFocus
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label="Comisión en efectivo"
        value={comision}
        onChange={(e) => setComision(e.target.value)}
        error={!!errores.comision_efectivo}
        helperText={errores.comision_efectivo ?? 'Se registra aparte; no reduce el saldo'}
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {general && <Alert severity="error">{general}</Alert>}
    </FormularioPanel>
  );
}
