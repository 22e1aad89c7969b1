import type { ColumnaExcel } from '../cuentas/cuentas-excel';
import { hoyEnZona } from '@domain/comun/formato';
import type { FilaAlta, FilaBaja } from '@domain/contrato/padron';

const ESTADOS: Record<FilaAlta['estado'], string> = { pendiente: 'Pendiente', confirmada: 'Confirmada', cancelada: 'Cancelada' };

/** A 'yyyy-MM-dd' day as a date cell (exceljs writes the UTC day: no shift). */
function dia(v: string | null): Date | null {
  const m = v ? /^(\d{4})-(\d{2})-(\d{2})$/.exec(v) : null;
  return m ? new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]))) : null;
}

/** An instant as the day it was in the cooperative's zone (a request made at 23:00 in Mexico is that day, not UTC's). */
const diaEnZona = (v: string | Date | null, zona: string | null | undefined) => (v ? dia(hoyEnZona(zona, new Date(v))) : null);

/** Columns both files share: who the request names and where it stands. */
function comunes<T extends FilaAlta | FilaBaja>(zona: string | null | undefined): ColumnaExcel<T>[] {
  return [
    { encabezado: 'Clave', ancho: 12, valor: (f) => f.clave_tx },
    { encabezado: 'Nombre', ancho: 36, valor: (f) => f.nombre },
    { encabezado: 'Localidad', ancho: 24, valor: (f) => f.localidad },
    { encabezado: 'Municipio', ancho: 22, valor: (f) => f.municipio },
    { encabezado: 'Fecha de solicitud', ancho: 14, valor: (f) => diaEnZona(f.created_at, zona), formato: 'dd/mm/yyyy' },
    { encabezado: 'Estado', ancho: 12, valor: (f) => ESTADOS[f.estado] },
    { encabezado: 'Atendida el', ancho: 14, valor: (f) => diaEnZona(f.atendido_at, zona), formato: 'dd/mm/yyyy' },
    { encabezado: 'Atendida por', ancho: 26, valor: (f) => f.atendido_por },
  ];
}

/** The Altas file's columns (001 §2.12 'Excel export'). */
export const columnasAltas = (zona: string | null | undefined): ColumnaExcel<FilaAlta>[] => comunes<FilaAlta>(zona);

/** The Bajas file's columns: the shared ones plus the reason (motivo_baja) and the day the baja took effect. */
export const columnasBajas = (zona: string | null | undefined): ColumnaExcel<FilaBaja>[] => {
  const c = comunes<FilaBaja>(zona);
  return [
    ...c.slice(0, 4),
    { encabezado: 'Motivo de baja', ancho: 28, valor: (f) => f.motivo_baja },
    ...c.slice(4),
    { encabezado: 'Fecha de baja', ancho: 14, valor: (f) => dia(f.fecha_baja), formato: 'dd/mm/yyyy' },
  ];
};
