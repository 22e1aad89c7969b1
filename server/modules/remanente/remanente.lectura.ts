import { CERTIFICACIONES, CERTIFICACION_EXCLUYENTE_MIEL } from '@domain/acopio/catalogos';
import { CERTIFICACION_EXCLUYENTE } from '@domain/acopio/certificaciones';
import { PRODUCTO } from '@domain/comun/productos';
import { colorDeCategoria } from '@domain/remanente/remanente';

/**
 * The surplus read models: one FROM/JOIN and one SQL expression per contract column, which the lists and every
 * write's answer select from. A category's name and colour come from domain/remanente (the catalogue as a VALUES
 * table), so SQL and the screen never disagree.
 */
const literal = (t: string) => `'${t.replace(/'/g, "''")}'`;
const CATALOGO = `(VALUES ${Object.entries(CERTIFICACIONES)
  .map(([id, nombre]) => `(${Number(id)}, ${literal(nombre)}, ${literal(colorDeCategoria(Number(id)))})`)
  .join(', ')}) AS cat(id, nombre, color)`;

/** The category's name (honey calls the non-organic one 'Transición'), given the category and product expressions. */
const nombreCategoria = (idCat: string, producto: string) =>
  `CASE WHEN ${producto} = ${PRODUCTO.miel} AND ${idCat} = ${CERTIFICACION_EXCLUYENTE} THEN ${literal(CERTIFICACION_EXCLUYENTE_MIEL)}
        ELSE coalesce(cat.nombre, 'Otro (' || ${idCat} || ')') END`;

export const DESDE_PRECIO = `remanente_precios rp
    JOIN cooperativas co ON co.id = rp.id_cooperativa
    LEFT JOIN ${CATALOGO} ON cat.id = rp.id_cat_certificacion`;
export const SELECCION_PRECIO = `rp.id AS precio_id, rp.id_ciclo, rp.id_cat_certificacion::int AS id_cat_certificacion,
    rp.precio::int8 AS precio, 'Vigente' AS estatus, ${nombreCategoria('rp.id_cat_certificacion', 'co.id_cat_productos')} AS categoria,
    coalesce(cat.color, ${literal(colorDeCategoria(-1))}) AS color, rp.version,
    to_char(rp.updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS updated_at`;

export const DESDE_RECIBO = `remanente_recibos rr
    JOIN cooperativas co ON co.id = rr.id_cooperativa
    JOIN cuentas c ON c.id_cooperativa = rr.id_cooperativa AND c.id = rr.id_cuenta
    JOIN productores p ON p.id_cooperativa = c.id_cooperativa AND p.id = c.id_productor
    LEFT JOIN ${CATALOGO} ON cat.id = rr.id_cat_certificacion`;
export const SELECCION_RECIBO = `rr.id, rr.folio, rr.id_ciclo, rr.id_cuenta, p.uuid::text AS productor_uuid,
    p.nombre_completo AS productor_nombre, rr.id_cat_certificacion::int AS id_cat_certificacion,
    ${nombreCategoria('rr.id_cat_certificacion', 'co.id_cat_productos')} AS cuenta_categoria,
    rr.peso_neto::int8 AS peso_neto, rr.precio_por_kg::int8 AS precio_por_kg, rr.cantidad_pago::int8 AS cantidad_pago,
    '/api/recibos/remanentes/' || rr.folio AS recibo_image, rr.editado, rr.version`;
