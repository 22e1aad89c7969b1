import { sembrarFichasCooperativa, sembrarFichasMaster } from './seed-fichas';
import { sembrarEudrDemo, sembrarInspeccionEudrDemo } from './seed-eudr';
import { hash } from '@node-rs/argon2';
import type { Consulta, Db } from '../db/db';
import { crearCooperativa } from '../modules/cooperativas/cooperativas.repository';
import { guardarConfiguracion } from '../modules/cooperativas/configuracion.repository';
import { PERMISOS } from '@domain/auth/permisos';
import type { CooperativaDatos } from '@domain/cooperativas/cooperativa';
import { PRODUCTORES_DEMO, sembrarCatalogosProductores, sembrarProductoresDemo } from './seed-productores';
import { sembrarAltasDemo } from './seed-altas';
import { sembrarBajasDemo } from './seed-bajas';
import { sembrarEntregas } from './seed-acopio';
import { sembrarTablerosDemo } from './seed-tableros';
import { sembrarCroquisDemo } from './seed-croquis';
import { sembrarFormulariosDemo } from './seed-formularios';
import { sembrarAreasNaturalesDemo } from './seed-areas-naturales';
import { sembrarComiteDemo, sembrarPermisoComite } from './seed-comite';
import { sembrarHistorialDemo } from './seed-historial';
import { sembrarPadronMapasDemo } from './seed-padron-mapas';
import { completarClavesLocalidades, sembrarConcentradoDemo, sembrarVersiones } from './seed-concentrado';
import { sembrarPadronCompletoDemo } from './seed-padron-completo';
import { sembrarAnticiposDemo } from './seed-anticipos';
import { sembrarEfectivoDemo } from './seed-efectivo';
import { sembrarRemanenteDemo } from './seed-remanente';
import { sembrarCalidadDemo } from './seed-calidad';
import { sembrarVinculosDemo } from './seed-vinculos';
import { sembrarErroresSicDemo } from './seed-reporte-sic';

/** Password of every demo account (README 'Cuentas de demostración'). */
export const CONTRASENA_DEMO = 'cosecha-demo';

export const PAISES: [number, string, string][] = [
  [1, 'México', 'MX'],
  [2, 'Guatemala', 'GT'],
  [3, 'Honduras', 'HN'],
  [4, 'El Salvador', 'SV'],
  [5, 'Nicaragua', 'NI'],
  [6, 'Costa Rica', 'CR'],
  [7, 'Panamá', 'PA'],
  [8, 'Colombia', 'CO'],
  [9, 'Perú', 'PE'],
];

/** Money a collector does not move (issue 22 item 4, issue 25). */
const SOLO_SUPERVISOR: readonly string[] = ['ACOPIOS_ENTREGAS_ANULAR', 'ACOPIOS_ANTICIPOS_X_PRODUCTOR_NUEVO', 'ACOPIOS_ANTICIPOS_ANULAR'];
const sinCooperativas = PERMISOS.filter((p) => !p.startsWith('COOPERATIVAS'));
/** Roles and their permissions. Role 1 and 6 have fixed meanings (spec 000 §6); the rest are what a cooperative needs. */
export const ROLES: { id: number; nombre: string; descripcion: string; permisos: readonly string[] }[] = [
  { id: 1, nombre: 'Administrador', descripcion: 'Administra la plataforma: todas las cooperativas y usuarios', permisos: PERMISOS },
  { id: 2, nombre: 'Gerente', descripcion: 'Gestiona toda su cooperativa', permisos: sinCooperativas },
  {
    id: 3,
    nombre: 'Técnico de campo',
    descripcion: 'Levanta productores, parcelas y padrón',
    permisos: [
      'PADRON',
      'PADRON_COMPLETO',
      'PADRON_CONCENTRADO',
      'PADRON_ALTAS',
      'PADRON_BAJAS',
      'PADRON_MAPAS',
      'CUENTAS',
      'PARCELAS',
      'PARCELAS_CROQUIS',
      'LOCALIDADES_VER',
    ],
  },
  {
    id: 4,
    nombre: 'Comité de evaluación',
    descripcion: 'Evalúa a los productores del SIC',
    permisos: ['PADRON', 'PADRON_COMPLETO', 'CUENTAS', 'PARCELAS'],
  },
  {
    id: 5,
    nombre: 'Capturista',
    descripcion: 'Captura productores y entregas',
    permisos: [
      'CUENTAS',
      'PARCELAS',
      'ACOPIOS',
      'ACOPIOS_X_PRODUCTOR',
      'ACOPIOS_ENTREGAS_X_PRODUCTOR',
      'ACOPIOS_ENTREGAS_X_PRODUCTOR_NUEVO',
    ],
  },
  {
    id: 6,
    nombre: 'Acopiador',
    descripcion: 'Recibe entregas en un centro de acopio',
    // issue 22 item 4: deliveries, pending payments, cash, the dashboard and the centre's lots; not prices (registering
    // the cooperative's, pricing one delivery, a price outside the band) nor voiding a paid delivery (a supervisor's).
    // Issue 25: they see the advances (and recover them at the scale) but do not lend, repay in cash or void.
    permisos: [
      ...PERMISOS.filter((p) => p.startsWith('ACOPIOS') && !p.startsWith('ACOPIOS_PRECIO') && !SOLO_SUPERVISOR.includes(p)),
      'CUENTAS',
    ],
  },
];

