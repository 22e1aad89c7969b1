import type { Consulta } from '../db/db';
import { PRODUCTO } from '@domain/comun/productos';
import { ETIQUETA_FORMATO, type TipoFormulario } from '@domain/vinculos/vinculos';

/**
 * Field forms waiting in the linking wizards (spec 002 §2.13, §2.14; issue 27), coffee and cacao cooperatives only
 * (honey has no plots to inspect). Deterministic: the current cycle's accounts by id, figures from their ids.
 * - Step 1 of 'Vincular a productor': for eight producers a main-plot form (sic_pp) naming their first plot, for six
 *   of them an organic plan (tx_po) and a sketch (tx_croquis) with a polygon a few hundred metres from their
 *   locality; one sic_pp of a plot the registry does not have (the no-plot path); one form of an unknown type (ERROR).
 * - Step 1 of 'Vincular a parcela': six more producers whose forms are already theirs (with the profile's format row)
 *   and still without a plot, one of them a sic_pp of a new plot.
 */
interface Cuenta {
  id: number;
  id_ciclo: number;
  inicio: string;
  clave: string | null;
  lat: number;
  lng: number;
  parcela: string | null;
  superficie: number | null;
  plantas: number | null;
}

const VARIEDADES: Record<number, string[]> = {
  [PRODUCTO.cafe]: ['Typica', 'Bourbon', 'Caturra'],
  [PRODUCTO.cacao]: ['Criollo', 'Forastero', 'Trinitario'],
};

/** A square of about 100 × 100 m, its corner offset from the locality by the account's id (closed ring, [lng, lat]). */
function cuadro(c: Cuenta) {
  const lat = c.lat + 0.002 + (c.id % 7) * 0.0011;
  const lng = c.lng + 0.002 + (c.id % 5) * 0.0013;
  const d = 0.0009;
  return {
    type: 'Polygon',
    coordinates: [
      [
        [lng, lat],
        [lng + d, lat],
        [lng + d, lat + d],
        [lng, lat + d],
        [lng, lat],
      ],
    ],
  };
}

function datosDe(tipo: string, c: Cuenta, producto: number, n: number): Record<string, unknown> {
  const variedades = VARIEDADES[producto];
  if (tipo === 'sic_pp') {
    return {
      variedad_principal: variedades[n % 3],
      edad_de_las_plantas: 4 + (c.id % 12),
      sombra: n % 2 === 0 ? 'Diversificada' : 'Especializada',
      fertilizacion: n % 3 === 0 ? 'Composta' : 'Abono de lombriz',
      pendiente: ['Plana', 'Ladera suave', 'Ladera fuerte'][c.id % 3],
      fuente_agua: n % 2 === 0 ? 'Arroyo' : 'Ninguna',
      observaciones: 'Parcela limpia, sin productos prohibidos a la vista',
    };
  }
  if (tipo === 'tx_po') {
    return {
      practicas_conservacion: 'Barreras vivas y terrazas individuales',
      manejo_plagas: producto === PRODUCTO.cafe ? 'Trampas para broca' : 'Poda sanitaria contra moniliasis',
      meta_ciclo: `Renovar ${5 + (c.id % 10)} % de las plantas`,
      capacitacion: n % 2 === 0 ? 'Sí' : 'No',
    };
  }
  if (tipo === 'tx_croquis') return { colindancias: 'Norte: camino; sur: arroyo', referencia: 'Junto a la escuela de la localidad' };
  return { nota: 'Formulario de un tipo que la plataforma no conoce' };
}

