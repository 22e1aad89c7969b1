import { Chip } from '@mui/material';
import { colorTextoSobre, GRIS_SIN_ASIGNAR } from '@domain/cuentas/categorias';

/** A producer's category in its palette colour (R025), with a readable text colour. */
export function ChipCategoria({ nombre, color }: { nombre: string | null | undefined; color: string | null | undefined }) {
  const fondo = color || GRIS_SIN_ASIGNAR;
  return <Chip size="small" label={nombre || '--'} sx={{ bgcolor: fondo, color: colorTextoSobre(fondo), fontWeight: 500 }} />;
}
