import { useDeferredValue, useEffect, useState } from 'react';
import { Link, TextField, Typography } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { Link as LinkRouter } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { textoBusquedaVinculos } from '@domain/contrato/vinculos';
import { puedeAvanzarFormularios } from '@domain/vinculos/vinculos';
import { formulariosSinProductor } from '../../api/vinculos';
import { alternarId } from './asistente';
import { AvisoTope } from './AvisoTope';
import { EstadoConsulta } from './EstadoConsulta';
import { ListaFormularios } from './ListaFormularios';
import { PasosAsistente } from './PasosAsistente';
import { nFormularios, PASOS_CUENTA, TITULO_CUENTA } from './textos';
import { useAsistente } from './useAsistente';

/** /admin/vincular-sic/list (spec 002 §2.13, step 1): the field forms without a producer; Siguiente once one is chosen. */
export function PaginaCuentaFormularios() {
  const { estado, cambiar, navigate } = useAsistente('cuenta');
  const [texto, setTexto] = useState('');
  const buscado = useDeferredValue(texto.trim());
  const busqueda = textoBusquedaVinculos(buscado);
  const q = useQuery({
    queryKey: ['vinculos', 'formularios', busqueda],
    queryFn: () => formulariosSinProductor(busqueda ? { q: busqueda } : {}),
    placeholderData: keepPreviousData,
  });
  const filas = q.data?.data ?? [];
  const ids = estado.formularios.map((f) => f.id);
  // A form someone else linked meanwhile is no longer in the list: it leaves the choice too. Only the whole list
  // (no search, under the cap) can tell: a chosen form may be one a search found among older ones.
  useEffect(() => {
    const d = q.data;
    if (!d || busqueda || q.isPlaceholderData || d.total > d.data.length) return;
    const presentes = estado.formularios.filter((f) => d.data.some((r) => r.id === f.id));
    if (presentes.length !== estado.formularios.length) cambiar({ formularios: presentes });
  }, [q.data, q.isPlaceholderData, busqueda, estado.formularios, cambiar]);
  // The boxes of the rows shown change; the forms chosen under another search stay chosen.
  const elegir = (nuevos: number[]) =>
    cambiar({
      formularios: [...estado.formularios.filter((f) => !filas.some((r) => r.id === f.id)), ...filas.filter((f) => nuevos.includes(f.id))],
    });

  return (
    <PasosAsistente
      titulo={TITULO_CUENTA}
      pasos={PASOS_CUENTA}
      activo={0}
      instruccion={
        ids.length
          ? `${nFormularios(ids.length)} elegido(s). Pulse Siguiente para elegir el productor.`
          : 'Elija los formularios de campo que son de un mismo productor.'
      }
      onCancelar={ids.length ? () => cambiar({ formularios: [], cuenta: null }) : undefined}
      onSiguiente={() => navigate(rutas.vincularSicProductor())}
      puedeSeguir={puedeAvanzarFormularios(ids)}
    >
      <TextField
        size="small"
        label="Buscar formulario"
        helperText="Parcela o productor que dice el formulario, socio o inspector"
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
            <Typography variant="body2">Ningún formulario sin productor coincide. Busque con otro nombre.</Typography>
          ) : (
            <Typography variant="body2">
              Todos los formularios de campo recibidos ya tienen productor. Los nuevos aparecerán aquí cuando los técnicos los envíen;
              mientras, puede{' '}
              <Link component={LinkRouter} to={rutas.vincularParcelas()}>
                vincular formularios a parcelas
              </Link>
              .
            </Typography>
          )
        }
      >
        <ListaFormularios
          filas={filas}
          seleccion={ids}
          onAlternar={(id) => elegir(alternarId(ids, id))}
          onTodas={elegir}
          etiqueta="Formularios por vincular"
        />
        <AvisoTope
          mostradas={filas.length}
          total={q.data?.total ?? 0}
          accion="los más recientes. Escriba en «Buscar formulario» el nombre de la parcela o del productor para encontrar los demás."
        />
      </EstadoConsulta>
    </PasosAsistente>
  );
}
