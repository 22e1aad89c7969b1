import { Link } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { funcionesCredito } from '@domain/anticipos/estado';
import { tituloCreditos } from '@domain/comun/menu';
import { formatoCentavos, formatoFecha } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import type { FilaAnticipo } from '@domain/contrato/anticipos';
import { anticiposDelProductor, rutaEstadoCuenta, rutaReciboAnticipo } from '../../api/anticipos';
import { BotonDescarga } from '../../components/BotonDescarga';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { usePuedeAbrir } from '../../sesion/usePuede';
import { ChipEstatus } from '../../pages/anticipos/ChipEstatus';
import { TablaPerfil } from './TablaPerfil';

/**
 * The producer's pre-harvest credits on their profile (issue 25 'the producer profile links to the producer's
 * advances'): each advance with its balance today and status, newest first; the heading opens the credits screen.
 * Only for a cooperative with credit (level ≥ 2) and whoever may open that screen.
 */
export function AnticiposPerfil({ productorUuid }: { productorUuid: string }) {
  const { configuracion } = useConfiguracion();
  const conCredito = funcionesCredito(configuracion?.id_cat_credito_precosecha).anticipos;
  const abre = usePuedeAbrir('admin/acopio/anticipos_por_productor', 'list');
  const q = useQuery({
    queryKey: ['cosecha', 'perfil-anticipos', productorUuid],
    queryFn: () => anticiposDelProductor(productorUuid),
    enabled: conCredito && abre,
  });
  if (!conCredito || !abre) return null;
  const titulo = tituloCreditos(configuracion?.anticipos_etiqueta);
  return (
    <TablaPerfil<FilaAnticipo>
      id="anticipos"
      titulo={titulo}
      filas={q.data}
      cargando={q.isPending}
      vacio={`Sin ${titulo.toLowerCase()}. Se registran en Acopio › ${titulo}.`}
      columnas={[
        {
          titulo: 'Folio',
          valor: (a) => (
            <Link component={RouterLink} to={rutas.acopioAnticipos()}>
              {a.folio}
            </Link>
          ),
        },
        { titulo: 'Fecha', valor: (a) => formatoFecha(a.fecha_ejecucion) },
        { titulo: 'Ciclo', valor: (a) => a.ciclo },
        { titulo: 'Monto', valor: (a) => formatoCentavos(a.cantidad_anticipo) },
        { titulo: 'Recuperado', valor: (a) => formatoCentavos(a.total_anticipos_recuperados) },
        { titulo: 'Saldo', valor: (a) => formatoCentavos(a.total_saldo) },
        { titulo: 'Estatus', valor: (a) => <ChipEstatus estatus={a.estatus} /> },
        {
          // the advance's receipt with its promissory note, and the producer's account statement of that cycle
          titulo: 'Documentos',
          valor: (a) => (
            <>
              <BotonDescarga ruta={rutaReciboAnticipo(a.uuid)} etiqueta="Recibo" nombrePorDefecto={`credito_${a.folio}.pdf`} avisarError />
              <BotonDescarga
                ruta={rutaEstadoCuenta(a.ciclo_uuid, productorUuid)}
                etiqueta="Estado de cuenta"
                nombrePorDefecto="estado_de_cuenta.pdf"
                avisarError
              />
            </>
          ),
        },
      ]}
    />
  );
}
