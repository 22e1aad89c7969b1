import { useDeferredValue, useState } from 'react';
import { Link, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as LinkRouter } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { textoBusquedaVinculos } from '@domain/contrato/vinculos';
import { cuentasConFormulariosSinParcela } from '../../api/vinculos';
import { ESTADO_VACIO } from './asistente';
import { EleccionProductor, useEleccionProductor } from './EleccionProductor';
import { AvisoTope } from './AvisoTope';
import { EstadoConsulta } from './EstadoConsulta';
import { PasosAsistente } from './PasosAsistente';
import { PASOS_PARCELA, TITULO_PARCELA } from './textos';
import { useAsistente } from './useAsistente';

/** /admin/vincular-sic-parcelas/list (spec 002 §2.14, step 1): one producer with forms still to put on a plot. */
export function PaginaParcelaProductor() {
  const { estado, cambiar, navigate } = useAsistente('parcela');
  const [texto, setTexto] = useState('');
  const buscado = useDeferredValue(texto.trim());
  const busqueda = textoBusquedaVinculos(buscado);
  const q = useQuery({
    queryKey: ['vinculos', 'cuentas-parcelas', busqueda],
    queryFn: () => cuentasConFormulariosSinParcela(busqueda),
    placeholderData: keepPreviousData,
  });
  const eleccion = useEleccionProductor(estado.cuenta);
  const filas = q.data?.data ?? [];

  return (
    <PasosAsistente
      titulo={TITULO_PARCELA}
      pasos={PASOS_PARCELA}
      activo={0}
      instruccion="Elija el productor cuyos formularios va a poner en una parcela."
      onCancelar={estado.cuenta ? () => (eleccion.limpiar(), cambiar(ESTADO_VACIO)) : undefined}
      onSiguiente={() => navigate(rutas.vincularParcelasParcela())}
      puedeSeguir={eleccion.valido && estado.cuenta !== null}
    >
      <TextField
        size="small"
        label="Buscar productor"
        value={texto}
        onChange={(e) => setTexto(e.target.value)}
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ mb: 1 }}
      />
      <EstadoConsulta
        q={q}
        hayFilas={filas.length > 0}
        vacio={
          busqueda ? (
            <Typography variant="body2">Ningún productor con formularios pendientes coincide. Busque con otro nombre o clave.</Typography>
          ) : (
            <Typography variant="body2">
              Ningún productor tiene formularios pendientes de parcela. Primero{' '}
              <Link component={LinkRouter} to={rutas.vincularSic()}>
                vincule los formularios a su productor
              </Link>
              .
            </Typography>
          )
        }
      >
        <EleccionProductor
          filas={filas}
          eleccion={eleccion}
          // another producer: the plot and forms chosen for the previous one no longer apply
          onElegido={(c) => cambiar(c?.id_cuenta === estado.cuenta?.id_cuenta ? { cuenta: c } : { ...ESTADO_VACIO, cuenta: c })}
        />
        <AvisoTope
          mostradas={filas.length}
          total={q.data?.total ?? 0}
          accion="escriba en «Buscar productor» su nombre o clave para encontrar a los demás."
        />
      </EstadoConsulta>
    </PasosAsistente>
  );
}
