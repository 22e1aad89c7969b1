import { Link as RouterLink } from 'react-router-dom';
import { Box, Chip, Link, Stack, Typography } from '@mui/material';
import { rutas } from '@domain/comun/rutas';
import type { FilaReporteSic } from '@domain/contrato/reportes';
import { COMO_CORREGIR, ERRORES_SIC, type ErrorSic } from '@domain/reportes/errores-sic';

/** Where each error is fixed, when that place is a screen of its own (the others are fixed from the producer's link). */
const DONDE: Partial<Record<ErrorSic, { ruta: string; etiqueta: string }>> = {
  FORMULARIO_SIN_PRODUCTOR: { ruta: rutas.vincularSic(), etiqueta: 'Vincular fichas SIC' },
  SIN_INSPECCION: { ruta: rutas.vincularSic(), etiqueta: 'Vincular fichas SIC' },
  PARCELA_SIN_CROQUIS: { ruta: rutas.vincularParcelas(), etiqueta: 'Vincular parcelas' },
  VERSION_ANTIGUA: { ruta: rutas.fichaMaster(), etiqueta: 'Ficha Master' },
};

/** How many rows show each error (a row with two errors counts for both). */
export function conteoPorError(filas: readonly FilaReporteSic[]): Map<ErrorSic, number> {
  const n = new Map<ErrorSic, number>();
  for (const f of filas) for (const c of f.codigos as ErrorSic[]) n.set(c, (n.get(c) ?? 0) + 1);
  return n;
}

/**
 * The report's summary: one chip per error found, with its count, that narrows the table to that error; under it,
 * what the chosen error means and where it is fixed.
 */
export function ResumenErrores({
  filas,
  filtro,
  elegir,
}: {
  filas: readonly FilaReporteSic[];
  filtro: ErrorSic | null;
  elegir: (e: ErrorSic | null) => void;
}) {
  const conteo = conteoPorError(filas);
  const codigos = (Object.keys(ERRORES_SIC) as ErrorSic[]).filter((c) => conteo.has(c));
  const donde = filtro ? DONDE[filtro] : undefined;
  return (
    <Box sx={{ mb: 2 }}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }} role="group" aria-label="Filtrar por tipo de error">
        <Chip
          label={`Todos (${filas.length})`}
          color={filtro ? 'default' : 'primary'}
          onClick={() => elegir(null)}
          aria-pressed={!filtro}
        />
        {codigos.map((c) => (
          <Chip
            key={c}
            label={`${ERRORES_SIC[c]} (${conteo.get(c)})`}
            color={filtro === c ? 'primary' : 'default'}
            variant={filtro === c ? 'filled' : 'outlined'}
            onClick={() => elegir(filtro === c ? null : c)}
            aria-pressed={filtro === c}
          />
        ))}
      </Stack>
      {filtro && (
        <Typography variant="body2" sx={{ mt: 1 }}>
          {COMO_CORREGIR[filtro]}{' '}
          {donde && (
            <Link component={RouterLink} to={donde.ruta}>
              Ir a {donde.etiqueta}
            </Link>
          )}
        </Typography>
      )}
    </Box>
  );
}
