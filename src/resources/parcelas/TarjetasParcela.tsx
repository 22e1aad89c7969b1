import type { ReactNode } from 'react';
import { Link as MuiLink, Stack } from '@mui/material';
import { Link } from 'react-router-dom';
import { formatoHectareas, formatoNumero } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { areaCalculada } from './areaCalculada';
import type { ParcelaDetalle } from './tipos';
import { Dato, TarjetaDatos } from '../../components/TarjetaDatos';

/** The cards of this screen: at least 160 px wide each. */
const Tarjeta = ({ titulo, children }: { titulo: string; children: ReactNode }) => (
  <TarjetaDatos titulo={titulo} ancho={160}>
    {children}
  </TarjetaDatos>
);

/** Area in hectares with 2 decimals (001 §9); none → '--'. */
const ha = (v: number | string | null | undefined) => (v == null || v === '' ? '--' : `${formatoHectareas(v)} ha`);

/**
 * The profile's cards (001 §2.4): account and plot names, locality and municipality, certifications; the area
 * calculated from the polygon and the one the producer reported, both in hectares with 2 decimals; plants and
 * varieties. Labels follow the cooperative's plot and plant names (apiarios and colmenas for honey).
 */
export function TarjetasParcela({
  parcela: p,
  etiquetaParcela,
  etiquetaPlantas,
}: {
  parcela: ParcelaDetalle;
  etiquetaParcela: string;
  etiquetaPlantas: string;
}) {
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={2}>
      <Tarjeta titulo="Productor">
        <Dato etiqueta="Productor">
          {p.productor_uuid ? (
            <MuiLink component={Link} to={rutas.cuentaPerfil(p.productor_uuid)}>
              {p.cuenta}
            </MuiLink>
          ) : (
            p.cuenta
          )}
        </Dato>
        <Dato etiqueta={etiquetaParcela}>{p.nombre}</Dato>
      </Tarjeta>
      <Tarjeta titulo="Ubicación">
        <Dato etiqueta="Localidad">{p.localidad ?? '--'}</Dato>
        <Dato etiqueta="Municipio">{p.municipio ?? '--'}</Dato>
      </Tarjeta>
      <Tarjeta titulo="Superficie">
        <Dato etiqueta="Superficie calculada">{ha(areaCalculada(p))}</Dato>
        <Dato etiqueta="Superficie reportada">{ha(p.superficie)}</Dato>
      </Tarjeta>
      <Tarjeta titulo={etiquetaPlantas}>
        <Dato etiqueta={etiquetaPlantas}>{formatoNumero(p.plantas)}</Dato>
        <Dato etiqueta="Variedades">{p.variedades || '--'}</Dato>
      </Tarjeta>
      <Tarjeta titulo="Certificaciones">
        <Dato etiqueta="Certificaciones">{p.certificaciones?.length ? p.certificaciones.join(', ') : '--'}</Dato>
      </Tarjeta>
    </Stack>
  );
}
