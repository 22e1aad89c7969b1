import { Grid, TextField } from '@mui/material';
import { COLORES_CAFE } from '@domain/acopio/catalogos';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import { CampoCifra, mensajeDe, SelectCatalogo } from './campos';
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
  const porcentaje = (c: 'rendimiento' | 'humedad' | 'mancha', etiqueta: string) =>
    v.muestreo.has(c) ? (
      <Grid size={{ xs: 12, sm: 4 }}>
        <CampoCifra
          label={etiqueta}
          name={c}
          value={f[c]}
          onChange={(e) => cambiar({ [c]: e.target.value })}
          error={mensajeDe(errores, c)}
        />
      </Grid>
    ) : null;
  return (
    <Grid container spacing={2}>
      {porcentaje('rendimiento', 'Rendimiento (%)')}
      {porcentaje('humedad', 'Humedad (%)')}
      {porcentaje('mancha', 'Mancha (%)')}
      {v.muestreo.has('aroma') ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField fullWidth label="Aroma" name="aroma" value={f.aroma} onChange={(e) => cambiar({ aroma: e.target.value })} />
        </Grid>
      ) : null}
      {v.muestreo.has('color_de_cafe') ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectCatalogo
            name="id_color"
            etiqueta="Color de café"
            valor={f.id_color}
            opciones={COLORES_DE_CAFE}
            onCambio={(id_color) => cambiar({ id_color })}
            vacio="Sin color"
          />
        </Grid>
      ) : null}
      {v.muestreo.has('tipo_maduracion') ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <TextField
            fullWidth
            label="Tipo de maduración"
            name="tipo_maduracion"
            value={f.tipo_maduracion}
            onChange={(e) => cambiar({ tipo_maduracion: e.target.value })}
          />
        </Grid>
      ) : null}
      {v.miel ? (
        <Grid size={{ xs: 12, sm: 6 }}>
          <SelectCatalogo
            name="id_color"
            etiqueta="Color de la miel"
            valor={f.id_color}
            opciones={coloresMiel}
            onCambio={(id_color) => cambiar({ id_color })}
            vacio="Sin color"
          />
        </Grid>
      ) : null}
      <Grid size={12}>
        <TextField
          fullWidth
          multiline
          minRows={2}
          label="Observaciones del muestreo"
          name="muestreo_observaciones"
          value={f.muestreo_observaciones}
          onChange={(e) => cambiar({ muestreo_observaciones: e.target.value })}
        />
      </Grid>
    </Grid>
  );
}