interface CoopDemo {
  datos: CooperativaDatos;
  config: Record<string, unknown>;
  centros: string[];
  usuarios: {
    email: string;
    username: string;
    nombres: string;
    apellido_paterno: string;
    apellido_materno: string;
    id_rol: number;
    centro?: number;
  }[];
}

const COOPERATIVAS_DEMO: CoopDemo[] = [
  {
    datos: {
      nombre: 'Cafetaleros de la Sierra Madre',
      iniciales: 'SM',
      descripcion: 'Café orgánico de altura de la Sierra Madre de Chiapas',
      id_cat_productos: 1,
      selected_paises: [1, 2],
      certificacion: 'certimex',
      ubicacion: 'Jaltenango de la Paz, Chiapas',
      nombre_legal: 'Cafetaleros de la Sierra Madre S.C. de R.L.',
      direccion: 'Av. Central Norte 12, Jaltenango, Chiapas',
      rfc: 'CSM980312AB1',
      contacto: 'contacto@sierramadre.demo',
      flo_id: '2345',
      cuenta_kobo: 'sierramadre',
    },
    config: {
      usa_sic: 1,
      usa_eudr: 1,
      usa_codigo_tx: 1,
      mostrar_comite_eval_ra: 1,
      id_cat_credito_precosecha: 2,
      mostrar_lotes: 1,
      mostrar_descuento: 1,
      zona_horaria: 'America/Mexico_City',
    },
    centros: ['Centro de acopio Jaltenango', 'Centro de acopio Motozintla', 'Centro de acopio Siltepec'],
    usuarios: [
      {
        email: 'admin@cosecha.demo',
        username: '9611000001',
        nombres: 'Ana María',
        apellido_paterno: 'Gómez',
        apellido_materno: 'Ruiz',
        id_rol: 1,
      },
      {
        email: 'acopio@cosecha.demo',
        username: '9611000002',
        nombres: 'José',
        apellido_paterno: 'Pérez',
        apellido_materno: 'López',
        id_rol: 6,
        centro: 0,
      },
      {
        email: 'tecnico.sierra@cosecha.demo',
        username: '9611000003',
        nombres: 'Martín',
        apellido_paterno: 'Hernández',
        apellido_materno: 'Cruz',
        id_rol: 3,
      },
      {
        email: 'comite.sierra@cosecha.demo',
        username: '9611000004',
        nombres: 'Lucía',
        apellido_paterno: 'Méndez',
        apellido_materno: 'Velázquez',
        id_rol: 4,
      },
    ],
  },
  {
    datos: {
      nombre: 'Cacaoteros de la Chontalpa',
      iniciales: 'CC',
      descripcion: 'Cacao fino de aroma de la Chontalpa tabasqueña',
      id_cat_productos: 2,
      selected_paises: [1],
      certificacion: 'mayacert',
      ubicacion: 'Comalcalco, Tabasco',
      nombre_legal: 'Cacaoteros de la Chontalpa S.P.R. de R.I.',
      direccion: 'Carretera Comalcalco-Paraíso km 3, Tabasco',
      rfc: 'CCH050620QW3',
      contacto: 'oficina@chontalpa.demo',
      flo_id: null,
      cuenta_kobo: null,
    },
    config: {
      usa_sic: 1,
      usa_eudr: 1,
      adelanto_efectivo: 1,
      id_cat_credito_precosecha: 3,
      anticipos_etiqueta: 'crédito',
      zona_horaria: 'America/Mexico_City',
    },
    centros: ['Centro de acopio Comalcalco', 'Centro de acopio Cunduacán'],
    usuarios: [
      {
        email: 'gerente@cosecha.demo',
        username: '9331000001',
        nombres: 'Rosa Elena',
        apellido_paterno: 'Díaz',
        apellido_materno: 'Torres',
        id_rol: 2,
      },
      {
        email: 'capturista.chontalpa@cosecha.demo',
        username: '9331000002',
        nombres: 'Jesús',
        apellido_paterno: 'Álvarez',
        apellido_materno: 'Núñez',
        id_rol: 5,
      },
      {
        email: 'acopio.chontalpa@cosecha.demo',
        username: '9331000003',
        nombres: 'Pedro',
        apellido_paterno: 'Sánchez',
        apellido_materno: 'Ortiz',
        id_rol: 6,
        centro: 1,
      },
    ],
  },
  {
    datos: {
      nombre: 'Apicultores Mayas de Yucatán',
      iniciales: 'AM',
      descripcion: 'Miel de la península, de abejas melíferas y meliponas',
      id_cat_productos: 3,
      selected_paises: [1],
      certificacion: 'bioagricert',
      ubicacion: 'Peto, Yucatán',
      nombre_legal: 'Apicultores Mayas de Yucatán S.C. de R.L.',
      direccion: 'Calle 30 No. 95, Peto, Yucatán',
      rfc: 'AMY120905KL7',
      contacto: 'miel@apicultoresmayas.demo',
      flo_id: '7781',
      cuenta_kobo: null,
    },
    config: {
      usa_sic: 0,
      mostrar_dashboard_inicio: 1,
      mostrar_padron_completo: 0,
      mostrar_padron_concentrado: 0,
      zona_horaria: 'America/Merida',
    },
    centros: ['Centro de acopio Peto', 'Centro de acopio Tekax'],
    usuarios: [
      {
        email: 'miel@cosecha.demo',
        username: '9971000001',
        nombres: 'Candelaria',
        apellido_paterno: 'Chan',
        apellido_materno: 'Poot',
        id_rol: 2,
      },
      {
        email: 'tecnico.miel@cosecha.demo',
        username: '9971000002',
        nombres: 'Felipe',
        apellido_paterno: 'Canché',
        apellido_materno: 'May',
        id_rol: 3,
      },
    ],
  },
];

