import type { ColumnaExcel } from '../../excel/libro';
import { entero, decimal, fecha, FORMATO, siNo, texto } from '../../excel/columnas';
import type { ConfiguracionCooperativa } from '@domain/cooperativas/configuracion';
import { etiquetasProductor } from '@domain/cooperativas/configuracion';
import { edadEn } from '@domain/cuentas/productor';
import type { FilaProductorExcel } from './cuentas-excel.repository';

/**
 * The producers Excel's columns (spec 000 §2.7; the brief): the code column only with usa_codigo_tx = 1,
 * the plots and plants headers from the cooperative's labels (parcelas/plantas, apiarios/colmenas in honey),
 * the age counted to `hoy` in the cooperative's zone as the profile does.
 */
export function columnasProductores(cfg: Partial<ConfiguracionCooperativa> | null, hoy: string): ColumnaExcel<FilaProductorExcel>[] {
  const et = etiquetasProductor(cfg);
  const columnas: (ColumnaExcel<FilaProductorExcel> | false)[] = [
    texto('Clave', 12, (f) => f.clave_tx),
    Number(cfg?.usa_codigo_tx) === 1 && texto('Código TX', 12, (f) => f.codigo_tx),
    texto('Nombre', 36, (f) => f.nombre),
    texto('Región', 18, (f) => f.region),
    texto('Estado', 14, (f) => f.estado),
    texto('Municipio', 22, (f) => f.municipio),
    texto('Localidad', 24, (f) => f.localidad),
    texto('Categoría', 14, (f) => f.categoria),
    siNo('Orgánico', 10, (f) => f.organico),
    siNo('Pertenece a la organización', 14, (f) => f.pertenece_cooperativa),
    entero(et.parcelas, 10, (f) => f.total_parcelas, { formato: FORMATO.enteroSinMiles }),
    entero(et.plantas, 10, (f) => f.total_plantas),
    decimal('Superficie (ha)', 14, (f) => f.total_superficie),
    fecha('Fecha de ingreso', 14, (f) => f.fecha_ingreso),
    texto('Género', 10, (f) => f.genero),
    entero('Edad', 8, (f) => edadEn(f.fecha_nacimiento, hoy), { formato: FORMATO.enteroSinMiles }),
  ];
  return columnas.filter((c): c is ColumnaExcel<FilaProductorExcel> => c !== false);
}
