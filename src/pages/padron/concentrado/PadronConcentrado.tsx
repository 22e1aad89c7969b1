import { Box } from '@mui/material';
import { useCiclo } from '../../../sesion/CicloContext';
import { usePuede } from '../../../sesion/usePuede';
import { sesion } from '../../../sesion/almacenSesion';
import { rutaExcelConcentrado } from '../../../api/padron-concentrado';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { TituloPestana } from '../../../components/TituloPestana';
import { Encabezado } from '../../tableros/Encabezado';
import { TablaConcentrado } from './TablaConcentrado';

/**
 * /admin/padron/concentrado/list (spec 001 §2.11): the selected cycle's register by locality, grouped by category as
 * the cooperative's certification has them, with a search per column and its Excel (PADRON_CONCENTRADO_EXPORTAR).
 */
export function PadronConcentrado() {
  const { ciclo } = useCiclo();
  const exportar = usePuede('PADRON_CONCENTRADO_EXPORTAR');
  const certificacion = sesion.usuario()?.certificacion ?? null;
  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana titulo="Padrón concentrado" />
      <Encabezado
        filtros={false}
        titulo="Padrón concentrado"
        acciones={
          exportar &&
          ciclo && (
            <BotonDescarga
              ruta={rutaExcelConcentrado(ciclo.uuid)}
              etiqueta="Excel"
              nombrePorDefecto="PadronConcentrado.xlsx"
              variante="outlined"
            />
          )
        }
      />
      {ciclo && <TablaConcentrado key={ciclo.id} idCiclo={ciclo.id} certificacion={certificacion} />}
    </Box>
  );
}
