import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, MSG_404, uno, UUID_INEXISTENTE } from '../ayudas';
import { cuerpoEdicion, cuerpoEntrega, escribir, FIRMA } from './acopio-ayudas';
import { ENTREGA_ACTUALIZADA } from '../../../server/modules/acopio/entregas/editar-entrega';
import { FUERA_DEL_CENTRO } from '@domain/acopio/alcance';
import { importeBajoLoPagado } from '@domain/acopio/edicion';
import { MENSAJES } from '../../../server/errores';

/** PUT admin/acopios/entregas/{uuid}: edit of a delivery (spec 002 §2.3 with {uuid_acopio}; issue 12). */
let e: Entorno;
let acopiador: string; // role 6, Sierra Madre, centre 1 of coop 1
let admin: string; // role 1, every centre
let tecnico: string; // no ACOPIOS permission
let gerente: string; // cooperative 2
let cuentaSierra: string;

const cuentaActual = async (coop: number) =>
  (
    await uno<{ uuid: string }>(
      e.db,
      `SELECT c.uuid FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
        WHERE c.id_cooperativa = $1 AND ci.activo_acopio AND c.fecha_baja IS NULL ORDER BY c.id LIMIT 1`,
      [coop],
    )
  ).uuid;

/** A new delivery by `token` (5,860.00, 3,000.00 paid), as the API answers it. */
async function nueva(token: string, cambios: Record<string, unknown> = {}) {
  const r = await escribir(e.app, token, 'POST', '/api/admin/acopios/entregas', cuerpoEntrega(cuentaSierra, cambios));
  expect(r.statusCode, r.body).toBe(201);
  return r.json().data as Record<string, unknown> & { uuid: string; id: number; version: number };
}

const editar = (token: string | null, uuid: string, body: unknown, clave: string | null = null) =>
  escribir(e.app, token, 'PUT', `/api/admin/acopios/entregas/${uuid}`, body, clave);

beforeAll(async () => {
  e = await crearEntorno();
  // issue 22 item 4: a collector does not price a delivery; theirs take the cooperative's current price, 40.00 here
  await e.db.query('UPDATE precios_cooperativa SET precio_por_kg = 4000 WHERE id_cooperativa = 1 AND fecha_fin IS NULL');
  acopiador = await e.entrar('acopio@cosecha.demo');
  admin = await e.entrar('admin@cosecha.demo');
  tecnico = await e.entrar('tecnico.sierra@cosecha.demo');
  gerente = await e.entrar('gerente@cosecha.demo');
  cuentaSierra = await cuentaActual(1);
});
afterAll(() => e.cerrar());

