import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { PRODUCTO } from '@domain/comun/productos';
import { EntregaFormulario } from '../../../src/pages/acopio/entrega/EntregaFormulario';
import { CUENTA, servidorDeEntrega } from './datos-acopio';
import { pintar, servidorFalso, sesionDe, type Respuestas } from './entorno';

// The producer signs on a canvas (signature_pad), which jsdom does not draw: a button stands for the pad here; the
// pad itself has its tests (tests/client/firma/).
vi.mock('../../../src/components/firma', () => ({
  Firma: ({ etiqueta, onCambio }: { etiqueta: string; onCambio: (png: string | null) => void }) => (
    <button type="button" onClick={() => onCambio('data:image/png;base64,iVBORw0KGgo=')}>
      {etiqueta}: firmar
    </button>
  ),
}));

/**
 * The delivery form (spec 002 §2.3) as a collector meets it field by field: R110 (conditional fields), R111
 * (weighings), R112 (payment), R109 (organic warning) and the payment summary, with the spec's examples. The
 * server is a fake fetch answering the contract's types; the browser suite (reglas-spec.spec.ts R110) keeps
 * one journey through the real server.
 */
async function abrir(respuestas: Respuestas = servidorDeEntrega()) {
  sesionDe({ permisos: ['ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'] });
  const servidor = servidorFalso(respuestas);
  pintar(<EntregaFormulario />, {
    url: `/admin/acopio/entregas_por_productor/form/${CUENTA.id}/${CUENTA.uuid}`,
    patron: '/admin/acopio/entregas_por_productor/form/:idCuenta/:uuidCuenta',
  });
  await screen.findByRole('form', { name: 'Datos de la entrega' }, { timeout: 10_000 });
  return { servidor };
}

const pesada = (n: number) => screen.getByRole('region', { name: `Pesada ${n}` });
const continuar = () => fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
// A field's whole value at once: typing key by key re-renders the whole form per key (seconds in jsdom), and the
// form reads the value, not the keys.
const escribir = (campo: HTMLElement, valor: string) => fireEvent.change(campo, { target: { value: valor } });
/** Opens an MUI select (it opens on mouse down, as a tap) and picks an option. */
function elegir(nombre: RegExp, opcion: string) {
  fireEvent.mouseDown(screen.getByRole('combobox', { name: nombre }));
  fireEvent.click(screen.getByRole('option', { name: opcion }));
}

/** Chooses a unit (a chip) and types gross and tare of a weighing, as the collector does. */
function llenarPesada(n: number, unidad: string, bultos: string | null, bruto: string, tara: string) {
  const p = pesada(n);
  fireEvent.click(within(p).getByRole('checkbox', { name: unidad }));
  if (bultos !== null) escribir(within(p).getByLabelText(`Número de ${unidad.toLowerCase()}`), bultos);
  escribir(within(p).getByLabelText(/^Peso bruto/), bruto);
  escribir(within(p).getByLabelText(/^Tara/), tara);
}

describe('R110: los campos condicionales del formulario de entrega', () => {
  it('ejemplos 1 y 3 (café): tipo y proceso sin fecha de cosecha; la primera pesada no se quita, la segunda sí; el pago aparece con importe', async () => {
    await abrir();
    expect(screen.getByLabelText(/^Tipo de café/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Proceso/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Fecha de cosecha/)).not.toBeInTheDocument();

    expect(within(pesada(1)).queryByRole('button', { name: /Quitar/ })).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Agregar pesada' }));
    fireEvent.click(within(pesada(2)).getByRole('button', { name: 'Quitar pesada 2' }));
    expect(screen.queryByRole('region', { name: 'Pesada 2' })).not.toBeInTheDocument();

    // gross 0: no payment method or amount; gross > 0: both
    expect(screen.queryByLabelText(/^Monto pagado/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Método de pago/)).not.toBeInTheDocument();
    llenarPesada(1, 'Bultos', '2', '100', '2.50');
    expect(screen.getByLabelText(/^Monto pagado/)).toBeInTheDocument();
    expect(screen.getByLabelText(/^Método de pago/)).toBeInTheDocument();
  });

  it('ejemplo 4 (miel): fecha de cosecha, sin tipo de café ni proceso', async () => {
    await abrir(servidorDeEntrega({ producto: PRODUCTO.miel }));
    expect(screen.getByLabelText(/^Fecha de cosecha/)).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Tipo de café/)).not.toBeInTheDocument();
    expect(screen.queryByLabelText(/^Proceso/)).not.toBeInTheDocument();
  });
});

