import type { RaRecord } from 'react-admin';

/** A row of `POST cuentas_search` (docs/api.md 'Producers'): `id` is the producer's uuid, `id_num` the account id. */
export interface Cuenta extends RaRecord {
  id: string;
  id_num: number;
  uuid: string;
  cuenta_uuid: string;
  id_productor: number;
  clave_tx: string | null;
  codigo_tx: string | null;
  nombre: string;
  cuenta_region: string;
  municipio: string;
  localidad: string;
  id_cuenta_categoria: number;
  cuenta_categoria: string;
  cuenta_categoria_color: string | null;
  total_parcelas: number;
  total_plantas: number;
  total_superficie: number;
  ciclo: string;
  id_ciclo: number;
  organico: number;
  pertenece_cooperativa: number;
  confirmado: number;
}

/** `GET cuentas/{uuid}` (the integer `id` is the account's). */
export interface PerfilCuenta extends Omit<Cuenta, 'id' | 'id_num'> {
  id: number;
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string | null;
  genero: string | null;
  edad: number | null;
  ine: string | null;
  curp: string | null;
  rfc: string | null;
  no_celular: string | null;
  estado: string | null;
  centro_acopio: string | null;
  nivel_riesgo: string | null;
  motivo_baja: string | null;
  fecha_baja: string | null;
}

export interface ParcelaProductor {
  id: number;
  uuid: string;
  nombre: string;
  superficie: number | string;
  plantas: number;
  geolocalizacion: string;
  motivo_baja: string | null;
  fecha_baja: string | null;
}