describe('editar una entrega', () => {
  it('reemplaza las pesadas, recalcula en el servidor, conserva pagos y firma, sube la versión y audita antes y después', async () => {
    const antes = await nueva(acopiador);
    const pagos = await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [antes.id]);
    const body = cuerpoEdicion(antes, {
      pesadas: [{ unidades: [2], peso_bruto: 200_00, peso_tara: 3_00, peso_descuento: 0, bultos: { 2: 4 } }],
      observaciones: 'Se pesó de nuevo',
      id_cat_certificacion: [16],
    });
    const r = await editar(acopiador, antes.uuid, body);
    expect(r.statusCode, r.body).toBe(200);
    const { data, message } = r.json();
    expect(message).toBe(ENTREGA_ACTUALIZADA);
    // 200 − 3 = 197 kg × 40.00 = 7,880.00; 3,000.00 paid stays
    expect(data).toMatchObject({
      peso_bruto: 200_00,
      peso_neto: 197_00,
      no_bultos: 4,
      importe_total: 7880_00,
      pagado: 3000_00,
      saldo: 4880_00,
      version: antes.version + 1,
      folio_acopio: antes.folio_acopio,
      firma: antes.firma,
      observaciones: 'Se pesó de nuevo',
      id_cat_certificacion: [16],
    });
    expect(data.pesadas).toHaveLength(1);
    expect(await contar(e.db, 'acopio_pesadas WHERE id_cooperativa = 1 AND id_acopio = $1', [antes.id])).toBe(1);
    expect(await contar(e.db, 'acopio_pagos WHERE id_cooperativa = 1 AND id_acopio = $1', [antes.id])).toBe(pagos);
    const a = await uno<{ antes: { peso_neto: number }; despues: { peso_neto: number } }>(
      e.db,
      "SELECT antes, despues FROM auditoria WHERE entidad = 'acopios' AND accion = 'editar' AND id_entidad = $1",
      [antes.uuid],
    );
    expect([a.antes.peso_neto, a.despues.peso_neto]).toEqual([146_50, 197_00]);
  });

  it('una versión vieja es 409 con el mensaje de recargar y no cambia nada', async () => {
    const antes = await nueva(acopiador);
    expect((await editar(acopiador, antes.uuid, cuerpoEdicion(antes, { observaciones: 'primero' }))).statusCode).toBe(200);
    const r = await editar(acopiador, antes.uuid, cuerpoEdicion(antes, { observaciones: 'segundo' }));
    expect(r.statusCode).toBe(409);
    expect(r.json().message).toBe(MENSAJES.conflicto);
    const leida = (await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/${antes.uuid}`)).json().data;
    expect(leida.observaciones).toBe('primero');
  });

  it('con Idempotency-Key, el mismo Guardar repetido recibe la primera respuesta en vez de un 409', async () => {
    const antes = await nueva(acopiador);
    const body = cuerpoEdicion(antes, { observaciones: 'doble clic' });
    const rs = await Promise.all([1, 2, 3].map(() => editar(acopiador, antes.uuid, body, `edicion-${antes.uuid}`)));
    expect(rs.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect(new Set(rs.map((r) => r.json().data.version))).toEqual(new Set([antes.version + 1]));
  });

  it('el nuevo importe no puede quedar por debajo de lo pagado: 422 y nada cambia', async () => {
    const antes = await nueva(acopiador);
    // 50 − 1 = 49 kg × 40.00 = 1,960.00 < 3,000.00 paid
    const body = cuerpoEdicion(antes, { pesadas: [{ unidades: [7], peso_bruto: 50_00, peso_tara: 1_00, peso_descuento: 0, bultos: {} }] });
    const r = await editar(acopiador, antes.uuid, body);
    expect(r.statusCode).toBe(422);
    expect(r.json().errors.pesadas).toEqual([importeBajoLoPagado(1960_00, 3000_00)]);
    const leida = (await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/${antes.uuid}`)).json().data;
    expect(leida).toMatchObject({ peso_neto: 146_50, version: antes.version });
  });

  it('un acopiador no edita la entrega de otro centro (403 FUERA_DEL_CENTRO); el administrador sí', async () => {
    const deAdmin = await nueva(admin);
    expect(deAdmin.id_centro_acopio).toBeNull();
    const r = await editar(acopiador, deAdmin.uuid, cuerpoEdicion(deAdmin));
    expect(r.statusCode).toBe(403);
    expect(r.json().message).toBe(FUERA_DEL_CENTRO);
    const delAcopiador = await nueva(acopiador);
    expect((await editar(admin, delAcopiador.uuid, cuerpoEdicion(delAcopiador))).statusCode).toBe(200);
  });

  it('sin precio en el cuerpo, la entrega conserva el suyo (no el vigente de hoy)', async () => {
    // priced by the administrator (issue 22 item 4: a collector's delivery takes the cooperative's price)
    const antes = await nueva(admin, { precio_por_kg: 30_00, monto_pagado: 0, id_metodo_pago: null });
    const r = await editar(admin, antes.uuid, cuerpoEdicion(antes, { precio_por_kg: null }));
    expect(r.json().data.precio_por_kg).toBe(30_00);
  });

  it('una nueva firma se guarda; una firma que no es PNG es 422', async () => {
    const antes = await nueva(acopiador);
    const r = await editar(acopiador, antes.uuid, cuerpoEdicion(antes, { firma_image: FIRMA }));
    expect(r.statusCode, r.body).toBe(200);
    expect(r.json().data.firma).not.toBe(antes.firma);
    const mala = await editar(acopiador, antes.uuid, cuerpoEdicion(r.json().data, { firma_image: 'data:image/png;base64,aGVsbG8=' }));
    expect(mala.statusCode).toBe(422);
  });

  it('401, 403, 404 (otra cooperativa o inexistente) y 422 con los mensajes de 002 §5, sin escribir', async () => {
    const antes = await nueva(acopiador);
    expect((await editar(null, antes.uuid, cuerpoEdicion(antes))).statusCode).toBe(401);
    expect((await editar(tecnico, antes.uuid, cuerpoEdicion(antes))).statusCode).toBe(403);
    const ajena = await editar(gerente, antes.uuid, cuerpoEdicion(antes));
    expect(ajena.statusCode).toBe(404);
    expect(ajena.json().message).toBe(MSG_404);
    expect((await editar(acopiador, UUID_INEXISTENTE, cuerpoEdicion(antes))).statusCode).toBe(404);
    const casos: [Record<string, unknown>, string, string][] = [
      [
        { pesadas: [{ unidades: [1], peso_bruto: 100_00, peso_tara: 2_00, peso_descuento: 100_00, bultos: { 1: 1 } }] },
        'pesadas.0.peso_descuento',
        'El peso descuento debe ser menos al peso bruto',
      ],
      [{ id_cat_certificacion: [] }, 'id_cat_certificacion', 'Información requerida'],
      [{ id_cat_certificacion: [99] }, 'id_cat_certificacion', 'Seleccione una opción de la lista'],
      [{ id_lote: 999999 }, 'id_lote', 'El lote no es de este ciclo'],
    ];
    for (const [cambios, campo, mensaje] of casos) {
      const r = await editar(acopiador, antes.uuid, cuerpoEdicion(antes, cambios));
      expect(r.statusCode, campo).toBe(422);
      expect(r.json().errors[campo], r.body).toContain(mensaje);
    }
    expect((await editar(acopiador, antes.uuid, { ...cuerpoEdicion(antes), version: undefined })).statusCode).toBe(422);
    expect((await editar(acopiador, antes.uuid, { ...cuerpoEdicion(antes), monto_pagado: 1 })).statusCode).toBe(422);
    const leida = (await e.pedir(acopiador, 'GET', `/api/admin/acopios/entregas/${antes.uuid}`)).json().data;
    expect(leida.version).toBe(antes.version);
  });
});
