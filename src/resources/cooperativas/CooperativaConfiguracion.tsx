import { useState } from 'react';
import { Alert, Box, Button, Card, CardContent, CardHeader, Divider, Typography } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { BooleanInput, Form, maxValue, minValue, NumberInput, SelectInput, TextInput, useNotify, type HttpError } from 'react-admin';
import { BANDERAS_CONFIGURACION, ETIQUETAS_BANDERAS, ZONAS_HORARIAS } from '@domain/cooperativas/configuracion';
import { leerTasa, tasaATexto } from '@domain/anticipos/interes';
import type { ConfiguracionEditable, CuerpoConfiguracion } from '@domain/contrato/cooperativas';
import { Cargando } from '../../components/Cargando';
import { DialogoError } from '../../components/DialogoError';
import { useErroresGuardado } from '../../components/useErroresGuardado';
import { guardarConfiguracion, leerConfiguracion } from '../../api/cooperativas';
import { sesion } from '../../sesion/almacenSesion';

const BASES_MANCHA = [
  { id: 'oro', name: 'Oro (la convención habitual)' },
  { id: 'pergamino', name: 'Pergamino' },
];
const ZONAS = ZONAS_HORARIAS.map((z) => ({ id: z, name: z }));
const TEXTOS = [
  ['anticipos_etiqueta', 'Etiqueta de anticipos'],
  ['parcelas_etiqueta', 'Etiqueta de parcelas'],
  ['plantas_etiqueta', 'Etiqueta de plantas'],
  ['ine_etiqueta', 'Etiqueta de identificación (INE)'],
  ['acopio_units', 'Unidad de acopio'],
  ['currency', 'Moneda'],
] as const;

/**
 * Exactly the body of `PUT cooperativas/{uuid}/configuracion`: no id_cooperativa, no id_cat_productos, and the
 * version the form was loaded with (a stale one is a 409).
 */
export function cuerpoConfiguracion(v: Partial<ConfiguracionEditable>): Required<CuerpoConfiguracion> {
  const banderas = Object.fromEntries(BANDERAS_CONFIGURACION.map((b) => [b, Number(v[b]) === 1 ? 1 : 0]));
  return {
    ...(banderas as Pick<Required<CuerpoConfiguracion>, (typeof BANDERAS_CONFIGURACION)[number]>),
    id_cat_credito_precosecha: Number(v.id_cat_credito_precosecha) || 1,
    tasa_interes_anticipos: Number(v.tasa_interes_anticipos) || 0,
    calidad_saco_kg: Number(v.calidad_saco_kg) || 69,
    calidad_base_mancha: v.calidad_base_mancha === 'pergamino' ? 'pergamino' : 'oro',
    calidad_en_produccion: Number(v.calidad_en_produccion) === 1 ? 1 : 0,
    anticipos_etiqueta: String(v.anticipos_etiqueta ?? ''),
    parcelas_etiqueta: String(v.parcelas_etiqueta ?? ''),
    plantas_etiqueta: String(v.plantas_etiqueta ?? ''),
    ine_etiqueta: String(v.ine_etiqueta ?? ''),
    acopio_units: String(v.acopio_units ?? ''),
    currency: String(v.currency ?? ''),
    zona_horaria: String(v.zona_horaria ?? ''),
    version: Number(v.version),
  };
}

const aBooleano = (v: unknown) => v === true || Number(v) === 1;
const aBandera = (v: unknown) => (v ? 1 : 0);

