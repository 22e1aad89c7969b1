import type { ColumnaExcel } from '../../excel/libro';
import { diaEnZona, fecha, texto } from '../../excel/columnas';
import type { FilaAlta, FilaBaja } from '@domain/contrato/padron';

const ESTADOS: Record<FilaAlta['estado'], string> = { pendiente: 'Pendiente', confirmada: 'Confirmada', cancelada: 'Cancelada' };

/**
 * Columns both files share: who the request names and where it stands; when it was made and attended, as the day it was
 * in the cooperative's zone (a request made at 23:00 in Mexico is that day, not UTC's).
 */
function comunes<T extends FilaAlta | FilaBaja>(zona: string | null | undefined): ColumnaExcel<T>[] {
  return [
    texto('Clave', 12, (f) => f.clave_tx),
    texto('Nombre', 36, (f) => f.nombre),
    texto('Localidad', 24, (f) => f.localidad),
    texto('Municipio', 22, (f) => f.municipio),
    diaEnZona('Fecha de solicitud', 14, (f) => f.created_at, zona),
    texto('Estado', 12, (f) => ESTADOS[f.estado]),
    diaEnZona('Atendida el', 14, (f) => f.atendido_at, zona),
    texto('Atendida por', 26, (f) => f.atendido_por),
  ];
}

/** The Altas file's columns (001 §2.12 'Excel export'). */
export const columnasAltas = (zona: string | null | undefined): ColumnaExcel<FilaAlta>[] => comunes<FilaAlta>(zona);

/** The Bajas file's columns: the shared ones plus the reason (motivo_baja) and the day the baja took effect. */
export const columnasBajas = (zona: string | null | undefined): ColumnaExcel<FilaBaja>[] => {
  const c = comunes<FilaBaja>(zona);
  return [
    ...c.slice(0, 4),
    texto('Motivo de baja', 28, (f) => f.motivo_baja),
    ...c.slice(4),
    fecha('Fecha de baja', 14, (f) => f.fecha_baja),
  ];
};
