import { Stack } from '@mui/material';
import { muestraEudr } from '@domain/eudr/riesgo';
import { NOMBRE_ARCHIVO_TRACES } from '@domain/eudr/traces';
import { rutaDescargaTraces } from '../../../api/eudr';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { useCiclo } from '../../../sesion/CicloContext';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { usePuede } from '../../../sesion/usePuede';
import { BotonRevisionTraces } from './BotonRevisionTraces';
import { AvisoFueraTraces } from './AvisoFueraTraces';

/**
 * On the producer profile (issue 11): 'Descargar para TRACES' with only this producer's plots of the cycle the profile
 * shows, the plots the file leaves out, and the revision filtered to them. Only with EUDR and PADRON, as the file and its revision ask.
 */
export function AccionesTracesProductor({ uuidProductor, idCiclo }: { uuidProductor: string; idCiclo: number }) {
  const { ciclos } = useCiclo();
  const { configuracion } = useConfiguracion();
  const padron = usePuede('PADRON');
  const ciclo = ciclos.find((c) => c.id === idCiclo);
  if (!padron || !ciclo || !muestraEudr(configuracion ? configuracion.usa_eudr : undefined)) return null;
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ mb: 2 }}>
      <BotonDescarga
        ruta={rutaDescargaTraces(ciclo.uuid, uuidProductor)}
        etiqueta="Descargar para TRACES"
        nombrePorDefecto={NOMBRE_ARCHIVO_TRACES}
        variante="outlined"
      />
      <BotonRevisionTraces cuenta={uuidProductor} />
      <AvisoFueraTraces uuidCiclo={ciclo.uuid} uuidProductor={uuidProductor} />
    </Stack>
  );
}
