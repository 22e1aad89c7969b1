import type { Consulta, Db } from '../../db/db';
import { encolar, type Trabajo } from '../../trabajos/cola';
import type { Manejador, ResultadoManejador } from '../../trabajos/trabajador';
import {
  enviarAWhisp,
  ErrorWhisp,
  estadoWhisp,
  LOTE_WHISP,
  type ConfigWhisp,
  type OpcionesWhisp,
  type ResultadoWhisp,
} from '../../adaptadores/whisp';
import { guardarResultadoWhisp, hashYEudr, parcelasParaWhisp, TIPO_WHISP } from './analisis.repository';

/**
 * The automated EUDR analysis as a job (issue 11): a job carries up to LOTE_WHISP plots of one cooperative. Its
 * first run sends the plots whose current polygon has no answer yet; later runs poll WHISP until the answer, which
 * is stored per plot with the hash of the polygon that was sent. Nothing here runs on a screen's request path.
 */

interface DatosWhisp {
  parcelas: number[];
  /** WHISP's token once submitted, with the hash of each polygon sent and when. */
  token?: string;
  enviados?: Record<string, string>;
  enviado_en?: string;
  /** How many times WHISP forgot this analysis and it was sent again. */
  reenvios?: number;
}

/** WHISP polls every 5 s in its own app; we look less often, since nobody waits on the screen. */
export const SONDEO_WHISP_MS = 15_000;
/** WHISP gives up on an asynchronous analysis after 1,800 s: past that, send again. */
const ABANDONO_MS = 40 * 60_000;
/** Sent again this many times without an answer, the job fails (and is retried later with backoff, then dies). */
const REENVIOS_MAXIMOS = 3;

/**
 * Queues the analysis of one plot's current polygon, inside the caller's transaction (a saved sketch). Nothing is
 * queued for a plot without polygon, for a cooperative without EUDR, for a polygon that already has its answer (an
 * earlier sketch restored), or when a job for this very polygon waits.
 */
export async function encolarAnalisisParcela(tx: Consulta, coop: number, idParcela: number): Promise<boolean> {
  const p = await hashYEudr(tx, coop, idParcela);
  if (!p?.hash || p.analizado || !p.usa_eudr) return false;
  const id = await encolar(tx, {
    tipo: TIPO_WHISP,
    id_cooperativa: coop,
    clave: `parcela:${coop}:${idParcela}:${p.hash}`,
    datos: { parcelas: [idParcela] },
  });
  return id !== null;
}

/** Queues many plots, LOTE_WHISP a job ('Analizar pendientes', a retried failure). */
export async function encolarLotes(tx: Consulta, coop: number, ids: readonly number[]): Promise<number> {
  for (let i = 0; i < ids.length; i += LOTE_WHISP)
    await encolar(tx, { tipo: TIPO_WHISP, id_cooperativa: coop, datos: { parcelas: ids.slice(i, i + LOTE_WHISP) } });
  return ids.length;
}

async function guardar(db: Db, coop: number, resultados: ResultadoWhisp[], enviados: Record<string, string>): Promise<void> {
  await db.transaction(async (tx) => {
    for (const r of resultados) {
      const hash = enviados[r.idExterno];
      // An answer for a plot we did not send in this job is ignored rather than trusted.
      if (!hash) continue;
      await guardarResultadoWhisp(tx, coop, {
        idParcela: Number(r.idExterno),
        hash,
        riesgo: r.riesgo,
        riesgoTexto: r.riesgoTexto,
        indicadores: r.indicadores,
        propiedades: r.propiedades,
        version: r.version,
      });
    }
  });
}

/** The handler for the job type `whisp`, bound to this server's WHISP. */
export function manejadorWhisp(config: ConfigWhisp, opciones: OpcionesWhisp & { sondeoMs?: number } = {}): Manejador {
  const sondeo = opciones.sondeoMs ?? SONDEO_WHISP_MS;
  return async (t: Trabajo, db: Db): Promise<ResultadoManejador> => {
    const datos = t.datos as unknown as DatosWhisp;
    const coop = t.id_cooperativa;
    if (coop === null || !Array.isArray(datos.parcelas))
      throw Object.assign(new Error('Trabajo WHISP sin cooperativa o sin parcelas'), { reintentable: false });
    const inicial = { parcelas: datos.parcelas };

    if (datos.token && datos.enviados) {
      const vencido = datos.enviado_en && Date.now() - Date.parse(datos.enviado_en) > ABANDONO_MS;
      if (!vencido) {
        try {
          const e = await estadoWhisp(config, datos.token, opciones);
          if (e.estado === 'en-proceso') return { reprogramarEnMs: sondeo };
          await guardar(db, coop, e.resultados, datos.enviados);
          return;
        } catch (err) {
          // WHISP keeps an answer for minutes only: a token it no longer knows means sending again, not failing.
          if (!(err instanceof ErrorWhisp && err.codigo === 'analysis_job_not_found')) throw err;
        }
      }
      const reenvios = (datos.reenvios ?? 0) + 1;
      if (reenvios > REENVIOS_MAXIMOS) throw new ErrorWhisp('WHISP perdió el análisis varias veces seguidas', 'analisis_perdido', true);
      return { reprogramarEnMs: 0, datos: { ...inicial, reenvios } };
    }

    const pendientes = await parcelasParaWhisp(db, coop, datos.parcelas);
    if (pendientes.length === 0) return;
    const enviados = Object.fromEntries(pendientes.map((p) => [String(p.id), p.hash]));
    const r = await enviarAWhisp(
      config,
      pendientes.map((p) => ({ id: String(p.id), poligono: p.poligono })),
      opciones,
    );
    if ('resultados' in r) {
      await guardar(db, coop, r.resultados, enviados);
      return;
    }
    return {
      reprogramarEnMs: sondeo,
      datos: { ...inicial, token: r.token, enviados, enviado_en: new Date().toISOString(), reenvios: datos.reenvios ?? 0 },
    };
  };
}
