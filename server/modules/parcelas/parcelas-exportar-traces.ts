import archiver, { type Archiver } from 'archiver';
import type { FastifyReply } from 'fastify';
import type { Consulta } from '../../db/db';
import { adjunto } from '../../descarga';
import { parcelaTracesDe } from './mapa-formatos';
import { paginasParcelasMapa, type FilaParcelaMapa } from './parcelas-exportar.repository';
import { OPCIONES_MAPA } from '@domain/parcelas/exportacion-mapa';
import {
  bytesTexto,
  coleccionTraces,
  medidorPartesTraces,
  nombresTraces,
  partesTraces,
  textoFeatureTraces,
  type NombresTraces,
  type ParteTraces,
} from '@domain/eudr/traces';
import type { RevisionTraces } from '@domain/contrato/eudr';
import { avisosTraces, type ParcelaAviso } from '@domain/eudr/avisos-traces';
import type { Posicion } from '@domain/poligono/tipos';

/** Which plots: the cooperative's, of one cycle, optionally of one producer. */
export interface AlcanceTraces {
  idCooperativa: number;
  idCiclo: number;
  idProductor: number | null;
  /** Only the plots of the accounts with a delivery in this lot (issue 12 'From the lot to its plots'). */
  idLote?: number | null;
}

/** The accepted plots as Feature texts, read a page at a time. */
async function* featuresTraces(db: Consulta, a: AlcanceTraces): AsyncGenerator<string> {
  for await (const pagina of paginasParcelasMapa(db, a.idCooperativa, a.idCiclo, true, {
    idProductor: a.idProductor,
    idLote: a.idLote ?? null,
  })) {
    for (const p of pagina) {
      const r = parcelaTracesDe(p);
      if (r.aceptada) yield textoFeatureTraces(r.properties, r.geometry);
    }
  }
}

/** Resolves when the zip has written the entry just appended; fails if the download was cut or broke meanwhile. */
function entradaEscrita(zip: Archiver): Promise<void> {
  return new Promise((resolver, rechazar) => {
    const limpiar = () => {
      zip.off('entry', listo);
      zip.off('close', cortado);
      zip.off('error', fallo);
    };
    const listo = () => (limpiar(), resolver());
    const cortado = () => (limpiar(), rechazar(new Error('la descarga del zip TRACES se interrumpió')));
    const fallo = (e: Error) => (limpiar(), rechazar(e));
    zip.on('entry', listo).on('close', cortado).on('error', fallo);
  });
}

/**
 * Writes each file into the zip and waits until it is written before reading the next one: the zip only takes
 * more when the client has taken what it had (backpressure), so memory holds one file of at most 25 MB.
 */
async function llenarZip(
  zip: Archiver,
  primera: ParteTraces,
  siguientes: AsyncIterator<ParteTraces>,
  nombreParte: (n: number) => string,
): Promise<void> {
  let parte = primera;
  for (let n = 1; ; n++) {
    const escrita = entradaEscrita(zip);
    zip.append(Buffer.from(coleccionTraces(parte.features)), { name: nombreParte(n) });
    await escrita;
    if (parte.ultima) break;
    const sig = await siguientes.next();
    if (sig.done) break;
    parte = sig.value;
  }
  await zip.finalize();
}

/**
 * The TRACES download (issue 11): one FeatureCollection while it fits in `maximo` bytes (the EU's 25 MB), else a zip
 * of several, each a valid collection of at most `maximo` bytes, no plot split across two. The first file is read
 * before anything is sent: only when it overflows is the answer known to be a zip, and its headers go then.
 * `nombres`: the register's files (traces_padron…) unless a lot's download names them for the lot.
 */
