import { useRef, useState } from 'react';
import { Button, CircularProgress, Stack } from '@mui/material';
import EditIcon from '@mui/icons-material/Edit';
import ImageIcon from '@mui/icons-material/Image';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import DeleteIcon from '@mui/icons-material/Delete';
import { useNotify } from 'react-admin';
import { Link } from 'react-router-dom';
import { accionesPerfil } from '@domain/poligono/perfil';
import { parteDeNombre } from '@domain/comun/descargas';
import { rutas } from '@domain/comun/rutas';
import { BotonDescarga } from '../../components/BotonDescarga';
import { importarKml, rutaGeojsonParcela } from '../../api/parcelas';
import { usePuede } from '../../sesion/usePuede';
import { DialogoEliminarCroquis } from './DialogoEliminarCroquis';
import { DialogoDibujo } from './DialogoDibujo';
import type { ParcelaDetalle } from './tipos';

export const IMPORTACION_EXITOSA = 'Se actualizó con éxito la el croquis de la parcela';
export const IMPORTACION_FALLIDA = 'Algo falló al actualizar el croquis de la parcela';

/**
 * The sketch actions of the profile (001 §2.4, R063): Edit sketch and Eliminar Croquis need a polygon, Descargar
 * polígono needs its points too; Ver dibujo and Importar KML are always there. An action that cannot apply is
 * not shown, nor are the changes without PARCELAS_CROQUIS. `onCambio` reloads the profile after an import or a removal (001 §4).
 */
export function AccionesCroquis({ parcela, onCambio }: { parcela: ParcelaDetalle; onCambio: () => void }) {
  const notify = useNotify();
  const archivo = useRef<HTMLInputElement>(null);
  const [subiendo, setSubiendo] = useState(false);
  const [eliminar, setEliminar] = useState(false);
  const [dibujo, setDibujo] = useState(false);
  const puntos = parcela.poligono?.coordinates[0] ?? [];
  const a = accionesPerfil({ ...parcela, puntos });
  // changing a sketch is its own permission (PARCELAS_CROQUIS, checked again by the server); reading needs PARCELAS
  const cambia = usePuede('PARCELAS_CROQUIS');

  const importar = async (f: File | undefined) => {
    if (!f) return;
    setSubiendo(true);
    try {
      await importarKml(parcela.uuid, f);
      notify(IMPORTACION_EXITOSA, { type: 'success' });
      onCambio();
    } catch (e) {
      notify(`${IMPORTACION_FALLIDA}: ${(e as Error).message}`, { type: 'error', multiLine: true });
    }
    setSubiendo(false);
    if (archivo.current) archivo.current.value = '';
  };

  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} role="group" aria-label="Acciones del croquis">
      {cambia && a.editarCroquis && (
        <Button size="small" variant="outlined" startIcon={<EditIcon />} component={Link} to={rutas.parcelaEditarCroquis(parcela.uuid)}>
          Editar croquis
        </Button>
      )}
      {a.verDibujo && (
        <Button size="small" variant="outlined" startIcon={<ImageIcon />} onClick={() => setDibujo(true)}>
          Ver dibujo
        </Button>
      )}
      {cambia && a.importarKml && (
        <Button
          size="small"
          variant="outlined"
          component="label"
          disabled={subiendo}
          startIcon={subiendo ? <CircularProgress size={16} aria-hidden /> : <UploadFileIcon />}
        >
          Importar KML
          <input
            ref={archivo}
            hidden
            type="file"
            accept=".kml,application/vnd.google-earth.kml+xml"
            aria-label="Archivo KML"
            onChange={(e) => importar(e.target.files?.[0])}
          />
        </Button>
      )}
      {a.descargarPoligono && (
        <BotonDescarga
          ruta={rutaGeojsonParcela(parcela.uuid)}
          etiqueta="Descargar polígono"
          nombrePorDefecto={`${parteDeNombre(parcela.nombre)}.geojson`}
        />
      )}
      {cambia && a.eliminarCroquis && (
        <Button size="small" variant="outlined" color="error" startIcon={<DeleteIcon />} onClick={() => setEliminar(true)}>
          Eliminar Croquis
        </Button>
      )}
      <DialogoEliminarCroquis
        uuid={parcela.uuid}
        abierto={eliminar}
        onCerrar={() => setEliminar(false)}
        onHecho={() => {
          setEliminar(false);
          onCambio();
        }}
      />
      <DialogoDibujo uuid={parcela.uuid} abierto={dibujo} onCerrar={() => setDibujo(false)} />
    </Stack>
  );
}
