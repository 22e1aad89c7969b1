import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { rutas } from '@domain/comun/rutas';
import { pasosAtras } from '@domain/vinculos/vinculos';
import { vincularAParcela } from '../../api/vinculos';
import { Dato } from '../../components/TarjetaDatos';
import { listasDeSeleccion } from './asistente';
import { hectareas, NombreProductor } from './columnas';
import { ErrorEnvio } from './ErrorEnvio';
import { FaltaPaso } from './FaltaPaso';
import { PasosAsistente } from './PasosAsistente';
import { ResumenVinculo } from './ResumenVinculo';
import { nFormularios, PASOS_PARCELA, TITULO_PARCELA } from './textos';
import { useAsistente } from './useAsistente';

/** /admin/vincular-sic-parcelas/list-p4 (spec 002 §2.14, step 4): confirm; on success back 3 steps, to the producers. */
export function PaginaParcelaConfirmar() {
  const { estado, retroceder, terminar } = useAsistente('parcela');
  const notify = useNotify();
  const cliente = useQueryClient();
  const primero = rutas.vincularParcelas();
  const { cuenta, parcela, formularios } = estado;
  const volverAlInicio = () => {
    terminar();
    void cliente.invalidateQueries({ queryKey: ['vinculos'] });
    retroceder(pasosAtras('parcela'), primero);
  };
  const envio = useMutation({
    mutationFn: () => vincularAParcela({ id_parcela: parcela!.id, ...listasDeSeleccion(formularios) }),
    onSuccess: (r) => {
      notify(r.message, { type: 'success' });
      volverAlInicio();
    },
  });
  const listo = cuenta !== null && parcela !== null && formularios.length > 0;

  return (
    <PasosAsistente
      titulo={TITULO_PARCELA}
      pasos={PASOS_PARCELA}
      activo={3}
      instruccion="Revise y confirme: los formularios quedarán en esta parcela; un croquis le da su polígono."
      onAtras={() => retroceder(1, rutas.vincularParcelasFormularios())}
      onCancelar={() => retroceder(3, primero)}
      onSiguiente={listo ? () => envio.mutate() : undefined}
      puedeSeguir={listo}
      etiquetaSiguiente={`Vincular ${nFormularios(formularios.length)}`}
      ocupado={envio.isPending}
    >
      {!listo ? (
        <FaltaPaso
          mensaje="Faltan el productor, la parcela o los formularios: vuelva a elegirlos."
          ruta={primero}
          accion="Empezar de nuevo"
        />
      ) : (
        <ResumenVinculo formularios={formularios}>
          <Dato etiqueta="Productor">
            <NombreProductor c={cuenta!} />
          </Dato>
          <Dato etiqueta="Parcela">{`${parcela!.nombre} · ${hectareas(parcela!.superficie)} · ${parcela!.plantas} plantas`}</Dato>
        </ResumenVinculo>
      )}
      <ErrorEnvio error={envio.error} onRecargar={volverAlInicio} />
    </PasosAsistente>
  );
}
