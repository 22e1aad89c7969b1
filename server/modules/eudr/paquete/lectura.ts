import type { Consulta } from '../../../db/db';
import { noEncontrado, prohibido } from '../../../errores';
import { exigirEudr } from '../exigir-eudr';
import { parcelaTracesDe } from '../../parcelas/mapa-formatos';
import {
  areasDeParcelas,
  detalleDePagina,
  lotePaquete,
  paginasParcelasLote,
  productoresDelLote,
  type AreaParcela,
  type CambioRiesgo,
  type FilaParcelaLote,
  type LotePaquete,
  type ProductorLote,
  type WhispParcela,
} from './paquete.repository';
import type { ResultadoTraces } from '@domain/eudr/traces';
import { MENSAJE_PRODUCTO_SIN_EUDR, productoEudr } from '@domain/eudr/manifiesto-paquete';
import { avisosPaquete, type AvisoDelLote, type ParcelaAvisos, type ProductorAvisos } from '@domain/eudr/avisos-paquete';
import { DECISION } from '@domain/comite/evaluacion';

/**
 * The read model of a lot's EUDR package (issue 23): the lot, its producers and, producer by producer, their plots
 * of the lot's cycle as the TRACES rules judge them (`parcelaTracesDe`, the very rules of the lot's TRACES download),
 * with what the summary and spreadsheet add (WHISP, risk changes and their files, protected areas). Read a page
 * at a time: only one producer's plots (and one page's details) are held at once.
 */

/** A lot of an EUDR cooperative whose product the regulation covers: 403 otherwise, 404 for another cooperative's. */
export interface LoteEudr extends LotePaquete {
  producto: { nombre: string; codigo_hs: string };
  /** The country of production as the summary writes it ('México'; several joined when producers are in several). */
  pais: string;
}

export async function loteEudr(db: Consulta, idCooperativa: number, uuid: string): Promise<LoteEudr> {
  await exigirEudr(db, idCooperativa);
  const lote = await lotePaquete(db, idCooperativa, uuid);
  if (!lote) throw noEncontrado();
  const producto = productoEudr(lote.id_producto);
  if (!producto) throw prohibido(MENSAJE_PRODUCTO_SIN_EUDR);
  return { ...lote, producto, pais: lote.paises.join(', ') || '--' };
}

/** A plot of the lot with the TRACES verdict and, when read with details, its evidence. */
export interface ParcelaPaquete {
  fila: FilaParcelaLote;
  traces: ResultadoTraces;
  whisp: WhispParcela | null;
  cambios: CambioRiesgo[];
  areas: AreaParcela[];
}

/** One producer's plots, together. */
export interface GrupoProductor {
  id_productor: number;
  productor_uuid: string;
  productor: string;
  parcelas: ParcelaPaquete[];
}

/**
 * The lot's plots grouped by producer (by name), each group once. `detalle`: 'nada' reads the plots only (the
 * GeoJSON files), 'areas' also the protected-area overlaps (what the warnings need), 'todo' also WHISP and the risk
 * changes (the summary and the spreadsheet).
 */
export async function* parcelasPorProductor(
  db: Consulta,
  idCooperativa: number,
  lote: Pick<LoteEudr, 'id' | 'id_ciclo'>,
  detalle: 'nada' | 'areas' | 'todo',
  porPagina?: number,
): AsyncGenerator<GrupoProductor> {
  let grupo: GrupoProductor | null = null;
  for await (const pagina of paginasParcelasLote(db, idCooperativa, lote.id_ciclo, lote.id, porPagina)) {
    const ids = pagina.map((p) => p.id);
    const d =
      detalle === 'todo'
        ? await detalleDePagina(db, idCooperativa, ids)
        : { whisp: new Map(), cambios: new Map(), areas: detalle === 'areas' ? await areasDeParcelas(db, idCooperativa, ids) : new Map() };
    for (const fila of pagina) {
      if (grupo && grupo.id_productor !== fila.id_productor) {
        yield grupo;
        grupo = null;
      }
      grupo ??= { id_productor: fila.id_productor, productor_uuid: fila.productor_uuid, productor: fila.productor ?? '', parcelas: [] };
      grupo.parcelas.push({
        fila,
        traces: parcelaTracesDe(fila),
        whisp: d.whisp.get(fila.id) ?? null,
        cambios: d.cambios.get(fila.id) ?? [],
        areas: d.areas.get(fila.id) ?? [],
      });
    }
  }
  if (grupo) yield grupo;
}

/** The plot as the warnings read it. */
const parcelaAvisos = (p: ParcelaPaquete): ParcelaAvisos => ({
  uuid: p.fila.uuid,
  nombre: p.fila.parcela,
  productor: p.fila.productor ?? '',
  productor_uuid: p.fila.productor_uuid,
  tienePoligono: p.fila.poligono !== null,
  riesgoWhisp: p.fila.id_riesgo_eudr_whisp,
  riesgoUsuario: p.fila.id_riesgo_eudr_user,
  alertasError: p.fila.alertas_error_poligono_count,
  areas: p.areas.map((a) => ({ nombre: a.nombre, hectareas: a.hectareas })),
});

/** What the lot's package would hold, counted, and its warnings. */
export interface RevisionPaquete {
  productores: ProductorLote[];
  /** Plots that go into the TRACES file, and how many are left out. */
  parcelas: number;
  parcelasFuera: number;
  avisos: AvisoDelLote[];
}

/**
 * One pass over the lot's plots: how many go in the file, how many are left out, and the warnings (domain/eudr/
 * avisos-paquete.ts). The committee's sanction is the latest decision on the producer's account of the lot's cycle
 * being 3 (Sancionado, docs/DECISIONES.md).
 */
export async function revisarPaquete(db: Consulta, idCooperativa: number, lote: LoteEudr): Promise<RevisionPaquete> {
  const productores = await productoresDelLote(db, idCooperativa, lote.id, lote.id_ciclo);
  const fuera = new Map<number, ProductorAvisos['fuera']>();
  const conParcelas = new Set<number>();
  const enArchivo: ParcelaAvisos[] = [];
  let parcelas = 0;
  let parcelasFuera = 0;
  for await (const g of parcelasPorProductor(db, idCooperativa, lote, 'areas')) {
    conParcelas.add(g.id_productor);
    for (const p of g.parcelas) {
      if (p.traces.aceptada) {
        parcelas++;
        const a = parcelaAvisos(p);
        if (conAviso(a)) enArchivo.push(a);
      } else {
        parcelasFuera++;
        fuera.set(g.id_productor, [
          ...(fuera.get(g.id_productor) ?? []),
          { uuid: p.fila.uuid, nombre: p.fila.parcela, texto: p.traces.texto },
        ]);
      }
    }
  }
  const deProductores: ProductorAvisos[] = productores.map((p) => ({
    uuid: p.uuid,
    nombre: p.nombre,
    fuera: fuera.get(p.id) ?? [],
    sinParcelas: !conParcelas.has(p.id),
    sancion: p.condicion === DECISION.sancionado ? { inicio: p.sanc_fecha_inicio, termino: p.sanc_fecha_termino } : null,
  }));
  // Only what goes in the file can weaken it by its risk or overlap; a plot left out is already a warning of its own.
  return { productores, parcelas, parcelasFuera, avisos: avisosPaquete(deProductores, enArchivo) };
}

/** Only plots that may raise a warning are kept while the lot is read (a lot of 5,000 plots holds a few). */
const conAviso = (p: ParcelaAvisos) => p.areas.length > 0 || p.riesgoUsuario === 1 || p.riesgoWhisp === 1;
