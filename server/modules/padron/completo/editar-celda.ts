import type { Consulta, Db } from '../../../db/db';
import { hoyDeCooperativa } from '../../cuentas/cuentas.repository';
import type { UsuarioAutenticado } from '../../../tipos';
import { conflicto, invalido, noEncontrado } from '../../../errores';
import { auditar } from '../../auditoria/auditoria';
import { filaPadron } from './padron-completo.repository';
import {
  columnaEditable,
  deCentesimos,
  MENSAJES_EDICION,
  validarCelda,
  validarNombre,
  validarNumero,
  type CatalogoEdicion,
  type ColumnaEditable,
} from '@domain/padron/edicion';
import type { CuerpoEdicionPadron, FilaPadronCompleto } from '@domain/contrato/padron-completo';

/**
 * Where each editable cell is stored (code constants only: no table or column name ever comes from the request).
 * The producer's identity is one row across cycles (productores); the account's own data is per cycle (cuentas);
 * the SIC information is the account's padron_sic row, created by its first edit.
 */
type Tabla = 'productores' | 'cuentas' | 'padron_sic';
const DESTINOS: Record<string, { tabla: Tabla; columna: string; lectura?: string }> = {
  productor_codigo_tx: { tabla: 'productores', columna: 'codigo_tx' },
  ine: { tabla: 'productores', columna: 'ine' },
  curp: { tabla: 'productores', columna: 'curp' },
  productor_fecha_nacimiento: { tabla: 'productores', columna: 'fecha_nacimiento', lectura: 'fecha_nacimiento::text' },
  productor_genero: { tabla: 'productores', columna: 'id_cat_genero' },
  contacto_celular: { tabla: 'productores', columna: 'no_celular' },
  contacto_correo: { tabla: 'productores', columna: 'correo' },
  region: { tabla: 'productores', columna: 'id_region' },
  localidad: { tabla: 'productores', columna: 'id_localidad' },
  productor_nombre: { tabla: 'productores', columna: 'nombre_completo' },
  productor_fecha_ingreso: { tabla: 'cuentas', columna: 'fecha_ingreso', lectura: 'fecha_ingreso::text' },
  nivel_riesgo: { tabla: 'cuentas', columna: 'id_nivel_riesgo' },
  productor_fecha_transicion: { tabla: 'padron_sic', columna: 'fecha_transicion', lectura: 'fecha_transicion::text' },
  s3_cafeorganico_otrans_fechaprohibidos: { tabla: 'padron_sic', columna: 'fecha_prohibidos', lectura: 'fecha_prohibidos::text' },
  s3_cafeorganico_otrans_insumosprohibidos: { tabla: 'padron_sic', columna: 'insumos_prohibidos' },
  tenencia_tierra: { tabla: 'padron_sic', columna: 'id_tenencia' },
  tenencia_papeles_sino: { tabla: 'padron_sic', columna: 'id_papeles' },
  s3_inspeccion_fecha: { tabla: 'padron_sic', columna: 'inspeccion_fecha', lectura: 'inspeccion_fecha::text' },
  s3_inspeccion_superficie: { tabla: 'padron_sic', columna: 'inspeccion_superficie', lectura: 'inspeccion_superficie::float8' },
  s1_lista_inspector: { tabla: 'padron_sic', columna: 'id_inspector' },
  s6_pergamino_actual: { tabla: 'padron_sic', columna: 'pergamino_actual' },
  tx_estimacion_cosecha_productor_total: { tabla: 'padron_sic', columna: 'estimacion_productor' },
  sum_actual_cacao: { tabla: 'padron_sic', columna: 'estimacion_cacao' },
  sum_actual_mani: { tabla: 'padron_sic', columna: 'estimacion_mani' },
  sum_actual_cardamomo: { tabla: 'padron_sic', columna: 'estimacion_cardamomo' },
  sum_actual_pimientanegra: { tabla: 'padron_sic', columna: 'estimacion_pimienta' },
  cultivos_activos: { tabla: 'padron_sic', columna: 'cultivos_activos' },
};

/** The existence check of each catalogue: reference tables by id, the cooperative's own by (cooperative, id). */
const CATALOGOS: Record<CatalogoEdicion, { sql: string; propio: boolean }> = {
  generos: { sql: 'SELECT 1 FROM cat_generos WHERE id = $1', propio: false },
  niveles_riesgo: { sql: 'SELECT 1 FROM cat_niveles_riesgo WHERE id = $1', propio: false },
  tenencia: { sql: 'SELECT 1 FROM cat_tenencia WHERE id = $1', propio: false },
  si_no: { sql: 'SELECT 1 FROM cat_si_no WHERE id = $1', propio: false },
  regiones: { sql: 'SELECT 1 FROM regiones WHERE id = $1 AND id_cooperativa = $2', propio: true },
  inspectores: { sql: 'SELECT 1 FROM inspectores WHERE id = $1 AND id_cooperativa = $2 AND activo', propio: true },
};

