import type { ReactNode } from 'react';
import { Box, Button, Stack, Step, StepLabel, Stepper, Typography } from '@mui/material';
import { TituloPestana } from '../../components/TituloPestana';

interface Props {
  titulo: string;
  pasos: readonly string[];
  /** 0-based index of this step in `pasos`. */
  activo: number;
  /** What to do on this step, one sentence. */
  instruccion: string;
  children: ReactNode;
  onAtras?: () => void;
  onCancelar?: () => void;
  /** Absent on a step whose list has its own way forward. */
  onSiguiente?: () => void;
  puedeSeguir?: boolean;
  etiquetaSiguiente?: string;
  ocupado?: boolean;
}

/**
 * The frame of every wizard step (spec 002 §2.13, §2.14): title, where the person is, the step's content, and
 * Cancelar / Atrás / Siguiente. Siguiente stays disabled until the step has a valid choice.
 */
export function PasosAsistente(p: Props) {
  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana titulo={p.titulo} />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>
        {p.titulo}
      </Typography>
      <Stepper activeStep={p.activo} alternativeLabel sx={{ mb: 2, display: { xs: 'none', sm: 'flex' } }} aria-label="Pasos">
        {p.pasos.map((s) => (
          <Step key={s}>
            <StepLabel>{s}</StepLabel>
          </Step>
        ))}
      </Stepper>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        <Box component="span" sx={{ display: { sm: 'none' } }}>{`Paso ${p.activo + 1} de ${p.pasos.length} · `}</Box>
        {p.instruccion}
      </Typography>
      {p.children}
      <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" justifyContent="flex-end" sx={{ mt: 2 }}>
        {p.onCancelar && (
          <Button onClick={p.onCancelar} disabled={p.ocupado}>
            Cancelar
          </Button>
        )}
        {p.onAtras && (
          <Button variant="outlined" onClick={p.onAtras} disabled={p.ocupado}>
            Atrás
          </Button>
        )}
        {p.onSiguiente && (
          <Button variant="contained" onClick={p.onSiguiente} disabled={!p.puedeSeguir || p.ocupado} aria-busy={p.ocupado}>
            {p.etiquetaSiguiente ?? 'Siguiente'}
          </Button>
        )}
      </Stack>
    </Box>
  );
}
