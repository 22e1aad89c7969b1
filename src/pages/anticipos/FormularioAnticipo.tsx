import { useState } from 'react';
import { Alert, TextField } from '@mui/material';
import { leerCentesimos, aTexto } from '@domain/acopio/cantidades';
import { fechaMaximaAdelante, MESES_ADELANTE } from '@domain/acopio/fechas';
import { tasaATexto } from '@domain/anticipos/interes';
import { MESES_ATRAS_ANTICIPO, validarAnticipo } from '@domain/anticipos/validar';
import { formatoCentavos, hoyEnZona } from '@domain/comun/formato';
import type { FilaAnticipo, RespuestaAnticipoGuardado } from '@domain/contrato/anticipos';
import { cuentasParaAnticipo, editarAnticipo, nuevaClave, prestar } from '../../api/anticipos';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { FormularioPanel } from '../acopio/FormularioPanel';
import { PanelLateral } from '../acopio/PanelLateral';
import { erroresDelServidor } from '../../components/erroresServidor';
import { SelectorProductor, type ProductorElegido } from '../../components/SelectorProductor';

const CAMPOS = ['folio', 'fecha_ejecucion', 'id_cuenta', 'cantidad_anticipo', 'interes', 'descripcion', 'id_ciclos'] as const;

/**
 * 'Registrar {label} precosecha' (spec 002 §2.10, §5 'Advance form'; R097–R099): folio, date, producer, amount, the
 * monthly rate from credit level 3, a description. Checked as typed with the server's rule (domain/anticipos/
 * validar.ts). Editing one already paid back in part shows the spec's note and locks the producer; its amount may not
 * go below what was recovered. The Idempotency-Key is made when the panel opens.
 */
export function FormularioAnticipo({
  abierto,
  etiqueta,
  idCiclo,
  conInteres,
  anticipo,
  onCerrar,
  onGuardado,
}: {
  abierto: boolean;
  etiqueta: string;
  idCiclo: number;
  conInteres: boolean;
  /** The advance to edit (null: a new one). */
  anticipo: FilaAnticipo | null;
  onCerrar: () => void;
  onGuardado: (r: RespuestaAnticipoGuardado) => void;
}) {
  const titulo = anticipo ? `Editar ${etiqueta} ${anticipo.folio}` : `Registrar ${etiqueta} precosecha`;
  return (
    <PanelLateral abierto={abierto} titulo={titulo} onCerrar={onCerrar}>
      {abierto && <Contenido idCiclo={idCiclo} conInteres={conInteres} anticipo={anticipo} onCerrar={onCerrar} onGuardado={onGuardado} />}
    </PanelLateral>
  );
}

