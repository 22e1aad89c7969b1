import { useEffect, useState } from 'react';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { textoMonto } from '@domain/acopio/cantidades';
import { formatoCentavos } from '@domain/comun/formato';
import { MENSAJES_REMANENTE } from '@domain/remanente/remanente';
import type { FilaPrecioRemanente, FilaReciboRemanente } from '@domain/contrato/remanente';
import { categoriasRemanente, generarRecibosRemanente, nuevaClave, preciosRemanente, recibosRemanente } from '../../api/remanente';
import { Cargando } from '../../components/Cargando';
import { PaginacionLista } from '../../components/PaginacionLista';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { usePuede } from '../../sesion/usePuede';
import { PaginaDeCiclo } from '../acopio/PaginaDeCiclo';
import { AvanceGeneracion } from './AvanceGeneracion';
import { FormularioPagoRemanente } from './FormularioPagoRemanente';
import { FormularioPrecioRemanente } from './FormularioPrecioRemanente';
import { TablaRecibos } from './TablaRecibos';
import { TarjetasPrecio } from './TarjetasPrecio';
import { useGeneracion } from './useGeneracion';

/**
 * /admin/acopio/remanente/list (spec 002 §2.8; issue 25): the cycle's surplus — the price cards per category with
 * 'Registrar/Editar precio' (ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO), 'Generar recibos' in the job queue with its progress
 * and 'Editar pago' (ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO), the receipts table a page at a time with each receipt's PDF.
 * Every figure is the server's.
 */
export function PaginaRemanente() {
  return <PaginaDeCiclo titulo="Remanente">{({ ciclo }) => <Contenido idCiclo={ciclo.id} />}</PaginaDeCiclo>;
}

type Panel =
  { tipo: 'precio'; precio: FilaPrecioRemanente | null; categoria: number | null } | { tipo: 'pago'; recibo: FilaReciboRemanente };

