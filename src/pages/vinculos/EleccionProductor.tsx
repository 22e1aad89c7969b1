import { useState } from 'react';
import { Alert } from '@mui/material';
import type { CuentaVincular } from '@domain/contrato/vinculos';
import { validarProductor } from '@domain/vinculos/vinculos';
import { useFormatoFecha } from '../../sesion/useFormatoFecha';
import { columnasCuenta, NombreProductor } from './columnas';
import { ListaEleccion } from './ListaEleccion';

/**
 * The producers ticked, with the rule 'exactly one' (spec 002 §5 'Linking'). Whole rows are kept, not ids: a
 * producer ticked before the search changed is still known when the list no longer shows it.
 */
export function useEleccionProductor(inicial: CuentaVincular | null) {
  const [elegidas, setElegidas] = useState<CuentaVincular[]>(inicial ? [inicial] : []);
  const errores = validarProductor(elegidas);
  const alternar = (c: CuentaVincular): CuentaVincular | null => {
    const nuevas = elegidas.some((x) => x.id_cuenta === c.id_cuenta)
      ? elegidas.filter((x) => x.id_cuenta !== c.id_cuenta)
      : [...elegidas, c];
    setElegidas(nuevas);
    return nuevas.length === 1 ? nuevas[0] : null;
  };
  return {
    ids: elegidas.map((c) => c.id_cuenta),
    alternar,
    limpiar: () => setElegidas([]),
    valido: Object.keys(errores).length === 0,
    mensaje: elegidas.length > 1 ? errores.id_cuenta?.[0] : undefined,
  };
}

/** The producer list of both wizards; `onElegido` gets the one producer, or null while there are none or several. */
export function EleccionProductor({
  filas,
  eleccion,
  onElegido,
}: {
  filas: CuentaVincular[];
  eleccion: ReturnType<typeof useEleccionProductor>;
  onElegido: (c: CuentaVincular | null) => void;
}) {
  const dia = useFormatoFecha();
  return (
    <>
      {eleccion.mensaje && (
        <Alert severity="warning" sx={{ m: 1 }} role="alert">
          {eleccion.mensaje}
        </Alert>
      )}
      <ListaEleccion
        filas={filas}
        id={(c) => c.id_cuenta}
        nombre={(c) => c.nombre}
        principal={(c) => <NombreProductor c={c} />}
        columnas={columnasCuenta(dia)}
        seleccion={eleccion.ids}
        onAlternar={(id) => {
          const c = filas.find((x) => x.id_cuenta === id);
          if (c) onElegido(eleccion.alternar(c));
        }}
        etiqueta="Productores"
      />
    </>
  );
}
