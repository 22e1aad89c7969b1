import { Grid, TextField, type GridProps } from '@mui/material';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import { CampoFecha } from '../CampoFecha';
import { CampoCifra, CampoNotas, mensajeDe, SelectCatalogo } from './campos';
import type { EntregaFormulario } from './modelo';

type Ancho = GridProps['size'];
/** Half the row from the small breakpoint, the whole row on a phone: most fields of the form. */
const MEDIA: Ancho = { xs: 12, sm: 6 };

/** Fields of the model that hold a catalogue id (or none), and those typed as text (figures are text until read). */
type CampoCatalogo = { [K in keyof EntregaFormulario]: EntregaFormulario[K] extends number | null ? K : never }[keyof EntregaFormulario];
type CampoTexto = { [K in keyof EntregaFormulario]: EntregaFormulario[K] extends string ? K : never }[keyof EntregaFormulario];

/**
 * The delivery form's fields bound to its model, each in its grid cell: the model's key is the field's name, value,
 * change and error, so a section lists labels and catalogues instead of wiring each field again. Figures show their
 * message, a date always (bounded by today and the cycle: min and max), a catalogue when asked with `conError`, text and notes never: the others have
 * no rule that fails (the form's rules, domain/acopio/validar-entrega.ts), so each message shows where it did before.
 * @example const celdas = celdasDeEntrega(f, cambiar, visibles);
 *   celdas.catalogo('id_lote', 'Lote', lotes, { vacio: 'Sin lote', conError: true })
 */
export function celdasDeEntrega(f: EntregaFormulario, cambiar: (c: Partial<EntregaFormulario>) => void, errores: Record<string, string[]>) {
  return {
    catalogo: (
      campo: CampoCatalogo,
      etiqueta: string,
      opciones: readonly OpcionCatalogoAcopio[],
      { vacio, conError = false, ancho = MEDIA }: { vacio: string; conError?: boolean; ancho?: Ancho },
    ) => (
      <Grid size={ancho}>
        <SelectCatalogo
          name={campo}
          etiqueta={etiqueta}
          valor={f[campo]}
          opciones={opciones}
          onCambio={(id) => cambiar({ [campo]: id })}
          vacio={vacio}
          error={conError ? mensajeDe(errores, campo) : undefined}
        />
      </Grid>
    ),
    cifra: (campo: CampoTexto, etiqueta: string, { helperText, ancho = MEDIA }: { helperText?: string; ancho?: Ancho } = {}) => (
      <Grid size={ancho}>
        <CampoCifra
          label={etiqueta}
          name={campo}
          value={f[campo]}
          onChange={(e) => cambiar({ [campo]: e.target.value })}
          error={mensajeDe(errores, campo)}
          helperText={helperText}
        />
      </Grid>
    ),
    fecha: (
      campo: 'fecha_ejecucion' | 'fecha_cosecha',
      etiqueta: string,
      { required = false, min, max }: { required?: boolean; min?: string | null; max?: string | null } = {},
    ) => (
      <Grid size={MEDIA}>
        <CampoFecha
          fullWidth
          required={required}
          name={campo}
          label={etiqueta}
          value={f[campo]}
          onChange={(e) => cambiar({ [campo]: e.target.value })}
          error={mensajeDe(errores, campo)}
          slotProps={{ htmlInput: { min: min ?? undefined, max: max ?? undefined } }}
        />
      </Grid>
    ),
    notas: (campo: 'observaciones' | 'muestreo_observaciones', etiqueta: string) => (
      <Grid size={12}>
        <CampoNotas name={campo} label={etiqueta} value={f[campo]} onChange={(e) => cambiar({ [campo]: e.target.value })} />
      </Grid>
    ),
    texto: (campo: CampoTexto, etiqueta: string) => (
      <Grid size={MEDIA}>
        <TextField fullWidth label={etiqueta} name={campo} value={f[campo]} onChange={(e) => cambiar({ [campo]: e.target.value })} />
      </Grid>
    ),
  };
}
