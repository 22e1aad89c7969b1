import { useState } from 'react';
import { Box } from '@mui/material';
import { useCiclo } from '../../../sesion/CicloContext';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { usePuede } from '../../../sesion/usePuede';
import { rutaExcelAcopioPorProductor } from '../../../api/acopio-tablero';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { Encabezado } from '../../tableros/Encabezado';
import { KgsPorMunicipio } from './KgsPorMunicipio';
import { TablaAcopioProductor } from './TablaAcopioProductor';

/**
 * /admin/acopio/acopio_por_productor/list (spec 002 §2.6): what each producer delivered in the selected cycle, with
 * totals and its Excel (ACOPIOS_X_PRODUCTOR_EXPORTAR, the list as shown), and the municipality → locality bars.
 */
export function AcopioPorProductor() {
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const exportar = usePuede('ACOPIOS_X_PRODUCTOR_EXPORTAR');
  const [q, setQ] = useState('');
  const unidad = configuracion?.acopio_units || 'kg';
  return (
    <Box sx={{ py: 2 }}>
      <Encabezado
        filtros={false}
        titulo="Acopio por productor"
        acciones={
          exportar &&
          ciclo && (
            <BotonDescarga
              ruta={rutaExcelAcopioPorProductor(ciclo.uuid, q)}
              etiqueta="Excel"
              nombrePorDefecto="AcopiosPorProductor.xlsx"
              variante="outlined"
            />
          )
        }
      />
      {ciclo && (
        <>
          <TablaAcopioProductor key={ciclo.id} idCiclo={ciclo.id} unidad={unidad} q={q} onBuscar={setQ} />
          <KgsPorMunicipio key={`kgs-${ciclo.id}`} idCiclo={ciclo.id} unidad={unidad} />
        </>
      )}
    </Box>
  );
}
