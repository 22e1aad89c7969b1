import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { randomBytes } from 'node:crypto';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { contar, subir, uno, usuarioPorCorreo, uuidCoop } from '../ayudas';
import { huella } from '../huella';
import { PERMISOS } from '@domain/auth/permisos';

/**
 * Issue 10, item 3: bad input is a Spanish 4xx that changes nothing, caught at the edge (the contract's schemas
 * and one hook): integers past 32 bits in filters, paths and queries; NUL bytes in any text, sign-in included;
 * malformed multipart bodies; plant counts whose sum passes an int4.
 */
let e: Entorno;
let gerente: string;
let coop2 = '';

beforeAll(async () => {
  e = await crearEntorno();
  // gerente@ gets every permission, so each case reaches validation (a missing permission is a 403 before it).
  await e.db.query('INSERT INTO roles_permisos (id_rol, permiso) SELECT 2, unnest($1::text[]) ON CONFLICT DO NOTHING', [PERMISOS]);
  gerente = await e.entrar('gerente@cosecha.demo');
  coop2 = await uuidCoop(e.db, 2);
});
afterAll(async () => {
  await e.cerrar();
});

describe('enteros de más de 32 bits', () => {
  it('en un filtro de búsqueda: 2147483648 es 422; 2147483647 es una búsqueda (sin filas)', async () => {
    for (const [recurso, columna] of [
      ['cuentas_search', 'id_ciclo'],
      ['users_search', 'id_rol'],
      ['parcelas_all_search', 'id_ciclo'],
    ]) {
      const malo = await e.pedir(gerente, 'POST', `/api/${recurso}`, {
        filters: [{ column: columna, operator: '=', value: 2_147_483_648 }],
      });
      expect(malo.statusCode, `${recurso} ${malo.body}`).toBe(422);
      expect(malo.json().errors['filters.0.value']).toEqual(['Debe ser menor o igual a 2147483647']);
      const lista = await e.pedir(gerente, 'POST', `/api/${recurso}`, {
        filters: [{ column: columna, operator: 'in', value: [1, 9_007_199_254_740_991] }],
      });
      expect(lista.statusCode, `${recurso} ${lista.body}`).toBe(422);
    }
    const borde = await e.pedir(gerente, 'POST', '/api/cuentas_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: 2_147_483_647 }],
    });
    expect(borde.statusCode, borde.body).toBe(200);
    expect(borde.json().total).toBe(0);
  });

  it('en una cifra de tablero: el ciclo 99999999999 es 422', async () => {
    const r = await e.pedir(gerente, 'POST', '/api/dashboards/productores/totales_search', {
      filters: [{ column: 'id_ciclo', operator: '=', value: 99_999_999_999 }],
    });
    expect(r.statusCode, r.body).toBe(422);
  });

  it('en la ruta y en la consulta: 422 con un id de 10 dígitos que no cabe; 404 con el mayor que cabe (no existe)', async () => {
    expect((await e.pedir(gerente, 'GET', '/api/localidades_municipio_all/2147483648')).statusCode).toBe(422);
    expect((await e.pedir(gerente, 'GET', '/api/localidades_municipio_all/9999999999')).statusCode).toBe(422);
    const cabe = await e.pedir(gerente, 'GET', '/api/localidades_municipio_all/2147483647');
    expect(cabe.statusCode, cabe.body).toBe(404);
    const productor = await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM productores WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
    const r = await e.pedir(gerente, 'GET', `/api/parcelas_por_productor/${productor.uuid}?id_ciclo=2147483648`);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors.id_ciclo).toEqual(['Formato inválido']);
  });
});

describe('el carácter nulo (\\0) en cualquier texto', () => {
  const MSG_NUL = 'El texto no puede contener el carácter nulo (\\0)';

  it('al iniciar sesión, sin token: 422 en español', async () => {
    const r = await e.pedir(null, 'POST', '/api/auth/login', { email: 'gerente@cosecha.demo\u0000', password: 'x' });
    expect(r.statusCode).toBe(422);
    expect(r.json()).toEqual({ message: MSG_NUL, errors: { email: [MSG_NUL] } });
  });

  it('en un filtro, un cuerpo, la consulta y la ruta: 422 y nada cambia', async () => {
    const antes = await huella(e.db);
    const yo = await usuarioPorCorreo(e.db, 'gerente@cosecha.demo');
    const respuestas = [
      await e.pedir(gerente, 'POST', '/api/users_search', { filters: [{ column: 'q', operator: 'like', value: 'a\u0000b' }] }),
      await e.pedir(gerente, 'PUT', `/api/users/${yo.uuid}`, { nombres: 'Ana\u0000' }),
      await e.pedir(gerente, 'PUT', `/api/cooperativas/${coop2}`, { nombre: 'x\u0000' }),
      await e.pedir(gerente, 'GET', `/api/xls/cuentas/${coop2}?q=a%00b`),
      await e.pedir(gerente, 'GET', '/api/users/a%00b'),
    ];
    expect(respuestas.map((r) => r.statusCode)).toEqual([422, 422, 422, 422, 422]);
    for (const r of respuestas)
      expect(r.json().message, r.body).toMatch(/^(El texto no puede contener el carácter nulo|Los datos enviados)/);
    expect(await huella(e.db)).toEqual(antes);
  });
});

