import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { tomarVersion } from '../../db/version';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { hoyDeCooperativa } from '../acopio/entregas/fechas.repository';
import { puedeEditarOAbonar } from '@domain/anticipos/estado';
import { estadoDeAnticipo } from '@domain/anticipos/libro';
import { MENSAJES_ANTICIPO, validarAnticipo } from '@domain/anticipos/validar';
import { formatoFecha } from '@domain/comun/formato';
import type { CuerpoEdicionAnticipo, RespuestaAnticipoGuardado } from '@domain/contrato/anticipos';
import {
  actualizarAnticipo,
  bloquearAnticipo,
  cuentaParaAnticipo,
  folioOcupado,
  leerAnticipo,
  pagosDeAnticipo,
} from './anticipos.repository';
import { exigirCredito } from './credito';
import { MENSAJES_CREDITO } from './mensajes';
import { recalcularAnticipo } from './recalcular';

/**
 * Edits an advance (spec 002 §2.10, R097, R098): only while it is still owed (balance ≥ 0.01 today), never below
 * what was already paid back, nor onto another producer once anything was paid back, nor to a date after its first
 * repayment; the ledger is replayed with the new amount, date and rate. A stale form is a 409 (version).
 */
export async function editarAnticipo(
  db: Db,
  { usuario, ip }: Actor,
  id: number,
  d: CuerpoEdicionAnticipo,
): Promise<RespuestaAnticipoGuardado> {
  const coop = usuario.id_cooperativa;
  const cfg = await exigirCredito(db, coop);
  return db.transaction(async (tx) => {
    const actual = await bloquearAnticipo(tx, coop, { id });
    if (!actual) throw noEncontrado();
    await tomarVersion(tx, { tabla: 'anticipos', llave: { id_cooperativa: coop, id } }, d.version);
    const hoy = await hoyDeCooperativa(tx, coop);
    const pagos = (await pagosDeAnticipo(tx, coop, id)).filter((p) => !p.anulado);
    const movimientos = pagos.map((p) => ({ fecha: p.fecha_ejecucion, monto: p.cantidad_pago, orden: p.id }));
    const hoyEstado = estadoDeAnticipo(
      { fecha: actual.fecha_ejecucion, monto: actual.cantidad_anticipo, tasa: actual.tasa_interes },
      movimientos,
      hoy,
    );
    if (!puedeEditarOAbonar(hoyEstado.saldo)) throw invalido({ id: [MENSAJES_CREDITO.pagado(cfg.etiqueta)] });
    const recuperado = pagos.reduce((s, p) => s + p.cantidad_pago, 0);

    const { errores, tasa } = validarAnticipo(d, { hoy, recuperado, conInteres: cfg.interes });
    exigirValido(errores);
    const folio = d.folio.trim();
    if (d.id_ciclos !== actual.id_ciclo) throw invalido({ id_ciclos: [MENSAJES_CREDITO.cicloNoActivo] });
    if (d.id_cuenta !== actual.id_cuenta) {
      if (recuperado > 0) throw invalido({ id_cuenta: [MENSAJES_CREDITO.productorConRecuperado] });
      if (!(await cuentaParaAnticipo(tx, coop, d.id_cuenta, actual.id_ciclo)))
        throw invalido({ id_cuenta: [MENSAJES_CREDITO.productorNoValido] });
    }
    const primero = pagos[0]?.fecha_ejecucion;
    if (primero && d.fecha_ejecucion > primero)
      throw invalido({ fecha_ejecucion: [MENSAJES_CREDITO.fechaDespuesDeAbono(formatoFecha(primero))] });
    if (await folioOcupado(tx, coop, actual.id_ciclo, folio, id))
      throw invalido({ folio: [MENSAJES_CREDITO.folioRepetido(cfg.etiqueta, folio)] });

    const nuevo = {
      folio,
      fecha_ejecucion: d.fecha_ejecucion,
      id_cuenta: d.id_cuenta,
      cantidad_anticipo: d.cantidad_anticipo,
      // an edit without the rate field (level 2, or left empty) keeps the cooperative's default as a new advance would
      tasa_interes: cfg.interes ? (tasa ?? cfg.tasa) : 0,
      descripcion: d.descripcion?.trim() || null,
    };
    await actualizarAnticipo(tx, coop, id, nuevo);
    const estado = await recalcularAnticipo(tx, coop, id);
    // A smaller amount or rate the repayments already exceed: they would have paid more than was owed.
    if (estado.excedente > 0) throw invalido({ cantidad_anticipo: [MENSAJES_ANTICIPO.montoMenorRecuperado(recuperado)] });
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: 'anticipos',
      id_entidad: String(id),
      id_productor: await productorDe(tx, coop, { cuenta: d.id_cuenta }),
      antes: actual,
      despues: nuevo,
    });
    const data = (await leerAnticipo(tx, coop, id))!;
    return { success: true, message: MENSAJES_CREDITO.guardado(folio), data };
  });
}
