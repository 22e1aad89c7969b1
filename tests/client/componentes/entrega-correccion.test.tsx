import 'fake-indexeddb/auto';
import { IDBFactory } from 'fake-indexeddb';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { comenzarEnvio, marcarConflicto } from '@domain/bandeja/estados';
import type { CuerpoEntrega } from '@domain/contrato/acopio';
import { EntregaFormulario } from '../../../src/pages/acopio/entrega/EntregaFormulario';
import { olvidarBaseDispositivo } from '../../../src/offline/baseDispositivo';
import { aplicarPaso, guardarEnBandeja, listarBandeja } from '../../../src/offline/bandeja/almacen';
import { catalogoAcopio, type NombreCatalogo } from '@domain/acopio/catalogos';
import { PRODUCTO } from '@domain/comun/productos';
import type { CopiaDispositivo } from '@domain/contrato/acopio-copia';
import { guardarCopia } from '../../../src/offline/copia/almacenCopia';
import { olvidarCopia } from '../../../src/offline/copia/useCopiaDispositivo';
import { CICLO, CUENTA, servidorDeEntrega } from './datos-acopio';
import { pintar, servidorFalso, sesionDe } from './entorno';

// jsdom draws no canvas: a button stands for the signature pad (as in entrega-formulario.test.tsx)
vi.mock('../../../src/components/firma', () => ({
  Firma: ({ etiqueta, onCambio }: { etiqueta: string; onCambio: (png: string | null) => void }) => (
    <button type="button" onClick={() => onCambio('data:image/png;base64,TlVFVkE=')}>
      {etiqueta}: firmar
    </button>
  ),
}));

/**
 * Issue 28, 'Editar' on an outbox delivery in conflict: the delivery form opens with the item's values, and Guardar
 * stores the correction as a new item (new key, new provisional folio) that replaces the old one, then sends it.
 */
const FIRMA_BASCULA = 'data:image/png;base64,QkFTQ1VMQQ==';
const ID_VIEJO = '01900000-0000-7000-8000-0000000000aa';
const cuerpo = (precio: number): CuerpoEntrega => ({
  uuid_cuenta: CUENTA.uuid,
  fecha_ejecucion: new Date().toISOString().slice(0, 10),
  fecha_cosecha: null,
  id_cat_acopio_tipos_cafe: null,
  id_cat_acopio_procesos: null,
  id_cat_certificacion: [15],
  id_cat_costaleras_estatus: null,
  pesadas: [{ unidades: [1], peso_bruto: 56_00, peso_tara: 1_00, peso_descuento: 0, bultos: { '1': 1 } }],
  tipo_maduracion: null,
  rendimiento: null,
  humedad: null,
  mancha: null,
  id_color: null,
  aroma: null,
  muestreo_observaciones: null,
  id_lote: 9,
  observaciones: null,
  precio_por_kg: precio,
  recuperacion_credito: 0,
  id_metodo_pago: 1,
  monto_pagado: 1000_00,
  firma_image: FIRMA_BASCULA,
});

async function enConflicto(precio: number) {
  const r = await guardarEnBandeja({
    id: ID_VIEJO,
    tipo: 'entrega',
    dueno: '1:7',
    cuerpo: cuerpo(precio),
    registradaEn: new Date().toISOString(),
    resumen: { productor: 'María López Pérez', kilos: 55_00, importe: 2_860_00 },
    cuenta: CUENTA,
  });
  await aplicarPaso(ID_VIEJO, (x) => comenzarEnvio(x, new Date().toISOString()));
  await aplicarPaso(ID_VIEJO, (x) => marcarConflicto(x, { motivo: 'lote_cerrado', mensaje: 'El lote no es de este ciclo' }));
  return r;
}

const sinRed = () => {
  throw new TypeError('Failed to fetch');
};

async function abrir(
  url = `/admin/acopio/entregas_por_productor/form/${CUENTA.id}/${CUENTA.uuid}?corregir=${ID_VIEJO}`,
  { conRed = true } = {},
) {
  const r = servidorDeEntrega();
  const servidor = servidorFalso({
    // without a network every call fails without an answer (the cycles too: the app started offline)
    ...(conRed ? r : Object.fromEntries(Object.keys(r).map((k) => [k, sinRed]))),
    'POST admin/acopios/entregas': () =>
      new Response(JSON.stringify({ data: { id: 1, uuid: 'e0000000-0000-4000-8000-000000000001', folio_acopio: 'A-0001' } }), {
        status: 201,
      }),
  });
  pintar(<EntregaFormulario />, { url, patron: '/admin/acopio/entregas_por_productor/form/:idCuenta/:uuidCuenta' });
  return servidor;
}

const fijarEnLinea = (v: boolean) => Object.defineProperty(navigator, 'onLine', { configurable: true, get: () => v });

/** The device copy of this collector's centre (src/offline/copia/): the form reads it with the network down. */
const CATALOGOS: NombreCatalogo[] = ['certificaciones', 'metodos_pago', 'unidades_entrega', 'colores_miel', 'tipos_cafe', 'procesos_cafe'];
const copia = (): CopiaDispositivo => ({
  leida_en: new Date(Date.now() - 60_000).toISOString(),
  ciclo: { id: CICLO.id, uuid: CICLO.uuid, nombre: CICLO.nombre },
  id_centro: 1,
  producto: PRODUCTO.cafe,
  precio_por_kg: 61_00,
  puede_fijar: false,
  puede_fuera_de_rango: false,
  catalogos: Object.fromEntries(CATALOGOS.map((n) => [n, catalogoAcopio(n, PRODUCTO.cafe)])) as CopiaDispositivo['catalogos'],
  categorias: [{ id: 1, nombre: 'Orgánico' }],
  unidades_usuales: { usuales: [], ultimas: [] },
  lotes: [],
  productores: [
    {
      id_cuenta: CUENTA.id,
      uuid_cuenta: CUENTA.uuid,
      uuid_productor: 'b0000000-0000-4000-8000-000000000011',
      nombre: 'María López Pérez',
      clave: 'SM-11',
      id_cuenta_categoria: 1,
      entregas_no: 0,
      entregas_no_bultos: 0,
      entregas_peso_neto_total: 0,
      pagos_total: 0,
      pagos_descuentos_total: 0,
      pagos_pagado_total: 0,
      est_peso_estimado_total: 0,
      precio_ultima_entrega: null,
      saldo_creditos: 0,
      pendientes: [],
    },
  ],
});

