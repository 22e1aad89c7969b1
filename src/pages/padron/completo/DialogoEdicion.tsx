import { useEffect, useState, type FormEvent } from 'react';
import { Alert, Button, Dialog, DialogActions, DialogContent, DialogTitle, MenuItem, Stack, TextField } from '@mui/material';
import type { HttpError } from 'react-admin';
import type { CuerpoEdicionPadron, FilaPadronCompleto, OpcionCatalogo } from '@domain/contrato/padron-completo';
import { deCentesimos, validarCelda, validarNombre, valorNumeroParaEnviar, type ColumnaEditable } from '@domain/padron/edicion';
import { valorCrudo } from '@domain/padron/columnas-completo';
import { hoyEnZona } from '@domain/comun/formato';
import { editarCeldaPadron, localidadesPadron, municipiosPadron, opcionesCatalogo } from '../../../api/padron-completo';
import { useConfiguracion } from '../../../sesion/useConfiguracion';

type Campos = Record<string, string>;

/** What the form starts with: the cell's value as the person knows it (kg, not kg ×100; ids as text for the selects). */
function inicial(def: ColumnaEditable, fila: FilaPadronCompleto): Campos {
  if (def.tipo === 'nombre')
    return { nombres: fila.nombres, apellido_paterno: fila.apellido_paterno, apellido_materno: fila.apellido_materno };
  if (def.tipo === 'localidad') return { id_municipio: String(fila.id_municipio), id_localidad: String(fila.id_localidad) };
  const v = valorCrudo(fila, def.columna);
  if (v === null) return { valor: '' };
  if (def.tipo === 'numero' && def.centesimos) return { valor: String(deCentesimos(Number(v))) };
  return { valor: String(v) };
}

/**
 * The message of the form as typed, by field (the same rules the server runs: domain/padron/edicion.ts), with the
 * cooperative's today so a future date is refused here as the server would.
 */
function errores(def: ColumnaEditable, c: Campos, hoy: string): Campos {
  if (def.tipo === 'nombre') return validarNombre(c) as Campos;
  if (def.tipo === 'localidad') {
    const m = validarCelda(def, c.id_localidad ? Number(c.id_localidad) : null);
    return m ? { id_localidad: m } : {};
  }
  const valor = def.tipo === 'catalogo' ? (c.valor ? Number(c.valor) : null) : c.valor;
  const m = validarCelda(def, valor, hoy);
  return m ? { valor: m } : {};
}

function cuerpo(def: ColumnaEditable, fila: FilaPadronCompleto, c: Campos): CuerpoEdicionPadron {
  const base = { id_cuenta: fila.id_cuenta, id_ciclo: fila.id_ciclo, column: def.columna, valor_anterior: valorCrudo(fila, def.columna) };
  switch (def.tipo) {
    case 'nombre':
      return { ...base, nombres: c.nombres, apellido_paterno: c.apellido_paterno, apellido_materno: c.apellido_materno };
    case 'localidad':
      return { ...base, id_localidad: Number(c.id_localidad), id_municipio: Number(c.id_municipio) };
    case 'numero':
      return { ...base, new_value: valorNumeroParaEnviar(def, c.valor) };
    case 'catalogo':
      return { ...base, new_value: Number(c.valor) };
    default:
      return { ...base, new_value: c.valor.trim() };
  }
}

/** The server's message of a failed save: errors.new_value first (001 §8), else its message. */
function mensajeDelServidor(e: unknown): { mensaje: string; conflicto: boolean } {
  const err = e as HttpError & { body?: { erroresOriginales?: Record<string, string[]> } };
  const porCampo = err.body?.erroresOriginales?.new_value?.[0];
  return { mensaje: porCampo ?? err.message ?? 'No se pudo guardar', conflicto: err.status === 409 };
}

const etiquetas: Record<string, string> = {
  nombres: 'Nombres',
  apellido_paterno: 'Apellido paterno',
  apellido_materno: 'Apellido materno',
};

/**
 * The modal form of one register cell (001 §2.9, §5): text, number, name, date (the browser's date picker, sent
 * yyyy-MM-dd), locality with its municipality, or a catalogue select. Validated as typed with the server's rule;
 * on success it hands the new row up (the grid marks the cell and adjusts the totals).
 */
