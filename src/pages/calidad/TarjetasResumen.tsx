import { Alert, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatoHectareas } from '@domain/comun/formato';
import {
  altitudLote,
  altitudRegion,
  parcelasCalidad,
  regionesLote,
  totalProductoresLote,
  totalProductoresRegion,
  variedadesLote,
  variedadesRegion,
} from '../../api/calidad';
import type {
  ParcelaCalidad,
  RespuestaAltitud,
  RespuestaRegionesLote,
  RespuestaTotalProductores,
  RespuestaVariedades,
} from '@domain/contrato/calidad';
import { Cargando } from '../../components/Cargando';
import { Dato, TarjetaDatos } from '../../components/TarjetaDatos';

type Altitud = RespuestaAltitud['data'][number] | null;
type Variedades = RespuestaVariedades['data'][number] | null;
type Total = RespuestaTotalProductores['data'][number] | null;
type Regiones = RespuestaRegionesLote['data'][number] | null;
// src/api/calidad.ts's summary calls answer `unknown` (its `primero` loses the item type: note 'Missing in the API'):
// the contract's item types, restated here
const como = <T,>(p: Promise<unknown>) => p as Promise<T>;

const metros = (v: number | null) => (v === null ? '--' : `${v.toLocaleString('en-US')} m`);
const ERROR = 'No se pudo cargar el resumen. Puede continuar; el resumen vuelve a cargarse al recargar la página.';

function TarjetaAltitud({ a }: { a: Altitud }) {
  return (
    <TarjetaDatos titulo="Altitud" ancho={200}>
      {!a || a.altitud === null ? (
        <Dato etiqueta="Altitud">
          <Typography variant="body2" color="text.secondary">
            Sin parcelas con altitud registrada.
          </Typography>
        </Dato>
      ) : (
        <>
          <Dato etiqueta="Altitud promedio">{metros(a.altitud)}</Dato>
          <Dato etiqueta="Mínima y máxima">
            {metros(a.altitud_minima)} a {metros(a.altitud_maxima)}
          </Dato>
          <Dato etiqueta="Parcelas con altitud">{a.parcelas}</Dato>
        </>
      )}
    </TarjetaDatos>
  );
}

function TarjetaVariedades({ v }: { v: Variedades }) {
  const lista = v?.variedades ?? [];
  return (
    <TarjetaDatos titulo="Variedades" ancho={220}>
      <Dato etiqueta="Variedades en las parcelas">
        {lista.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            Sin variedades registradas.
          </Typography>
        ) : (
          <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
            {lista.map((x) => (
              <li key={x.nombre}>
                {x.nombre}: {x.parcelas} {x.parcelas === 1 ? 'parcela' : 'parcelas'}
              </li>
            ))}
          </Typography>
        )}
      </Dato>
    </TarjetaDatos>
  );
}

/** The lot's summary cards (spec 002 §7 'lot summary cards'): producers, their localities, varieties and altitude. */
export function ResumenLote({ idLote }: { idLote: number }) {
  const q = useQuery({
    queryKey: ['cosecha', 'calidad', 'resumen-lote', idLote],
    queryFn: () =>
      Promise.all([
        como<Total>(totalProductoresLote(idLote)),
        como<Regiones>(regionesLote(idLote)),
        como<Variedades>(variedadesLote(idLote)),
        como<Altitud>(altitudLote(idLote)),
      ]),
  });
  if (q.isPending) return <Cargando etiqueta="Cargando el resumen del lote" />;
  if (q.isError) return <Alert severity="warning">{ERROR}</Alert>;
  const [total, regiones, variedades, altitud] = q.data;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" gap={2} component="section" aria-label="Resumen del lote">
      <TarjetaDatos titulo="Productores" ancho={200}>
        <Dato etiqueta="Productores con entregas en el lote">{total?.total ?? 0}</Dato>
      </TarjetaDatos>
      <TarjetaDatos titulo="Regiones" ancho={220}>
        <Dato etiqueta="Localidades de los productores">
          {regiones?.lista.length ? (
            <Typography component="ul" variant="body2" sx={{ m: 0, pl: 2 }}>
              {regiones.lista.map((l) => (
                <li key={l.id}>
                  {l.nombre} ({l.municipio}): {l.productores} {l.productores === 1 ? 'productor' : 'productores'}
                </li>
              ))}
            </Typography>
          ) : (
            <Typography variant="body2" color="text.secondary">
              El lote aún no tiene entregas.
            </Typography>
          )}
        </Dato>
      </TarjetaDatos>
      <TarjetaVariedades v={variedades} />
      <TarjetaAltitud a={altitud} />
    </Stack>
  );
}

