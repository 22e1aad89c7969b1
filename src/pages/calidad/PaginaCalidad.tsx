import { useEffect, useState } from 'react';
import { Alert, Button, Paper, Stack, TextField, Typography, useMediaQuery, type Theme } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { FilaCalidad } from '@domain/contrato/calidad';
import { fichaFisico, listaCalidad, rutaExcelCalidad } from '../../api/calidad';
import { BotonDescarga } from '../../components/BotonDescarga';
import { Cargando } from '../../components/Cargando';
import { DialogoError } from '../../components/DialogoError';
import { PaginacionLista } from '../../components/PaginacionLista';
import { TituloPestana } from '../../components/TituloPestana';
import { useCiclo } from '../../sesion/CicloContext';
import { caminosCalidad } from './caminos';
import { estadoDeGuardado, estadoNuevo } from './estado';
import { TablaCalidad } from './TablaCalidad';
import { useEstadoCalidad } from './useEstadoCalidad';

const TITULO = 'Últimos registros de muestras';

/**
 * /admin/calidad (spec 002 §2.15): the analyses, newest first, a page at a time, with the filter box, 'Descargar
 * Excel' (the rows the filter finds) and 'Registrar nuevo análisis' (a blank working state, then the selection). The
 * pen copies a stored analysis' ids and selection into the working state and opens the selection (§2.15).
 */
export function PaginaCalidad() {
  const navigate = useNavigate();
  const { ciclo } = useCiclo();
  const { reemplazar } = useEstadoCalidad();
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('md'));
  const [buscar, setBuscar] = useState('');
  const [texto, setTexto] = useState('');
  const [pagina, setPagina] = useState(1);
  const [porPagina, setPorPagina] = useState(20);
  const [abriendo, setAbriendo] = useState<string | null>(null);
  const [fallo, setFallo] = useState<string | null>(null);
  const lista = useQuery({
    queryKey: ['cosecha', 'calidad', 'lista', pagina, porPagina, texto],
    queryFn: () => listaCalidad({ page: String(pagina), per_page: String(porPagina), q: texto || undefined }),
    placeholderData: keepPreviousData,
  });

  // the filter is sent once typing pauses, from the first page
  useEffect(() => {
    const t = setTimeout(() => {
      setTexto(buscar.trim());
      setPagina(1);
    }, 300);
    return () => clearTimeout(t);
  }, [buscar]);

  const nuevo = () => {
    reemplazar(estadoNuevo(ciclo?.id ?? null));
    navigate(caminosCalidad.seleccion());
  };
  const editar = async (f: FilaCalidad) => {
    setAbriendo(f.folio);
    try {
      const ficha = await fichaFisico(f.uuid_calidad_analisis_fisico);
      reemplazar(estadoDeGuardado(ficha, ficha.seleccion));
      navigate(caminosCalidad.seleccion());
    } catch (e) {
      setFallo(e instanceof Error ? e.message : 'No se pudo abrir el análisis. Inténtelo de nuevo.');
      setAbriendo(null);
    }
  };
  const filas = lista.data?.data ?? [];

  return (
    <Stack spacing={2} sx={{ py: 2 }}>
      <TituloPestana titulo="Calidad" />
      <Typography variant="h5" component="h1">
        {TITULO}
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} alignItems="center">
        <TextField
          size="small"
          type="search"
          label="Filtrar por folio, productor, lote o región"
          value={buscar}
          onChange={(e) => setBuscar(e.target.value)}
          sx={{ width: { xs: '100%', sm: 360 } }}
        />
        <BotonDescarga
          ruta={rutaExcelCalidad(texto ? { q: texto } : {})}
          etiqueta="Descargar Excel"
          nombrePorDefecto="Listado_Calidad.xlsx"
          avisarError
        />
        <Button variant="contained" startIcon={<AddIcon />} onClick={nuevo} sx={{ ml: { sm: 'auto' } }}>
          Registrar nuevo análisis
        </Button>
      </Stack>
      {lista.isPending ? (
        <Cargando etiqueta="Cargando los análisis" />
      ) : lista.isError ? (
        <Alert severity="error">No se pudieron cargar los análisis. Recargue la página para intentarlo de nuevo.</Alert>
      ) : filas.length === 0 ? (
        <Paper variant="outlined" sx={{ p: 2 }}>
          <Typography>Sin registros encontrados</Typography>
          <Typography variant="body2" color="text.secondary">
            {texto
              ? 'Ningún análisis coincide con el filtro: pruebe con otro folio o nombre.'
              : 'Registre el primero con «Registrar nuevo análisis»: elija la muestra, pese el análisis físico y, si quiere, cátela.'}
          </Typography>
        </Paper>
      ) : (
        <TablaCalidad filas={filas} angosta={angosta} onEditar={(f) => void editar(f)} abriendo={abriendo} />
      )}
      <PaginacionLista
        total={lista.data?.total ?? 0}
        siempre
        pagina={pagina}
        porPagina={porPagina}
        onCambio={(p, n) => {
          setPorPagina(n);
          setPagina(p);
        }}
      />
      <DialogoError titulo="No se pudo abrir el análisis" mensaje={fallo} onClose={() => setFallo(null)} />
    </Stack>
  );
}
