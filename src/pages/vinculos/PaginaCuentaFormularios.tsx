import { useEffect } from 'react';
import { Link, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Link as LinkRouter } from 'react-router-dom';
import { rutas } from '@domain/comun/rutas';
import { puedeAvanzarFormularios } from '@domain/vinculos/vinculos';
import { formulariosSinProductor } from '../../api/vinculos';
import { alternarId } from './asistente';
import { EstadoConsulta } from './EstadoConsulta';
import { ListaFormularios } from './ListaFormularios';
import { PasosAsistente } from './PasosAsistente';
import { nFormularios, PASOS_CUENTA, TITULO_CUENTA } from './textos';
import { useAsistente } from './useAsistente';

/** /admin/vincular-sic/list (spec 002 §2.13, step 1): the field forms without a producer; Siguiente once one is chosen. */
export function PaginaCuentaFormularios() {
  const { estado, cambiar, navigate } = useAsistente('cuenta');
  const q = useQuery({ queryKey: ['vinculos', 'formularios'], queryFn: formulariosSinProductor });
  const filas = q.data ?? [];
  const ids = estado.formularios.map((f) => f.id);
  // a form someone else linked meanwhile is no longer in the list: it leaves the choice too
  useEffect(() => {
    if (!q.data) return;
    const presentes = estado.formularios.filter((f) => q.data.some((r) => r.id === f.id));
    if (presentes.length !== estado.formularios.length) cambiar({ formularios: presentes });
  }, [q.data, estado.formularios, cambiar]);
  const elegir = (nuevos: number[]) => cambiar({ formularios: filas.filter((f) => nuevos.includes(f.id)) });

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
      <EstadoConsulta
        q={q}
        hayFilas={filas.length > 0}
        vacio={
          <Typography variant="body2">
            Todos los formularios de campo recibidos ya tienen productor. Los nuevos aparecerán aquí cuando los técnicos los envíen;
            mientras, puede{' '}
            <Link component={LinkRouter} to={rutas.vincularParcelas()}>
              vincular formularios a parcelas
            </Link>
            .
          </Typography>
        }
      >
        <ListaFormularios
          filas={filas}
          seleccion={ids}
          onAlternar={(id) => elegir(alternarId(ids, id))}
          onTodas={elegir}
          etiqueta="Formularios por vincular"
        />
      </EstadoConsulta>
    </PasosAsistente>
  );
}