export async function sembrarVinculosDemo(tx: Consulta, idCooperativa: number, producto: number): Promise<void> {
  if (producto !== PRODUCTO.cafe && producto !== PRODUCTO.cacao) return;
  const cuentas = await tx.query<Cuenta>(
    `SELECT c.id, c.id_ciclo, ci.fecha_inicio::text AS inicio, p.clave_tx AS clave, l.latitud AS lat, l.longitud AS lng,
            x.nombre AS parcela, x.superficie::float8 AS superficie, x.plantas
       FROM cuentas c
       JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
       JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
       JOIN localidades l ON l.id = p.id_localidad
       LEFT JOIN LATERAL (SELECT nombre, superficie, plantas FROM parcelas
                           WHERE id_cooperativa = c.id_cooperativa AND id_cuenta = c.id AND fecha_baja IS NULL ORDER BY id LIMIT 1) x ON true
      WHERE c.id_cooperativa = $1 AND c.fecha_baja IS NULL
        AND c.id_ciclo = (SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1)
      ORDER BY c.id LIMIT 14`,
    [idCooperativa],
  );
  const [coop] = await tx.query<{ nombre: string; inspector: string; id_user: number }>(
    `SELECT co.nombre, u.nombres || ' ' || u.apellido_paterno AS inspector, u.id AS id_user
       FROM cooperativas co JOIN users u ON u.id_cooperativa = co.id
      WHERE co.id = $1 ORDER BY (u.id_rol = 3) DESC, u.id LIMIT 1`,
    [idCooperativa],
  );
  let n = 0;
  const insertar = async (c: Cuenta, tipo: string, extra: { parcela?: string; vinculada?: boolean } = {}) => {
    n += 1;
    const conocido = tipo === 'sic_pp' || tipo === 'tx_po' || tipo === 'tx_croquis';
    const fecha = `('${c.inicio}'::date + ${20 + ((c.id * 7 + n) % 90)})`;
    let idFormato: number | null = null;
    if (extra.vinculada && conocido) {
      const [f] = await tx.query<{ id: number }>(
        `INSERT INTO tx_formatos (id_cooperativa, id_cuenta, id_ciclo, fecha, tipo, reporte, id_capturo)
         VALUES ($1, $2, $3, ${fecha}, $4, $5, $6) RETURNING id`,
        [idCooperativa, c.id, c.id_ciclo, ETIQUETA_FORMATO[tipo as TipoFormulario], tipo, coop.id_user],
      );
      idFormato = f.id;
    }
    const pp = tipo === 'sic_pp';
    await tx.query(
      `INSERT INTO formularios_campo (id_cooperativa, tipo, uuid_odk, version_formulario, enviado_en, id_ciclo, fecha,
          nombre_inspector, coop_nombre, id_socio_otro, parcela_nombre_otro, num_plantas, superficie, punto, poligono, datos,
          id_cuenta, id_formato, vinculado_en, id_user_vinculo)
       VALUES ($1, $2, $3, 'v2026.1', ${fecha}::timestamptz + interval '15 hours', $4, ${fecha}, $5, $6, $7, $8, $9, $10, $11, $12, $13,
          $14, $15, CASE WHEN $14::int IS NULL THEN NULL ELSE ${fecha}::timestamptz + interval '2 days' END,
          CASE WHEN $14::int IS NULL THEN NULL ELSE $16::int END)`,
      [
        idCooperativa,
        tipo,
        `uuid:demo-${idCooperativa}-${n}`,
        c.id_ciclo,
        coop.inspector,
        coop.nombre,
        c.clave,
        extra.parcela ?? c.parcela ?? 'Parcela principal',
        pp ? (extra.parcela ? 300 + (c.id % 5) * 100 : c.plantas) : null,
        pp ? (extra.parcela ? 0.5 + (c.id % 4) * 0.25 : c.superficie) : null,
        JSON.stringify({ type: 'Point', coordinates: [c.lng + 0.002, c.lat + 0.002] }),
        tipo === 'tx_croquis' ? JSON.stringify(cuadro(c)) : null,
        JSON.stringify(datosDe(tipo, c, producto, n)),
        extra.vinculada && conocido ? c.id : null,
        idFormato,
        coop.id_user,
      ],
    );
  };
  const [sinProductor, sinParcela] = [cuentas.slice(0, 8), cuentas.slice(8, 14)];
  for (const [i, c] of sinProductor.entries()) {
    await insertar(c, 'sic_pp');
    if (i < 6) await insertar(c, 'tx_po');
    if (i < 6) await insertar(c, 'tx_croquis');
  }
  if (sinProductor[0]) await insertar(sinProductor[0], 'sic_pp', { parcela: 'El Naranjal (nueva)' });
  if (sinProductor[1]) await insertar(sinProductor[1], 'tx_visita');
  for (const [i, c] of sinParcela.entries()) {
    await insertar(c, 'sic_pp', { vinculada: true });
    await insertar(c, 'tx_croquis', { vinculada: true });
    if (i % 2 === 0) await insertar(c, 'tx_po', { vinculada: true });
  }
  if (sinParcela[0]) await insertar(sinParcela[0], 'sic_pp', { vinculada: true, parcela: 'La Loma (nueva)' });
}
