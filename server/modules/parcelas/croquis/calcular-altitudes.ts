import type { Db } from '../../../db/db';
import type { Actor } from '../../../actor';
import { invalido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { productorDe } from '../../auditoria/productor-de';
import { consultarElevaciones } from '../../../adaptadores/elevacion';
import { centroidePoligono } from '@domain/poligono/medidas';
import { puntosPoligono } from '@domain/poligono/vertices';
import type { PuntoCentral, PuntoPoligono } from '@domain/contrato/parcelas';
import { guardarElevaciones, parcelaCroquis } from './croquis.repository';

/**
 * 'Calcular altitudes' (001 §2.4): asks the elevation service (ELEVACION_URL) for each vertex and the central point,
 * then stores them with the audit row. The outside call runs with no transaction open (a slow service must not
 * hold the plot's row); the save only lands if the sketch is still the one measured (422 otherwise).
 */
export async function calcularAltitudes(
  db: Db,
  { usuario, ip }: Actor,
  elevacionUrl: string | null,
  uuid: string,
): Promise<{ puntos: PuntoPoligono[]; centro: PuntoCentral }> {
  const coop = usuario.id_cooperativa;
  const p = await parcelaCroquis(db, coop, uuid);
  if (!p) throw noEncontrado();
  const poligono = p.poligono;
  if (!poligono) throw invalido({ uuid: ['La parcela no tiene polígono: no hay puntos a los cuales calcular la altitud'] });
  const vertices = puntosPoligono(poligono);
  const centro = centroidePoligono(poligono);
  const altitudes = await consultarElevaciones(elevacionUrl, [...vertices.map((v) => ({ lat: v.lat, lng: v.lng })), centro]);
  const elevaciones = altitudes.slice(0, vertices.length);
  const elevacionCentro = altitudes[vertices.length] ?? null;
  const guardadas = await db.transaction(async (tx) => {
    const ok = await guardarElevaciones(tx, coop, p.id, poligono, elevaciones, elevacionCentro);
    if (ok) {
      await auditar(tx, usuario, ip, {
        id_cooperativa: coop,
        accion: 'editar',
        entidad: 'parcelas_altitudes',
        id_entidad: uuid,
        id_productor: await productorDe(tx, coop, { parcela: p.id }),
        antes: { elevaciones: p.elevaciones },
        despues: { elevaciones, elevacion_centro: elevacionCentro },
      });
    }
    return ok;
  });
  if (!guardadas) throw invalido({ uuid: ['El croquis cambió mientras se calculaban las altitudes; vuelva a calcularlas'] });
  return {
    puntos: puntosPoligono(poligono, elevaciones),
    centro: { title: 'Punto central', lat: centro.lat, lng: centro.lng, elevation: elevacionCentro },
  };
}
