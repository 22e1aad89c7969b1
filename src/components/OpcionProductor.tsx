import type { HTMLAttributes } from 'react';
import { Stack, Typography } from '@mui/material';
import type { FilaCuenta } from '@domain/contrato/cuentas';

/**
 * One producer in a producer search's list: the name, then clave · localidad · categoría, which tell two
 * producers of the same name apart (the delivery's selection, the advance form and the quality selection).
 */
export function opcionProductor(
  props: HTMLAttributes<HTMLLIElement>,
  c: Pick<FilaCuenta, 'nombre' | 'clave_tx' | 'localidad' | 'cuenta_categoria'>,
) {
  const { key, ...resto } = props as typeof props & { key: string };
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
}
