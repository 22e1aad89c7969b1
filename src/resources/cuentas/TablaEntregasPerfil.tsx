import { Link, Stack } from '@mui/material';
import { Link as RouterLink } from 'react-router-dom';
import { formatoCentavos, formatoFecha, formatoNumero } from '@domain/comun/formato';
import { rutas } from '@domain/comun/rutas';
import { BotonRecibosProductor, CeldaRecibo } from '../../pages/acopio/recibos';
import { useCiclo } from '../../sesion/CicloContext';
import { usePuedeAbrir } from '../../sesion/usePuede';
import { TablaPerfil } from './TablaPerfil';
import type { Entrega, PerfilCuenta } from './tipos';

/**
 * The profile's deliveries (spec 000 §2.8, ACOPIOS_DASHBOARD_VER; issue 12): every cycle, newest first. A delivery
 * of the account shown opens its edit form (ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO, as the deliveries list); one of
 * another cycle's account shows its date only (its account is not on this page; docs/DECISIONES.md
 * 'acopio-recibos'). Each row offers its receipt, and each cycle with deliveries the zip of its receipts.
 */
export function TablaEntregasPerfil({
  perfil,
  filas,
  cargando,
  unidad,
}: {
  perfil: PerfilCuenta;
  filas: Entrega[] | undefined;
  cargando: boolean;
  unidad: string;
}) {
  const { ciclos } = useCiclo();
  // the edit form's own check (issue 22 item 23: no link into 'Acceso no autorizado')
  const edita = usePuedeAbrir('admin/acopio/entregas', 'edit');
  const conEntregas = ciclos.filter((c) => filas?.some((f) => f.id_ciclo === c.id));
  return (
    <>
      <TablaPerfil<Entrega>
        id="entregas"
        titulo="Entregas de acopio"
        filas={filas}
        cargando={cargando}
        columnas={[
          {
            titulo: 'Fecha',
            valor: (f) =>
              edita && f.id_cuenta === perfil.id ? (
                <Link
                  component={RouterLink}
                  to={rutas.acopioEntregaForm(perfil.id, perfil.cuenta_uuid, f.acopio_uuid)}
                  aria-label={`Editar la entrega del ${formatoFecha(f.fecha_acopio)}`}
                >
                  {formatoFecha(f.fecha_acopio)}
                </Link>
              ) : (
                formatoFecha(f.fecha_acopio)
              ),
          },
          // second, so a phone shows it without scrolling the table sideways
          { titulo: 'Recibo', valor: (f) => <CeldaRecibo uuid={f.acopio_uuid} /> },
          { titulo: 'Ciclo', valor: (f) => f.ciclo },
          { titulo: `Peso neto (${unidad})`, valor: (f) => formatoNumero(f.peso_neto / 100, 2), derecha: true },
          { titulo: 'Precio', valor: (f) => formatoCentavos(f.precio_por_kg), derecha: true },
          { titulo: 'Importe', valor: (f) => formatoCentavos(f.importe_total), derecha: true },
        ]}
      />
      {conEntregas.length > 0 && (
        <Stack direction="row" useFlexGap flexWrap="wrap" gap={1} sx={{ py: 1 }}>
          {conEntregas.map((c) => (
            <BotonRecibosProductor key={c.id} ciclo={c} productor={{ uuid: perfil.uuid, nombre: perfil.nombre }} />
          ))}
        </Stack>
      )}
    </>
  );
}
