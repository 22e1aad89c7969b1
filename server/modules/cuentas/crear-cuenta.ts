import type { Db } from '../../db/db';
import type { Actor } from '../../actor';
import { exigirValido, invalido } from '../../errores';
import { auditar } from '../auditoria/auditoria';
import { productorDe } from '../auditoria/productor-de';
import { certificacionDe } from '../catalogos/catalogos.repository';
import { crearSolicitudAlta } from '../padron/padron.repository';
import { cicloActivo, comprobarUbicacion, crearProductor, hoyDeCooperativa } from './cuentas.repository';
import { categoriasDeCertificacion } from '@domain/cuentas/categorias';
import { validarProductor, type ProductorDatos } from '@domain/cuentas/productor';
import type { CuerpoProductor, ProductorCreado } from '@domain/contrato/cuentas';

/** Category of a new account when the form sends none (spec 002 §5). */
const SIN_ASIGNAR = 7;

/**
 * New producer (spec 002 §5 'New producer'): the producer, its account in the active cycle, the pending registry
 * registration the Altas bell counts (spec 000 §4) and the audit row, all in one transaction. The rules the
 * browser cannot be trusted with come first: the seven required fields, places of the token's cooperative, and
 * a category of its certification.
 */
export async function crearCuenta(db: Db, { usuario, ip }: Actor, cuerpo: CuerpoProductor): Promise<ProductorCreado> {
  exigirValido(validarProductor(cuerpo));
  // validarProductor has just checked the three names and the four places, which is what ProductorDatos adds.
  const d = cuerpo as ProductorDatos;
  const coop = usuario.id_cooperativa;
  exigirValido(await comprobarUbicacion(db, coop, d));
  const categoria = d.cuenta_categoria ?? SIN_ASIGNAR;
  if (!categoriasDeCertificacion(await certificacionDe(db, coop)).some((c) => c.id === categoria)) {
    throw invalido({ cuenta_categoria: ['La categoría no corresponde a la certificación de la cooperativa'] });
  }
  const ciclo = await cicloActivo(db, coop);
  if (!ciclo) throw invalido({ id_ciclo: ['La cooperativa no tiene ciclos'] });
  const hoy = await hoyDeCooperativa(db, coop);
  return db.transaction(async (tx) => {
    const p = await crearProductor(tx, coop, d, ciclo, categoria, hoy);
    await crearSolicitudAlta(tx, coop, p.id, ciclo, usuario.id);
    await auditar(tx, usuario, ip, {
      id_cooperativa: coop,
      accion: 'crear',
      entidad: 'productores',
      id_entidad: p.uuid,
      // ProductorCreado.id is the new account's id: the producer is read through it
      id_productor: await productorDe(tx, coop, { cuenta: p.id }),
      despues: { ...cuerpo, id_ciclo: ciclo, clave_tx: p.clave_tx },
    });
    return p;
  });
}
