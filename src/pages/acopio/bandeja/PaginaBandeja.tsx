import { useCallback, useEffect, useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import {
  Alert,
  Box,
  Button,
  Chip,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Link as MuiLink,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
} from '@mui/material';
import ReceiptIcon from '@mui/icons-material/ReceiptLong';
import SyncIcon from '@mui/icons-material/Sync';
import { descartar, MENSAJES_BANDEJA, MOTIVOS_CONFLICTO, reintentar } from '@domain/bandeja/estados';
import { textoMonto } from '@domain/acopio/cantidades';
import { hoyEnZona } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { TituloPestana } from '../../../components/TituloPestana';
import { CeldaRecibo } from '../recibos/CeldaRecibo';
import { EspacioEnDispositivo } from './EspacioEnDispositivo';
import type { RegistroBandeja } from '../../../offline/baseDispositivo';
import { aplicarPaso, codigoDelDispositivo, listarBandeja } from '../../../offline/bandeja/almacen';
import { MENSAJE_SESION_VENCIDA, textoResultado, useEstadoSincronizacion } from '../../../offline/bandeja/estadoSincronizacion';
import { duenoDeSesion } from '../../../offline/bandeja/sesionBandeja';
import { sincronizar } from '../../../offline/bandeja/sincronizar';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { useFormatoFechaHora } from '../../../sesion/useFormatoFecha';

const QUE_HACER: Record<string, string> = {
  productor_retirado: 'Revise al productor con la oficina; enviarla de nuevo sirve si lo reactivan, si no, descártela.',
  lote_cerrado: 'Con Editar elija otro lote o déjela sin lote; enviarla de nuevo sirve si la oficina reabre el lote.',
  precio_cambiado: 'Envíela de nuevo con las cifras del servidor, edítela con el precio vigente, o descártela.',
  credito_recuperado: 'Envíela de nuevo: el servidor recalcula el crédito por recuperar; o edite la recuperación.',
  clave_otros_datos: 'Revise en el listado de entregas si ya está guardada antes de descartarla.',
  datos_invalidos: 'Lea el mensaje del servidor; edítela, envíela de nuevo o descártela.',
};

/**
 * 'Editar' (issue 28): a delivery in conflict whose producer's account the outbox kept. Not for a 409 'clave_otros_datos':
 * the server already holds something under that key, maybe this very delivery, and a correction would store it twice.
 */
export const sePuedeCorregir = (r: RegistroBandeja): boolean =>
  r.tipo === 'entrega' && !!r.cuenta && r.estado.estado === 'conflicto' && r.estado.motivo !== 'clave_otros_datos';

/**
 * Where a sent row leads: the delivery's own page by the uuid the server returned (for a pending payment, the delivery
 * it paid), or the deliveries list for an item saved before the outbox kept its producer's account.
 */
export const enlaceEnviada = (r: RegistroBandeja): string =>
  r.uuidServidor && r.cuenta ? rutas.acopioEntregaForm(r.cuenta.id, r.cuenta.uuid, r.uuidServidor) : rutas.acopioEntregas();

/** A delivery keeps its provisional receipt while it is not discarded (issue 28); a pending payment has none. */
export const tieneReciboProvisional = (r: RegistroBandeja): boolean => r.tipo === 'entrega' && r.estado.estado !== 'descartada';

/** What the delivery form hands over after saving offline: the new item's id, to offer its receipt at once. */
export interface EstadoGuardadaSinConexion {
  guardada?: string;
}

/** The day (cooperative's zone) of an instant, as 'yyyy-mm-dd'. */
const diaEnZona = (iso: string, zona?: string | null) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: zona || undefined, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(iso),
  );

/**
 * /admin/acopio/bandeja (issue 28): 'Envíos pendientes', this device's outbox for the signed-in person. What waits,
 * what is sending, what stopped in conflict (with the reason and what to do: send it again, correct it with 'Editar'
 * in the delivery form, or discard it after a confirmation), what was sent today with its server folio and what was
 * discarded or replaced today; 'Sincronizar' runs a round now; 'Exportar' saves the outbox as a JSON file (the last resort if the device
 * can never reach the server).
 */
