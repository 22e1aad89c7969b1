import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { crearParcelas as insertarParcelas, cuentaDestino } from './parcelas.repository';
import { validarParcela, validarParcelas } from '@domain/parcelas/parcela';
import type { CuerpoCrearParcelas, ParcelaCreada, ParcelaNueva } from '@domain/contrato/parcelas';

/**
 * 'Agregar parcelas' (spec 001 §2.5, §5 'New plot'): every plot is checked with the spec's messages before
 * anything is written (one bad plot, none is created); the account must be the token cooperative's (404) and
 * not removed in its cycle (422). One transaction inserts them all and writes the audit row; the account's
 * totals follow by trigger.
 */
export async function crearParcelas(db: Db, { usuario, ip }: Actor, b: CuerpoCrearParcelas): Promise<ParcelaCreada[]> {
  const lista: ParcelaNueva[] = b.parcelas ?? [{ nombre: b.nombre, superficie: b.superficie, plantas: b.plantas }];
  exigirValido(b.parcelas ? validarParcelas(lista) : validarParcela(lista[0]));
  const coop = usuario.id_cooperativa;
  const cuenta = await cuentaDestino(db, coop, b.uuid_cuenta);
  if (!cuenta) throw noEncontrado();
  if (cuenta.fecha_baja) throw invalido({ uuid_cuenta: ['El productor está dado de baja en este ciclo'] });
  const limpias = lista.map((p) => ({ nombre: String(p.nombre).trim(), superficie: Number(p.superficie), plantas: Number(p.plantas) }));
  return db.transaction(async (tx) => {
    const filas = await insertarParcelas(tx, coop, cuenta.id, limpias);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'parcelas',
      id_entidad: cuenta.uuid,
      id_productor: await productorDe(tx, coop, { cuenta: cuenta.id }),
      despues: { parcelas: filas },
    });
    return filas;
  });
}
