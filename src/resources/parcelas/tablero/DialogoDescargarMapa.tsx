import { useState } from 'react';
import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import {
  NOMBRE_ARCHIVO_MAPA,
  OPCIONES_MAPA,
  OPCIONES_MAPA_POR_DEFECTO,
  rutaExportacionMapa,
  type OpcionMapa,
  type OpcionesMapa,
} from '@domain/parcelas/exportacion-mapa';
import { BotonDescarga } from '../../../components/BotonDescarga';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { muestraEudr } from '@domain/eudr/riesgo';

const TITULOS: Record<OpcionMapa, string> = { formato: 'Formato', datos: 'Datos personales', geometria: 'Geometría' };

/** One option of the export as a radio group, drawn from the same table the server validates with. */
function GrupoOpcion<O extends OpcionMapa>({
  opcion,
  valor,
  onCambio,
  ocultar = [],
}: {
  opcion: O;
  valor: OpcionesMapa[O];
  onCambio: (v: OpcionesMapa[O]) => void;
  ocultar?: string[];
}) {
  const id = `descargar-mapa-${opcion}`;
  return (
    <FormControl>
      <FormLabel id={id}>{TITULOS[opcion]}</FormLabel>
      <RadioGroup row aria-labelledby={id} value={valor} onChange={(e) => onCambio(e.target.value as OpcionesMapa[O])}>
        {Object.entries(OPCIONES_MAPA[opcion])
          .filter(([clave]) => !ocultar.includes(clave))
          .map(([clave, o]) => (
            <FormControlLabel key={clave} value={clave} control={<Radio size="small" />} label={o.etiqueta} />
          ))}
      </RadioGroup>
    </FormControl>
  );
}

/**
 * 'Descargar Mapa' (001 §2.2, §9, R085): KML or GeoJSON; personal data hidden or all; polygons and
 * centroids or centroids only. The file ('padron.kml' / 'padron.geojson') streams from the server's export
 * of the selected cycle; the download keeps the token and the empty-file rule of BotonDescarga. The TRACES format only
 * when the cooperative uses EUDR (the server answers 403 otherwise, issue 22 item 16).
 */
export function DialogoDescargarMapa({ abierto, uuidCiclo, onCerrar }: { abierto: boolean; uuidCiclo: string; onCerrar: () => void }) {
  const [opciones, setOpciones] = useState<OpcionesMapa>(OPCIONES_MAPA_POR_DEFECTO);
  const { configuracion } = useConfiguracion();
  const sinTraces = !muestraEudr(configuracion ? configuracion.usa_eudr : undefined);
  const cambiar =
    <O extends OpcionMapa>(o: O) =>
    (v: OpcionesMapa[O]) =>
      setOpciones((actual) => ({ ...actual, [o]: v }));
  const extension = OPCIONES_MAPA.formato[opciones.formato].extension;
  return (
    <Dialog open={abierto} onClose={onCerrar} aria-labelledby="descargar-mapa-titulo" fullWidth maxWidth="sm">
      <DialogTitle id="descargar-mapa-titulo">Descargar Mapa</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <GrupoOpcion opcion="formato" valor={opciones.formato} onCambio={cambiar('formato')} ocultar={sinTraces ? ['traces'] : []} />
          <GrupoOpcion opcion="datos" valor={opciones.datos} onCambio={cambiar('datos')} />
          <GrupoOpcion opcion="geometria" valor={opciones.geometria} onCambio={cambiar('geometria')} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCerrar}>Cerrar</Button>
        <BotonDescarga
          ruta={rutaExportacionMapa(uuidCiclo, opciones)}
          etiqueta={`Descargar ${OPCIONES_MAPA.formato[opciones.formato].etiqueta}`}
          nombrePorDefecto={`${NOMBRE_ARCHIVO_MAPA}.${extension}`}
        />
      </DialogActions>
    </Dialog>
  );
}
