import { AutocompleteArrayInput, SelectInput, TextInput } from 'react-admin';
import { Box } from '@mui/material';
import { CERTIFICACIONES } from '@domain/cooperativas/cooperativa';
import { PRODUCTOS } from '@domain/comun/productos';
import { usePaises } from '../catalogos';

const CERTIFICACIONES_OPCIONES = CERTIFICACIONES.map((c) => ({ id: c, name: c }));

/** Every field of the cooperative form (spec 000 §3 'Cooperative'), shared by create and edit. */
export function CooperativaInputs() {
  const { data: paises = [], isPending } = usePaises();
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <TextInput source="nombre" isRequired />
      <TextInput source="iniciales" helperText="Máximo 2 caracteres" />
      <SelectInput source="id_cat_productos" choices={PRODUCTOS} optionText="nombre" isRequired />
      <AutocompleteArrayInput source="selected_paises" choices={paises} optionText="nombre" isPending={isPending} isRequired />
      <SelectInput source="certificacion" choices={CERTIFICACIONES_OPCIONES} emptyText="Sin certificación" />
      <TextInput source="contacto" type="email" />
      <TextInput source="nombre_legal" />
      <TextInput source="rfc" />
      <TextInput source="direccion" />
      <TextInput source="ubicacion" />
      <TextInput source="cuenta_kobo" />
      <TextInput source="flo_id" />
      <TextInput source="descripcion" multiline minRows={2} sx={{ gridColumn: { md: '1 / -1' } }} />
    </Box>
  );
}
