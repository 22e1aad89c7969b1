import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControlLabel,
  Radio,
  RadioGroup,
  TextField,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import TableViewIcon from '@mui/icons-material/TableView';
import { parteDeNombre } from '@domain/comun/descargas';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { rutaExcelEntregas } from '../../../api/acopio-recibos';
import { usePuede } from '../../../sesion/usePuede';

type Alcance = 'ciclo' | 'dia';

/**
 * The deliveries Excel dialog (spec 002 §2.7, §7 'Downloads'): the whole cycle or the deliveries of one day,
 * saved as entregas_acopios_<ciclo>[_deFecha_<día>].xlsx (§9). The download button waits for a day when 'Un día'
 * is chosen, and says so.
 */
export function DialogoExcelEntregas({
  abierto,
  onCerrar,
  ciclo,
}: {
  abierto: boolean;
  onCerrar: () => void;
  ciclo: { uuid: string; nombre: string };
}) {
  const [alcance, setAlcance] = useState<Alcance>('ciclo');
  const [fecha, setFecha] = useState('');
  const completa = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const falta = alcance === 'dia' && !/^\d{4}-\d{2}-\d{2}$/.test(fecha);
  const nombre = `entregas_acopios_${parteDeNombre(ciclo.nombre)}${alcance === 'dia' && !falta ? `_deFecha_${fecha}` : ''}.xlsx`;
  return (
    <Dialog open={abierto} onClose={onCerrar} fullScreen={completa} aria-labelledby="titulo-excel-entregas">
      <DialogTitle id="titulo-excel-entregas">Excel de entregas · ciclo {ciclo.nombre}</DialogTitle>
      <DialogContent>
        <RadioGroup aria-label="Qué entregas descargar" value={alcance} onChange={(e) => setAlcance(e.target.value as Alcance)}>
          <FormControlLabel value="ciclo" control={<Radio />} label="Todas las entregas del ciclo" />
          <FormControlLabel value="dia" control={<Radio />} label="Las entregas de un día" />
        </RadioGroup>
        {alcance === 'dia' && (
          <TextField
            type="date"
            label="Día de las entregas"
            value={fecha}
            onChange={(e) => setFecha(e.target.value)}
            error={falta && fecha !== ''}
            helperText={falta ? 'Elija el día cuyas entregas quiere descargar' : ' '}
            slotProps={{ inputLabel: { shrink: true } }}
            sx={{ mt: 2 }}
            fullWidth
          />
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
        {falta ? (
          <Button variant="contained" disabled startIcon={<TableViewIcon />}>
            Descargar Excel
          </Button>
        ) : (
          <BotonDescarga
            ruta={rutaExcelEntregas(ciclo.uuid, alcance === 'dia' ? fecha : null)}
            etiqueta="Descargar Excel"
            nombrePorDefecto={nombre}
            icono={<TableViewIcon />}
            variante="contained"
          />
        )}
      </DialogActions>
    </Dialog>
  );
}

/** 'Excel' for whoever may export deliveries (ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR); opens the dialog. */
export function BotonExcelEntregas({ ciclo }: { ciclo: { uuid: string; nombre: string } }) {
  const puede = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_EXPORTAR');
  const [abierto, setAbierto] = useState(false);
  if (!puede) return null;
  return (
    <>
      <Button size="small" startIcon={<TableViewIcon />} onClick={() => setAbierto(true)}>
        Excel
      </Button>
      <DialogoExcelEntregas abierto={abierto} onCerrar={() => setAbierto(false)} ciclo={ciclo} />
    </>
  );
}
