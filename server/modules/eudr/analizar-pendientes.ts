import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { invalido, noEncontrado } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { archivarMuerto, parcelasSinAnalisis, trabajoMuerto } from './analisis.repository';
import { encolarLotes } from './analisis-whisp';

/**
 * 'Analizar parcelas pendientes': every plot of the cooperative whose current polygon has no answer and is not
 * already waiting is queued, in jobs of LOTE_WHISP plots, with the audit row. Pressing it twice queues nothing more.
 */
export async function analizarPendientes(db: Db, { usuario, ip }: Actor): Promise<number> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const ids = await parcelasSinAnalisis(tx, coop);
    if (ids.length === 0) return 0;
    await encolarLotes(tx, coop, ids);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'analisis_whisp',
      id_entidad: 'pendientes',
      despues: { parcelas: ids.length },
    });
    return ids.length;
  });
}

/** 'Reintentar' on a failed analysis: its plots are queued again and the failure leaves the list. */
export async function reintentarAnalisis(db: Db, { usuario, ip }: Actor, idTrabajo: number): Promise<number> {
  const coop = usuario.id_cooperativa;
  return db.transaction(async (tx) => {
    const muerto = await trabajoMuerto(tx, coop, idTrabajo);
    if (!muerto) throw noEncontrado();
    if (!Array.isArray(muerto.parcelas) || muerto.parcelas.length === 0) throw invalido({ id: ['El análisis no tiene parcelas'] });
    await archivarMuerto(tx, idTrabajo);
    await encolarLotes(tx, coop, muerto.parcelas);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'analisis_whisp',
      id_entidad: String(idTrabajo),
      antes: { estado: 'muerto' },
      despues: { parcelas: muerto.parcelas.length },
    });
    return muerto.parcelas.length;
  });
}
