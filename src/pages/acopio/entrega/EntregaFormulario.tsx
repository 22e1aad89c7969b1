import { useRef, useState, type ReactNode } from 'react';
import { Link, useNavigate, useParams, useSearchParams } from 'react-router-dom';
import { useNotify, type HttpError } from 'react-admin';
import { Alert, Box, Button, Chip, Grid, Link as MuiLink, MenuItem, Paper, Stack, TextField, Typography } from '@mui/material';
import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import { avisoLoteOrganico, avisoNoOrganico, normalizarCertificaciones } from '@domain/acopio/certificaciones';
import { ordenUnidades } from '@domain/acopio/unidades';
import { avisoEstimacion } from '@domain/acopio/estimacion';
import { textoMonto } from '@domain/acopio/cantidades';
import { rutas } from '@domain/comun/rutas';
import { hoyEnZona } from '@domain/comun/formato';
import { cosechaMinima, inicioDelSiguiente, rangoFechaEntrega } from '@domain/acopio/fechas-entrega';
import type { CuerpoEntrega, Entrega } from '@domain/contrato/acopio';
import { MOTIVOS_CONFLICTO } from '@domain/bandeja/estados';
import { firmaSigueValida } from '@domain/bandeja/firma-correccion';
import { claveDeEnvio, editarEntrega, registrarEntrega } from '../../../api/acopio';
import { uuidv7 } from '@domain/bandeja/uuidv7';
import { esFallaDeRed, guardarSinConexion, MENSAJES_SIN_CONEXION, navegadorSinRed } from '../../../offline/bandeja/guardarSinConexion';
import { guardarCorreccion, MENSAJES_CORRECCION, useCorreccion } from '../../../offline/bandeja/correccion';
import type { RegistroBandeja } from '../../../offline/baseDispositivo';
import type { EstadoGuardadaSinConexion } from '../bandeja/PaginaBandeja';
import { Cargando } from '../../../components/Cargando';
import { DialogoError } from '../../../components/DialogoError';
import { TituloPestana } from '../../../components/TituloPestana';
import { useEnLinea } from '../../../offline/copia/useEnLinea';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { usePuede } from '../../../sesion/usePuede';
import { mensajeDe } from './campos';
import { celdasDeEntrega } from './celdas';
import {
  cifrasEnVivo,
  cuerpoEdicion,
  cuerpoNuevo,
  erroresFormulario,
  formularioDeCuerpo,
  formularioDeEntrega,
  formularioVacio,
  leerFormulario,
  visibilidad,
  type EntregaFormulario as Formulario,
} from './modelo';
import { PanelProductor } from './PanelProductor';
import { ResumenEntrega } from './ResumenEntrega';
import { SeccionMuestreo } from './SeccionMuestreo';
import { SeccionPesadas } from './SeccionPesadas';
import { useDatosEntrega } from './useDatosEntrega';

/** An edit opened with the network down (issue 28): what to do instead of a spinner that never ends. */
export const MENSAJE_EDITAR_SIN_RED =
  'Sin conexión: para editar una entrega ya guardada en el servidor hace falta la red. Vuelva a abrirla cuando haya conexión.';

const COSTALERAS = [
  { valor: '1', etiqueta: 'Si' },
  { valor: '2', etiqueta: 'No' },
  { valor: '', etiqueta: 'No aplica' },
];

/**
 * /admin/acopio/entregas_por_productor/form/{id_cuenta}/{uuid_cuenta}[/{uuid_acopio}] (spec 002 §2.3): a new
 * delivery, or the edit of one. Loads what the form needs, then hands it to the form itself. With `?corregir={id}`
 * (issue 28) it is a new delivery that corrects an outbox item in conflict, filled with that item's values.
 */
