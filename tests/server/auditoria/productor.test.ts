import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, pngValido, type Entorno } from '../entorno';
import { uno } from '../ayudas';
import { cuadrado, parcelasDe, type ParcelaPrueba } from '../parcelas/croquis-ayudas';
import { enviarRiesgo } from '../eudr/eudr-ayudas';
import { conClave, cuentaDeCiclo, registrarEntrega } from '../acopio/lotes-ayudas';
import { cuerpoEdicion, FIRMA } from '../acopio/acopio-ayudas';
import { iniciarServidorElevacion, type ServidorElevacion } from '../../falsos/servidor-elevacion';

/**
 * Every write about a producer names the producer in its audit row (auditoria.id_productor, issue 13): the
 * 'Historial de cambios' reads by it. One case per write that concerns a producer.
 */
let e: Entorno;
let falso: ServidorElevacion;
let gerente: string; // cooperative 2
let acopiador: string; // cooperative 1, with a centre
let admin: string; // platform administrator
let ultimo = 0;

interface Fila {
  accion: string;
  entidad: string;
  id_entidad: string;
  id_productor: number | null;
  id_cooperativa: number;
}

/** The audit rows written since the previous call. */
async function nuevas(): Promise<Fila[]> {
  const filas = await e.db.query<Fila & { id: number }>('SELECT * FROM auditoria WHERE id > $1 ORDER BY id', [ultimo]);
  if (filas.length) ultimo = filas[filas.length - 1].id;
  return filas;
}

const productorDeParcela = (p: { id: number }) =>
  uno<{ id: number }>(
    e.db,
    'SELECT c.id_productor AS id FROM parcelas x JOIN cuentas c ON c.id = x.id_cuenta AND c.id_cooperativa = x.id_cooperativa WHERE x.id = $1',
    [p.id],
  ).then((f) => f.id);

beforeAll(async () => {
  falso = await iniciarServidorElevacion();
  e = await crearEntorno({ elevacionUrl: falso.url });
  [gerente, acopiador, admin] = await Promise.all(
    ['gerente@cosecha.demo', 'acopio@cosecha.demo', 'admin@cosecha.demo'].map((c) => e.entrar(c)),
  );
  await nuevas();
});
afterAll(async () => {
  await e.cerrar();
  await falso.cerrar();
});

describe('el registro y sus parcelas', () => {
  let productor: { id: number; uuid: string; cuenta_id: number; cuenta_uuid: string };

  it('nuevo productor (sic/cuentas): la fila nombra al productor creado, no a su cuenta', async () => {
    const region = await uno<{ id: number }>(e.db, 'SELECT id FROM regiones WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
    const centro = await uno<{ id: number }>(e.db, 'SELECT id FROM centros_acopios WHERE id_cooperativa = 2 ORDER BY id LIMIT 1');
    const loc = await uno<{ id: number; id_municipio: number }>(
      e.db,
      `SELECT l.id, l.id_municipio FROM localidades l JOIN municipios m ON m.id = l.id_municipio WHERE m.nombre = 'Comalcalco' LIMIT 1`,
    );
    const r = await e.pedir(gerente, 'POST', '/api/sic/cuentas', {
      nombres: 'Historia',
      apellido_paterno: 'Auditada',
      apellido_materno: 'Prueba',
      ine: null,
      curp: null,
      rfc: null,
      no_celular: null,
      id_cuenta_region: region.id,
      id_municipio: loc.id_municipio,
      id_localidad: loc.id,
      id_centro_acopio: centro.id,
      pertenece_cooperativa: 1,
    });
    expect(r.statusCode, r.body).toBe(201);
    const d = r.json().data[0];
    const p = await uno<{ id: number }>(e.db, 'SELECT id FROM productores WHERE uuid = $1', [d.uuid]);
    productor = { id: p.id, uuid: d.uuid, cuenta_id: d.id, cuenta_uuid: d.cuenta_uuid };
    const filas = await nuevas();
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ accion: 'crear', entidad: 'productores', id_productor: p.id, id_cooperativa: 2 });
    // the account and the producer have different ids in the demo: the row must not carry the account's
    expect(p.id).not.toBe(d.id);
  });

  it('agregar parcelas (crear_parcela)', async () => {
    const r = await e.pedir(gerente, 'POST', '/api/admin/acopios/crear_parcela', {
      uuid_cuenta: productor.cuenta_uuid,
      nombre: 'La Historia',
      superficie: 1.5,
      plantas: 300,
    });
    expect(r.statusCode, r.body).toBe(201);
    const [f] = await nuevas();
    expect(f).toMatchObject({ accion: 'crear', entidad: 'parcelas', id_productor: productor.id });
  });

  it("'Dar de baja' (admin/sic/listado_bajas)", async () => {
    const c = await uno<{ id_ciclo: number }>(e.db, 'SELECT id_ciclo FROM cuentas WHERE id = $1 AND id_cooperativa = 2', [
      productor.cuenta_id,
    ]);
    const r = await e.pedir(gerente, 'POST', '/api/admin/sic/listado_bajas', {
      id_cuenta: productor.cuenta_id,
      id_ciclo: c.id_ciclo,
      id_cat_cuentas_bajas: 2,
      padronesSeleccionados: [],
    });
    expect(r.statusCode, r.body).toBe(200);
    const [f] = await nuevas();
    expect(f).toMatchObject({ accion: 'baja', entidad: 'cuentas', id_productor: productor.id });
  });
});

