import type { Consulta } from '../../db/db';

/**
 * One field-form submission as its downloads print it (spec 002 §2.14, §7 'Linking' downloads; issue 27): who it is
 * about (the linked producer and plot, else what the inspector typed), who took it and when, and every answer.
 */
export interface FormularioDescarga {
  uuid: string;
  tipo: string;
  fecha: string;
  nombre_inspector: string | null;
  coop_nombre: string | null;
  id_socio_otro: string | null;
  parcela_nombre_otro: string | null;
  num_plantas: number | null;
  superficie: number | null;
  productor: string | null;
  clave_tx: string | null;
  parcela: string | null;
  cooperativa: string;
  datos: Record<string, unknown>;
}

/** The session cooperative's form of that type (another cooperative's, a sketch or an unknown type: null → 404). */
export async function formularioDescarga(db: Consulta, coop: number, tipo: string, uuid: string): Promise<FormularioDescarga | null> {
  const [f] = await db.query<FormularioDescarga>(
    `SELECT f.uuid::text AS uuid, f.tipo, f.fecha::text AS fecha, f.nombre_inspector, f.coop_nombre, f.id_socio_otro,
            f.parcela_nombre_otro, f.num_plantas, f.superficie::float8 AS superficie, p.nombre_completo AS productor, p.clave_tx,
            x.nombre AS parcela, co.nombre AS cooperativa, f.datos
       FROM formularios_campo f
       JOIN cooperativas co ON co.id = f.id_cooperativa
       LEFT JOIN cuentas c ON c.id_cooperativa = f.id_cooperativa AND c.id = f.id_cuenta
       LEFT JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       LEFT JOIN parcelas x ON x.id_cooperativa = f.id_cooperativa AND x.id = f.id_parcela
      WHERE f.id_cooperativa = $1 AND f.tipo = $2 AND f.uuid = $3`,
    [coop, tipo, uuid],
  );
  return f ?? null;
}

/** A KoboToolbox field name as a label: 'edad_de_las_plantas' → 'Edad de las plantas'; group paths keep their last part. */
export function etiquetaCampo(clave: string): string {
  const ultimo = clave.split('/').pop() ?? clave;
  const t = ultimo.replace(/_+/g, ' ').trim();
  return t.charAt(0).toUpperCase() + t.slice(1);
}

const valorTexto = (v: unknown): string => {
  if (v === null || v === undefined || v === '') return '—';
  if (typeof v === 'object') return JSON.stringify(v);
  return String(v);
};

/** KoboToolbox's bookkeeping fields (`_id`, `__version__`, `meta/…`, `formhub/…`) are not answers. */
const esInterno = (clave: string) => clave.startsWith('_') || clave.startsWith('meta/') || clave.startsWith('formhub/');

/** The rows both downloads print, in this order: the form's identity, then each answer as sent. */
export function filasFormulario(f: FormularioDescarga): [string, string][] {
  const fijas: [string, string][] = [
    ['Cooperativa', f.cooperativa],
    [
      'Productor',
      f.productor ? `${f.productor}${f.clave_tx ? ` (${f.clave_tx})` : ''}` : `Sin vincular (socio: ${valorTexto(f.id_socio_otro)})`,
    ],
    ['Parcela', f.parcela ?? `Sin vincular (${valorTexto(f.parcela_nombre_otro)})`],
    ['Inspector', valorTexto(f.nombre_inspector)],
    ['Fecha', f.fecha.split('-').reverse().join('/')],
    ['Cooperativa según el formulario', valorTexto(f.coop_nombre)],
  ];
  if (f.tipo === 'sic_pp') {
    fijas.push(['Plantas', valorTexto(f.num_plantas)], ['Superficie (ha)', valorTexto(f.superficie)]);
  }
  const respuestas = Object.entries(f.datos ?? {})
    .filter(([k]) => !esInterno(k))
    .map(([k, v]): [string, string] => [etiquetaCampo(k), valorTexto(v)]);
  return [...fijas, ...respuestas];
}
