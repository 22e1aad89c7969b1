import type { ColumnaExcel } from '../../excel/libro';
import { entero, decimal, fecha, FORMATO, siNo, texto } from '../../excel/columnas';
import type { ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { edadEn } from '@domain/cuentas/productor';
import type { FilaProductorExcel } from './cuentas-excel.repository';
import type { FilaCuenta } from '@domain/contrato/cuentas';

/**
 * The producers Excel's columns (spec 000 §2.7; the brief): the code column only with usa_codigo_tx = 1,
 * the plots and plants headers from the cooperative's labels (parcelas/plantas, apiarios/colmenas in honey),
 * the age counted to `hoy` in the cooperative's zone as the profile does.
 */
export function columnasProductores(cfg: Partial<ConfiguracionCooperativa> | null, hoy: string): ColumnaProductor[] {
  const et = etiquetasProductor(cfg);
  const columnas: (ColumnaProductor | false)[] = [
    { ...texto<FilaProductorExcel>('Clave', 12, (f) => f.clave_tx), campo: 'clave_tx' },
    Number(cfg?.usa_codigo_tx) === 1 && { ...texto<FilaProductorExcel>('Código TX', 12, (f) => f.codigo_tx), campo: 'codigo_tx' },
    { ...texto<FilaProductorExcel>('Nombre', 36, (f) => f.nombre), campo: 'nombre' },
    { ...texto<FilaProductorExcel>('Región', 18, (f) => f.cuenta_region), campo: 'cuenta_region' },
    texto('Estado', 14, (f) => f.estado),
    { ...texto<FilaProductorExcel>('Municipio', 22, (f) => f.municipio), campo: 'municipio' },
    { ...texto<FilaProductorExcel>('Localidad', 24, (f) => f.localidad), campo: 'localidad' },
    { ...texto<FilaProductorExcel>('Categoría', 14, (f) => f.cuenta_categoria), campo: 'cuenta_categoria' },
    { ...siNo<FilaProductorExcel>('Orgánico', 10, (f) => f.organico), campo: 'organico' },
    { ...siNo<FilaProductorExcel>('Pertenece a la organización', 14, (f) => f.pertenece_cooperativa), campo: 'pertenece_cooperativa' },
    {
      ...entero<FilaProductorExcel>(et.parcelas, 10, (f) => f.total_parcelas, { formato: FORMATO.enteroSinMiles }),
      campo: 'total_parcelas',
    },
    { ...entero<FilaProductorExcel>(et.plantas, 10, (f) => f.total_plantas), campo: 'total_plantas' },
    { ...decimal<FilaProductorExcel>('Superficie (ha)', 14, (f) => f.total_superficie), campo: 'total_superficie' },
    { ...fecha<FilaProductorExcel>('Fecha de ingreso', 14, (f) => f.fecha_ingreso), campo: 'fecha_ingreso' },
    texto('Género', 10, (f) => f.genero),
    entero('Edad', 8, (f) => edadEn(f.fecha_nacimiento, hoy), { formato: FORMATO.enteroSinMiles }),
  ];
  return columnas.filter((c): c is ColumnaProductor => c !== false);
}

/** A column of the sheet and the list row's column it shows (tests/server/cuentas/lectura-productores.test.ts: none is left out unawares). */
type ColumnaProductor = ColumnaExcel<FilaProductorExcel> & { campo?: keyof FilaCuenta };

/**
 * The list row's columns the Excel does not show, each with why: keys a spreadsheet has no use for, or what another
 * column or the file's filter already says. A new contract column must be shown or named here (the test fails otherwise).
 */
export const NO_EN_EXCEL: Partial<Record<keyof FilaCuenta, string>> = {
  id: 'clave interna',
  uuid: 'clave interna',
  cuenta_uuid: 'clave interna',
  id_productor: 'la columna Clave nombra al productor',
  id_cuenta_region: 'la columna Región',
  id_municipio: 'la columna Municipio',
  id_localidad: 'la columna Localidad',
  id_cuenta_categoria: 'la columna Categoría',
  cuenta_categoria_color: 'color de la pantalla',
  ciclo: 'el archivo es de un ciclo (su nombre)',
  id_ciclo: 'el archivo es de un ciclo (su nombre)',
  confirmado: 'el archivo lista los confirmados, como el listado',
  id_nivel_riesgo: 'no está en el Excel de la especificación (§2.7)',
};