function Contenido({
  idCiclo,
  conInteres,
  anticipo,
  onCerrar,
  onGuardado,
}: {
  idCiclo: number;
  conInteres: boolean;
  anticipo: FilaAnticipo | null;
  onCerrar: () => void;
  onGuardado: (r: RespuestaAnticipoGuardado) => void;
}) {
  const { configuracion } = useConfiguracion();
  const hoy = hoyEnZona(configuracion?.zona_horaria);
  const [clave] = useState(nuevaClave);
  const recuperado = anticipo?.total_anticipos_recuperados ?? 0;
  const [folio, setFolio] = useState(anticipo?.folio ?? '');
  const [fecha, setFecha] = useState(anticipo?.fecha_ejecucion ?? hoy);
  const [productor, setProductor] = useState<ProductorElegido | null>(
    anticipo ? { id: anticipo.id_cuenta, nombre: anticipo.productor_nombre } : null,
  );
  const [monto, setMonto] = useState(anticipo ? aTexto(anticipo.cantidad_anticipo) : '');
  const [interes, setInteres] = useState(anticipo && anticipo.tasa_interes > 0 ? tasaATexto(anticipo.tasa_interes) : '');
  const [descripcion, setDescripcion] = useState(anticipo?.descripcion ?? '');
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);

  const enviar = async () => {
    const cantidad = leerCentesimos(monto);
    const datos = { folio, fecha_ejecucion: fecha, id_cuenta: productor?.id ?? null, cantidad_anticipo: cantidad.valor, interes };
    const v = validarAnticipo(datos, { hoy, recuperado, conInteres });
    const propios = Object.fromEntries(Object.entries(v.errores).map(([k, m]) => [k, m[0]]));
    if (cantidad.error) propios.cantidad_anticipo = cantidad.error;
    setErrores(propios);
    setGeneral(null);
    if (Object.keys(propios).length) return;
    setEnviando(true);
    const cuerpo = {
      folio: folio.trim(),
      fecha_ejecucion: fecha,
      id_cuenta: productor!.id,
      cantidad_anticipo: cantidad.valor!,
      id_ciclos: idCiclo,
      descripcion: descripcion.trim() || null,
      ...(conInteres && interes.trim() ? { interes: interes.trim() } : {}),
    };
    try {
      onGuardado(anticipo ? await editarAnticipo(anticipo.id, { ...cuerpo, version: anticipo.version }) : await prestar(cuerpo, clave));
    } catch (e) {
      const r = erroresDelServidor(e, CAMPOS);
      setErrores(r.porCampo);
      setGeneral(r.general);
      setEnviando(false);
    }
  };

  return (
    <FormularioPanel accion="Guardar" enviando={enviando} onEnviar={enviar} onCerrar={onCerrar}>
      {recuperado > 0 && (
        <Alert severity="info">
          NOTA: Ya se tienen {formatoCentavos(recuperado)} recuperados. Esto puede limitar algunas ediciones. Si necesita cambiar al
          productor, contacte al equipo de Cosecha.
        </Alert>
      )}
      <TextField
        label="Folio"
        value={folio}
        onChange={(e) => setFolio(e.target.value)}
        error={!!errores.folio}
        helperText={errores.folio ?? ' '}
        required
        autoFocus
        slotProps={{ htmlInput: { maxLength: 50 } }}
      />
      <TextField
        label="Fecha"
        type="date"
        value={fecha}
        onChange={(e) => setFecha(e.target.value)}
        error={!!errores.fecha_ejecucion}
        helperText={errores.fecha_ejecucion ?? ' '}
        required
        slotProps={{
          inputLabel: { shrink: true },
          htmlInput: { min: fechaMaximaAdelante(hoy, -MESES_ATRAS_ANTICIPO), max: fechaMaximaAdelante(hoy, MESES_ADELANTE.anticipo) },
        }}
      />
      <SelectorProductor
        idCiclo={idCiclo}
        buscar={cuentasParaAnticipo}
        sinCoincidencias="Ningún productor confirmado del ciclo coincide"
        valor={productor}
        onCambio={setProductor}
        error={errores.id_cuenta}
        deshabilitado={recuperado > 0}
      />
      <TextField
        label="Monto"
        value={monto}
        onChange={(e) => setMonto(e.target.value)}
        error={!!errores.cantidad_anticipo}
        helperText={errores.cantidad_anticipo ?? 'En pesos, con hasta dos decimales'}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      {conInteres && (
        <TextField
          label="Interés mensual (%)"
          value={interes}
          onChange={(e) => setInteres(e.target.value)}
          error={!!errores.interes}
          helperText={
            errores.interes ??
            (configuracion?.tasa_interes_anticipos
              ? `Vacío: el de la cooperativa, ${tasaATexto(configuracion.tasa_interes_anticipos)} %`
              : 'Hasta 6 decimales; vacío: sin interés')
          }
          slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
        />
      )}
      <TextField
        label="Descripción"
        value={descripcion}
        onChange={(e) => setDescripcion(e.target.value)}
        multiline
        minRows={2}
        error={!!errores.descripcion}
        helperText={errores.descripcion ?? ' '}
        slotProps={{ htmlInput: { maxLength: 1000 } }}
      />
      {general && <Alert severity="error">{general}</Alert>}
      {errores.id_ciclos && <Alert severity="error">{errores.id_ciclos}</Alert>}
    </FormularioPanel>
  );
}
