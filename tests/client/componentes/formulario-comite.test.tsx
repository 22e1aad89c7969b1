import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { CuentaComite } from '@domain/contrato/comite';
import { formularioVacio, MENSAJES_COMITE, type FormularioComite as Formulario } from '@domain/comite/evaluacion';
import { FormularioComite } from '../../../src/pages/comite/FormularioComite';
import { pintar, servidorFalso, sesionDe } from './entorno';

/**
 * The committee form (spec 000 §2.10, §4, §5; R038, R039, R040) with the spec's examples: the decision proposes the
 * new category, each decision asks for its own fields with the spec's messages, a condition needs text and a deadline
 * not before the authorisation, the authorisation cannot be after today, and nothing is sent while a message shows.
 */
const HOY = '2024-06-10';
const FIRMA = 'data:image/png;base64,iVBORw0KGgo=';
const CUENTA: CuentaComite = {
  id: 41,
  uuid: 'c-41',
  productor_uuid: 'p-41',
  nombre: 'María López Cruz',
  clave_tx: null,
  codigo_tx: 'SM-0041',
  localidad: 'El Triunfo',
  municipio: 'Ángel Albino Corzo',
  id_ciclo: 3,
  ciclo: '2024-2025',
  id_cuenta_categoria: 2,
  cuenta_categoria: 'Transición 1',
  id_nivel_riesgo: null,
  fecha_ingreso: '2015-03-01',
};
const NIVELES = [
  { id: 1, nombre: 'Bajo' },
  { id: 2, nombre: 'Medio' },
  { id: 3, nombre: 'Alto' },
];

function abrir({
  certificacion = 'certimex',
  firmaBorrador = FIRMA,
  inicial,
  categoria = CUENTA.id_cuenta_categoria,
}: { certificacion?: string; firmaBorrador?: string | null; inicial?: Formulario; categoria?: number } = {}) {
  sesionDe({ permisos: ['COMITE_EVALUACIONES_NUEVO'] });
  servidorFalso({});
  const onEnviar = vi.fn();
  pintar(
    <FormularioComite
      cuenta={{ ...CUENTA, id_cuenta_categoria: categoria }}
      certificacion={certificacion}
      hoy={HOY}
      niveles={NIVELES}
      inicial={inicial ?? formularioVacio(categoria)}
      firmaBorrador={firmaBorrador}
      textoEnviar="Revisar evaluación"
      onEnviar={onEnviar}
    />,
  );
  return { onEnviar };
}
const campo = (etiqueta: string | RegExp) => screen.getByLabelText(etiqueta, { selector: 'input, textarea, select' });
const escribir = (etiqueta: string | RegExp, valor: string) => fireEvent.change(campo(etiqueta), { target: { value: valor } });
const decidir = (nombre: string) => fireEvent.click(screen.getByRole('radio', { name: nombre }));
const enviar = () => fireEvent.click(screen.getByRole('button', { name: 'Revisar evaluación' }));
/** The rest of a valid form: risk level, authorisation date. */
function completarComun() {
  escribir('Nivel de riesgo', '2');
  escribir('Fecha de autorización', '2024-06-01');
}

