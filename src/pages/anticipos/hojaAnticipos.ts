import type { FilaAnticipo, FilaAnticiposProductor } from '@domain/contrato/anticipos';
import { nombreConFecha } from '@domain/comun/descargas';
import { dia, dinero, entero, fechaHora, hojaDe, texto, type ColumnaCliente, type HojaCliente } from '../../components/excel/hoja';

/** What the sheet depends on besides the rows: the cooperative's word for an advance, its interest level and zone. */
export interface OpcionesHoja {
  etiqueta: string;
  conInteres: boolean;
  zona: string | null | undefined;
}

const money = <T>(encabezado: string, v: (f: T) => number): ColumnaCliente<T> => ({
  encabezado,
  ancho: 14,
  celda: (f) => dinero(v(f)),
  centavos: v,
});

/** 'Por {label}' (spec 002 §2.10): one line per advance, the columns the table shows and what identifies it. */
export function hojaPorAnticipo(filas: readonly FilaAnticipo[], o: OpcionesHoja): HojaCliente {
  const columnas: ColumnaCliente<FilaAnticipo>[] = [
    { encabezado: 'Folio', ancho: 12, celda: (f) => texto(f.folio) },
    { encabezado: 'Fecha', ancho: 12, celda: (f) => dia(f.fecha_ejecucion) },
    { encabezado: 'Productor', ancho: 32, celda: (f) => texto(f.productor_nombre) },
    { encabezado: 'Clave', ancho: 12, celda: (f) => texto(f.productor_clave_tx ?? f.productor_codigo_tx) },
    { encabezado: 'Localidad', ancho: 20, celda: (f) => texto(f.localidad) },
    { encabezado: 'Categoría', ancho: 14, celda: (f) => texto(f.cuenta_categoria) },
    money('Monto', (f) => f.cantidad_anticipo),
    ...(o.conInteres
      ? [
          { encabezado: 'Interés mensual (%)', ancho: 12, celda: (f: FilaAnticipo) => texto(f.interes) },
          money('Interés', (f: FilaAnticipo) => f.total_interes),
        ]
      : []),
    money('Total', (f) => f.total),
    money('Recuperado', (f) => f.total_anticipos_recuperados),
    money('Comisiones', (f) => f.total_comisiones),
    money('Saldo', (f) => f.total_saldo),
    { encabezado: 'Estatus', ancho: 10, celda: (f) => texto(f.estatus) },
    { encabezado: 'Abonos', ancho: 8, celda: (f) => entero(f.num_pagos) },
    { encabezado: 'Descripción', ancho: 30, celda: (f) => texto(f.descripcion) },
    { encabezado: 'Registró', ancho: 24, celda: (f) => texto(f.registro) },
    { encabezado: 'Fecha de registro', ancho: 17, celda: (f) => fechaHora(f.created_at, o.zona) },
  ];
  return hojaDe(`Por ${o.etiqueta}`, columnas, filas);
}

/** 'Por productor' (§3 'Per-producer advance summary'): one line per producer, the status table's columns. */
export function hojaPorProductor(filas: readonly FilaAnticiposProductor[], o: OpcionesHoja): HojaCliente {
  const columnas: ColumnaCliente<FilaAnticiposProductor>[] = [
    { encabezado: 'Productor', ancho: 32, celda: (f) => texto(f.productor_nombre) },
    { encabezado: 'Clave', ancho: 12, celda: (f) => texto(f.productor_clave_tx ?? f.productor_codigo_tx) },
    { encabezado: 'Localidad', ancho: 20, celda: (f) => texto(f.localidad) },
    { encabezado: 'Categoría', ancho: 14, celda: (f) => texto(f.cuenta_categoria) },
    { encabezado: 'Créditos', ancho: 9, celda: (f) => entero(f.num_creditos) },
    money('Prestado', (f) => f.total_anticipos),
    ...(o.conInteres ? [money('Interés', (f: FilaAnticiposProductor) => f.total_interes)] : []),
    money('Total', (f) => f.total),
    money('Recuperado', (f) => f.total_anticipos_recuperados),
    money('Comisiones', (f) => f.total_comisiones),
    money('Saldo', (f) => f.total_saldo),
    { encabezado: 'Estatus', ancho: 10, celda: (f) => texto(f.estatus) },
  ];
  return hojaDe('Por productor', columnas, filas);
}

/**
 * The file's name (spec 002 §9: 'Advance and cash exports use the cycle name and a timestamp'): what it lists, the
 * cycle, and the time in the cooperative's zone — `anticipos_por_productor_2025-2026_20261128_101500.xlsx`.
 */
export function nombreHojaAnticipos(
  vista: 'anticipo' | 'productor',
  etiqueta: string,
  ciclo: string,
  zona: string | null | undefined,
  ahora: Date = new Date(),
): string {
  const que = vista === 'anticipo' ? [`${etiqueta}s`] : [`${etiqueta}s`, 'por', 'productor'];
  return nombreConFecha([...que, ciclo], 'xlsx', zona, ahora);
}