describe('el croquis y el riesgo EUDR de una parcela', () => {
  let parcela: ParcelaPrueba;
  let idProductor: number;

  beforeAll(async () => {
    [parcela] = await parcelasDe(e.db, 2, 1, true);
    idProductor = await productorDeParcela(parcela);
  });

  it('guardar el croquis (update_croquis)', async () => {
    const r = await e.pedir(gerente, 'POST', '/api/update_croquis', {
      uuid: parcela.uuid,
      croquis: cuadrado(parcela.lat, parcela.lng, 80),
    });
    expect(r.statusCode, r.body).toBe(200);
    const filas = (await nuevas()).filter((f) => f.entidad === 'parcelas_croquis');
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ accion: 'editar', id_entidad: parcela.uuid, id_productor: idProductor });
  });

  it('calcular altitudes (parcelas_altitudes)', async () => {
    const r = await e.pedir(gerente, 'POST', `/api/parcelas_altitudes/${parcela.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    const [f] = await nuevas();
    expect(f).toMatchObject({ entidad: 'parcelas_altitudes', id_productor: idProductor });
  });

  it('cambiar el riesgo EUDR (parcela_eudr_risk)', async () => {
    const r = await enviarRiesgo(e, gerente, { uuid: parcela.uuid, justificacion: 'Visita de campo', id_riesgo_eudr: '3' }, [
      { campo: 'imagenes[0]', nombre: 'f.png', tipo: 'image/png', contenido: pngValido() },
    ]);
    expect(r.statusCode, r.body).toBe(200);
    const [f] = await nuevas();
    expect(f).toMatchObject({ accion: 'crear', entidad: 'parcelas_eudr_riesgos', id_productor: idProductor });
  });

  it('eliminar el croquis (eliminarcroquis)', async () => {
    const r = await e.pedir(gerente, 'DELETE', `/api/eliminarcroquis/${parcela.uuid}`);
    expect(r.statusCode, r.body).toBe(200);
    const filas = (await nuevas()).filter((f) => f.entidad === 'parcelas_croquis');
    expect(filas).toHaveLength(1);
    expect(filas[0]).toMatchObject({ accion: 'editar', id_productor: idProductor });
  });
});

describe('las entregas y sus pagos (acopio)', () => {
  let cuenta: { uuid: string; id_productor: number };

  beforeAll(async () => {
    cuenta = await cuentaDeCiclo(e, 1);
    await nuevas();
  });

  it('registrar, editar, pagar lo pendiente, anular una entrega pagada y eliminar una sin pagos: cada fila nombra al productor de la cuenta', async () => {
    const a = await registrarEntrega(e, acopiador, cuenta.uuid, { monto_pagado: 1000_00 });
    expect((await nuevas()).map((f) => [f.entidad, f.accion, f.id_productor])).toEqual([['acopios', 'crear', cuenta.id_productor]]);

    const leida = (await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/${a.uuid}`)).json().data;
    const ed = await conClave(
      e,
      acopiador,
      'PUT',
      `/api/admin/acopios/entregas/${a.uuid}`,
      cuerpoEdicion(leida, { observaciones: 'Revisada' }),
    );
    expect(ed.statusCode, ed.body).toBe(200);
    expect((await nuevas()).map((f) => [f.entidad, f.accion, f.id_productor])).toEqual([['acopios', 'editar', cuenta.id_productor]]);

    const pago = await conClave(e, acopiador, 'POST', '/api/admin/acopios/entregas/pago_pendiente', {
      id_acopio: a.id,
      fecha_ejecucion: '2026-11-21',
      id_metodo_pago: 1,
      monto_pagado: 500_00,
      firma_image: FIRMA,
    });
    expect(pago.statusCode, pago.body).toBe(201);
    expect((await nuevas()).map((f) => [f.entidad, f.accion, f.id_productor])).toEqual([['acopio_pagos', 'crear', cuenta.id_productor]]);

    // issue 22 item 4: a paid delivery is voided (its row and its payments' reversal), one without payments deleted
    const { version } = (await e.pedir(admin, 'GET', `/api/admin/acopios/entregas/${a.uuid}`)).json().data;
    const anulada = await conClave(e, admin, 'POST', `/api/admin/acopios/entregas/${a.uuid}/anular`, { motivo: 'Duplicada', version });
    expect(anulada.statusCode, anulada.body).toBe(200);
    expect((await nuevas()).map((f) => [f.entidad, f.accion, f.id_productor])).toEqual([
      ['acopios', 'anular', cuenta.id_productor],
      ['acopio_pagos', 'anular', cuenta.id_productor],
    ]);

    const sinPagos = await registrarEntrega(e, acopiador, cuenta.uuid, { monto_pagado: 0 });
    await nuevas();
    const b = await e.pedir(acopiador, 'DELETE', `/api/admin/acopios/entregas/${sinPagos.uuid}`);
    expect(b.statusCode, b.body).toBe(200);
    expect((await nuevas()).map((f) => [f.entidad, f.accion, f.id_productor])).toEqual([['acopios', 'eliminar', cuenta.id_productor]]);
  });
});

describe('lo que no concierne a un productor no lo nombra', () => {
  it('editar la configuración de la cooperativa deja id_productor vacío', async () => {
    const coop = await uno<{ uuid: string; version: number }>(
      e.db,
      'SELECT c.uuid, g.version FROM cooperativas c JOIN configuraciones g ON g.id_cooperativa = c.id WHERE c.id = 2',
    );
    const r = await e.pedir(admin, 'PUT', `/api/cooperativas/${coop.uuid}/configuracion`, { usa_eudr: 1, version: coop.version });
    expect(r.statusCode, r.body).toBe(200);
    const [f] = await nuevas();
    expect(f).toMatchObject({ entidad: 'configuraciones', id_productor: null });
  });
});
