import { useRef, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { useNotify } from 'react-admin';
import { Alert, Box, Button, Grid, Link as MuiLink, Paper, Stack, Typography } from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import SaveIcon from '@mui/icons-material/Save';
import { leerCentesimos, textoMonto } from '@domain/acopio/cantidades';
import { validarPagoPendiente } from '@domain/acopio/validar-entrega';
import { hoyEnZona, formatoFecha } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { registrarPagoPendiente } from '../../../api/acopio';
import { uuidv7 } from '@domain/bandeja/uuidv7';
import { esFallaDeRed, guardarSinConexion, MENSAJES_SIN_CONEXION, navegadorSinRed } from '../../../offline/bandeja/guardarSinConexion';
import { Cargando } from '../../../components/Cargando';
import { DialogoError } from '../../../components/DialogoError';
import { Firma } from '../../../components/firma';
import { TituloPestana } from '../../../components/TituloPestana';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { CampoFecha } from '../CampoFecha';
import { CampoCifra, mensajeDe, SelectCatalogo } from './campos';
import { useDatosPago } from './useDatosPago';

/** The way back from a delivery that cannot take a payment (missing, another producer's, already paid). */
const irAEntregas = (
  <Button component={Link} to={rutas.acopioEntregas()}>
    Ir a entregas
  </Button>
);
const pesos = (c: number) => `$ ${textoMonto(c)}`;

/**
 * /admin/acopio/entregas_por_productor/pago_pendiente/{id_cuenta}/{uuid_cuenta}/{id_acopio} (spec 002 §2.4): date,
 * amount and method of a later payment; 'Continuar' shows the summary with the producer's signature and Guardar.
 * The amount may not pass what is pending (total − discounts − paid, §4).
 */
export function PagoPendiente() {
  const { idCuenta = '', uuidCuenta = '', idAcopio = '' } = useParams();
  const { configuracion } = useConfiguracion();
  const navigate = useNavigate();
  const notify = useNotify();
  const datos = useDatosPago(Number(idAcopio), uuidCuenta);
  const [fecha, setFecha] = useState(() => hoyEnZona(configuracion?.zona_horaria));
  const [monto, setMonto] = useState('');
  const [recuperar, setRecuperar] = useState('');
  const [metodo, setMetodo] = useState<number | null>(null);
  const [intentado, setIntentado] = useState(false);
  const [paso, setPaso] = useState<'datos' | 'resumen'>('datos');
  const [firma, setFirma] = useState<string | null>(null);
  const [enviando, setEnviando] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // made when the form opens (issue 28): the same key on every try, and the outbox item's id if it is saved offline
  const clave = useRef(uuidv7());

  const e = datos.entrega;
  // what the producer owes today on advances (issue 25): the recovery field shows only then
  const saldoCreditos = datos.saldoCreditos;
  if (datos.error || (e && e.uuid_cuenta !== uuidCuenta)) {
    return (
      <Box sx={{ p: 2 }}>
        <TituloPestana titulo="Pago pendiente" />
        <Alert severity="warning" action={irAEntregas}>
          {datos.error ?? 'La entrega no existe o no es de este productor. Elíjala de nuevo en el listado de entregas.'}
        </Alert>
      </Box>
    );
  }
  if (!e || !datos.metodos) return <Cargando />;

  const lectura = leerCentesimos(monto);
  const recuperacion = leerCentesimos(recuperar);
  const hoy = hoyEnZona(configuracion?.zona_horaria);
  // Between the delivery's date and today, as on the server (issue 22 item 19); the same rule for the recovery.
  const errores = validarPagoPendiente(
    { fecha_ejecucion: fecha || null, id_metodo_pago: metodo, monto_pagado: lectura.valor, recuperacion_credito: recuperacion.valor },
    e.saldo,
    { entrega: e.fecha_acopio, hoy },
    saldoCreditos,
  );
  if (lectura.error) errores.monto_pagado = [lectura.error];
  if (recuperacion.error) errores.recuperacion_credito = [recuperacion.error];
  const recuperado = recuperacion.valor ?? 0;
  const visibles = intentado ? errores : {};
  const nombreMetodo = datos.metodos.find((m) => m.id === metodo)?.nombre ?? '—';

  const guardar = async () => {
    setEnviando(true);
    const cuerpo = {
      id_acopio: e.id,
      fecha_ejecucion: fecha,
      id_metodo_pago: metodo,
      monto_pagado: lectura.valor,
      ...(recuperado > 0 ? { recuperacion_credito: recuperado } : {}),
      firma_image: firma!,
    };
    // issue 28: no network → the payment waits in this device's outbox, sent with this same key later
    const enDispositivo = async (probadaEnLinea: boolean) => {
      try {
        const folio = await guardarSinConexion({
          tipo: 'pago_pendiente',
          id: clave.current,
          cuerpo,
          resumen: { productor: e.productor, kilos: e.peso_neto, importe: lectura.valor ?? 0 },
          cuenta: { id: Number(idCuenta), uuid: uuidCuenta },
          probadaEnLinea,
        });
        notify(MENSAJES_SIN_CONEXION.pago(folio), { type: 'info', autoHideDuration: 15_000 });
        navigate(rutas.acopioBandeja());
      } catch (err) {
        setError((err as Error).message || 'No se pudo guardar el pago en este dispositivo');
        setEnviando(false);
      }
    };
    if (navegadorSinRed()) return enDispositivo(false);
    try {
      await registrarPagoPendiente(cuerpo, clave.current);
      notify('Se registró con éxito el pago pendiente', { type: 'success' });
      navigate(rutas.acopioEntregas());
    } catch (err) {
      if (esFallaDeRed(err)) return enDispositivo(true);
      setError((err as Error).message || 'No se pudo registrar el pago');
      setEnviando(false);
    }
  };

  const filas: [string, string][] = [
    ['Productor', e.productor],
    ['Entrega', `${e.folio_acopio ?? 'Sin folio'} del ${formatoFecha(e.fecha_acopio)}`],
    ['Importe bruto', pesos(e.importe_total)],
    ['Descuentos por deudas', pesos(e.recuperacion_credito)],
    ['Pagado', pesos(e.pagado)],
    ['Pendiente', pesos(e.saldo)],
  ];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 760 }}>
      <TituloPestana titulo="Pago pendiente" />
      <Typography variant="h5" component="h1" gutterBottom>
        Pago pendiente
      </Typography>
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        <Stack component="dl" sx={{ m: 0, mb: 2 }}>
          {filas.map(([t, v]) => (
            <Stack key={t} direction="row" sx={{ justifyContent: 'space-between', py: 0.5 }}>
              <Typography component="dt">{t}</Typography>
              <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
                {t === 'Productor' ? (
                  <MuiLink component={Link} to={rutas.cuentaPerfil(e.uuid_cuenta)}>
                    {v}
                  </MuiLink>
                ) : (
                  v
                )}
              </Typography>
            </Stack>
          ))}
        </Stack>
        {datos.desdeCopia ? (
          <Alert severity="info" sx={{ mb: 2 }}>
            Sin conexión: la entrega se leyó de la copia del dispositivo. El pago se guardará en este dispositivo y se enviará al volver la
            conexión.
          </Alert>
        ) : null}
        {datos.enEspera > 0 ? (
          <Alert severity="info" sx={{ mb: 2 }} data-testid="pagos-en-espera">
            Pagos guardados en este dispositivo y aún no enviados ya toman {pesos(datos.enEspera)} de esta entrega: el pendiente los
            descuenta.
          </Alert>
        ) : null}
        {e.saldo <= 0 ? (
          <Alert severity="success" action={irAEntregas}>
            Esta entrega ya está pagada; no tiene saldo pendiente.
          </Alert>
        ) : paso === 'datos' ? (
          <Stack
            component="form"
            noValidate
            aria-label="Datos del pago"
            spacing={2}
            onSubmit={(ev) => {
              ev.preventDefault();
              setIntentado(true);
              if (!Object.keys(errores).length) setPaso('resumen');
            }}
          >
            <Grid container spacing={2}>
              <Grid size={{ xs: 12, sm: 4 }}>
                <CampoFecha
                  fullWidth
                  required
                  name="fecha_ejecucion"
                  label="Fecha del pago"
                  value={fecha}
                  onChange={(ev) => setFecha(ev.target.value)}
                  error={mensajeDe(visibles, 'fecha_ejecucion')}
                  slotProps={{ htmlInput: { min: e.fecha_acopio, max: hoy } }}
                />
              </Grid>
              {saldoCreditos > 0 ? (
                <Grid size={{ xs: 12 }}>
                  <CampoCifra
                    label="Recuperación de crédito ($)"
                    name="recuperacion_credito"
                    value={recuperar}
                    onChange={(ev) => setRecuperar(ev.target.value)}
                    error={mensajeDe(visibles, 'recuperacion_credito')}
                    helperText={`Debe en créditos ${pesos(saldoCreditos)}: se descuenta del pendiente, no se le paga`}
                  />
                </Grid>
              ) : null}
              <Grid size={{ xs: 12, sm: 4 }}>
                <CampoCifra
                  label="Monto ($)"
                  name="monto_pagado"
                  required
                  value={monto}
                  onChange={(ev) => setMonto(ev.target.value)}
                  error={mensajeDe(visibles, 'monto_pagado')}
                  helperText={`Hasta ${pesos(Math.max(0, e.saldo - recuperado))}`}
                />
              </Grid>
              <Grid size={{ xs: 12, sm: 4 }}>
                <SelectCatalogo
                  name="id_metodo_pago"
                  etiqueta="Método de pago"
                  valor={metodo}
                  opciones={datos.metodos}
                  onCambio={setMetodo}
                  error={mensajeDe(visibles, 'id_metodo_pago')}
                />
              </Grid>
            </Grid>
            <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
              <Button component={Link} to={rutas.acopioEntregas()}>
                Cancelar
              </Button>
              <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />}>
                Continuar
              </Button>
            </Stack>
          </Stack>
        ) : (
          <Stack spacing={2}>
            <Typography variant="h6" component="h2">
              Resumen del pago
            </Typography>
            <Typography>
              Se pagan <strong>{pesos(lectura.valor ?? 0)}</strong> el {formatoFecha(fecha)} ({nombreMetodo}); quedarán pendientes{' '}
              <strong>{pesos(e.saldo - (lectura.valor ?? 0) - recuperado)}</strong>.
            </Typography>
            {recuperado > 0 ? (
              <Typography>
                Se recuperan <strong>{pesos(recuperado)}</strong> de sus créditos (primero intereses, luego capital, el crédito más antiguo
                primero).
              </Typography>
            ) : null}
            <Firma etiqueta="Firma del productor" onCambio={setFirma} />
            {!firma ? (
              <Typography variant="body2" color="text.secondary">
                Guardar se habilita cuando el productor haya firmado.
              </Typography>
            ) : null}
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between' }}>
              <Button startIcon={<ArrowBackIcon />} onClick={() => setPaso('datos')} disabled={enviando}>
                Volver a datos de pago
              </Button>
              <Button variant="contained" startIcon={<SaveIcon />} disabled={!firma || enviando} onClick={guardar}>
                {enviando ? 'Guardando…' : 'Guardar'}
              </Button>
            </Stack>
          </Stack>
        )}
      </Paper>
      <DialogoError mensaje={error} onClose={() => setError(null)} titulo="No se pudo registrar el pago" />
    </Box>
  );
}
