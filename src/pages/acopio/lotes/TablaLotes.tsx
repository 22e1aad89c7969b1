import { useEffect, useState } from 'react';
import {
  Box,
  Button,
  IconButton,
  LinearProgress,
  MenuItem,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import { Confirm, useNotify, type HttpError } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { textoMonto } from '@domain/acopio/cantidades';
import { ESTATUS_ENTREGA } from '@domain/acopio/estados';
import { formatoFecha } from '@domain/comun/formato';
import type { Lote } from '@domain/contrato/acopio-lotes';
import { borrarLote, cambiarEstadoLote, lotesDelCiclo } from '../../../api/acopio-lotes';
import { Cargando } from '../../../components/Cargando';
import { usePuede } from '../../../sesion/usePuede';
import { PanelLote } from './PanelLote';
import { PanelVerLote } from './PanelVerLote';

/**
 * The progress, the sale date and the centre from 1200 px: under it the table would scroll sideways on a 1024 px
 * screen (issue 10 item 14). Volume and delivered weight stay (the progress is their ratio); the sale date is in the
 * lot's form (the pencil); a wider window shows all three.
 */
const DESDE_1200 = { display: { xs: 'none', lg: 'table-cell' } } as const;
/** Under 1200 px what a hidden column says goes under the lot's name (the importer's reference, issue 23). */
const BAJO_1200 = { display: { xs: 'block', lg: 'none' } } as const;
/**
 * The reference column is narrow (a 14-character reference breaks in two lines) so the table still fits beside the menu
 * at 1280 px with its actions in sight.
 */
const REFERENCIA = { width: 80, minWidth: 80 } as const;

export const claveLotes = (idCiclo: number) => ['acopio', 'lotes', idCiclo];

/** The spec's failure of the inline state change (§8); a collector outside the lot's centre reads the server's reason. */
const FALLO_ESTADO = 'No se pudo cambiar el estado. Inténtalo de nuevo.';

/**
 * The lots table (spec 002 §2.7, §4 'Lots'): state changed inline, progress = delivered / volume, view (its deliveries,
 * TRACES, the EUDR package), the importer's DDS reference (issue 23), and create, edit and delete only in the active
 * collection cycle for whoever registers deliveries.
 */
/** 'Calidad CAL-000005: factor 89.53 · taza 85.25 (Excelente)' from the lot's latest analysis (the server's figures). */
function textoCalidadLote(c: NonNullable<Lote['calidad']>): string {
  const partes = [c.factor_rendimiento === null ? null : `factor ${textoMonto(c.factor_rendimiento)}`];
  partes.push(
    c.puntaje_taza === null ? 'sin catación' : `taza ${textoMonto(c.puntaje_taza)}${c.nombre_banda ? ` (${c.nombre_banda})` : ''}`,
  );
  return `Calidad ${c.folio}: ${partes.filter(Boolean).join(' · ')}`;
}

export function TablaLotes({ idCiclo, activo }: { idCiclo: number; activo: boolean }) {
  const notify = useNotify();
  const cliente = useQueryClient();
  const escribir = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const lotes = useQuery({ queryKey: claveLotes(idCiclo), queryFn: () => lotesDelCiclo(idCiclo) });
  const [editar, setEditar] = useState<Lote | null | 'nuevo'>(null);
  const [ver, setVer] = useState<Lote | null>(null);
  // `?lote=<uuid>` opens that lot's panel (the producer profile's statements link here, issue 23)
  const [parametros, setParametros] = useSearchParams();
  const loteEnRuta = parametros.get('lote');
  useEffect(() => {
    const l = loteEnRuta ? lotes.data?.find((x) => x.uuid === loteEnRuta) : undefined;
    if (l) setVer(l);
  }, [loteEnRuta, lotes.data]);
  const cerrarVer = () => {
    setVer(null);
    if (loteEnRuta) {
      parametros.delete('lote');
      setParametros(parametros, { replace: true });
    }
  };
  const [borrar, setBorrar] = useState<Lote | null>(null);
  const recargar = () => cliente.invalidateQueries({ queryKey: ['acopio'] });
  const gestiona = escribir && activo;

  const cambiarEstado = async (l: Lote, estado: number) => {
    try {
      const r = await cambiarEstadoLote(l.uuid, { id_recoleccion_acopio_estatus: estado, version: l.version });
      notify(r.message, { type: 'success' });
    } catch (e) {
      const h = e as HttpError;
      notify(h.status === 403 || h.status === 409 ? h.message : FALLO_ESTADO, { type: 'error' });
    }
    await recargar();
  };

  const confirmarBorrado = async () => {
    const l = borrar!;
    setBorrar(null);
    try {
      notify((await borrarLote(l.id)).message, { type: 'success' });
    } catch (e) {
      notify((e as HttpError).message || 'Acceso prohibido', { type: 'error' });
    }
    await recargar();
  };

  return (
    <Box>
      <Stack direction="row" alignItems="center" justifyContent="space-between" sx={{ mb: 1 }} useFlexGap flexWrap="wrap" spacing={1}>
        <Typography variant="h6" component="h2">
          Lotes
        </Typography>
        {gestiona && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setEditar('nuevo')}>
            Nuevo lote
          </Button>
        )}
      </Stack>
      {lotes.isPending && <Cargando />}
      {lotes.isError && <Typography color="error">No se pudieron leer los lotes. Recargue la página.</Typography>}
      {lotes.data && lotes.data.length === 0 && (
        <Typography color="text.secondary" sx={{ p: 2 }}>
          {gestiona ? 'Sin registros encontrados. Cree el primer lote del ciclo con «Nuevo lote».' : 'Sin registros encontrados'}
        </Typography>
      )}
      {lotes.data && lotes.data.length > 0 && (
        <Box sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Tabla de lotes">
          {/* half the usual side padding: ten columns fit beside the menu at 1280 px with the actions in sight (issue 23) */}
          <Table size="small" sx={{ '& .MuiTableCell-root': { px: 1 } }}>
            <TableHead>
              <TableRow>
                <TableCell>Lote</TableCell>
                <TableCell>Folio</TableCell>
                <TableCell align="right">Volumen (kg)</TableCell>
                <TableCell align="right">Entregado (kg)</TableCell>
                <TableCell sx={{ ...DESDE_1200, minWidth: 100 }}>Avance</TableCell>
                <TableCell sx={{ minWidth: 150 }}>Estado</TableCell>
                <TableCell sx={DESDE_1200}>Entrega a la venta</TableCell>
                <TableCell sx={DESDE_1200}>Centro</TableCell>
                <TableCell sx={{ ...DESDE_1200, ...REFERENCIA }}>Referencia DDS</TableCell>
                {gestiona && <TableCell>Acciones</TableCell>}
              </TableRow>
            </TableHead>
            <TableBody>
              {lotes.data.map((l) => (
                <TableRow key={l.uuid} hover>
                  <TableCell>
                    <Button
                      size="small"
                      onClick={() => setVer(l)}
                      aria-label={`Ver lote ${l.nombre}`}
                      // a long name wraps: the lots table fits a 1024 px screen without scrolling sideways (issue 10 item 14)
                      sx={{ textTransform: 'none', p: 0, minWidth: 0, textAlign: 'left', justifyContent: 'flex-start' }}
                    >
                      {l.nombre}
                    </Button>
                    {l.entregas_sobre_estimacion > 0 && (
                      // a darker orange than warning.dark (#e65100 is 3.8:1 on white; small text needs 4.5:1)
                      <Typography variant="caption" sx={{ color: '#8f4400' }} display="block">
                        {l.entregas_sobre_estimacion} sobre estimación
                      </Typography>
                    )}
                    {l.entregas_sancionadas > 0 && (
                      <Typography variant="caption" color="error.dark" display="block">
                        {l.entregas_sancionadas} de sancionados
                      </Typography>
                    )}
                    {l.calidad && (
                      // issue 26 'The result travels': the lot's latest quality analysis, under its name (no new column: the
                      // table keeps fitting beside the menu at 1280 px)
                      <Typography variant="caption" color="text.secondary" display="block" data-testid={`calidad-lote-${l.id}`}>
                        {textoCalidadLote(l.calidad)}
                      </Typography>
                    )}
                    {l.referencia_dds && (
                      <Typography variant="caption" color="text.secondary" sx={{ ...BAJO_1200, overflowWrap: 'anywhere' }}>
                        DDS {l.referencia_dds}
                      </Typography>
                    )}
                  </TableCell>
                  <TableCell>{l.folio ?? '—'}</TableCell>
                  <TableCell align="right">{l.volumen == null ? '—' : textoMonto(l.volumen)}</TableCell>
                  <TableCell align="right">{textoMonto(l.lote_kgs_entregados)}</TableCell>
                  <TableCell sx={DESDE_1200}>
                    {l.progreso == null ? (
                      'Sin volumen'
                    ) : (
                      <Stack direction="row" alignItems="center" spacing={1}>
                        <LinearProgress
                          variant="determinate"
                          value={l.progreso}
                          sx={{ flex: 1 }}
                          aria-label={`Avance del lote ${l.nombre}`}
                        />
                        <span>{l.progreso} %</span>
                      </Stack>
                    )}
                  </TableCell>
                  <TableCell>
                    {escribir ? (
                      <TextField
                        select
                        size="small"
                        fullWidth
                        value={l.id_recoleccion_acopio_estatus ?? ''}
                        onChange={(e) => void cambiarEstado(l, Number(e.target.value))}
                        slotProps={{
                          select: { displayEmpty: true, SelectDisplayProps: { 'aria-label': `Estado del lote ${l.nombre}` } as object },
                        }}
                      >
                        <MenuItem value="" disabled>
                          Sin asignar
                        </MenuItem>
                        {Object.entries(ESTATUS_ENTREGA).map(([id, nombre]) => (
                          <MenuItem key={id} value={Number(id)}>
                            {nombre}
                          </MenuItem>
                        ))}
                      </TextField>
                    ) : (
                      l.estatus
                    )}
                  </TableCell>
                  <TableCell sx={DESDE_1200}>{formatoFecha(l.fecha_entrega_venta)}</TableCell>
                  <TableCell sx={DESDE_1200}>{l.centro_acopio ?? 'Sin centro'}</TableCell>
                  <TableCell sx={{ ...DESDE_1200, ...REFERENCIA, wordBreak: 'break-all' }}>{l.referencia_dds ?? '—'}</TableCell>
                  {gestiona && (
                    <TableCell sx={{ whiteSpace: 'nowrap' }}>
                      <IconButton size="small" aria-label={`Editar lote ${l.nombre}`} onClick={() => setEditar(l)}>
                        <EditIcon fontSize="small" />
                      </IconButton>
                      <IconButton size="small" aria-label={`Eliminar lote ${l.nombre}`} onClick={() => setBorrar(l)}>
                        <DeleteIcon fontSize="small" />
                      </IconButton>
                    </TableCell>
                  )}
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      <PanelLote
        abierto={editar !== null}
        lote={editar === 'nuevo' ? null : editar}
        idCiclo={idCiclo}
        onCerrar={() => setEditar(null)}
        onGuardado={() => {
          setEditar(null);
          void recargar();
        }}
      />
      <PanelVerLote lote={ver} onCerrar={cerrarVer} />
      <Confirm
        isOpen={!!borrar}
        title="Eliminar lote"
        content={
          borrar && borrar.entregas > 0
            ? `Se eliminará el lote ${borrar.nombre}. Solo se borra la información del lote: sus ${borrar.entregas} entregas se conservan, sin lote.`
            : `Se eliminará el lote ${borrar?.nombre ?? ''}.`
        }
        onConfirm={() => void confirmarBorrado()}
        onClose={() => setBorrar(null)}
      />
    </Box>
  );
}
