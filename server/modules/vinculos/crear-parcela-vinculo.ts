import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { crearParcelas } from '../parcelas/parcelas.repository';
import { MENSAJE_PARCELA_CREADA, validarParcelaDesdeFormulario } from '@domain/vinculos/vinculos';
import type { CuerpoCrearParcelaVinculo } from '@domain/contrato/vinculos';
import { copiarVariedadesDelFormulario, cuentaVinculo, formulariosDelLote, vincularACuenta, vincularAParcela } from './vinculos.repository';
import { yaVinculado } from './vincular-cuenta';

/**
 * The no-plot path (spec 002 §2.14, §7 vinculo_forms_create_parcela): a main-plot form (sic_pp) whose plot is not in
 * the registry creates it under the plot rules of domain/parcelas, and is linked to it (and to the producer, if it
 * was not yet), in one transaction with the account and the form locked. The plot gets the varieties the form lists.
 */
export async function crearParcelaVinculo(db: Db, { usuario, ip }: Actor, b: CuerpoCrearParcelaVinculo) {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const cuenta = await cuentaVinculo(tx, coop, b.id_cuenta, true);
    if (!cuenta) throw noEncontrado();
    if (cuenta.fecha_baja) throw invalido({ id_cuenta: ['El productor está dado de baja en este ciclo'] });
    const [f] = await formulariosDelLote(tx, coop, [b.id_sic], true);
    exigirValido(validarParcelaDesdeFormulario(f ?? null, b));
    if (f.id_parcela !== null) throw yaVinculado();
    if (f.id_cuenta !== null && f.id_cuenta !== cuenta.id) {
      throw invalido({ id_sic: ['El formulario está vinculado a otro productor'] });
    }
    const [parcela] = await crearParcelas(tx, coop, cuenta.id, [
      { nombre: String(b.nombre_parcela).trim(), superficie: Number(b.superficie), plantas: Number(b.num_plantas) },
    ]);
    const variedades = await copiarVariedadesDelFormulario(tx, coop, f.id, parcela.id);
    if (f.id_cuenta === null) await vincularACuenta(tx, coop, cuenta, usuario.id, [f.id]);
    await vincularAParcela(tx, coop, parcela.id, usuario.id, [f.id]);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'parcelas',
      id_entidad: parcela.uuid,
      id_productor: cuenta.id_productor,
      despues: { parcela, formulario: f.uuid, variedades },
    });
    return { success: true, message: MENSAJE_PARCELA_CREADA, data: { uuid: parcela.uuid, id: parcela.id, nombre: parcela.nombre } };
  });
}
