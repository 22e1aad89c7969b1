import { describe, expect, it } from 'vitest';
import {
  cifrasRecibo,
  renglonesEntrega,
  renglonesImportes,
  renglonesMuestreo,
  renglonesPagos,
  tablaPesadas,
  type DatosRecibo,
} from '@domain/acopio/recibo';
import { base32, partirCodigo } from '@domain/acopio/verificacion';
import { nombreColorMuestra } from '@domain/acopio/catalogos';
import { PRODUCTO } from '@domain/comun/productos';
import { errorPrecio, leerPrecio, MENSAJES_PRECIO } from '@domain/acopio/precio';

const recibo = (cambios: Partial<DatosRecibo> = {}): DatosRecibo => ({
  cooperativa: 'Cafetaleros',
  folio_acopio: 'E-000001',
  fecha_acopio: '2026-11-20',
  ciclo: '2025-2026',
  productor: 'Ana Pérez',
  clave_tx: 'SM-1',
  categoria: 'Orgánico',
  centro_acopio: null,
  producto: PRODUCTO.cafe,
  id_tipo_cafe: 1,
  id_proceso: 1,
  certificaciones: [15],
  lote: null,
  pesadas: [
    { unidades: [1], peso_bruto: 100_00, peso_tara: 2_50, peso_descuento: 1_00, bultos: { 1: 2 } },
    { unidades: [7], peso_bruto: 50_00, peso_tara: 0, peso_descuento: 0, bultos: {} },
  ],
  peso_bruto: 150_00,
  peso_tara: 2_50,
  peso_descuento: 1_00,
  peso_neto: 146_50,
  no_bultos: 2,
  tipo_maduracion: 'Madura',
  rendimiento: 80_00,
  humedad: 11_50,
  mancha: null,
  color: null,
  aroma: 'Floral',
  muestreo_observaciones: null,
  precio_por_kg: 40_00,
  importe_total: 5860_00,
  recuperacion_credito: 500_00,
  pagos: [
    { folio: 'P-000001', fecha: '2026-11-20', id_metodo_pago: 1, monto: 3000_00 },
    { folio: 'P-000002', fecha: '2026-11-22', id_metodo_pago: 2, monto: 1000_01 },
  ],
  observaciones: null,
  ...cambios,
});

describe('recibo de entrega: lo que dice', () => {
  it('pesadas: neto por pesada, bultos (-- si solo es a granel) y fila de totales', () => {
    const t = tablaPesadas(recibo(), 'kg');
    expect(t.encabezados[6]).toBe('Neto (kg)');
    expect(t.filas).toEqual([
      ['1', 'Bultos 2', '2', '100.00', '2.50', '1.00', '96.50'],
      ['2', 'A granel', '--', '50.00', '0.00', '0.00', '50.00'],
    ]);
    expect(t.total).toEqual(['', 'Total', '2', '150.00', '2.50', '1.00', '146.50']);
  });

  it('importes: a pagar = bruto − crédito recuperado; pagado, la suma de los pagos en enteros; saldo', () => {
    expect(cifrasRecibo(recibo())).toEqual({ a_pagar: 5360_00, pagado: 4000_01, saldo: 1359_99 });
    expect(renglonesImportes(recibo(), 'kg').map((r) => `${r.etiqueta}: ${r.valor}`)).toEqual([
      'Precio por kg: $40.00',
      'Importe bruto: $5,860.00',
      'Crédito recuperado: $500.00',
      'Importe a pagar: $5,360.00',
      'Pagado: $4,000.01',
      'Saldo: $1,359.99',
    ]);
    expect(renglonesPagos(recibo()).map((r) => r.etiqueta)).toEqual([
      'P-000001 · 20/nov/2026 · Efectivo',
      'P-000002 · 22/nov/2026 · Transferencia',
    ]);
  });

  it('muestreo: solo los campos del tipo de café (R107) que se tomaron', () => {
    expect(renglonesMuestreo(recibo()).map((r) => r.etiqueta)).toEqual(['Rendimiento', 'Humedad', 'Aroma']);
    expect(renglonesMuestreo(recibo({ id_tipo_cafe: 3 })).map((r) => r.valor)).toEqual(['Madura']);
    expect(renglonesMuestreo(recibo({ id_tipo_cafe: null }))).toEqual([]);
  });

  it('muestreo: el color de café oro y el de la miel (sin tipo de café) se imprimen por su nombre', () => {
    expect(renglonesMuestreo(recibo({ id_tipo_cafe: 2, color: 'Verde' }))).toContainEqual({ etiqueta: 'Color', valor: 'Verde' });
    expect(renglonesMuestreo(recibo({ id_tipo_cafe: null, color: 'Ámbar claro' }))).toEqual([{ etiqueta: 'Color', valor: 'Ámbar claro' }]);
  });

  it('issue 22 item 16: cacao y miel imprimen su humedad', () => {
    for (const producto of [PRODUCTO.cacao, PRODUCTO.miel])
      expect(renglonesMuestreo(recibo({ producto, id_tipo_cafe: null, humedad: 7_25 }))).toEqual([
        { etiqueta: 'Humedad', valor: '7.25 %' },
      ]);
  });

  it('issue 22 items 16 y 24: la entrega dice su producto, lo del café solo en café, sus categorías y su lote', () => {
    const texto = (d: Partial<DatosRecibo>) => renglonesEntrega(recibo(d)).map((r) => `${r.etiqueta}: ${r.valor}`);
    expect(texto({ id_proceso: 2, certificaciones: [15, 17], lote: 'Lote 3' })).toEqual([
      'Producto: Café',
      'Tipo de café: Pergamino',
      'Proceso: Natural',
      'Categorías: Orgánico, Comercio Justo (Fairtrade)',
      'Lote: Lote 3',
    ]);
    expect(texto({ producto: PRODUCTO.miel, id_tipo_cafe: null, id_proceso: null, certificaciones: [16] })).toEqual([
      'Producto: Miel',
      'Categorías: Transición',
      'Lote: Sin lote',
    ]);
  });
});

