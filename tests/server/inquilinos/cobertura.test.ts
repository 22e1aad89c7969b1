import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { admin, ajenos, cerrar, e, huella, otra, preparar, sinAjenos } from './contexto';
import { casos as acopio } from './casos/acopio';
import { casos as anticipos } from './casos/anticipos';
import { casos as remanente } from './casos/remanente';
import { casos as reportes } from './casos/reportes';
import { casos as calidad } from './casos/calidad';
import { casos as catalogos } from './casos/catalogos';
import { casos as comite } from './casos/comite';
import { casos as cooperativas } from './casos/cooperativas';
import { casos as cuentas } from './casos/cuentas';
import { casos as efectivo } from './casos/efectivo';
import { casos as estadisticas } from './casos/estadisticas';
import { casos as eudr } from './casos/eudr';
import { casos as fichas } from './casos/fichas';
import { casos as padron } from './casos/padron';
import { casos as parcelas } from './casos/parcelas';
import { casos as sesion } from './casos/sesion';
import { casos as tableros } from './casos/tableros';
import { casos as usuarios } from './casos/usuarios';
import { casos as vinculos } from './casos/vinculos';

/**
 * The tenancy suite's own checks: every registered route has a case in one area (a new route without a case fails
 * here), and the suite's checks are not empty (the marks name the other cooperatives, sinAjenos and the fingerprint
 * can fail). The cases themselves run in <area>.test.ts.
 */
const AREAS = {
  acopio,
  anticipos,
  calidad,
  catalogos,
  comite,
  cooperativas,
  cuentas,
  efectivo,
  estadisticas,
  eudr,
  fichas,
  padron,
  parcelas,
  remanente,
  reportes,
  sesion,
  tableros,
  usuarios,
  vinculos,
};

beforeAll(preparar);
afterAll(cerrar);

describe('inquilinos: la tabla de casos cubre cada ruta', () => {
  it('cada ruta registrada tiene su caso, y cada caso nombra una ruta que existe', () => {
    const registradas = e.app.rutas.map((r) => `${r.method} ${r.url}`);
    expect(registradas.length).toBeGreaterThan(20);
    const todas = Object.values(AREAS).flatMap((c) => Object.keys(c));
    const sinCaso = registradas.filter((r) => !todas.includes(r));
    const sobran = todas.filter((c) => !registradas.includes(c));
    const repetidas = todas.filter((c, i) => todas.indexOf(c) !== i);
    expect(sinCaso, 'rutas sin caso en la prueba de inquilinos').toEqual([]);
    expect(sobran, 'casos de rutas que no existen').toEqual([]);
    expect(repetidas, 'rutas con caso en dos áreas').toEqual([]);
  });

  it('las marcas de las otras cooperativas incluyen sus nombres, usuarios y archivos (la comprobación no es vacía)', () => {
    expect(ajenos).toEqual(
      expect.arrayContaining([
        'Cafetaleros de la Sierra Madre',
        'Apicultores Mayas de Yucatán',
        'admin@cosecha.demo',
        otra.logo1,
        otra.firma1,
        otra.productor1,
        otra.productor3,
        otra.cuenta1.uuid,
        'SM-0001',
        'AM-0001',
      ]),
    );
    expect(ajenos).not.toContain('Cacaoteros de la Chontalpa');
  });

  it('sinAjenos detecta una respuesta con datos de otra cooperativa (la comprobación puede fallar)', async () => {
    const delAdmin = await e.pedir(admin, 'GET', '/api/cooperativas');
    expect(() => sinAjenos(delAdmin)).toThrow();
    const usuarios = await e.pedir(admin, 'POST', '/api/users_search', { per_page: 100 });
    expect(() => sinAjenos(usuarios)).toThrow();
  });

  it('la huella detecta un cambio en otra cooperativa (la comprobación puede fallar)', async () => {
    const antes = await huella();
    await e.db.query(`UPDATE centros_acopios SET ubicacion = 'cambiada' WHERE id = $1`, [otra.centro1]);
    try {
      expect(await huella()).not.toEqual(antes);
    } finally {
      await e.db.query('UPDATE centros_acopios SET ubicacion = NULL WHERE id = $1', [otra.centro1]);
    }
    expect(await huella()).toEqual(antes);
  });
});
