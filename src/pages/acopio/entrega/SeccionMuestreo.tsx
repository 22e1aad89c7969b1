import { Grid } from '@mui/material';
import { COLORES_CAFE } from '@domain/acopio/catalogos';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import { celdasDeEntrega } from './celdas';
import type { EntregaFormulario, Visibilidad } from './modelo';

const COLORES_DE_CAFE = Object.entries(COLORES_CAFE).map(([id, nombre]) => ({ id: Number(id), nombre }));

/**
 * Sampling (spec 002 §2.3, R107): the fields the coffee type asks for (rendimiento, humedad, mancha for 1, 2, 4;
 * aroma for 1; colour for 2, 4; ripeness for 3), honey's colour, and observations for every product.
 */
export function SeccionMuestreo({
  f,
  v,
  coloresMiel,
  errores,
  cambiar,
}: {
  f: EntregaFormulario;
  v: Visibilidad;
  coloresMiel: readonly OpcionCatalogoAcopio[];
  errores: Record<string, string[]>;
  cambiar: (c: Partial<EntregaFormulario>) => void;
}) {
  const celdas = celdasDeEntrega(f, cambiar, errores);
  const porcentaje = (c: 'rendimiento' | 'humedad' | 'mancha', etiqueta: string) =>
    v.muestreo.has(c) ? celdas.cifra(c, etiqueta, { ancho: { xs: 12, sm: 4 } }) : null;
  return (
    <Grid container spacing={2}>
      {porcentaje('rendimiento', 'Rendimiento (%)')}
      {porcentaje('humedad', 'Humedad (%)')}
      {porcentaje('mancha', 'Mancha (%)')}
      {v.muestreo.has('aroma') ? celdas.texto('aroma', 'Aroma') : null}
      {v.muestreo.has('color_de_cafe') ? celdas.catalogo('id_color', 'Color de café', COLORES_DE_CAFE, { vacio: 'Sin color' }) : null}
      {v.muestreo.has('tipo_maduracion') ? celdas.texto('tipo_maduracion', 'Tipo de maduración') : null}
      {v.miel ? celdas.catalogo('id_color', 'Color de la miel', coloresMiel, { vacio: 'Sin color' }) : null}
      {celdas.notas('muestreo_observaciones', 'Observaciones del muestreo')}
    </Grid>
  );
}
