import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { textoMonto } from '@domain/acopio/cantidades';
import { formatoCentavos } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaReciboRemanente } from '@domain/contrato/remanente';
import { recibosDelProductor, rutaReciboRemanente } from '../../api/remanente';
import { BotonDescarga } from '../../components/BotonDescarga';
import { useCiclo } from '../../sesion/CicloContext';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { usePuedeAbrir } from '../../sesion/usePuede';
import { TablaPerfil } from './TablaPerfil';

/**
 * The producer's surplus receipts on their profile (issue 25 'the producer profile links to the producer's … surplus
 * receipts'): every cycle's, newest first, each with its PDF; the heading's folio opens the surplus screen. Only for
 * whoever may open that screen.
 */
export function RemanentePerfil({ productorUuid }: { productorUuid: string }) {
  const abre = usePuedeAbrir('admin/acopio/remanente', 'list');
  const { configuracion } = useConfiguracion();
  const { ciclos } = useCiclo();
  const unidad = configuracion?.acopio_units || 'kg';
  const q = useQuery({
    queryKey: ['cosecha', 'perfil-remanente', productorUuid],
    queryFn: () => recibosDelProductor(productorUuid),
    enabled: abre,
  });
  if (!abre) return null;
  const ciclo = (id: number) => ciclos.find((c) => c.id === id)?.nombre ?? String(id);
  return (
    <TablaPerfil<FilaReciboRemanente>
      id="remanente"
      titulo="Remanente"
      filas={q.data}
      cargando={q.isPending}
      vacio="Sin recibos de remanente. Se generan en Acopio › Remanente."
      columnas={[
        {
          titulo: 'Folio',
          valor: (r) => (
            <Link component={RouterLink} to={rutas.acopioRemanente()}>
              {r.folio}
            </Link>
          ),
        },
        { titulo: 'Ciclo', valor: (r) => ciclo(r.id_ciclo) },
        { titulo: 'Categoría', valor: (r) => r.cuenta_categoria },
        { titulo: `Peso neto (${unidad})`, valor: (r) => textoMonto(r.peso_neto), derecha: true },
        { titulo: 'Precio', valor: (r) => formatoCentavos(r.precio_por_kg), derecha: true },
        { titulo: 'Cantidad a pagar', valor: (r) => formatoCentavos(r.cantidad_pago), derecha: true },
        {
          titulo: 'Recibo',
          valor: (r) => (
            <BotonDescarga
              ruta={rutaReciboRemanente(r.folio)}
              etiqueta="PDF"
              nombrePorDefecto={`recibo_remanente_${r.folio}.pdf`}
              avisarError
            />
          ),
        },
      ]}
    />
  );
}
