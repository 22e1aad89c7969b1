import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { catalogoAcopio } from '@domain/acopio/catalogos';
import { PRODUCTO } from '@domain/comun/productos';
import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import { EntregaFormulario } from '../../../src/pages/acopio/entrega/EntregaFormulario';
import { SeleccionProductor } from '../../../src/pages/acopio/entrega/SeleccionProductor';
import { olvidarBaseDispositivo } from '../../../src/offline/baseDispositivo';
import { guardarCopia } from '../../../src/offline/copia/almacenCopia';
import { olvidarCopia } from '../../../src/offline/copia/useCopiaDispositivo';
import { CICLO, CUENTA, servidorDeEntrega } from './datos-acopio';
import { pintar, servidorFalso, sesionDe } from './entorno';

/** Issue 28: with the network down the selection and the delivery form read the device copy. */
const copia = (): CopiaDispositivo => ({
  leida_en: new Date(Date.now() - 5 * 60_000 - 10_000).toISOString(),
  ciclo: { id: CICLO.id, uuid: CICLO.uuid, nombre: CICLO.nombre },
  id_centro: 1,
  producto: PRODUCTO.cafe,
  precio_por_kg: 61_00,
  puede_fijar: false,
  puede_fuera_de_rango: false,
  catalogos: {
    certificaciones: catalogoAcopio('certificaciones', PRODUCTO.cafe),
    metodos_pago: catalogoAcopio('metodos_pago', PRODUCTO.cafe),
    unidades_entrega: catalogoAcopio('unidades_entrega', PRODUCTO.cafe),
    colores_miel: catalogoAcopio('colores_miel', PRODUCTO.cafe),
    tipos_cafe: catalogoAcopio('tipos_cafe', PRODUCTO.cafe),
    procesos_cafe: catalogoAcopio('procesos_cafe', PRODUCTO.cafe),
  },
  categorias: [{ id: 1, nombre: 'Orgánico' }],
  unidades_usuales: { usuales: [], ultimas: [] },
  lotes: [],
  productores: [
    ['Rosa Cruz', 'SM-1', 12],
    ['José Pérez López', 'SM-7', CUENTA.id],
  ].map(([nombre, clave, id]) => ({
    id_cuenta: Number(id),
    uuid_cuenta: id === CUENTA.id ? CUENTA.uuid : 'a0000000-0000-4000-8000-000000000012',
    uuid_productor: `b0000000-0000-4000-8000-0000000000${id}`,
    nombre: String(nombre),
    clave: String(clave),
    id_cuenta_categoria: 1,
    entregas_no: 2,
    entregas_no_bultos: 3,
    entregas_peso_neto_total: 120_00,
    pagos_total: 7_200_00,
    pagos_descuentos_total: 0,
    pagos_pagado_total: 7_000_00,
    est_peso_estimado_total: 0,
    precio_ultima_entrega: null,
    saldo_creditos: 0,
    pendientes: [],
  })),
});

const sinRed = () => {
  throw new TypeError('Failed to fetch');
};
const fijarEnLinea = (v: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => v });

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  olvidarBaseDispositivo();
  olvidarCopia();
  sesionDe({ permisos: ['ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'] });
  await guardarCopia('1:1', copia());
});
afterEach(() => fijarEnLinea(true));

describe('sin conexión, con la copia del dispositivo', () => {
  it('la selección busca en la copia sin acentos, por nombre o por clave, y dice cuán fresca es', async () => {
    fijarEnLinea(false);
    servidorFalso({ 'POST ciclos': [CICLO] });
    pintar(<SeleccionProductor />);
    expect(await screen.findByText(/Datos del dispositivo: actualizados hace 5 min/)).toBeInTheDocument();
    const campo = await screen.findByRole('combobox', { name: 'Productor' });
    fireEvent.change(campo, { target: { value: 'jose perez' } });
    expect(await screen.findByText('José Pérez López')).toBeInTheDocument();
    expect(screen.queryByText('Rosa Cruz')).not.toBeInTheDocument();
    fireEvent.change(campo, { target: { value: 'sm-1' } });
    expect(await screen.findByText('Rosa Cruz')).toBeInTheDocument();
  });

  it('abierta sin red (recarga desde el trabajador de servicio, sin la lista de ciclos) busca en el ciclo de la copia', async () => {
    fijarEnLinea(false);
    servidorFalso({ 'POST ciclos': sinRed });
    pintar(<SeleccionProductor />);
    expect(
      await screen.findByText(`Productores confirmados del ciclo ${CICLO.nombre}. Escriba parte del nombre o de la clave.`),
    ).toBeInTheDocument();
    fireEvent.change(await screen.findByRole('combobox', { name: 'Productor' }), { target: { value: 'rosa' } });
    expect(await screen.findByText('Rosa Cruz')).toBeInTheDocument();
  });

  it('el formulario de entrega toma el precio, los catálogos y el panel de la copia cuando las llamadas fallan sin red', async () => {
    const r = servidorDeEntrega();
    servidorFalso({
      ...r,
      [`GET admin/acopios/entregas/acopios_por_productor/${CICLO.uuid}/${CUENTA.uuid}`]: sinRed,
      [`GET admin/acopios/precio_por_kg_por_productor/${CUENTA.id}`]: sinRed,
      [`GET admin/acopios/entregas/lotes/${CICLO.id}`]: sinRed,
      'GET admin/acopios/unidades_usuales': sinRed,
      'GET admin/acopios/copia_dispositivo': sinRed,
      ...Object.fromEntries(
        Object.keys(r)
          .filter((k) => k.startsWith('GET acopios/catalogos/'))
          .map((k) => [k, sinRed]),
      ),
    });
    pintar(<EntregaFormulario />, {
      url: `/admin/acopio/entregas_por_productor/form/${CUENTA.id}/${CUENTA.uuid}`,
      patron: '/admin/acopio/entregas_por_productor/form/:idCuenta/:uuidCuenta',
    });
    await screen.findByRole('form', { name: 'Datos de la entrega' }, { timeout: 10_000 });
    expect(screen.getAllByText(/José Pérez López/).length).toBeGreaterThan(0);
    // the copy's price ($ 61.00 per kg): 100 kg are $ 6,100.00
    const p = screen.getByRole('region', { name: 'Pesada 1' });
    fireEvent.click(within(p).getByRole('checkbox', { name: 'Bultos' }));
    fireEvent.change(within(p).getByLabelText('Número de bultos'), { target: { value: '1' } });
    fireEvent.change(within(p).getByLabelText(/^Peso bruto/), { target: { value: '100' } });
    fireEvent.change(within(p).getByLabelText(/^Tara/), { target: { value: '0' } });
    expect(screen.getByTestId('cifra-importe')).toHaveTextContent('$ 6,100.00');
    expect(screen.getByLabelText(/^Tipo de café/)).toBeInTheDocument();
    expect(screen.getByText(/Datos del dispositivo: actualizados hace 5 min/)).toBeInTheDocument();
  });
});
