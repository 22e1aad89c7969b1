import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FastifyInstance } from 'fastify';
import { abrirDb, type Db } from '../../../server/db/db';
import { migrar } from '../../../server/db/migrate';
import { construirApp } from '../../../server/app';
import { leerConfig } from '../../../server/config';
import { sembrarCatalogosSiVacia } from '../../../server/demo/seed';
import { instalarPrimeraCooperativa, MENSAJE_YA_INSTALADA } from '../../../server/instalacion/primera-cooperativa';

/**
 * Issue 29 item 6: a cooperative's own server starts without the demo (DATOS_DEMO=0, the default with APP_ENV=prod):
 * the catalogues only, then `npm run instalar` makes the first cooperative and its administrator, whose password
 * (shown once) signs in. A fresh in-memory PGlite, migrated here: the shared templates carry the demo.
 */
let db: Db;
let app: FastifyInstance;

const conteos = async () =>
  (
    await db.query<{ cooperativas: number; usuarios: number; auditoria: number }>(
      `SELECT (SELECT count(*)::int FROM cooperativas) AS cooperativas, (SELECT count(*)::int FROM users) AS usuarios,
              (SELECT count(*)::int FROM auditoria) AS auditoria`,
    )
  )[0];
const DATOS = {
  cooperativa: 'Unión de Ejidos de la Selva',
  producto: 'cacao',
  pais: 'GT',
  correo: 'Rosa@Selva.org',
  nombres: 'Rosa',
  apellido: 'Gómez',
};
const entrar = (email: string, password: string) => app.inject({ method: 'POST', url: '/api/auth/login', payload: { email, password } });

beforeAll(async () => {
  db = await abrirDb({ databaseUrl: null, dataDir: null });
  await migrar(db);
  expect(await sembrarCatalogosSiVacia(db)).toBe(true);
  app = await construirApp({ ...leerConfig({ APP_ENV: 'prod' }), clientDir: null }, db, { hilosAlPrimerUso: true });
  await app.ready();
}, 180_000);
afterAll(async () => {
  await app?.close();
  await db?.close();
});

describe('instalación para una cooperativa (sin demostración)', () => {
  it('la base nueva tiene los catálogos y ninguna cooperativa ni cuenta; volver a arrancar no cambia eso', async () => {
    expect(await conteos()).toEqual({ cooperativas: 0, usuarios: 0, auditoria: 0 });
    const [c] = await db.query<{ roles: number; paises: number; productos: number }>(
      `SELECT (SELECT count(*)::int FROM roles) AS roles, (SELECT count(*)::int FROM paises) AS paises, (SELECT count(*)::int FROM cat_productos) AS productos`,
    );
    expect(c.roles).toBeGreaterThan(5);
    expect(c.paises).toBeGreaterThan(3);
    expect(c.productos).toBe(3);
    expect(await sembrarCatalogosSiVacia(db)).toBe(true);
    expect(await conteos()).toEqual({ cooperativas: 0, usuarios: 0, auditoria: 0 });
    // no demo account exists to sign in with
    expect((await entrar('admin@cosecha.demo', 'cosecha-demo')).statusCode).toBe(401);
  });

  it('datos mal escritos: cada mensaje en español y nada escrito', async () => {
    const r = await instalarPrimeraCooperativa(db, { ...DATOS, producto: 'té', correo: 'rosa' });
    expect(r).toEqual({
      ok: false,
      errores: {
        producto: ['El producto es cafe, cacao o miel (--producto); se escribió «té».'],
        correo: ['El correo del administrador no es válido (--correo); se escribió «rosa».'],
      },
    });
    expect(await conteos()).toEqual({ cooperativas: 0, usuarios: 0, auditoria: 0 });
  });

  it('crea la cooperativa con su configuración y su administrador, con la auditoría; la contraseña mostrada entra', async () => {
    const r = await instalarPrimeraCooperativa(db, DATOS);
    if (!r.ok) throw new Error(JSON.stringify(r.errores));
    expect(r.correo).toBe('rosa@selva.org');
    expect(r.contrasena).toMatch(/^[\w-]{24}$/);
    expect(await conteos()).toEqual({ cooperativas: 1, usuarios: 1, auditoria: 2 });
    const [c] = await db.query<{ nombre: string; id_cat_productos: number; paises: string[]; configuracion: number }>(
      `SELECT c.nombre, c.id_cat_productos,
              (SELECT array_agg(p.codigo) FROM cooperativas_paises cp JOIN paises p ON p.id = cp.id_pais WHERE cp.id_cooperativa = c.id) AS paises,
              (SELECT count(*)::int FROM configuraciones g WHERE g.id_cooperativa = c.id) AS configuracion
         FROM cooperativas c`,
    );
    expect(c).toEqual({ nombre: 'Unión de Ejidos de la Selva', id_cat_productos: 2, paises: ['GT'], configuracion: 1 });
    const login = await entrar('rosa@selva.org', r.contrasena);
    expect(login.statusCode).toBe(200);
    const token = login.json().token as string;
    // the platform administrator: sees the cooperatives screen with the new one
    const lista = await app.inject({
      method: 'POST',
      url: '/api/cooperativas_search',
      headers: { authorization: `Bearer ${token}` },
      payload: {},
    });
    expect(lista.statusCode).toBe(200);
    expect(lista.json().data.map((f: { nombre: string }) => f.nombre)).toEqual(['Unión de Ejidos de la Selva']);
    expect((await entrar('rosa@selva.org', 'otra-contrasena-123')).statusCode).toBe(401);
  });

  it('una segunda vez no crea otro administrador: lo dice y no cambia nada', async () => {
    const antes = await conteos();
    const r = await instalarPrimeraCooperativa(db, { ...DATOS, correo: 'otro@selva.org' });
    expect(r).toEqual({ ok: false, errores: { usuarios: [MENSAJE_YA_INSTALADA] } });
    expect(await conteos()).toEqual(antes);
    // and the start-up no longer treats the base as new
    expect(await sembrarCatalogosSiVacia(db)).toBe(false);
  });
});
