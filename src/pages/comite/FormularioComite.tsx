import { useState, type ReactNode } from 'react';
import {
  Alert,
  Box,
  Button,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  IconButton,
  List,
  ListItem,
  ListItemText,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import AddIcon from '@mui/icons-material/Add';
import {
  categoriaPropuesta,
  DECISION,
  DECISIONES,
  fechaMinima,
  validarCondicion,
  validarEvaluacion,
  type FormularioComite as Formulario,
} from '@domain/comite/evaluacion';
import { categoriasDeCertificacion, CATEGORIAS } from '@domain/cuentas/categorias';
import { formatoFecha } from '@domain/comun/formato';
import type { ErroresCampos } from '@domain/comun/validacion';
import type { CuentaComite } from '@domain/contrato/comite';
import { SelectorFirma } from '../../components/firma/SelectorFirma';
import { sesion } from '../../sesion/almacenSesion';
import { ImagenArchivo } from '../../components/ImagenArchivo';

export interface PropsFormularioComite {
  cuenta: CuentaComite;
  certificacion: string;
  hoy: string;
  niveles: { id: number; nombre: string }[];
  inicial: Formulario;
  /** Edit: the saved signature's file; the form may keep it or draw a new one. */
  firmaGuardada?: string | null;
  /** Back from the review: the signature drawn before (a data URL), kept unless the user signs again. */
  firmaBorrador?: string | null;
  /** Edit: offers 'Borrar condiciones'. */
  edicion?: boolean;
  textoEnviar: string;
  enviando?: boolean;
  /** Errors the server answered (422), by field. */
  erroresServidor?: ErroresCampos;
  onEnviar: (f: Formulario, firma: string | null) => void;
}

const primero = (e: ErroresCampos, campo: string) => e[campo]?.[0];

/**
 * The committee form (spec 000 §2.10 'Form content', §5 'Committee form'): the decision and its own fields, the new
 * category, risk level, authorisation date and signature, checked by the same rule as the server (domain/comite).
 */
export function FormularioComite(p: PropsFormularioComite) {
  const [f, setF] = useState<Formulario>(p.inicial);
  const [firma, setFirma] = useState<string | null>(p.firmaBorrador ?? null);
  const [cambiarFirma, setCambiarFirma] = useState(!p.firmaGuardada && !p.firmaBorrador);
  const [erroresLocales, setErrores] = useState<ErroresCampos>({});
  const errores = { ...p.erroresServidor, ...erroresLocales };
  const [nueva, setNueva] = useState<{
    abierta: boolean;
    condicion: string;
    plazo: string;
    errores: Partial<Record<'condicion' | 'plazo', string>>;
  }>({
    abierta: false,
    condicion: '',
    plazo: '',
    errores: {},
  });
  const cambiar = (c: Partial<Formulario>) => setF((x) => ({ ...x, ...c }));
  const categorias = categoriasDeCertificacion(p.certificacion);
  const firmaPresente = !!firma || (!!p.firmaGuardada && !cambiarFirma);

  const alElegirDecision = (d: number) => {
    // R038: approval without conditions proposes the next category; conditions or a sanction keep the current one.
    cambiar({ condicion: d, sanc_cat_nueva: categoriaPropuesta(d, p.cuenta.id_cuenta_categoria, p.certificacion) });
    setErrores(({ condicion: _c, ...resto }) => resto);
  };

  const agregarCondicion = () => {
    const e = validarCondicion({ condicion: nueva.condicion, plazo: nueva.plazo || null }, f.fecha_aut);
    if (e.condicion || e.plazo) return setNueva((n) => ({ ...n, errores: e }));
    cambiar({ aprob_cc_list: [...f.aprob_cc_list, { condicion: nueva.condicion.trim(), plazo: nueva.plazo }] });
    setErrores(({ aprob_cc_list: _l, ...resto }) => resto);
    setNueva({ abierta: false, condicion: '', plazo: '', errores: {} });
  };

  const enviar = () => {
    const e = validarEvaluacion(f, { hoy: p.hoy, conFirma: firmaPresente, certificacion: p.certificacion });
    setErrores(e);
    if (Object.keys(e).length > 0) {
      // Spec 000 §5: on errors the page scrolls to the risk level if it has one; otherwise to the first error.
      const campo = e.id_nivel_riesgo ? 'id_nivel_riesgo' : Object.keys(e)[0].split('.')[0];
      document.getElementById(`comite-${campo}`)?.scrollIntoView({ block: 'center' });
      return;
    }
    p.onEnviar(f, firma);
  };

  return (
    <Box component="form" noValidate onSubmit={(ev) => (ev.preventDefault(), enviar())} sx={{ maxWidth: 760 }}>
      <Stack spacing={2.5}>
        <FormControl error={!!errores.condicion} id="comite-condicion">
          <FormLabel id="comite-decision-etiqueta">Decisión del comité</FormLabel>
          <RadioGroup
            aria-labelledby="comite-decision-etiqueta"
            value={f.condicion || ''}
            onChange={(ev) => alElegirDecision(Number(ev.target.value))}
          >
            {DECISIONES.map((d) => (
              <FormControlLabel key={d.id} value={d.id} control={<Radio />} label={d.nombre} />
            ))}
          </RadioGroup>
          {errores.condicion && <FormHelperText>{primero(errores, 'condicion')}</FormHelperText>}
        </FormControl>

        {f.condicion === DECISION.sinCondiciones && (
          <TextField
            id="comite-aprob_sc_observaciones"
            label="Observaciones"
            multiline
            minRows={3}
            value={f.aprob_sc_observaciones ?? ''}
            onChange={(ev) => cambiar({ aprob_sc_observaciones: ev.target.value })}
            error={!!errores.aprob_sc_observaciones}
            helperText={primero(errores, 'aprob_sc_observaciones')}
          />
        )}

        {f.condicion === DECISION.conCondiciones && (
          <Seccion titulo="Condiciones" id="comite-aprob_cc_list">
            {f.aprob_cc_list.length === 0 ? (
              <Typography color="text.secondary">Sin condiciones: agregue al menos una con 'Agregar condición'.</Typography>
            ) : (
              <List dense aria-label="Condiciones">
                {f.aprob_cc_list.map((c, i) => (
                  <ListItem
                    key={`${c.id ?? 'n'}-${i}`}
                    divider
                    secondaryAction={
                      <IconButton
                        edge="end"
                        aria-label={`Quitar la condición ${i + 1}`}
                        onClick={() => cambiar({ aprob_cc_list: f.aprob_cc_list.filter((_, j) => j !== i) })}
                      >
                        <DeleteIcon />
                      </IconButton>
                    }
                  >
                    <ListItemText
                      primary={c.condicion || '--'}
                      secondary={[
                        c.plazo ? `Plazo: ${formatoFecha(c.plazo)}` : null,
                        primero(errores, `aprob_cc_list.${i}.condicion`),
                        primero(errores, `aprob_cc_list.${i}.plazo`),
                      ]
                        .filter(Boolean)
                        .join(' · ')}
                    />
                  </ListItem>
                ))}
              </List>
            )}
            {errores.aprob_cc_list && <FormHelperText error>{primero(errores, 'aprob_cc_list')}</FormHelperText>}
            {nueva.abierta ? (
              <Paper variant="outlined" sx={{ p: 2, mt: 1 }} role="group" aria-label="Nueva condición">
                <Stack spacing={2}>
                  <TextField
                    label="Condición"
                    multiline
                    minRows={2}
                    autoFocus
                    value={nueva.condicion}
                    onChange={(ev) => setNueva((n) => ({ ...n, condicion: ev.target.value }))}
                    error={!!nueva.errores.condicion}
                    helperText={nueva.errores.condicion}
                  />
                  <TextField
                    label="Plazo"
                    type="date"
                    value={nueva.plazo}
                    onChange={(ev) => setNueva((n) => ({ ...n, plazo: ev.target.value }))}
                    error={!!nueva.errores.plazo}
                    helperText={nueva.errores.plazo}
                    slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fechaMinima('plazo', f, p.hoy) } }}
                  />
                  <Stack direction="row" spacing={1}>
                    <Button variant="contained" onClick={agregarCondicion}>
                      Agregar
                    </Button>
                    <Button onClick={() => setNueva({ abierta: false, condicion: '', plazo: '', errores: {} })}>Cancelar</Button>
                  </Stack>
                </Stack>
              </Paper>
            ) : (
              <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap" sx={{ mt: 1 }}>
                <Button startIcon={<AddIcon />} variant="outlined" onClick={() => setNueva((n) => ({ ...n, abierta: true }))}>
                  Agregar condición
                </Button>
                {p.edicion && f.aprob_cc_list.length > 0 && (
                  <Button onClick={() => cambiar({ aprob_cc_list: [] })}>Borrar condiciones</Button>
                )}
              </Stack>
            )}
          </Seccion>
        )}

        {f.condicion === DECISION.sancionado && (
          <Seccion titulo="Sanción" id="comite-sanc_observaciones">
            <Stack spacing={2}>
              <Typography>
                Categoría anterior: <strong>{f.sanc_cat_anterior ? CATEGORIAS[f.sanc_cat_anterior] : '--'}</strong>
              </Typography>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                <TextField
                  label="Inicio de la sanción"
                  type="date"
                  value={f.sanc_fecha_inicio ?? ''}
                  onChange={(ev) => cambiar({ sanc_fecha_inicio: ev.target.value || null })}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <TextField
                  id="comite-sanc_fecha_termino"
                  label="Término de la sanción"
                  type="date"
                  value={f.sanc_fecha_termino ?? ''}
                  onChange={(ev) => cambiar({ sanc_fecha_termino: ev.target.value || null })}
                  error={!!errores.sanc_fecha_termino}
                  helperText={primero(errores, 'sanc_fecha_termino')}
                  slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: fechaMinima('sanc_fecha_termino', f, p.hoy) } }}
                />
              </Stack>
              <TextField
                label="Causa de la sanción"
                multiline
                minRows={3}
                value={f.sanc_observaciones ?? ''}
                onChange={(ev) => cambiar({ sanc_observaciones: ev.target.value })}
                error={!!errores.sanc_observaciones}
                helperText={primero(errores, 'sanc_observaciones')}
              />
            </Stack>
          </Seccion>
        )}

        <TextField
          id="comite-sanc_cat_nueva"
          select
          label="Categoría nueva"
          value={f.sanc_cat_nueva ?? ''}
          onChange={(ev) => cambiar({ sanc_cat_nueva: Number(ev.target.value) || null })}
          error={!!errores.sanc_cat_nueva}
          helperText={primero(errores, 'sanc_cat_nueva') ?? `Categoría actual: ${p.cuenta.cuenta_categoria}`}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Seleccione una categoría</option>
          {categorias.map((c) => (
            <option key={c.id} value={c.id}>
              {c.nombre}
            </option>
          ))}
        </TextField>

        <TextField
          id="comite-id_nivel_riesgo"
          select
          label="Nivel de riesgo"
          value={f.id_nivel_riesgo ?? ''}
          onChange={(ev) => cambiar({ id_nivel_riesgo: Number(ev.target.value) || null })}
          error={!!errores.id_nivel_riesgo}
          helperText={primero(errores, 'id_nivel_riesgo')}
          slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
        >
          <option value="">Seleccione un nivel de riesgo</option>
          {p.niveles.map((n) => (
            <option key={n.id} value={n.id}>
              {n.nombre}
            </option>
          ))}
        </TextField>

        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
          <TextField
            id="comite-fecha_aut"
            label="Fecha de autorización"
            type="date"
            value={f.fecha_aut ?? ''}
            onChange={(ev) => cambiar({ fecha_aut: ev.target.value || null })}
            error={!!errores.fecha_aut}
            helperText={primero(errores, 'fecha_aut')}
            slotProps={{ inputLabel: { shrink: true }, htmlInput: { max: p.hoy } }}
          />
          <TextField label="Lugar" value={f.lugar ?? ''} onChange={(ev) => cambiar({ lugar: ev.target.value })} sx={{ flex: 1 }} />
        </Stack>

        <Box id="comite-firma_imagen">
          {(p.firmaGuardada || p.firmaBorrador) && !cambiarFirma ? (
            <Stack spacing={1} alignItems="flex-start">
              <Typography variant="subtitle2">Firma</Typography>
              {p.firmaBorrador ? (
                <Box component="img" src={p.firmaBorrador} alt="Firma de quien autoriza" sx={{ height: 90, maxWidth: '100%' }} />
              ) : (
                <ImagenArchivo uuid={p.firmaGuardada} alt="Firma guardada de la evaluación" alto={90} />
              )}
              <Button
                size="small"
                onClick={() => {
                  setFirma(null);
                  setCambiarFirma(true);
                }}
              >
                Firmar de nuevo
              </Button>
            </Stack>
          ) : (
            // draw it, type the name or initials, upload an image, or use the signed-in user's saved signature
            <SelectorFirma etiqueta="Firma de quien autoriza" onCambio={setFirma} firmaGuardada={sesion.usuario()?.firma ?? null} />
          )}
          {errores.firma_imagen && <FormHelperText error>{primero(errores, 'firma_imagen')}</FormHelperText>}
        </Box>

        {Object.keys(errores).length > 0 && <Alert severity="error">Revise los campos marcados: {Object.values(errores)[0][0]}</Alert>}
        <Box>
          <Button type="submit" variant="contained" disabled={p.enviando}>
            {p.textoEnviar}
          </Button>
        </Box>
      </Stack>
    </Box>
  );
}

function Seccion({ titulo, id, children }: { titulo: string; id: string; children: ReactNode }) {
  return (
    <Box component="fieldset" id={id} sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 2, m: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ px: 0.5 }}>
        {titulo}
      </Typography>
      {children}
    </Box>
  );
}
