import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { motivoBajaExiste } from '../catalogos/catalogos.repository';
import { cuentaParaBaja, hoyDeCooperativa, registrarBaja } from './cuentas.repository';
import type { CuerpoBaja } from '@domain/contrato/cuentas';

/**
 * 'Dar de baja' (spec 000 §4, §5 'Baja'; DECISIONES 'dar de baja'): a producer's account leaves the cycle for
 * good, with its reason, the registry lists it was in, its history row and the audit row in one transaction.
 * The account is locked first, so two clicks cannot write two removals. Answers the producer's name.
 */
export async function darDeBaja(db: Db, { usuario, ip }: Actor, b: CuerpoBaja): Promise<string> {
  const motivo = b.id_cat_cuentas_bajas;
  // Spec 000 §5 'Baja': a reason must be chosen (the message is ours: the spec gives none).
  if (motivo == null || motivo < 1 || !(await motivoBajaExiste(db, motivo))) {
    throw invalido({ id_cat_cuentas_bajas: ['Debe seleccionar un motivo de baja'] });
  }
  const coop = usuario.id_cooperativa;
  const padrones = b.padronesSeleccionados ?? [];
  const hoy = await hoyDeCooperativa(db, coop);
  return db.transaction(async (tx) => {
    const c = await cuentaParaBaja(tx, coop, b.id_cuenta);
    if (!c || c.id_ciclo !== b.id_ciclo) throw noEncontrado();
    if (c.fecha_baja) throw invalido({ id_cuenta: ['El productor ya fue dado de baja en este ciclo'] });
    await registrarBaja(tx, coop, c.id, c.id_ciclo, motivo, padrones, usuario.id, hoy);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'baja',
      entidad: 'cuentas',
      id_entidad: c.uuid,
      id_productor: await productorDe(tx, coop, { cuenta: c.id }),
      antes: { fecha_baja: null },
      despues: { id_cat_cuentas_bajas: motivo, fecha_baja: hoy, padronesSeleccionados: padrones },
    });
    return c.nombre;
  });
}
