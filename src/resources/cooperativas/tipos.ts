import type { CooperativaDatos } from '@domain/cooperativas/cooperativa';
import type { Cooperativa as CooperativaContrato, FilaCooperativa } from '@domain/contrato/cooperativas';

/**
 * A cooperative as react-admin holds it (`aRegistro` in the dataProvider): the contract's record, or a list row
 * (which adds the product name and the user count), keyed by uuid with the integer id as id_num. Derived from the
 * contract, so a field the server adds or drops shows up here.
 */
export type Cooperativa = Omit<CooperativaContrato, 'id'> &
  Partial<Pick<FilaCooperativa, 'producto' | 'total_usuarios'>> & {
    id: string;
    id_num: number;
    /** The server's note on create ('Se agregó la configuración por defecto…'). */
    mensaje_servidor?: string;
  };

const TEXTOS = [
  'iniciales',
  'descripcion',
  'cuenta_kobo',
  'certificacion',
  'ubicacion',
  'nombre_legal',
  'direccion',
  'rfc',
  'contacto',
  'flo_id',
] as const;

/** Exactly the body of `POST/PUT cooperativas` (the server rejects unknown fields); empty texts travel as null. */
export function datosCooperativa(r: Partial<Cooperativa>): CooperativaDatos {
  const d: CooperativaDatos = {
    nombre: String(r.nombre ?? '').trim(),
    id_cat_productos: Number(r.id_cat_productos),
    selected_paises: (r.selected_paises ?? []).map(Number),
  };
  for (const c of TEXTOS) {
    const v = r[c];
    d[c] = v == null || String(v).trim() === '' ? null : String(v).trim();
  }
  return d;
}
