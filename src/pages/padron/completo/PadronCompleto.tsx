import { useCallback, useEffect, useMemo, useState } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import SearchIcon from '@mui/icons-material/Search';
import { useNotify } from 'react-admin';
import type { GridPaginationModel, GridSortModel } from '@mui/x-data-grid';
import type { FilaPadronCompleto, RespuestaPadronCompleto } from '@domain/contrato/padron-completo';
import { columnasPadronCompleto, usaPlantillaApodip, type ColumnaPadron } from '@domain/padron/columnas-completo';
import { ajustarTotal } from '@domain/padron/edicion';
import { useCiclo } from '../../../sesion/CicloContext';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { usePuede } from '../../../sesion/usePuede';
import { sesion } from '../../../sesion/almacenSesion';
import { buscarPadronCompleto, rutaExcelPadronCompleto } from '../../../api/padron-completo';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { Encabezado } from '../../tableros/Encabezado';
import { GridPadron } from './GridPadron';
import { TotalesPadron } from './TotalesPadron';
import { DialogoEdicion } from './DialogoEdicion';
import { DialogoParcelas } from './DialogoParcelas';
import { DialogoHistorial } from '../../../components/historial/DialogoHistorial';

type Totales = NonNullable<RespuestaPadronCompleto['totales']>;

/**
 * /admin/padron/completo/list (spec 001 §2.9): the cycle's register in a virtualised grid with search, server-side
 * pages and sort, its totals, the inline edit of each editable cell through its modal form, the parcels modal and
 * the Excel (PADRON_COMPLETO_EXPORTAR; the APODIP template for cooperatives 36 and 56).
 */
