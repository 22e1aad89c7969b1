import type { Consulta } from '../db/db';
import { pngGris } from './png';

/** The roles that decide in committee (docs/DECISIONES.md 'committee permission'); migration 0030 does the same on old installations. */
export const ROLES_COMITE = [1, 2, 4];

export async function sembrarPermisoComite(tx: Consulta): Promise<void> {
  await tx.query(`INSERT INTO roles_permisos (id_rol, permiso) SELECT unnest($1::int[]), 'COMITE' ON CONFLICT DO NOTHING`, [ROLES_COMITE]);
}

/** A signature-like stroke on white, 250×125 like the pad (spec 000 §4), for the demo's evaluations. */
function firmaDemo(): Buffer {
  const ancho = 250;
  const alto = 125;
  const px = new Uint8Array(ancho * alto).fill(255);
  for (let x = 20; x < 230; x++) {
    const y = Math.round(62 + 28 * Math.sin(x / 14) * Math.cos(x / 51));
    for (let g = -1; g <= 1; g++) px[(y + g) * ancho + x] = 30;
  }
  return pngGris(ancho, alto, px);
}

/**
 * The demo committee's signature file of a cooperative (one per cooperative, made on first use): every demo evaluation
 * is signed, as the committee form requires (000 §5 'Debe adjuntar su firma').
 */
export async function firmaComiteDemo(tx: Consulta, idCooperativa: number, idUsuario: number): Promise<string> {
  const [hecha] = await tx.query<{ uuid: string }>(
    `SELECT uuid::text AS uuid FROM archivos WHERE id_cooperativa = $1 AND tipo = 'firma_comite' ORDER BY created_at LIMIT 1`,
    [idCooperativa],
  );
  if (hecha) return hecha.uuid;
  const firma = firmaDemo();
  const [archivo] = await tx.query<{ uuid: string }>(
    `INSERT INTO archivos (id_cooperativa, tipo, mime, nombre, tamano, ancho, alto, contenido, created_by)
     VALUES ($1, 'firma_comite', 'image/png', 'firma_comite.png', $2, 250, 125, $3, $4) RETURNING uuid::text AS uuid`,
    [idCooperativa, firma.length, firma, idUsuario],
  );
  return archivo.uuid;
}

/**
 * Committee evaluations of the current cycle for a coffee cooperative with SIC (spec 000 §2.10): one approved without
 * conditions, one with two conditions (one already fulfilled), one sanctioned. Each keeps the account's category and
 * risk level as they are (the decisions' defaults, R038, on accounts already Orgánico), so the demo's dashboards and
 * registers read the same figures as without it. Signed by the cooperative's first user. Deterministic.
 */
export async function sembrarComiteDemo(tx: Consulta, idCooperativa: number, producto: number): Promise<void> {
  if (producto !== 1) return;
  const cuentas = await tx.query<{ id: number; id_ciclo: number; id_cuenta_categoria: number; id_nivel_riesgo: number; inicio: string }>(
    `SELECT c.id, c.id_ciclo, c.id_cuenta_categoria, c.id_nivel_riesgo, ci.fecha_inicio::text AS inicio
       FROM cuentas c JOIN ciclos ci ON ci.id_cooperativa = c.id_cooperativa AND ci.id = c.id_ciclo
      WHERE c.id_cooperativa = $1 AND c.fecha_baja IS NULL AND c.confirmado = 1 AND c.id_nivel_riesgo IS NOT NULL
        AND c.id_cuenta_categoria = 4
        AND c.id_ciclo = (SELECT id FROM ciclos WHERE id_cooperativa = $1 ORDER BY activo DESC, id DESC LIMIT 1)
        AND c.id > (SELECT min(id) FROM cuentas WHERE id_cooperativa = $1)
      ORDER BY c.id LIMIT 3`,
    [idCooperativa],
  );
  if (cuentas.length < 3) return;
  const [usuario] = await tx.query<{ id: number }>('SELECT min(id) AS id FROM users WHERE id_cooperativa = $1', [idCooperativa]);
  const archivo = { uuid: await firmaComiteDemo(tx, idCooperativa, usuario.id) };
  const decisiones: { condicion: number; observaciones?: string; causa?: string; sancion?: [string, string] }[] = [
    { condicion: 1, observaciones: 'Cumple con las normas de producción orgánica; registros de campo completos.' },
    { condicion: 2 },
    { condicion: 3, causa: 'Uso de fertilizante químico en la parcela El Mirador.', sancion: ['2025-11-15', '2026-05-15'] },
  ];
  for (const [i, d] of decisiones.entries()) {
    const c = cuentas[i];
    const [e] = await tx.query<{ id: number }>(
      `INSERT INTO comite_evaluaciones (id_cooperativa, id_cuenta, id_ciclo, id_user, condicion, fecha_aut, firma_imagen, sanc_cat_anterior,
         sanc_cat_nueva, id_nivel_riesgo, aprob_sc_observaciones, sanc_fecha_inicio, sanc_fecha_termino, sanc_observaciones, lugar)
       VALUES ($1, $2, $3, $4, $5, ($6::date + 40), $7, $8, $8, $9, $10, $11, $12, $13, 'Jaltenango de la Paz, Chiapas') RETURNING id`,
      [
        idCooperativa,
        c.id,
        c.id_ciclo,
        usuario.id,
        d.condicion,
        c.inicio,
        archivo.uuid,
        c.id_cuenta_categoria,
        c.id_nivel_riesgo,
        d.observaciones ?? null,
        d.sancion?.[0] ?? null,
        d.sancion?.[1] ?? null,
        d.causa ?? null,
      ],
    );
    if (d.condicion === 2)
      await tx.query(
        `INSERT INTO comite_evaluaciones_detalles (id_cooperativa, id_comite_evaluacion, observ_condicion, plazo, verif_cumplido, verif_fecha, tipo)
         VALUES ($1, $2, 'Establecer barreras vivas en el lindero con la parcela convencional vecina.', ($3::date + 130), 1, ($3::date + 100), 2),
                ($1, $2, 'Completar la bitácora de aplicación de abonos orgánicos.', ($3::date + 160), NULL, NULL, 2)`,
        [idCooperativa, e.id, c.inicio],
      );
  }
}
