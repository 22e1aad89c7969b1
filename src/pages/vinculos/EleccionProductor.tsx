import { useState } from 'react';
import { Alert } from '@mui/material';
import type { CuentaVincular } from '@domain/contrato/vinculos';
import { validarProductor } from '@domain/vinculos/vinculos';
import { useFormatoFecha } from '../../sesion/useFormatoFecha';
import { alternarId } from './asistente';
import { columnasCuenta, NombreProductor } from './columnas';
import { ListaEleccion } from './ListaEleccion';

/**
 * The producer list of both wizards with the rule 'exactly one' (spec 002 §5 'Linking'): `onElegido` gets the one
 * producer, or null while there are none or several (then the rule's message shows).
 */
export function useEleccionProductor(inicial: CuentaVincular | null) {
  const [ids, setIds] = useState<number[]>(inicial ? [inicial.id_cuenta] : []);
  const errores = validarProductor(ids);
  return { ids, setIds, valido: Object.keys(errores).length === 0, mensaje: ids.length > 1 ? errores.id_cuenta?.[0] : undefined };
}

export function EleccionProductor({
  filas,
  ids,
  onCambiar,
  mensaje,
}: {
  filas: CuentaVincular[];
  ids: number[];
  onCambiar: (ids: number[], elegido: CuentaVincular | null) => void;
  mensaje?: string;
}) {
  const dia = useFormatoFecha();
  const alternar = (id: number) => {
    const nuevos = alternarId(ids, id);
    onCambiar(nuevos, nuevos.length === 1 ? (filas.find((c) => c.id_cuenta === nuevos[0]) ?? null) : null);
  };
  return (
    <>
      {mensaje && (
        <Alert severity="warning" sx={{ m: 1 }} role="alert">
          {mensaje}
        </Alert>
      )}
      <ListaEleccion
        filas={filas}
        id={(c) => c.id_cuenta}
        nombre={(c) => c.nombre}
        principal={(c) => <NombreProductor c={c} />}
        columnas={columnasCuenta(dia)}
        seleccion={ids}
        onAlternar={alternar}
        etiqueta="Productores"
      />
    </>
  );
}
