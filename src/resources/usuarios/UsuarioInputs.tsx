import { Box } from '@mui/material';
import { FormDataConsumer, PasswordInput, SelectInput, TextInput } from 'react-admin';
import { esAdministradorPlataforma, ROL_ACOPIADOR } from '@domain/usuarios/roles';
import { LONGITUD_MINIMA_CONTRASENA } from '@domain/usuarios/usuario';
import { sesion } from '../../sesion/almacenSesion';
import { useCentrosAcopio, useCooperativasOpciones, useRoles } from '../catalogos';
import { UsuarioFirmaInput } from './UsuarioFirmaInput';

/**
 * Fields of the user form (spec 000 §3 'User'), shared by create and edit. Only role 1 picks another
 * cooperative or grants role 1; centres come from the chosen cooperative; a centre is required for role 6.
 */
export function UsuarioInputs({ creando }: { creando: boolean }) {
  return (
    <FormDataConsumer<{ id_rol?: number; id_cooperativa?: number }>>
      {({ formData }) => <Campos creando={creando} idRol={Number(formData.id_rol)} idCooperativa={Number(formData.id_cooperativa)} />}
    </FormDataConsumer>
  );
}

function Campos({ creando, idRol, idCooperativa }: { creando: boolean; idRol: number; idCooperativa: number }) {
  const administrador = esAdministradorPlataforma(sesion.usuario()?.id_rol);
  const roles = useRoles();
  const cooperativas = useCooperativasOpciones();
  const centros = useCentrosAcopio(idCooperativa);
  const rolesOfrecidos = (roles.data ?? []).filter((r) => administrador || !esAdministradorPlataforma(r.id));

  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' }, columnGap: 2, width: '100%' }}>
      <TextInput source="nombres" isRequired />
      <TextInput source="apellido_paterno" isRequired />
      <TextInput source="apellido_materno" />
      <TextInput source="email" type="email" isRequired />
      <TextInput source="username" type="tel" isRequired />
      {creando && (
        <PasswordInput
          source="password"
          isRequired
          helperText={`Al menos ${LONGITUD_MINIMA_CONTRASENA} caracteres`}
          autoComplete="new-password"
        />
      )}
      <SelectInput source="id_rol" choices={rolesOfrecidos} optionText="nombre" isPending={roles.isPending} isRequired />
      <SelectInput
        source="id_cooperativa"
        choices={cooperativas.data ?? []}
        optionText="nombre"
        isPending={cooperativas.isPending}
        readOnly={!administrador}
        isRequired
      />
      <SelectInput
        source="id_centros_acopios"
        choices={centros.data ?? []}
        optionText="nombre"
        isPending={centros.isFetching}
        emptyText="Sin centro de acopio"
        isRequired={idRol === ROL_ACOPIADOR}
        helperText={idRol === ROL_ACOPIADOR ? 'Requerido para el rol de acopiador' : false}
      />
      <Box sx={{ gridColumn: { md: '1 / -1' } }}>
        <UsuarioFirmaInput />
      </Box>
    </Box>
  );
}
