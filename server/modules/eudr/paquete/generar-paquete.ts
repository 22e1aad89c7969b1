import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createReadStream, createWriteStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { invalido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { documentoEnFlujo } from '../../../pdf/documento';
import { escribirExcel } from '../../../excel/libro';
import { loteEudr, parcelasPorProductor, revisarPaquete, type LoteEudr, type RevisionPaquete } from './lectura';
import { contenidoArchivo, insertarPaquete, paginasParcelasLote } from './paquete.repository';
import { ZipPaquete } from './zip-paquete';
import { filaPaquete, type FilaPaquete } from './fila-paquete';
import { finResumen, inicioResumen, productorResumen } from './resumen-pdf';
import { COLUMNAS_PAQUETE } from './parcelas-excel';
import { parcelaTracesDe } from '../../parcelas/mapa-formatos';
import { coleccionTraces, nombresTraces, partesTraces, textoFeatureTraces } from '@domain/eudr/traces';
import { isoEnZona, manifiestoPaquete, nombresPaquete, textoManifiesto, type NombresPaquete } from '@domain/eudr/manifiesto-paquete';
import type { CuerpoPaquete } from '@domain/contrato/eudr-paquete';
import { version } from '../../../../package.json';
import { FILAS_POR_PAGINA } from '../../../descarga';

export const MENSAJES_PAQUETE = {
  sinParcelas: 'El lote no tiene parcelas con geolocalización válida para el paquete EUDR',
  avisos: 'El lote tiene avisos; revíselos y acéptelos para generar el paquete',
} as const;

/** The package made: the zip on disk (the caller sends it and deletes `carpeta`), its name, uuid and hash. */
export interface PaqueteHecho {
  carpeta: string;
  ruta: string;
  nombre: string;
  uuid: string;
  sha256: string;
  bytes: number;
}

/** A risk-change file to copy into documentos/. */
interface Documento {
  parcela: string;
  uuid: string;
  nombre: string;
}

/** The lot's TRACES file, or its parts over `maximo` bytes (the writer and splitter of the TRACES download). */
async function tracesDelLote(zip: ZipPaquete, db: Db, coop: number, lote: LoteEudr, maximo: number): Promise<number[]> {
  const ids: number[] = [];
  async function* features(): AsyncGenerator<string> {
    for await (const pagina of paginasParcelasLote(db, coop, lote.id_ciclo, lote.id)) {
      for (const p of pagina) {
        const r = parcelaTracesDe(p);
        if (!r.aceptada) continue;
        ids.push(p.id);
        yield textoFeatureTraces(r.properties, r.geometry);
      }
    }
  }
  const nombres = nombresTraces(lote.nombre);
  let n = 0;
  for await (const parte of partesTraces(features(), maximo)) {
    n++;
    const nombre = n === 1 && parte.ultima ? nombres.archivo : nombres.parte(n);
    await zip.agregar(nombre, coleccionTraces(parte.features));
  }
  return ids;
}

/** One FeatureCollection per producer (the EU API's 'Type I' file), with the same properties and rules. */
async function archivosPorProductor(zip: ZipPaquete, db: Db, coop: number, lote: LoteEudr, nombres: NombresPaquete): Promise<void> {
  for await (const g of parcelasPorProductor(db, coop, lote, 'nada')) {
    const features = g.parcelas.flatMap((p) => (p.traces.aceptada ? [textoFeatureTraces(p.traces.properties, p.traces.geometry)] : []));
    if (features.length) await zip.agregar(nombres.productor(g.productor, g.productor_uuid), coleccionTraces(features));
  }
}

/** The lot's plots as the summary's rows, producer by producer; `alLeer` sees each plot (documents, plots left out). */
async function* filasPorProductor(
  db: Db,
  coop: number,
  lote: LoteEudr,
  nombres: NombresPaquete,
  alLeer: (f: FilaPaquete, documentos: Documento[]) => void = () => undefined,
): AsyncGenerator<FilaPaquete[]> {
  for await (const g of parcelasPorProductor(db, coop, lote, 'todo')) {
    yield g.parcelas.map((p) => {
      const f = filaPaquete(p, lote.zona_horaria, nombres.documento);
      alLeer(
        f,
        p.cambios.flatMap((c) => c.archivos.map((a) => ({ parcela: p.fila.parcela, uuid: a.uuid, nombre: a.nombre }))),
      );
      return f;
    });
  }
}

/**
 * Writes the whole package into `ruta`: the lot's TRACES file(s), one file per producer, the summary PDF, the
 * spreadsheet, the risk-change documents and the manifest, each read a page at a time. Returns the plots the TRACES
 * file carried and the zip's size and hash.
 */
async function escribirPaquete(
  db: Db,
  coop: number,
  lote: LoteEudr,
  revision: RevisionPaquete,
  carpeta: string,
  ruta: string,
  maximo: number,
  instante: Date,
): Promise<{ parcelas: number[]; bytes: number; sha256: string }> {
  const nombres = nombresPaquete(lote.nombre);
  const zip = new ZipPaquete(ruta);
  try {
    const parcelas = await tracesDelLote(zip, db, coop, lote, maximo);
    await archivosPorProductor(zip, db, coop, lote, nombres);

    const doc = documentoEnFlujo({
      Title: `Paquete EUDR: ${lote.nombre}`,
      Author: lote.cooperativa,
      Subject: `Resumen de debida diligencia (Reglamento (UE) 2023/1115): ${lote.nombre}`,
    });
    const fuera: { productor: string; parcela: string; motivo: string }[] = [];
    const documentos = new Map<string, Documento>();
    const alLeer = (f: FilaPaquete, docs: Documento[]) => {
      if (!f.en_traces) fuera.push({ productor: f.productor, parcela: f.parcela, motivo: f.motivo_fuera });
      for (const d of docs) documentos.set(`${f.parcela_uuid}/${d.uuid}`, d);
    };
    // One reading of the plots feeds both the summary and the spreadsheet: the PDF goes into the zip as it is drawn,
    // the workbook (exceljs' streaming writer) onto a file beside the zip, added once the PDF is in.
    async function* filasDibujadas(): AsyncGenerator<FilaPaquete[]> {
      inicioResumen(doc, {
        lote,
        generado: `${isoEnZona(instante, lote.zona_horaria)} (${lote.zona_horaria ?? 'America/Mexico_City'})`,
        productores: revision.productores.length,
        parcelas: revision.parcelas,
        parcelasFuera: revision.parcelasFuera,
        avisos: revision.avisos,
      });
      // The workbook takes rows a page at a time (it waits for the disk after each): producers' rows are gathered.
      let pagina: FilaPaquete[] = [];
      for await (const filas of filasPorProductor(db, coop, lote, nombres, alLeer)) {
        productorResumen(doc, filas);
        pagina.push(...filas);
        if (pagina.length >= FILAS_POR_PAGINA) {
          yield pagina;
          pagina = [];
        }
      }
      if (pagina.length) yield pagina;
      finResumen(doc, fuera);
    }
    const rutaLibro = join(carpeta, 'parcelas.xlsx.parcial');
    const libro = createWriteStream(rutaLibro);
    const llenar = escribirExcel(libro, { hoja: 'Parcelas', columnas: COLUMNAS_PAQUETE, paginas: filasDibujadas() })
      .then(() => finished(libro))
      .catch((e: unknown) => {
        const error = e instanceof Error ? e : new Error(String(e));
        doc.destroy(error);
        libro.destroy(error);
        throw error;
      });
    // Both are compressed already (PDF streams, the workbook is a zip): stored as they are, not deflated again.
    await zip.agregar(nombres.resumen, doc, llenar, { comprimido: true });
    await zip.agregar(nombres.excel, createReadStream(rutaLibro), undefined, { comprimido: true });
    await rm(rutaLibro, { force: true });

    for (const d of documentos.values()) {
      const contenido = await contenidoArchivo(db, coop, d.uuid);
      if (contenido) await zip.agregar(nombres.documento(d.parcela, d.nombre), contenido);
    }

    const manifiesto = manifiestoPaquete({
      instante,
      zona: lote.zona_horaria,
      lote: { uuid: lote.uuid, nombre: lote.nombre },
      cooperativa: { nombre: lote.cooperativa, nombre_legal: lote.nombre_legal },
      producto: lote.producto,
      pais: lote.pais,
      version,
      archivos: zip.archivos,
    });
    await zip.agregar(nombres.manifiesto, textoManifiesto(manifiesto));
    return { parcelas, ...(await zip.cerrar()) };
  } catch (e) {
    zip.abortar();
    throw e;
  }
}

/**
 * `POST admin/acopios/lotes/paquete_eudr/{uuid}` (issue 23): checks the lot (404 another cooperative's, 403 without
 * EUDR or for a product outside the regulation), that some plot goes into the file (422) and that the warnings were
 * accepted (422), writes the zip to a temporary folder, then in ONE transaction records the package, the plots it
 * carried and the audit row. On any failure the folder is removed and no row is left.
 */
export async function generarPaquete(
  db: Db,
  { usuario, ip }: Actor,
  uuidLote: string,
  cuerpo: CuerpoPaquete,
  maximoTraces: number,
): Promise<PaqueteHecho> {
  const coop = usuario.id_cooperativa;
  const lote = await loteEudr(db, coop, uuidLote);
  const revision = await revisarPaquete(db, coop, lote);
  if (revision.parcelas === 0) throw invalido({ uuid: [MENSAJES_PAQUETE.sinParcelas] });
  if (revision.avisos.length > 0 && !cuerpo.aceptar_avisos) throw invalido({ aceptar_avisos: [MENSAJES_PAQUETE.avisos] });
  const nombre = nombresPaquete(lote.nombre).zip;
  const carpeta = await mkdtemp(join(tmpdir(), 'cosecha-paquete-eudr-'));
  try {
    const ruta = join(carpeta, nombre);
    const hecho = await escribirPaquete(db, coop, lote, revision, carpeta, ruta, maximoTraces, new Date());
    const avisos = revision.avisos;
    const fila = await db.transaction(async (tx) => {
      // The lot is locked so it cannot be deleted between the check and the insert (borrar-lote.ts reads packages).
      const [l] = await tx.query('SELECT id FROM lotes WHERE id_cooperativa = $1 AND id = $2 FOR UPDATE', [coop, lote.id]);
      if (!l) throw noEncontrado();
      const k = await insertarPaquete(tx, coop, {
        idLote: lote.id,
        nombreArchivo: nombre,
        sha256: hecho.sha256,
        bytes: hecho.bytes,
        productores: revision.productores.length,
        parcelas: hecho.parcelas,
        avisos,
        idUsuario: usuario.id,
      });
      await auditar(tx, usuario, ip, {
        id_cooperativa: coop,
        accion: 'crear',
        entidad: 'lotes_paquetes_eudr',
        id_entidad: k.uuid,
        despues: {
          lote: lote.uuid,
          nombre_archivo: nombre,
          sha256: hecho.sha256,
          bytes: hecho.bytes,
          productores: revision.productores.length,
          parcelas: hecho.parcelas.length,
          avisos: avisos.length,
        },
      });
      return k;
    });
    return { carpeta, ruta, nombre, uuid: fila.uuid, sha256: hecho.sha256, bytes: hecho.bytes };
  } catch (e) {
    await rm(carpeta, { recursive: true, force: true });
    throw e;
  }
}
