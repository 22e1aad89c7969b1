import 'leaflet/dist/leaflet.css';
import { useCallback, useEffect, useMemo, useReducer, useRef, useState } from 'react';
import { Alert, Box, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title, useNotify, type HttpError } from 'react-admin';
import { useNavigate, useParams } from 'react-router-dom';
import { avisoCroquisEliminado, type OpcionEliminarCroquis } from '@domain/poligono/eliminar-croquis';
import { resultadoGuardarCroquis, type ResultadoGuardarCroquis } from '@domain/poligono/guardar-croquis';
import { historialCroquis, historialInicial, puedeDeshacer, puedeRehacer } from '@domain/poligono/historial';
import { colorVecino } from '@domain/poligono/paleta';
import { revisarPoligono } from '@domain/poligono/revisar';
import type { Poligono, Vecino } from '@domain/poligono/tipos';
import { rutas } from '@domain/comun/rutas';
import { Cargando } from '../../../components/Cargando';
import { TituloPestana } from '../../../components/TituloPestana';
import { usePuede } from '../../../sesion/usePuede';
import type { TipoMapa } from '../../../components/mapa/capas';
import { eliminarCroquis, guardarCroquis, leerCaptura, leerPerfilParcela, leerVecinos } from '../../../api/parcelas';
import { punto, type CapturaCroquis, type ParcelaEditor } from './parcelaEditor';
import { aLatLngs } from './conversion';
import { BarraEditor } from './BarraEditor';
import type { VecinoEnMapa } from './CapaVecinos';
import { DialogoCaptura } from './DialogoCaptura';
import { DialogoEliminar } from './DialogoEliminar';
import { DialogoGuardado } from './DialogoGuardado';
import { DialogoError } from '../../../components/DialogoError';
import { DialogoSalir } from './DialogoSalir';
import { cargarGeoman } from './geoman';
import { ListaVecinos } from './ListaVecinos';
import { MapaEditor } from './MapaEditor';
import { PanelMedidas } from './PanelMedidas';
import { PanelRevision } from './PanelRevision';
import { useAtajosHistorial } from './useAtajosHistorial';
import { useSalidaProtegida } from './useSalidaProtegida';

const SIN_IMAGEN = 'Esta parcela no tiene una imagen de croquis';

const numero = (v: number | string | null | undefined): number | null =>
  v == null || v === '' || !Number.isFinite(Number(v)) ? null : Number(v);

