import { useState, type ReactNode } from 'react';
import { Box, IconButton, Tooltip } from '@mui/material';
import BlockIcon from '@mui/icons-material/Block';
import DeleteIcon from '@mui/icons-material/Delete';
import EditIcon from '@mui/icons-material/Edit';
import PaymentsIcon from '@mui/icons-material/Payments';
import { Confirm, useNotify, useRefresh, type HttpError } from 'react-admin';
import { Link } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { alcanceDe, dentroDelAlcance } from '@domain/acopio/alcance';
import { rutas } from '@domain/comun/rutas';
import type { FilaEntregaListado } from '@domain/contrato/acopio-lotes';
import { borrarEntrega } from '../../../api/acopio-lotes';
import { sesion } from '../../../sesion/almacenSesion';
import { usePuede } from '../../../sesion/usePuede';
import { accionDeRetiro } from '@domain/acopio/anulacion';
import { DialogoAnular } from './DialogoAnular';

/** Spec 002 §2.7: the delete confirmation, verbatim. */
export const CONFIRMAR_BORRADO = 'El registro de entrega seleccionado se eliminará';
const OTRO_CENTRO = 'Solo puede cambiar las entregas de su centro de acopio';

/**
 * An action that opens another screen (pending payment, edit): an icon link, disabled with the reason as its tooltip
 * on another centre's delivery. The span lets the tooltip show on a disabled button (MUI's advice).
 */
function AccionEnlace({
  etiqueta,
  titulo,
  a,
  propia,
  icono,
}: {
  etiqueta: string;
  titulo: string;
  a: string;
  propia: boolean;
  icono: ReactNode;
}) {
  return (
    <Tooltip title={titulo}>
      <span>
        <IconButton size="small" component={Link} to={a} aria-label={etiqueta} disabled={!propia}>
          {icono}
        </IconButton>
      </span>
    </Tooltip>
  );
}

/**
 * A delivery's actions (spec 002 §2.7, §6): pending payment (while a balance is due), edit and delete, with
 * ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO; a collector's are disabled on another centre's deliveries (the same rule the
 * server applies, domain/acopio/alcance.ts). Delete asks first and waits for the server.
 */
export function AccionesEntrega({ r, cicloActivo }: { r: FilaEntregaListado; cicloActivo: boolean }) {
  const puede = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const anula = usePuede('ACOPIOS_ENTREGAS_ANULAR');
  const [anular, setAnular] = useState(false);
  const notify = useNotify();
  const refresh = useRefresh();
  const cliente = useQueryClient();
  const [confirmar, setConfirmar] = useState(false);
  // issue 22 item 4: a voided delivery has no actions; one with payments is voided (a supervisor's), not deleted
  const retiro = accionDeRetiro(r);
  if (!puede || retiro === null) return null;
  const u = sesion.usuario();
  const propia = !u || dentroDelAlcance(alcanceDe(u.id_rol, u.id_centros_acopios ?? null), r.id_centro_acopio);
  const folio = r.folio_acopio ?? '';
  const borrar = async () => {
    setConfirmar(false);
    try {
      notify((await borrarEntrega(r.acopio_uuid)).message, { type: 'success' });
    } catch (e) {
      notify((e as HttpError).message, { type: 'error' });
    }
    refresh();
    await cliente.invalidateQueries({ queryKey: ['acopio'] });
  };
  const titulo = (accion: string) => (propia ? `${accion} ${folio}` : OTRO_CENTRO);
  return (
    <Box sx={{ display: 'flex', whiteSpace: 'nowrap' }} onClick={(e) => e.stopPropagation()}>
      {r.total_saldo > 0 && (
        <AccionEnlace
          etiqueta={`Pago pendiente de ${folio}`}
          titulo={titulo('Pago pendiente de')}
          a={rutas.acopioPagoPendiente(r.id_cuenta, r.uuid_cuenta, r.id_acopio)}
          propia={propia}
          icono={<PaymentsIcon fontSize="small" />}
        />
      )}
      <AccionEnlace
        etiqueta={`Editar ${folio}`}
        titulo={titulo('Editar')}
        a={rutas.acopioEntregaForm(r.id_cuenta, r.uuid_cuenta, r.acopio_uuid)}
        propia={propia}
        icono={<EditIcon fontSize="small" />}
      />
      {cicloActivo && retiro === 'anular' && anula && (
        <Tooltip title={titulo('Anular')}>
          <span>
            <IconButton size="small" aria-label={`Anular ${folio}`} disabled={!propia} onClick={() => setAnular(true)}>
              <BlockIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      {anular && (
        <DialogoAnular
          r={r}
          abierto={anular}
          onCerrar={() => setAnular(false)}
          onAnulada={(mensaje) => {
            setAnular(false);
            notify(mensaje, { type: 'success' });
            refresh();
            void cliente.invalidateQueries({ queryKey: ['acopio'] });
          }}
        />
      )}
      {cicloActivo && retiro === 'eliminar' && (
        <Tooltip title={titulo('Eliminar')}>
          <span>
            <IconButton size="small" aria-label={`Eliminar ${folio}`} disabled={!propia} onClick={() => setConfirmar(true)}>
              <DeleteIcon fontSize="small" />
            </IconButton>
          </span>
        </Tooltip>
      )}
      <Confirm
        isOpen={confirmar}
        title="Eliminar entrega"
        content={CONFIRMAR_BORRADO}
        onConfirm={() => void borrar()}
        onClose={() => setConfirmar(false)}
      />
    </Box>
  );
}