type Valor = string | number | null;
interface Nombre {
  nombres: string;
  apellido_paterno: string;
  apellido_materno: string;
}
/** What will be written: one value, the name's three parts, or a locality. */
type Nuevo = { valor: Valor } | { nombre: Nombre } | { localidad: number; municipio: number };

const errorValor = (m: string) => invalido({ new_value: [m] }, m);

/** Checks the body against the column's rule (the same rule the form runs), before any transaction. */
function valorNuevo(def: ColumnaEditable, b: CuerpoEdicionPadron, hoy: string): Nuevo {
  switch (def.tipo) {
    case 'nombre': {
      const errores = validarNombre(b);
      const campos = Object.entries(errores);
      if (campos.length) {
        const m = campos[0][1] as string;
        throw invalido({ new_value: [m], ...Object.fromEntries(campos.map(([k, v]) => [k, [v as string]])) }, m);
      }
      return {
        nombre: { nombres: b.nombres!.trim(), apellido_paterno: b.apellido_paterno!.trim(), apellido_materno: b.apellido_materno!.trim() },
      };
    }
    case 'localidad': {
      const m = validarCelda(def, b.id_localidad) ?? validarCelda(def, b.id_municipio);
      if (m) throw errorValor(m);
      return { localidad: b.id_localidad!, municipio: b.id_municipio! };
    }
    case 'numero': {
      const v = b.new_value;
      if (def.centesimos) {
        // kg ×100 on the wire (DESIGN §2): a whole number, checked as the kg the person typed.
        if (typeof v !== 'number' || !Number.isSafeInteger(v))
          throw errorValor(v === null || v === undefined ? MENSAJES_EDICION.vacio : MENSAJES_EDICION.numero);
        const m = validarNumero(String(deCentesimos(v)), { min: def.min, entero: def.entero, max: def.maxNumero });
        if (m) throw errorValor(m);
        return { valor: v };
      }
      const m = validarNumero(typeof v === 'number' || typeof v === 'string' ? v : null, {
        min: def.min,
        entero: def.entero,
        max: def.maxNumero,
      });
      if (m) throw errorValor(m);
      return { valor: Number(v) };
    }
    case 'texto': {
      const m = validarCelda(def, b.new_value);
      if (m) throw errorValor(m);
      return { valor: String(b.new_value).trim() };
    }
    default: {
      const m = validarCelda(def, b.new_value, hoy);
      if (m) throw errorValor(m);
      return { valor: b.new_value ?? null };
    }
  }
}

/** Cells compare as the grid shows them: numbers by value, text trimmed, empty as null. */
function igual(a: unknown, b: unknown): boolean {
  const norm = (v: unknown) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : v);
  const x = norm(a);
  const y = norm(b);
  if (x === null || y === null) return x === y;
  if (typeof x === 'number' || typeof y === 'number') return Number(x) === Number(y);
  return String(x).trim() === String(y).trim();
}

interface Cuenta {
  id: number;
  id_productor: number;
  id_ciclo: number;
}

/** The cell's stored value, locking the row it lives in (the account is already locked). */
async function leerActual(
  tx: Consulta,
  coop: number,
  cuenta: Cuenta,
  d: { tabla: Tabla; columna: string; lectura?: string },
): Promise<Valor> {
  const lectura = d.lectura ?? d.columna;
  if (d.tabla === 'productores') {
    const [f] = await tx.query<{ v: Valor }>(`SELECT ${lectura} AS v FROM productores WHERE id_cooperativa = $1 AND id = $2 FOR UPDATE`, [
      coop,
      cuenta.id_productor,
    ]);
    return f?.v ?? null;
  }
  if (d.tabla === 'cuentas') {
    const [f] = await tx.query<{ v: Valor }>(`SELECT ${lectura} AS v FROM cuentas WHERE id_cooperativa = $1 AND id = $2`, [
      coop,
      cuenta.id,
    ]);
    return f?.v ?? null;
  }
  const [f] = await tx.query<{ v: Valor }>(
    `SELECT ${lectura} AS v FROM padron_sic WHERE id_cooperativa = $1 AND id_cuenta = $2 FOR UPDATE`,
    [coop, cuenta.id],
  );
  return f?.v ?? null;
}

/**
 * POST admin/sic/padron_edit/{column} (001 §7, §5): checks the cell's rule, then in ONE transaction locks the
 * account (and the row the cell lives in), refuses with 409 if the cell no longer holds `valor_anterior` (someone
 * saved it in between: the grid would otherwise overwrite a change it never showed), checks catalogue ids exist
 * (the cooperative's own for regions and inspectors), writes, and audits the cell's old and new value with the
 * producer. Answers the account's register row as it now is.
 */