export const CICLOS_DEMO: [string, string, string, boolean][] = [
  ['2024-2025', '2024-10-01', '2025-09-30', false],
  ['2025-2026', '2025-10-01', '2026-09-30', true],
];

/** Catalogues every installation needs (countries, products, roles with permissions). Idempotent. */
export async function sembrarCatalogos(tx: Consulta): Promise<void> {
  for (const [id, nombre, codigo] of PAISES) {
    await tx.query('INSERT INTO paises (id, nombre, codigo) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [id, nombre, codigo]);
  }
  for (const [id, nombre] of [
    [1, 'Café'],
    [2, 'Cacao'],
    [3, 'Miel'],
  ] as const) {
    await tx.query('INSERT INTO cat_productos (id, nombre) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING', [id, nombre]);
  }
  for (const r of ROLES) {
    await tx.query('INSERT INTO roles (id, nombre, descripcion) VALUES ($1, $2, $3) ON CONFLICT (id) DO NOTHING', [
      r.id,
      r.nombre,
      r.descripcion,
    ]);
    await tx.query('INSERT INTO roles_permisos (id_rol, permiso) SELECT $1, unnest($2::text[]) ON CONFLICT DO NOTHING', [r.id, r.permisos]);
  }
  await sembrarCatalogosProductores(tx);
  await sembrarPermisoComite(tx);
  await completarClavesLocalidades(tx);
  await sembrarVersiones(tx);
}

export interface OpcionesDemo {
  /** Producers per cooperative instead of PRODUCTORES_DEMO (300 coffee, 200 cacao, 150 honey); the API tests use fewer. */
  productores?: number;
}

/** The demo price per kg by product (coffee, cacao, honey), ×100. */
const PRECIO_DEMO: Record<number, number> = { 1: 9500, 2: 6200, 3: 7400 };

/** The three demo cooperatives with configuration, cycles, centres, users and producers. Deterministic. */
export async function sembrarDemo(tx: Consulta, passwordHash: string, opciones: OpcionesDemo = {}): Promise<void> {
  const masters = await sembrarFichasMaster(tx);
  for (const c of COOPERATIVAS_DEMO) {
    const { id } = await crearCooperativa(tx, c.datos);
    await guardarConfiguracion(tx, id, c.config);
    const ciclos: number[] = [];
    for (const [nombre, inicio, fin, activo] of CICLOS_DEMO) {
      const [f] = await tx.query<{ id: number }>(
        'INSERT INTO ciclos (id_cooperativa, nombre, fecha_inicio, fecha_fin, activo, activo_acopio) VALUES ($1, $2, $3, $4, $5, $5) RETURNING id',
        [id, nombre, inicio, fin, activo],
      );
      ciclos.push(f.id);
    }
    const centros: number[] = [];
    for (const nombre of c.centros) {
      const [f] = await tx.query<{ id: number }>('INSERT INTO centros_acopios (id_cooperativa, nombre) VALUES ($1, $2) RETURNING id', [
        id,
        nombre,
      ]);
      centros.push(f.id);
    }
    for (const u of c.usuarios) {
      await tx.query(
        `INSERT INTO users (email, username, password_hash, nombres, apellido_paterno, apellido_materno, id_rol, id_cooperativa, id_centros_acopios)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9)`,
        [
          u.email,
          u.username,
          passwordHash,
          u.nombres,
          u.apellido_paterno,
          u.apellido_materno,
          u.id_rol,
          id,
          u.centro === undefined ? null : centros[u.centro],
        ],
      );
    }
    const producto = c.datos.id_cat_productos;
    // The price per kg in force (spec 002 §2.12), ×100: a delivery is priced with it unless the user may set one.
    // Registered by the cooperative's first manager, so the prices list and Excel name who did (issue 22 item 16).
    await tx.query(
      `INSERT INTO precios_cooperativa (id_cooperativa, precio_por_kg, fecha_inicio, id_usuario)
       VALUES ($1, $2, $3, (SELECT u.id FROM users u WHERE u.id_cooperativa = $1 ORDER BY u.id_rol, u.id LIMIT 1))`,
      [id, PRECIO_DEMO[producto], '2025-10-01'],
    );
    await sembrarProductoresDemo(
      tx,
      { id, producto, certificacion: c.datos.certificacion ?? null, iniciales: c.datos.iniciales ?? `C${id}`, centros, ciclos },
      opciones.productores ?? PRODUCTORES_DEMO[producto],
    );
    await sembrarEntregas(tx, id, { porcentaje: 70, maximoPorCuenta: 4 });
    await sembrarAltasDemo(tx, id);
    await sembrarBajasDemo(tx, id);
    // Plot forms first: the dashboards' formats leave some producers pending on top of them.
    await sembrarFormulariosDemo(tx, id);
    await sembrarTablerosDemo(tx, id);
    await sembrarCroquisDemo(tx, id, producto);
    await sembrarEudrDemo(tx, id, producto);
    await sembrarInspeccionEudrDemo(tx, id, producto);
    await sembrarComiteDemo(tx, id, producto);
    await sembrarHistorialDemo(tx, id);
    await sembrarPadronMapasDemo(tx, id);
    await sembrarConcentradoDemo(tx, id);
    await sembrarPadronCompletoDemo(tx, id);
    await sembrarAnticiposDemo(tx, id);
    await sembrarEfectivoDemo(tx, id);
    await sembrarRemanenteDemo(tx, id, producto);
    await sembrarCalidadDemo(tx, id, producto);
    await sembrarVinculosDemo(tx, id, producto);
    if (producto === 1 || producto === 2) await sembrarFichasCooperativa(tx, id, producto === 1 ? 'cafe' : 'cacao', masters);
    await sembrarErroresSicDemo(tx, id, producto);
  }
  // The protected areas layer is the platform's, not a cooperative's: loaded once, over every cooperative's plots.
  await sembrarAreasNaturalesDemo(tx);
  // Fresh statistics, or the planner takes the new tables for empty (PGlite has no autovacuum to do it later).
  await tx.query('ANALYZE');
}

/**
 * Fills an empty database (no cooperatives) with catalogues and demo data; true when it did. A database
 * that already has data still gets the reference catalogues a later migration added (geography, SIC
 * catalogues), idempotently, because the code relies on their ids.
 */
export async function sembrarSiVacia(db: Db): Promise<boolean> {
  if (await conCooperativas(db)) return false;
  const passwordHash = await hash(CONTRASENA_DEMO);
  await db.transaction(async (tx) => {
    await sembrarCatalogos(tx);
    await sembrarDemo(tx, passwordHash);
  });
  return true;
}

/**
 * A cooperative's own server (DATOS_DEMO=0): an empty database gets the catalogues only, no cooperative and no
 * account with a known password; `npm run instalar` then creates the first cooperative and its administrator
 * (docs/instalacion.md). Idempotent: until that first cooperative exists, every start tops the catalogues up.
 * True when the database has no cooperative yet.
 */
export async function sembrarCatalogosSiVacia(db: Db): Promise<boolean> {
  if (await conCooperativas(db)) return false;
  await db.transaction((tx) => sembrarCatalogos(tx));
  return true;
}

/** A database in use keeps its data; its catalogues are topped up (a release's new entries, its version). */
async function conCooperativas(db: Db): Promise<boolean> {
  const [f] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM cooperativas');
  if (f.n === 0) return false;
  await db.transaction((tx) => sembrarCatalogosProductores(tx));
  // A new release records its version, and localities a later catalogue added get their key.
  await db.transaction(async (tx) => {
    await completarClavesLocalidades(tx);
    await sembrarVersiones(tx);
  });
  return true;
}
