import { useState } from 'react';
import { Button, Link, MenuItem, Stack, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import EditIcon from '@mui/icons-material/Edit';
import { useNotify, type HttpError } from 'react-admin';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Link as RouterLink } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { formatoFecha } from '@domain/comun/formato';
import { nombreCumplimiento } from '@domain/comite/evaluacion';
import type { DetalleComite } from '@domain/contrato/comite';
import type { FilaEvaluacionComite } from '@domain/contrato/cuentas';
import { condicionesDeCuenta, seguirCondicion } from '../../api/comite';
import { usePuede } from '../../sesion/usePuede';
import { TablaPerfil } from '../../resources/cuentas/TablaPerfil';

/**
 * The profile's committee section (spec 000 §2.8, §2.10; coffee only): links to the form, the edit and each
 * evaluation's print view, and the follow-up of every condition (R046: 'Cumplida' sí/no and its date) for those who
 * decide in committee (COMITE).
 */
export function ComitePerfil({
  productorUuid,
  idCuenta,
  filas,
  cargando,
}: {
  productorUuid: string;
  idCuenta: number;
  filas: FilaEvaluacionComite[] | undefined;
  cargando: boolean;
}) {
  const decide = usePuede('COMITE');
  const condiciones = useQuery({ queryKey: ['cosecha', 'comite-condiciones', idCuenta], queryFn: () => condicionesDeCuenta(idCuenta) });
  // The account is one cycle's: once the committee decided on it, the decision is edited, not made again (issue 22
  // item 25). While the list loads neither button shows, so 'Evaluar' never flashes on a decided account.
  const decidida = !!filas?.some((f) => f.id_cuenta === idCuenta);
  return (
    <>
      {decide && filas && (
        <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ py: 1 }}>
          {!decidida && (
            <Button
              component={RouterLink}
              to={rutas.comiteFormulario(productorUuid)}
              variant="outlined"
              size="small"
              startIcon={<AddIcon />}
            >
              Evaluar en comité
            </Button>
          )}
          {decidida && (
            <Button component={RouterLink} to={rutas.comiteEditar(productorUuid)} variant="outlined" size="small" startIcon={<EditIcon />}>
              Editar evaluación
            </Button>
          )}
        </Stack>
      )}
      <TablaPerfil<FilaEvaluacionComite>
        id="comite"
        titulo="Comité de evaluación"
        filas={filas}
        cargando={cargando}
        columnas={[
          { titulo: 'Fecha', valor: (f) => formatoFecha(f.fecha_aut) },
          { titulo: 'Ciclo', valor: (f) => f.ciclo },
          {
            titulo: 'Decisión',
            valor: (f) => (
              <Link component={RouterLink} to={rutas.comiteVer(f.uuid)}>
                {f.condicion_str}
              </Link>
            ),
          },
          { titulo: 'Categoría anterior', valor: (f) => f.sanc_cat_anterior_str ?? '--' },
          { titulo: 'Categoría nueva', valor: (f) => f.sanc_cat_nueva_str ?? '--' },
          { titulo: 'Riesgo', valor: (f) => f.nivel_riesgo ?? '--' },
        ]}
      />
      <TablaPerfil<DetalleComite>
        id="comite-condiciones"
        titulo="Seguimiento de condiciones"
        filas={condiciones.data}
        cargando={condiciones.isPending}
        columnas={[
          { titulo: 'Condición', valor: (d) => d.observ_condicion },
          { titulo: 'Plazo', valor: (d) => formatoFecha(d.plazo) },
          { titulo: 'Ciclo', valor: (d) => d.ciclo },
          {
            titulo: 'Cumplida',
            valor: (d) =>
              decide && d.editable ? (
                <Seguimiento d={d} />
              ) : (
                `${nombreCumplimiento(d.verif_cumplido)} ${d.verif_fecha ? formatoFecha(d.verif_fecha) : ''}`
              ),
          },
        ]}
      />
    </>
  );
}

/** One condition's follow-up, saved with comite_evaluaciones_update_details. */
function Seguimiento({ d }: { d: DetalleComite }) {
  const notify = useNotify();
  const cliente = useQueryClient();
  const [cumplida, setCumplida] = useState<string>(d.verif_cumplido ? String(d.verif_cumplido) : '');
  const [fecha, setFecha] = useState(d.verif_fecha ?? '');
  const [guardando, setGuardando] = useState(false);
  const nombre = d.observ_condicion.slice(0, 40);
  const guardar = async () => {
    setGuardando(true);
    try {
      const r = await seguirCondicion({ id: d.id_detalle, verif_cumplido: Number(cumplida), verif_fecha: fecha || null });
      notify(r.message, { type: 'success' });
      await cliente.invalidateQueries({ queryKey: ['cosecha', 'comite-condiciones'] });
    } catch (e) {
      // Spec 000 §8: the new_value error or the message.
      notify((e as HttpError).message || 'No se pudo guardar el seguimiento', { type: 'error' });
    } finally {
      setGuardando(false);
    }
  };
  return (
    <Stack direction="row" useFlexGap flexWrap="wrap" spacing={1} sx={{ alignItems: 'center' }}>
      <TextField
        select
        size="small"
        label="Cumplida"
        value={cumplida}
        onChange={(ev) => setCumplida(ev.target.value)}
        sx={{ minWidth: 110 }}
        slotProps={{ htmlInput: { 'aria-label': `Cumplida: ${nombre}` } }}
      >
        <MenuItem value="1">Sí</MenuItem>
        <MenuItem value="2">No</MenuItem>
      </TextField>
      <TextField
        size="small"
        type="date"
        label="Fecha"
        value={fecha}
        onChange={(ev) => setFecha(ev.target.value)}
        slotProps={{ inputLabel: { shrink: true }, htmlInput: { 'aria-label': `Fecha de cumplimiento: ${nombre}` } }}
      />
      <Button
        size="small"
        variant="contained"
        disabled={!cumplida || guardando}
        onClick={guardar}
        aria-label={`Guardar seguimiento: ${nombre}`}
      >
        Guardar
      </Button>
    </Stack>
  );
}
