import type { ReactNode } from 'react';
import { Alert, Box, Button, Link, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import ScaleIcon from '@mui/icons-material/Scale';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { formatoFecha, formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { nombreFormato } from '@domain/cuentas/formatos';
import { BotonDescarga } from '../../components/BotonDescarga';
import { Cargando } from '../../components/Cargando';
import { ChipCategoria } from '../../components/ChipCategoria';
import { TituloPestana } from '../../components/TituloPestana';
import { rutaHojaPadron } from '../../api/padron-completo';
import { entregasDelProductor, evaluacionesDeCuenta, formatosDeCuenta, leerPerfilCuenta, parcelasDelPerfil } from '../../api/cuentas';
import { useCiclo } from '../../sesion/CicloContext';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { usePuede, usePuedeAbrir } from '../../sesion/usePuede';
import { useCicloAcopio } from '../../pages/acopio/entrega/useDatosEntrega';
import { TablaPerfil } from './TablaPerfil';
import { TablaEntregasPerfil } from './TablaEntregasPerfil';
import type { Formato, ParcelaProductor } from './tipos';
import { ComitePerfil } from '../../pages/comite/ComitePerfil';
import { Dato, TarjetaDatos } from '../../components/TarjetaDatos';
import { AccionesTracesProductor } from '../parcelas/traces/AccionesTracesProductor';
import { SeccionHistorial } from './SeccionHistorial';
import { DeclaracionesPerfil } from './DeclaracionesPerfil';
import { AnticiposPerfil } from './AnticiposPerfil';
import { RemanentePerfil } from './RemanentePerfil';
import { CalidadPerfil } from './CalidadPerfil';

/** The cards of this screen: at least 260 px wide each. */
const Tarjeta = ({ titulo, children }: { titulo: string; children: ReactNode }) => (
  <TarjetaDatos titulo={titulo} ancho={260}>
    {children}
  </TarjetaDatos>
);

/**
 * /admin/cuentas/perfil/{uuid} (spec 000 §2.8): summary cards and collapsible tables of plots (removed
 * ones struck through, outside the totals, R050; each name opens the plot's profile for whoever may open it, plain text
 * for anyone else, issue 22 item 23), deliveries (ACOPIOS_DASHBOARD_VER),
 * and for coffee formats (by name, never the survey's code) and committee (with its links and the conditions' follow-up,
 * src/pages/comite/ComitePerfil.tsx). 'Agregar parcelas' (the permission of adding plots) opens 'add plots' for this
 * account and comes back here; 'Nueva entrega' (whoever may open the delivery form) opens it with this producer chosen. 'Hoja del padrón' (PADRON_COMPLETO) downloads the producer's registry sheet of the cycle
 * (`pdf/padron/{uuid}`); the formats' own PDFs are not built yet, so the formats table has no link. With EUDR, the producer's
 * TRACES file and its revision, and the importers' due-diligence statements its plots went in (issue 23).
 */
export function CuentaShow() {
  const { uuid = '' } = useParams();
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const et = etiquetasProductor(configuracion);
  const cafe = Number(configuracion?.id_cat_productos) === 1;
  const verEntregas = usePuede('ACOPIOS_DASHBOARD_VER');
  const agregaParcelas = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  // issue 22 item 23: links only where their screen opens for this user (the routes' own check), and a new delivery
  // for whoever may register one
  const abreParcelas = usePuedeAbrir('admin/parcelas', 'show');
  const registraEntregas = usePuedeAbrir('admin/acopio/entregas', 'create');
  const { activo: cicloAcopio } = useCicloAcopio();
  // The sheet goes where the register is: its permission and its screen's flag (the register's menu entry).
  const verPadron = usePuede('PADRON_COMPLETO') && Number(configuracion?.mostrar_padron_completo) === 1;

  const perfil = useQuery({
    queryKey: ['cosecha', 'perfil', uuid, ciclo?.id],
    queryFn: () => leerPerfilCuenta(uuid, ciclo?.id),
    retry: false,
  });
  const p = perfil.data;
  const parcelas = useQuery({
    queryKey: ['cosecha', 'perfil-parcelas', uuid, p?.id_ciclo],
    enabled: !!p,
    queryFn: () => parcelasDelPerfil(uuid, p!.id_ciclo),
  });
  const entregas = useQuery({
    queryKey: ['cosecha', 'perfil-entregas', p?.id_productor],
    enabled: !!p && verEntregas,
    queryFn: () => entregasDelProductor(p!.id_productor),
  });
  const formatos = useQuery({
    queryKey: ['cosecha', 'perfil-formatos', p?.id],
    enabled: !!p && cafe,
    queryFn: () => formatosDeCuenta(p!.id),
  });
  const comite = useQuery({
    queryKey: ['cosecha', 'perfil-comite', p?.id],
    enabled: !!p && cafe,
    queryFn: () => evaluacionesDeCuenta(p!.id),
  });

  if (!p)
    return (
      <>
        <TituloPestana />
        <Title title="Perfil del productor" />
        {perfil.isError ? (
          <Alert severity="error" sx={{ m: 2 }}>
            No se pudo cargar el productor.
          </Alert>
        ) : (
          <Cargando />
        )}
      </>
    );
  const totales = parcelas.data?.totales ?? {
    total_parcelas: p.total_parcelas,
    total_superficie: p.total_superficie,
    total_plantas: p.total_plantas,
  };

  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana />
      <Title title="Perfil del productor" />
      <Typography component="h1" variant="h5" sx={{ mb: 2 }}>
        {p.nombre}
      </Typography>
      <Stack direction="row" useFlexGap flexWrap="wrap" columnGap={1} alignItems="flex-start">
        {agregaParcelas && !p.fecha_baja && (
          <Button
            component={RouterLink}
            to={rutas.parcelaCrear(p.cuenta_uuid)}
            state={{ redirect: rutas.cuentaPerfil(uuid) }}
            startIcon={<AddIcon />}
            variant="outlined"
            size="small"
            sx={{ mb: 2 }}
          >
            Agregar {et.parcelas.toLocaleLowerCase('es')}
          </Button>
        )}
        {/* A delivery is registered for the account of the active collection cycle (the form's own rule): offered there only. */}
        {registraEntregas && !p.fecha_baja && cicloAcopio?.id === p.id_ciclo && (
          <Button
            component={RouterLink}
            to={rutas.acopioEntregaForm(p.id, p.cuenta_uuid)}
            startIcon={<ScaleIcon />}
            variant="contained"
            size="small"
            sx={{ mb: 2 }}
          >
            Nueva entrega
          </Button>
        )}
        {/* The registry sheet is of the cycle's register: confirmed accounts without baja (docs/DECISIONES.md 'hojas'). */}
        {verPadron && p.confirmado === 1 && !p.fecha_baja && (
          <Box sx={{ mb: 2 }}>
            <BotonDescarga
              ruta={rutaHojaPadron(uuid, p.id_ciclo)}
              etiqueta="Hoja del padrón"
              nombrePorDefecto={`hoja_padron_${p.clave_tx ?? uuid}.pdf`}
              icono={<PictureAsPdfIcon />}
              variante="outlined"
              avisarError
            />
          </Box>
        )}
        <AccionesTracesProductor uuidProductor={uuid} idCiclo={p.id_ciclo} />
      </Stack>
      {p.fecha_baja && (
        <Alert severity="warning" sx={{ mb: 2 }}>
          Dado de baja el {formatoFecha(p.fecha_baja)}: {p.motivo_baja ?? '--'}
        </Alert>
      )}
      <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2} sx={{ mb: 2 }}>
        <Tarjeta titulo="Productor">
          <Dato etiqueta="Clave">{p.clave_tx ?? '--'}</Dato>
          <Dato etiqueta="Categoría">
            <ChipCategoria nombre={p.cuenta_categoria} color={p.cuenta_categoria_color} />
          </Dato>
          <Dato etiqueta="Ciclo">{p.ciclo}</Dato>
        </Tarjeta>
        <Tarjeta titulo="Ubicación">
          <Dato etiqueta="Municipio / Localidad">
            {p.municipio} / {p.localidad}
          </Dato>
          <Dato etiqueta="Región">{p.cuenta_region ?? '--'}</Dato>
          <Dato etiqueta="Centro de acopio">{p.centro_acopio ?? '--'}</Dato>
        </Tarjeta>
        <Tarjeta titulo="Totales">
          <Dato etiqueta={et.parcelas}>{formatoNumero(totales.total_parcelas)}</Dato>
          <Dato etiqueta="Hectáreas">{formatoHectareas(totales.total_superficie)}</Dato>
          <Dato etiqueta={et.plantas}>{formatoNumero(totales.total_plantas)}</Dato>
        </Tarjeta>
      </Stack>
      <Stack spacing={1}>
        <TablaPerfil<ParcelaProductor>
          id="parcelas"
          titulo={et.parcelas}
          filas={parcelas.data?.data}
          cargando={parcelas.isPending}
          tachada={(f) => !!f.fecha_baja}
          columnas={[
            {
              titulo: 'Nombre',
              valor: (f) =>
                abreParcelas ? (
                  <Link component={RouterLink} to={rutas.parcelaPerfil(f.uuid)}>
                    {f.nombre}
                  </Link>
                ) : (
                  f.nombre
                ),
            },
            { titulo: 'Hectáreas', valor: (f) => formatoHectareas(f.superficie), derecha: true },
            { titulo: et.plantas, valor: (f) => formatoNumero(f.plantas), derecha: true },
            { titulo: 'Geolocalización', valor: (f) => f.geolocalizacion },
            { titulo: 'Baja', valor: (f) => (f.fecha_baja ? `${f.motivo_baja ?? '--'} · ${formatoFecha(f.fecha_baja)}` : '--') },
          ]}
        />
        {verEntregas && (
          <TablaEntregasPerfil
            perfil={p}
            filas={entregas.data}
            cargando={entregas.isPending}
            unidad={configuracion?.acopio_units || 'kg'}
          />
        )}
        {cafe && (
          <TablaPerfil<Formato>
            id="formatos"
            titulo="Formatos"
            filas={formatos.data}
            cargando={formatos.isPending}
            columnas={[
              { titulo: 'Fecha', valor: (f) => formatoFecha(f.fecha) },
              { titulo: 'Formato', valor: (f) => nombreFormato(f) },
              { titulo: 'Ciclo', valor: (f) => f.ciclo },
            ]}
          />
        )}
        {cafe && <ComitePerfil productorUuid={p.uuid} idCuenta={p.id} filas={comite.data} cargando={comite.isPending} />}
        <AnticiposPerfil productorUuid={uuid} />
        <RemanentePerfil productorUuid={uuid} />
        {cafe && <CalidadPerfil productorUuid={uuid} />}
        <DeclaracionesPerfil productorUuid={uuid} />
        <SeccionHistorial productorUuid={uuid} />
      </Stack>
    </Box>
  );
}