beforeEach(() => {
  globalThis.indexedDB = new IDBFactory();
  olvidarBaseDispositivo();
  olvidarCopia();
  sesionDe({ permisos: ['ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO'], usuario: { id: 7, id_cooperativa: 1 } });
});
afterEach(() => {
  fijarEnLinea(true);
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe('corregir una entrega en conflicto (Editar)', () => {
  it('abre con sus valores, quita el lote que ya no está y, con las mismas cifras, conserva la firma; la corrección reemplaza a la anterior', async () => {
    const viejo = await enConflicto(52_00);
    const servidor = await abrir();
    expect(
      await screen.findByRole('heading', { name: `Corregir entrega ${viejo.folioProvisional}` }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByTestId('aviso-correccion')).toHaveTextContent('El lote se cerró mientras tanto');
    expect(screen.getByText('El lote que tenía la entrega ya no recibe entregas: elija otro o déjela sin lote.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Peso bruto/)).toHaveValue('56.00');
    expect(screen.getByLabelText(/^Monto pagado/)).toHaveValue('1000.00');
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));

    expect(screen.getByRole('heading', { name: 'Resumen del pago' })).toBeInTheDocument();
    expect(screen.getByText('Las cifras que firmó el productor no cambiaron: se conserva la firma de la báscula.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('otra página');

    const bandeja = await listarBandeja('1:7');
    expect(bandeja).toHaveLength(2);
    const anterior = bandeja.find((r) => r.id === ID_VIEJO)!;
    const nuevo = bandeja.find((r) => r.id !== ID_VIEJO)!;
    expect(nuevo.id).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-7/);
    expect(nuevo).toMatchObject({
      corrige: viejo.folioProvisional,
      cuerpo: { id_lote: null, firma_image: FIRMA_BASCULA, precio_por_kg: 52_00 },
    });
    expect(nuevo.folioProvisional).not.toBe(viejo.folioProvisional);
    expect(anterior.estado).toMatchObject({ estado: 'descartada', reemplazo: { id: nuevo.id, folio: nuevo.folioProvisional } });
    // online, it is sent right away with its own folio
    await waitFor(() =>
      expect(servidor.peticiones.filter((p) => p.metodo === 'POST' && p.ruta === 'admin/acopios/entregas').map((p) => p.cuerpo)).toEqual([
        expect.objectContaining({ folio_provisional: nuevo.folioProvisional, id_lote: null }),
      ]),
    );
  });

  it('con el precio vigente distinto del que firmó, el productor firma de nuevo', async () => {
    await enConflicto(50_00);
    await abrir();
    await screen.findByRole('form', { name: 'Datos de la entrega' }, { timeout: 10_000 });
    // who may not set prices sees the cooperative's current price, the one the server will use
    expect(screen.getByText(/^Precio por kg: \$ 52\.00/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Las cifras cambiaron desde que el productor firmó: debe firmar de nuevo.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Guardar' })).toBeDisabled();
    fireEvent.click(screen.getByRole('button', { name: 'Firma del productor: firmar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('otra página');
    const nuevo = (await listarBandeja('1:7')).find((r) => r.id !== ID_VIEJO)!;
    expect(nuevo.cuerpo).toMatchObject({ precio_por_kg: 52_00, firma_image: 'data:image/png;base64,TlVFVkE=' });
  });

  it('un registro que ya no está en conflicto no se abre para corregir', async () => {
    await abrir();
    expect(await screen.findByText(/^Este registro ya no está en conflicto en este dispositivo/)).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Envíos pendientes' })).toHaveAttribute('href', '/admin/acopio/bandeja');
  });

  it('sin red abre desde la copia del dispositivo, con su precio vigente, y la corrección espera en la bandeja sin enviarse', async () => {
    const viejo = await enConflicto(52_00);
    await guardarCopia('1:7', copia());
    fijarEnLinea(false);
    const servidor = await abrir(undefined, { conRed: false });
    expect(
      await screen.findByRole('heading', { name: `Corregir entrega ${viejo.folioProvisional}` }, { timeout: 10_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText(/^Precio por kg: \$ 61\.00/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Continuar' }));
    expect(screen.getByText('Las cifras cambiaron desde que el productor firmó: debe firmar de nuevo.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Firma del productor: firmar' }));
    fireEvent.click(screen.getByRole('button', { name: 'Guardar' }));
    await screen.findByText('otra página');
    const nuevo = (await listarBandeja('1:7')).find((r) => r.id !== ID_VIEJO)!;
    expect(nuevo).toMatchObject({ estado: { estado: 'pendiente' }, cuerpo: { precio_por_kg: 61_00, id_lote: null } });
    expect(servidor.peticiones.filter((p) => p.metodo === 'POST' && p.ruta === 'admin/acopios/entregas')).toHaveLength(0);
  });
});
