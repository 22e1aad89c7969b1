import { useEffect, useState } from 'react';
import { Box, FormControl, FormControlLabel, FormLabel, Paper, Radio, RadioGroup, Stack, TextField, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { bandaTaza, DESCRIPCIONES_ATRIBUTO_SCA, NOMBRES_BANDA } from '@domain/calidad/sensorial';
import { esExistente } from '@domain/calidad/validar';
import type { MetodoSensorial } from '@domain/contrato/calidad';
import { crearSensorial, editarSensorial, fichaSensorial } from '../../api/calidad';
import { Cargando } from '../../components/Cargando';
import { CampoNumero } from './Campo';
import { caminosCalidad } from './caminos';
import { cien } from './cifras';
import { sensorialGuardado } from './estado';
import {
  atributosDe,
  leerSensorial,
  nombreAtributo,
  NOMBRES_METODO,
  sensorialDeGuardado,
  sensorialNuevo,
  totalProvisional,
  type TextoSensorial,
} from './formularioSensorial';
import { Paso, SinAnalisis } from './Paso';
import { useEstadoCalidad } from './useEstadoCalidad';
import { PieFormulario, usePasoFormulario } from './usePasoFormulario';

const CVA_AYUDA = 'Cuánto le agrada, de 1 (nada) a 9 (muchísimo).';

/**
 * /admin/calidad/analisis/sensorial/registro (spec 002 §2.15, §5 'Sensory form', R126; issue 26 'Both cupping forms'):
 * the cupping of the open analysis. The spec's ten attributes scored 6–10 in .25 steps (the arrows step .25), each with
 * what it asks and an optional note, or the CVA affective form; the total and its band while typing (the domain's sum
 * or equation; the info page shows the server's). A stored sensory uuid saves with PUT; a failure shows the server's
 * message. What is typed stays in the working state.
 */
export function PaginaSensorialRegistro() {
  const { estado, cambiar } = useEstadoCalidad();
  const existente = sensorialGuardado(estado);
  const uuid = existente ? estado.id_calidad_analisis_sensorial : '';
  const borrador = estado.borrador_sensorial?.uuid === uuid ? estado.borrador_sensorial : null;
  const [texto, setTexto] = useState<TextoSensorial | null>(() => borrador ?? (existente ? null : sensorialNuevo()));
  const guardado = useQuery({
    queryKey: ['cosecha', 'calidad', 'sensorial', uuid, 'formulario'],
    queryFn: async () => {
      const f = await fichaSensorial(uuid);
      return f ? sensorialDeGuardado(f) : sensorialNuevo();
    },
    enabled: existente && texto === null,
    gcTime: 0,
  });
  useEffect(() => {
    if (texto === null && guardado.data) setTexto(guardado.data);
  }, [texto, guardado.data]);

  return (
    <Paso
      titulo="Análisis sensorial"
      regreso={caminosCalidad.fisicoInfo()}
      etiquetaRegreso="Regresar al análisis físico"
      resumen={estado.resumen}
      folio={estado.folio}
    >
      {!esExistente(estado.id_calidad_analisis) ? (
        <SinAnalisis mensaje="La catación se registra sobre un análisis físico guardado: guarde primero el análisis físico, o abra uno desde la lista." />
      ) : texto ? (
        <Formulario
          texto={texto}
          onTexto={(t) => {
            setTexto(t);
            cambiar({ borrador_sensorial: t });
          }}
          estado={estado}
          cambiar={cambiar}
        />
      ) : guardado.isError ? (
        <SinAnalisis mensaje="No se pudo leer la catación guardada. Recargue la página, o ábrala otra vez desde la lista." />
      ) : (
        <Cargando etiqueta="Cargando la catación" />
      )}
    </Paso>
  );
}

type Estado = ReturnType<typeof useEstadoCalidad>;

function Formulario({
  texto,
  onTexto,
  estado,
  cambiar,
}: Pick<Estado, 'estado' | 'cambiar'> & { texto: TextoSensorial; onTexto: (t: TextoSensorial) => void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const paso = usePasoFormulario(texto, onTexto, leerSensorial);
  const { errores, setErrores, poner } = paso;
  const sca = texto.metodo === 'sca_2004';
  const atributos = atributosDe(texto.metodo);
  const total = totalProvisional(texto);

  const guardar = () =>
    paso.enviar(
      async (cuerpo) => {
        const r = sensorialGuardado(estado)
          ? await editarSensorial(estado.id_calidad_analisis_sensorial, { ...cuerpo, version: texto.version ?? 1 })
          : await crearSensorial({ ...cuerpo, id_calidad_analisis: estado.id_calidad_analisis });
        cambiar({
          id_calidad_analisis_sensorial: r.data.id_calidad_analisis_sensorial ?? '',
          folio: r.data.folio,
          borrador_sensorial: null,
        });
        notify(r.message, { type: 'success' });
        navigate(caminosCalidad.sensorialInfo());
      },
      ['perfil_taza', ...atributos],
    );

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void guardar())} aria-label="Análisis sensorial">
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControl>
          <FormLabel id="metodo-cata">Método de catación</FormLabel>
          <RadioGroup
            row
            aria-labelledby="metodo-cata"
            value={texto.metodo}
            onChange={(e) => {
              setErrores({});
              poner({ metodo: e.target.value as MetodoSensorial, puntajes: {} });
            }}
          >
            {(Object.keys(NOMBRES_METODO) as MetodoSensorial[]).map((m) => (
              <FormControlLabel key={m} value={m} control={<Radio />} label={NOMBRES_METODO[m]} />
            ))}
          </RadioGroup>
        </FormControl>
        <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', md: '1fr 2fr' }, mt: 1 }}>
          <TextField
            size="small"
            label="Perfil de taza"
            required
            value={texto.perfil_taza}
            onChange={(e) => poner({ perfil_taza: e.target.value })}
            error={!!errores.perfil_taza}
            helperText={errores.perfil_taza ?? 'Por ejemplo: chocolate, cítrico, floral'}
          />
          <TextField
            size="small"
            label="Descripción general"
            value={texto.descripcion}
            onChange={(e) => poner({ descripcion: e.target.value })}
            helperText="Opcional"
          />
        </Box>
      </Paper>
      <Typography variant="h6" component="h2">
        Atributos
      </Typography>
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', md: 'repeat(2, 1fr)' } }}>
        {atributos.map((a) => (
          <Paper key={a} variant="outlined" sx={{ p: 1.5 }} component="section" aria-label={nombreAtributo(a)}>
            <Typography fontWeight="bold" component="h3">
              {nombreAtributo(a)}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {sca ? DESCRIPCIONES_ATRIBUTO_SCA[a as keyof typeof DESCRIPCIONES_ATRIBUTO_SCA] : CVA_AYUDA}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ xs: 0, sm: 1 }}>
              <CampoNumero
                etiqueta={`Puntaje de ${nombreAtributo(a)}`}
                valor={texto.puntajes[a] ?? ''}
                paso={sca ? 0.25 : 1}
                requerido
                error={errores[a]}
                ayuda={sca ? '6 a 10, en pasos de .25' : '1 a 9'}
                onCambio={(v) => poner({ puntajes: { ...texto.puntajes, [a]: v } })}
                sx={{ minWidth: 150 }}
              />
              <TextField
                size="small"
                fullWidth
                label={`Notas de ${nombreAtributo(a)}`}
                value={texto.descripciones[a] ?? ''}
                onChange={(e) => poner({ descripciones: { ...texto.descripciones, [a]: e.target.value } })}
                helperText="Opcional"
              />
            </Stack>
          </Paper>
        ))}
      </Box>
      {!sca && (
        <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Tazas">
          <Stack direction={{ xs: 'column', sm: 'row' }} gap={{ xs: 0, sm: 2 }}>
            <CampoNumero
              etiqueta="Tazas no uniformes (de 5)"
              valor={texto.tazas_no_uniformes}
              error={errores.tazas_no_uniformes}
              ayuda="Resta 2 puntos cada una"
              onCambio={(v) => poner({ tazas_no_uniformes: v })}
            />
            <CampoNumero
              etiqueta="Tazas defectuosas (de 5)"
              valor={texto.tazas_defectuosas}
              error={errores.tazas_defectuosas}
              ayuda="Resta 4 puntos cada una"
              onCambio={(v) => poner({ tazas_defectuosas: v })}
            />
          </Stack>
        </Paper>
      )}
      <Paper variant="outlined" sx={{ p: 2 }} aria-live="polite">
        <Typography>
          Puntaje total: <strong data-testid="total-provisional">{total === null ? '--' : cien(total)}</strong>
          {total !== null && ` · ${NOMBRES_BANDA[bandaTaza(total)]}`}
        </Typography>
        {total === null && (
          <Typography variant="body2" color="text.secondary">
            El total aparece cuando todos los puntajes son válidos.
          </Typography>
        )}
      </Paper>
      <PieFormulario paso={paso} etiqueta="Guardar" descartarBorrador={() => cambiar({ borrador_sensorial: null })} />
    </Stack>
  );
}
