import type { AvisoPaquete, TipoAvisoPaquete } from '../contrato/eudr-paquete';
import { TIPOS_AVISO_PAQUETE } from '../contrato/eudr-paquete';
import { formatoNumero } from '../comun/formato';
import { riesgoMostrado } from './riesgo';

/**
 * What would weaken the importer's risk assessment of a lot (issue 23), said before the package is made so an
 * administrator decides with it in view; the accepted ones are printed in the summary and kept with the package.
 */

/** A producer with deliveries in the lot (voided ones do not count), as the warnings read them. */
export interface ProductorAvisos {
  uuid: string;
  nombre: string;
  /** Their plots of the lot's cycle the TRACES rules leave out of the file, with the rule's sentence. */
  fuera: { uuid: string; nombre: string; texto: string }[];
  /** No plot of the cycle's confirmed register (no plots, or an account not confirmed or given baja): nothing goes in the file. */
  sinParcelas: boolean;
  /**
   * The committee's decision on their account of the lot's cycle when the latest one is a sanction (decision 3,
   * 'Sancionado', domain/comite/evaluacion.ts); null when the latest is an approval or there is none.
   */
  sancion: { inicio: string | null; termino: string | null } | null;
}

/** A plot that goes into the file, as the warnings read it. */
export interface ParcelaAvisos {
  uuid: string;
  nombre: string;
  productor: string;
  productor_uuid: string;
  tienePoligono: boolean;
  riesgoWhisp: number | null;
  riesgoUsuario: number | null;
  alertasError: number;
  /** The protected natural areas the polygon overlaps, with the hectares overlapped. */
  areas: { nombre: string; hectareas: number }[];
}

/**
 * A warning as the contract's AvisoPaquete describes it. The contract builds `tipo` with `Type.Union(array.map(…))`,
 * whose static type TypeBox resolves to `never` (the JSON schema is right); this type says what it means.
 */
export type AvisoDelLote = Omit<AvisoPaquete, 'tipo'> & { tipo: TipoAvisoPaquete };

const orden = (t: TipoAvisoPaquete) => TIPOS_AVISO_PAQUETE.indexOf(t);
const sinPunto = (s: string) => s.trim().replace(/\.$/, '');
const comparar = (a: string, b: string) => a.localeCompare(b, 'es');
/** Two decimals, four under 0.01 ha (a sliver of an area is still named with its size, never '0.00'). */
const hectareas = (ha: number) => formatoNumero(ha, Math.abs(ha) < 0.01 ? 4 : 2);

/** 'del 2026-01-10 al 2026-06-30', 'desde el 2026-01-10', '' without dates. */
function periodo(s: { inicio: string | null; termino: string | null }): string {
  const i = s.inicio?.slice(0, 10);
  const t = s.termino?.slice(0, 10);
  if (i && t) return ` del ${i} al ${t}`;
  if (i) return ` desde el ${i}`;
  if (t) return ` hasta el ${t}`;
  return '';
}

/**
 * The lot's warnings, ordered by kind (plots left out, high risk, protected area, sanctioned), then producer and
 * plot, one Spanish sentence each. The risk is the one the plot shows (riesgo.ts `riesgoMostrado`: a person's
 * override when there is one, else WHISP's preliminary result), so the package never calls Alto what the plot's
 * tab calls Bajo.
 * @example avisosPaquete([{ uuid: 'p', nombre: 'Ana', fuera: [], sinParcelas: false, sancion: { inicio: null, termino: null } }], [])[0].texto
 * // 'El comité sancionó a Ana en el ciclo del lote.'
 */
export function avisosPaquete(productores: readonly ProductorAvisos[], parcelas: readonly ParcelaAvisos[]): AvisoDelLote[] {
  const avisos: AvisoDelLote[] = [];
  const de = (p: { uuid: string; nombre: string }) => ({ productor: p.nombre, productor_uuid: p.uuid });
  for (const p of productores) {
    if (p.sinParcelas) {
      avisos.push({
        tipo: 'parcelas_fuera',
        ...de(p),
        parcela: null,
        parcela_uuid: null,
        texto: `${p.nombre} entregó en el lote y no tiene parcelas vigentes en el padrón confirmado del ciclo: ninguna entra en el archivo TRACES.`,
      });
    } else if (p.fuera.length > 0) {
      const n = p.fuera.length;
      const lista = [...p.fuera]
        .sort((a, b) => comparar(a.nombre, b.nombre))
        .map((x) => `${x.nombre} (${sinPunto(x.texto)})`)
        .join('; ');
      avisos.push({
        tipo: 'parcelas_fuera',
        ...de(p),
        parcela: n === 1 ? p.fuera[0].nombre : null,
        parcela_uuid: n === 1 ? p.fuera[0].uuid : null,
        texto: `${p.nombre} entregó en el lote y ${n === 1 ? '1 de sus parcelas queda' : `${n} de sus parcelas quedan`} fuera del archivo TRACES: ${lista}.`,
      });
    }
    if (p.sancion) {
      avisos.push({
        tipo: 'sancionado',
        ...de(p),
        parcela: null,
        parcela_uuid: null,
        texto: `El comité sancionó a ${p.nombre} en el ciclo del lote${periodo(p.sancion)}.`,
      });
    }
  }
  for (const x of parcelas) {
    const aviso = (tipo: TipoAvisoPaquete, texto: string): AvisoDelLote => ({
      tipo,
      productor: x.productor,
      productor_uuid: x.productor_uuid,
      parcela: x.nombre,
      parcela_uuid: x.uuid,
      texto,
    });
    const riesgo = riesgoMostrado({
      tienePoligono: x.tienePoligono,
      riesgoWhisp: x.riesgoWhisp,
      riesgoUsuario: x.riesgoUsuario,
      alertasError: x.alertasError,
      areasNaturales: x.areas.length,
    });
    if (riesgo.nivel === 'ALTO') {
      const quien = riesgo.origen === 'usuario' ? 'asignado por una persona' : 'resultado preliminar de WHISP';
      avisos.push(aviso('riesgo_alto', `La parcela ${x.nombre} de ${x.productor} tiene riesgo EUDR Alto (${quien}).`));
    }
    for (const a of [...x.areas].sort((m, n) => comparar(m.nombre, n.nombre))) {
      avisos.push(
        aviso(
          'area_protegida',
          `La parcela ${x.nombre} de ${x.productor} se encima con el área natural protegida ${a.nombre} en ${hectareas(a.hectareas)} ha.`,
        ),
      );
    }
  }
  return avisos.sort(
    (a, b) =>
      orden(a.tipo) - orden(b.tipo) ||
      comparar(a.productor, b.productor) ||
      a.productor_uuid.localeCompare(b.productor_uuid) ||
      comparar(a.parcela ?? '', b.parcela ?? '') ||
      comparar(a.texto, b.texto),
  );
}