export function PadronCompleto() {
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const notify = useNotify();
  const exportar = usePuede('PADRON_COMPLETO_EXPORTAR');
  const idCooperativa = configuracion?.id_cooperativa ?? sesion.usuario()?.id_cooperativa ?? 0;
  const columnas = useMemo(
    () =>
      columnasPadronCompleto({
        idCooperativa,
        idProducto: configuracion?.id_cat_productos ?? 1,
        usaCodigoTx: Number(configuracion?.usa_codigo_tx) === 1,
        ineEtiqueta: configuracion?.ine_etiqueta,
      }),
    [idCooperativa, configuracion],
  );

  const [texto, setTexto] = useState('');
  const [q, setQ] = useState('');
  const [pagina, setPagina] = useState<GridPaginationModel>({ page: 0, pageSize: 20 });
  const [orden, setOrden] = useState<GridSortModel>([]);
  const [datos, setDatos] = useState<{ filas: FilaPadronCompleto[]; total: number } | null>(null);
  const [totales, setTotales] = useState<Totales | null>(null);
  const [cargando, setCargando] = useState(false);
  const [recarga, setRecarga] = useState(0);
  // Cells edited in this session: `${id_cuenta}:${campo}` (001 §2.9 'Edited cells are marked updated').
  const [actualizadas, setActualizadas] = useState<ReadonlySet<string>>(new Set());
  const [edicion, setEdicion] = useState<{ col: ColumnaPadron; fila: FilaPadronCompleto } | null>(null);
  const [parcelas, setParcelas] = useState<FilaPadronCompleto | null>(null);
  // the producer whose 'Historial de cambios' is open (certifiers ask who changed what)
  const [historial, setHistorial] = useState<string | null>(null);

  // The search box asks once the person stops typing, from the first page.
  useEffect(() => {
    const t = setTimeout(() => {
      setQ(texto);
      setPagina((p) => ({ ...p, page: 0 }));
    }, 300);
    return () => clearTimeout(t);
  }, [texto]);

  // The totals depend on the cycle and the search only: asked again when those change, not for another page or sort.
  const [clavesTotales, setClaveTotales] = useState('');
  useEffect(() => {
    if (!ciclo) return;
    let vigente = true;
    const claveTotales = `${ciclo.id}|${q}|${recarga}`;
    const conTotales = claveTotales !== clavesTotales;
    setCargando(true);
    buscarPadronCompleto({
      idCiclo: ciclo.id,
      q,
      pagina: pagina.page + 1,
      porPagina: pagina.pageSize,
      orden: orden[0] ? { column: orden[0].field, sort: orden[0].sort ?? 'asc' } : undefined,
      totales: conTotales,
    })
      .then((r) => {
        if (!vigente) return;
        setDatos({ filas: r.data, total: r.total });
        if (conTotales) {
          setTotales(r.totales ?? null);
          setClaveTotales(claveTotales);
        }
      })
      .catch(() => vigente && setDatos({ filas: [], total: 0 }))
      .finally(() => vigente && setCargando(false));
    return () => {
      vigente = false;
    };
    // clavesTotales is read, not followed: setting it after a load must not load again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ciclo, q, pagina, orden, recarga]);

  const guardado = useCallback(
    (nueva: FilaPadronCompleto, mensaje: string) => {
      if (!edicion) return;
      const anterior = edicion.fila;
      setDatos((d) => d && { ...d, filas: d.filas.map((f) => (f.id_cuenta === nueva.id_cuenta ? nueva : f)) });
      // R080: the totals move by the difference of the row, whatever cell changed (a sum column or not).
      setTotales(
        (t) =>
          t &&
          (Object.fromEntries(
            Object.entries(t).map(([k, v]) => [
              k,
              ajustarTotal(
                v,
                anterior[k as keyof FilaPadronCompleto] as number | null,
                nueva[k as keyof FilaPadronCompleto] as number | null,
              ),
            ]),
          ) as Totales),
      );
      setActualizadas((s) => new Set(s).add(`${nueva.id_cuenta}:${edicion.col.campo}`));
      setEdicion(null);
      notify(mensaje, { type: 'success' });
    },
    [edicion, notify],
  );

  const apodip = usaPlantillaApodip(idCooperativa);
  return (
    <Box sx={{ py: 2, minWidth: 0 }}>
      <Encabezado
        filtros={false}
        titulo="Padrón completo"
        acciones={
          exportar &&
          ciclo && (
            <BotonDescarga
              ruta={rutaExcelPadronCompleto(ciclo.id, apodip, q)}
              etiqueta="Excel"
              nombrePorDefecto="padron_completo.xlsx"
              variante="outlined"
            />
          )
        }
      />
      <TextField
        label="Buscar"
        placeholder="Nombre o clave"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        size="small"
        sx={{ mb: 2, width: { xs: '100%', sm: 320 } }}
        slotProps={{
          input: {
            startAdornment: (
              <InputAdornment position="start">
                <SearchIcon fontSize="small" />
              </InputAdornment>
            ),
          },
        }}
      />
      <GridPadron
        columnas={columnas}
        filas={datos?.filas ?? []}
        total={datos?.total ?? 0}
        cargando={cargando || !datos}
        pagina={pagina}
        onPagina={setPagina}
        orden={orden}
        onOrden={(o) => {
          setOrden(o);
          setPagina((p) => ({ ...p, page: 0 }));
        }}
        actualizadas={actualizadas}
        onEditar={(col, fila) => setEdicion({ col, fila })}
        onParcelas={setParcelas}
        onHistorial={(fila) => setHistorial(fila.productor_uuid)}
      />
      {totales && <TotalesPadron columnas={columnas} totales={totales} />}
      {edicion?.col.edicion && (
        <DialogoEdicion
          key={`${edicion.fila.id_cuenta}:${edicion.col.campo}`}
          def={edicion.col.edicion}
          fila={edicion.fila}
          onCerrar={() => setEdicion(null)}
          onGuardado={guardado}
          onRecargar={() => {
            setEdicion(null);
            setRecarga((n) => n + 1);
          }}
        />
      )}
      {parcelas && <DialogoParcelas fila={parcelas} idCooperativa={idCooperativa} onCerrar={() => setParcelas(null)} />}
      {historial && <DialogoHistorial productorUuid={historial} abierto onCerrar={() => setHistorial(null)} />}
    </Box>
  );
}
