import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, uno } from '../ayudas';
import { huella } from '../huella';

/**
 * Issue 10, item 4: numbers with bounds and without coercion. `crear_parcela` refuses text where a number goes
 * (as every other route does) and plots beyond the domain's plausible bounds (domain/parcelas/parcela.ts).
 */
let e: Entorno;
let gerente: string;
let cuenta = '';

beforeAll(async () => {
  e = await crearEntorno();
  gerente = await e.entrar('gerente@cosecha.demo');
  cuenta = (
    await uno<{ uuid: string }>(e.db, 'SELECT uuid FROM cuentas WHERE id_cooperativa = 2 AND fecha_baja IS NULL ORDER BY id LIMIT 1')
  ).uuid;
});
afterAll(async () => {
  await e.cerrar();
});

const crear = (cuerpo: Record<string, unknown>) =>
  e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', { uuid_cuenta: cuenta, ...cuerpo });

describe('crear_parcela: números sin conversión y con límites', () => {
  it.each([
    [
      'superficie de 1 000 000 000 ha',
      { nombre: 'Enorme', superficie: 1_000_000_000, plantas: 10 },
      'superficie',
      'Debe ser menor o igual a 10000',
    ],
    [
      'superficie de 10 000.001 ha',
      { nombre: 'Casi', superficie: 10_000.001, plantas: 10 },
      'superficie',
      'Debe ser menor o igual a 10000',
    ],
    ['superficie "1.5" como texto', { nombre: 'Texto', superficie: '1.5', plantas: 10 }, 'superficie', 'Debe ser de tipo número o nulo'],
    ['plantas "100" como texto', { nombre: 'Texto', superficie: 1.5, plantas: '100' }, 'plantas', 'Debe ser de tipo número o nulo'],
    ['plantas 10 000 001', { nombre: 'Muchas', superficie: 1.5, plantas: 10_000_001 }, 'plantas', 'Debe ser menor o igual a 10000000'],
    ['plantas 1e300', { nombre: 'Muchas', superficie: 1.5, plantas: 1e300 }, 'plantas', 'Debe ser menor o igual a 10000000'],
    ['superficie negativa', { nombre: 'Negativa', superficie: -1, plantas: 10 }, 'superficie', 'Debe ser mayor o igual a 0'],
  ])('%s: 422 con el mensaje del campo y nada se guarda', async (_n, cuerpo, campo, mensaje) => {
    const antes = await huella(e.db);
    const r = await crear(cuerpo);
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors[campo]).toEqual([mensaje]);
    expect(await huella(e.db)).toEqual(antes);
  });

  it('la misma regla en la lista de parcelas del formulario', async () => {
    const antes = await huella(e.db);
    const r = await crear({
      parcelas: [
        { nombre: 'Una', superficie: 2, plantas: 100 },
        { nombre: 'Dos', superficie: '1.5', plantas: 100 },
      ],
    });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors['parcelas.1.superficie']).toEqual(['Debe ser de tipo número o nulo']);
    expect(await huella(e.db)).toEqual(antes);
  });

  it('plantas con decimales llegan a la regla del dominio y su mensaje de la especificación', async () => {
    const r = await crear({ nombre: 'Decimales', superficie: 1, plantas: 10.5 });
    expect(r.statusCode, r.body).toBe(422);
    expect(r.json().errors.plantas).toEqual(['Número de plantas no puede tener decimales']);
  });

  it('en los límites exactos sí se guarda: 10 000 ha y 10 000 000 de plantas (la comprobación puede fallar)', async () => {
    const r = await crear({ nombre: 'En el límite', superficie: 10_000, plantas: 10_000_000 });
    expect(r.statusCode, r.body).toBe(201);
    expect(await contar(e.db, "parcelas WHERE nombre = 'En el límite' AND superficie = 10000 AND plantas = 10000000")).toBe(1);
  });
});
