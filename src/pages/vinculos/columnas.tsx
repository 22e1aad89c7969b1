import { Link } from '@mui/material';
import { Link as LinkRouter } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import type { CuentaVincular, ParcelaVincular } from '@domain/contrato/vinculos';
import type { Columna } from './ListaEleccion';

/** Every producer name links to the profile (issue 27). */
export const NombreProductor = ({ c }: { c: Pick<CuentaVincular, 'uuid' | 'nombre'> }) => (
  <Link component={LinkRouter} to={rutas.cuentaPerfil(c.uuid)}>
    {c.nombre}
  </Link>
);

/** The columns of 'Account to link' (spec 002 §3) besides the name. */
export const columnasCuenta = (dia: (v: string | null) => string): Columna<CuentaVincular>[] => [
  { etiqueta: 'Región', valor: (c) => c.cuenta_region ?? '--' },
  { etiqueta: 'Municipio', valor: (c) => c.municipio ?? '--' },
  { etiqueta: 'Localidad', valor: (c) => c.localidad ?? '--' },
  { etiqueta: 'Ingreso', valor: (c) => (c.fecha_ingreso ? dia(c.fecha_ingreso) : '--') },
];

export const hectareas = (ha: number) => `${ha.toLocaleString('es-MX', { maximumFractionDigits: 4 })} ha`;

/** The columns of 'Parcel to link' (spec 002 §3) besides the name. */
export const columnasParcela: Columna<ParcelaVincular>[] = [
  { etiqueta: 'Superficie', valor: (p) => hectareas(p.superficie), derecha: true },
  { etiqueta: 'Plantas', valor: (p) => p.plantas.toLocaleString('es-MX'), derecha: true },
  { etiqueta: 'Productor', valor: (p) => p.nombre_productor },
];