export function EntregaFormulario() {
  const { idCuenta = '', uuidCuenta = '', uuidAcopio } = useParams();
  const [busqueda] = useSearchParams();
  const datos = useDatosEntrega(Number(idCuenta), uuidCuenta, uuidAcopio);
  const correccion = useCorreccion(uuidAcopio ? null : busqueda.get('corregir'));
  const enLinea = useEnLinea();
  const titulo = uuidAcopio
    ? 'Editar entrega'
    : correccion.registro
      ? `Corregir entrega ${correccion.registro.folioProvisional}`
      : 'Nueva entrega';
  if (correccion.error) {
    return (
      <Box sx={{ p: 2 }}>
        <TituloPestana titulo="Corregir entrega" />
        <Alert
          severity="warning"
          action={
            <Button component={Link} to={rutas.acopioBandeja()}>
              Envíos pendientes
            </Button>
          }
        >
          {correccion.error}
        </Alert>
      </Box>
    );
  }
  // offline only a new delivery works (from the device copy): an edit needs the server's delivery, and its calls wait
  const sinRedParaEditar = !!uuidAcopio && !enLinea && !datos.listo;
  if (datos.sinCicloActivo || datos.error || sinRedParaEditar) {
    const mensaje = sinRedParaEditar
      ? MENSAJE_EDITAR_SIN_RED
      : datos.sinCicloActivo
        ? 'No hay un ciclo de acopio activo. Pida a un administrador que active el ciclo de acopio de la cooperativa.'
        : datos.error?.status === 404
          ? 'El productor o la entrega no existen en el ciclo de acopio. Elija al productor de nuevo.'
          : (datos.error?.message ?? 'No se pudo cargar el formulario');
    return (
      <Box sx={{ p: 2 }}>
        <TituloPestana titulo={titulo} />
        <Alert
          severity="warning"
          action={
            <Button component={Link} to={rutas.acopioSeleccion()}>
              Elegir productor
            </Button>
          }
        >
          {mensaje}
        </Alert>
      </Box>
    );
  }
  if (!datos.listo || correccion.cargando) return <Cargando />;
  return (
    <FormularioEntrega
      // a reload after a 409 brings a new version: the form starts again from what the server holds
      key={datos.entrega ? `${datos.entrega.uuid}-${datos.entrega.version}` : (correccion.registro?.id ?? 'nueva')}
      datos={datos as Listos}
      uuidCuenta={uuidCuenta}
      titulo={titulo}
      correccion={correccion.registro}
    />
  );
}

type Datos = ReturnType<typeof useDatosEntrega>;
type Listos = Datos & {
  panel: NonNullable<Datos['panel']>;
  precio: NonNullable<Datos['precio']>;
  catalogos: NonNullable<Datos['catalogos']>;
};

