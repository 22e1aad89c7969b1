import type { Consulta } from '../db/db';
import { sembrarEntregas } from './seed-acopio';
import { ESTADOS_DEMO, idLocalidad } from './datos/geografia';
import { CATALOGO_CATEGORIAS, categoriasDeCertificacion } from '@domain/cuentas/categorias';

/** Reasons of 'Dar de baja' (spec 000 §4: a catalogue; its entries are not given, these are a cooperative's usual ones). */
export const MOTIVOS_BAJA_CUENTA: [number, string][] = [
  [1, 'Fallecimiento'],
  [2, 'Renuncia voluntaria'],
  [3, 'Venta o cesión de sus parcelas'],
  [4, 'Incumplimiento del reglamento interno'],
  [5, 'Sanción del comité de evaluación'],
  [6, 'Cambio de cultivo'],
  [7, 'Migración'],
  [8, 'Otro'],
];
export const MOTIVOS_BAJA_PARCELA: [number, string][] = [
  [1, 'Parcela vendida'],
  [2, 'Parcela abandonada'],
  [3, 'Cambio de uso de suelo'],
  [4, 'Parcela duplicada'],
  [5, 'Otro'],
];
export const GENEROS: [number, string][] = [
  [1, 'Hombre'],
  [2, 'Mujer'],
];
export const NIVELES_RIESGO: [number, string, string][] = [
  [1, 'Bajo', '#4A6700'],
  [2, 'Medio', '#FFB94C'],
  [3, 'Alto', '#D87748'],
];