/** The editor of one plot; a neighbour's 'Editar' link changes the uuid and so mounts a fresh editor. */
function Editor({ parcela, vecinos, onRecargar }: { parcela: ParcelaEditor; vecinos: readonly Vecino[]; onRecargar: () => void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const [historial, despachar] = useReducer(historialCroquis, parcela.poligono ?? null, historialInicial);
  const [tipo, setTipo] = useState<TipoMapa>('hibrido');
  const [ocultos, setOcultos] = useState<ReadonlySet<string>>(new Set());
  const [dibujando, setDibujando] = useState(false);
  const [guardando, setGuardando] = useState(false);
  const [resultado, setResultado] = useState<ResultadoGuardarCroquis | null>(null);
  const [eliminar, setEliminar] = useState<'cerrado' | 'abierto' | 'enviando'>('cerrado');
  const [captura, setCaptura] = useState<CapturaCroquis | null>(null);
  const [buscandoDibujo, setBuscandoDibujo] = useState(false);
  const { ref: editadoRef, blocker } = useSalidaProtegida(historial.editado);
  // The plot's version this editor started from, moved on by each own save (409 when someone else changed it).
  const versionRef = useRef(parcela.version);
  const [conflicto, setConflicto] = useState<string | null>(null);

  // the server asks PARCELAS_CROQUIS to change a sketch; without it the editor only shows and measures
  const cambia = usePuede('PARCELAS_CROQUIS');
  const presente = historial.presente;
  const reportada = numero(parcela.superficie ?? parcela.parcela_superficie);
  const centroide = punto(parcela.centroide_lat, parcela.centroide_lng);
  const localidad = punto(parcela.localidad_latitud, parcela.localidad_longitud);
  const nombre = parcela.nombre || parcela.parcela_nombre || 'Parcela';

  const enMapa: VecinoEnMapa[] = useMemo(
    () =>
      vecinos
        .filter((v) => v.uuid !== parcela.uuid)
        .map((vecino, i) => {
          const clave = String(vecino.uuid ?? vecino.id ?? i);
          return { vecino, clave, color: colorVecino(i), visible: !ocultos.has(clave) };
        }),
    [vecinos, ocultos, parcela.uuid],
  );

  // the same rules, thresholds and neighbours the server uses when it saves (issue 4 'Polygon quality')
  const alertas = useMemo(
    () =>
      revisarPoligono(presente, {
        superficieReportada: reportada,
        vecinos: enMapa.map((v) => v.vecino),
        centroide,
        localidad: localidad ? { ...localidad, nombre: parcela.localidad ?? null } : null,
      }),
    // centroide and localidad are rebuilt each render from the same parcela
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [presente, reportada, enMapa, parcela],
  );

  const editar = useCallback((p: Poligono | null) => despachar({ tipo: 'editar', poligono: p }), []);
  const deshacer = useCallback(() => despachar({ tipo: 'deshacer' }), []);
  const rehacer = useCallback(() => despachar({ tipo: 'rehacer' }), []);
  useAtajosHistorial(deshacer, rehacer);

  const alternar = (clave: string) =>
    setOcultos((o) => {
      const n = new Set(o);
      if (!n.delete(clave)) n.add(clave);
      return n;
    });

  const dibujado = useCallback((p: Poligono) => {
    setDibujando(false);
    despachar({ tipo: 'editar', poligono: p });
  }, []);

  async function guardar() {
    if (!presente) return;
    setGuardando(true);
    try {
      const respuesta = await guardarCroquis(parcela.uuid, aLatLngs(presente), versionRef.current);
      if (respuesta?.data?.version) versionRef.current = respuesta.data.version;
      const r = resultadoGuardarCroquis(respuesta);
      if (r.tipo !== 'error') {
        despachar({ tipo: 'guardado' });
        editadoRef.current = false;
      }
      setResultado(r);
    } catch (e) {
      const err = e as HttpError;
      if (err.status === 409) {
        setConflicto(err.message || 'El registro cambió mientras lo editaba; recargue');
        return;
      }
      setResultado(
        resultadoGuardarCroquis((err.body as { message?: string } | undefined) ? { success: 0, message: err.message } : null, err.message),
      );
    } finally {
      setGuardando(false);
    }
  }

  async function elegirEliminar(opcion: OpcionEliminarCroquis) {
    if (!opcion.llamada) {
      setEliminar('cerrado');
      return;
    }
    setEliminar('enviando');
    try {
      const r = await eliminarCroquis(opcion.llamada, parcela.uuid);
      notify(avisoCroquisEliminado(r?.message), { type: 'success' });
      setEliminar('cerrado');
      // what the profile does after a removal (R074): read the plot again, with its previous sketch or none
      editadoRef.current = false;
      onRecargar();
    } catch (e) {
      notify((e as Error).message, { type: 'error' });
      setEliminar('abierto');
    }
  }

  async function verDibujo() {
    setBuscandoDibujo(true);
    try {
      const c = await leerCaptura(parcela.uuid);
      if (c) setCaptura(c);
      else notify(SIN_IMAGEN, { type: 'warning' });
    } catch (e) {
      if ((e as HttpError).status === 404) notify(SIN_IMAGEN, { type: 'warning' });
      else notify((e as Error).message, { type: 'error' });
    } finally {
      setBuscandoDibujo(false);
    }
  }

  const textoPunto = centroide
    ? 'Polígono pendiente de registrar'
    : localidad
      ? `Localidad${parcela.localidad ? ` ${parcela.localidad}` : ''}`
      : null;
  return (
    <Box sx={{ p: { xs: 1, md: 2 } }}>
      <Title title="Editar croquis" />
      <TituloPestana titulo={`Croquis · ${nombre}`} />
      <Typography variant="h5" component="h1">
        Editar croquis: {nombre}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {[parcela.cuenta, parcela.localidad].filter(Boolean).join(' · ')}
      </Typography>
      <BarraEditor
        tipo={tipo}
        onTipo={setTipo}
        onRegresar={() => navigate(rutas.parcelas())}
        puedeDeshacer={puedeDeshacer(historial)}
        puedeRehacer={puedeRehacer(historial)}
        onDeshacer={deshacer}
        onRehacer={rehacer}
        onVerDibujo={verDibujo}
        buscandoDibujo={buscandoDibujo}
        dibujo={presente || !cambia ? null : { activo: dibujando, onDibujar: () => setDibujando(true) }}
        puedeGuardar={cambia && presente != null}
        guardando={guardando}
        onGuardar={guardar}
        puedeEliminar={cambia && historial.guardado != null}
        onEliminar={() => setEliminar('abierto')}
      />
      {!cambia && (
        <Alert severity="info" sx={{ mb: 1 }}>
          Su usuario puede ver y medir el croquis, pero no guardarlo ni eliminarlo.
        </Alert>
      )}
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {presente
          ? 'Arrastre un vértice para moverlo, el punto entre dos vértices para agregar uno, o el polígono para moverlo completo; clic derecho (o presión larga) sobre un vértice lo quita.'
          : dibujando
            ? 'Toque cada esquina de la parcela; toque el primer punto para cerrar el polígono.'
            : 'Esta parcela no tiene polígono. Use «Dibujar polígono» para trazarlo sobre el mapa.'}
      </Typography>
      <Box sx={{ display: 'flex', flexDirection: { xs: 'column', md: 'row' }, gap: 2, alignItems: 'flex-start' }}>
        <Box sx={{ flex: '1 1 auto', minWidth: 0, width: '100%' }}>
          <MapaEditor
            tipo={tipo}
            inicial={parcela.poligono ?? null}
            poligono={presente}
            onEditar={editar}
            dibujando={dibujando && !presente}
            onDibujado={dibujado}
            vecinos={enMapa}
            punto={centroide ?? localidad}
            textoPunto={textoPunto}
          />
        </Box>
        <Stack spacing={2} sx={{ width: { xs: '100%', md: 360 }, flex: 'none' }}>
          <PanelMedidas poligono={presente} reportada={reportada} />
          <PanelRevision alertas={alertas} conPoligono={presente != null} />
          <ListaVecinos vecinos={enMapa} onAlternar={alternar} />
        </Stack>
      </Box>
      <DialogoGuardado
        resultado={resultado}
        onCerrar={() => setResultado(null)}
        onPerfil={() => {
          setResultado(null);
          navigate(rutas.parcelaPerfil(parcela.uuid));
        }}
      />
      <DialogoError
        mensaje={conflicto}
        onClose={() => setConflicto(null)}
        onRecargar={() => {
          // The other person's sketch replaces this drawing: leaving it is what the user just chose.
          setConflicto(null);
          editadoRef.current = false;
          onRecargar();
        }}
      />
      <DialogoEliminar abierto={eliminar !== 'cerrado'} ocupado={eliminar === 'enviando'} onElegir={elegirEliminar} />
      <DialogoCaptura captura={captura} onCerrar={() => setCaptura(null)} />
      <DialogoSalir blocker={blocker} />
    </Box>
  );
}

/**
 * /admin/parcelas/perfil/editcroquis/{uuid} (spec 001 §2.8): the plot, its neighbours and geoman are loaded,
 * then the editor opens. Leaflet and geoman live only in this lazily loaded module.
 */
export function EditorCroquis() {
  const { uuid = '' } = useParams();
  const [geoman, setGeoman] = useState(false);
  const [version, setVersion] = useState(0);
  useEffect(() => {
    void cargarGeoman().then(() => setGeoman(true));
  }, []);
  const parcela = useQuery({
    queryKey: ['cosecha', 'editor-croquis', uuid],
    queryFn: () => leerPerfilParcela(uuid),
    retry: false,
    refetchOnWindowFocus: false,
  });
  const vecinos = useQuery({
    queryKey: ['cosecha', 'editor-croquis-vecinos', uuid],
    queryFn: () => leerVecinos(uuid),
    retry: false,
    refetchOnWindowFocus: false,
  });

  if (parcela.isError)
    return (
      <Alert severity="error" sx={{ m: 2 }}>
        No se pudo cargar la parcela.
      </Alert>
    );
  if (!parcela.data || !geoman || vecinos.isPending) return <Cargando />;
  const recargar = () => {
    void Promise.all([parcela.refetch(), vecinos.refetch()]).then(() => setVersion((v) => v + 1));
  };
  return <Editor key={`${uuid}:${version}`} parcela={parcela.data} vecinos={vecinos.data ?? []} onRecargar={recargar} />;
}