describe('nombreColorMuestra', () => {
  it('miel en la escala Pfund, café de tipo 2 o 4 en el suyo; sin color o sin catálogo, nada', () => {
    expect(nombreColorMuestra(PRODUCTO.miel, 4, null)).toBe('Ámbar extra claro');
    expect(nombreColorMuestra(PRODUCTO.cafe, 3, 2)).toBe('Verde amarillento');
    expect(nombreColorMuestra(PRODUCTO.cafe, null, 2)).toBeNull();
    expect(nombreColorMuestra(PRODUCTO.cacao, 2, null)).toBeNull();
    expect(nombreColorMuestra(PRODUCTO.cafe, 99, 4)).toBe('Otro (99)');
  });
});

describe('código de verificación', () => {
  it('base32 de Crockford, 8 caracteres', () => {
    expect(base32(new Uint8Array([0, 0, 0, 0, 0]))).toBe('00000000');
    expect(base32(new Uint8Array([255, 255, 255, 255, 255]))).toBe('ZZZZZZZZ');
  });
  it('se lee como se escriba: minúsculas, O por 0, I y L por 1, folio sin guion', () => {
    expect(partirCodigo('e-000123-k7q4m2xp')).toEqual({ folio: 'E-000123', etiqueta: 'K7Q4M2XP' });
    expect(partirCodigo('E123-OILABCDE')).toEqual({ folio: 'E-000123', etiqueta: '011ABCDE' });
    expect(partirCodigo('E-000123-K7Q4M2XU')).toBeNull(); // U is not in the alphabet
    expect(partirCodigo('hola')).toBeNull();
  });
});

describe('precio por cooperativa (spec 002 §5 Price form)', () => {
  it('lee lo escrito exacto, en centésimos', () => {
    expect(leerPrecio('45.5')).toEqual({ valor: 4550, error: null });
    expect(leerPrecio('19.99')).toEqual({ valor: 1999, error: null });
  });
  it('los mensajes de la especificación', () => {
    expect(leerPrecio('').error).toBe(MENSAJES_PRECIO.requerido);
    expect(leerPrecio('abc').error).toBe(MENSAJES_PRECIO.numero);
    expect(leerPrecio('0').error).toBe(MENSAJES_PRECIO.positivo);
    expect(leerPrecio('-3').error).toBe(MENSAJES_PRECIO.positivo);
    expect(leerPrecio('1.234').error).toBe('Solo se permiten dos decimales');
    expect(errorPrecio(100_000_01)).toBe(MENSAJES_PRECIO.maximo);
    expect(errorPrecio(null)).toBe(MENSAJES_PRECIO.requerido);
  });
});
