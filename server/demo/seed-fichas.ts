import type { Consulta } from '../db/db';
import { contarPreguntas } from '@domain/fichas/xlsform';
import { xlsformDeMaster } from '../modules/fichas/descarga-master';
import { leerMaster } from '../modules/fichas/fichas.repository';

/**
 * Master forms (issue 27): the platform's SIC plot forms for coffee and cacao, with their categories (the general
 * data and the plot always; conservation, pests and the organic plan to choose), conversions and XLSForm rows; and
 * for each coffee or cacao cooperative a form of its own made from its crop's master, the coffee one with its
 * XLSForm uploaded. No KoboToolbox project: the demo server has none configured (KOBO_URL, KOBO_TOKEN), so the
 * forms show as not yet in KoboToolbox until someone uploads one against a configured server.
 */

type Fila = Record<string, string>;
interface Categoria {
  nombre: string;
  obligatorio: boolean;
  filas: { fila: Fila; configuraciones?: boolean }[];
}

const grupo = (name: string, label: string, filas: Fila[]): { fila: Fila; configuraciones?: boolean }[] => [
  { fila: { type: 'begin_group', name, label } },
  ...filas.map((fila) => ({ fila, configuraciones: fila.type.includes('from_file') })),
  { fila: { type: 'end_group', name } },
];

function categorias(cultivo: 'café' | 'cacao'): Categoria[] {
  return [
    {
      nombre: 'Datos generales',
      obligatorio: true,
      filas: grupo('datos', 'Datos generales', [
        { type: 'date', name: 'fecha', label: 'Fecha de la inspección', required: 'yes' },
        { type: 'select_one_from_file inspectores.csv', name: 'id_inspector', label: 'Inspector', required: 'yes' },
        { type: 'text', name: 'nombre_inspector', label: 'Nombre del inspector', required: 'yes' },
        { type: 'select_one_from_file cuentas.csv', name: 'id_socio', label: 'Productor', required: 'yes' },
      ]),
    },
    {
      nombre: 'Parcela',
      obligatorio: true,
      filas: grupo('parcela', 'Parcela', [
        {
          type: 'select_one_from_file parcelas.csv',
          name: 'id_parcela',
          label: 'Parcela registrada',
          choice_filter: 'cuenta=${id_socio}',
        },
        { type: 'text', name: 'nombre_parcela', label: 'Nombre de la parcela', required: 'yes' },
        { type: 'decimal', name: 'superficie', label: 'Superficie (ha)', required: 'yes', constraint: '. > 0 and . < 500' },
        { type: 'integer', name: 'num_plantas', label: `Plantas de ${cultivo}`, constraint: '. >= 0' },
        { type: 'select_multiple_from_file arboles.csv', name: 'variedades', label: 'Variedades' },
        { type: 'geopoint', name: 'punto', label: 'Punto de la parcela' },
        { type: 'geoshape', name: 'poligono', label: 'Croquis de la parcela' },
      ]),
    },
    {
      nombre: 'Conservación de suelos',
      obligatorio: false,
      filas: grupo('conservacion', 'Conservación de suelos', [
        { type: 'select_one si_no', name: 'barreras_vivas', label: '¿Tiene barreras vivas?' },
        { type: 'select_one si_no', name: 'terrazas', label: '¿Tiene terrazas individuales?' },
        { type: 'select_one si_no', name: 'abono_organico', label: '¿Aplica abono orgánico?' },
      ]),
    },
    {
      nombre: 'Plagas y enfermedades',
      obligatorio: false,
      filas: grupo('plagas', 'Plagas y enfermedades', [
        {
          type: 'select_multiple plagas',
          name: 'plagas',
          label: 'Plagas y enfermedades presentes',
        },
        { type: 'select_one si_no', name: 'control_manual', label: '¿Hace control manual?' },
      ]),
    },
    {
      nombre: 'Estimación de cosecha',
      obligatorio: false,
      filas: grupo('cosecha', 'Estimación de cosecha', [
        { type: 'decimal', name: 'estimacion', label: cultivo === 'café' ? 'Estimación (latas)' : 'Estimación (kg en baba)' },
        { type: 'text', name: 'observaciones', label: 'Observaciones' },
      ]),
    },
  ];
}

const CHOICES: Fila[] = [
  { list_name: 'si_no', name: 'si', label: 'Sí' },
  { list_name: 'si_no', name: 'no', label: 'No' },
];
const PLAGAS: Record<'café' | 'cacao', [string, string][]> = {
  café: [
    ['roya', 'Roya'],
    ['broca', 'Broca'],
    ['ojo_de_gallo', 'Ojo de gallo'],
  ],
  cacao: [
    ['moniliasis', 'Moniliasis'],
    ['mazorca_negra', 'Mazorca negra'],
    ['escoba_de_bruja', 'Escoba de bruja'],
  ],
};

const MASTERS = [
  {
    nombre: 'Ficha SIC de parcela (café)',
    descripcion: 'Inspección interna de la parcela de café: datos generales, parcela, conservación, plagas y cosecha',
    cultivo: 'cafe',
    etiqueta: 'café' as const,
    id_formulario: 'sic_pp_cafe',
    conversion: ['estimacion', 'lata', 12_500] as const,
  },
  {
    nombre: 'Ficha SIC de parcela (cacao)',
    descripcion: 'Inspección interna de la parcela de cacao: datos generales, parcela, conservación, plagas y cosecha',
    cultivo: 'cacao',
    etiqueta: 'cacao' as const,
    id_formulario: 'sic_pp_cacao',
    conversion: ['estimacion', 'kg en baba', 400] as const,
  },
];

