import { PaginaSolicitudes } from '../solicitudes/PaginaSolicitudes';
import type { ConfigSolicitudes } from '../solicitudes/tipos';

const BAJAS: ConfigSolicitudes = {
  tipo: 'baja',
  titulo: 'Bajas',
  etiquetaConfirmar: 'Dar de baja',
  etiquetaCancelar: 'Cancelar baja',
  permisoExportar: 'PADRON_BAJAS_EXPORTAR',
  columnasExtra: [{ etiqueta: 'Motivo de baja', valor: (f) => ('motivo_baja' in f ? f.motivo_baja : '') }],
  vacioPendientes:
    'No hay bajas por confirmar en este ciclo. Las solicitudes de baja llegan del campo; las ya atendidas y las dadas desde el listado de productores están en Historial.',
  explicacionConfirmar:
    'Con el padrón de la cooperativa, el productor sale del listado del ciclo con su motivo de baja; con el orgánico, deja de ser orgánico.',
  explicacionCancelar: 'Los productores siguen en el padrón; la solicitud queda en el Historial como cancelada.',
};

/** /admin/padron/bajas/list (spec 001 §2.12). */
export function PaginaBajas() {
  return <PaginaSolicitudes config={BAJAS} />;
}
