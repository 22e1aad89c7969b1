import { useEffect, useState } from 'react';
import { Autocomplete, CircularProgress, TextField } from '@mui/material';
import type { FilaCuenta } from '@domain/contrato/cuentas';
import { opcionProductor } from './OpcionProductor';

export interface ProductorElegido {
  id: number;
  nombre: string;
}

/**
 * A producer of the cycle chosen by typing part of the name or the clave (300 ms after the last key), with the
 * clave, locality and category under each name. `buscar` is the area's search (the advance form asks for the
 * cycle's confirmed members, the quality selection for its confirmed producers); the choice is the id and name.
 */
export function SelectorProductor({
  idCiclo,
  buscar,
  sinCoincidencias,
  valor,
  onCambio,
  error,
  deshabilitado,
}: {
  idCiclo: number;
  buscar: (idCiclo: number, texto: string) => Promise<FilaCuenta[]>;
  /** what the list says when nothing matches what was typed */
  sinCoincidencias: string;
  valor: ProductorElegido | null;
  onCambio: (p: ProductorElegido | null) => void;
  error?: string;
  deshabilitado?: boolean;
}) {
  const [texto, setTexto] = useState('');
  const [opciones, setOpciones] = useState<FilaCuenta[]>([]);
  const [cargando, setCargando] = useState(false);
  useEffect(() => {
    if (deshabilitado) return;
    let vigente = true;
    setCargando(true);
    const t = setTimeout(() => {
      buscar(idCiclo, texto)
        .then((f) => vigente && setOpciones(f))
        .catch(() => vigente && setOpciones([]))
        .finally(() => vigente && setCargando(false));
    }, 300);
    return () => {
      vigente = false;
      clearTimeout(t);
    };
  }, [idCiclo, texto, deshabilitado, buscar]);

  return (
    <Autocomplete
      options={opciones as (FilaCuenta | ProductorElegido)[]}
      value={valor}
      disabled={deshabilitado}
      loading={cargando}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, v, razon) => razon === 'input' && setTexto(v)}
      onChange={(_, o) => onCambio(o ? { id: o.id, nombre: o.nombre } : null)}
      noOptionsText={texto ? sinCoincidencias : 'Escriba parte del nombre o la clave'}
      loadingText="Buscando…"
      renderOption={(props, o) => opcionProductor(props, o as FilaCuenta)}
      renderInput={(params) => (
        <TextField
          {...params}
          label="Productor"
          required
          error={!!error}
          helperText={error ?? ' '}
          slotProps={{
            input: {
              ...params.InputProps,
              endAdornment: (
                <>
                  {cargando ? <CircularProgress color="inherit" size={20} /> : null}
                  {params.InputProps.endAdornment}
                </>
              ),
            },
          }}
        />
      )}
    />
  );
}