describe('R111: cada pesada', () => {
  it('ejemplo 1: sin unidades, «Seleccione al menos una opción»; bruto y tara vacíos son obligatorios', async () => {
    await abrir();
    continuar();
    const p = pesada(1);
    expect(within(p).getByText('Seleccione al menos una opción')).toBeInTheDocument();
    expect(within(p).getByLabelText(/^Peso bruto/)).toHaveAccessibleDescription('Información obligatoria');
    expect(screen.getByText('Revise los campos marcados en rojo antes de continuar.')).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Datos de la entrega' })).toBeInTheDocument();
  });

  it('ejemplo 2: bruto 10.123 pide dos decimales; «abc» no es un número', async () => {
    await abrir();
    llenarPesada(1, 'Bultos', '1', '10.123', 'abc');
    continuar();
    expect(within(pesada(1)).getByLabelText(/^Peso bruto/)).toHaveAccessibleDescription('Solo se permiten dos decimales');
    expect(within(pesada(1)).getByLabelText(/^Tara/)).toHaveAccessibleDescription('Se espera un número');
  });

  it('ejemplo 3: bruto 100 con descuento 100 no pasa', async () => {
    await abrir();
    llenarPesada(1, 'Bultos', '1', '100', '0.01');
    escribir(within(pesada(1)).getByLabelText(/^Descuento/), '100');
    continuar();
    expect(within(pesada(1)).getByLabelText(/^Descuento/)).toHaveAccessibleDescription('El peso descuento debe ser menos al peso bruto');
  });

  it('ejemplo 4: 2.5 bultos pide un entero; «A granel» no pide número de envases', async () => {
    // a centre that uses bulk: its chip shows among the first
    await abrir(servidorDeEntrega({ usuales: { usuales: [1, 7], ultimas: [] } }));
    llenarPesada(1, 'Bultos', '2.5', '100', '1');
    fireEvent.click(within(pesada(1)).getByRole('checkbox', { name: 'A granel' }));
    expect(within(pesada(1)).queryByLabelText('Número de a granel')).not.toBeInTheDocument();
    continuar();
    expect(within(pesada(1)).getByLabelText('Número de bultos')).toHaveAccessibleDescription('Debe introducir un valor entero');
  });

  it('el peso neto de la pesada y los totales se calculan mientras se escribe', async () => {
    await abrir();
    expect(within(pesada(1)).getByTestId('neto-pesada-1')).toHaveTextContent('escriba el bruto y la tara');
    llenarPesada(1, 'Bultos', '2', '100', '2.50');
    escribir(within(pesada(1)).getByLabelText(/^Descuento/), '1.50');
    expect(within(pesada(1)).getByTestId('neto-pesada-1')).toHaveTextContent('Peso neto de la pesada: 96.00 kg');
    // $ 52.00 per kg, the cooperative's price
    expect(screen.getByTestId('cifra-neto')).toHaveTextContent('96.00 kg');
    expect(screen.getByTestId('cifra-importe')).toHaveTextContent('$ 4,992.00');
  });
});

