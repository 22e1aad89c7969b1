import { useState } from 'react';
import { Box, Button, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/Delete';
import { useQuery } from '@tanstack/react-query';
import { Form, SaveButton, TextInput, Title, useNotify, type HttpError } from 'react-admin';
import { useFieldArray } from 'react-hook-form';
import { Link, useLocation, useNavigate, useParams } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import type { ParcelaNueva } from '@domain/parcelas/parcela';
import { rutas } from '@domain/comun/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { crearParcelas } from '../../api/parcelas';
import { leerCuenta } from '../../api/cuentas';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { erroresParcelas } from './validar';

const VACIA: ParcelaNueva = { nombre: '', superficie: '', plantas: '' };

/**
 * Each field keeps room for a two-line message where the fields share a row (md up): there the columns are narrow
 * and 'Número de plantas es requerido' wraps, so a message appearing or vanishing changed the row's height and moved
 * 'Guardar' between a click's mousedown (the field's blur validates it) and its mouseup: the first click did nothing
 * (issue 22 item 25). In one column (xs) a message fits one line, which react-admin already reserves.
 */
const AYUDA_RESERVADA = { '& .MuiFormHelperText-root': { minHeight: { md: '3.32em' } } } as const;

function Parcelas({ parcela, plantas }: { parcela: string; plantas: string }) {
  const { fields, append, remove } = useFieldArray({ name: 'parcelas' });
  return (
    <Stack spacing={2}>
      {fields.map((f, i) => (
        <Box key={f.id} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, px: 2, pt: 1 }}>
          <Typography component="legend" sx={{ px: 1 }}>{`${parcela} ${i + 1}`}</Typography>
          <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '2fr 1fr 1fr auto' }, columnGap: 2, alignItems: 'start' }}>
            <TextInput source={`parcelas.${i}.nombre`} label="Nombre" isRequired sx={AYUDA_RESERVADA} />
            <TextInput source={`parcelas.${i}.superficie`} label="Superficie (ha)" isRequired inputMode="decimal" sx={AYUDA_RESERVADA} />
            <TextInput source={`parcelas.${i}.plantas`} label={plantas} isRequired inputMode="numeric" sx={AYUDA_RESERVADA} />
            {i > 0 ? (
              <Button
                color="error"
                startIcon={<DeleteIcon />}
                onClick={() => remove(i)}
                sx={{ mt: 1.5 }}
                aria-label={`Quitar ${parcela.toLocaleLowerCase('es')} ${i + 1}`}
              >
                Quitar
              </Button>
            ) : (
              <span />
            )}
          </Box>
        </Box>
      ))}
      <Box>
        <Button startIcon={<AddIcon />} onClick={() => append({ ...VACIA })}>{`Agregar ${parcela.toLocaleLowerCase('es')}`}</Button>
      </Box>
    </Stack>
  );
}

const ENCABEZADO_FIJO = {
  mb: 2,
  minHeight: { xs: '3.2em', sm: '1.6em' },
  display: '-webkit-box',
  WebkitBoxOrient: 'vertical',
  WebkitLineClamp: { xs: 2, sm: 1 },
  overflow: 'hidden',
} as const;

/**
 * /admin/parcelas/create/{uuid} (spec 001 §2.7): repeatable plots (the first cannot be removed),
 * validated on blur with domain/parcelas/parcela.ts; saved together by `admin/acopios/crear_parcela`; then the
 * redirect of the navigation state, else the producers list.
 */
export function ParcelaCreate() {
  const { uuid = '' } = useParams();
  const { configuracion } = useConfiguracion();
  const et = etiquetasProductor(configuracion);
  const navigate = useNavigate();
  const notify = useNotify();
  const destino = (useLocation().state as { redirect?: string } | null)?.redirect ?? rutas.cuentas();
  const [error, setError] = useState<string | null>(null);
  const productor = useQuery({
    queryKey: ['cosecha', 'parcelas-productor', uuid],
    retry: false,
    queryFn: () => leerCuenta(uuid, { avisar: false }),
  });

  const guardar = async (v: Record<string, unknown>) => {
    const parcelas = ((v.parcelas ?? []) as ParcelaNueva[]).map((p) => ({
      nombre: String(p.nombre).trim(),
      superficie: Number(p.superficie),
      plantas: Number(p.plantas),
    }));
    try {
      const r = await crearParcelas({ uuid_cuenta: uuid, parcelas });
      notify(r.message || 'Se registró con éxito la(s) parcela(s)', { type: 'success' });
      navigate(destino);
    } catch (e) {
      const err = e as HttpError;
      if ((err?.status ?? 0) >= 500 || err?.status === 401) return undefined;
      setError(err?.message || 'No se pudo guardar la información.');
    }
    return undefined;
  };

  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana />
      <Title title={`Agregar ${et.parcelas.toLocaleLowerCase('es')}`} />
      <Card>
        <CardContent>
          {/* the heading's lines are there from the first paint, so the producer's name arriving does not push the form
              down under a pointer already on its way to a field or to 'Guardar'; on a phone a name takes up to two
              lines, so two are held there (and a longer one is clamped, the profile has it whole) */}
          <Typography component="h1" variant="h6" sx={ENCABEZADO_FIJO}>
            {productor.data ? `${productor.data.nombre} (${productor.data.clave_tx})` : <Skeleton width="40%" />}
          </Typography>
          <Form
            defaultValues={{ parcelas: [{ ...VACIA }] }}
            validate={erroresParcelas}
            onSubmit={guardar}
            mode="onBlur"
            // a corrected field loses its red as it is typed; the messages' room is reserved (AYUDA_RESERVADA), so
            // none appearing or vanishing moves 'Guardar' from under the pointer (issue 22 item 25)
            reValidateMode="onChange"
          >
            <Parcelas parcela={et.parcela} plantas={et.plantas} />
            <Stack direction="row" spacing={2} sx={{ mt: 2 }}>
              <SaveButton label="Guardar" alwaysEnable />
              <Button component={Link} to={destino}>
                Cancelar
              </Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      <DialogoError mensaje={error} onClose={() => setError(null)} />
    </Box>
  );
}
