import { useState } from 'react';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Title, useNotify } from 'react-admin';
import { formatoCentavos, formatoFecha, partesEnZona } from '@domain/comun/formato';
import { SIN_FECHA_FIN } from '@domain/acopio/precio';
import type { FilaPrecio } from '@domain/contrato/acopio-precios';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { Cargando } from '../../../components/Cargando';
import { SinRegistros } from '../../../components/SinRegistros';
import { TituloPestana } from '../../../components/TituloPestana';
import { eliminarPrecio, listarPrecios, rutaExcelPrecios } from '../../../api/acopio-precios';
import { sesion } from '../../../sesion/almacenSesion';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { usePuede } from '../../../sesion/usePuede';
import { FormularioPrecio } from './FormularioPrecio';

const CLAVE = ['cosecha', 'precios-cooperativa'];

const fechaFin = (f: FilaPrecio) => (f.fecha_fin === SIN_FECHA_FIN ? SIN_FECHA_FIN : formatoFecha(f.fecha_fin));

/** When it was registered, on the cooperative's clock: '26/nov/2026 10:05'. */
function registrado(iso: string, zona: string | null | undefined): string {
  const p = partesEnZona(new Date(iso), zona);
  return `${formatoFecha(`${p.year}-${p.month}-${p.day}`)} ${p.hour}:${p.minute}`;
}

/**
 * /admin/acopio/precio_por_cooperativa/list (spec 002 §2.12): the cooperative's prices per kg, newest first, with
 * the Excel (…_EXPORTAR) and 'Registrar nuevo precio' (…_NUEVO). Only the current price (fecha_fin '-') offers
 * Delete (…_ELIMINAR), after a confirmation that says which price becomes current again.
 */