/** The region's summary cards (spec 002 §7 'region summary cards'): producers with plots there, varieties, altitude. */
export function ResumenRegion({ localidades }: { localidades: readonly number[] }) {
  const q = useQuery({
    queryKey: ['cosecha', 'calidad', 'resumen-region', localidades.join(',')],
    queryFn: () =>
      Promise.all([
        como<Total>(totalProductoresRegion(localidades)),
        como<Variedades>(variedadesRegion(localidades)),
        como<Altitud>(altitudRegion(localidades)),
      ]),
  });
  if (q.isPending) return <Cargando etiqueta="Cargando el resumen de la región" />;
  if (q.isError) return <Alert severity="warning">{ERROR}</Alert>;
  const [total, variedades, altitud] = q.data;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" gap={2} component="section" aria-label="Resumen de la región">
      <TarjetaDatos titulo="Productores" ancho={200}>
        <Dato etiqueta="Productores con parcelas en las localidades">{total?.total ?? 0}</Dato>
      </TarjetaDatos>
      <TarjetaVariedades v={variedades} />
      <TarjetaAltitud a={altitud} />
    </Stack>
  );
}

/** The producer's summary card from their plots of the cycle (`parcelas_por_productor_ciclo/{idCuenta}`). */
export function ResumenProductor({ idCuenta }: { idCuenta: number }) {
  const q = useQuery({ queryKey: ['cosecha', 'calidad', 'parcelas', idCuenta], queryFn: () => parcelasCalidad(idCuenta) });
  if (q.isPending) return <Cargando etiqueta="Cargando las parcelas del productor" />;
  if (q.isError) return <Alert severity="warning">{ERROR}</Alert>;
  const p: ParcelaCalidad[] = q.data;
  const altitudes = p.map((x) => x.altitud).filter((x): x is number => x !== null);
  const variedades = [...new Set(p.flatMap((x) => x.variedades_str.split(',').map((v) => v.trim())).filter(Boolean))];
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" gap={2} component="section" aria-label="Resumen del productor">
      <TarjetaDatos titulo="Parcelas" ancho={200}>
        <Dato etiqueta="Parcelas">{p.length}</Dato>
        <Dato etiqueta="Superficie">{formatoHectareas(p.reduce((t, x) => t + x.superficie, 0))} ha</Dato>
        <Dato etiqueta="Localidades">{[...new Set(p.map((x) => x.localidad).filter(Boolean))].join(', ') || '--'}</Dato>
      </TarjetaDatos>
      <TarjetaDatos titulo="Variedades" ancho={220}>
        <Dato etiqueta="Variedades en las parcelas">{variedades.join(', ') || 'Sin variedades registradas.'}</Dato>
      </TarjetaDatos>
      <TarjetaAltitud
        a={
          altitudes.length
            ? {
                altitud: Math.round(altitudes.reduce((t, x) => t + x, 0) / altitudes.length),
                altitud_minima: Math.min(...altitudes),
                altitud_maxima: Math.max(...altitudes),
                parcelas: altitudes.length,
              }
            : null
        }
      />
    </Stack>
  );
}