export function PaginaBandeja() {
  const { configuracion } = useConfiguracion();
  const zona = configuracion?.zona_horaria;
  const fechaHora = useFormatoFechaHora();
  const angosta = useMediaQuery('(max-width:699.95px)');
  const sinc = useEstadoSincronizacion();
  const [registros, setRegistros] = useState<RegistroBandeja[] | null>(null);
  const [aDescartar, setADescartar] = useState<RegistroBandeja | null>(null);
  const [error, setError] = useState<string | null>(null);
  const navigate = useNavigate();
  const dueno = duenoDeSesion();
  const recienGuardada = (useLocation().state as EstadoGuardadaSinConexion | null)?.guardada;

  const cargar = useCallback(async () => {
    setRegistros(dueno ? await listarBandeja(dueno) : []);
  }, [dueno]);
  // the engine runs from the shell too: the list follows its rounds
  useEffect(() => {
    void cargar();
  }, [cargar, sinc.enCurso, sinc.ultimo]);

  const hoy = hoyEnZona(zona);
  const visibles = (registros ?? []).filter(
    (r) =>
      r.estado.estado === 'pendiente' ||
      r.estado.estado === 'enviando' ||
      r.estado.estado === 'conflicto' ||
      (r.estado.estado === 'enviada' && diaEnZona(r.estado.enviadaEn, zona) === hoy) ||
      // what was discarded or replaced by a correction today stays in sight with its reason
      (r.estado.estado === 'descartada' && diaEnZona(r.estado.descartadaEn, zona) === hoy),
  );

  const sincronizarAhora = () => void sincronizar().catch((e: Error) => setError(e.message));
  const enviarDeNuevo = async (r: RegistroBandeja) => {
    const p = await aplicarPaso(r.id, (x) => reintentar(x));
    if (!p.ok) setError(p.error);
    await cargar();
    sincronizarAhora();
  };
  const confirmarDescarte = async () => {
    if (!aDescartar) return;
    const p = await aplicarPaso(aDescartar.id, (x) => descartar(x, true, new Date().toISOString()));
    if (!p.ok) setError(p.error);
    setADescartar(null);
    await cargar();
  };
  const exportar = async () => {
    const codigo = (await codigoDelDispositivo()) ?? 'sin-codigo';
    const blob = new Blob([JSON.stringify(registros ?? [], null, 2)], { type: 'application/json' });
    const a = document.createElement('a');
    a.href = URL.createObjectURL(blob);
    a.download = `bandeja_${codigo}_${hoy}.json`;
    a.click();
    URL.revokeObjectURL(a.href);
  };

  const chip = (r: RegistroBandeja) => {
    const e = r.estado;
    // MUI's warning and info chips put white text on orange and light blue (under 4.5:1, axe): a dark amber instead
    if (e.estado === 'pendiente') return <Chip size="small" label="Pendiente de enviar" sx={{ bgcolor: '#8a4b00', color: '#fff' }} />;
    if (e.estado === 'enviando') return <Chip size="small" label="Enviando" />;
    if (e.estado === 'descartada')
      return (
        <Box>
          <Chip size="small" label="Descartada" />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {e.reemplazo ? `Reemplazada por una corrección (${e.reemplazo.folio})` : 'No se enviará'}
          </Typography>
        </Box>
      );
    if (e.estado === 'enviada')
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Chip size="small" label="Enviada" color="success" />
          <MuiLink component={Link} to={enlaceEnviada(r)}>
            {e.folio}
          </MuiLink>
        </Stack>
      );
    if (e.estado === 'conflicto')
      return (
        <Box>
          <Chip size="small" label="En conflicto" color="error" />
          <Typography variant="body2" sx={{ mt: 0.5 }}>
            {MOTIVOS_CONFLICTO[e.motivo]}
            {e.mensaje && e.mensaje !== MOTIVOS_CONFLICTO[e.motivo] ? `: ${e.mensaje}` : ''}
          </Typography>
          {Object.keys(e.cifras).length ? (
            <Typography variant="body2" color="text.secondary">
              Cifras del servidor:{' '}
              {Object.entries(e.cifras)
                .map(([k, v]) => `${k} ${v ?? '—'}`)
                .join(', ')}
            </Typography>
          ) : null}
          <Typography variant="body2" color="text.secondary">
            {QUE_HACER[e.motivo]}
          </Typography>
        </Box>
      );
    return null;
  };
  const recibos = (r: RegistroBandeja) =>
    tieneReciboProvisional(r) ? (
      <>
        <Button size="small" component={Link} to={rutas.acopioReciboProvisional(r.id)} startIcon={<ReceiptIcon />}>
          Recibo provisional
        </Button>
        {/* once sent, the final receipt the online flow gives (the server's PDF names the provisional folio too) */}
        {r.estado.estado === 'enviada' && r.uuidServidor ? <CeldaRecibo uuid={r.uuidServidor} folio={r.estado.folio} /> : null}
      </>
    ) : null;
  const acciones = (r: RegistroBandeja) =>
    !tieneReciboProvisional(r) && r.estado.estado !== 'conflicto' ? null : (
      <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap', mt: angosta ? 1 : 0 }}>
        {recibos(r)}
        {r.estado.estado === 'conflicto' ? (
          <>
            <Button size="small" onClick={() => void enviarDeNuevo(r)}>
              Enviar de nuevo
            </Button>
            {sePuedeCorregir(r) ? (
              <Button size="small" onClick={() => navigate(rutas.acopioCorregirEntrega(r.cuenta!.id, r.cuenta!.uuid, r.id))}>
                Editar
              </Button>
            ) : null}
            <Button size="small" color="error" onClick={() => setADescartar(r)}>
              Descartar
            </Button>
          </>
        ) : null}
      </Stack>
    );
  const tipo = (r: RegistroBandeja) => (r.tipo === 'entrega' ? 'Entrega' : 'Pago pendiente');

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <TituloPestana titulo="Envíos pendientes" />
      <Typography variant="h5" component="h1" gutterBottom>
        Envíos pendientes
      </Typography>
      <Stack direction="row" spacing={1} sx={{ mb: 2, flexWrap: 'wrap', gap: 1 }}>
        <Button variant="contained" startIcon={<SyncIcon />} onClick={sincronizarAhora} disabled={sinc.enCurso}>
          Sincronizar
        </Button>
        {registros?.length ? <Button onClick={() => void exportar()}>Exportar</Button> : null}
      </Stack>
      <EspacioEnDispositivo />
      {sinc.sesionVencida ? (
        <Alert
          severity="warning"
          sx={{ mb: 2 }}
          action={
            <Button component={Link} to={rutas.ingresar()}>
              Iniciar sesión
            </Button>
          }
        >
          {MENSAJE_SESION_VENCIDA}
        </Alert>
      ) : null}
      {sinc.ultimo && !sinc.sesionVencida ? (
        <Alert severity={sinc.ultimo.detenida ? 'warning' : 'success'} sx={{ mb: 2 }} role="status">
          {textoResultado(sinc.ultimo)}
        </Alert>
      ) : null}
      {error ? (
        <Alert severity="error" sx={{ mb: 2 }} onClose={() => setError(null)}>
          {error}
        </Alert>
      ) : null}
      {recienGuardada && registros?.some((r) => r.id === recienGuardada && tieneReciboProvisional(r)) ? (
        <Alert
          severity="info"
          sx={{ mb: 2 }}
          action={
            <Button component={Link} to={rutas.acopioReciboProvisional(recienGuardada)} startIcon={<ReceiptIcon />}>
              Ver recibo provisional
            </Button>
          }
        >
          La entrega {registros.find((r) => r.id === recienGuardada)?.folioProvisional} quedó en este dispositivo: su recibo provisional se
          muestra o imprime sin conexión.
        </Alert>
      ) : null}
      {registros && !visibles.length ? (
        <Alert severity="info">
          No hay registros en este dispositivo pendientes de enviar.{' '}
          <MuiLink component={Link} to={rutas.acopioSeleccion()}>
            Registrar una entrega
          </MuiLink>
        </Alert>
      ) : null}
      {visibles.length && angosta ? (
        <Stack spacing={1} aria-label="Registros del dispositivo">
          {visibles.map((r) => (
            <Paper key={r.id} variant="outlined" sx={{ p: 1.5 }} data-testid="registro-bandeja">
              <Typography sx={{ fontWeight: 600 }}>
                {r.folioProvisional} · {tipo(r)}
              </Typography>
              {r.corrige ? <Typography variant="body2">Corrige {r.corrige}</Typography> : null}
              <Typography>{r.resumen.productor}</Typography>
              <Typography variant="body2">
                {textoMonto(r.resumen.kilos)} kg · $ {textoMonto(r.resumen.importe)} · {fechaHora(r.registradaEn)}
              </Typography>
              <Box sx={{ mt: 1 }}>{chip(r)}</Box>
              {acciones(r)}
            </Paper>
          ))}
        </Stack>
      ) : null}
      {visibles.length && !angosta ? (
        <Paper variant="outlined">
          <Table size="small" aria-label="Registros del dispositivo">
            <TableHead>
              <TableRow>
                <TableCell>Folio provisional</TableCell>
                <TableCell>Productor</TableCell>
                <TableCell align="right">Kilos</TableCell>
                <TableCell align="right">Importe</TableCell>
                <TableCell>Registrada</TableCell>
                <TableCell>Estado</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {visibles.map((r) => (
                <TableRow key={r.id} data-testid="registro-bandeja">
                  <TableCell>
                    {r.folioProvisional}
                    <Typography variant="caption" component="div">
                      {tipo(r)}
                    </Typography>
                    {r.corrige ? (
                      <Typography variant="caption" component="div">
                        Corrige {r.corrige}
                      </Typography>
                    ) : null}
                  </TableCell>
                  <TableCell>{r.resumen.productor}</TableCell>
                  <TableCell align="right">{textoMonto(r.resumen.kilos)}</TableCell>
                  <TableCell align="right">$ {textoMonto(r.resumen.importe)}</TableCell>
                  <TableCell>{fechaHora(r.registradaEn)}</TableCell>
                  <TableCell>{chip(r)}</TableCell>
                  <TableCell>{acciones(r)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Paper>
      ) : null}
      <Dialog open={!!aDescartar} onClose={() => setADescartar(null)}>
        <DialogTitle>Descartar registro</DialogTitle>
        <DialogContent>
          <Typography>
            {MENSAJES_BANDEJA.confirmar} ({aDescartar?.folioProvisional}, {aDescartar?.resumen.productor}).
          </Typography>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setADescartar(null)}>Cancelar</Button>
          <Button color="error" onClick={() => void confirmarDescarte()}>
            Descartar
          </Button>
        </DialogActions>
      </Dialog>
    </Box>
  );
}
