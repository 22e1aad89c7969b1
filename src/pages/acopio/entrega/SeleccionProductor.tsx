import { useEffect, useState } from 'react';
import { Link, useNavigate } from 'react-router-dom';
import { Alert, Autocomplete, Box, Button, CircularProgress, Paper, Stack, TextField, Typography } from '@mui/material';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import { rutas } from '@domain/comun/rutas';
import { productoresDelCiclo } from '../../../api/acopio';
import { TituloPestana } from '../../../components/TituloPestana';
import { opcionProductor } from '../../../components/OpcionProductor';
import { usePuede } from '../../../sesion/usePuede';
import { useCicloAcopio } from './useDatosEntrega';
import { IndicadorCopia } from '../../../offline/copia/IndicadorCopia';
import { useCopiaDispositivo } from '../../../offline/copia/useCopiaDispositivo';
import { esErrorDeRed, useEnLinea } from '../../../offline/copia/useEnLinea';
import { buscarEnCopia, opcionDeCopia, type OpcionSeleccion } from '../../../offline/copia/desdeCopia';

/** Waits this long after the last key before asking the server (one search per pause, not per key). */
const PAUSA_MS = 250;

/**
 * /admin/acopio/entregas_por_productor/seleccion (spec 002 §2.2): a searchable producer dropdown of the current
 * collection cycle (confirmed, no baja, as the producers list); choosing one opens the delivery form. 'Nuevo
 * productor' registers one and comes back here.
 */
export function SeleccionProductor() {
  const navigate = useNavigate();
  const { ciclos, activo: activoDelServidor } = useCicloAcopio();
  const puedeNuevo = usePuede('ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO');
  const [texto, setTexto] = useState('');
  const [opciones, setOpciones] = useState<OpcionSeleccion[]>([]);
  const [cargando, setCargando] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const { copia } = useCopiaDispositivo();
  const enLinea = useEnLinea();
  // the app opened without network (a reload from the service worker): the shell could not read the cycles, the
  // device copy names the active one (issue 28); without this the search never ran offline after a reload
  const activo = activoDelServidor ?? (ciclos.length ? null : (copia?.ciclo ?? null));

  useEffect(() => {
    if (!activo) return;
    let vigente = true;
    // with the network down the device copy answers (issue 28): the centre's producers, accents ignored
    const desdeCopia = () => {
      setOpciones(copia ? buscarEnCopia(copia, texto).map((p) => opcionDeCopia(copia, p)) : []);
      setError(copia ? null : 'Sin conexión y sin copia en este dispositivo: no se puede buscar productores');
      setCargando(false);
    };
    if (!enLinea) {
      desdeCopia();
      return;
    }
    setCargando(true);
    const t = setTimeout(() => {
      productoresDelCiclo(activo.id, texto)
        .then((filas) => vigente && (setOpciones(filas), setError(null)))
        .catch((e: Error) => {
          if (!vigente) return;
          if (esErrorDeRed(e)) desdeCopia();
          else setError(e.message || 'No se pudo buscar productores');
        })
        .finally(() => vigente && setCargando(false));
    }, PAUSA_MS);
    return () => {
      vigente = false;
      clearTimeout(t);
    };
  }, [activo, texto, enLinea, copia]);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 720 }}>
      <TituloPestana titulo="Nueva entrega" />
      <Typography variant="h5" component="h1" gutterBottom>
        Nueva entrega: elija al productor
      </Typography>
      <IndicadorCopia />
      <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
        {ciclos.length > 0 && !activo ? (
          <Alert severity="warning">
            No hay un ciclo de acopio activo. Pida a un administrador que active el ciclo de acopio de la cooperativa.
          </Alert>
        ) : (
          <Stack spacing={2}>
            <Typography>
              Productores confirmados del ciclo {activo ? activo.nombre : '…'}. Escriba parte del nombre o de la clave.
            </Typography>
            <Autocomplete
              options={opciones}
              loading={cargando}
              filterOptions={(x) => x}
              getOptionLabel={(o) => (o.clave_tx ? `${o.nombre} · ${o.clave_tx}` : o.nombre)}
              isOptionEqualToValue={(a, b) => a.id === b.id}
              onInputChange={(_, v, razon) => razon !== 'reset' && setTexto(v)}
              onChange={(_, o) => o && navigate(rutas.acopioEntregaForm(o.id, o.cuenta_uuid))}
              noOptionsText={texto ? 'Ningún productor coincide; revise el nombre o registre uno nuevo' : 'Escriba para buscar'}
              loadingText="Buscando…"
              renderOption={(props, o) => opcionProductor(props, o)}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label="Productor"
                  slotProps={{
                    input: {
                      ...params.InputProps,
                      endAdornment: (
                        <>
                          {cargando ? <CircularProgress color="inherit" size={20} /> : null}
                          {params.InputProps.endAdornment}
                        </>
                      ),
                    },
                  }}
                />
              )}
            />
            {error ? <Alert severity="error">{error}</Alert> : null}
            {puedeNuevo ? (
              <Box>
                <Button
                  variant="outlined"
                  startIcon={<PersonAddIcon />}
                  component={Link}
                  to={rutas.cuentaAgregar()}
                  state={{ redirect: rutas.acopioSeleccion() }}
                >
                  Nuevo productor
                </Button>
              </Box>
            ) : null}
          </Stack>
        )}
      </Paper>
    </Box>
  );
}