function Contenido({ idCiclo }: { idCiclo: number }) {
  const notify = useNotify();
  const cliente = useQueryClient();
  const { configuracion } = useConfiguracion();
  const unidad = configuracion?.acopio_units || 'kg';
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('md'));
  const registraPrecio = usePuede('ACOPIOS_PRECIO_X_COOPERATIVA_NUEVO');
  const pagos = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const [panel, setPanel] = useState<Panel | null>(null);
  const [confirmar, setConfirmar] = useState<string | null>(null); // the Idempotency-Key of the open confirmation
  const [enviando, setEnviando] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(20);
  const [buscar, setBuscar] = useState('');
  const [texto, setTexto] = useState('');
  const clave = ['cosecha', 'remanente', idCiclo];
  const categorias = useQuery({ queryKey: ['cosecha', 'remanente', 'categorias'], queryFn: categoriasRemanente });
  const precios = useQuery({ queryKey: [...clave, 'precios'], queryFn: () => preciosRemanente(idCiclo) });
  const recibos = useQuery({
    queryKey: [...clave, 'recibos', pagina, porPagina, texto],
    queryFn: () => recibosRemanente(idCiclo, pagina, porPagina, texto),
    placeholderData: (anterior) => anterior,
  });
  const { generacion, seguir, generando } = useGeneracion(idCiclo, clave, (g) => {
    notify(`Recibos generados: ${g.hechos.toLocaleString('en-US')} productores revisados.`, { type: 'success' });
    void cliente.invalidateQueries({ queryKey: [...clave, 'recibos'] });
  });

  // the search is sent once typing pauses, from the first page
  useEffect(() => {
    const t = setTimeout(() => {
      setTexto(buscar);
      setPagina(1);
    }, 300);
    return () => clearTimeout(t);
  }, [buscar]);

  const conPrecio = (precios.data ?? []).length > 0;
  const filas = recibos.data?.data ?? [];
  const totales = recibos.data?.totales;

  const generar = async () => {
    if (!confirmar) return;
    setEnviando(true);
    try {
      const r = await generarRecibosRemanente(idCiclo, confirmar);
      notify(r.message, { type: 'info' });
      seguir(r.data);
      setAviso(null);
    } catch (e) {
      setAviso(e instanceof Error ? e.message : 'No se pudieron generar los recibos. Inténtelo de nuevo.');
    }
    setEnviando(false);
    setConfirmar(null);
  };
  const recargar = () => {
    setPanel(null);
    void cliente.invalidateQueries({ queryKey: clave });
  };

  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center">
        {pagos && (
          <Button
            variant="contained"
            size="small"
            startIcon={<ReceiptLongIcon />}
            disabled={!conPrecio || generando}
            onClick={() => setConfirmar(nuevaClave())}
          >
            Generar recibos
          </Button>
        )}
        {registraPrecio && (
          <Button variant="outlined" size="small" onClick={() => setPanel({ tipo: 'precio', precio: null, categoria: null })}>
            Registrar precio
          </Button>
        )}
      </Stack>
      {pagos && !conPrecio && precios.isSuccess && (
        <Typography variant="body2" color="text.secondary">
          Para generar recibos registre primero el precio remanente de al menos una categoría.
        </Typography>
      )}
      {aviso && (
        <Alert severity="error" onClose={() => setAviso(null)}>
          {aviso}
        </Alert>
      )}
      {generacion && <AvanceGeneracion generacion={generacion} zona={configuracion?.zona_horaria} />}

      <Typography variant="h6" component="h2">
        Precio por categoría
      </Typography>
      {categorias.isPending || precios.isPending ? (
        <Cargando />
      ) : categorias.isError || precios.isError ? (
        <Alert severity="error">No se pudieron cargar los precios. Recargue la página para intentarlo de nuevo.</Alert>
      ) : (
        <TarjetasPrecio
          categorias={categorias.data}
          precios={precios.data}
          unidad={unidad}
          puedeRegistrar={registraPrecio}
          onRegistrar={(categoria) => setPanel({ tipo: 'precio', precio: null, categoria })}
          onEditar={(precio) => setPanel({ tipo: 'precio', precio, categoria: null })}
        />
      )}

      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center" justifyContent="space-between">
        <Typography variant="h6" component="h2">
          Recibos
        </Typography>
        <TextField
          size="small"
          type="search"
          label="Buscar productor o folio"
          value={buscar}
          onChange={(e) => setBuscar(e.target.value)}
          sx={{ minWidth: { xs: '100%', sm: 280 } }}
        />
      </Stack>
      {totales && filas.length > 0 && (
        <Typography variant="body2" aria-label="Totales">
          {recibos.data!.total.toLocaleString('en-US')} recibos · peso neto {textoMonto(totales.peso_neto)} {unidad} · a pagar{' '}
          <strong data-testid="total-a-pagar">{formatoCentavos(totales.cantidad_pago)}</strong>
        </Typography>
      )}
      {recibos.isPending ? (
        <Cargando />
      ) : recibos.isError ? (
        <Alert severity="error">No se pudieron cargar los recibos. Recargue la página para intentarlo de nuevo.</Alert>
      ) : filas.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>{MENSAJES_REMANENTE.sinRecibos}</Typography>
          <Typography variant="body2" color="text.secondary">
            {texto
              ? 'Ningún recibo coincide con la búsqueda: pruebe con otro nombre o folio.'
              : generando
                ? 'Aparecerán aquí cuando termine la generación.'
                : pagos && conPrecio
                  ? 'Genérelos con «Generar recibos»: uno por productor y categoría con precio.'
                  : 'Se generan cuando la categoría tiene precio remanente y alguien con permiso pulsa «Generar recibos».'}
          </Typography>
        </Paper>
      ) : (
        <TablaRecibos
          filas={filas}
          unidad={unidad}
          angosta={angosta}
          puedeEditar={pagos}
          onEditar={(recibo) => setPanel({ tipo: 'pago', recibo })}
        />
      )}
      <PaginacionLista
        total={recibos.data?.total ?? 0}
        siempre
        pagina={pagina}
        porPagina={porPagina}
        onCambio={(p, n) => {
          setPorPagina(n);
          setPagina(p);
        }}
      />

      <FormularioPrecioRemanente
        abierto={panel?.tipo === 'precio'}
        idCiclo={idCiclo}
        categorias={categorias.data ?? []}
        precio={panel?.tipo === 'precio' ? panel.precio : null}
        categoriaInicial={panel?.tipo === 'precio' ? panel.categoria : null}
        unidad={unidad}
        onCerrar={() => setPanel(null)}
        onRecargar={recargar}
        onGuardado={(r) => {
          setPanel(null);
          notify(r.message, { type: 'success' });
          void cliente.invalidateQueries({ queryKey: [...clave, 'precios'] });
        }}
      />
      <FormularioPagoRemanente
        recibo={panel?.tipo === 'pago' ? panel.recibo : null}
        unidad={unidad}
        onCerrar={() => setPanel(null)}
        onRecargar={recargar}
        onGuardado={(r) => {
          setPanel(null);
          notify(r.message, { type: 'success' });
          void cliente.invalidateQueries({ queryKey: [...clave, 'recibos'] });
        }}
      />
      <Dialog open={confirmar !== null} onClose={() => !enviando && setConfirmar(null)} aria-labelledby="titulo-generar-recibos">
        <DialogTitle id="titulo-generar-recibos">Generar recibos de remanente</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Se calcula un recibo por productor y categoría con precio: los {unidad} netos de sus entregas del ciclo (sin las anuladas) por
            el precio de hoy. Los recibos que ya existen se actualizan, salvo los pagos editados a mano. Corre en segundo plano.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setConfirmar(null)} disabled={enviando}>
            Cancelar
          </Button>
          <Button variant="contained" onClick={generar} disabled={enviando} aria-busy={enviando}>
            Generar
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
