import type { Consulta, Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido } from '../../errores';
import { huellaDe, unaVez, type RespuestaIdempotente } from '../../idempotencia';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { hoyDeCooperativa } from '../acopio/entregas/fechas.repository';
import { validarAnticipo } from '@domain/anticipos/validar';
import type { CuerpoAnticipo, RespuestaAnticipoGuardado } from '@domain/contrato/anticipos';
import { cicloActivoAcopio, cuentaParaAnticipo, folioOcupado, insertarAnticipo, leerAnticipo } from './anticipos.repository';
import { exigirCredito } from './credito';
import { MENSAJES_CREDITO } from './mensajes';
import { recalcularAnticipo } from './recalcular';

/** Takes turns on the cycle's row: two advances with one folio at once cannot both pass the folio check. */
export async function turnoDeCiclo(tx: Consulta, coop: number, idCiclo: number): Promise<void> {
  await tx.query('SELECT 1 FROM ciclos WHERE id_cooperativa = $1 AND id = $2 FOR NO KEY UPDATE', [coop, idCiclo]);
}

/**
 * Lends a pre-harvest advance (spec 002 §2.10, §5 'Advance form'): in the active collection cycle only (R097), to a
 * confirmed member's account of that cycle, with a folio unique in the cycle; the rate is the one typed, else the
 * cooperative's default, and none below credit level 3 (R102). Once per Idempotency-Key; audited.
 */
export async function registrarAnticipo(
  db: Db,
  { usuario, ip }: Actor,
  clave: string,
  d: CuerpoAnticipo,
): Promise<RespuestaIdempotente<RespuestaAnticipoGuardado>> {
  const coop = usuario.id_cooperativa;
  const cfg = await exigirCredito(db, coop);
  const { errores, tasa } = validarAnticipo(d, { hoy: await hoyDeCooperativa(db, coop), conInteres: cfg.interes });
  exigirValido(errores);
  const folio = d.folio.trim();
  const llave = { idCooperativa: coop, idUsuario: usuario.id, clave, huella: huellaDe('POST anticipos/storeweb', d) };
  return unaVez(db, llave, async (tx) => {
    await turnoDeCiclo(tx, coop, d.id_ciclos);
    if ((await cicloActivoAcopio(tx, coop)) !== d.id_ciclos) throw invalido({ id_ciclos: [MENSAJES_CREDITO.cicloNoActivo] });
    if (!(await cuentaParaAnticipo(tx, coop, d.id_cuenta, d.id_ciclos)))
      throw invalido({ id_cuenta: [MENSAJES_CREDITO.productorNoValido] });
    if (await folioOcupado(tx, coop, d.id_ciclos, folio)) throw invalido({ folio: [MENSAJES_CREDITO.folioRepetido(cfg.etiqueta, folio)] });
    const nuevo = {
      id_cooperativa: coop,
      folio,
      fecha_ejecucion: d.fecha_ejecucion,
      id_cuenta: d.id_cuenta,
      id_ciclo: d.id_ciclos,
      cantidad_anticipo: d.cantidad_anticipo,
      tasa_interes: cfg.interes ? (tasa ?? cfg.tasa) : 0,
      descripcion: d.descripcion?.trim() || null,
      id_usuario: usuario.id,
    };
    const id = await insertarAnticipo(tx, nuevo);
    await recalcularAnticipo(tx, coop, id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'anticipos',
      id_entidad: String(id),
      id_productor: await productorDe(tx, coop, { cuenta: d.id_cuenta }),
      despues: nuevo,
    });
    const data = (await leerAnticipo(tx, coop, id))!;
    return { codigo: 201, cuerpo: { success: true, message: MENSAJES_CREDITO.guardado(folio), data } };
  });
}