/** Geography and SIC catalogues, shared by every cooperative. Idempotent. */
export async function sembrarCatalogosProductores(tx: Consulta): Promise<void> {
  for (const e of ESTADOS_DEMO) {
    await tx.query('INSERT INTO estados (id, id_pais, nombre) VALUES ($1, 1, $2) ON CONFLICT (id) DO NOTHING', [e.id, e.nombre]);
    for (const m of e.municipios) {
      await tx.query(
        'INSERT INTO municipios (id, id_estado, nombre, latitud, longitud) VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING',
        [m.id, e.id, m.nombre, m.lat, m.lng],
      );
      await tx.query(
        `INSERT INTO localidades (id, id_municipio, nombre, latitud, longitud)
         SELECT * FROM unnest($1::int[], $2::int[], $3::text[], $4::float8[], $5::float8[]) ON CONFLICT (id) DO NOTHING`,
        [
          m.localidades.map((_, i) => idLocalidad(m.id, i + 1)),
          m.localidades.map(() => m.id),
          m.localidades.map((l) => l[0]),
          m.localidades.map((l) => l[1]),
          m.localidades.map((l) => l[2]),
        ],
      );
    }
  }
  for (const c of CATALOGO_CATEGORIAS) {
    await tx.query(
      `INSERT INTO cat_cuentas_categorias (id, nombre, color) VALUES ($1, $2, $3)
      ON CONFLICT (id) DO UPDATE SET nombre = EXCLUDED.nombre, color = EXCLUDED.color`,
      [c.id, c.nombre, c.color],
    );
  }
  for (const [id, nombre] of GENEROS)
    await tx.query('INSERT INTO cat_generos (id, nombre) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, nombre]);
  for (const [id, nombre, color] of NIVELES_RIESGO) {
    await tx.query('INSERT INTO cat_niveles_riesgo (id, nombre, color) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
      id,
      nombre,
      color,
    ]);
  }
  for (const [id, nombre] of MOTIVOS_BAJA_CUENTA)
    await tx.query('INSERT INTO cat_cuentas_bajas (id, nombre) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, nombre]);
  for (const [id, nombre] of MOTIVOS_BAJA_PARCELA)
    await tx.query('INSERT INTO cat_parcelas_bajas (id, nombre) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, nombre]);
}

/** mulberry32: a small seeded PRNG, so the demo is the same on every machine and run. */
function generador(semilla: number) {
  let a = semilla >>> 0;
  const azar = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const entre = (min: number, max: number) => min + Math.floor(azar() * (max - min + 1));
  const uno = <T>(xs: readonly T[]): T => xs[Math.floor(azar() * xs.length)];
  /** Picks by weight: [[value, weight], …]. */
  const pesado = <T>(xs: readonly [T, number][]): T => {
    let r = azar() * xs.reduce((s, [, w]) => s + w, 0);
    for (const [v, w] of xs) if ((r -= w) < 0) return v;
    return xs[xs.length - 1][0];
  };
  return { azar, entre, uno, pesado };
}
type Azar = ReturnType<typeof generador>;

const HOMBRES = [
  'José',
  'Juan',
  'Manuel',
  'Francisco',
  'Jesús',
  'Miguel Ángel',
  'Pedro',
  'Antonio',
  'Martín',
  'Raúl',
  'Rubén',
  'Efraín',
  'Hermelindo',
  'Eliseo',
  'Gilberto',
  'Ramiro',
  'Óscar',
  'Héctor',
  'Andrés',
  'Isidro',
  'Joaquín',
  'Ismael',
  'Rigoberto',
  'Eusebio',
  'Domingo',
  'Crisóforo',
  'Adán',
  'José Luis',
  'Juan Carlos',
  'Álvaro',
];
const MUJERES = [
  'María',
  'Guadalupe',
  'Rosa',
  'Juana',
  'Margarita',
  'Josefina',
  'Petrona',
  'Leticia',
  'Rocío',
  'Elena',
  'Teresa',
  'Martha',
  'Verónica',
  'Inés',
  'Sofía',
  'Ángela',
  'Dolores',
  'Esperanza',
  'Noemí',
  'Araceli',
  'Magdalena',
  'Lucía',
  'Reyna',
  'María José',
  'Irene',
];
const MAYAS_HOMBRES = ['Wilberth', 'Gaspar', 'Felipe', 'Asunción', 'Santos', 'Mateo', 'Genaro', 'Cecilio'];
const MAYAS_MUJERES = ['Nicté', 'Itzel', 'Candelaria', 'Zazil', 'Asunción', 'Paulina', 'Ixchel'];

const APELLIDOS: Record<number, string[]> = {
  1: [
    'Pérez',
    'Gómez',
    'López',
    'Hernández',
    'Roblero',
    'Velázquez',
    'Morales',
    'Vázquez',
    'Aguilar',
    'Domínguez',
    'Cruz',
    'Gálvez',
    'Bravo',
    'Ramírez',
    'Villatoro',
    'Coutiño',
    'Ocaña',
    'Solís',
    'Escobar',
    'Mazariegos',
    'Díaz',
    'Maldonado',
    'Gutiérrez',
    'Nucamendi',
    'Albores',
    'Ruiz',
    'Martínez',
    'Santiago',
    'Cortés',
    'Jarquín',
  ],
  2: [
    'de la Cruz',
    'Hernández',
    'López',
    'Pérez',
    'Jiménez',
    'Sánchez',
    'García',
    'Ramírez',
    'Méndez',
    'Torres',
    'Ovando',
    'Zapata',
    'Córdova',
    'Falcón',
    'Magaña',
    'Olán',
    'Madrigal',
    'Arias',
    'Notario',
    'Custodio',
    'Montejo',
    'Isidro',
    'Álvarez',
    'Ricárdez',
  ],
  3: [
    'Chan',
    'Poot',
    'Canché',
    'May',
    'Pech',
    'Uc',
    'Cocom',
    'Tun',
    'Ek',
    'Dzul',
    'Can',
    'Balam',
    'Chi',
    'Kú',
    'Cauich',
    'Puc',
    'Chablé',
    'Euán',
    'Noh',
    'Xool',
    'Dzib',
    'Cetina',
    'Pacheco',
    'Sosa',
    'Herrera',
  ],
};

const NOMBRES_PARCELA: Record<number, string[]> = {
  1: [
    'El Mirador',
    'La Esperanza',
    'Las Palmas',
    'El Naranjo',
    'La Ceiba',
    'El Cafetal',
    'Buenos Aires',
    'La Providencia',
    'El Zapote',
    'Los Pinos',
    'San José',
    'La Loma',
    'El Retiro',
    'La Cumbre',
  ],
  2: ['El Cacaotal', 'La Chontalpa', 'El Guayabal', 'Las Flores', 'El Mango', 'La Isla', 'El Cedro', 'Santa Rosa', 'El Limón', 'La Palma'],
  3: [
    'Apiario Xoy',
    'Apiario El Ramonal',
    'Apiario Kaxil',
    'Apiario Chakah',
    'Apiario La Sabana',
    'Apiario Tzalam',
    'Apiario Jabín',
    'Apiario Xtabentún',
  ],
};

interface Geografia {
  regiones: { nombre: string; municipios: number[]; centro: number }[];
  lada: string[];
  estadoCurp: Record<number, string>;
}

/** Regions of each demo cooperative (by product), the municipalities in each and the collection centre (index) they deliver to. */
const GEOGRAFIA: Record<number, Geografia> = {
  1: {
    regiones: [
      { nombre: 'Frailesca', municipios: [7008, 7020], centro: 0 },
      { nombre: 'Sierra', municipios: [7080, 7019], centro: 2 },
      { nombre: 'Fronteriza', municipios: [7057], centro: 1 },
      { nombre: 'Costa de Oaxaca', municipios: [20071, 20227, 20012], centro: 0 },
    ],
    lada: ['992', '962', '961'],
    estadoCurp: { 7: 'CS', 20: 'OC' },
  },
  2: {
    regiones: [
      { nombre: 'Chontalpa Norte', municipios: [27005, 27014, 27010], centro: 0 },
      { nombre: 'Chontalpa Sur', municipios: [27006, 27002, 27008], centro: 1 },
    ],
    lada: ['933', '937'],
    estadoCurp: { 27: 'TC' },
  },
  3: {
    regiones: [
      { nombre: 'Cono Sur', municipios: [31058, 31098, 31079], centro: 0 },
      { nombre: 'Puuc', municipios: [31056, 31089], centro: 1 },
    ],
    lada: ['997', '999'],
    estadoCurp: { 31: 'YN' },
  },
};

const municipio = (id: number) => {
  for (const e of ESTADOS_DEMO) for (const m of e.municipios) if (m.id === id) return { estado: e.id, ...m };
  throw new Error(`municipio ${id} no está en la geografía de demostración`);
};

/** Number of producers per demo cooperative (by product: coffee, cacao, honey). */
export const PRODUCTORES_DEMO: Record<number, number> = { 1: 300, 2: 200, 3: 150 };

const CONSONANTES = 'BCDFGHJKLMNPQRSTVWXYZ';
const sinAcentos = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toUpperCase()
    .replace(/[^A-Z ]/g, '');

/** A CURP built like the real one from name, birth date, sex and state (check digits are made up). */
function curp(az: Azar, ap: string, am: string, nombre: string, nacimiento: string, mujer: boolean, estado: string): string {
  const a = sinAcentos(ap.replace(/^de la /i, '')).replace(/ /g, '');
  const vocal = a.slice(1).match(/[AEIOU]/)?.[0] ?? 'X';
  const primerInterna = (s: string) =>
    s
      .slice(1)
      .split('')
      .find((c) => CONSONANTES.includes(c)) ?? 'X';
  const n = sinAcentos(nombre.replace(/^(José|María) /, '')).replace(/ /g, '');
  const m = sinAcentos(am).replace(/ /g, '');
  const f = nacimiento.replace(/-/g, '').slice(2);
  return `${a[0]}${vocal}${m[0] ?? 'X'}${n[0]}${f}${mujer ? 'M' : 'H'}${estado}${primerInterna(a)}${primerInterna(m)}${primerInterna(n)}${az.entre(0, 9)}${az.entre(0, 9)}`;
}

/**
 * A small plot polygon around a point: 4 or 5 vertices at increasing angles (so it never crosses itself),
 * radii jittered so its area is close to `ha`. GeoJSON Polygon, [lng, lat], closed ring.
 */
export function poligonoDemo(az: Azar, lat: number, lng: number, ha: number) {
  const lados = az.uno([4, 5]);
  const radioM = Math.sqrt((ha * 10000) / ((lados / 2) * Math.sin((2 * Math.PI) / lados)));
  const mLat = 1 / 111_320;
  const mLng = 1 / (111_320 * Math.cos((lat * Math.PI) / 180));
  const giro = az.azar() * Math.PI;
  const puntos: [number, number][] = [];
  for (let i = 0; i < lados; i++) {
    const angulo = giro + (i * 2 * Math.PI) / lados + (az.azar() - 0.5) * 0.5;
    const r = radioM * (0.85 + az.azar() * 0.3);
    puntos.push([round6(lng + Math.cos(angulo) * r * mLng), round6(lat + Math.sin(angulo) * r * mLat)]);
  }
  const lats = puntos.map((p) => p[1]);
  const lngs = puntos.map((p) => p[0]);
  return {
    poligono: { type: 'Polygon', coordinates: [[...puntos, puntos[0]]] },
    centroide_lat: round6(lats.reduce((s, v) => s + v, 0) / lados),
    centroide_lng: round6(lngs.reduce((s, v) => s + v, 0) / lados),
    min_lat: Math.min(...lats),
    max_lat: Math.max(...lats),
    min_lng: Math.min(...lngs),
    max_lng: Math.max(...lngs),
  };
}
const round6 = (v: number) => Math.round(v * 1e6) / 1e6;

interface CoopSembrada {
  id: number;
  producto: number;
  certificacion: string | null;
  iniciales: string;
  centros: number[];
  ciclos: number[];
}

/**
 * Producers of one demo cooperative: identity, accounts in both cycles, plots (with polygon, centroid only or
 * none), removals, and a few deliveries and formats for the profile. Deterministic (seeded PRNG); written
 * with one set-based insert per table.
 */
export async function sembrarProductoresDemo(tx: Consulta, c: CoopSembrada, total: number): Promise<void> {
  const az = generador(7919 * c.id + c.producto);
  const geo = GEOGRAFIA[c.producto];
  const regiones: number[] = [];
  for (const r of geo.regiones) {
    const [f] = await tx.query<{ id: number }>('INSERT INTO regiones (id_cooperativa, nombre) VALUES ($1, $2) RETURNING id', [
      c.id,
      r.nombre,
    ]);
    regiones.push(f.id);
  }
  const [anterior, actual] = c.ciclos;
  const apellidos = APELLIDOS[c.producto];
  const categorias = categoriasDeCertificacion(c.certificacion).map((x) => x.id);
  const pesoCategoria = (id: number): number => (({ 4: 45, 3: 14, 2: 12, 1: 10, 5: 10, 6: 12, 7: 16 }) as Record<number, number>)[id] ?? 5;

  const P = {
    nombres: [] as string[],
    ap: [] as string[],
    am: [] as string[],
    genero: [] as (number | null)[],
    nac: [] as (string | null)[],
    ine: [] as (string | null)[],
    curp: [] as (string | null)[],
    rfc: [] as (string | null)[],
    cel: [] as (string | null)[],
    loc: [] as number[],
    region: [] as number[],
    centro: [] as number[],
    clave: [] as string[],
    codigo: [] as (string | null)[],
  };
  const extra: {
    ingreso: string;
    categoria: number;
    ciclos: number[];
    riesgo: number | null;
    confirmado: number;
    pertenece: number;
    lat: number;
    lng: number;
  }[] = [];

  for (let i = 1; i <= total; i++) {
    const ri = az.entre(0, geo.regiones.length - 1);
    const mun = municipio(az.uno(geo.regiones[ri].municipios));
    const li = az.entre(0, mun.localidades.length - 1);
    const genero = az.pesado<number | null>([
      [1, 60],
      [2, 36],
      [null, 4],
    ]);
    const mujer = genero === 2;
    const listaNombres = c.producto === 3 && az.azar() < 0.25 ? (mujer ? MAYAS_MUJERES : MAYAS_HOMBRES) : mujer ? MUJERES : HOMBRES;
    const nombre = az.uno(listaNombres);
    const ap = az.uno(apellidos);
    const am = az.uno(apellidos);
    const nac =
      az.azar() < 0.85
        ? `${az.entre(1942, 2006)}-${String(az.entre(1, 12)).padStart(2, '0')}-${String(az.entre(1, 28)).padStart(2, '0')}`
        : null;
    const curpP = nac && az.azar() < 0.75 ? curp(az, ap, am, nombre, nac, mujer, geo.estadoCurp[mun.estado]) : null;
    P.nombres.push(nombre);
    P.ap.push(ap);
    P.am.push(am);
    P.genero.push(genero);
    P.nac.push(nac);
    P.ine.push(az.azar() < 0.7 ? String(az.entre(1000000000, 9999999999)) + String(az.entre(100, 999)) : null);
    P.curp.push(curpP);
    P.rfc.push(curpP && az.azar() < 0.4 ? curpP.slice(0, 10) + az.uno(['A1', 'B2', 'K9', 'H3']) + az.entre(0, 9) : null);
    P.cel.push(az.azar() < 0.6 ? az.uno(geo.lada) + String(az.entre(1000000, 9999999)) : null);
    P.loc.push(idLocalidad(mun.id, li + 1));
    P.region.push(regiones[ri]);
    P.centro.push(c.centros[geo.regiones[ri].centro] ?? c.centros[0]);
    P.clave.push(`${c.iniciales}-${String(i).padStart(4, '0')}`);
    P.codigo.push(c.producto === 1 ? `TX${String(1000 + i)}` : null);
    const nuevo = az.azar() < 0.1;
    const soloAnterior = !nuevo && az.azar() < 0.04;
    extra.push({
      ingreso: nuevo
        ? `2025-${String(az.entre(10, 11))}-${String(az.entre(1, 28)).padStart(2, '0')}`
        : `${az.entre(2004, 2024)}-${String(az.entre(1, 12)).padStart(2, '0')}-${String(az.entre(1, 28)).padStart(2, '0')}`,
      categoria: az.pesado(categorias.map((id) => [id, pesoCategoria(id)] as [number, number])),
      ciclos: nuevo ? [actual] : soloAnterior ? [anterior] : [anterior, actual],
      riesgo: az.pesado<number | null>([
        [null, 50],
        [1, 30],
        [2, 15],
        [3, 5],
      ]),
      confirmado: az.azar() < 0.95 ? 1 : 0,
      pertenece: az.azar() < 0.92 ? 1 : 0,
      lat: mun.localidades[li][1],
      lng: mun.localidades[li][2],
    });
  }
  const filas = await tx.query<{ id: number; clave_tx: string }>(
    `INSERT INTO productores (id_cooperativa, nombres, apellido_paterno, apellido_materno, id_cat_genero, fecha_nacimiento, ine, curp, rfc,
        no_celular, id_localidad, id_region, id_centro_acopio, clave_tx, codigo_tx)
     SELECT $1, * FROM unnest($2::text[], $3::text[], $4::text[], $5::int[], $6::date[], $7::text[], $8::text[], $9::text[], $10::text[],
        $11::int[], $12::int[], $13::int[], $14::text[], $15::text[])
     RETURNING id, clave_tx`,
    [c.id, P.nombres, P.ap, P.am, P.genero, P.nac, P.ine, P.curp, P.rfc, P.cel, P.loc, P.region, P.centro, P.clave, P.codigo],
  );
  const idPorClave = new Map(filas.map((f) => [f.clave_tx, f.id]));

  // Accounts: one per producer and cycle it took part in; the category may have moved up since the last cycle.
  const C = {
    prod: [] as number[],
    ciclo: [] as number[],
    cat: [] as number[],
    org: [] as number[],
    pert: [] as number[],
    conf: [] as number[],
    ingreso: [] as string[],
    riesgo: [] as (number | null)[],
  };
  P.clave.forEach((clave, i) => {
    const x = extra[i];
    for (const ciclo of x.ciclos) {
      C.prod.push(idPorClave.get(clave)!);
      C.ciclo.push(ciclo);
      const cat = ciclo === anterior && x.categoria !== 7 && az.azar() < 0.2 ? 7 : x.categoria;
      C.cat.push(cat);
      C.org.push(cat >= 1 && cat <= 5 ? 1 : 0);
      C.pert.push(x.pertenece);
      C.conf.push(ciclo === anterior ? 1 : x.confirmado);
      C.ingreso.push(x.ingreso);
      C.riesgo.push(x.riesgo);
    }
  });
  const cuentas = await tx.query<{ id: number; id_productor: number; id_ciclo: number }>(
    `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, id_cuenta_categoria, organico, pertenece_cooperativa, confirmado, fecha_ingreso, id_nivel_riesgo)
     SELECT $1, * FROM unnest($2::int[], $3::int[], $4::int[], $5::int[], $6::int[], $7::int[], $8::date[], $9::int[])
     RETURNING id, id_productor, id_ciclo`,
    [c.id, C.prod, C.ciclo, C.cat, C.org, C.pert, C.conf, C.ingreso, C.riesgo],
  );
  const cuentaDe = new Map(cuentas.map((f) => [`${f.id_productor}:${f.id_ciclo}`, f.id]));

  // Plots: the same land in each cycle's account; honey 'plots' are apiaries (small; plants are hives).
  const nombresParcela = NOMBRES_PARCELA[c.producto];
  const T = {
    cuenta: [] as number[],
    nombre: [] as string[],
    sup: [] as number[],
    plantas: [] as number[],
    pol: [] as (string | null)[],
    clat: [] as (number | null)[],
    clng: [] as (number | null)[],
    a: [] as (number | null)[],
    b: [] as (number | null)[],
    cc: [] as (number | null)[],
    d: [] as (number | null)[],
    baja: [] as (number | null)[],
    fbaja: [] as (string | null)[],
  };
  P.clave.forEach((clave, i) => {
    const x = extra[i];
    const n = az.pesado([
      [0, 8],
      [1, 50],
      [2, 30],
      [3, 12],
    ]);
    for (let k = 0; k < n; k++) {
      const ha = c.producto === 3 ? az.entre(300, 1000) / 1000 : az.entre(300, 5000) / 1000;
      const plantas =
        c.producto === 1
          ? Math.round(ha * az.entre(2200, 3800))
          : c.producto === 2
            ? Math.round(ha * az.entre(600, 1100))
            : az.entre(10, 80);
      const geoTipo = az.pesado([
        ['poligono', 50],
        ['centroide', 30],
        ['ninguno', 20],
      ] as [string, number][]);
      const lat = x.lat + (az.azar() - 0.5) * 0.05;
      const lng = x.lng + (az.azar() - 0.5) * 0.05;
      const g = geoTipo === 'poligono' ? poligonoDemo(az, lat, lng, ha) : null;
      const nombre = k === 0 ? az.uno(nombresParcela) : `${az.uno(nombresParcela)} ${k + 1}`;
      const baja = az.azar() < 0.04 ? az.entre(1, MOTIVOS_BAJA_PARCELA.length) : null;
      for (const ciclo of x.ciclos) {
        T.cuenta.push(cuentaDe.get(`${idPorClave.get(clave)}:${ciclo}`)!);
        T.nombre.push(nombre);
        T.sup.push(ha);
        T.plantas.push(plantas);
        T.pol.push(g ? JSON.stringify(g.poligono) : null);
        T.clat.push(g ? g.centroide_lat : geoTipo === 'centroide' ? round6(lat) : null);
        T.clng.push(g ? g.centroide_lng : geoTipo === 'centroide' ? round6(lng) : null);
        T.a.push(g?.min_lat ?? null);
        T.b.push(g?.max_lat ?? null);
        T.cc.push(g?.min_lng ?? null);
        T.d.push(g?.max_lng ?? null);
        const bajaAqui = baja && ciclo === actual ? baja : null;
        T.baja.push(bajaAqui);
        T.fbaja.push(bajaAqui ? `2025-${az.entre(10, 12)}-${String(az.entre(1, 28)).padStart(2, '0')}` : null);
      }
    }
  });
  await tx.query(
    `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas, poligono, centroide_lat, centroide_lng,
        min_lat, max_lat, min_lng, max_lng, id_cat_parcelas_bajas, fecha_baja)
     SELECT $1, * FROM unnest($2::int[], $3::text[], $4::numeric[], $5::int[], $6::jsonb[], $7::float8[], $8::float8[],
        $9::float8[], $10::float8[], $11::float8[], $12::float8[], $13::int[], $14::date[])`,
    [c.id, T.cuenta, T.nombre, T.sup, T.plantas, T.pol, T.clat, T.clng, T.a, T.b, T.cc, T.d, T.baja, T.fbaja],
  );

  // Removals (baja) of about 3 % of the current cycle's accounts, with their history row.
  const bajas = cuentas
    .filter((f) => f.id_ciclo === actual && az.azar() < 0.03)
    .map((f) => ({
      id: f.id,
      motivo: az.entre(1, MOTIVOS_BAJA_CUENTA.length),
      fecha: `2025-${az.entre(10, 12)}-${String(az.entre(1, 28)).padStart(2, '0')}`,
    }));
  if (bajas.length) {
    await tx.query(
      `UPDATE cuentas c SET id_cat_cuentas_bajas = b.motivo, fecha_baja = b.fecha
         FROM unnest($2::int[], $3::int[], $4::date[]) AS b (id, motivo, fecha) WHERE c.id_cooperativa = $1 AND c.id = b.id`,
      [c.id, bajas.map((b) => b.id), bajas.map((b) => b.motivo), bajas.map((b) => b.fecha)],
    );
    await tx.query(
      `INSERT INTO cuentas_bajas (id_cooperativa, id_cuenta, id_ciclo, id_cat_cuentas_bajas, padrones_seleccionados, fecha_baja)
       SELECT $1, b.id, $2, b.motivo, jsonb_build_array(jsonb_build_object('confirmado', c.confirmado, 'organico', c.organico)), b.fecha
         FROM unnest($3::int[], $4::int[], $5::date[]) AS b (id, motivo, fecha) JOIN cuentas c ON c.id_cooperativa = $1 AND c.id = b.id`,
      [c.id, actual, bajas.map((b) => b.id), bajas.map((b) => b.motivo), bajas.map((b) => b.fecha)],
    );
  }

  // Formats for coffee (the deliveries are server/demo/seed-acopio.ts, with their weighings and payments).
  if (c.producto === 1) {
    await tx.query(
      `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte)
       SELECT c.id_cooperativa, c.id, c.id_ciclo, date '2025-02-01' + (c.id % 90), t.tipo, t.reporte
         FROM cuentas c CROSS JOIN (VALUES ('Inspección interna', 'inspeccion_interna'), ('Plan orgánico', 'plan_organico')) AS t (tipo, reporte)
        WHERE c.id_cooperativa = $1 AND c.id_ciclo = $2 AND c.id % 3 = 0`,
      [c.id, anterior],
    );
  }
}

/**
 * Benchmark scale (`npm run seed -- --scale N`): tops each cooperative (or the ones given) up to N producers with set-based SQL
 * (generate_series), each with an account in every cycle and 0–3 plots, a third of them with a polygon.
 */
export async function sembrarEscala(tx: Consulta, n: number, soloCooperativas: number[] | null = null): Promise<void> {
  const coops = await tx.query<{ id: number; iniciales: string | null }>(
    'SELECT id, iniciales FROM cooperativas WHERE $1::int[] IS NULL OR id = ANY($1) ORDER BY id',
    [soloCooperativas],
  );
  const nombres = [...HOMBRES, ...MUJERES];
  const apellidos = [...APELLIDOS[1], ...APELLIDOS[2], ...APELLIDOS[3]];
  for (const c of coops) {
    const [{ ya }] = await tx.query<{ ya: number }>('SELECT count(*)::int AS ya FROM productores WHERE id_cooperativa = $1', [c.id]);
    if (ya >= n) continue;
    let [region] = await tx.query<{ id: number }>('SELECT id FROM regiones WHERE id_cooperativa = $1 ORDER BY id LIMIT 1', [c.id]);
    region ??= (
      await tx.query<{ id: number }>('INSERT INTO regiones (id_cooperativa, nombre) VALUES ($1, $2) RETURNING id', [c.id, 'General'])
    )[0];
    const ini = c.iniciales ?? `C${c.id}`;
    const [{ ultima }] = await tx.query<{ ultima: number }>(
      'SELECT coalesce(max(id), 0)::int AS ultima FROM cuentas WHERE id_cooperativa = $1',
      [c.id],
    );
    await tx.query(
      `INSERT INTO productores (id_cooperativa, nombres, apellido_paterno, apellido_materno, id_cat_genero, fecha_nacimiento, id_localidad, id_region, clave_tx)
       SELECT $1, ($2::text[])[1 + (g * 7) % cardinality($2::text[])], ($3::text[])[1 + (g * 13) % cardinality($3::text[])],
              ($3::text[])[1 + (g * 31) % cardinality($3::text[])], CASE WHEN g % 20 = 0 THEN NULL ELSE 1 + g % 2 END,
              date '1945-01-01' + (g * 97) % 22000, (l.ids)[1 + (g * 17) % cardinality(l.ids)], $4, $5 || '-E' || lpad(g::text, 6, '0')
         FROM generate_series($6::int, $7::int) AS g,
              (SELECT coalesce((SELECT array_agg(DISTINCT id_localidad ORDER BY id_localidad) FROM productores WHERE id_cooperativa = $1),
                               (SELECT array_agg(id ORDER BY id) FROM localidades)) AS ids) AS l`,
      [c.id, nombres, apellidos, region.id, ini, ya + 1, n],
    );
    await tx.query(
      `INSERT INTO cuentas (id_cooperativa, id_productor, id_ciclo, id_cuenta_categoria, organico, confirmado, fecha_ingreso)
       SELECT p.id_cooperativa, p.id, ci.id, (ARRAY[4, 4, 3, 2, 7])[1 + p.id % 5], CASE WHEN p.id % 5 = 4 THEN 0 ELSE 1 END,
              CASE WHEN p.id % 23 = 0 THEN 0 ELSE 1 END, date '2010-01-01' + p.id % 5000
         FROM productores p CROSS JOIN ciclos ci
        WHERE p.id_cooperativa = $1 AND ci.id_cooperativa = $1 AND p.clave_tx LIKE $2
       ON CONFLICT ON CONSTRAINT cuentas_productor_ciclo_uq DO NOTHING`,
      [c.id, `${ini}-E%`],
    );
    // Statistics of the accounts and producers just written: without them the planner takes this cooperative's
    // accounts for one row and joins producers by a scan per account (minutes at 20,000 producers instead of seconds).
    await tx.query('ANALYZE productores, cuentas');
    await tx.query(
      `INSERT INTO parcelas (id_cooperativa, id_cuenta, nombre, superficie, plantas, poligono, centroide_lat, centroide_lng, min_lat, max_lat, min_lng, max_lng)
       SELECT c.id_cooperativa, c.id, 'Parcela ' || k, s.ha, (s.ha * 2500)::int,
              CASE WHEN k = 1 AND c.id % 3 = 0 THEN jsonb_build_object('type', 'Polygon', 'coordinates', jsonb_build_array(jsonb_build_array(
                jsonb_build_array(s.lng - s.d, s.lat - s.d), jsonb_build_array(s.lng + s.d, s.lat - s.d), jsonb_build_array(s.lng + s.d, s.lat + s.d),
                jsonb_build_array(s.lng - s.d, s.lat + s.d), jsonb_build_array(s.lng - s.d, s.lat - s.d)))) END,
              CASE WHEN c.id % 3 <> 2 THEN s.lat END, CASE WHEN c.id % 3 <> 2 THEN s.lng END,
              CASE WHEN k = 1 AND c.id % 3 = 0 THEN s.lat - s.d END, CASE WHEN k = 1 AND c.id % 3 = 0 THEN s.lat + s.d END,
              CASE WHEN k = 1 AND c.id % 3 = 0 THEN s.lng - s.d END, CASE WHEN k = 1 AND c.id % 3 = 0 THEN s.lng + s.d END
         FROM cuentas c JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
         JOIN localidades l ON l.id = p.id_localidad
         CROSS JOIN LATERAL generate_series(1, c.id % 4) AS k
         CROSS JOIN LATERAL (SELECT round(0.3 + ((c.id * 7 + k) % 47) / 10.0, 3) AS ha,
                                    l.latitud + ((c.id * 31 + k) % 200 - 100) / 10000.0 AS lat, l.longitud + ((c.id * 17 + k) % 200 - 100) / 10000.0 AS lng,
                                    0.0004 + ((c.id + k) % 5) * 0.0002 AS d) AS s
        WHERE c.id_cooperativa = $1 AND c.id > $3 AND p.clave_tx LIKE $2`,
      [c.id, `${ini}-E%`, ultima],
    ); // Their deliveries too (weighings and payments), as the demo's: the collection screens and dashboard at scale.
    await sembrarEntregas(tx, c.id, { desdeCuenta: ultima, porcentaje: 70, maximoPorCuenta: 4 });
  }
  await tx.query('ANALYZE');
}
