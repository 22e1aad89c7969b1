import { Box, Button, FormHelperText, Grid, Paper, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { UNIDAD_A_GRANEL } from '@domain/acopio/pesadas';
import { pesoNeto } from '@domain/acopio/pesadas';
import { leerCentesimos, textoMonto } from '@domain/acopio/cantidades';
import type { OpcionCatalogoAcopio } from '@domain/contrato/acopio';
import { CampoCifra, mensajeDe } from './campos';
import { pesadaVacia, type PesadaFormulario } from './modelo';
import { SelectorUnidades } from './SelectorUnidades';

/**
 * The weighings of a delivery (spec 002 §2.3, R111): units with their container counts (bulk, 7, has none), gross,
 * tare and discount; more can be added and all but the first removed. Each shows its own net as it is typed.
 * `unidades` come in the chooser's order (the centre's usual first); an added weighing starts with the previous
 * one's units (issue 22 item 24).
 */
export function SeccionPesadas({
  pesadas,
  unidades,
  errores,
  onCambio,
  mostrarDescuento,
}: {
  pesadas: PesadaFormulario[];
  unidades: readonly OpcionCatalogoAcopio[];
  errores: Record<string, string[]>;
  onCambio: (p: PesadaFormulario[]) => void;
  mostrarDescuento: boolean;
}) {
  const cambiar = (i: number, c: Partial<PesadaFormulario>) => onCambio(pesadas.map((p, j) => (j === i ? { ...p, ...c } : p)));
  return (
    <Stack spacing={2}>
      {pesadas.map((p, i) => {
        const campo = (c: string) => `pesadas.${i}.${c}`;
        const bruto = leerCentesimos(p.peso_bruto).valor;
        const tara = leerCentesimos(p.peso_tara).valor;
        const neto =
          bruto != null && tara != null
            ? pesoNeto({ peso_bruto: bruto, peso_tara: tara, peso_descuento: leerCentesimos(p.peso_descuento).valor ?? 0 })
            : null;
        const errorUnidades = mensajeDe(errores, campo('unidades'));
        // gross, tare and discount: three cells of the row, two when the cooperative does not use discounts
        const peso = (c: 'peso_bruto' | 'peso_tara' | 'peso_descuento', etiqueta: string, required: boolean) => (
          <Grid size={{ xs: 12, sm: mostrarDescuento ? 4 : 6 }}>
            <CampoCifra
              label={etiqueta}
              name={campo(c)}
              required={required}
              value={p[c]}
              onChange={(e) => cambiar(i, { [c]: e.target.value })}
              error={mensajeDe(errores, campo(c))}
            />
          </Grid>
        );
        return (
          <Paper key={p.clave} variant="outlined" sx={{ p: 2 }} component="section" aria-label={`Pesada ${i + 1}`}>
            <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center', mb: 1 }}>
              <Typography variant="subtitle1" component="h3">
                Pesada {i + 1}
              </Typography>
              {i > 0 ? (
                <Button color="error" startIcon={<DeleteIcon />} onClick={() => onCambio(pesadas.filter((_, j) => j !== i))}>
                  Quitar pesada {i + 1}
                </Button>
              ) : null}
            </Stack>
            <SelectorUnidades
              nombre={campo('unidades')}
              opciones={unidades}
              valor={p.unidades}
              onCambio={(u) => cambiar(i, { unidades: u })}
              error={errorUnidades}
            />
            <Grid container spacing={2}>
              {p.unidades
                .filter((u) => u !== UNIDAD_A_GRANEL)
                .map((u) => (
                  <Grid key={u} size={{ xs: 6, sm: 4 }}>
                    <CampoCifra
                      label={`Número de ${unidades.find((x) => x.id === u)?.nombre.toLowerCase() ?? 'envases'}`}
                      name={campo(`bultos.${u}`)}
                      value={p.bultos[String(u)] ?? ''}
                      onChange={(e) => cambiar(i, { bultos: { ...p.bultos, [String(u)]: e.target.value } })}
                      error={mensajeDe(errores, campo(`bultos.${u}`))}
                      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
                    />
                  </Grid>
                ))}
              {peso('peso_bruto', 'Peso bruto (kg)', true)}
              {peso('peso_tara', 'Tara (kg)', true)}
              {mostrarDescuento ? peso('peso_descuento', 'Descuento (kg)', false) : null}
            </Grid>
            <Typography variant="body2" sx={{ mt: 1 }} data-testid={`neto-pesada-${i + 1}`}>
              Peso neto de la pesada: {neto != null ? `${textoMonto(neto)} kg` : 'escriba el bruto y la tara'}
            </Typography>
          </Paper>
        );
      })}
      {mensajeDe(errores, 'pesadas') ? <FormHelperText error>{mensajeDe(errores, 'pesadas')}</FormHelperText> : null}
      <Box>
        <Button startIcon={<AddIcon />} variant="outlined" onClick={() => onCambio([...pesadas, pesadaVacia(pesadas.at(-1)?.unidades)])}>
          Agregar pesada
        </Button>
      </Box>
    </Stack>
  );
}
