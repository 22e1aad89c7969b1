/**
 * Green grading (SCA, 350 g sample; domain notes): each defect type counts in full defects, beans per full defect
 * by type, whole numbers rounded down per type. Primary defects (category 1, spec's tipo_mancha 1) and secondary
 * (category 2) are summed apart; specialty grade has no primary defect, at most 5 secondary and moisture 10–12 %.
 */
export type CategoriaDefecto = 1 | 2;

export interface TipoDefecto {
  /** The catalogue's id (cat_calidad_tipos_mancha, migration 0056). */
  id: number;
  clave: string;
  nombre: string;
  categoria: CategoriaDefecto;
  /** Beans that make one full defect. */
  granosPorDefecto: number;
}

/** The SCA equivalences, as the catalogue calidad/catalogos/tipo_manchas/{1|2} lists them. */
export const TIPOS_DEFECTO: readonly TipoDefecto[] = [
  { id: 1, clave: 'negro_completo', nombre: 'Negro completo', categoria: 1, granosPorDefecto: 1 },
  { id: 2, clave: 'agrio_completo', nombre: 'Agrio completo', categoria: 1, granosPorDefecto: 1 },
  { id: 3, clave: 'cereza_seca', nombre: 'Cereza seca', categoria: 1, granosPorDefecto: 1 },
  { id: 4, clave: 'hongo', nombre: 'Daño por hongo', categoria: 1, granosPorDefecto: 1 },
  { id: 5, clave: 'materia_extrana', nombre: 'Materia extraña', categoria: 1, granosPorDefecto: 1 },
  { id: 6, clave: 'insecto_severo', nombre: 'Daño severo por insecto (broca)', categoria: 1, granosPorDefecto: 5 },
  { id: 7, clave: 'negro_parcial', nombre: 'Negro parcial', categoria: 2, granosPorDefecto: 3 },
  { id: 8, clave: 'agrio_parcial', nombre: 'Agrio parcial', categoria: 2, granosPorDefecto: 3 },
  { id: 9, clave: 'pergamino', nombre: 'Pergamino', categoria: 2, granosPorDefecto: 5 },
  { id: 10, clave: 'flotador', nombre: 'Flotador', categoria: 2, granosPorDefecto: 5 },
  { id: 11, clave: 'inmaduro', nombre: 'Inmaduro', categoria: 2, granosPorDefecto: 5 },
  { id: 12, clave: 'averanado', nombre: 'Averanado (arrugado)', categoria: 2, granosPorDefecto: 5 },
  { id: 13, clave: 'concha', nombre: 'Concha', categoria: 2, granosPorDefecto: 5 },
  { id: 14, clave: 'quebrado', nombre: 'Quebrado, mordido o cortado', categoria: 2, granosPorDefecto: 5 },
  { id: 15, clave: 'cascara', nombre: 'Cáscara o pulpa seca', categoria: 2, granosPorDefecto: 5 },
  { id: 16, clave: 'insecto_leve', nombre: 'Daño leve por insecto (broca)', categoria: 2, granosPorDefecto: 10 },
];

export interface ConteoDefecto {
  granosPorDefecto: number;
  categoria: CategoriaDefecto;
  granos: number;
}

export interface DefectosCompletos {
  primarios: number;
  secundarios: number;
}

/** Full defects per category: each row's beans ÷ its equivalence, rounded down, rows of one type added first. */
export function defectosCompletos(conteos: readonly (ConteoDefecto & { tipo: string | number })[]): DefectosCompletos {
  const porTipo = new Map<string | number, ConteoDefecto>();
  for (const c of conteos) {
    const previo = porTipo.get(c.tipo);
    porTipo.set(c.tipo, previo ? { ...previo, granos: previo.granos + c.granos } : { ...c });
  }
  const r: DefectosCompletos = { primarios: 0, secundarios: 0 };
  for (const c of porTipo.values()) {
    const completos = Math.floor(c.granos / c.granosPorDefecto);
    if (c.categoria === 1) r.primarios += completos;
    else r.secundarios += completos;
  }
  return r;
}

/** Specialty grade (SCA): no primary defect, at most 5 secondary, moisture 10–12 % (humedad ×100). */
export const esGradoEspecialidad = (d: DefectosCompletos, humedad: number): boolean =>
  d.primarios === 0 && d.secundarios <= 5 && humedad >= 10_00 && humedad <= 12_00;
