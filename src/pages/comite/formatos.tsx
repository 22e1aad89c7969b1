import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import type { DatosVista } from './VistaEvaluacion';
import { DECISION } from '@domain/comite/evaluacion';

/** The print view's certification formats (spec 000 §2.10, R045): 'Orgánico' (0) and 'Rainforest Alliance' (1). */
export type FormatoImpresion = 'organico' | 'ra';
export const OPCIONES_FORMATO: { valor: FormatoImpresion; codigo: 0 | 1; nombre: string }[] = [
  { valor: 'organico', codigo: 0, nombre: 'Orgánico' },
  { valor: 'ra', codigo: 1, nombre: 'Rainforest Alliance' },
];

const Categoria = ({ etiqueta, texto }: { etiqueta: string; texto: ReactNode }) => (
  <Box sx={{ minWidth: 150, flex: '1 1 150px' }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {etiqueta}
    </Typography>
    <Typography component="div">{texto || '--'}</Typography>
  </Box>
);

/** What the RA format says of each decision (the spec gives no text: docs/DECISIONES.md 'committee RA format'). */
const ESTATUS_RA: Record<number, string> = {
  [DECISION.sinCondiciones]: 'Cumple: se recomienda la certificación',
  [DECISION.conCondiciones]: 'Cumple con condiciones: certificable al cumplir las condiciones en su plazo',
  [DECISION.sancionado]: 'No cumple: sancionado, no certificable mientras dure la sanción',
};

export const FORMATOS_IMPRESION: Record<
  FormatoImpresion,
  { titulo: string; textoCategoria: (d: DatosVista) => ReactNode; nota: string | null }
> = {
  organico: {
    titulo: 'Certificación orgánica',
    textoCategoria: (d) => (
      <>
        <Categoria etiqueta="Categoría anterior" texto={d.sanc_cat_anterior_str} />
        <Categoria etiqueta="Categoría nueva" texto={d.sanc_cat_nueva_str} />
      </>
    ),
    nota: null,
  },
  ra: {
    titulo: 'Rainforest Alliance',
    textoCategoria: (d) => <Categoria etiqueta="Estatus Rainforest Alliance" texto={ESTATUS_RA[d.condicion]} />,
    // Spec 000 §2.10: the RA footnote's content, in our words.
    nota:
      'Requisitos fundamentales: su incumplimiento impide la certificación. Requisitos especializados: su incumplimiento da lugar a condiciones o sanciones. ' +
      'Requisitos de mejora continua: dan lugar a condiciones u observaciones. Los incumplimientos de tolerancia cero se señalan expresamente y no admiten condiciones.',
  },
};