function FormularioEntrega({
  datos,
  uuidCuenta,
  titulo,
  correccion,
}: {
  datos: Listos;
  uuidCuenta: string;
  titulo: string;
  /** Issue 28: the outbox item in conflict this new delivery corrects. */
  correccion: RegistroBandeja | null;
}) {
  const { configuracion } = useConfiguracion();
  const navigate = useNavigate();
  const notify = useNotify();
  const { idCuenta = '' } = useParams();
  const puedePagar = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const entrega: Entrega | null = datos.entrega;
  const { resumen } = datos.panel;
  // a correction shows the price the server will use: the typed one for who may set prices, else the current one
  const anterior = correccion ? (correccion.cuerpo as CuerpoEntrega) : null;
  // the lot it had may be gone (the usual conflict): it is cleared, and the form says so
  const loteRetirado = anterior?.id_lote != null && !datos.lotes.some((l) => l.id === anterior.id_lote);
  const [f, setF] = useState<Formulario>(() =>
    entrega
      ? formularioDeEntrega(entrega)
      : anterior
        ? {
            ...formularioDeCuerpo(anterior, datos.precio.puede_fijar ? anterior.precio_por_kg : datos.precio.precio_por_kg),
            ...(loteRetirado ? { id_lote: null } : {}),
          }
        : formularioVacio(hoyEnZona(configuracion?.zona_horaria), datos.precio.precio_por_kg, datos.unidadesUsuales.ultimas),
  );
  const [paso, setPaso] = useState<'datos' | 'resumen'>('datos');
  const [intentado, setIntentado] = useState(false);
  const [enviando, setEnviando] = useState(false);
  const [errorServidor, setErrorServidor] = useState<string | null>(null);
  const [conflicto, setConflicto] = useState<string | null>(null);
  const [erroresServidor, setErroresServidor] = useState<Record<string, string[]>>({});
  // One key for this form's whole life: a second Guardar, or a retry after a lost answer, is the same delivery. A new
  // delivery's is a UUIDv7 (issue 28): saved offline it becomes the outbox item's id, sent with every later try.
  const clave = useRef(entrega ? claveDeEnvio() : uuidv7());

  const cambiar = (c: Partial<Formulario>) => {
    setF((a) => ({ ...a, ...c }));
    setErroresServidor({});
  };
  const v = visibilidad(resumen.producto, f.id_cat_acopio_tipos_cafe);
  const lectura = leerFormulario(f, v);
  const cifras = cifrasEnVivo(lectura);
  // Today and the cycle bound the dates, as on the server (issue 22 item 19). POST ciclos answers each cycle's
  // fecha_inicio (domain/contrato/catalogos.ts); the shell's cycle type leaves it out.
  const conFechas = (c: unknown) => c as { fecha_inicio?: string | null } | null;
  const fechas = {
    hoy: hoyEnZona(configuracion?.zona_horaria),
    inicioCiclo: conFechas(datos.ciclo)?.fecha_inicio ?? null,
    inicioSiguiente: inicioDelSiguiente(
      conFechas(datos.ciclo),
      datos.ciclos.map(conFechas).filter((c) => c !== null),
    ),
  };
  const rango = rangoFechaEntrega(fechas);
  // issue 22 item 4: the band applies to a price the person sets (on an edit, only once it changes), as on the server
  const fijaPrecio = datos.precio.puede_fijar && (!entrega || lectura.precio !== entrega.precio_por_kg);
  const contextoPrecio = fijaPrecio ? { vigente: datos.precio.precio_por_kg, fueraDeRango: datos.precio.puede_fuera_de_rango } : undefined;
  // issue 25: what the producer owes on advances today (an edit may keep what this delivery already recovered)
  const saldoCreditos = resumen.saldo_creditos + (entrega?.recuperacion_credito ?? 0);
  const errores = { ...erroresFormulario(f, lectura, v, !entrega, fechas, contextoPrecio, saldoCreditos), ...erroresServidor };
  const visibles = intentado ? errores : {};
  const celdas = celdasDeEntrega(f, cambiar, visibles);
  const conPago = !entrega && cifras.importe_total > 0;
  const avisoOrganico = avisoNoOrganico(f.id_cat_certificacion, resumen.id_cuenta_categoria);
  const entregadoOtras = resumen.entregas_peso_neto_total - (entrega?.peso_neto ?? 0);
  const avisoCosecha = avisoEstimacion(
    cifras.peso_neto,
    resumen.est_peso_estimado_total,
    entregadoOtras,
    configuracion?.acopio_units || 'kg',
  );
  const sinPrecio = datos.precio.precio_por_kg === null && !datos.precio.puede_fijar && !entrega;
  const lotes = datos.lotes.map((l) => ({ id: l.id, nombre: l.folio ? `${l.nombre} (${l.folio})` : l.nombre }));
  const avisoLote = avisoLoteOrganico(
    f.id_cat_certificacion,
    datos.lotes.find((l) => l.id === f.id_lote),
  );
  // the centre's usual units first (issue 22 item 24)
  const unidades = ordenUnidades(datos.catalogos.unidades_entrega, datos.unidadesUsuales.usuales);
  const metodos = datos.catalogos.metodos_pago;

  // issue 28: the signature drawn at the scale covers a correction whose signed figures did not change
  const conservaFirma = !!anterior && firmaSigueValida(anterior, cuerpoNuevo(f, lectura, v, uuidCuenta, ''));

  const continuar = () => {
    setIntentado(true);
    if (Object.keys(errores).length) {
      // the first field with a message gets the focus, so a phone scrolls to it
      const primero = Object.keys(errores)[0];
      requestAnimationFrame(() => (document.querySelector(`[name="${primero}"]`) as HTMLElement | null)?.focus());
      return;
    }
    setErrorServidor(null);
    setPaso('resumen');
    window.scrollTo({ top: 0 });
  };

  // issue 28: no network → a new delivery waits in this device's outbox; an edit needs the server's version
  const guardarEnDispositivo = async (cuerpo: ReturnType<typeof cuerpoNuevo>, probadaEnLinea: boolean) => {
    try {
      const folio = await guardarSinConexion({
        tipo: 'entrega',
        id: clave.current,
        cuerpo,
        resumen: { productor: resumen.productor, kilos: cifras.peso_neto, importe: cifras.importe_total },
        cuenta: { id: Number(idCuenta), uuid: uuidCuenta },
        probadaEnLinea,
      });
      notify(MENSAJES_SIN_CONEXION.entrega(folio), { type: 'info', autoHideDuration: 15_000 });
      // the outbox opens offering this delivery's provisional receipt (issue 28)
      navigate(rutas.acopioBandeja(), { state: { guardada: clave.current } satisfies EstadoGuardadaSinConexion });
    } catch (e) {
      setErrorServidor((e as Error).message || 'No se pudo guardar la entrega en este dispositivo');
      setEnviando(false);
    }
  };

  // issue 28: the correction replaces the item in the outbox (one transaction) and is sent from there, online or not
  const guardarCorregida = async (cuerpo: CuerpoEntrega) => {
    try {
      const { folio, anterior: folioAnterior } = await guardarCorreccion({
        idViejo: correccion!.id,
        id: clave.current,
        cuerpo,
        resumen: { productor: resumen.productor, kilos: cifras.peso_neto, importe: cifras.importe_total },
        cuenta: { id: Number(idCuenta), uuid: uuidCuenta },
      });
      notify(MENSAJES_CORRECCION.guardada(folio, folioAnterior), { type: 'info', autoHideDuration: 15_000 });
      navigate(rutas.acopioBandeja(), { state: { guardada: clave.current } satisfies EstadoGuardadaSinConexion });
      if (!navegadorSinRed())
        void import('../../../offline/bandeja/sincronizar').then((m) => m.sincronizar()).catch(() => undefined /* the page shows it */);
    } catch (e) {
      setErrorServidor((e as Error).message || 'No se pudo guardar la corrección en este dispositivo');
      setEnviando(false);
    }
  };

  const guardar = async (firma: string | null) => {
    setEnviando(true);
    setErrorServidor(null);
    if (anterior) return guardarCorregida(cuerpoNuevo(f, lectura, v, uuidCuenta, firma ?? (conservaFirma ? anterior.firma_image : '')));
    if (navegadorSinRed()) {
      if (entrega) {
        setErrorServidor(MENSAJES_SIN_CONEXION.edicion);
        setEnviando(false);
      } else await guardarEnDispositivo(cuerpoNuevo(f, lectura, v, uuidCuenta, firma ?? ''), false);
      return;
    }
    try {
      if (entrega) {
        await editarEntrega(entrega.uuid, cuerpoEdicion(f, lectura, v, entrega.version, firma), clave.current);
        notify('Se actualizó con éxito la entrega', { type: 'success' });
      } else {
        await registrarEntrega(cuerpoNuevo(f, lectura, v, uuidCuenta, firma ?? ''), clave.current);
        notify('Se registró con éxito la entrega', { type: 'success' });
      }
      navigate(rutas.acopioEntregas());
    } catch (e) {
      const err = e as HttpError & { body?: { erroresOriginales?: Record<string, string[]> } };
      if (esFallaDeRed(e) && !entrega) return guardarEnDispositivo(cuerpoNuevo(f, lectura, v, uuidCuenta, firma ?? ''), true);
      if (esFallaDeRed(e)) setErrorServidor(MENSAJES_SIN_CONEXION.edicion);
      else if (err.status === 409) setConflicto(err.message);
      else {
        setErrorServidor(err.message || 'No se pudo guardar la entrega');
        setErroresServidor(err.body?.erroresOriginales ?? {});
      }
      setEnviando(false);
    }
  };

  const recargar = async () => {
    setConflicto(null);
    await datos.recargar();
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <TituloPestana titulo={titulo} />
      <Typography variant="h5" component="h1" gutterBottom>
        {titulo}
        {entrega?.folio_acopio ? ` ${entrega.folio_acopio}` : ''}
      </Typography>
      {/* issue 28: a correction says first what it corrects, above the producer's panel on a phone */}
      {correccion?.estado.estado === 'conflicto' ? (
        <Alert severity="info" sx={{ mb: 2 }} data-testid="aviso-correccion">
          Corrige la entrega {correccion.folioProvisional}, en conflicto: {MOTIVOS_CONFLICTO[correccion.estado.motivo]}. Al guardarla se
          envía como una entrega nueva, con otro folio provisional, y la anterior queda descartada.
        </Alert>
      ) : null}
      <Grid container spacing={2}>
        <Grid size={{ xs: 12, md: 8 }} sx={{ order: { xs: 2, md: 1 } }}>
          {paso === 'resumen' ? (
            <ResumenEntrega
              productor={resumen.productor}
              fecha={f.fecha_ejecucion}
              lectura={lectura}
              cifras={cifras}
              precio={lectura.precio}
              pagadoAntes={entrega?.pagado ?? 0}
              metodo={metodos.find((m) => m.id === f.id_metodo_pago)?.nombre ?? null}
              unidades={datos.catalogos.unidades_entrega}
              pideFirma={entrega ? !entrega.firma : !conservaFirma}
              textoFirmaConservada={
                anterior ? 'Las cifras que firmó el productor no cambiaron: se conserva la firma de la báscula.' : undefined
              }
              avisoFirma={
                anterior && !conservaFirma ? 'Las cifras cambiaron desde que el productor firmó: debe firmar de nuevo.' : undefined
              }
              enviando={enviando}
              error={errorServidor}
              onVolver={() => setPaso('datos')}
              onGuardar={guardar}
            />
          ) : (
            <Stack
              spacing={2}
              component="form"
              noValidate
              onSubmit={(e) => (e.preventDefault(), continuar())}
              aria-label="Datos de la entrega"
            >
              {sinPrecio ? (
                <Alert severity="error">La cooperativa no tiene un precio vigente por kg; regístrelo en Precio por cooperativa</Alert>
              ) : null}
              {errorServidor ? <Alert severity="error">{errorServidor}</Alert> : null}
              {loteRetirado ? (
                <Alert severity="warning">El lote que tenía la entrega ya no recibe entregas: elija otro o déjela sin lote.</Alert>
              ) : null}
              <Seccion titulo="Entrega">
                <Grid container spacing={2}>
                  {celdas.fecha('fecha_ejecucion', 'Fecha de entrega', { required: true, ...rango })}
                  {v.miel
                    ? celdas.fecha('fecha_cosecha', 'Fecha de cosecha', {
                        min: f.fecha_ejecucion ? cosechaMinima(f.fecha_ejecucion) : null,
                        max: f.fecha_ejecucion || null,
                      })
                    : null}
                  {v.cafe ? (
                    <>
                      {celdas.catalogo('id_cat_acopio_tipos_cafe', 'Tipo de café', datos.catalogos.tipos_cafe, { vacio: 'Sin tipo' })}
                      {celdas.catalogo('id_cat_acopio_procesos', 'Proceso', datos.catalogos.procesos_cafe, { vacio: 'Sin proceso' })}
                    </>
                  ) : null}
                  <Grid size={12}>
                    <TextField
                      select
                      fullWidth
                      required
                      name="id_cat_certificacion"
                      label="Categoría"
                      value={f.id_cat_certificacion}
                      onChange={(e) => {
                        const ids = (e.target.value as unknown as (number | string)[]).map(Number);
                        cambiar({ id_cat_certificacion: normalizarCertificaciones(ids) });
                      }}
                      error={!!mensajeDe(visibles, 'id_cat_certificacion')}
                      helperText={mensajeDe(visibles, 'id_cat_certificacion') ?? 'Orgánico y Convencional no van juntos.'}
                      slotProps={{
                        select: {
                          multiple: true,
                          renderValue: (sel) => (
                            <Stack direction="row" spacing={0.5} sx={{ flexWrap: 'wrap' }}>
                              {(sel as number[]).map((id) => (
                                <Chip
                                  key={id}
                                  size="small"
                                  label={datos.catalogos.certificaciones.find((c) => c.id === id)?.nombre ?? id}
                                />
                              ))}
                            </Stack>
                          ),
                        },
                      }}
                    >
                      {datos.catalogos.certificaciones.map((c) => (
                        <MenuItem key={c.id} value={c.id}>
                          {c.nombre}
                        </MenuItem>
                      ))}
                    </TextField>
                    {avisoOrganico ? (
                      <Alert severity="warning" sx={{ mt: 1 }}>
                        {avisoOrganico}
                      </Alert>
                    ) : null}
                  </Grid>
                  <Grid size={{ xs: 12, sm: 6 }}>
                    <TextField
                      select
                      fullWidth
                      name="id_cat_costaleras_estatus"
                      label="¿Se regresaron los costales?"
                      value={f.id_cat_costaleras_estatus == null ? '' : String(f.id_cat_costaleras_estatus)}
                      onChange={(e) => cambiar({ id_cat_costaleras_estatus: e.target.value === '' ? null : Number(e.target.value) })}
                    >
                      {COSTALERAS.map((c) => (
                        <MenuItem key={c.etiqueta} value={c.valor}>
                          {c.etiqueta}
                        </MenuItem>
                      ))}
                    </TextField>
                  </Grid>
                  {celdas.catalogo('id_lote', 'Lote', lotes, {
                    vacio: lotes.length ? 'Sin lote' : 'Sin lotes en este ciclo (se crean en Lotes)',
                    conError: true,
                  })}
                  {avisoLote ? (
                    <Grid size={12}>
                      <Alert severity="warning" data-testid="aviso-lote-organico">
                        {avisoLote}
                      </Alert>
                    </Grid>
                  ) : null}
                </Grid>
              </Seccion>

              <Seccion titulo="Pesadas">
                <SeccionPesadas
                  pesadas={f.pesadas}
                  unidades={unidades}
                  errores={visibles}
                  onCambio={(pesadas) => cambiar({ pesadas })}
                  mostrarDescuento={configuracion?.mostrar_descuento !== 0}
                />
              </Seccion>

              <Seccion titulo="Muestreo">
                <SeccionMuestreo f={f} v={v} coloresMiel={datos.catalogos.colores_miel} errores={visibles} cambiar={cambiar} />
              </Seccion>

              <Seccion titulo="Pago">
                <Grid container spacing={2}>
                  {datos.precio.puede_fijar ? (
                    celdas.cifra('precio_por_kg', 'Precio por kg ($)', {
                      helperText:
                        datos.precio.precio_ultima_entrega != null
                          ? `Su última entrega se pagó a $ ${textoMonto(datos.precio.precio_ultima_entrega)}`
                          : 'El precio vigente de la cooperativa',
                    })
                  ) : (
                    <Grid size={{ xs: 12, sm: 6 }}>
                      <Typography>Precio por kg: $ {textoMonto(lectura.precio)} (el vigente de la cooperativa)</Typography>
                    </Grid>
                  )}
                  <Grid size={12}>
                    <Paper variant="outlined" sx={{ p: 2, bgcolor: 'grey.50' }} aria-live="polite">
                      <Cifra etiqueta="Peso neto total" valor={`${textoMonto(cifras.peso_neto)} kg`} id="cifra-neto" />
                      <Cifra etiqueta="Importe bruto" valor={`$ ${textoMonto(cifras.importe_total)}`} id="cifra-importe" />
                      <Cifra etiqueta="Monto a pagar" valor={`$ ${textoMonto(cifras.a_pagar)}`} id="cifra-a-pagar" />
                    </Paper>
                    {avisoCosecha ? (
                      <Alert severity="warning" sx={{ mt: 1 }}>
                        {avisoCosecha}
                      </Alert>
                    ) : null}
                  </Grid>
                  {saldoCreditos > 0 ? (
                    <>
                      {celdas.cifra('recuperacion_credito', 'Recuperación de crédito ($)', {
                        helperText: `Debe en créditos $ ${textoMonto(saldoCreditos)}: se descuenta de lo que se le paga`,
                      })}
                    </>
                  ) : null}
                  {conPago ? (
                    <>
                      {celdas.cifra('monto_pagado', 'Monto pagado ($)', {
                        helperText: 'Lo que se le paga ahora; el resto queda pendiente',
                      })}
                      {celdas.catalogo('id_metodo_pago', 'Método de pago', metodos, { vacio: 'Sin método', conError: true })}
                    </>
                  ) : null}
                  {entrega ? (
                    <Grid size={12}>
                      <Alert severity="info">
                        Pagado: $ {textoMonto(entrega.pagado)}. Los pagos de la entrega se conservan;{' '}
                        {entrega.saldo > 0 && puedePagar ? (
                          <MuiLink component={Link} to={rutas.acopioPagoPendiente(resumen.id_cuenta, resumen.uuid_cuenta, entrega.id)}>
                            registre el pago pendiente
                          </MuiLink>
                        ) : (
                          'lo pendiente se paga con un pago pendiente'
                        )}
                        .
                      </Alert>
                    </Grid>
                  ) : null}
                  {celdas.notas('observaciones', 'Observaciones')}
                </Grid>
              </Seccion>
              {intentado && Object.keys(errores).length ? (
                <Alert severity="error">Revise los campos marcados en rojo antes de continuar.</Alert>
              ) : null}
              <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
                <Button component={Link} to={correccion ? rutas.acopioBandeja() : rutas.acopioSeleccion()}>
                  Cancelar
                </Button>
                <Button type="submit" variant="contained" endIcon={<ArrowForwardIcon />} disabled={sinPrecio}>
                  Continuar
                </Button>
              </Stack>
            </Stack>
          )}
        </Grid>
        <Grid size={{ xs: 12, md: 4 }} sx={{ order: { xs: 1, md: 2 } }}>
          <PanelProductor datos={datos.panel} puedePagar={puedePagar} desdeCopia={datos.desdeCopia} />
        </Grid>
      </Grid>
      <DialogoError mensaje={conflicto} onClose={() => setConflicto(null)} onRecargar={recargar} />
    </Box>
  );
}

function Seccion({ titulo, children }: { titulo: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 1.5, sm: 2 } }} component="section" aria-label={titulo}>
      <Typography variant="h6" component="h2" gutterBottom>
        {titulo}
      </Typography>
      {children}
    </Paper>
  );
}

function Cifra({ etiqueta, valor, id }: { etiqueta: string; valor: string; id: string }) {
  return (
    <Stack direction="row" sx={{ justifyContent: 'space-between' }}>
      <Typography>{etiqueta}</Typography>
      <Typography sx={{ fontWeight: 600 }} data-testid={id}>
        {valor}
      </Typography>
    </Stack>
  );
}
