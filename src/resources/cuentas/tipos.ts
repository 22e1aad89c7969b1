import type { RaRecord } from 'react-admin';
import type { FilaCuenta, FilaEntregaProductor, FilaEvaluacionComite, FilaFormato, PerfilCuenta as Perfil } from '@domain/contrato/cuentas';

/** A row of `POST cuentas_search` as the client holds it: `id` is the producer's uuid, `id_num` the account id (dataProvider). */
export interface Cuenta extends Omit<FilaCuenta, 'id'>, RaRecord {
  id: string;
  id_num: number;
}

/** `GET cuentas/{uuid}` (the integer `id` is the account's). */
export type PerfilCuenta = Perfil;

/** The profile's tables (spec 000 §3 'Format row', committee evaluations, 'Delivery row in profile'). */
export type Formato = FilaFormato;
export type Evaluacion = FilaEvaluacionComite;
export type Entrega = FilaEntregaProductor;

export type { ParcelaProductor } from '../../api/cuentas';
