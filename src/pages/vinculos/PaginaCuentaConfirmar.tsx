import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { rutas } from '@domain/comun/rutas';
import { pasosAtras } from '@domain/vinculos/vinculos';
import { vincularACuenta } from '../../api/vinculos';
import { Dato } from '../../components/TarjetaDatos';
import { listasDeSeleccion } from './asistente';
import { NombreProductor } from './columnas';
import { ErrorEnvio } from './ErrorEnvio';
import { FaltaPaso } from './FaltaPaso';
import { PasosAsistente } from './PasosAsistente';
import { ResumenVinculo } from './ResumenVinculo';
import { nFormularios, PASOS_CUENTA, TITULO_CUENTA } from './textos';
import { useAsistente } from './useAsistente';

/**
 * /admin/vincular-sic/list-p3 (spec 002 §2.13, step 3): confirm; on success the server's '{n} formulario(s)
 * vinculado(s) correctamente' and back 2 steps to the list of forms (R121, docs/DECISIONES.md).
 */
export function PaginaCuentaConfirmar() {
  const { estado, retroceder, terminar } = useAsistente('cuenta');
  const notify = useNotify();
  const cliente = useQueryClient();
  const primero = rutas.vincularSic();
  const volverAlInicio = () => {
    terminar();
    void cliente.invalidateQueries({ queryKey: ['vinculos'] });
    retroceder(pasosAtras('cuenta'), primero);
  };
  const envio = useMutation({
    mutationFn: () => vincularACuenta({ id_cuenta: estado.cuenta!.id_cuenta, ...listasDeSeleccion(estado.formularios) }),
    onSuccess: (r) => {
      notify(r.message, { type: 'success' });
      volverAlInicio();
    },
  });
  const listo = estado.formularios.length > 0 && estado.cuenta !== null;

  return (
    <PasosAsistente
      titulo={TITULO_CUENTA}
      pasos={PASOS_CUENTA}
      activo={2}
      instruccion="Revise y confirme: los formularios quedarán a nombre de este productor."
      onAtras={() => retroceder(1, rutas.vincularSicProductor())}
      onCancelar={() => retroceder(2, primero)}
      onSiguiente={listo ? () => envio.mutate() : undefined}
      puedeSeguir={listo}
      etiquetaSiguiente={`Vincular ${nFormularios(estado.formularios.length)}`}
      ocupado={envio.isPending}
    >
      {!listo ? (
        <FaltaPaso mensaje="Faltan los formularios o el productor: vuelva a elegirlos." ruta={primero} accion="Empezar de nuevo" />
      ) : (
        <ResumenVinculo formularios={estado.formularios}>
          <Dato etiqueta="Productor">
            <NombreProductor c={estado.cuenta!} />
          </Dato>
        </ResumenVinculo>
      )}
      <ErrorEnvio error={envio.error} onRecargar={volverAlInicio} />
    </PasosAsistente>
  );
}
