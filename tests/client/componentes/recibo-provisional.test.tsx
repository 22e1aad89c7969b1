import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { catalogoAcopio } from '@domain/acopio/catalogos';
import { comenzarEnvio, confirmarEnvio, descartar } from '@domain/bandeja/estados';
import { PRODUCTO } from '@domain/comun/productos';
import type { CuerpoEntrega } from '@domain/contrato/acopio';
import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import type { Lote } from '@domain/contrato/acopio-lotes';
import { olvidarBaseDispositivo } from '../../../src/offline/baseDispositivo';
import { aplicarPaso, guardarEnBandeja } from '../../../src/offline/bandeja/almacen';
import { borrarCopia, guardarCopia } from '../../../src/offline/copia/almacenCopia';
import { PaginaBandeja } from '../../../src/pages/acopio/bandeja/PaginaBandeja';
import { NO_ENCONTRADO, PaginaReciboProvisional } from '../../../src/pages/acopio/bandeja/recibo/PaginaReciboProvisional';
import { AVISO_PROVISIONAL } from '../../../src/pages/acopio/bandeja/recibo/reciboProvisional';
import { pintar, servidorFalso, sesionDe } from './entorno';

/**
 * Issue 28, the provisional receipt of an outbox delivery: its figures come from the body the form stored, with the
 * spec's rounding (amount = net × price / 100 half up, on integers: 59.50 kg × $61.37 = 3,651.515 → $3,651.52, which
 * a float product would print as 3,651.51), the device copy names the producer's key and the centre, the session
 * names the cooperative and the collector; someone else's item is never shown.
 */
const CUENTA = { id: 33, uuid: 'a0000000-0000-4000-8000-000000000033' };
const ID = '01900000-0000-7000-8000-0000000000b1';
const FIRMA = 'data:image/png;base64,RklSTUE=';
const PATRON = '/admin/acopio/bandeja/:id/recibo';

const cuerpo = (): CuerpoEntrega => ({
  uuid_cuenta: CUENTA.uuid,
  fecha_ejecucion: '2026-11-28',
  fecha_cosecha: null,
  id_cat_acopio_tipos_cafe: 1,
  id_cat_acopio_procesos: 1,
  id_cat_certificacion: [15],
  id_cat_costaleras_estatus: null,
  pesadas: [
    { unidades: [1], peso_bruto: 40_35, peso_tara: 50, peso_descuento: 0, bultos: { '1': 2 } },
    { unidades: [7], peso_bruto: 20_10, peso_tara: 25, peso_descuento: 20, bultos: {} },
  ],
  tipo_maduracion: null,
  rendimiento: null,
  humedad: null,
  mancha: null,
  id_color: null,
  aroma: null,
  muestreo_observaciones: null,
  id_lote: 9,
  observaciones: null,
  precio_por_kg: 61_37,
  recuperacion_credito: 500_00,
  id_metodo_pago: 1,
  monto_pagado: 2_000_00,
  firma_image: FIRMA,
});

const lote = { id: 9, nombre: 'Lote Norte', folio: 'L-0009', id_centro_acopio: 1, centro_acopio: 'Centro San Miguel' } as Lote;
const copia = (): CopiaDispositivo => ({
  leida_en: new Date().toISOString(),
  ciclo: { id: 1, uuid: 'c0000000-0000-4000-8000-000000000001', nombre: '2026-2027' },
  id_centro: 1,
  producto: PRODUCTO.cafe,
  precio_por_kg: 61_37,
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
  lotes: [lote],
  productores: [
    {
      id_cuenta: CUENTA.id,
      uuid_cuenta: CUENTA.uuid,
      uuid_productor: 'b0000000-0000-4000-8000-000000000033',
      nombre: 'José Pérez López',
      clave: 'SM-7',
      id_cuenta_categoria: 1,
      entregas_no: 0,
      entregas_no_bultos: 0,
      entregas_peso_neto_total: 0,
      pagos_total: 0,
      pagos_descuentos_total: 0,
      pagos_pagado_total: 0,
      est_peso_estimado_total: 0,
      precio_ultima_entrega: null,
      saldo_creditos: 500_00,
      pendientes: [],
    },
  ],
});

