import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { BotonIconoDescarga } from '../../../components/BotonIconoDescarga';
import { rutaReciboEntrega } from '../../../api/acopio-recibos';

/**
 * The receipt cell of a delivery row (spec 002 §2.7): downloads its PDF, made by the server on request, so every
 * delivery always has one (the spec's '...en construcción, intentar más tarde' never applies; docs/DECISIONES.md
 * 'acopio-recibos'). Saved under the server's name, recibo_<folio>.pdf. `soloIcono` (the icon, its name and tooltip
 * «Recibo E-…») where the row shows its folio already and the column is narrow.
 */
export function CeldaRecibo({ uuid, folio, soloIcono }: { uuid: string; folio?: string | null; soloIcono?: boolean }) {
  const boton = {
    ruta: rutaReciboEntrega(uuid),
    etiqueta: folio ? `Recibo ${folio}` : 'Recibo',
    nombrePorDefecto: `recibo_${folio ?? uuid}.pdf`,
    icono: <PictureAsPdfIcon />,
  };
  return soloIcono ? <BotonIconoDescarga {...boton} /> : <BotonDescarga {...boton} />;
}
