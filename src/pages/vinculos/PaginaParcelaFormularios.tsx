import { useEffect } from 'react';
import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import { puedeAvanzarFormularios } from '@domain/vinculos/vinculos';
import { formulariosSinParcela } from '../../api/vinculos';
import { alternarId } from './asistente';
import { EstadoConsulta } from './EstadoConsulta';
import { FaltaPaso } from './FaltaPaso';
import { ListaFormularios } from './ListaFormularios';
import { PasosAsistente } from './PasosAsistente';
import { PASOS_PARCELA, TITULO_PARCELA } from './textos';
import { useAsistente } from './useAsistente';

/** /admin/vincular-sic-parcelas/list-p3 (spec 002 §2.14, step 3): the producer's forms to put on the chosen plot. */
export function PaginaParcelaFormularios() {
  const { estado, cambiar, retroceder, navigate } = useAsistente('parcela');
  const { cuenta, parcela } = estado;
  const q = useQuery({
    queryKey: ['vinculos', 'formularios-parcela', cuenta?.id_cuenta],
    queryFn: () => formulariosSinParcela(cuenta!.id_cuenta),
    enabled: cuenta !== null,
  });
  const filas = q.data ?? [];
  const ids = estado.formularios.map((f) => f.id);
  useEffect(() => {
    if (!q.data) return;
    const presentes = estado.formularios.filter((f) => q.data.some((r) => r.id === f.id));
    if (presentes.length !== estado.formularios.length) cambiar({ formularios: presentes });
  }, [q.data, estado.formularios, cambiar]);
  const elegir = (nuevos: number[]) => cambiar({ formularios: filas.filter((f) => nuevos.includes(f.id)) });
  const primero = rutas.vincularParcelas();

  return (
    <PasosAsistente
      titulo={TITULO_PARCELA}
      pasos={PASOS_PARCELA}
      activo={2}
      instruccion={parcela ? `Elija los formularios que son de la parcela ${parcela.nombre}.` : 'Elija los formularios.'}
      onAtras={() => retroceder(1, rutas.vincularParcelasParcela())}
      onCancelar={() => retroceder(2, primero)}
      onSiguiente={cuenta && parcela ? () => navigate(rutas.vincularParcelasConfirmar()) : undefined}
      puedeSeguir={puedeAvanzarFormularios(ids)}
    >
      {!cuenta || !parcela ? (
        <FaltaPaso mensaje="Primero elija el productor y la parcela." ruta={primero} accion="Elegir productor" />
      ) : (
        <EstadoConsulta
          q={q}
          hayFilas={filas.length > 0}
          vacio={
            <Typography variant="body2">
              Este productor no tiene formularios pendientes de parcela. Vuelva y elija otro productor.
            </Typography>
          }
        >
          <ListaFormularios
            filas={filas}
            seleccion={ids}
            onAlternar={(id) => elegir(alternarId(ids, id))}
            onTodas={elegir}
            etiqueta="Formularios del productor"
          />
        </EstadoConsulta>
      )}
    </PasosAsistente>
  );
}
