import type { CooperativaDatos } from '@domain/cooperativas/cooperativa';

/** A cooperative as the client holds it: id = uuid, the integer id as id_num (dataProvider). */
export interface Cooperativa extends CooperativaDatos {
  id: string;
  id_num: number;
  uuid: string;
  logo?: string | null;
  logo_certificacion?: string | null;
  total_usuarios?: number;
  producto?: string;
  created_at?: string;
  updated_at?: string;
  /** The server's note on create ('Se agregó la configuración por defecto…'). */
  mensaje_servidor?: string;
}

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
