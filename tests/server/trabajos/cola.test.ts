import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { encolar, esperaTrasIntento, leerTrabajo, terminar, tomar } from '../../../server/trabajos/cola';
import { iniciarTrabajador, type Manejador } from '../../../server/trabajos/trabajador';
import { registrarManejador } from '../../../server/trabajos/manejadores';
import { construirApp } from '../../../server/app';
import { TIPO_WHISP } from '../../../server/modules/eudr/analisis.repository';
import { TIPO_REMANENTE } from '../../../server/modules/remanente/generar-recibos';

/** The job queue on the real database (PGlite, and PostgreSQL when TEST_DATABASE_URL is set). */
let e: Entorno;
beforeAll(async () => {
  e = await crearEntorno({}, { productores: 4 });
});
afterAll(() => e.cerrar());
beforeEach(async () => {
  await e.db.query('DELETE FROM trabajos');
});

const esperar = (ms: number) => new Promise((ok) => setTimeout(ok, ms));
const trabajador = (manejadores: Record<string, Manejador>, nombre?: string) =>
  iniciarTrabajador(e.db, manejadores, { intervaloMs: 0, esperaBaseMs: 1, nombre });

describe('cola de trabajos', () => {
  it('un trabajo se toma, se hace y queda hecho; uno igual pendiente no se encola dos veces', async () => {
    const id = await encolar(e.db, { tipo: 'prueba', id_cooperativa: 1, datos: { n: 1 }, clave: 'parcela-1' });
    expect(id).not.toBeNull();
    expect(await encolar(e.db, { tipo: 'prueba', clave: 'parcela-1' })).toBeNull();
    const vistos: unknown[] = [];
    const t = trabajador({ prueba: async (j) => void vistos.push(j.datos) });
    expect(await t.procesarPendientes()).toBe(1);
    expect(vistos).toEqual([{ n: 1 }]);
    expect(await leerTrabajo(e.db, id!)).toMatchObject({ estado: 'hecho', intentos: 1 });
    // Once done, the same key may be queued again (a new sketch of the same plot).
    expect(await encolar(e.db, { tipo: 'prueba', clave: 'parcela-1' })).not.toBeNull();
  });

  it('dos trabajadores a la vez: cada trabajo se hace exactamente una vez', async () => {
    const ids = [];
    for (let i = 0; i < 20; i++) ids.push(await encolar(e.db, { tipo: 'prueba', datos: { i } }));
    const veces = new Map<number, number>();
    const manejador: Manejador = async (j) => {
      veces.set(j.id, (veces.get(j.id) ?? 0) + 1);
      await esperar(2);
    };
    const [a, b] = [trabajador({ prueba: manejador }, 'a'), trabajador({ prueba: manejador }, 'b')];
    const [na, nb] = await Promise.all([a.procesarPendientes(), b.procesarPendientes()]);
    expect(na + nb).toBe(20);
    expect([...veces.values()].every((v) => v === 1)).toBe(true);
    expect(veces.size).toBe(20);
    const [{ n }] = await e.db.query<{ n: number }>("SELECT count(*)::int AS n FROM trabajos WHERE estado = 'hecho'");
    expect(n).toBe(20);
  });

  it('un fallo pasajero se reintenta con espera creciente hasta el máximo, y entonces queda muerto con su error', async () => {
    expect([1, 2, 3, 4].map((i) => esperaTrasIntento(i))).toEqual([30_000, 60_000, 120_000, 240_000]);
    expect(esperaTrasIntento(20)).toBe(3_600_000);
    const id = (await encolar(e.db, { tipo: 'prueba', maxIntentos: 3 }))!;
    let llamadas = 0;
    // A long backoff, and the test moves the clock itself (disponible_en) between attempts: no timing races.
    const t = iniciarTrabajador(
      e.db,
      {
        prueba: async () => {
          llamadas++;
          throw Object.assign(new Error('WHISP no responde'), { reintentable: true });
        },
      },
      { intervaloMs: 0, esperaBaseMs: 60_000 },
    );
    await t.procesarPendientes();
    expect(await leerTrabajo(e.db, id)).toMatchObject({ estado: 'pendiente', intentos: 1, ultimo_error: 'WHISP no responde' });
    const [{ espera }] = await e.db.query<{ espera: number }>(
      'SELECT extract(epoch FROM disponible_en - now())::int AS espera FROM trabajos WHERE id = $1',
      [id],
    );
    expect(espera).toBeGreaterThan(50);
    for (let i = 0; i < 5; i++) {
      await e.db.query('UPDATE trabajos SET disponible_en = now() WHERE id = $1', [id]);
      await t.procesarPendientes();
    }
    expect(llamadas).toBe(3);
    expect(await leerTrabajo(e.db, id)).toMatchObject({ estado: 'muerto', intentos: 3, ultimo_error: 'WHISP no responde' });
  });

  it('un fallo que no puede pasar (datos malos) deja el trabajo muerto al primer intento', async () => {
    const id = (await encolar(e.db, { tipo: 'prueba' }))!;
    await trabajador({
      prueba: async () => {
        throw Object.assign(new Error('clave inválida'), { reintentable: false });
      },
    }).procesarPendientes();
    expect(await leerTrabajo(e.db, id)).toMatchObject({ estado: 'muerto', intentos: 1 });
  });

  it('si el trabajador muere a medio trabajo, otro lo toma al vencer el arriendo; el tardío ya no lo cierra', async () => {
    const id = (await encolar(e.db, { tipo: 'prueba' }))!;
    const muerto = await tomar(e.db, ['prueba'], 'que-murio', 60_000);
    expect(muerto?.id).toBe(id);
    expect(await tomar(e.db, ['prueba'], 'otro', 60_000)).toBeNull();
    // The lease runs out (moved into the past rather than waited for: a loaded machine may take longer than a short lease
    // between two statements, and then the 'not yet' check above would see it expired).
    await e.db.query("UPDATE trabajos SET vence_en = now() - interval '1 second' WHERE id = $1", [id]);
    const hechos: number[] = [];
    await trabajador({ prueba: async (j) => void hechos.push(j.id) }, 'otro').procesarPendientes();
    expect(hechos).toEqual([id]);
    expect(await leerTrabajo(e.db, id)).toMatchObject({ estado: 'hecho', intentos: 2, tomado_por: 'otro' });
    expect(await terminar(e.db, id, 'que-murio')).toBe(false);
  });

  it('un trabajo que mata a su trabajador en cada intento termina muerto, no se toma para siempre', async () => {
    const id = (await encolar(e.db, { tipo: 'prueba', maxIntentos: 1 }))!;
    await tomar(e.db, ['prueba'], 'que-murio', 10);
    await esperar(30);
    let llamadas = 0;
    await trabajador({ prueba: async () => void llamadas++ }).procesarPendientes();
    expect(llamadas).toBe(0);
    expect(await leerTrabajo(e.db, id)).toMatchObject({ estado: 'muerto' });
  });

  it('un análisis aún en proceso se vuelve a mirar después sin contar como intento', async () => {
    const id = (await encolar(e.db, { tipo: 'prueba', datos: { token: 'x' } }))!;
    let vueltas = 0;
    const t = trabajador({
      prueba: async () => {
        vueltas++;
        return vueltas < 3 ? { reprogramarEnMs: 1, datos: { token: 'x', vueltas } } : undefined;
      },
    });
    for (let i = 0; i < 3; i++) {
      await t.procesarPendientes();
      await esperar(5);
    }
    expect(vueltas).toBe(3);
    expect(await leerTrabajo(e.db, id)).toMatchObject({ estado: 'hecho', intentos: 1, datos: { token: 'x', vueltas: 2 } });
  });

  it('el bucle toma trabajos solo y se detiene esperando el que tiene en mano', async () => {
    const id = (await encolar(e.db, { tipo: 'prueba' }))!;
    let termino = false;
    const t = iniciarTrabajador(e.db, { prueba: async () => void (await esperar(30), (termino = true)) }, { intervaloMs: 5 });
    for (let i = 0; i < 100 && !termino; i++) await esperar(10);
    await t.detener();
    expect(termino).toBe(true);
    expect(await leerTrabajo(e.db, id)).toMatchObject({ estado: 'hecho' });
  });
});

describe('manejadores: cada área registra los suyos', () => {
  it('la cola no conoce áreas: WHISP corre solo donde EUDR lo registró (con el servicio configurado)', async () => {
    // The entorno's app has no WHISP configured: no WHISP handler, its jobs wait for a process that has one. The
    // surplus receipts' generation (issue 25) needs no outside service, so it is always registered.
    expect(Object.keys(e.app.manejadores)).toEqual([TIPO_REMANENTE]);
    const app = await construirApp({ ...e.config, whisp: { url: 'http://whisp.invalid', apiKey: 'k' } }, e.db, { hilosAlPrimerUso: true });
    try {
      expect(Object.keys(app.manejadores)).toEqual([TIPO_WHISP, TIPO_REMANENTE]);
      // Two areas claiming one type would run only one of them: refused at start.
      expect(() => registrarManejador(app, TIPO_WHISP, async () => undefined)).toThrow(`'${TIPO_WHISP}' ya tiene manejador`);
    } finally {
      await app.close();
    }
  });
});
