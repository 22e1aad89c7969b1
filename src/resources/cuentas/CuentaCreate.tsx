import { useState } from 'react';
import {
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  Stack,
  Typography,
} from '@mui/material';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Form, SaveButton, SelectInput, TextInput, Title, useNotify, type HttpError } from 'react-admin';
import { useFormContext, useWatch } from 'react-hook-form';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { validarProductor, type ProductorDatos } from '@domain/cuentas/productor';
import { rutas } from '@domain/comun/rutas';
import { DialogoError } from '../../components/DialogoError';
import { TituloPestana } from '../../components/TituloPestana';
import { crearProductor } from '../../api/cuentas';
import { categorias, centrosDeAcopio, localidadesDeMunicipio, municipiosDeCooperativa, regiones } from '../../api/catalogos';
import { useConfiguracion } from '../../sesion/useConfiguracion';
import { CLAVE_PADRON_ALTAS } from '../../sesion/usePadronAltas';
import type { CuerpoProductor } from '@domain/contrato/cuentas';
import { erroresFormulario } from '../validacionFormulario';

/** A select's options; `leer` null while it depends on another choice (the locality on the municipality). */
const useOpciones = <T,>(clave: unknown[], leer: (() => Promise<T[]>) | null) =>
  useQuery({
    queryKey: ['cosecha', 'form-productor', ...clave],
    enabled: leer != null,
    staleTime: 5 * 60_000,
    queryFn: () => leer!(),
  });

const PERTENENCIA = [
  { id: 1, nombre: 'Sí' },
  { id: 0, nombre: 'No' },
];
const opcionales = ['ine', 'curp', 'rfc', 'no_celular'] as const;

/** Location with the municipality → locality cascade: changing the municipality clears the locality. */
function Ubicacion() {
  const { setValue } = useFormContext();
  const municipio = useWatch({ name: 'id_municipio' }) as number | null;
  const opcionesRegion = useOpciones(['regiones'], regiones);
  const municipios = useOpciones(['municipios'], municipiosDeCooperativa);
  const localidades = useOpciones(['localidades', municipio], municipio ? () => localidadesDeMunicipio(municipio) : null);
  const centros = useOpciones(['centros'], centrosDeAcopio);
  return (
    <>
      <SelectInput source="id_cuenta_region" label="Región" choices={opcionesRegion.data ?? []} optionText="nombre" isRequired />
      <SelectInput
        source="id_municipio"
        label="Municipio"
        choices={municipios.data ?? []}
        optionText="nombre"
        isRequired
        onChange={() => setValue('id_localidad', null)}
      />
      <SelectInput
        source="id_localidad"
        label="Localidad"
        choices={localidades.data ?? []}
        optionText="nombre"
        isRequired
        disabled={!municipio}
      />
      <SelectInput source="id_centro_acopio" label="Centro de acopio" choices={centros.data ?? []} optionText="nombre" isRequired />
    </>
  );
}

function Seccion({ titulo, children }: { titulo: string; children: React.ReactNode }) {
  return (
    <Box component="section" aria-label={titulo} sx={{ mb: 2 }}>
      <Typography component="h2" variant="h6" sx={{ mb: 1 }}>
        {titulo}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>{children}</Box>
    </Box>
  );
}

/**
 * /admin/cuentas/agregar (spec 002 §2.5, §5 'New producer'): personal data, location and membership;
 * then '¿Desea agregar parcelas?' → /admin/parcelas/create/{uuid} (then the redirect given in the navigation state,
 * else the new producer's profile), else the redirect given or the list.
 */
