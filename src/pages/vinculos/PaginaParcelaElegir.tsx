import { useState } from 'react';
import { Alert, Button, Stack, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { rutas } from '@domain/comun/rutas';
import { validarParcelaElegida } from '@domain/vinculos/vinculos';
import { parcelasVinculables } from '../../api/vinculos';
import { alternarId } from './asistente';
import { columnasParcela, NombreProductor } from './columnas';
import { EstadoConsulta } from './EstadoConsulta';
import { FaltaPaso } from './FaltaPaso';
import { ListaEleccion } from './ListaEleccion';
import { PasosAsistente } from './PasosAsistente';
import { PASOS_PARCELA, TITULO_PARCELA } from './textos';
import { useAsistente } from './useAsistente';

/** /admin/vincular-sic-parcelas/list-p2 (spec 002 §2.14, step 2): exactly one plot, or 'Continuar sin parcela'. */
export function PaginaParcelaElegir() {
  const { estado, cambiar, retroceder, navigate } = useAsistente('parcela');
  const cuenta = estado.cuenta;
  const q = useQuery({
    queryKey: ['vinculos', 'parcelas', cuenta?.id_cuenta],
    queryFn: () => parcelasVinculables(cuenta!.id_cuenta),
    enabled: cuenta !== null,
  });
  const [ids, setIds] = useState<number[]>(estado.parcela && !estado.sinParcela ? [estado.parcela.id] : []);
  const errores = validarParcelaElegida(ids, false);
  const filas = q.data ?? [];
  const primero = rutas.vincularParcelas();
  const alternar = (id: number) => {
    const nuevos = alternarId(ids, id);
    setIds(nuevos);
    const p = nuevos.length === 1 ? (filas.find((x) => x.id === nuevos[0]) ?? null) : null;
    cambiar({ parcela: p, sinParcela: false, ...(p?.id !== estado.parcela?.id ? { formularios: [] } : {}) });
  };
  const sinParcela = () => {
    cambiar({ parcela: null, sinParcela: true, formularios: [] });
    navigate(rutas.vincularSinParcela());
  };

  return (
    <PasosAsistente
      titulo={TITULO_PARCELA}
      pasos={PASOS_PARCELA}
      activo={1}
      instruccion="Elija la parcela a la que pertenecen los formularios, o continúe sin parcela para crearla desde un formulario de parcela principal."
      onAtras={() => retroceder(1, primero)}
      onCancelar={() => retroceder(1, primero)}
      onSiguiente={cuenta ? () => navigate(rutas.vincularParcelasFormularios()) : undefined}
      puedeSeguir={Object.keys(errores).length === 0 && estado.parcela !== null}
    >
      {!cuenta ? (
        <FaltaPaso mensaje="Primero elija el productor." ruta={primero} accion="Elegir productor" />
      ) : (
        <>
          <Stack direction="row" spacing={1} alignItems="center" useFlexGap flexWrap="wrap" sx={{ mb: 1 }}>
            <Typography>
              Productor: <NombreProductor c={cuenta} />
            </Typography>
            <Button variant="outlined" size="small" onClick={sinParcela} sx={{ ml: 'auto' }}>
              Continuar sin parcela
            </Button>
          </Stack>
          {ids.length > 1 && (
            <Alert severity="warning" sx={{ mb: 1 }} role="alert">
              {errores.id_parcela?.[0]}
            </Alert>
          )}
          <EstadoConsulta
            q={q}
            hayFilas={filas.length > 0}
            vacio={
              <Typography variant="body2">
                Este productor aún no tiene parcelas. Pulse «Continuar sin parcela» para crearla desde su formulario de parcela principal.
              </Typography>
            }
          >
            <ListaEleccion
              filas={filas}
              id={(p) => p.id}
              nombre={(p) => `la parcela ${p.nombre}`}
              principal={(p) => p.nombre}
              columnas={columnasParcela}
              seleccion={ids}
              onAlternar={alternar}
              etiqueta="Parcelas del productor"
            />
          </EstadoConsulta>
        </>
      )}
    </PasosAsistente>
  );
}