export async function enviarTraces(
  reply: FastifyReply,
  db: Consulta,
  alcance: AlcanceTraces,
  maximo: number,
  nombres: NombresTraces = nombresTraces(),
): Promise<FastifyReply> {
  const partes = partesTraces(featuresTraces(db, alcance), maximo)[Symbol.asyncIterator]();
  const primera = await partes.next();
  if (primera.done || primera.value.ultima) {
    const texto = coleccionTraces(primera.done ? [] : primera.value.features);
    return adjunto(reply, OPCIONES_MAPA.formato.traces.tipo, nombres.archivo).send(texto);
  }
  // GeoJSON compresses about tenfold; level 6 is zlib's default balance of time and size
  const zip = archiver('zip', { zlib: { level: 6 } });
  llenarZip(zip, primera.value, partes, nombres.parte).catch((e: unknown) => {
    reply.log.error({ err: e }, 'falló el zip del archivo TRACES');
    zip.destroy(e instanceof Error ? e : new Error(String(e)));
  });
  return adjunto(reply, 'application/zip', nombres.zip).send(zip);
}

/** A plot as the warnings read it: the polygon the file carries (rounded as sent) and its reported hectares. */
const aviso = (p: FilaParcelaMapa, anillos: Posicion[][]): ParcelaAviso => ({
  uuid: p.uuid,
  parcela: p.parcela,
  productor: p.productor ?? '',
  productor_uuid: p.productor_uuid,
  superficie: p.superficie,
  poligono: { type: 'Polygon', coordinates: anillos },
});

/** Every polygon of the cooperative's cycle, the neighbours an overlap warning looks among. */
async function poligonosDelCiclo(db: Consulta, alcance: AlcanceTraces): Promise<ParcelaAviso[]> {
  const todos: ParcelaAviso[] = [];
  for await (const pagina of paginasParcelasMapa(db, alcance.idCooperativa, alcance.idCiclo, true))
    for (const p of pagina) if (p.poligono) todos.push(aviso(p, p.poligono.coordinates as Posicion[][]));
  return todos;
}

/** The plot as the revision lists it when the EU system would refuse it. */
const rechazo = (p: FilaParcelaMapa, motivo: string, texto: string) => ({
  uuid: p.uuid,
  parcela: p.parcela,
  productor: p.productor ?? '',
  productor_uuid: p.productor_uuid,
  con_poligono: p.poligono !== null,
  motivo,
  texto,
});

/**
 * The revision of the same plots the download reads (plus the ones with no geolocation at all): how many go in, in
 * how many files, and each one left out with its reason.
 */
export async function revisarTraces(
  db: Consulta,
  alcance: AlcanceTraces,
  maximo: number,
  productor: RevisionTraces['productor'],
): Promise<RevisionTraces> {
  const revision: RevisionTraces = { aceptadas: 0, archivos: 1, productor, rechazadas: [], avisos: [] };
  const enArchivo: ParcelaAviso[] = [];
  const medidor = medidorPartesTraces(maximo);
  const opciones = { sinGeolocalizacion: true, idProductor: alcance.idProductor, idLote: alcance.idLote ?? null };
  for await (const pagina of paginasParcelasMapa(db, alcance.idCooperativa, alcance.idCiclo, true, opciones)) {
    for (const p of pagina) {
      const r = parcelaTracesDe(p);
      if (r.aceptada) {
        revision.aceptadas++;
        medidor.agregar(bytesTexto(textoFeatureTraces(r.properties, r.geometry)));
        if (r.geometry.type === 'Polygon') enArchivo.push(aviso(p, r.geometry.coordinates));
      } else revision.rechazadas.push(rechazo(p, r.motivo, r.texto));
    }
  }
  revision.archivos = medidor.partes;
  // Overlaps are looked for among every polygon of the cooperative's cycle: a lot's or a producer's plot may
  // overlap a plot of someone outside the file (issue 22 item 15, 'La Invasión' in the demo).
  const todoElCiclo = alcance.idProductor === null && (alcance.idLote ?? null) === null;
  const vecinos = todoElCiclo ? enArchivo : await poligonosDelCiclo(db, alcance);
  revision.avisos = avisosTraces(enArchivo, vecinos);
  return revision;
}
