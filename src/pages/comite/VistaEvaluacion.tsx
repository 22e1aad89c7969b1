import type { ReactNode } from 'react';
import { Box, GlobalStyles, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { DECISION, nombreDecision, nombreCumplimiento } from '@domain/comite/evaluacion';
import { formatoFecha } from '@domain/comun/formato';
import { FORMATOS_IMPRESION, type FormatoImpresion } from './formatos';

/** What the printable evaluation shows, from a saved evaluation or from the form before it is sent. */
export interface DatosVista {
  nombre: string;
  clave_tx: string | null;
  codigo_tx: string | null;
  localidad: string;
  municipio: string;
  ciclo: string;
  fecha_ingreso: string | null;
  cooperativa: string;
  condicion: number;
  aprob_sc_observaciones: string | null;
  condiciones: { condicion: string; plazo: string | null; verif_cumplido?: number | null; verif_fecha?: string | null }[];
  sanc_cat_anterior_str: string | null;
  sanc_cat_nueva_str: string | null;
  sanc_fecha_inicio: string | null;
  sanc_fecha_termino: string | null;
  sanc_observaciones: string | null;
  nivel_riesgo: string | null;
  fecha_aut: string | null;
  lugar: string | null;
  user_auth: string | null;
}

/** The shell (bar, menu, notifications) and the screen's controls stay out of the print (spec 000 §2.10 'print view'). */
export const estilosImpresion = (
  <GlobalStyles
    styles={{
      '@media print': {
        '@page': { size: 'letter portrait', margin: '12mm' },
        'header, footer, .RaSidebar-root, .MuiDrawer-root, .RaNotification, .no-imprimir': { display: 'none !important' },
        '.RaLayout-appFrame': { marginTop: '0 !important', paddingTop: '0 !important' },
        '.RaLayout-content': { padding: '0 !important' },
        '.RaLayout-contentWithSidebar': { display: 'block !important' },
        body: { background: '#ffffff' },
      },
    }}
  />
);

const Dato = ({ etiqueta, children }: { etiqueta: string; children: ReactNode }) => (
  <Box sx={{ minWidth: 150, flex: '1 1 150px' }}>
    <Typography variant="caption" color="text.secondary" component="div">
      {etiqueta}
    </Typography>
    <Typography component="div">{children || '--'}</Typography>
  </Box>
);

/**
 * The committee's decision as a document (spec 000 §2.10 review and print view): logos, the producer, the decision and
 * its fields, category, risk, date, place and signature. The certification format (Orgánico or Rainforest Alliance)
 * switches the category text and the footnote; the caller puts the logos and the signature.
 */
export function VistaEvaluacion({
  d,
  formato = 'organico',
  logos,
  firma,
}: {
  d: DatosVista;
  formato?: FormatoImpresion;
  logos: ReactNode;
  firma: ReactNode;
}) {
  const f = FORMATOS_IMPRESION[formato];
  return (
    <Box
      component="article"
      aria-labelledby="evaluacion-titulo"
      sx={{
        bgcolor: 'background.paper',
        p: { xs: 2, sm: 3 },
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        maxWidth: 900,
        '@media print': { border: 0, p: 0 },
      }}
    >
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ alignItems: 'center', mb: 2 }}>
        {logos}
        <Box sx={{ flexGrow: 1 }}>
          <Typography id="evaluacion-titulo" component="h2" variant="h6">
            Dictamen del comité de evaluación
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {[d.cooperativa, f.titulo, `Ciclo ${d.ciclo}`].filter(Boolean).join(' · ')}
          </Typography>
        </Box>
      </Stack>
      <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={2} rowGap={1.5} sx={{ mb: 2 }}>
        <Dato etiqueta="Productor">{d.nombre}</Dato>
        <Dato etiqueta="Clave">{[d.clave_tx, d.codigo_tx].filter(Boolean).join(' · ')}</Dato>
        <Dato etiqueta="Municipio / Localidad">
          {d.municipio} / {d.localidad}
        </Dato>
        <Dato etiqueta="Fecha de ingreso">{d.fecha_ingreso ? formatoFecha(d.fecha_ingreso) : null}</Dato>
      </Stack>
      <Typography component="h3" variant="subtitle1" sx={{ fontWeight: 700 }}>
        Decisión: {nombreDecision(d.condicion)}
      </Typography>
      {d.condicion === DECISION.sinCondiciones && (
        <Typography sx={{ mb: 2, whiteSpace: 'pre-wrap' }}>{d.aprob_sc_observaciones}</Typography>
      )}
      {d.condicion === DECISION.conCondiciones && (
        <Box sx={{ overflowX: 'auto', mb: 2 }} tabIndex={0} role="region" aria-label="Condiciones de la aprobación">
          <Table size="small" aria-label="Condiciones">
            <TableHead>
              <TableRow>
                <TableCell>Condición</TableCell>
                <TableCell>Plazo</TableCell>
                <TableCell>Cumplida</TableCell>
                <TableCell>Fecha de cumplimiento</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {d.condiciones.map((c, i) => (
                <TableRow key={i}>
                  <TableCell sx={{ whiteSpace: 'pre-wrap' }}>{c.condicion}</TableCell>
                  <TableCell>{formatoFecha(c.plazo)}</TableCell>
                  <TableCell>{nombreCumplimiento(c.verif_cumplido)}</TableCell>
                  <TableCell>{formatoFecha(c.verif_fecha)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {d.condicion === DECISION.sancionado && (
        <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={2} rowGap={1.5} sx={{ mb: 2 }}>
          <Dato etiqueta="Causa de la sanción">
            <Box component="span" sx={{ whiteSpace: 'pre-wrap' }}>
              {d.sanc_observaciones}
            </Box>
          </Dato>
          <Dato etiqueta="Inicio">{d.sanc_fecha_inicio ? formatoFecha(d.sanc_fecha_inicio) : null}</Dato>
          <Dato etiqueta="Término">{d.sanc_fecha_termino ? formatoFecha(d.sanc_fecha_termino) : null}</Dato>
        </Stack>
      )}
      <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={2} rowGap={1.5} sx={{ mb: 2 }}>
        {f.textoCategoria(d)}
        <Dato etiqueta="Nivel de riesgo">{d.nivel_riesgo}</Dato>
        <Dato etiqueta="Fecha de autorización">{d.fecha_aut ? formatoFecha(d.fecha_aut) : null}</Dato>
        <Dato etiqueta="Lugar">{d.lugar}</Dato>
      </Stack>
      <Box sx={{ mt: 3, textAlign: 'center', maxWidth: 320 }}>
        {firma}
        <Box sx={{ borderTop: 1, mt: 0.5, pt: 0.5 }}>
          <Typography variant="body2">{d.user_auth || 'Firma de quien autoriza'}</Typography>
          <Typography variant="caption" color="text.secondary">
            Comité de evaluación
          </Typography>
        </Box>
      </Box>
      {f.nota && (
        <Typography variant="caption" component="p" color="text.secondary" sx={{ mt: 3 }}>
          {f.nota}
        </Typography>
      )}
    </Box>
  );
}
