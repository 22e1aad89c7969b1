import { Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { formatoCentavos } from '@domain/comun/formato';
import type { CategoriaRemanente, FilaPrecioRemanente } from '@domain/contrato/remanente';

/**
 * 'Cards with the price per category' (spec 002 §2.8): one card per surplus category, its colour as the card's band
 * (categories 31, 32, 33 and 26 have the special ones of domain/remanente), the price per unit or 'Sin precio', and
 * 'Editar precio' / 'Registrar precio' for whoever registers prices. The band carries the colour and the text stays
 * dark, so every colour reads at 4.5:1.
 */
export function TarjetasPrecio({
  categorias,
  precios,
  unidad,
  puedeRegistrar,
  onRegistrar,
  onEditar,
}: {
  categorias: CategoriaRemanente[];
  precios: FilaPrecioRemanente[];
  unidad: string;
  puedeRegistrar: boolean;
  onRegistrar: (idCategoria: number) => void;
  onEditar: (p: FilaPrecioRemanente) => void;
}) {
  // a price whose category the catalogue no longer lists still gets its card
  const sueltos = precios.filter((p) => !categorias.some((c) => c.id === p.id_cat_certificacion));
  const tarjetas = [
    ...categorias.map((c) => ({
      id: c.id,
      nombre: c.nombre,
      color: c.color,
      precio: precios.find((p) => p.id_cat_certificacion === c.id),
    })),
    ...sueltos.map((p) => ({ id: p.id_cat_certificacion, nombre: p.categoria, color: p.color, precio: p })),
  ];
  return (
    <Box
      component="ul"
      aria-label="Precio remanente por categoría"
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 1.5, gridTemplateColumns: 'repeat(auto-fill, minmax(160px, 1fr))' }}
    >
      {tarjetas.map((t) => (
        <Paper
          key={t.id}
          component="li"
          variant="outlined"
          data-testid={`tarjeta-categoria-${t.id}`}
          sx={{ p: 1.5, borderTop: 6, borderTopColor: t.color, display: 'flex', flexDirection: 'column', gap: 0.5 }}
        >
          <Stack direction="row" alignItems="center" justifyContent="space-between" useFlexGap flexWrap="wrap" gap={0.5}>
            <Typography fontWeight="bold">{t.nombre}</Typography>
            {t.precio && <Chip size="small" label={t.precio.estatus} color="success" variant="outlined" />}
          </Stack>
          {t.precio ? (
            <Typography variant="h6" component="p" data-testid={`precio-categoria-${t.id}`}>
              {formatoCentavos(t.precio.precio)}{' '}
              <Typography component="span" variant="body2" color="text.secondary">
                por {unidad}
              </Typography>
            </Typography>
          ) : (
            <Typography color="text.secondary">Sin precio</Typography>
          )}
          {puedeRegistrar && (
            <Box sx={{ mt: 'auto' }}>
              {t.precio ? (
                <Button size="small" onClick={() => onEditar(t.precio!)} aria-label={`Editar precio de ${t.nombre}`}>
                  Editar precio
                </Button>
              ) : (
                <Button size="small" onClick={() => onRegistrar(t.id)} aria-label={`Registrar precio de ${t.nombre}`}>
                  Registrar precio
                </Button>
              )}
            </Box>
          )}
        </Paper>
      ))}
    </Box>
  );
}