export function PaginaPrecio() {
  const notify = useNotify();
  const cliente = useQueryClient();
  const { configuracion } = useConfiguracion();
  const unidad = configuracion?.acopio_units || 'kg';
  const zona = configuracion?.zona_horaria;
  const registra = usePuede('ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO');
  const elimina = usePuede('ACOPIOS_PRECIO_X_COOPERATIVA_ELIMINAR');
  const exporta = usePuede('ACOPIOS_PRECIO_X_COOPERATIVA_EXPORTAR');
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const [formulario, setFormulario] = useState(false);
  const [aBorrar, setABorrar] = useState<FilaPrecio | null>(null);
  const [borrando, setBorrando] = useState(false);
  const precios = useQuery({ queryKey: CLAVE, queryFn: listarPrecios });
  const filas = precios.data ?? [];
  const vigente = filas.find((f) => f.fecha_fin === SIN_FECHA_FIN) ?? null;
  const anterior = vigente ? (filas.find((f) => f.precio_id !== vigente.precio_id) ?? null) : null;
  const idCooperativa = sesion.usuario()?.id_cooperativa;

  const borrar = async () => {
    if (!aBorrar) return;
    setBorrando(true);
    try {
      const r = await eliminarPrecio(aBorrar.precio_id);
      notify(r.message, { type: 'success' });
      await cliente.invalidateQueries({ queryKey: CLAVE });
    } catch (e) {
      notify(e instanceof Error ? e.message : 'No se pudo eliminar el precio. Inténtelo de nuevo.', { type: 'error' });
    }
    setBorrando(false);
    setABorrar(null);
  };

  const accion = (f: FilaPrecio) =>
    elimina && f.fecha_fin === SIN_FECHA_FIN ? (
      <Button
        size="small"
        color="error"
        startIcon={<DeleteIcon />}
        onClick={() => setABorrar(f)}
        aria-label={`Eliminar el precio ${f.precio_id}`}
      >
        Eliminar
      </Button>
    ) : null;
  const estatus = (f: FilaPrecio) => (
    <Chip
      size="small"
      label={f.estatus}
      color={f.estatus_color === 'success' ? 'success' : 'default'}
      variant={f.estatus_color === 'success' ? 'filled' : 'outlined'}
    />
  );

  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana titulo="Precio por cooperativa" />
      <Title title="Precio por cooperativa" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        Precio por cooperativa
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} sx={{ mb: 2 }}>
        {registra && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setFormulario(true)}>
            Registrar nuevo precio
          </Button>
        )}
        {exporta && idCooperativa && (
          <BotonDescarga ruta={rutaExcelPrecios(idCooperativa)} etiqueta="Excel" nombrePorDefecto="precios.xlsx" />
        )}
      </Stack>
      {precios.isPending ? (
        <Cargando />
      ) : precios.isError ? (
        <Alert severity="error">No se pudieron cargar los precios. Recargue la página para intentarlo de nuevo.</Alert>
      ) : (
        <>
          <Alert severity={vigente ? 'info' : 'warning'} sx={{ mb: 2 }}>
            {vigente
              ? `Precio vigente: ${formatoCentavos(vigente.precio)} por ${unidad}, desde el ${formatoFecha(vigente.fecha_inicio)}.`
              : `La cooperativa no tiene precio vigente: no se pueden registrar entregas.${registra ? ' Registre uno con «Registrar nuevo precio».' : ' Pida a quien administra los precios que registre uno.'}`}
          </Alert>
          {filas.length === 0 ? (
            <Paper variant="outlined">
              <SinRegistros />
            </Paper>
          ) : angosta ? (
            <Stack spacing={1} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label="Precios">
              {filas.map((f) => (
                <Paper key={f.precio_id} variant="outlined" component="li" sx={{ p: 1.5 }}>
                  <Stack direction="row" justifyContent="space-between" alignItems="center">
                    <Typography fontWeight="bold">{formatoCentavos(f.precio)}</Typography>
                    {estatus(f)}
                  </Stack>
                  <Typography variant="body2">
                    {formatoFecha(f.fecha_inicio)} – {fechaFin(f)}
                  </Typography>
                  <Typography variant="body2" color="text.secondary">
                    Registró {f.registro ?? '--'} · {registrado(f.fecha_registro, zona)}
                  </Typography>
                  {accion(f)}
                </Paper>
              ))}
            </Stack>
          ) : (
            <TableContainer component={Paper} variant="outlined">
              <Table size="small" aria-label="Precios">
                <TableHead>
                  <TableRow>
                    <TableCell>Id</TableCell>
                    <TableCell>Fecha de inicio</TableCell>
                    <TableCell>Fecha de fin</TableCell>
                    <TableCell>Estatus</TableCell>
                    <TableCell align="right">Precio por {unidad}</TableCell>
                    <TableCell>Registró</TableCell>
                    <TableCell>Fecha de registro</TableCell>
                    <TableCell>Acciones</TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {filas.map((f) => (
                    <TableRow key={f.precio_id}>
                      <TableCell>{f.precio_id}</TableCell>
                      <TableCell>{formatoFecha(f.fecha_inicio)}</TableCell>
                      <TableCell>{fechaFin(f)}</TableCell>
                      <TableCell>{estatus(f)}</TableCell>
                      <TableCell align="right">{formatoCentavos(f.precio)}</TableCell>
                      <TableCell>{f.registro ?? '--'}</TableCell>
                      <TableCell>{registrado(f.fecha_registro, zona)}</TableCell>
                      <TableCell>{accion(f)}</TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </Table>
            </TableContainer>
          )}
        </>
      )}
      <FormularioPrecio
        abierto={formulario}
        unidad={unidad}
        onCerrar={() => setFormulario(false)}
        onGuardado={(r) => {
          setFormulario(false);
          notify(r.message, { type: 'success' });
          void cliente.invalidateQueries({ queryKey: CLAVE });
        }}
      />
      <Dialog open={!!aBorrar} onClose={() => !borrando && setABorrar(null)} aria-labelledby="titulo-borrar-precio">
        <DialogTitle id="titulo-borrar-precio">Eliminar el precio vigente</DialogTitle>
        <DialogContent>
          <DialogContentText>
            {aBorrar && `Se eliminará el precio ${aBorrar.precio_id} (${formatoCentavos(aBorrar.precio)} por ${unidad}). `}
            {anterior
              ? `El precio anterior, ${formatoCentavos(anterior.precio)} desde el ${formatoFecha(anterior.fecha_inicio)}, volverá a ser el vigente.`
              : 'La cooperativa quedará sin precio vigente y no podrá registrar entregas hasta registrar uno nuevo.'}{' '}
            Las entregas ya registradas conservan su precio.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setABorrar(null)} disabled={borrando}>
            Cancelar
          </Button>
          <Button color="error" variant="contained" onClick={borrar} disabled={borrando} aria-busy={borrando}>
            Eliminar
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