describe('R112 y R109: pago y categoría', () => {
  it('ejemplo 4: no se paga más de lo que se debe; un pago pide su método', async () => {
    await abrir();
    // 55 kg at $ 52.00: $ 2,860.00 due
    llenarPesada(1, 'Bultos', '1', '56', '1');
    escribir(screen.getByLabelText(/^Monto pagado/), '3000');
    continuar();
    expect(screen.getByLabelText(/^Monto pagado/)).toHaveAccessibleDescription('El monto no debe ser mayor a $ 2,860.00');
    expect(screen.getByRole('combobox', { name: /^Método de pago/ })).toHaveAccessibleDescription('Información obligatoria');
  });

  it('la categoría es obligatoria, y Orgánico para un productor que no lo es avisa (ejemplos 1 y 2 de R109)', async () => {
    await abrir(servidorDeEntrega({ panel: { id_cuenta_categoria: 2, categoria: 'Transición 1' } }));
    continuar();
    const categoria = screen.getByRole('combobox', { name: /^Categoría/ });
    expect(categoria).toHaveAccessibleDescription('Información requerida');
    elegir(/^Categoría/, 'Orgánico');
    expect(await screen.findByText('La categoría del productor no es orgánica. ¿Está seguro/a de esta categoría?')).toBeInTheDocument();
  });

  it('ejemplo 2 de R109: Orgánico para un productor orgánico no avisa', async () => {
    await abrir();
    elegir(/^Categoría/, 'Orgánico');
    expect(screen.queryByText(/no es orgánica/)).not.toBeInTheDocument();
  });

  it('sin precio vigente de la cooperativa no se puede continuar', async () => {
    await abrir(servidorDeEntrega({ precio: { precio_por_kg: null } }));
    expect(screen.getByText('La cooperativa no tiene un precio vigente por kg; regístrelo en Precio por cooperativa')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Continuar' })).toBeDisabled();
  });
});

describe('issue 25: la recuperación de crédito en báscula', () => {
  it('sin deudas en créditos el campo no aparece', async () => {
    await abrir();
    expect(screen.queryByLabelText(/^Recuperación de crédito/)).not.toBeInTheDocument();
  });

  it('con deudas: el máximo es el menor entre el saldo y el importe; lo recuperado se descuenta de lo que se paga', async () => {
    await abrir(servidorDeEntrega({ panel: { saldo_creditos: 1200_00 } }));
    const campo = screen.getByLabelText(/^Recuperación de crédito/);
    expect(campo).toHaveAccessibleDescription('Debe en créditos $ 1,200.00: se descuenta de lo que se le paga');
    elegir(/^Categoría/, 'Orgánico');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    // 55 kg at $ 52.00: $ 2,860.00; the balance ($ 1,200.00) is the smaller bound
    llenarPesada(1, 'Bultos', '1', '56', '1');
    escribir(campo, '1200.01');
    continuar();
    expect(screen.getByLabelText(/^Recuperación de crédito/)).toHaveAccessibleDescription('Se espera un valor menor o igual a 1,200.00');
    escribir(screen.getByLabelText(/^Recuperación de crédito/), '1200');
    escribir(screen.getByLabelText(/^Monto pagado/), '1660');
    elegir(/^Método de pago/, 'Efectivo');
    continuar();
    const fila = (t: string) => screen.getByTestId(`resumen-${t}`);
    expect(fila('Crédito recuperado')).toHaveTextContent('$ 1,200.00');
    expect(fila('Monto a pagar')).toHaveTextContent('$ 1,660.00');
    expect(fila('Queda pendiente')).toHaveTextContent('$ 0.00');
  });
});

describe('el resumen del pago', () => {
  it('muestra lo que se paga y lo que queda pendiente; Guardar espera la firma y envía la entrega en centavos', async () => {
    const respuestas = servidorDeEntrega();
    const { servidor } = await abrir({
      ...respuestas,
      'POST admin/acopios/entregas': () =>
        new Response(JSON.stringify({ data: {}, message: 'Se registró con éxito la entrega' }), { status: 201 }),
    });
    elegir(/^Categoría/, 'Orgánico');
    fireEvent.keyDown(screen.getByRole('listbox'), { key: 'Escape' });
    llenarPesada(1, 'Bultos', '1', '56', '1');
    escribir(screen.getByLabelText(/^Monto pagado/), '1000');
    elegir(/^Método de pago/, 'Efectivo');
    continuar();

    expect(screen.getByRole('heading', { name: 'Resumen del pago' })).toBeInTheDocument();
    const fila = (t: string) => screen.getByTestId(`resumen-${t}`);
    expect(fila('Productor')).toHaveTextContent('María López Pérez');
    expect(fila('Peso neto')).toHaveTextContent('55.00 kg');
    expect(fila('Importe bruto')).toHaveTextContent('$ 2,860.00');
    expect(fila('Pagado ahora')).toHaveTextContent('$ 1,000.00');
    expect(fila('Método de pago')).toHaveTextContent('Efectivo');
    expect(fila('Queda pendiente')).toHaveTextContent('$ 1,860.00');
    expect(within(screen.getByRole('table', { name: 'Pesadas' })).getAllByRole('row')[1]).toHaveTextContent('Bultos (1)');

    const guardar = screen.getByRole('button', { name: 'Guardar' });
    expect(guardar).toBeDisabled();
    expect(screen.getByText('Guardar se habilita cuando el productor haya firmado.')).toBeInTheDocument();

    // back to the data keeps what was typed
    fireEvent.click(screen.getByRole('button', { name: 'Volver a datos de pago' }));
    expect(screen.getByLabelText(/^Monto pagado/)).toHaveValue('1000');
    continuar();

    fireEvent.click(screen.getByRole('button', { name: 'Firma del productor: firmar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('otra página');
    const envio = servidor.peticiones.find((p) => p.metodo === 'POST' && p.ruta === 'admin/acopios/entregas');
    expect(envio?.cuerpo).toMatchObject({
      uuid_cuenta: CUENTA.uuid,
      id_cat_certificacion: [15],
      pesadas: [{ unidades: [1], peso_bruto: 56_00, peso_tara: 1_00, peso_descuento: 0, bultos: { 1: 1 } }],
      monto_pagado: 1000_00,
      id_metodo_pago: 1,
      firma_image: 'data:image/png;base64,iVBORw0KGgo=',
    });
  });
});
