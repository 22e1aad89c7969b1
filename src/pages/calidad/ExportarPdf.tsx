import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { BotonDescarga } from '../../components/BotonDescarga';

/** 'Exportar PDF' of a physical or sensory analysis: the 80 mm × 50 mm printout, named for the analysis and its folio. */
export function ExportarPdf({ ruta, nombre }: { ruta: string; nombre: string }) {
  return (
    <BotonDescarga
      ruta={ruta}
      etiqueta="Exportar PDF"
      icono={<PictureAsPdfIcon />}
      variante="outlined"
      nombrePorDefecto={nombre}
      avisarError
    />
  );
}
