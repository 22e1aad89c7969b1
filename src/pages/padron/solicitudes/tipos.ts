import type { ReactNode } from 'react';
import type { Permiso } from '@domain/auth/permisos';
import type { FilaAlta, FilaBaja } from '@domain/contrato/padron';
import type { TipoLista } from '../../../api/padron';

export type FilaSolicitud = FilaAlta | FilaBaja;

/** A column beyond the shared ones (Bajas: motivo_baja), shown in the table and on the phone's cards. */
export interface ColumnaExtra {
  etiqueta: string;
  valor: (f: FilaSolicitud) => ReactNode;
}

/** What differs between the Altas and Bajas screens: the same page with its words, calls and permissions. */
export interface ConfigSolicitudes {
  tipo: TipoLista;
  titulo: string;
  etiquetaConfirmar: string;
  etiquetaCancelar: string;
  permisoExportar: Permiso;
  columnasExtra: ColumnaExtra[];
  /** The empty Pendientes tab: what is there to do next. */
  vacioPendientes: string;
  /** The words of the confirm dialog: what confirming does to the selected producers. */
  explicacionConfirmar: string;
  explicacionCancelar: string;
}
