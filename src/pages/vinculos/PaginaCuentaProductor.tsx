import { useDeferredValue, useState } from 'react';
import { FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import { cuentasPorVincular } from '../../api/vinculos';
import { EleccionProductor, useEleccionProductor } from './EleccionProductor';
import { AvisoTope } from './AvisoTope';
import { EstadoConsulta } from './EstadoConsulta';
import { FaltaPaso } from './FaltaPaso';
import { PasosAsistente } from './PasosAsistente';
import { nFormularios, PASOS_CUENTA, TITULO_CUENTA } from './textos';
import { useAsistente } from './useAsistente';

/** /admin/vincular-sic/list-p2 (spec 002 §2.13, step 2): exactly one producer for the chosen forms. */
export function PaginaCuentaProductor() {
  const { estado, cambiar, retroceder, navigate } = useAsistente('cuenta');
  const [soloNuevos, setSoloNuevos] = useState(false);
  const [texto, setTexto] = useState('');
  const q = useDeferredValue(texto.trim());
  const consulta = useQuery({
    queryKey: ['vinculos', 'cuentas', soloNuevos, q],
    queryFn: () => cuentasPorVincular({ showNew: soloNuevos, ...(q.length >= 2 ? { q: q.slice(0, 100) } : {}) }),
    placeholderData: keepPreviousData,
    enabled: estado.formularios.length > 0,
  });
  const eleccion = useEleccionProductor(estado.cuenta);
  const filas = consulta.data?.data ?? [];
  const primero = rutas.vincularSic();

  return (
    <PasosAsistente
      titulo={TITULO_CUENTA}
      pasos={PASOS_CUENTA}
      activo={1}
      instruccion={`Elija el productor de ${nFormularios(estado.formularios.length)}.`}
      onAtras={() => retroceder(1, primero)}
      onCancelar={() => retroceder(1, primero)}
      onSiguiente={estado.formularios.length ? () => navigate(rutas.vincularSicConfirmar()) : undefined}
      puedeSeguir={eleccion.valido && estado.cuenta !== null}
    >
      {estado.formularios.length === 0 ? (
        <FaltaPaso mensaje="Primero elija los formularios que va a vincular." ruta={primero} accion="Elegir formularios" />
      ) : (
        <>
          <Stack direction="row" spacing={2} useFlexGap flexWrap="wrap" alignItems="center" sx={{ mb: 1 }}>
            <TextField
              size="small"
              label="Buscar productor"
              value={texto}
              onChange={(e) => setTexto(e.target.value)}
              slotProps={{ htmlInput: { maxLength: 100 } }}
            />
            <FormControlLabel
              control={<Switch checked={soloNuevos} onChange={(e) => setSoloNuevos(e.target.checked)} />}
              label="Solo nuevos ingresos de este ciclo"
            />
          </Stack>
          <EstadoConsulta
            q={consulta}
            hayFilas={filas.length > 0}
            vacio={
              <Typography variant="body2">
                {q.length >= 2 || soloNuevos
                  ? 'Ningún productor coincide. Quite el filtro o busque con otro nombre.'
                  : 'La cooperativa no tiene productores en el ciclo actual. Dé de alta al productor en Productores y vuelva.'}
              </Typography>
            }
          >
            <EleccionProductor filas={filas} eleccion={eleccion} onElegido={(c) => cambiar({ cuenta: c })} />
            <AvisoTope
              mostradas={filas.length}
              total={consulta.data?.total ?? 0}
              accion="escriba en «Buscar productor» su nombre o clave para encontrar a los demás."
            />
          </EstadoConsulta>
        </>
      )}
    </PasosAsistente>
  );
}
