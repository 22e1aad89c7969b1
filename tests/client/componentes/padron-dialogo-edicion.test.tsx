import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { FilaPadronCompleto } from '@domain/contrato/padron-completo';
import { columnaEditable, MENSAJES_EDICION, type ColumnaEditable } from '@domain/padron/edicion';
import { hoyEnZona } from '@domain/comun/formato';
import { DialogoEdicion } from '../../../src/pages/padron/completo/DialogoEdicion';
import { pintar, servidorFalso, sesionDe, type Peticion } from './entorno';

/**
 * The complete register's edit dialog (spec 001 §2.9, §5, §8; R079, issue 22 item 6): each kind of cell validated as
 * typed with the server's rule from domain/padron/edicion.ts, nothing sent while a message shows, the value sent in
 * the contract's unit (kg ×100), and the server's 422 and 409 shown where the person is.
 */
const ZONA = 'America/Mexico_City';
const FILA = {
  id_cuenta: 41,
  id_ciclo: 3,
  productor_nombre: 'María López Cruz',
  nombres: 'María',
  apellido_paterno: 'López',
  apellido_materno: 'Cruz',
  id_localidad: 7,
  localidad: 'El Triunfo',
  id_municipio: 2,
  municipio: 'Ángel Albino Corzo',
  contacto_celular: '9611234567',
  productor_fecha_ingreso: '2015-03-01',
  s3_inspeccion_superficie: 2.5,
  s6_pergamino_actual: 123450,
  id_productor_genero: 1,
  productor_genero: 'Mujer',
} as unknown as FilaPadronCompleto;

const def = (columna: string): ColumnaEditable => columnaEditable(columna)!;

function abrir(columna: string, respuestas: Record<string, unknown> = {}) {
  sesionDe({ permisos: ['PADRON_COMPLETO_EDITAR'], configuracion: { zona_horaria: ZONA } });
  const servidor = servidorFalso({
    [`POST admin/sic/padron_edit/${columna}`]: (p: Peticion) =>
      Response.json({ success: true, message: MENSAJES_EDICION.exito(def(columna).etiqueta), data: { ...FILA, ...(p.cuerpo as object) } }),
    ...respuestas,
  });
  const onGuardado = vi.fn();
  const onRecargar = vi.fn();
  pintar(<DialogoEdicion def={def(columna)} fila={FILA} onCerrar={() => undefined} onGuardado={onGuardado} onRecargar={onRecargar} />);
  return {
    servidor,
    onGuardado,
    onRecargar,
    enviadas: () => servidor.peticiones.filter((p) => p.ruta.startsWith('admin/sic/padron_edit')),
  };
}
const campo = (etiqueta: string | RegExp) => screen.getByLabelText(etiqueta, { selector: 'input' });
const escribir = (etiqueta: string | RegExp, valor: string) => fireEvent.change(campo(etiqueta), { target: { value: valor } });
const guardar = () => fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));

