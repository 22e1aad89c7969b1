import FolderZipIcon from '@mui/icons-material/FolderZip';
import { parteDeNombre } from '@domain/comun/descargas';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { rutaRecibosProductor } from '../../../api/acopio-recibos';

/** 'Descargar recibos': the producer's receipts of a cycle in one zip (recibos/cuentas/{ciclo}/{productor}). */
export function BotonRecibosProductor({
  ciclo,
  productor,
}: {
  ciclo: { uuid: string; nombre: string };
  productor: { uuid: string; nombre: string };
}) {
  return (
    <BotonDescarga
      ruta={rutaRecibosProductor(ciclo.uuid, productor.uuid)}
      etiqueta={`Descargar recibos ${ciclo.nombre}`}
      nombrePorDefecto={`recibos_${parteDeNombre(productor.nombre)}_${parteDeNombre(ciclo.nombre)}.zip`}
      icono={<FolderZipIcon />}
      variante="outlined"
    />
  );
}
