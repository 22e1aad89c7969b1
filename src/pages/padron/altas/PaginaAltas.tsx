import { PaginaSolicitudes } from '../solicitudes/PaginaSolicitudes';
import type { ConfigSolicitudes } from '../solicitudes/tipos';

const ALTAS: ConfigSolicitudes = {
  tipo: 'alta',
  titulo: 'Altas',
  etiquetaConfirmar: 'Confirmar alta',
  etiquetaCancelar: 'Cancelar alta',
  permisoExportar: 'PADRON_ALTAS_EXPORTAR',
  columnasExtra: [],
  vacioPendientes:
    'No hay altas por confirmar en este ciclo. Las altas llegan al registrar un productor nuevo; las ya atendidas están en Historial.',
  explicacionConfirmar: 'Entrarán al listado de productores del ciclo, en los padrones que elija.',
  explicacionCancelar: 'No entrarán al listado de productores del ciclo; la solicitud queda en el Historial como cancelada.',
};

/** /admin/padron/altas/list (spec 001 §2.12). */
export function PaginaAltas() {
  return <PaginaSolicitudes config={ALTAS} />;
}
