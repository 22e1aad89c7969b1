import { useQuery } from '@tanstack/react-query';
import { rutaDisponible } from '@domain/comun/inicio';
import { formatoFecha } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaCalidad } from '@domain/contrato/calidad';
import { analisisDelProductor, rutaReciboCalidad } from '../../api/calidad';
import { BotonDescarga } from '../../components/BotonDescarga';
import { ENTORNO } from '../../entorno';
import { cien } from '../../pages/calidad/cifras';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { TablaPerfil } from './TablaPerfil';

/**
 * The producer's quality analyses on their profile (issue 26 'The result travels'): every cycle's, newest first, with
 * yield, exportable oro, factor and cup score, and the folio's receipt. Only where the quality area exists (local and
 * dev, domain/comun/inicio.ts) and only if the server lets this user read it (a refusal hides the section).
 */
export function CalidadPerfil({ productorUuid }: { productorUuid: string }) {
  const { configuracion } = useConfiguracion();
  const abierta = rutaDisponible(`${rutas.calidad()}/seleccion`, configuracion, ENTORNO);
  const q = useQuery({
    queryKey: ['cosecha', 'perfil-calidad', productorUuid],
    queryFn: () => analisisDelProductor(productorUuid, 1, '50'),
    enabled: abierta,
    retry: false,
  });
  if (!abierta || q.isError) return null;
  return (
    <TablaPerfil<FilaCalidad>
      id="calidad"
      titulo="Calidad"
      filas={q.data?.data}
      cargando={q.isPending}
      vacio="Sin análisis de calidad. Se registran en Calidad › Registrar nuevo análisis."
      columnas={[
        {
          titulo: 'Folio',
          valor: (f) => (
            <BotonDescarga
              ruta={rutaReciboCalidad(f.uuid_calidad_analisis)}
              etiqueta={f.folio}
              icono={null}
              nombreAccesible={`${f.folio} recibo`}
              nombrePorDefecto={`recibo_calidad_${f.folio}.pdf`}
              avisarError
            />
          ),
        },
        { titulo: 'Fecha', valor: (f) => formatoFecha(f.fecha) },
        { titulo: 'Rendimiento (%)', valor: (f) => cien(f.porcentaje_rendimiento), derecha: true },
        { titulo: 'Oro exportable (%)', valor: (f) => cien(f.resumen_rendimiento_exportable), derecha: true },
        { titulo: 'Factor', valor: (f) => cien(f.resumen_rendimiento), derecha: true },
        { titulo: 'Puntaje en taza', valor: (f) => (f.puntaje_taza === null ? 'Sin catación' : cien(f.puntaje_taza)), derecha: true },
        { titulo: 'Banda', valor: (f) => f.nombre_banda ?? '--' },
      ]}
    />
  );
}
