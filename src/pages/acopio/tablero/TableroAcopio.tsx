import { useState } from 'react';
import { Alert, Box, Button, MenuItem, TextField, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { Link } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import { leerTableroAcopio } from '../../../api/acopio-tablero';
import { centrosDeCooperativa } from '../../../api/catalogos';
import { sesion } from '../../../sesion/almacenSesion';
import { useCiclo } from '../../../sesion/CicloContext';
import { useConfiguracion } from '../../../sesion/useConfiguracion';
import { usePuede } from '../../../sesion/usePuede';
import { Encabezado, Rejilla } from '../../tableros/Encabezado';
import { Estado } from '../../tableros/Estado';
import { TarjetaClases, TarjetaPagos, TarjetaPeriodos } from './TarjetasAcopio';
import { TarjetaCreditos } from './TarjetaCreditos';
import { tituloCreditos } from '@domain/comun/menu';
import { TotalesAcopio } from './TotalesAcopio';

/** Managers pick a centre (0 = every centre); a collector sees the name of theirs (docs/DECISIONES.md). */
function SelectorCentro({
  elige,
  centro,
  nombre,
  onCambio,
}: {
  elige: boolean;
  centro: number;
  nombre: string | null;
  onCambio: (c: number) => void;
}) {
  const coop = sesion.usuario()?.id_cooperativa ?? 0;
  const centros = useQuery({
    queryKey: ['cosecha', 'centros', coop],
    queryFn: () => centrosDeCooperativa(coop),
    enabled: elige && coop > 0,
  });
  if (!elige)
    return (
      <Typography variant="body2" sx={{ alignSelf: 'center' }}>
        Centro de acopio: <strong>{nombre ?? 'sin centro asignado'}</strong>
      </Typography>
    );
  return (
    <TextField
      select
      size="small"
      label="Centro de acopio"
      value={centro}
      onChange={(e) => onCambio(Number(e.target.value))}
      sx={{ minWidth: 220 }}
    >
      <MenuItem value={0}>Todos los centros</MenuItem>
      {(centros.data ?? []).map((c) => (
        <MenuItem key={c.id} value={c.id}>
          {c.nombre}
        </MenuItem>
      ))}
    </TextField>
  );
}

/**
 * /admin/acopio, the collection dashboard (spec 002 §2.9): the shell's cycle, a centre (managers), the totals, kg
 * stacked organic / transition / conventional by centre, deliveries per week or month, payments by method. Cash
 * disbursements, advances and the recovery half-donut appear only when the server has them (not in this version).
 */
export function TableroAcopio() {
  const { ciclo } = useCiclo();
  const { configuracion } = useConfiguracion();
  const puedeRegistrar = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const coop = sesion.usuario()?.id_cooperativa ?? 0;
  const [centro, setCentro] = useState(0);
  const consulta = useQuery({
    queryKey: ['cosecha', 'acopio-tablero', ciclo?.id, coop, centro],
    queryFn: () => leerTableroAcopio(ciclo!.id, coop, centro),
    enabled: !!ciclo && coop > 0,
    staleTime: 30_000,
  });
  const d = consulta.data?.data;
  const unidad = configuracion?.acopio_units || 'kg';
  const moneda = '$';

  return (
    <Box sx={{ py: 2 }}>
      <Encabezado
        filtros={false}
        titulo="Acopio"
        acciones={d && <SelectorCentro elige={d.elige_centro} centro={centro} nombre={d.centro} onCambio={setCentro} />}
      />
      <Estado consulta={consulta}>
        {() =>
          !d ? null : d.entregas.total_entregas === 0 ? (
            <Alert
              severity="info"
              action={
                puedeRegistrar && (
                  <Button component={Link} to={rutas.acopioSeleccion()} startIcon={<AddIcon />} color="inherit" size="small">
                    Registrar entrega
                  </Button>
                )
              }
            >
              {`No hay entregas registradas en ${ciclo?.nombre ? `el ciclo ${ciclo.nombre}` : 'este ciclo'}${d.centro ? ` en ${d.centro}` : ''}.`}{' '}
              {puedeRegistrar ? 'Registre la primera para ver aquí sus cifras.' : 'Elija otro ciclo o centro arriba.'}
            </Alert>
          ) : (
            <>
              <TotalesAcopio t={d.entregas} unidad={unidad} moneda={moneda} />
              <Rejilla>
                <TarjetaPeriodos d={d} unidad={unidad} />
                <TarjetaClases d={d} unidad={unidad} />
                <TarjetaPagos d={d} moneda={moneda} />
                {d.anticipos && (
                  <TarjetaCreditos a={d.anticipos} titulo={tituloCreditos(configuracion?.anticipos_etiqueta)} moneda={moneda} />
                )}
              </Rejilla>
            </>
          )
        }
      </Estado>
    </Box>
  );
}