describe('multipart mal formado', () => {
  const url = () => `/api/cooperativas/${coop2}/logo`;
  const enviar = (tipo: string, cuerpo: string | Buffer) =>
    e.app.inject({ method: 'POST', url: url(), payload: cuerpo, headers: { authorization: `Bearer ${gerente}`, 'content-type': tipo } });
  const limite = () => `----x${randomBytes(6).toString('hex')}`;
  const parte = (l: string, nombre: string, contenido: string | Buffer, archivo?: string) =>
    Buffer.concat([
      Buffer.from(
        `--${l}\r\nContent-Disposition: form-data; name="${nombre}"${archivo ? `; filename="${archivo}"\r\nContent-Type: image/png` : ''}\r\n\r\n`,
      ),
      Buffer.from(contenido),
      Buffer.from('\r\n'),
    ]);

  it('sin boundary, truncado, con demasiados campos o archivos: 4xx en español y el logo no cambia', async () => {
    const logoAntes = await uno<{ logo: string | null }>(e.db, 'SELECT logo FROM cooperativas WHERE id = 2');
    const antes = await huella(e.db);
    const l = limite();
    const png = pngValido(4, 4);
    const completo = Buffer.concat([parte(l, 'archivo', png, 'a.png'), Buffer.from(`--${l}--\r\n`)]);
    const casos = [
      ['sin boundary', await enviar('multipart/form-data', completo)],
      ['truncado', await enviar(`multipart/form-data; boundary=${l}`, completo.subarray(0, completo.length - 30))],
      [
        'demasiados campos',
        await enviar(
          `multipart/form-data; boundary=${l}`,
          Buffer.concat([
            ...Array.from({ length: 40 }, (_, i) => parte(l, `c${i}`, 'x')),
            parte(l, 'archivo', png, 'a.png'),
            Buffer.from(`--${l}--\r\n`),
          ]),
        ),
      ],
      [
        'demasiados archivos',
        await enviar(
          `multipart/form-data; boundary=${l}`,
          Buffer.concat([
            parte(l, 'archivo', png, 'a.png'),
            parte(l, 'archivo', png, 'b.png'),
            parte(l, 'archivo', png, 'c.png'),
            Buffer.from(`--${l}--\r\n`),
          ]),
        ),
      ],
      ['vacío', await enviar(`multipart/form-data; boundary=${l}`, '')],
    ] as const;
    for (const [nombre, r] of casos) {
      expect(r.statusCode, `${nombre}: ${r.body}`).toBeGreaterThanOrEqual(400);
      expect(r.statusCode, `${nombre}: ${r.body}`).toBeLessThan(500);
      expect(r.json().message, nombre).toMatch(/[áéíóúñ]|archivo|formulario|petición/i);
    }
    expect(await huella(e.db)).toEqual(antes);
    expect(await uno(e.db, 'SELECT logo FROM cooperativas WHERE id = 2')).toEqual(logoAntes);
  });

  it('un solo archivo válido sí se guarda (la comprobación puede fallar)', async () => {
    const r = await subir(e, gerente, url(), 'logo.png', 'image/png', pngValido(4, 4));
    expect(r.statusCode, r.body).toBe(200);
  });
});

describe('totales de plantas de una cuenta', () => {
  it('plantas que suman más de 2147483647 en una cuenta se guardan y el total es exacto (bigint)', async () => {
    const cuenta = await uno<{ uuid: string; id: number }>(
      e.db,
      'SELECT uuid, id FROM cuentas WHERE id_cooperativa = 2 AND fecha_baja IS NULL ORDER BY id DESC LIMIT 1',
    );
    const antes = await uno<{ total_plantas: number }>(e.db, 'SELECT total_plantas FROM cuentas WHERE id = $1', [cuenta.id]);
    const parcelas = Array.from({ length: 50 }, (_, i) => ({ nombre: `Grande ${i}`, superficie: 1000, plantas: 10_000_000 }));
    for (let i = 0; i < 5; i++) {
      const r = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', { uuid_cuenta: cuenta.uuid, parcelas });
      expect(r.statusCode, r.body).toBe(201);
    }
    const despues = await uno<{ total_plantas: number }>(e.db, 'SELECT total_plantas FROM cuentas WHERE id = $1', [cuenta.id]);
    expect(despues.total_plantas).toBe(Number(antes.total_plantas) + 2_500_000_000);
    expect(await contar(e.db, "parcelas WHERE id_cuenta = $1 AND nombre LIKE 'Grande %'", [cuenta.id])).toBe(250);
  });
});
