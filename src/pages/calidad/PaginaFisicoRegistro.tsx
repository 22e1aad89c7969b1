import { useEffect, useState } from 'react';
import {
  Box,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  Paper,
  Radio,
  RadioGroup,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useNotify } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { validarSeleccion } from '@domain/calidad/validar';
import { hoyEnZona } from '@domain/comun/formato';
import {
  coloresMuestra,
  crearAnalisis,
  editarFisico,
  fichaFisico,
  tiposMancha,
  tiposProceso,
  zarandasCatalogo,
  zarandasFisico,
} from '../../api/calidad';
import { Cargando } from '../../components/Cargando';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { CampoFecha } from '../acopio/CampoFecha';
import { CampoNumero, CampoOpcion } from './Campo';
import { caminosCalidad } from './caminos';
import { camposSeleccion, fisicoGuardado, seleccionDe } from './estado';
import { fisicoDeGuardado, fisicoNuevo, leerFisico, PESOS, type TextoFisico } from './formularioFisico';
import { Paso, SinAnalisis } from './Paso';
import { useEstadoCalidad } from './useEstadoCalidad';
import { PieFormulario, usePasoFormulario } from './usePasoFormulario';
import { ZarandasFisico } from './ZarandasFisico';

const CAMPOS_SERVIDOR = ['fecha', 'id_tipo_proceso', 'id_color_muestra', 'peso_muestra_misma_anterior', ...PESOS];
const catalogos = { staleTime: 10 * 60_000 };

/**
 * /admin/calidad/analisis/fisico/registro (spec 002 §2.15, §5 'Physical form', R123–R125): the sample's weights,
 * humidity and the rest, the oro_2 rule and the sieves with their defects. A stored physical uuid (36 characters)
 * loads it and saves with PUT and its version; otherwise the save creates the analysis and keeps its three ids. What
 * is typed stays in the working state, so a reload keeps it. A failed save shows the server's message.
 */
export function PaginaFisicoRegistro() {
  const { estado, cambiar } = useEstadoCalidad();
  const { configuracion } = useConfiguracion();
  const existente = fisicoGuardado(estado);
  const uuid = existente ? estado.id_calidad_analisis_fisico : '';
  const borrador = estado.borrador_fisico?.uuid === uuid ? estado.borrador_fisico : null;
  const [texto, setTexto] = useState<TextoFisico | null>(
    () => borrador ?? (existente ? null : fisicoNuevo(hoyEnZona(configuracion?.zona_horaria))),
  );
  const guardado = useQuery({
    queryKey: ['cosecha', 'calidad', 'fisico', uuid, 'formulario'],
    queryFn: async () => {
      const [f, z] = await Promise.all([fichaFisico(uuid), zarandasFisico(uuid)]);
      return fisicoDeGuardado(f, z);
    },
    enabled: existente && texto === null,
    gcTime: 0,
  });
  useEffect(() => {
    if (texto === null && guardado.data) setTexto(guardado.data);
  }, [texto, guardado.data]);

  const sinSeleccion = Object.keys(validarSeleccion(seleccionDe(estado))).length > 0 || !estado.id_ciclo;
  return (
    <Paso
      titulo="Análisis físico"
      regreso={caminosCalidad.seleccion()}
      etiquetaRegreso="Regresar a la selección"
      resumen={estado.resumen}
      folio={estado.folio}
    >
      {sinSeleccion && !existente ? (
        <SinAnalisis mensaje="Antes del análisis físico elija la muestra: productor, lote, región u otro proveedor." />
      ) : texto ? (
        <Formulario
          estado={estado}
          cambiar={cambiar}
          texto={texto}
          onTexto={(t) => {
            setTexto(t);
            cambiar({ borrador_fisico: t });
          }}
        />
      ) : guardado.isError ? (
        <SinAnalisis mensaje="No se pudo leer el análisis guardado. Recargue la página, o ábralo otra vez desde la lista." />
      ) : (
        <Cargando etiqueta="Cargando el análisis" />
      )}
    </Paso>
  );
}

type Estado = ReturnType<typeof useEstadoCalidad>;