describe('R039: el formulario del comité', () => {
  it('ejemplo 1: sin decisión dice «Debe seleccionar una opción» y los comunes (fecha, nivel de riesgo, firma); no envía', () => {
    const { onEnviar } = abrir({ firmaBorrador: null });
    enviar();
    const grupo = screen.getByRole('radiogroup', { name: 'Decisión del comité' }).closest('fieldset, div')!;
    expect(within(grupo.parentElement!).getByText(MENSAJES_COMITE.opcion)).toBeInTheDocument();
    expect(campo('Fecha de autorización')).toHaveAccessibleDescription(MENSAJES_COMITE.fecha);
    expect(campo('Nivel de riesgo')).toHaveAccessibleDescription(MENSAJES_COMITE.riesgo);
    expect(screen.getByText(MENSAJES_COMITE.firma)).toBeInTheDocument();
    expect(onEnviar).not.toHaveBeenCalled();
  });

  it('R038 ejemplo 1 y ejemplo 2: aprobar sin condiciones propone la categoría siguiente (2 → 3 en certimex) y pide observaciones', () => {
    const { onEnviar } = abrir();
    decidir('Aprobado sin condiciones');
    expect(campo('Categoría nueva')).toHaveValue('3');
    completarComun();
    enviar();
    expect(campo('Observaciones')).toHaveAccessibleDescription(MENSAJES_COMITE.observaciones);
    expect(onEnviar).not.toHaveBeenCalled();
    escribir('Observaciones', 'Cumple el plan orgánico');
    enviar();
    expect(onEnviar).toHaveBeenCalledWith(
      expect.objectContaining({
        condicion: 1,
        sanc_cat_nueva: 3,
        id_nivel_riesgo: 2,
        fecha_aut: '2024-06-01',
        aprob_sc_observaciones: 'Cumple el plan orgánico',
      }),
      FIRMA,
    );
  });

  it('R038 ejemplo 2: con condiciones conserva la categoría actual (2), también después de haber elegido otra decisión', () => {
    abrir();
    decidir('Aprobado sin condiciones');
    expect(campo('Categoría nueva')).toHaveValue('3');
    decidir('Aprobado con condiciones');
    expect(campo('Categoría nueva')).toHaveValue('2');
  });

  it('R038 ejemplos 3 y 4: en otra certificación, sancionar a 3 conserva 3 y aprobarlo sin condiciones propone 5', () => {
    abrir({ certificacion: 'mayacert', categoria: 3 });
    decidir('Sancionado');
    expect(campo('Categoría nueva')).toHaveValue('3');
    decidir('Aprobado sin condiciones');
    expect(campo('Categoría nueva')).toHaveValue('5');
  });

  it('ejemplo 3: con condiciones pide al menos una; cada una con texto y plazo, no anterior a la autorización', () => {
    const { onEnviar } = abrir();
    decidir('Aprobado con condiciones');
    completarComun();
    enviar();
    expect(screen.getAllByText(MENSAJES_COMITE.alMenosUnaCondicion).length).toBeGreaterThan(0);
    expect(onEnviar).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('button', { name: 'Agregar condición' }));
    const nueva = screen.getByRole('group', { name: 'Nueva condición' });
    fireEvent.click(within(nueva).getByRole('button', { name: 'Agregar' }));
    expect(within(nueva).getByText(MENSAJES_COMITE.condicion)).toBeInTheDocument();
    expect(within(nueva).getByText(MENSAJES_COMITE.fecha)).toBeInTheDocument();
    // R040: the deadline's picker starts at the authorisation date; an earlier one is refused with its message
    expect(within(nueva).getByLabelText('Plazo')).toHaveAttribute('min', '2024-06-01');
    fireEvent.change(within(nueva).getByLabelText(/^Condición/), { target: { value: 'Renovar la barrera viva' } });
    fireEvent.change(within(nueva).getByLabelText('Plazo'), { target: { value: '2024-05-31' } });
    fireEvent.click(within(nueva).getByRole('button', { name: 'Agregar' }));
    expect(within(nueva).getByText(MENSAJES_COMITE.plazoAnterior)).toBeInTheDocument();
    fireEvent.change(within(nueva).getByLabelText('Plazo'), { target: { value: '2024-08-30' } });
    fireEvent.click(within(nueva).getByRole('button', { name: 'Agregar' }));

    const lista = screen.getByRole('list', { name: 'Condiciones' });
    expect(within(lista).getByText('Renovar la barrera viva')).toBeInTheDocument();
    expect(within(lista).getByText('Plazo: 30/ago/2024')).toBeInTheDocument();
    enviar();
    expect(onEnviar).toHaveBeenCalledWith(
      expect.objectContaining({
        condicion: 2,
        sanc_cat_nueva: 2,
        aprob_cc_list: [{ condicion: 'Renovar la barrera viva', plazo: '2024-08-30' }],
      }),
      FIRMA,
    );
  });

  it('ejemplo 4: sancionado pide solo la causa (las fechas son opcionales); el término no antes del inicio', () => {
    const { onEnviar } = abrir();
    decidir('Sancionado');
    completarComun();
    enviar();
    expect(campo('Causa de la sanción')).toHaveAccessibleDescription(MENSAJES_COMITE.causa);
    expect(screen.queryByText(MENSAJES_COMITE.terminoAnterior)).not.toBeInTheDocument();
    escribir('Causa de la sanción', 'Uso de herbicida');
    escribir('Inicio de la sanción', '2024-06-20');
    // R040 ejemplo 2: the end's picker starts at the start date
    expect(campo('Término de la sanción')).toHaveAttribute('min', '2024-06-20');
    escribir('Término de la sanción', '2024-06-19');
    enviar();
    expect(campo('Término de la sanción')).toHaveAccessibleDescription(MENSAJES_COMITE.terminoAnterior);
    expect(onEnviar).not.toHaveBeenCalled();
    escribir('Término de la sanción', '2024-12-20');
    enviar();
    expect(onEnviar).toHaveBeenCalledWith(
      expect.objectContaining({
        condicion: 3,
        sanc_observaciones: 'Uso de herbicida',
        sanc_fecha_inicio: '2024-06-20',
        sanc_fecha_termino: '2024-12-20',
      }),
      FIRMA,
    );
  });

  it('la fecha de autorización no pasa de hoy: el selector tiene máximo y un día después se rechaza', () => {
    const { onEnviar } = abrir();
    decidir('Aprobado sin condiciones');
    escribir('Observaciones', 'Bien');
    escribir('Nivel de riesgo', '1');
    expect(campo('Fecha de autorización')).toHaveAttribute('max', HOY);
    escribir('Fecha de autorización', '2024-06-11');
    enviar();
    expect(campo('Fecha de autorización')).toHaveAccessibleDescription(MENSAJES_COMITE.fechaFutura);
    expect(onEnviar).not.toHaveBeenCalled();
  });

  it('R036: la categoría nueva ofrece solo las de la certificación de la cooperativa', () => {
    abrir({ certificacion: 'mayacert' });
    const opciones = within(campo('Categoría nueva'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(opciones).toEqual(expect.arrayContaining(['Transición 3', 'Convencional']));
    expect(opciones).not.toContain('Transición 0');
  });
});