export function CuentaCreate() {
  const { configuracion } = useConfiguracion();
  const et = etiquetasProductor(configuracion);
  const opcionesCategoria = useOpciones(['categorias'], categorias);
  const navigate = useNavigate();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const redirect = (useLocation().state as { redirect?: string } | null)?.redirect;
  const [creado, setCreado] = useState<{ uuid: string; nombres: string } | null>(null);
  const [error, setError] = useState<string | null>(null);

  const guardar = async (valores: Record<string, unknown>) => {
    const cuerpo: Record<string, unknown> = { ...valores };
    for (const c of opcionales)
      cuerpo[c] = typeof cuerpo[c] === 'string' && (cuerpo[c] as string).trim() !== '' ? (cuerpo[c] as string).trim() : null;
    if (!et.mostrarRfc) delete cuerpo.rfc;
    try {
      // The form's inputs are the body's fields (the server refuses any other), so its values are the body.
      const nuevo = await crearProductor(cuerpo as CuerpoProductor);
      // the new account is a pending registration: the padron bell and the Altas badge count it now
      void queryClient.invalidateQueries({ queryKey: CLAVE_PADRON_ALTAS });
      notify(`Se registró el productor ${nuevo.clave_tx}`, { type: 'success' });
      setCreado(nuevo);
    } catch (e) {
      const err = e as HttpError;
      if (err?.body?.errors) return err.body.errors as Record<string, string>;
      if ((err?.status ?? 0) < 500 && err?.status !== 401) setError(err?.message || 'No se pudo guardar la información.');
    }
    return undefined;
  };

  return (
    <Box sx={{ py: 2 }}>
      <TituloPestana />
      <Title title="Nuevo productor" />
      <Card>
        <CardContent>
          <Form<Partial<ProductorDatos>>
            defaultValues={{ pertenece_cooperativa: 1, cuenta_categoria: 7 }}
            validate={(v) => erroresFormulario(validarProductor(v))}
            onSubmit={guardar}
          >
            <Seccion titulo="Datos personales">
              <TextInput source="nombres" label="Nombres" isRequired />
              <TextInput source="apellido_paterno" label="Apellido paterno" isRequired />
              <TextInput source="apellido_materno" label="Apellido materno" isRequired />
              <TextInput source="ine" label={et.ine} />
              <TextInput source="curp" label={et.curp} />
              {et.mostrarRfc && <TextInput source="rfc" label="RFC" />}
              <TextInput source="no_celular" label="Celular" />
            </Seccion>
            <Seccion titulo="Ubicación">
              <Ubicacion />
            </Seccion>
            <Seccion titulo="Pertenencia a la cooperativa">
              <SelectInput
                source="pertenece_cooperativa"
                label="Pertenece a la cooperativa"
                choices={PERTENENCIA}
                optionText="nombre"
                emptyText={undefined}
              />
              <SelectInput source="cuenta_categoria" label="Categoría" choices={opcionesCategoria.data ?? []} optionText="nombre" />
            </Seccion>
            <Stack direction="row" spacing={2}>
              <SaveButton label="Guardar" alwaysEnable />
              <Button component={Link} to={redirect ?? rutas.cuentas()}>
                Cancelar
              </Button>
            </Stack>
          </Form>
        </CardContent>
      </Card>
      <Dialog open={creado != null} aria-labelledby="agregar-parcelas-titulo">
        <DialogTitle id="agregar-parcelas-titulo">¿Desea agregar {et.parcelas.toLocaleLowerCase('es')}?</DialogTitle>
        <DialogContent>
          <DialogContentText>
            Se registró a {creado?.nombres}. Puede agregar sus {et.parcelas.toLocaleLowerCase('es')} ahora.
          </DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => navigate(redirect ?? rutas.cuentas())}>No</Button>
          <Button
            variant="contained"
            autoFocus
            // after the plots, the new producer's profile (issue 10 #19), unless the caller asked to come back (the delivery form)
            onClick={() =>
              creado && navigate(rutas.parcelaCrear(creado.uuid), { state: { redirect: redirect ?? rutas.cuentaPerfil(creado.uuid) } })
            }
          >
            Sí
          </Button>
        </DialogActions>
      </Dialog>
      <DialogoError mensaje={error} onClose={() => setError(null)} />
    </Box>
  );
}
