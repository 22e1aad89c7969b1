import { Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import { formulariosSinParcela } from '../../api/vinculos';
import { EstadoConsulta } from './EstadoConsulta';
import { FaltaPaso } from './FaltaPaso';
import { ListaFormularios } from './ListaFormularios';
import { PasosAsistente } from './PasosAsistente';
import { PASOS_PARCELA, TITULO_PARCELA } from './textos';
import { useAsistente } from './useAsistente';

/**
 * /admin/vincular-sic-parcelas/list-No-parcela (spec 002 §2.14, no-plot path): one main-plot form (sic_pp) of the
 * producer; only those can create a plot (domain/vinculos/vinculos.ts), so only those are listed.
 */
export function PaginaSinParcelaFormulario() {
  const { estado, cambiar, retroceder, navigate } = useAsistente('parcela');
  const { cuenta } = estado;
  const q = useQuery({
    queryKey: ['vinculos', 'formularios-parcela', cuenta?.id_cuenta],
    queryFn: () => formulariosSinParcela(cuenta!.id_cuenta),
    enabled: cuenta !== null,
  });
  const filas = (q.data ?? []).filter((f) => f.form_type === 'sic_pp');
  const elegido = estado.formularios.length === 1 && estado.formularios[0].form_type === 'sic_pp' ? estado.formularios[0] : null;
  const primero = rutas.vincularParcelas();

  return (
    <PasosAsistente
      titulo={TITULO_PARCELA}
      pasos={PASOS_PARCELA}
      activo={2}
      instruccion="Sin parcela: elija el formulario de parcela principal con el que se creará la parcela."
      onAtras={() => retroceder(1, rutas.vincularParcelasParcela())}
      onCancelar={() => retroceder(2, primero)}
      onSiguiente={cuenta ? () => navigate(rutas.vincularSinParcelaConfirmar()) : undefined}
      puedeSeguir={elegido !== null && filas.some((f) => f.id === elegido.id)}
    >
      {!cuenta ? (
        <FaltaPaso mensaje="Primero elija el productor." ruta={primero} accion="Elegir productor" />
      ) : (
        <EstadoConsulta
          q={q}
          hayFilas={filas.length > 0}
          vacio={
            <Typography variant="body2">
              Este productor no tiene formularios de parcela principal pendientes: sin uno no se puede crear la parcela. Vuelva y elija una
              de sus parcelas.
            </Typography>
          }
        >
          <ListaFormularios
            filas={filas}
            unico
            seleccion={elegido ? [elegido.id] : []}
            onAlternar={(id) => cambiar({ formularios: filas.filter((f) => f.id === id), sinParcela: true, parcela: null })}
            etiqueta="Formularios de parcela principal"
          />
        </EstadoConsulta>
      )}
    </PasosAsistente>
  );
}