function Formulario({
  estado,
  cambiar,
  texto,
  onTexto,
}: Pick<Estado, 'estado' | 'cambiar'> & { texto: TextoFisico; onTexto: (t: TextoFisico) => void }) {
  const notify = useNotify();
  const navigate = useNavigate();
  const paso = usePasoFormulario(texto, onTexto, leerFisico);
  const { errores, poner } = paso;
  const procesos = useQuery({ queryKey: ['cosecha', 'calidad', 'procesos'], queryFn: tiposProceso, ...catalogos });
  const colores = useQuery({ queryKey: ['cosecha', 'calidad', 'colores'], queryFn: coloresMuestra, ...catalogos });
  const zarandas = useQuery({ queryKey: ['cosecha', 'calidad', 'zarandas'], queryFn: zarandasCatalogo, ...catalogos });
  const primarios = useQuery({ queryKey: ['cosecha', 'calidad', 'manchas', 1], queryFn: () => tiposMancha(1), ...catalogos });
  const secundarios = useQuery({ queryKey: ['cosecha', 'calidad', 'manchas', 2], queryFn: () => tiposMancha(2), ...catalogos });
  const cargando = [procesos, colores, zarandas, primarios, secundarios];

  const numero = (campo: (typeof PESOS)[number], etiqueta: string, ayuda?: string, requerido = true) => (
    <CampoNumero
      etiqueta={etiqueta}
      valor={texto[campo]}
      error={errores[campo]}
      ayuda={ayuda}
      requerido={requerido}
      onCambio={(v) => poner({ [campo]: v })}
    />
  );

  const guardar = () =>
    paso.enviar(async (cuerpo) => {
      const seleccion = camposSeleccion(estado);
      const r = fisicoGuardado(estado)
        ? await editarFisico(estado.id_calidad_analisis_fisico, { ...seleccion, ...cuerpo, version: texto.version ?? 1 })
        : await crearAnalisis({ ...seleccion, ...cuerpo });
      cambiar({
        id_calidad_analisis: r.data.id_calidad_analisis,
        id_calidad_analisis_fisico: r.data.id_calidad_analisis_fisico,
        id_calidad_analisis_sensorial: r.data.id_calidad_analisis_sensorial ?? '',
        folio: r.data.folio,
        borrador_fisico: null,
      });
      notify(r.message, { type: 'success' });
      navigate(caminosCalidad.fisicoInfo());
    }, CAMPOS_SERVIDOR);
  if (cargando.some((q) => q.isPending)) return <Cargando etiqueta="Cargando los catálogos" />;
  if (cargando.some((q) => q.isError))
    return <SinAnalisis mensaje="No se pudieron cargar los catálogos de calidad. Recargue la página para intentarlo de nuevo." />;

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => (e.preventDefault(), void guardar())} aria-label="Análisis físico">
      <Seccion titulo="Muestra">
        <CampoFecha
          size="small"
          label="Fecha"
          required
          value={texto.fecha}
          onChange={(e) => poner({ fecha: e.target.value })}
          error={errores.fecha}
          helperText=" "
        />
        <CampoOpcion
          etiqueta="Tipo de proceso"
          valor={texto.id_tipo_proceso}
          opciones={procesos.data!}
          requerido
          error={errores.id_tipo_proceso}
          onCambio={(v) => poner({ id_tipo_proceso: v })}
        />
        <CampoOpcion
          etiqueta="Color de la muestra"
          valor={texto.id_color_muestra}
          opciones={colores.data!}
          requerido
          error={errores.id_color_muestra}
          onCambio={(v) => poner({ id_color_muestra: v })}
        />
        <TextField
          size="small"
          label="Olor de la muestra"
          value={texto.olor_muestra}
          onChange={(e) => poner({ olor_muestra: e.target.value })}
          helperText=" "
        />
      </Seccion>
      <Seccion
        titulo="Pesos y humedad"
        nota="Gramos con hasta dos decimales; el oro, el cerezo y la mancha pesan menos que la muestra pergamino."
      >
        {numero('pergamino_peso_muestra_pergamino', 'Peso muestra pergamino (g)')}
        {numero('pergamino_peso_muestra_oro', 'Peso muestra oro (g)')}
        {numero('pergamino_peso_muestra_cerezo', 'Peso cerezo (g)')}
        {numero('pergamino_peso_mancha', 'Peso mancha (g)')}
        {numero('pergamino_humedad', 'Humedad (%)', 'Aceptable: 10 a 12 %')}
        {numero('pergamino_densidad', 'Densidad (g/L)', 'Opcional', false)}
        {numero('pergamino_actividad_agua', 'Actividad de agua (aw)', 'Opcional; aceptable bajo 0.70', false)}
      </Seccion>
      <Paper variant="outlined" sx={{ p: 2 }}>
        <FormControl error={!!errores.peso_muestra_misma_anterior}>
          <FormLabel id="misma-muestra">¿Las zarandas se pesan con la misma muestra de oro?</FormLabel>
          <RadioGroup
            row
            aria-labelledby="misma-muestra"
            value={texto.peso_muestra_misma_anterior}
            onChange={(e) => poner({ peso_muestra_misma_anterior: e.target.value as '0' | '1' })}
          >
            <FormControlLabel value="1" control={<Radio />} label="Sí, la misma" />
            <FormControlLabel value="0" control={<Radio />} label="No, otra muestra" />
          </RadioGroup>
          <FormHelperText>
            {errores.peso_muestra_misma_anterior ??
              (texto.peso_muestra_misma_anterior === '1'
                ? 'Se usa el peso de la muestra oro.'
                : 'Escriba el peso de la otra muestra de oro.')}
          </FormHelperText>
        </FormControl>
        {texto.peso_muestra_misma_anterior === '0' && (
          <Box sx={{ mt: 1 }}>{numero('pergamino_peso_muestra_oro_2', 'Peso segunda muestra oro (g)')}</Box>
        )}
      </Paper>
      <Typography variant="h6" component="h2">
        Zarandas y defectos
      </Typography>
      <ZarandasFisico
        zarandas={texto.zarandas}
        catalogo={zarandas.data!}
        primarios={primarios.data!}
        secundarios={secundarios.data!}
        errores={errores}
        onCambio={(z) => poner({ zarandas: z })}
      />
      <TextField
        label="Observaciones"
        multiline
        minRows={2}
        value={texto.observaciones}
        onChange={(e) => poner({ observaciones: e.target.value })}
      />
      <PieFormulario paso={paso} etiqueta="Guardar y continuar" descartarBorrador={() => cambiar({ borrador_fisico: null })} />
    </Stack>
  );
}

function Seccion({ titulo, nota, children }: { titulo: string; nota?: string; children: React.ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label={titulo}>
      <Typography variant="h6" component="h2" gutterBottom>
        {titulo}
      </Typography>
      {nota && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1.5 }}>
          {nota}
        </Typography>
      )}
      <Box sx={{ display: 'grid', gap: 1, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(3, 1fr)' } }}>{children}</Box>
    </Paper>
  );
}