/** The 'Configuración' section of the cooperative edit page (spec 000 §3 'Cooperative configuration'). */
export function CooperativaConfiguracion({ uuid }: { uuid: string }) {
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [error, setError] = useState<string | null>(null);
  const clave = ['cosecha', 'configuracion-cooperativa', uuid];
  // a stale save (409): 'Recargar' reads the configuration again and the form shows it, with its new version
  const conflicto = useErroresGuardado(() => void queryClient.invalidateQueries({ queryKey: clave }));
  const { data, isPending, isError } = useQuery({
    queryKey: clave,
    queryFn: () => leerConfiguracion(uuid),
  });

  const guardar = async (valores: Record<string, unknown>) => {
    setError(null);
    try {
      const guardada = await guardarConfiguracion(uuid, cuerpoConfiguracion(valores as Partial<ConfiguracionEditable>));
      queryClient.setQueryData(clave, guardada);
      // the signed-in user's own cooperative: menus and routes follow the new flags at once
      if (guardada && guardada.id_cooperativa === sesion.usuario()?.id_cooperativa) {
        sesion.guardarConfiguracion(guardada);
        void queryClient.invalidateQueries({ queryKey: ['cosecha', 'configuracion'] });
      }
      notify('Configuración guardada', { type: 'success' });
    } catch (e) {
      const err = e as HttpError;
      if (err.status === 409) return conflicto.onError(err);
      setError(err.message || 'No se pudo guardar la configuración.');
      return err.body?.errors;
    }
  };

  return (
    <Card sx={{ mt: 2 }}>
      <CardHeader title="Configuración" titleTypographyProps={{ component: 'h2', variant: 'h6' }} />
      <CardContent>
        {isPending && <Cargando etiqueta="Cargando la configuración" />}
        {isError && <Alert severity="error">No se pudo cargar la configuración.</Alert>}
        {data && (
          <Form record={{ ...data, id: uuid }} onSubmit={guardar} warnWhenUnsavedChanges>
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Funciones
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr', lg: '1fr 1fr 1fr' }, columnGap: 2 }}>
              {BANDERAS_CONFIGURACION.map((b) => (
                <BooleanInput key={b} source={b} label={ETIQUETAS_BANDERAS[b]} format={aBooleano} parse={aBandera} helperText={false} />
              ))}
            </Box>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Etiquetas y zona horaria
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2 }}>
              <NumberInput
                source="id_cat_credito_precosecha"
                label="Crédito precosecha"
                min={1}
                step={1}
                helperText="1 = sin crédito precosecha; 2 o más habilita Créditos"
              />
              <TextInput
                source="tasa_interes_anticipos"
                label="Interés mensual por defecto (%)"
                // kept as millionths of a percent (domain/anticipos/interes.ts); typed and shown as '1.5'
                format={(v: unknown) => (typeof v === 'number' ? tasaATexto(v) : String(v ?? ''))}
                parse={(t: string) => {
                  const l = leerTasa(t);
                  return l.error ? t : (l.valor ?? 0);
                }}
                validate={(v: unknown) => (typeof v === 'string' ? leerTasa(v).error : undefined)}
                helperText="Se aplica a los créditos sin interés propio (nivel 3 o más)"
                slotProps={{ htmlInput: { inputMode: 'decimal' } }}
              />
              <SelectInput source="zona_horaria" label="Zona horaria" choices={ZONAS} />
              {TEXTOS.map(([campo, etiqueta]) => (
                <TextInput key={campo} source={campo} label={etiqueta} />
              ))}
            </Box>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle1" component="h3" gutterBottom>
              Calidad del café
            </Typography>
            <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1fr' }, columnGap: 2 }}>
              <BooleanInput
                source="calidad_en_produccion"
                label="Análisis de calidad en producción"
                format={aBooleano}
                parse={aBandera}
                helperText="Abre el área de calidad aunque la aplicación corra en producción"
              />
              <NumberInput
                source="calidad_saco_kg"
                label="Saco de exportación (kg)"
                min={40}
                max={100}
                step={1}
                validate={[minValue(40, 'Entre 40 y 100 kg'), maxValue(100, 'Entre 40 y 100 kg')]}
                helperText="Para el factor de rendimiento: 69 kg en México, 70 kg en Colombia"
              />
              <SelectInput
                source="calidad_base_mancha"
                label="Porcentaje de mancha sobre"
                choices={BASES_MANCHA}
                helperText="El peso de la muestra que divide a la mancha"
              />
            </Box>
            {error && (
              <Alert severity="error" sx={{ mb: 2 }}>
                {error}
              </Alert>
            )}
            <Button type="submit" variant="contained" startIcon={<SaveIcon />}>
              Guardar configuración
            </Button>
          </Form>
        )}
      </CardContent>
      <DialogoError mensaje={conflicto.mensaje} onClose={conflicto.cerrar} onRecargar={conflicto.recargar} />
    </Card>
  );
}
