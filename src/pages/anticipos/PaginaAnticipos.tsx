import { useState } from 'react';
import {
  Alert,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Paper,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DownloadIcon from '@mui/icons-material/Download';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { funcionesCredito, puedeEditarOAbonar } from '@domain/anticipos/estado';
import { tituloCreditos } from '@domain/comun/menu';
import { formatoCentavos } from '@domain/comun/formato';
import type { FilaAnticipo } from '@domain/contrato/anticipos';
import { ETIQUETA_DESCARGANDO } from '@domain/comun/descargas';
import {
  anticiposDelCiclo,
  anticiposPorProductor,
  eliminarAnticipo,
  rutaEstadoCuenta,
  rutaReciboAnticipo,
  todosLosAnticipos,
  todosPorProductor,
} from '../../api/anticipos';
import { BotonDescarga } from '../../components/BotonDescarga';
import { Cargando } from '../../components/Cargando';
import { SinRegistros } from '../../components/SinRegistros';
import { PaginacionLista } from '../../components/PaginacionLista';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { usePuede } from '../../sesion/usePuede';
import { PaginaDeCiclo } from '../acopio/PaginaDeCiclo';
import { FormularioAbono } from './FormularioAbono';
import { FormularioAnticipo } from './FormularioAnticipo';
import { PanelMovimientos } from './PanelMovimientos';
import { TablaAnticipos } from './TablaAnticipos';
import { TablaPorProductor } from './TablaPorProductor';
import { hojaPorAnticipo, hojaPorProductor, nombreHojaAnticipos } from './hojaAnticipos';

type Vista = 'anticipo' | 'productor';

/**
 * /admin/acopio/anticipos_por_productor/list (spec 002 §2.10; issue 25): the cycle's pre-harvest credit, 'Por {label}'
 * and 'Por productor', with the totals; 'Nuevo' in the active collection cycle; on the chosen advance 'Editar' and
 * 'Abono de efectivo' while it is owed (R097), its movements, and 'Eliminar' (refused with the spec's message once it
 * has repayments). Every figure is the server's, to the cooperative's today.
 */
export function PaginaAnticipos() {
  const { configuracion } = useConfiguracion();
  const etiqueta = configuracion?.anticipos_etiqueta?.trim() || 'anticipo';
  return (
    <PaginaDeCiclo titulo={tituloCreditos(configuracion?.anticipos_etiqueta)}>
      {({ ciclo, activo }) => (
        <Contenido
          idCiclo={ciclo.id}
          nombreCiclo={ciclo.nombre}
          activo={activo}
          etiqueta={etiqueta}
          conInteres={funcionesCredito(configuracion?.id_cat_credito_precosecha).interes}
        />
      )}
    </PaginaDeCiclo>
  );
}

function Contenido({
  idCiclo,
  nombreCiclo,
  activo,
  etiqueta,
  conInteres,
}: {
  idCiclo: number;
  nombreCiclo: string;
  activo: boolean;
  etiqueta: string;
  conInteres: boolean;
}) {
  const notify = useNotify();
  const cliente = useQueryClient();
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('md'));
  const presta = usePuede('ACOPIOS_ANTICIPOS_X_PRODUCTOR_NUEVO');
  const anula = usePuede('ACOPIOS_ANTICIPOS_ANULAR');
  const exporta = usePuede('ACOPIOS_ANTICIPOS_X_PRODUCTOR_EXPORTAR');
  const { configuracion } = useConfiguracion();
  const [exportando, setExportando] = useState(false);
  const [vista, setVista] = useState<Vista>('anticipo');
  const [elegido, setElegido] = useState<FilaAnticipo | null>(null);
  const [formulario, setFormulario] = useState<'nuevo' | 'editar' | null>(null);
  const [abono, setAbono] = useState(false);
  const [movimientos, setMovimientos] = useState(false);
  const [borrar, setBorrar] = useState(false);
  const [aviso, setAviso] = useState<string | null>(null);
  const [pagina, setPagina] = useState(1);
  const clave = ['cosecha', 'anticipos', idCiclo];
  const anticipos = useQuery({ queryKey: [...clave, 'anticipo', pagina], queryFn: () => anticiposDelCiclo(idCiclo, pagina) });
  const porProductor = useQuery({
    queryKey: [...clave, 'productor', pagina],
    queryFn: () => anticiposPorProductor(idCiclo, pagina),
    enabled: vista === 'productor',
  });
  const total = (vista === 'anticipo' ? anticipos.data?.total : porProductor.data?.total) ?? 0;
  const filas = anticipos.data?.data ?? [];
  // the chosen row as the list now shows it (its figures change after a repayment)
  const actual = elegido ? (filas.find((f) => f.id === elegido.id) ?? null) : null;
  const owed = puedeEditarOAbonar(actual?.total_saldo ?? null);
  const Etiqueta = etiqueta.charAt(0).toLocaleUpperCase('es') + etiqueta.slice(1);

  const recargar = async (mensaje: string) => {
    notify(mensaje, { type: 'success' });
    setAviso(null);
    await cliente.invalidateQueries({ queryKey: clave });
  };
  // the spec makes this Excel on the client from the rows (§2.10): every row of the cycle, of the view on screen
  const excel = async () => {
    setExportando(true);
    setAviso(null);
    try {
      const o = { etiqueta, conInteres, zona: configuracion?.zona_horaria };
      const hoja =
        vista === 'anticipo' ? hojaPorAnticipo(await todosLosAnticipos(idCiclo), o) : hojaPorProductor(await todosPorProductor(idCiclo), o);
      const { descargarHoja } = await import('../../components/excel/descargarHoja');
      await descargarHoja(nombreHojaAnticipos(vista, etiqueta, nombreCiclo, o.zona), hoja);
    } catch {
      setAviso('No se pudo preparar el Excel. Revise su conexión e inténtelo de nuevo.');
    }
    setExportando(false);
  };
  const eliminar = async () => {
    if (!actual) return;
    try {
      const r = await eliminarAnticipo(actual.uuid);
      setElegido(null);
      await recargar(r.message);
    } catch (e) {
      setAviso(e instanceof Error ? e.message : `No se pudo eliminar el ${etiqueta}.`);
    }
    setBorrar(false);
  };

  const totales = anticipos.data?.totales;
  return (
    <Stack spacing={2}>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center">
        <ToggleButtonGroup
          size="small"
          exclusive
          value={vista}
          onChange={(_, v: Vista | null) => {
            if (v) setVista(v);
            setPagina(1);
          }}
          aria-label="Vista"
          // the default unselected text (action.active) is under 4.5:1 on the page's background
          sx={{ '& .MuiToggleButton-root': { color: 'text.primary' } }}
        >
          <ToggleButton value="anticipo">Por {etiqueta}</ToggleButton>
          <ToggleButton value="productor">Por productor</ToggleButton>
        </ToggleButtonGroup>
        {exporta && (
          <Button
            size="small"
            variant="outlined"
            startIcon={exportando ? <CircularProgress size={16} /> : <DownloadIcon />}
            disabled={exportando || total === 0}
            aria-busy={exportando}
            onClick={excel}
          >
            {exportando ? ETIQUETA_DESCARGANDO : 'Excel'}
          </Button>
        )}
        {presta && activo && (
          <Button variant="contained" size="small" startIcon={<AddIcon />} onClick={() => setFormulario('nuevo')}>
            Nuevo {etiqueta}
          </Button>
        )}
        {vista === 'anticipo' && (
          <>
            {presta && (
              <Button size="small" variant="outlined" disabled={!owed} onClick={() => setFormulario('editar')}>
                Editar
              </Button>
            )}
            {presta && (
              <Button size="small" variant="outlined" disabled={!owed} onClick={() => setAbono(true)}>
                Abono de efectivo
              </Button>
            )}
            <Button size="small" variant="outlined" disabled={!actual} onClick={() => setMovimientos(true)}>
              Abonos
            </Button>
            {/* the chosen advance's receipt with its promissory note, and its producer's statement of the cycle (PDFs) */}
            {actual ? (
              <>
                <BotonDescarga
                  ruta={rutaReciboAnticipo(actual.uuid)}
                  etiqueta="Recibo"
                  nombrePorDefecto={`credito_${actual.folio}.pdf`}
                  variante="outlined"
                  avisarError
                />
                <BotonDescarga
                  ruta={rutaEstadoCuenta(actual.ciclo_uuid, actual.productor_uuid)}
                  etiqueta="Estado de cuenta"
                  nombrePorDefecto="estado_de_cuenta.pdf"
                  variante="outlined"
                  avisarError
                />
              </>
            ) : (
              <>
                <Button size="small" variant="outlined" disabled>
                  Recibo
                </Button>
                <Button size="small" variant="outlined" disabled>
                  Estado de cuenta
                </Button>
              </>
            )}
            {presta && (
              <Button size="small" color="error" variant="outlined" disabled={!actual} onClick={() => setBorrar(true)}>
                Eliminar
              </Button>
            )}
          </>
        )}
      </Stack>
      {!activo && presta && (
        <Typography variant="body2" color="text.secondary">
          Este no es el ciclo de acopio activo: aquí no se registran {etiqueta}s nuevos.
        </Typography>
      )}
      {vista === 'anticipo' && !actual && filas.length > 0 && (
        <Typography variant="body2" color="text.secondary">
          Elija un {etiqueta} de la lista para editarlo, registrar un abono, ver sus abonos o descargar su recibo y el estado de cuenta del
          productor.
        </Typography>
      )}
      {aviso && (
        <Alert severity="info" onClose={() => setAviso(null)}>
          {aviso}
        </Alert>
      )}
      {totales && filas.length > 0 && (
        <Typography variant="body2" aria-label="Totales">
          Prestado {formatoCentavos(totales.cantidad_anticipo)}
          {conInteres ? ` · interés ${formatoCentavos(totales.total_interes)}` : ''} · recuperado{' '}
          {formatoCentavos(totales.total_anticipos_recuperados)} · saldo <strong>{formatoCentavos(totales.total_saldo)}</strong>
        </Typography>
      )}
      {anticipos.isPending ? (
        <Cargando />
      ) : anticipos.isError ? (
        <Alert severity="error">No se pudieron cargar los {etiqueta}s. Recargue la página para intentarlo de nuevo.</Alert>
      ) : filas.length === 0 ? (
        <Paper variant="outlined">
          <SinRegistros />
          <Typography variant="body2" color="text.secondary" sx={{ px: 2, pb: 2 }}>
            {activo && presta ? `Registre el primero con «Nuevo ${etiqueta}».` : `No hay ${etiqueta}s en este ciclo.`}
          </Typography>
        </Paper>
      ) : vista === 'anticipo' ? (
        <TablaAnticipos filas={filas} elegido={actual?.id ?? null} onElegir={setElegido} angosta={angosta} conInteres={conInteres} />
      ) : porProductor.isPending ? (
        <Cargando />
      ) : (
        <TablaPorProductor filas={porProductor.data?.data ?? []} angosta={angosta} conInteres={conInteres} />
      )}
      <PaginacionLista total={total} pagina={pagina} porPagina={100} tamanos={[100]} onCambio={(p) => setPagina(p)} />
      <FormularioAnticipo
        abierto={formulario !== null}
        etiqueta={etiqueta}
        idCiclo={idCiclo}
        conInteres={conInteres}
        anticipo={formulario === 'editar' ? actual : null}
        onCerrar={() => setFormulario(null)}
        onGuardado={(r) => {
          setFormulario(null);
          setElegido(r.data);
          void recargar(r.message);
        }}
      />
      <FormularioAbono
        anticipo={abono ? actual : null}
        etiqueta={etiqueta}
        onCerrar={() => setAbono(false)}
        onGuardado={(r) => {
          setAbono(false);
          void recargar(r.message);
        }}
      />
      <PanelMovimientos
        anticipo={movimientos ? actual : null}
        puedeAnular={anula}
        onCerrar={() => setMovimientos(false)}
        onAnulado={(r) => void recargar(r.message)}
      />
      <Dialog open={borrar && !!actual} onClose={() => setBorrar(false)} aria-labelledby="titulo-borrar-anticipo">
        <DialogTitle id="titulo-borrar-anticipo">¿Estás seguro? Esta acción no se puede revertir</DialogTitle>
        <DialogContent>
          <DialogContentText>{actual && `El ${etiqueta} ${actual.folio} se eliminará de ${actual.productor_nombre}`}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setBorrar(false)}>Cancelar</Button>
          <Button color="error" variant="contained" onClick={eliminar}>
            Eliminar {Etiqueta.toLowerCase()}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}