describe('R079: el diálogo de edición del padrón completo', () => {
  it('texto: vacío y más de 25 caracteres en el celular se dicen en el campo y no se envía nada', async () => {
    const { enviadas } = abrir('contacto_celular');
    expect(campo(/Celular/)).toHaveValue('9611234567');
    escribir(/Celular/, '   ');
    guardar();
    expect(await screen.findByText(MENSAJES_EDICION.vacio)).toBeInTheDocument();
    escribir(/Celular/, '1'.repeat(26));
    expect(screen.getByText('Máximo 25 caracteres')).toBeInTheDocument();
    escribir(/Celular/, '1'.repeat(25));
    expect(screen.queryByText('Máximo 25 caracteres')).not.toBeInTheDocument();
    expect(enviadas()).toEqual([]);
  });

  it('peso: se muestra en kg, se valida como se escribe y viaja en kg ×100', async () => {
    const { enviadas, onGuardado } = abrir('s6_pergamino_actual');
    expect(campo(/Pergamino del ciclo/)).toHaveValue('1234.5');
    escribir(/Pergamino del ciclo/, '12.505');
    guardar();
    expect(await screen.findByText('Máximo 2 decimales')).toBeInTheDocument();
    escribir(/Pergamino del ciclo/, '-1');
    expect(screen.getByText('El número debe ser mayor o igual a 0')).toBeInTheDocument();
    escribir(/Pergamino del ciclo/, 'doce');
    expect(screen.getByText('Debe ser un número')).toBeInTheDocument();
    escribir(/Pergamino del ciclo/, '1000000.01');
    expect(screen.getByText('El número debe ser menor o igual a 1,000,000')).toBeInTheDocument();
    expect(enviadas()).toEqual([]);
    escribir(/Pergamino del ciclo/, '12.35');
    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalledWith(expect.anything(), 'Pergamino del ciclo (kg) actualizado con éxito'));
    expect(enviadas()[0].cuerpo).toMatchObject({ id_cuenta: 41, id_ciclo: 3, new_value: 1235, valor_anterior: 123450 });
  });

  it('superficie inspeccionada: más de 10,000 ha no se envía', async () => {
    const { enviadas } = abrir('s3_inspeccion_superficie');
    escribir(/Superficie inspeccionada/, '10000.5');
    guardar();
    expect(await screen.findByText('El número debe ser menor o igual a 10,000')).toBeInTheDocument();
    expect(enviadas()).toEqual([]);
  });

  it('fecha: posterior al hoy de la cooperativa se rechaza aquí, como en el servidor; el selector no pasa de hoy', async () => {
    const hoy = hoyEnZona(ZONA);
    const { enviadas, onGuardado } = abrir('productor_fecha_ingreso');
    const entrada = campo(/Fecha de ingreso/);
    expect(entrada).toHaveAttribute('max', hoy);
    const manana = new Date(Date.parse(`${hoy}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);
    escribir(/Fecha de ingreso/, manana);
    guardar();
    expect(await screen.findByText(MENSAJES_EDICION.futura)).toBeInTheDocument();
    expect(enviadas()).toEqual([]);
    escribir(/Fecha de ingreso/, '2016-02-29');
    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalled());
    expect(enviadas()[0].cuerpo).toMatchObject({ new_value: '2016-02-29', valor_anterior: '2015-03-01' });
  });

  it('nombre: los tres campos son obligatorios; se envían por separado', async () => {
    const { enviadas, onGuardado } = abrir('productor_nombre');
    escribir(/^Apellido materno/, '');
    guardar();
    expect(await screen.findByText(MENSAJES_EDICION.vacio)).toBeInTheDocument();
    expect(campo(/^Apellido materno/)).toHaveAttribute('aria-invalid', 'true');
    expect(campo(/^Nombres/)).toHaveAttribute('aria-invalid', 'false');
    expect(enviadas()).toEqual([]);
    escribir(/^Apellido materno/, 'Díaz');
    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalled());
    expect(enviadas()[0].cuerpo).toMatchObject({ nombres: 'María', apellido_paterno: 'López', apellido_materno: 'Díaz' });
  });

  it('catálogo: ofrece las opciones del servidor y envía el id elegido', async () => {
    const { enviadas, onGuardado } = abrir('productor_genero', {
      'GET admin/sic/catalog/generos': Response.json({
        data: [
          { id: 1, nombre: 'Mujer' },
          { id: 2, nombre: 'Hombre' },
        ],
      }),
    });
    const select = await screen.findByRole('combobox', { name: /Género/ });
    await waitFor(() => expect(select).toHaveTextContent('Mujer'));
    fireEvent.mouseDown(select);
    fireEvent.click(await screen.findByRole('option', { name: 'Hombre' }));
    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalled());
    expect(enviadas()[0].cuerpo).toMatchObject({ new_value: 2, valor_anterior: 1 });
  });

  it('localidad: cambiar el municipio vacía la localidad y carga las suyas; sin localidad no se envía', async () => {
    const { enviadas, onGuardado } = abrir('localidad', {
      'GET cooperativas_municipios': [
        { id: 2, nombre: 'Ángel Albino Corzo' },
        { id: 5, nombre: 'Jaltenango' },
      ],
      'GET localidades_municipio_all/2': [{ id: 7, nombre: 'El Triunfo' }],
      'GET localidades_municipio_all/5': [{ id: 9, nombre: 'Nueva Palestina' }],
    });
    await waitFor(() => expect(screen.getByRole('combobox', { name: /Localidad/ })).toHaveTextContent('El Triunfo'));
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Municipio/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Jaltenango' }));
    guardar();
    expect(await screen.findByText(MENSAJES_EDICION.vacio)).toBeInTheDocument();
    expect(enviadas()).toEqual([]);
    fireEvent.mouseDown(screen.getByRole('combobox', { name: /Localidad/ }));
    fireEvent.click(await screen.findByRole('option', { name: 'Nueva Palestina' }));
    guardar();
    await waitFor(() => expect(onGuardado).toHaveBeenCalled());
    expect(enviadas()[0].cuerpo).toMatchObject({ id_municipio: 5, id_localidad: 9 });
  });

  it('el 422 del servidor se muestra en el diálogo; el 409 ofrece recargar', async () => {
    const { onRecargar, onGuardado } = abrir('contacto_celular', {
      'POST admin/sic/padron_edit/contacto_celular': (() => {
        let vez = 0;
        return () =>
          vez++ === 0
            ? Response.json({ message: 'Datos inválidos', errors: { new_value: ['Máximo 25 caracteres'] } }, { status: 422 })
            : Response.json({ message: 'Otra persona cambió este registro; recargue para ver lo nuevo' }, { status: 409 });
      })(),
    });
    guardar();
    expect(await screen.findByRole('alert')).toHaveTextContent('Máximo 25 caracteres');
    guardar();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent('Otra persona cambió este registro'));
    fireEvent.click(screen.getByRole('button', { name: 'Recargar' }));
    expect(onRecargar).toHaveBeenCalled();
    expect(onGuardado).not.toHaveBeenCalled();
  });
});
