import { partesEnZona, ZONA_POR_DEFECTO } from '../comun/formato';
import { parteDeNombre } from '../comun/descargas';

/**
 * The lot's EUDR package (issue 23): what goes in it besides the files, and what each file is called. Pure: the
 * server hands in the hashes it computed while writing each file.
 */

/** The products a package exists for, with their HS heading (EU Reg. 2023/1115 Annex I): coffee 0901, cocoa beans 1801. */
export const PRODUCTOS_EUDR: Readonly<Record<number, { nombre: string; codigo_hs: string }>> = {
  1: { nombre: 'Café', codigo_hs: '0901' },
  2: { nombre: 'Cacao', codigo_hs: '1801' },
};

/** Honey (3) and any other product are not commodities of the regulation: no package (403). */
export const MENSAJE_PRODUCTO_SIN_EUDR =
  'El producto de la cooperativa no está sujeto al reglamento EUDR: no hay paquete de debida diligencia';

/**
 * The commodity and HS code of a cooperative's product, or null when the regulation does not cover it.
 * @example productoEudr(2) // { nombre: 'Cacao', codigo_hs: '1801' }
 */
export function productoEudr(idProducto: number | null | undefined): { nombre: string; codigo_hs: string } | null {
  return (idProducto != null && PRODUCTOS_EUDR[idProducto]) || null;
}

/** The names of the files in the package of the lot called `lote`. */
export interface NombresPaquete {
  zip: string;
  resumen: string;
  excel: string;
  manifiesto: string;
  /** One producer's Type I file: name cleaned as the lot's, plus the first 8 characters of their uuid (two Juan Pérez). */
  productor: (nombre: string, uuid: string) => string;
  /** A risk-change document of a plot, under documentos/. */
  documento: (parcela: string, archivo: string) => string;
}

/**
 * @example nombresPaquete('Lote 3 Orgánico').zip // 'paquete_eudr_Lote_3_Organico.zip'
 */
export function nombresPaquete(lote: string): NombresPaquete {
  const base = parteDeNombre(lote);
  return {
    zip: `paquete_eudr_${base}.zip`,
    resumen: `resumen_${base}.pdf`,
    excel: `parcelas_${base}.xlsx`,
    manifiesto: 'manifiesto.json',
    productor: (nombre, uuid) => `productores/${parteDeNombre(nombre)}_${uuid.replace(/-/g, '').slice(0, 8)}.geojson`,
    documento: (parcela, archivo) => `documentos/${parteDeNombre(parcela)}_${parteDeNombre(archivo)}`,
  };
}

/** An instant as ISO 8601 on the cooperative's clock, with its offset: '2026-11-27T23:22:20-06:00'. */
export function isoEnZona(instante: Date, zona: string | null | undefined): string {
  const p = partesEnZona(instante, zona);
  const local = Date.UTC(+p.year, +p.month - 1, +p.day, +p.hour, +p.minute, +p.second);
  const minutos = Math.round((local - Math.floor(instante.getTime() / 1000) * 1000) / 60000);
  const signo = minutos < 0 ? '-' : '+';
  const abs = Math.abs(minutos);
  const desfase = `${signo}${String(Math.floor(abs / 60)).padStart(2, '0')}:${String(abs % 60).padStart(2, '0')}`;
  return `${p.year}-${p.month}-${p.day}T${p.hour}:${p.minute}:${p.second}${desfase}`;
}

export interface ArchivoManifiesto {
  nombre: string;
  bytes: number;
  sha256: string;
}

export interface DatosManifiesto {
  instante: Date;
  zona: string | null | undefined;
  lote: { uuid: string; nombre: string };
  cooperativa: { nombre: string; nombre_legal: string | null };
  producto: { nombre: string; codigo_hs: string };
  pais: string;
  version: string;
  archivos: readonly ArchivoManifiesto[];
}

/**
 * The manifest (manifiesto.json), the last file of the zip: every other file with its bytes and SHA-256 (so the
 * importer can check nothing changed on the way), the time it was made in UTC and on the cooperative's clock, the
 * lot, the cooperative, the commodity with its HS code, and the version of the software that made it. Files in
 * the order they are in the zip.
 */
export function manifiestoPaquete(d: DatosManifiesto) {
  const zona = d.zona || ZONA_POR_DEFECTO;
  return {
    formato: 'cosecha-paquete-eudr/1',
    generado_utc: d.instante.toISOString(),
    generado_local: isoEnZona(d.instante, zona),
    zona_horaria: zona,
    cooperativa: d.cooperativa,
    lote: d.lote,
    producto: d.producto.nombre,
    codigo_hs: d.producto.codigo_hs,
    pais_produccion: d.pais,
    reglamento: 'Reglamento (UE) 2023/1115',
    software: { nombre: 'Cosecha', version: d.version },
    archivos: d.archivos.map((a) => ({ nombre: a.nombre, bytes: a.bytes, sha256: a.sha256 })),
  };
}
export type ManifiestoPaquete = ReturnType<typeof manifiestoPaquete>;

/** The manifest as the file's text: two-space indented JSON, ending in a newline. */
export const textoManifiesto = (m: ManifiestoPaquete): string => `${JSON.stringify(m, null, 2)}\n`;
