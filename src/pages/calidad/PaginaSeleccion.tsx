import { useEffect, useState } from 'react';
import {
  Alert,
  Autocomplete,
  Box,
  Button,
  Checkbox,
  FormControl,
  FormControlLabel,
  FormGroup,
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
import { useNavigate } from 'react-router-dom';
import { textoMonto } from '@domain/acopio/cantidades';
import { cambiarTipo, NOMBRES_TIPO_ANALISIS, validarSeleccion } from '@domain/calidad/validar';
import { formatoFecha } from '@domain/comun/formato';
import { lotesDelCiclo } from '../../api/acopio-lotes';
import { localidadesMunicipioCalidad } from '../../api/calidad';
import { municipiosDeCooperativa } from '../../api/catalogos';
import { Cargando } from '../../components/Cargando';
import { useCiclo } from '../../sesion/CicloContext';
import { CampoOpcion } from './Campo';
import { caminosCalidad } from './caminos';
import { entregasDeCuenta } from './entregasCuenta';
import { idsDeLista, listaDeIds, seleccionDe, type EstadoCalidad } from './estado';
import { Paso } from './Paso';
import { ResumenLote, ResumenProductor, ResumenRegion } from './TarjetasResumen';
import { SelectorProductor } from '../../components/SelectorProductor';
import { productoresDelCiclo } from '../../api/acopio';
import { useEstadoCalidad } from './useEstadoCalidad';

const TIPOS: { valor: number; etiqueta: string; ayuda: string }[] = [
  { valor: 1, etiqueta: 'Por productor', ayuda: 'Una muestra de un productor: de sus entregas elegidas, o de su café en general.' },
  { valor: 2, etiqueta: 'Por lote', ayuda: 'Una muestra de un lote de acopio: los kilos exportables se calculan con su peso.' },
  { valor: 3, etiqueta: 'Por región', ayuda: 'Una muestra de las localidades de un municipio.' },
  { valor: 4, etiqueta: 'Otros proveedores', ayuda: 'Café de quien no es socio: su nombre, región y notas.' },
];

/**
 * /admin/calidad/seleccion, 'Registro de análisis de muestra' (spec 002 §2.15, §5 'Quality selection form', R122):
 * what the sample stands for — a producer (with some of their deliveries or not), a lot, a region (a municipality and
 * its localities) or another provider — with the producer's, lot's or region's summary cards. Changing the type
 * clears the other types' choices. 'Continuar' checks the domain's rule and opens the physical registro.
 */
export function PaginaSeleccion() {
  const { estado, cambiar } = useEstadoCalidad();
  const { ciclo } = useCiclo();
  const navigate = useNavigate();
  const [errores, setErrores] = useState<Record<string, string>>({});
  const idCiclo = estado.id_ciclo ?? ciclo?.id ?? null;
  useEffect(() => {
    if (!estado.id_ciclo && ciclo) cambiar({ id_ciclo: ciclo.id });
  }, [estado.id_ciclo, ciclo, cambiar]);

  const lotes = useQuery({
    queryKey: ['cosecha', 'calidad', 'lotes', idCiclo],
    queryFn: () => lotesDelCiclo(idCiclo!),
    enabled: estado.tipo_analisis === 2 && !!idCiclo,
  });
  const municipios = useQuery({
    queryKey: ['cosecha', 'calidad', 'municipios'],
    queryFn: municipiosDeCooperativa,
    enabled: estado.tipo_analisis === 3,
  });

  const continuar = () => {
    const r = validarSeleccion(seleccionDe(estado));
    const e = Object.fromEntries(Object.entries(r).map(([k, v]) => [k, v[0]]));
    setErrores(e);
    if (Object.keys(e).length) return;
    cambiar({ resumen: resumenDe(estado, lotes.data, municipios.data) });
    navigate(caminosCalidad.fisicoRegistro());
  };

  return (
    <Paso
      titulo="Registro de análisis de muestra"
      regreso={caminosCalidad.lista()}
      etiquetaRegreso="Regresar a la lista"
      folio={estado.folio}
      resumen={estado.folio ? 'Editando un análisis guardado: cambie la muestra si hace falta y continúe.' : null}
    >
      {!idCiclo ? (
        <Cargando etiqueta="Cargando el ciclo" />
      ) : (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            <FormControl error={!!errores.tipo_analisis}>
              <FormLabel id="tipo-muestra">Tipo de muestra</FormLabel>
              <RadioGroup
                aria-labelledby="tipo-muestra"
                value={String(estado.tipo_analisis ?? '')}
                onChange={(e) => {
                  setErrores({});
                  const s = cambiarTipo(seleccionDe(estado), Number(e.target.value));
                  cambiar({
                    tipo_analisis: s.tipo_analisis,
                    id_cuenta: null,
                    nombre_cuenta: null,
                    id_acopio: null,
                    id_lote: null,
                    id_municipio: null,
                    id_localidad: null,
                    nombre_proveedor: null,
                    region_proveedor: null,
                    notas_adicionales: null,
                  });
                }}
              >
                {TIPOS.map((t) => (
                  <FormControlLabel
                    key={t.valor}
                    value={String(t.valor)}
                    control={<Radio />}
                    label={
                      <Box sx={{ py: 0.5 }}>
                        <Typography>{t.etiqueta}</Typography>
                        <Typography variant="body2" color="text.secondary">
                          {t.ayuda}
                        </Typography>
                      </Box>
                    }
                  />
                ))}
              </RadioGroup>
              {errores.tipo_analisis && <FormHelperText>{errores.tipo_analisis}</FormHelperText>}
            </FormControl>
          </Paper>
          <Paper variant="outlined" sx={{ p: 2 }} component="section" aria-label="Muestra">
            {estado.tipo_analisis === 1 && <Productor estado={estado} idCiclo={idCiclo} errores={errores} cambiar={cambiar} />}
            {estado.tipo_analisis === 2 &&
              (lotes.isPending ? (
                <Cargando etiqueta="Cargando los lotes" />
              ) : lotes.isError ? (
                <Alert severity="error">No se pudieron cargar los lotes. Recargue la página para intentarlo de nuevo.</Alert>
              ) : lotes.data.length === 0 ? (
                <Alert severity="info">El ciclo no tiene lotes. Créelos en Acopio › Lotes, o elija otro tipo de muestra.</Alert>
              ) : (
                <CampoOpcion
                  etiqueta="Lote"
                  valor={estado.id_lote ?? ''}
                  opciones={lotes.data.map((l) => ({ id: l.id, nombre: l.folio ? `${l.folio} · ${l.nombre}` : l.nombre }))}
                  requerido
                  error={errores.id_lote}
                  onCambio={(v) => cambiar({ id_lote: v })}
                  sx={{ minWidth: { xs: '100%', sm: 360 } }}
                />
              ))}
            {estado.tipo_analisis === 3 && (
              <Region estado={estado} municipios={municipios.data} cargando={municipios.isPending} errores={errores} cambiar={cambiar} />
            )}
            {estado.tipo_analisis === 4 && (
              <Stack spacing={1}>
                {(
                  [
                    ['nombre_proveedor', 'Nombre del proveedor'],
                    ['region_proveedor', 'Región del proveedor'],
                    ['notas_adicionales', 'Notas adicionales'],
                  ] as const
                ).map(([campo, etiqueta]) => (
                  <TextField
                    key={campo}
                    size="small"
                    label={etiqueta}
                    required
                    multiline={campo === 'notas_adicionales'}
                    minRows={campo === 'notas_adicionales' ? 2 : undefined}
                    value={estado[campo] ?? ''}
                    onChange={(e) => cambiar({ [campo]: e.target.value })}
                    error={!!errores[campo]}
                    helperText={errores[campo] ?? ' '}
                  />
                ))}
              </Stack>
            )}
          </Paper>
          {estado.tipo_analisis === 1 && estado.id_cuenta && <ResumenProductor idCuenta={estado.id_cuenta} />}
          {estado.tipo_analisis === 2 && estado.id_lote && <ResumenLote idLote={estado.id_lote} />}
          {estado.tipo_analisis === 3 && idsDeLista(estado.id_localidad).length > 0 && (
            <ResumenRegion localidades={idsDeLista(estado.id_localidad)} />
          )}
          {Object.keys(errores).length > 0 && (
            <Typography color="error" role="alert">
              Complete lo marcado para continuar.
            </Typography>
          )}
          <Stack direction="row" justifyContent="flex-end">
            <Button variant="contained" onClick={continuar}>
              Continuar
            </Button>
          </Stack>
        </Stack>
      )}
    </Paso>
  );
}

type Cambiar = ReturnType<typeof useEstadoCalidad>['cambiar'];

function Productor({
  estado,
  idCiclo,
  errores,
  cambiar,
}: {
  estado: EstadoCalidad;
  idCiclo: number;
  errores: Record<string, string>;
  cambiar: Cambiar;
}) {
  const entregas = useQuery({
    queryKey: ['cosecha', 'calidad', 'entregas', idCiclo, estado.id_cuenta],
    queryFn: () => entregasDeCuenta(idCiclo, estado.id_cuenta!),
    enabled: !!estado.id_cuenta && estado.analisis_por_entrega === 1,
  });
  const elegidas = idsDeLista(estado.id_acopio);
  return (
    <Stack spacing={1}>
      <SelectorProductor
        idCiclo={idCiclo}
        buscar={productoresDelCiclo}
        sinCoincidencias="Ningún productor confirmado del ciclo coincide"
        valor={estado.id_cuenta ? { id: estado.id_cuenta, nombre: estado.nombre_cuenta ?? `Cuenta ${estado.id_cuenta}` } : null}
        onCambio={(p) => cambiar({ id_cuenta: p?.id ?? null, nombre_cuenta: p?.nombre ?? null, id_acopio: null })}
        error={errores.id_cuenta}
      />
      <FormControl>
        <FormLabel id="por-entrega">¿La muestra es de algunas entregas del productor?</FormLabel>
        <RadioGroup
          row
          aria-labelledby="por-entrega"
          value={String(estado.analisis_por_entrega ?? 2)}
          onChange={(e) => cambiar({ analisis_por_entrega: e.target.value === '1' ? 1 : 2, id_acopio: null })}
        >
          <FormControlLabel value="1" control={<Radio />} label="Sí, de entregas elegidas" />
          <FormControlLabel value="2" control={<Radio />} label="No" />
        </RadioGroup>
      </FormControl>
      {estado.analisis_por_entrega === 1 &&
        (!estado.id_cuenta ? (
          <Typography variant="body2" color="text.secondary">
            Elija primero al productor para ver sus entregas del ciclo.
          </Typography>
        ) : entregas.isPending ? (
          <Cargando etiqueta="Cargando las entregas" />
        ) : entregas.isError ? (
          <Alert severity="error">No se pudieron cargar las entregas. Recargue la página para intentarlo de nuevo.</Alert>
        ) : entregas.data.length === 0 ? (
          <Alert severity="info">El productor no tiene entregas en este ciclo: elija «No», o registre primero su entrega.</Alert>
        ) : (
          <FormControl error={!!errores.id_acopio} component="fieldset">
            <FormLabel component="legend">Entregas de la muestra</FormLabel>
            <FormGroup>
              {entregas.data.map((a) => (
                <FormControlLabel
                  key={a.id_acopio}
                  control={
                    <Checkbox
                      checked={elegidas.includes(a.id_acopio)}
                      onChange={(e) =>
                        cambiar({
                          id_acopio: listaDeIds(e.target.checked ? [...elegidas, a.id_acopio] : elegidas.filter((x) => x !== a.id_acopio)),
                        })
                      }
                    />
                  }
                  label={`${formatoFecha(a.fecha_acopio)} · folio ${a.folio_acopio ?? a.id_acopio} · ${textoMonto(a.peso_neto)} kg netos`}
                />
              ))}
            </FormGroup>
            <FormHelperText>
              {errores.id_acopio ?? 'Los kilos exportables se calculan con el peso neto de las entregas elegidas.'}
            </FormHelperText>
          </FormControl>
        ))}
    </Stack>
  );
}

function Region({
  estado,
  municipios,
  cargando,
  errores,
  cambiar,
}: {
  estado: EstadoCalidad;
  municipios: { id: number; nombre: string }[] | undefined;
  cargando: boolean;
  errores: Record<string, string>;
  cambiar: Cambiar;
}) {
  const localidades = useQuery({
    queryKey: ['cosecha', 'calidad', 'localidades', estado.id_municipio],
    queryFn: () => localidadesMunicipioCalidad(estado.id_municipio!),
    enabled: !!estado.id_municipio,
  });
  const elegidas = idsDeLista(estado.id_localidad);
  if (cargando) return <Cargando etiqueta="Cargando los municipios" />;
  const opciones = localidades.data ?? [];
  return (
    <Stack spacing={1}>
      <CampoOpcion
        etiqueta="Municipio"
        valor={estado.id_municipio ?? ''}
        opciones={municipios ?? []}
        requerido
        error={errores.id_municipio}
        onCambio={(v) => cambiar({ id_municipio: v, id_localidad: null })}
        sx={{ minWidth: { xs: '100%', sm: 320 } }}
      />
      <Autocomplete
        multiple
        disabled={!estado.id_municipio}
        options={opciones}
        loading={localidades.isFetching}
        value={opciones.filter((l) => elegidas.includes(l.id))}
        getOptionLabel={(l) => l.nombre}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        onChange={(_, v) => cambiar({ id_localidad: listaDeIds(v.map((l) => l.id)) })}
        noOptionsText="No hay elementos por mostrar"
        renderInput={(params) => (
          <TextField
            {...params}
            size="small"
            label="Localidades"
            required
            error={!!errores.id_localidad}
            helperText={
              errores.id_localidad ?? (estado.id_municipio ? 'Una o varias localidades del municipio' : 'Elija primero el municipio')
            }
          />
        )}
      />
    </Stack>
  );
}

/** The selection in words, for the later steps' header ('Lote: L-0003 · Lote norte'). */
function resumenDe(
  e: EstadoCalidad,
  lotes?: { id: number; nombre: string; folio: string | null }[],
  municipios?: { id: number; nombre: string }[],
): string {
  const tipo = NOMBRES_TIPO_ANALISIS[e.tipo_analisis ?? 0] ?? '';
  const lote = lotes?.find((l) => l.id === e.id_lote);
  const nombre =
    e.tipo_analisis === 1
      ? e.nombre_cuenta
      : e.tipo_analisis === 2
        ? lote && (lote.folio ? `${lote.folio} · ${lote.nombre}` : lote.nombre)
        : e.tipo_analisis === 3
          ? municipios?.find((m) => m.id === e.id_municipio)?.nombre
          : e.nombre_proveedor;
  return nombre ? `${tipo}: ${nombre}` : tipo;
}