/** The platform's masters, once; returns their ids by crop. */
export async function sembrarFichasMaster(tx: Consulta): Promise<Record<string, number>> {
  const ids: Record<string, number> = {};
  for (const m of MASTERS) {
    const [f] = await tx.query<{ id: number }>(
      `INSERT INTO fichas_master (nombre, descripcion, tipo, cultivo, id_formulario, version_formulario)
       VALUES ($1, $2, 'sic_pp', $3, $4, '2025.1') RETURNING id`,
      [m.nombre, m.descripcion, m.cultivo, m.id_formulario],
    );
    ids[m.cultivo] = f.id;
    let orden = 0;
    const fila = (hoja: string, cat: number | null, x: Fila, conf = false) =>
      tx.query(
        'INSERT INTO fichas_master_preguntas (id_ficha_master, id_categoria, hoja, orden, fila, configuraciones) VALUES ($1, $2, $3, $4, $5, $6)',
        [f.id, cat, hoja, ++orden, JSON.stringify(x), conf],
      );
    for (const x of [
      { type: 'start', name: 'start' },
      { type: 'end', name: 'end' },
    ])
      await fila('survey', null, x);
    for (const [i, c] of categorias(m.etiqueta).entries()) {
      const [cat] = await tx.query<{ id: number }>(
        'INSERT INTO fichas_master_categorias (id_ficha_master, nombre, obligatorio, orden) VALUES ($1, $2, $3, $4) RETURNING id',
        [f.id, c.nombre, c.obligatorio, i + 1],
      );
      for (const p of c.filas) await fila('survey', cat.id, p.fila, p.configuraciones ?? false);
    }
    orden = 0;
    for (const x of [...CHOICES, ...PLAGAS[m.etiqueta].map(([name, label]) => ({ list_name: 'plagas', name, label }))])
      await fila('choices', null, x);
    const [campo, unidad, factor] = m.conversion;
    await tx.query('INSERT INTO fichas_master_conversiones (id_ficha_master, campo, unidad, factor_mil) VALUES ($1, $2, $3, $4)', [
      f.id,
      campo,
      unidad,
      factor,
    ]);
  }
  return ids;
}

/**
 * A coffee or cacao cooperative's form from its crop's master, in its active cycle; the coffee one with the master's
 * XLSForm uploaded (its file and rows), so 'Descargar ficha' and the question count are real.
 */
export async function sembrarFichasCooperativa(
  tx: Consulta,
  idCooperativa: number,
  cultivo: 'cafe' | 'cacao',
  masters: Record<string, number>,
) {
  const master = await leerMaster(tx, masters[cultivo]);
  if (!master) return;
  const [ciclo] = await tx.query<{ id: number; nombre: string }>(
    'SELECT id, nombre FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1',
    [idCooperativa],
  );
  const cats = await tx.query<{ id: number }>('SELECT id FROM fichas_master_categorias WHERE id_ficha_master = $1 ORDER BY orden', [
    master.id,
  ]);
  const nombre = `Parcelas ${ciclo.nombre}`;
  const [f] = await tx.query<{ id: number }>(
    `INSERT INTO kobo_fichas (id_cooperativa, id_ficha_master, nombre, descripcion, tipo, id_ciclo, categorias)
     VALUES ($1, $2, $3, $4, 'sic_pp', $5, $6) RETURNING id`,
    [idCooperativa, master.id, nombre, `Inspección interna de parcelas del ciclo ${ciclo.nombre}`, ciclo.id, cats.map((c) => c.id)],
  );
  if (cultivo !== 'cafe') return;
  const { contenido } = await xlsformDeMaster(tx, master, null, true, nombre);
  const filas = await tx.query<{ hoja: string; fila: Fila }>(
    `SELECT hoja, fila FROM fichas_master_preguntas WHERE id_ficha_master = $1 ORDER BY hoja DESC, orden`,
    [master.id],
  );
  const survey = filas.filter((x) => x.hoja === 'survey').map((x) => x.fila);
  const [a] = await tx.query<{ uuid: string }>(
    `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, contenido)
     VALUES ($1, 'kobo_xlsform', 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet', $2, $3, $4) RETURNING uuid`,
    [idCooperativa, `${master.id_formulario}.xlsx`, contenido.length, contenido],
  );
  const contador: Record<string, number> = {};
  const ordenadas = filas.map((x) => ({ hoja: x.hoja, orden: (contador[x.hoja] = (contador[x.hoja] ?? -1) + 1), fila: x.fila }));
  await tx.query(
    `INSERT INTO kobo_fichas_preguntas (id_cooperativa, id_kobo_ficha, hoja, orden, fila)
     SELECT $1, $2, x.hoja, x.orden, x.fila FROM jsonb_to_recordset($3::jsonb) AS x(hoja text, orden integer, fila jsonb)`,
    [idCooperativa, f.id, JSON.stringify(ordenadas)],
  );
  await tx.query('UPDATE kobo_fichas SET archivo = $3, archivo_nombre = $4, num_preguntas = $5 WHERE id_cooperativa = $1 AND id = $2', [
    idCooperativa,
    f.id,
    a.uuid,
    `${master.id_formulario}.xlsx`,
    contarPreguntas(survey.map((x) => ({ type: String(x.type ?? '') }))),
  ]);
}