export async function editarCelda(
  db: Db,
  u: UsuarioAutenticado,
  ip: string | null,
  columna: string,
  b: CuerpoEdicionPadron,
): Promise<{ etiqueta: string; fila: FilaPadronCompleto }> {
  const def = columnaEditable(columna);
  const destino = DESTINOS[columna];
  if (!def || !destino) throw invalido({ column: [`La columna ${columna} no se puede editar`] });
  if (b.column !== undefined && b.column !== columna) throw invalido({ column: ['La columna del cuerpo no coincide con la de la ruta'] });
  // Dates of the register are past events: not after the cooperative's today (issue 22 item 6).
  const nuevo = valorNuevo(def, b, await hoyDeCooperativa(db, u.id_cooperativa));
  const coop = u.id_cooperativa;

  const fila = await db.transaction(async (tx) => {
    const [cuenta] = await tx.query<Cuenta>(
      `SELECT id, id_productor, id_ciclo FROM cuentas
        WHERE id_cooperativa = $1 AND id = $2 AND fecha_baja IS NULL AND confirmado = 1 FOR UPDATE`,
      [coop, b.id_cuenta],
    );
    if (!cuenta || (b.id_ciclo !== undefined && b.id_ciclo !== cuenta.id_ciclo)) throw noEncontrado();

    if ('valor' in nuevo && def.tipo === 'catalogo' && def.catalogo) {
      const cat = CATALOGOS[def.catalogo];
      const existe = await tx.query(cat.sql, cat.propio ? [nuevo.valor, coop] : [nuevo.valor]);
      if (!existe.length) throw errorValor(MENSAJES_EDICION.opcion);
    }
    if ('localidad' in nuevo) {
      const ok = await tx.query('SELECT 1 FROM localidades WHERE id = $1 AND id_municipio = $2', [nuevo.localidad, nuevo.municipio]);
      if (!ok.length) throw invalido({ new_value: [MENSAJES_EDICION.localidad], id_localidad: [MENSAJES_EDICION.localidad] });
    }

    // Bad input is a 422 whatever the cell holds; only a valid edit of a changed cell is the 409.
    const antes = await leerActual(tx, coop, cuenta, destino);
    if (!igual(antes, b.valor_anterior)) throw conflicto();

    let idEntidad: number;
    let despues: unknown;
    // the name is audited as its three parts, each with its label in the producer's history
    let partesAntes: Record<string, unknown> | null = null;
    if ('nombre' in nuevo) {
      [partesAntes] = await tx.query<Record<string, unknown>>(
        'SELECT nombres, apellido_paterno, apellido_materno FROM productores WHERE id_cooperativa = $1 AND id = $2',
        [coop, cuenta.id_productor],
      );
      await tx.query(
        `UPDATE productores SET nombres = $3, apellido_paterno = $4, apellido_materno = $5, updated_at = now() WHERE id_cooperativa = $1 AND id = $2`,
        [coop, cuenta.id_productor, nuevo.nombre.nombres, nuevo.nombre.apellido_paterno, nuevo.nombre.apellido_materno],
      );
      idEntidad = cuenta.id_productor;
      despues = nuevo.nombre;
    } else {
      const valor = 'localidad' in nuevo ? nuevo.localidad : nuevo.valor;
      despues = valor;
      if (destino.tabla === 'productores') {
        await tx.query(`UPDATE productores SET ${destino.columna} = $3, updated_at = now() WHERE id_cooperativa = $1 AND id = $2`, [
          coop,
          cuenta.id_productor,
          valor,
        ]);
        idEntidad = cuenta.id_productor;
      } else if (destino.tabla === 'cuentas') {
        await tx.query(`UPDATE cuentas SET ${destino.columna} = $3, updated_at = now() WHERE id_cooperativa = $1 AND id = $2`, [
          coop,
          cuenta.id,
          valor,
        ]);
        idEntidad = cuenta.id;
      } else {
        const [f] = await tx.query<{ id: number }>(
          `INSERT INTO padron_sic (id_cooperativa, id_cuenta, ${destino.columna}) VALUES ($1, $2, $3)
           ON CONFLICT ON CONSTRAINT padron_sic_cuenta_uq
           DO UPDATE SET ${destino.columna} = EXCLUDED.${destino.columna}, version = padron_sic.version + 1, updated_at = now()
           RETURNING id`,
          [coop, cuenta.id, valor],
        );
        idEntidad = f.id;
      }
    }

    await auditar(tx, u, ip, {
      id_cooperativa: coop,
      accion: 'editar',
      entidad: destino.tabla,
      id_entidad: String(idEntidad),
      id_productor: cuenta.id_productor,
      antes: { ...(partesAntes ?? { [columna]: antes }), id_cuenta: cuenta.id },
      despues: { ...(partesAntes ? (despues as object) : { [columna]: despues }), id_cuenta: cuenta.id },
    });
    return filaPadron(tx, u, cuenta.id);
  });
  if (!fila) throw noEncontrado();
  return { etiqueta: def.etiqueta, fila };
}
