import { Box, useMediaQuery, type Theme } from '@mui/material';
import {
  DataTable,
  DeleteWithConfirmButton,
  List,
  Pagination,
  SearchInput,
  SelectInput,
  SimpleList,
  TopToolbar,
  type Identifier,
} from 'react-admin';
import { esAdministradorPlataforma } from '@domain/usuarios/roles';
import { rutas } from '@domain/comun/rutas';
import { nombreCompleto } from '@domain/auth/sesion';
import { BotonEditar } from '../../components/BotonEditar';
import { BotonNuevo } from '../../components/BotonNuevo';
import { SinRegistros } from '../../components/SinRegistros';
import { TituloPestana } from '../../components/TituloPestana';
import { TAMANOS_PAGINA } from '../../entorno';
import { sesion } from '../../sesion/almacenSesion';
import { useCooperativasOpciones, useRoles } from '../catalogos';
import { usePuede } from '../../sesion/usePuede';
import { useFormatoFecha } from '../../sesion/useFormatoFecha';
import type { Usuario } from './tipos';
import { TablaDatos } from '../../components/TablaDatos';

function Acciones() {
  const crear = usePuede('USUARIOS_NUEVO');
  return <TopToolbar>{crear && <BotonNuevo a={rutas.usuarioCrear()} />}</TopToolbar>;
}

/** Row actions: edit at the spec's path; delete asks first and waits for the server (pessimistic). */
function AccionesFila({ r }: { r: Usuario }) {
  const nombre = nombreCompleto(r);
  const editar = usePuede('USUARIOS_EDITAR');
  const eliminar = usePuede('USUARIOS_ELIMINAR');
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }} onClick={(e) => e.stopPropagation()}>
      {editar && <BotonEditar a={rutas.usuarioEditar(r.id)} etiqueta={`Editar ${nombre}`} />}
      {eliminar && r.uuid !== sesion.usuario()?.uuid && (
        <DeleteWithConfirmButton
          record={r}
          mutationMode="pessimistic"
          redirect={false}
          label=""
          aria-label={`Eliminar ${nombre}`}
          confirmTitle="Eliminar usuario"
          confirmContent={`¿Seguro que desea eliminar a ${nombre}? Ya no podrá ingresar.`}
        />
      )}
    </Box>
  );
}

/** /admin/usuarios/list, titled 'Permisos' (spec 000 §2.1, §2.6). */
export function UsuarioList() {
  // a timestamp's day on the cooperative's clock, not UTC's (issue 22 item 22)
  const fecha = useFormatoFecha();
  const roles = useRoles();
  const cooperativas = useCooperativasOpciones();
  const administrador = esAdministradorPlataforma(sesion.usuario()?.id_rol);
  // Below 800 px the table cannot fit: a phone gets one line per user (edit by tapping it).
  const angosta = useMediaQuery<Theme>((t) => t.breakpoints.down('sm'));
  const filtros = [
    <SearchInput key="q" source="q" alwaysOn placeholder="Buscar" />,
    <SelectInput key="id_rol" source="id_rol" label="Rol" choices={roles.data ?? []} optionText="nombre" alwaysOn emptyText="Todos" />,
    ...(administrador
      ? [
          <SelectInput
            key="id_cooperativa"
            source="id_cooperativa"
            label="Cooperativa"
            choices={cooperativas.data ?? []}
            optionText="nombre"
            alwaysOn
            emptyText="Todas"
          />,
        ]
      : []),
  ];
  return (
    <>
      <TituloPestana />
      <List<Usuario>
        title="Permisos"
        filters={filtros}
        actions={<Acciones />}
        sort={{ field: 'nombres', order: 'ASC' }}
        perPage={10}
        pagination={<Pagination rowsPerPageOptions={TAMANOS_PAGINA} />}
        disableSyncWithLocation
        empty={false}
      >
        {angosta ? (
          <SimpleList<Usuario>
            primaryText={(r) => nombreCompleto(r)}
            secondaryText={(r) => r.email}
            tertiaryText={(r) => r.rol}
            rowClick={(id: Identifier) => rutas.usuarioEditar(String(id))}
            empty={<SinRegistros />}
          />
        ) : (
          <TablaDatos<Usuario>
            rowClick={(id: Identifier) => rutas.usuarioEditar(String(id))}
            bulkActionButtons={false}
            empty={<SinRegistros />}
          >
            <DataTable.Col source="nombres" label="Nombre" render={(r) => nombreCompleto(r as Usuario)} />
            <DataTable.Col source="email" label="Correo electrónico" />
            <DataTable.Col source="username" label="Teléfono" disableSort />
            <DataTable.Col source="rol" label="Rol" />
            <DataTable.Col source="cooperativa" label="Cooperativa" />
            <DataTable.Col source="centro_acopio" label="Centro de acopio" disableSort render={(r) => r.centro_acopio || '--'} />
            <DataTable.Col source="created_at" label="Alta" render={(r) => fecha(r.created_at)} />
            <DataTable.Col label="Acciones" disableSort render={(r) => <AccionesFila r={r as Usuario} />} />
          </TablaDatos>
        )}
      </List>
    </>
  );
}
