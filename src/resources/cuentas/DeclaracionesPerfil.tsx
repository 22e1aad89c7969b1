import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import type { DeclaracionDelProductor } from '@domain/contrato/eudr-paquete';
import { muestraEudr } from '@domain/eudr/riesgo';
import { declaracionesDelProductor } from '../../api/eudr-paquete';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { useFormatoFecha } from '../../sesion/useFormatoFecha';
import { usePuedeAbrir } from '../../sesion/usePuede';
import { TablaPerfil } from './TablaPerfil';

/**
 * 'Declaraciones de diligencia debida (EUDR)' on the producer profile (issue 23): the importers' statements whose
 * package carried this producer's plots, newest first; a corrected one struck through. The lot opens its panel on the
 * lots page, and each plot its profile, only for whoever may open them. Only with EUDR.
 */
export function DeclaracionesPerfil({ productorUuid }: { productorUuid: string }) {
  const { configuracion } = useConfiguracion();
  const conEudr = muestraEudr(configuracion ? configuracion.usa_eudr : undefined);
  const abreLotes = usePuedeAbrir('admin/acopio', 'lotes');
  const abreParcelas = usePuedeAbrir('admin/parcelas', 'show');
  const fecha = useFormatoFecha();
  const q = useQuery({
    queryKey: ['cosecha', 'perfil-declaraciones-eudr', productorUuid],
    queryFn: () => declaracionesDelProductor(productorUuid),
    enabled: conEudr,
  });
  if (!conEudr) return null;
  return (
    <TablaPerfil<DeclaracionDelProductor>
      id="declaraciones-eudr"
      titulo="Declaraciones de diligencia debida (EUDR)"
      filas={q.data}
      cargando={q.isPending}
      tachada={(d) => d.reemplazada}
      vacio="Sus parcelas aún no van en ninguna declaración registrada. Se registran en el panel del lote, con la referencia que devuelve el importador."
      columnas={[
        {
          titulo: 'Lote',
          valor: (d) =>
            abreLotes ? (
              <Link component={RouterLink} to={`${rutas.acopioLotes()}?lote=${encodeURIComponent(d.lote_uuid)}`}>
                {d.lote}
              </Link>
            ) : (
              d.lote
            ),
        },
        { titulo: 'Referencia DDS', valor: (d) => (d.reemplazada ? `${d.referencia} (corregida)` : d.referencia) },
        { titulo: 'Comprador', valor: (d) => d.comprador },
        { titulo: 'Fecha', valor: (d) => fecha(d.fecha) },
        {
          titulo: 'Parcelas',
          valor: (d) =>
            d.parcelas.map((p, i) => (
              <span key={p.uuid}>
                {i > 0 && ', '}
                {abreParcelas ? (
                  <Link component={RouterLink} to={rutas.parcelaPerfil(p.uuid)}>
                    {p.nombre}
                  </Link>
                ) : (
                  p.nombre
                )}
              </span>
            )),
        },
      ]}
    />
  );
}