export function DialogoEdicion({
  def,
  fila,
  onCerrar,
  onGuardado,
  onRecargar,
}: {
  def: ColumnaEditable;
  fila: FilaPadronCompleto;
  onCerrar: () => void;
  onGuardado: (nueva: FilaPadronCompleto, mensaje: string) => void;
  onRecargar: () => void;
}) {
  const [campos, setCampos] = useState<Campos>(() => inicial(def, fila));
  const [tocado, setTocado] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [falla, setFalla] = useState<{ mensaje: string; conflicto: boolean } | null>(null);
  const [opciones, setOpciones] = useState<OpcionCatalogo[] | null>(null);
  const [localidades, setLocalidades] = useState<OpcionCatalogo[] | null>(null);

  useEffect(() => {
    if (def.tipo === 'catalogo' && def.catalogo) void opcionesCatalogo(def.catalogo).then(setOpciones);
    if (def.tipo === 'localidad') void municipiosPadron().then((m) => setOpciones(m.map(({ id, nombre }) => ({ id, nombre }))));
  }, [def]);
  useEffect(() => {
    if (def.tipo !== 'localidad' || !campos.id_municipio) return;
    setLocalidades(null);
    void localidadesPadron(Number(campos.id_municipio)).then((l) => setLocalidades(l.map(({ id, nombre }) => ({ id, nombre }))));
  }, [def.tipo, campos.id_municipio]);

  const { configuracion } = useConfiguracion();
  const hoy = hoyEnZona(configuracion?.zona_horaria);
  const errs = tocado ? errores(def, campos, hoy) : {};
  const poner = (k: string) => (ev: { target: { value: string } }) => setCampos((c) => ({ ...c, [k]: ev.target.value }));

  const guardar = async (ev: FormEvent) => {
    ev.preventDefault();
    setTocado(true);
    if (Object.keys(errores(def, campos, hoy)).length) return;
    setGuardando(true);
    setFalla(null);
    try {
      const r = await editarCeldaPadron(def.columna, cuerpo(def, fila, campos));
      onGuardado(r.data, r.message);
    } catch (e) {
      setFalla(mensajeDelServidor(e));
    } finally {
      setGuardando(false);
    }
  };

  const id = `edicion-${def.columna}`;
  const sinOpciones = opciones !== null && opciones.length === 0;
  return (
    <Dialog open onClose={onCerrar} fullWidth maxWidth="xs" aria-labelledby={`${id}-titulo`}>
      <form onSubmit={guardar} noValidate>
        <DialogTitle id={`${id}-titulo`}>
          {def.etiqueta} · {fila.productor_nombre}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            {def.tipo === 'nombre' &&
              (['nombres', 'apellido_paterno', 'apellido_materno'] as const).map((k) => (
                <TextField
                  key={k}
                  label={etiquetas[k]}
                  value={campos[k] ?? ''}
                  onChange={poner(k)}
                  error={!!errs[k]}
                  helperText={errs[k] ?? ' '}
                  required
                />
              ))}
            {(def.tipo === 'texto' || def.tipo === 'numero' || def.tipo === 'fecha') && (
              <TextField
                label={def.etiqueta}
                value={campos.valor ?? ''}
                onChange={poner('valor')}
                type={def.tipo === 'fecha' ? 'date' : 'text'}
                slotProps={{
                  inputLabel: { shrink: true },
                  htmlInput:
                    def.tipo === 'numero'
                      ? { inputMode: 'decimal' }
                      : def.tipo === 'fecha'
                        ? { min: '1900-01-01', max: hoy }
                        : def.max
                          ? { maxLength: def.max + 50 }
                          : {},
                }}
                error={!!errs.valor}
                helperText={errs.valor ?? ' '}
                required
                autoFocus
              />
            )}
            {def.tipo === 'catalogo' && (
              <TextField
                select
                label={def.etiqueta}
                value={opciones ? campos.valor : ''}
                onChange={poner('valor')}
                error={!!errs.valor}
                helperText={errs.valor ?? (sinOpciones ? 'No hay elementos por mostrar' : ' ')}
                required
              >
                {(opciones ?? []).map((o) => (
                  <MenuItem key={o.id} value={String(o.id)}>
                    {o.nombre}
                  </MenuItem>
                ))}
              </TextField>
            )}
            {def.tipo === 'localidad' && (
              <>
                <TextField
                  select
                  label="Municipio"
                  value={opciones ? campos.id_municipio : ''}
                  onChange={(e) => setCampos((c) => ({ ...c, id_municipio: e.target.value, id_localidad: '' }))}
                  helperText=" "
                  required
                >
                  {(opciones ?? []).map((o) => (
                    <MenuItem key={o.id} value={String(o.id)}>
                      {o.nombre}
                    </MenuItem>
                  ))}
                </TextField>
                <TextField
                  select
                  label="Localidad"
                  value={localidades ? campos.id_localidad : ''}
                  onChange={poner('id_localidad')}
                  error={!!errs.id_localidad}
                  helperText={errs.id_localidad ?? (localidades?.length === 0 ? 'No hay elementos por mostrar' : ' ')}
                  required
                >
                  {(localidades ?? []).map((o) => (
                    <MenuItem key={o.id} value={String(o.id)}>
                      {o.nombre}
                    </MenuItem>
                  ))}
                </TextField>
              </>
            )}
            {falla && (
              <Alert
                severity="error"
                action={
                  falla.conflicto ? (
                    <Button color="inherit" size="small" onClick={onRecargar}>
                      Recargar
                    </Button>
                  ) : undefined
                }
              >
                {falla.mensaje}
              </Alert>
            )}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onCerrar}>Cancelar</Button>
          <Button type="submit" variant="contained" disabled={guardando}>
            Guardar
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
