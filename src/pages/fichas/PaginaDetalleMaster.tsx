import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { Box, Button, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import type { FichaCooperativa } from '@domain/contrato/fichas';
import { listaMaster } from '../../api/fichas';
import { BotonRegresar } from '../../components/BotonRegresar';
import { Cargando } from '../../components/Cargando';
import { TituloPestana } from '../../components/TituloPestana';
import { usePuede } from '../../sesion/usePuede';
import { AvisoSinKobo } from './AvisoSinKobo';
import { BotonActualizarCsv } from './BotonActualizarCsv';
import { DialogoCargaFormulario } from './DialogoCargaFormulario';
import { DialogoDatosFicha } from './DialogoDatosFicha';
import { DialogoNuevaFicha } from './DialogoNuevaFicha';
import { FilaFicha } from './FilaFicha';
import { useDetalleMaster } from './useDetalleMaster';

/** Spec 002 §7: the detail is asked 250 ms after the screen opens. */
const ESPERA_DETALLE_MS = 250;

// the form by its id: the dialog reads the row as last reloaded (its version), not as it was when opened
type Dialogo = { tipo: 'nueva' } | { tipo: 'datos'; id: number } | { tipo: 'carga'; id: number } | null;

/**
 * /admin/ficha/master/detalle/{id} (spec 002 §2.17; issue 27): the master's name and description, 'Regresar',
 * 'Asociar nueva ficha' and 'Fichas asociadas', one row per form of the session's cooperative; the list reloads after
 * any dialog closes, and while a pull of submissions asked here has not run (useDetalleMaster). A failed load is
 * silently ignored (§8): loading stops.
 */
export function PaginaDetalleMaster() {
  const id = Number(useParams().id);
  const cliente = useQueryClient();
  const editar = usePuede('FICHAS_ODK_EDITAR');
  const [listo, setListo] = useState(false);
  const [dialogo, setDialogo] = useState<Dialogo>(null);
  useEffect(() => {
    const t = setTimeout(() => setListo(true), ESPERA_DETALLE_MS);
    return () => clearTimeout(t);
  }, []);
  const { detalle, clave, seguir } = useDetalleMaster(id, listo);
  const masters = useQuery({ queryKey: ['cosecha', 'fichas', 'master'], queryFn: listaMaster });
  const master = masters.data?.data.find((m) => m.id_kobo_ficha_principal === id) ?? null;
  const kobo = detalle.data?.kobo ?? false;
  const cerrar = (cambio: boolean) => {
    setDialogo(null);
    // every dialog's close reloads the list (§2.17), and the project info with it
    void cliente.invalidateQueries({ queryKey: clave });
    if (cambio) void cliente.invalidateQueries({ queryKey: ['cosecha', 'fichas'] });
  };
  const d = detalle.data?.data;
  const abierta: FichaCooperativa | undefined =
    dialogo && dialogo.tipo !== 'nueva' ? d?.fichas.find((f) => f.id_kobo_ficha === dialogo.id) : undefined;
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <TituloPestana titulo="Fichas asociadas" />
      <Stack direction="row" justifyContent="space-between" alignItems="center" flexWrap="wrap" gap={1} sx={{ mb: 1 }}>
        <BotonRegresar porDefecto={rutas.fichaMaster()} />
        {editar && kobo && master && (
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setDialogo({ tipo: 'nueva' })}>
            Asociar nueva ficha
          </Button>
        )}
      </Stack>
      {!d ? (
        detalle.isError ? null : (
          <Cargando />
        )
      ) : (
        <>
          <Typography variant="h5" component="h1">
            {d.nombre}
          </Typography>
          <Typography color="text.secondary" gutterBottom>
            {d.descripcion}
          </Typography>
          {!kobo && <AvisoSinKobo />}
          <Typography variant="h6" component="h2" sx={{ mt: 2, mb: 1 }}>
            Fichas asociadas
          </Typography>
          {d.fichas.length === 0 ? (
            <Typography>Su cooperativa aún no tiene fichas de esta ficha master.</Typography>
          ) : (
            <Stack spacing={2}>
              {d.fichas.map((f) => (
                <FilaFicha
                  key={f.id_kobo_ficha}
                  ficha={f}
                  kobo={kobo}
                  editar={editar}
                  recargando={detalle.isFetching}
                  onDatos={() => setDialogo({ tipo: 'datos', id: f.id_kobo_ficha })}
                  onCarga={() => setDialogo({ tipo: 'carga', id: f.id_kobo_ficha })}
                  onDescargaPedida={seguir}
                  extra={editar && kobo && f.kobo_project_uid ? <BotonActualizarCsv ficha={f} onHecho={() => cerrar(true)} /> : null}
                />
              ))}
            </Stack>
          )}
        </>
      )}
      {dialogo?.tipo === 'nueva' && master && <DialogoNuevaFicha master={master} onCerrar={cerrar} />}
      {dialogo?.tipo === 'datos' && abierta && <DialogoDatosFicha ficha={abierta} master={master} onCerrar={cerrar} />}
      {dialogo?.tipo === 'carga' && abierta && <DialogoCargaFormulario ficha={abierta} onCerrar={cerrar} />}
    </Box>
  );
}