const guardar = (dueno = '1:7') =>
  guardarEnBandeja({
    id: ID,
    tipo: 'entrega',
    dueno,
    cuerpo: cuerpo(),
    registradaEn: '2026-11-29T01:05:00Z',
    resumen: { productor: 'José Pérez López', kilos: 59_50, importe: 3_651_52 },
    cuenta: CUENTA,
  });

const dato = (t: string) => screen.getByTestId(`recibo-${t}`);
const abrir = (id = ID) => pintar(<PaginaReciboProvisional />, { url: `/admin/acopio/bandeja/${id}/recibo`, patron: PATRON });

beforeEach(async () => {
  globalThis.indexedDB = new IDBFactory();
  olvidarBaseDispositivo();
  sesionDe({
    permisos: ['ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'],
    usuario: {
      id: 7,
      id_cooperativa: 1,
      cooperativa: 'Cooperativa La Esperanza',
      nombres: 'Ana',
      apellido_paterno: 'Ruiz',
      apellido_materno: null,
    },
    configuracion: { zona_horaria: 'America/Mexico_City', acopio_units: 'kg', id_cat_productos: PRODUCTO.cafe },
  });
  servidorFalso({});
  vi.stubGlobal('navigator', { ...navigator, storage: undefined });
  await guardarCopia('1:7', copia());
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('Recibo provisional', () => {
  it('muestra las cifras del cuerpo guardado con el redondeo de la especificación, la firma y el aviso', async () => {
    const { folioProvisional } = await guardar();
    abrir();
    expect(await screen.findByTestId('recibo-folio')).toHaveTextContent(`Folio provisional ${folioProvisional}`);
    expect(screen.getByRole('heading', { level: 1, name: 'Recibo provisional' })).toBeInTheDocument();
    expect(screen.getByText('Cooperativa La Esperanza')).toBeInTheDocument();
    expect(screen.getAllByText(AVISO_PROVISIONAL)).toHaveLength(1);
    expect(dato('Centro de acopio')).toHaveTextContent('Centro San Miguel');
    // the device's instant in the cooperative's zone, not the browser's nor UTC's
    expect(dato('Registrada')).toHaveTextContent('28/nov/2026 19:05');
    expect(dato('Recolector')).toHaveTextContent('Ana Ruiz');
    expect(dato('Productor')).toHaveTextContent('José Pérez López');
    expect(dato('Clave')).toHaveTextContent('SM-7');
    expect(dato('Categoría')).toHaveTextContent('Orgánico');
    expect(dato('Lote')).toHaveTextContent('Lote Norte (L-0009)');
    expect(dato('Tipo de café')).toHaveTextContent('Pergamino');

    const filas = within(screen.getByRole('table', { name: 'Pesadas' }))
      .getAllByRole('row')
      .map((f) => [...f.querySelectorAll('th, td')].map((c) => c.textContent));
    expect(filas).toEqual([
      ['#', 'Unidades', 'Bultos', 'Bruto (kg)', 'Tara (kg)', 'Descuento (kg)', 'Neto (kg)'],
      ['1', 'Bultos 2', '2', '40.35', '0.50', '0.00', '39.85'],
      ['2', 'A granel', '--', '20.10', '0.25', '0.20', '19.65'],
      ['', 'Total', '2', '60.45', '0.75', '0.20', '59.50'],
    ]);
    expect(screen.getByTestId('recibo-kilos')).toHaveTextContent('Total neto: 59.50 kg');
    expect(dato('Peso neto')).toHaveTextContent('59.50 kg');
    expect(dato('Precio por kg')).toHaveTextContent('$ 61.37');
    expect(dato('Importe bruto')).toHaveTextContent('$ 3,651.52');
    expect(dato('Crédito recuperado')).toHaveTextContent('$ 500.00');
    expect(dato('Monto a pagar')).toHaveTextContent('$ 3,151.52');
    expect(dato('Pagado ahora')).toHaveTextContent('$ 2,000.00');
    expect(dato('Método de pago')).toHaveTextContent('Efectivo');
    expect(dato('Queda pendiente')).toHaveTextContent('$ 1,151.52');
    expect(screen.getByRole('img', { name: 'Firma del productor' })).toHaveAttribute('src', FIRMA);
    // no final receipt while it waits
    expect(screen.queryByTestId('recibo-folio-definitivo')).toBeNull();
    expect(screen.queryByRole('button', { name: /^Recibo E-/ })).toBeNull();

    const imprimir = vi.fn();
    vi.stubGlobal('print', imprimir);
    fireEvent.click(screen.getByRole('button', { name: 'Imprimir' }));
    expect(imprimir).toHaveBeenCalledOnce();
    expect(screen.getByRole('link', { name: 'Envíos pendientes' })).toHaveAttribute('href', '/admin/acopio/bandeja');
  });

  it('sin crédito recuperado ni pago no los inventa; sin copia del dispositivo la clave y el centro quedan en blanco', async () => {
    const c = { ...cuerpo(), recuperacion_credito: 0, monto_pagado: 0, id_metodo_pago: null };
    await guardarEnBandeja({
      id: ID,
      tipo: 'entrega',
      dueno: '1:7',
      cuerpo: c,
      registradaEn: '2026-11-29T01:05:00Z',
      resumen: { productor: 'José Pérez López', kilos: 59_50, importe: 3_651_52 },
      cuenta: CUENTA,
    });
    await borrarCopia('1:7');
    abrir();
    expect(await screen.findByTestId('recibo-Importe bruto')).toHaveTextContent('$ 3,651.52');
    expect(screen.queryByTestId('recibo-Crédito recuperado')).toBeNull();
    expect(dato('Método de pago')).toHaveTextContent('Sin pago ahora');
    expect(dato('Queda pendiente')).toHaveTextContent('$ 3,651.52');
    expect(dato('Clave')).toHaveTextContent('—');
    expect(dato('Centro de acopio')).toHaveTextContent('—');
  });

  it('enviada: muestra los dos folios y ofrece el recibo definitivo', async () => {
    const { folioProvisional } = await guardar();
    await aplicarPaso(ID, (r) => comenzarEnvio(r, new Date().toISOString()));
    await aplicarPaso(ID, (r) => confirmarEnvio(r, 'E-000123', new Date().toISOString()), {
      uuidServidor: 'e0000000-0000-4000-8000-000000000123',
    });
    abrir();
    expect(await screen.findByTestId('recibo-folio-definitivo')).toHaveTextContent('Folio definitivo E-000123');
    expect(screen.getByTestId('recibo-folio')).toHaveTextContent(folioProvisional);
    expect(screen.getByRole('button', { name: 'Recibo E-000123' })).toBeInTheDocument();
  });

  it('la de otra persona del mismo teléfono, o una que no existe, no se muestra', async () => {
    await guardar('1:8');
    const { unmount } = abrir();
    expect(await screen.findByText(NO_ENCONTRADO)).toBeInTheDocument();
    expect(screen.queryByText('José Pérez López')).toBeNull();
    expect(screen.getByRole('link', { name: 'Envíos pendientes' })).toHaveAttribute('href', '/admin/acopio/bandeja');
    unmount();
    abrir('01900000-0000-7000-8000-0000000000ff');
    expect(await screen.findByText(NO_ENCONTRADO)).toBeInTheDocument();
  });
});

describe('Envíos pendientes: el recibo provisional en cada entrega no descartada', () => {
  it('una pendiente lo ofrece; la descartada no', async () => {
    await guardar();
    await guardarEnBandeja({
      id: '01900000-0000-7000-8000-0000000000b2',
      tipo: 'entrega',
      dueno: '1:7',
      cuerpo: cuerpo(),
      registradaEn: '2026-11-29T02:05:00Z',
      resumen: { productor: 'Rosa Cruz', kilos: 10_00, importe: 613_70 },
      cuenta: CUENTA,
    });
    await aplicarPaso('01900000-0000-7000-8000-0000000000b2', (r) => descartar(r, true, new Date().toISOString()));
    pintar(<PaginaBandeja />);
    const filas = await screen.findAllByTestId('registro-bandeja');
    const pendiente = filas.find((f) => f.textContent?.includes('José Pérez López'))!;
    const descartada = filas.find((f) => f.textContent?.includes('Rosa Cruz'))!;
    expect(within(pendiente).getByRole('link', { name: 'Recibo provisional' })).toHaveAttribute(
      'href',
      `/admin/acopio/bandeja/${ID}/recibo`,
    );
    expect(within(descartada).queryByRole('link', { name: 'Recibo provisional' })).toBeNull();
  });
});
