import { useEffect, useState } from 'react';
import { Autocomplete, CircularProgress, TextField, Typography, Stack } from '@mui/material';
import type { FilaCuenta } from '@domain/contrato/cuentas';
import { productoresDelCiclo } from '../../api/acopio';

export interface ProductorCalidad {
  id: number;
  nombre: string;
}

/**
 * The quality selection's producer (spec 002 §7 'Search cuentas (id_ciclo, id)'): the cycle's confirmed producers,
 * searched as typed (300 ms after the last key). The same widget as the advance form's, over the collection's search.
 */
export function SelectorProductorCalidad({
  idCiclo,
  valor,
  onCambio,
  error,
  deshabilitado,
}: {
  idCiclo: number;
  valor: ProductorCalidad | null;
  onCambio: (p: ProductorCalidad | null) => void;
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
      productoresDelCiclo(idCiclo, texto)
        .then((f) => vigente && setOpciones(f))
        .catch(() => vigente && setOpciones([]))
        .finally(() => vigente && setCargando(false));
    }, 300);
    return () => {
      vigente = false;
      clearTimeout(t);
    };
  }, [idCiclo, texto, deshabilitado]);

  return (
    <Autocomplete
      options={opciones as (FilaCuenta | ProductorCalidad)[]}
      value={valor}
      disabled={deshabilitado}
      loading={cargando}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.nombre}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_, v, razon) => razon === 'input' && setTexto(v)}
      onChange={(_, o) => onCambio(o ? { id: o.id, nombre: o.nombre } : null)}
      noOptionsText={texto ? 'Ningún productor confirmado del ciclo coincide' : 'Escriba parte del nombre o la clave'}
      loadingText="Buscando…"
      renderOption={(props, o) => {
        const { key, ...resto } = props as typeof props & { key: string };
        const c = o as FilaCuenta;
        return (
          <li key={key} {...resto}>
            <Stack>
              <span>{c.nombre}</span>
              <Typography variant="caption" color="text.secondary">
                {[c.clave_tx, c.localidad, c.cuenta_categoria].filter(Boolean).join(' · ')}
              </Typography>
            </Stack>
          </li>
        );
      }}
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
