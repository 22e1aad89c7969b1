import { useState } from 'react';
import { Alert, MenuItem, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { PRODUCTOS } from '@domain/comun/productos';
import { leerCentesimos } from '@domain/acopio/cantidades';
import { fechaMaximaAdelante, MESES_ADELANTE } from '@domain/acopio/fechas';
import { hoyEnZona } from '@domain/comun/formato';
import { motivoDe, motivosDisponibles, soloMonto, validarDesembolso } from '@domain/efectivo/validar';
import type { FilaEfectivo, RespuestaDesembolso } from '@domain/contrato/efectivo';
import { acopiadoresEfectivo, editarDesembolso, nuevaClave, registrarDesembolso } from '../../api/efectivo';
import { centrosDeCooperativa } from '../../api/catalogos';
import { sesion } from '../../sesion/almacenSesion';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { FormularioPanel } from '../acopio/FormularioPanel';
import { PanelLateral } from '../acopio/PanelLateral';
import { erroresDelServidor } from '../../components/erroresServidor';

const CAMPOS = ['fecha_envio', 'id_centros_acopios', 'cantidad', 'tipo_motivo', 'acopiador', 'observaciones'] as const;

/**
 * The side panel that registers or edits a cash disbursement (spec 002 §2.11, §5 'Cash disbursement form', R105):
 * date (today by default, at most 12 months ahead), centre when the cooperative uses centres, amount (digits and the
 * dot only), reason (credit only with credit level 2 or more), and the collector who received it, or none: one of the
 * cooperative's collectors, of the chosen centre when it uses centres (the server checks the same). Escape closes it
 * (PanelLateral).
 */
export function FormularioDesembolso({
  abierto,
  idCiclo,
  desembolso,
  onCerrar,
  onGuardado,
}: {
  abierto: boolean;
  idCiclo: number;
  desembolso: FilaEfectivo | null;
  onCerrar: () => void;
  onGuardado: (r: RespuestaDesembolso) => void;
}) {
  return (
    <PanelLateral
      abierto={abierto}
      titulo={desembolso ? `Editar desembolso ${desembolso.id}` : 'Nuevo desembolso de efectivo'}
      onCerrar={onCerrar}
    >
      {abierto && <Contenido idCiclo={idCiclo} desembolso={desembolso} onCerrar={onCerrar} onGuardado={onGuardado} />}
    </PanelLateral>
  );
}

function Contenido({
  idCiclo,
  desembolso,
  onCerrar,
  onGuardado,
}: {
  idCiclo: number;
  desembolso: FilaEfectivo | null;
  onCerrar: () => void;
  onGuardado: (r: RespuestaDesembolso) => void;
}) {
  const { configuracion } = useConfiguracion();
  const hoy = hoyEnZona(configuracion?.zona_horaria);
  const conCentros = Number(configuracion?.usa_centros_acopios ?? 1) === 1;
  const nivel = Number(configuracion?.id_cat_credito_precosecha ?? 1);
  const etiqueta = configuracion?.anticipos_etiqueta?.trim() || 'anticipo';
  // the same words as the list's 'Motivo' (the server writes 'Pago de ' || lower(product name))
  const producto = PRODUCTOS.find((p) => p.id === Number(configuracion?.id_cat_productos))?.nombre.toLowerCase() ?? 'producto';
  const idCooperativa = sesion.usuario()?.id_cooperativa ?? 0;
  const centros = useQuery({
    queryKey: ['cosecha', 'centros', idCooperativa],
    queryFn: () => centrosDeCooperativa(idCooperativa),
    enabled: conCentros,
  });
  const acopiadores = useQuery({ queryKey: ['cosecha', 'efectivo', 'acopiadores', idCooperativa], queryFn: acopiadoresEfectivo });
  const [clave] = useState(nuevaClave);
  const [fecha, setFecha] = useState(desembolso?.fecha_envio ?? hoy);
  const [centro, setCentro] = useState<number | ''>(desembolso?.id_centros_acopios ?? '');
  const [monto, setMonto] = useState(desembolso ? (desembolso.cantidad / 100).toFixed(2) : '');
  const [motivo, setMotivo] = useState<number | ''>(desembolso?.tipo_motivo ?? '');
  const [acopiador, setAcopiador] = useState<number | ''>(desembolso?.acopiador ?? '');
  // who may receive it: the chosen centre's collectors (all of them while no centre is chosen, or without centres)
  const elegibles = (acopiadores.data ?? []).filter((a) => !conCentros || centro === '' || a.id_centros_acopios === centro);
  const [observaciones, setObservaciones] = useState(desembolso?.observaciones ?? '');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  // a field's message goes once the person changes it (it said what was missing)
  const corregido = (campo: string) => setErrores(({ [campo]: _, ...resto }) => resto);

  const enviar = async () => {
    const cantidad = leerCentesimos(monto);
    const datos = {
      id_ciclos: desembolso?.id_ciclos ?? idCiclo,
      fecha_envio: fecha,
      id_centros_acopios: centro === '' ? null : centro,
      cantidad: cantidad.valor ?? 0,
      tipo_motivo: motivo === '' ? 0 : motivo,
      acopiador: acopiador === '' ? null : acopiador,
      observaciones: observaciones.trim() || null,
    };
    const propios = Object.fromEntries(
      Object.entries(validarDesembolso(datos, { hoy, conCentros, nivelCredito: nivel })).map(([k, m]) => [k, m[0]]),
    );
    setErrores(propios);
    setGeneral(null);
    if (Object.keys(propios).length) return;
    setEnviando(true);
    try {
      onGuardado(
        desembolso
          ? await editarDesembolso(desembolso.id, { ...datos, version: desembolso.version })
          : await registrarDesembolso(datos, clave),
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
      <TextField
        label="Fecha de envío"
        type="date"
        value={fecha}
        onChange={(e) => {
          setFecha(e.target.value);
          corregido('fecha_envio');
        }}
        error={!!errores.fecha_envio}
        helperText={errores.fecha_envio ?? ' '}
        required
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: fechaMaximaAdelante(hoy, MESES_ADELANTE.desembolso) } }}
      />
      {conCentros && (
        <TextField
          select
          label="Centro de acopio"
          value={centro}
          onChange={(e) => {
            const nuevo = Number(e.target.value);
            setCentro(nuevo);
            corregido('id_centros_acopios');
            // a collector of another centre does not receive this centre's cash
            if (acopiador !== '' && acopiadores.data?.find((a) => a.id === acopiador)?.id_centros_acopios !== nuevo) setAcopiador('');
          }}
          error={!!errores.id_centros_acopios}
          helperText={errores.id_centros_acopios ?? ' '}
          required
        >
          {(centros.data ?? []).map((c) => (
            <MenuItem key={c.id} value={c.id}>
              {c.nombre}
            </MenuItem>
          ))}
        </TextField>
      )}
      <TextField
        label="Cantidad"
        value={monto}
        onChange={(e) => {
          setMonto(soloMonto(e.target.value));
          corregido('cantidad');
        }}
        error={!!errores.cantidad}
        helperText={errores.cantidad ?? ' '}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        select
        label="Motivo"
        value={motivo}
        onChange={(e) => {
          setMotivo(Number(e.target.value));
          corregido('tipo_motivo');
        }}
        error={!!errores.tipo_motivo}
        helperText={errores.tipo_motivo ?? ' '}
        required
      >
        {motivosDisponibles(nivel).map((m) => (
          <MenuItem key={m} value={m}>
            {motivoDe(m, etiqueta, producto).motivo}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label="Acopiador que lo recibe"
        value={acopiador}
        onChange={(e) => {
          setAcopiador(e.target.value === '' ? '' : Number(e.target.value));
          corregido('acopiador');
        }}
        error={!!errores.acopiador || acopiadores.isError}
        helperText={
          errores.acopiador ??
          (acopiadores.isError
            ? 'No se pudo cargar la lista de acopiadores; cierre y vuelva a abrir el formulario.'
            : acopiadores.isSuccess && elegibles.length === 0
              ? conCentros && centro !== ''
                ? 'Este centro no tiene acopiadores registrados: se guarda sin acopiador.'
                : 'La cooperativa no tiene acopiadores registrados: se guarda sin acopiador.'
              : ' ')
        }
      >
        <MenuItem value="">
          <em>Sin acopiador</em>
        </MenuItem>
        {/* the stored one, if no longer a collector of this centre: shown, so the form says who it was */}
        {desembolso?.acopiador && acopiador === desembolso.acopiador && !elegibles.some((a) => a.id === acopiador) && (
          <MenuItem value={desembolso.acopiador}>{desembolso.usuario_acopiador ?? `Usuario ${desembolso.acopiador}`}</MenuItem>
        )}
        {elegibles.map((a) => (
          <MenuItem key={a.id} value={a.id}>
            {conCentros && centro === '' && a.centro_acopio ? `${a.nombre} (${a.centro_acopio})` : a.nombre}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        label="Observaciones"
        value={observaciones}
        onChange={(e) => setObservaciones(e.target.value)}
        multiline
        minRows={2}
        helperText={errores.observaciones ?? ' '}
        error={!!errores.observaciones}
      />
      {general && <Alert severity="error">{general}</Alert>}
    </FormularioPanel>
  );
}
