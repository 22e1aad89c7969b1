import { useState } from 'react';
import { TextField, Typography } from '@mui/material';
import { aTexto, leerCentesimos, textoMonto } from '@domain/acopio/cantidades';
import { leerFormularioPago } from '@domain/remanente/formularios';
import { importeRemanente } from '@domain/remanente/remanente';
import type { FilaReciboRemanente, RespuestaPagoRemanente } from '@domain/contrato/remanente';
import { editarPagoRemanente, nuevaClave } from '../../api/remanente';
import { erroresDelServidor } from '../../components/erroresServidor';
import { FormularioPanel } from '../acopio/FormularioPanel';
import { PanelLateral } from '../acopio/PanelLateral';
import { AvisoServidor, esObsoleto } from './AvisoServidor';

const CAMPOS = ['precio_por_kg', 'cantidad_pago'] as const;

/**
 * 'Edit surplus payment' (spec 002 §2.8, §5, §7 `PUT remanente/generar_recibos/{id}`): the receipt's price per unit
 * and amount to pay, both required and at least 0. A new price proposes kilos × price as the amount, which stays
 * editable (a correction may be a round figure). The save carries the version it loaded (409 with 'Recargar') and
 * the Idempotency-Key made when the panel opened; the receipt is then marked edited and keeps these figures.
 */
export function FormularioPagoRemanente({
  recibo,
  unidad,
  onCerrar,
  onGuardado,
  onRecargar,
}: {
  recibo: FilaReciboRemanente | null;
  unidad: string;
  onCerrar: () => void;
  onGuardado: (r: RespuestaPagoRemanente) => void;
  onRecargar: () => void;
}) {
  return (
    <PanelLateral abierto={!!recibo} titulo={recibo ? `Editar pago remanente ${recibo.folio}` : ''} onCerrar={onCerrar}>
      {recibo && <Contenido recibo={recibo} unidad={unidad} onCerrar={onCerrar} onGuardado={onGuardado} onRecargar={onRecargar} />}
    </PanelLateral>
  );
}

function Contenido({
  recibo,
  unidad,
  onCerrar,
  onGuardado,
  onRecargar,
}: {
  recibo: FilaReciboRemanente;
  unidad: string;
  onCerrar: () => void;
  onGuardado: (r: RespuestaPagoRemanente) => void;
  onRecargar: () => void;
}) {
  const [clave] = useState(nuevaClave);
  const [precio, setPrecio] = useState(aTexto(recibo.precio_por_kg));
  const [cantidad, setCantidad] = useState(aTexto(recibo.cantidad_pago));
  const [errores, setErrores] = useState<Record<string, string>>({});
  const [general, setGeneral] = useState<string | null>(null);
  const [obsoleto, setObsoleto] = useState(false);
  const [enviando, setEnviando] = useState(false);

  const cambiarPrecio = (t: string) => {
    setPrecio(t);
    const p = leerCentesimos(t);
    if (!p.error && p.valor !== null && p.valor >= 0) setCantidad(aTexto(importeRemanente(recibo.peso_neto, p.valor)));
  };

  const enviar = async () => {
    const l = leerFormularioPago(precio, cantidad);
    setErrores(l.errores);
    setGeneral(null);
    if (!l.datos) return;
    setEnviando(true);
    try {
      onGuardado(await editarPagoRemanente(recibo.id, { ...l.datos, version: recibo.version }, clave));
    } catch (e) {
      const r = erroresDelServidor(e, CAMPOS);
      setErrores(r.porCampo);
      setGeneral(r.general);
      setObsoleto(esObsoleto(e));
      setEnviando(false);
    }
  };

  return (
    <FormularioPanel accion="Guardar" enviando={enviando} onEnviar={enviar} onCerrar={onCerrar}>
      <Typography variant="body2">
        {recibo.productor_nombre} · {recibo.cuenta_categoria}
        <br />
        Peso neto: {textoMonto(recibo.peso_neto)} {unidad}
      </Typography>
      <TextField
        label={`Precio por ${unidad}`}
        value={precio}
        onChange={(e) => cambiarPrecio(e.target.value)}
        error={!!errores.precio_por_kg}
        helperText={errores.precio_por_kg ?? 'Al cambiarlo se propone la cantidad: peso × precio'}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <TextField
        label="Cantidad a pagar"
        value={cantidad}
        onChange={(e) => setCantidad(e.target.value)}
        error={!!errores.cantidad_pago}
        helperText={errores.cantidad_pago ?? 'En pesos, con hasta dos decimales'}
        required
        slotProps={{ htmlInput: { inputMode: 'decimal', autoComplete: 'off' } }}
      />
      <Typography variant="body2" color="text.secondary">
        Un pago editado conserva estas cifras aunque los recibos se generen otra vez.
      </Typography>
      <AvisoServidor mensaje={general} obsoleto={obsoleto} onRecargar={onRecargar} />
    </FormularioPanel>
  );
}
