import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { crearEntorno, type Entorno } from '../entorno';
import { contar, usuarioPorCorreo } from '../ayudas';
import { cuerpoDeclaracion, loteConParcelas, paqueteDePrueba, registrar } from '../eudr/declaraciones-ayudas';

/**
 * The audit of the importer's statement references (issue 23): a record and its correction each write one row, in
 * the same transaction, naming the lot, the package and its SHA-256; a refused record or a replayed key writes none.
 */
let e: Entorno;
let admin: string;
let idAdmin: number;

interface FilaAuditoria {
  id_cooperativa: number;
  id_user: number;
  accion: string;
  entidad: string;
  id_entidad: string;
  antes: unknown;
  despues: Record<string, unknown>;
}

const filasDe = (uuid: string) =>
  e.db.query<FilaAuditoria>(
    `SELECT id_cooperativa, id_user, accion, entidad, id_entidad, antes, despues FROM auditoria WHERE id_entidad = $1`,
    [uuid],
  );

beforeAll(async () => {
  e = await crearEntorno();
  admin = await e.entrar('admin@cosecha.demo');
  idAdmin = (await usuarioPorCorreo(e.db, 'admin@cosecha.demo')).id;
});
afterAll(() => e.cerrar());

describe('auditoría de las referencias DDS del lote', () => {
  it('registrar y corregir: una fila cada uno, con el lote, el paquete y su huella; reintentos y rechazos no escriben', async () => {
    const lote = await loteConParcelas(e.db, 1);
    const paquete = await paqueteDePrueba(e.db, 1, lote, lote.parcelas);
    const primero = await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid), 'auditoria-dds-1');
    expect(primero.statusCode).toBe(201);
    const viejo = primero.json().data.uuid as string;
    expect(await filasDe(viejo)).toEqual([
      {
        id_cooperativa: 1,
        id_user: idAdmin,
        accion: 'crear',
        entidad: 'lotes_declaraciones_eudr',
        id_entidad: viejo,
        antes: null,
        despues: {
          lote: lote.uuid,
          paquete: paquete.uuid,
          sha256_paquete: paquete.sha256,
          comprador: 'Kaffeerösterei Müller GmbH',
          referencia: '25ITQRBHJ68633',
          verificacion: 'K7R8LA90',
          fecha: '2026-01-15',
          reemplaza_uuid: null,
          motivo_correccion: null,
        },
      },
    ]);

    const antes = await contar(e.db, 'auditoria');
    expect((await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid), 'auditoria-dds-1')).headers['idempotent-replayed']).toBe(
      'true',
    );
    expect((await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid, { referencia: 'X' }))).statusCode).toBe(422);
    expect((await registrar(e, admin, lote.uuid, cuerpoDeclaracion(paquete.uuid), null)).statusCode).toBe(422);
    expect(await contar(e.db, 'auditoria')).toBe(antes);

    const correccion = await registrar(
      e,
      admin,
      lote.uuid,
      cuerpoDeclaracion(paquete.uuid, { verificacion: 'COAASVYH', reemplaza_uuid: viejo, motivo_correccion: 'Verificación equivocada' }),
    );
    expect(correccion.statusCode).toBe(201);
    const [fila] = await filasDe(correccion.json().data.uuid);
    expect(fila.despues).toMatchObject({ verificacion: 'COAASVYH', reemplaza_uuid: viejo, motivo_correccion: 'Verificación equivocada' });
    expect(await contar(e.db, 'auditoria')).toBe(antes + 1);
  });
});
