import type { CuerpoUsuario } from '@domain/contrato/usuarios';

/** A user as the client holds it: id = uuid, the integer id as id_num (dataProvider). */
export interface Usuario extends CuerpoUsuario {
  id: string;
  id_num: number;
  uuid: string;
  rol?: string;
  cooperativa?: string;
  centro_acopio?: string | null;
  firma?: string | null;
  created_at?: string;
  /** Form-only: the signature PNG chosen to upload after saving. */
  firma_archivo?: File | null;
}

const opcional = (v: unknown): string | null => (v == null || String(v).trim() === '' ? null : String(v).trim());

/**
 * Exactly the body of `POST/PUT users` (the server rejects unknown fields). An empty password is left
 * out (on edit it means 'unchanged'); the centre travels as null when none is chosen (R049).
 */
export function datosUsuario(r: Partial<Usuario>): CuerpoUsuario {
  const d: CuerpoUsuario = {
    email: String(r.email ?? '').trim(),
    username: String(r.username ?? '').trim(),
    nombres: String(r.nombres ?? '').trim(),
    apellido_paterno: String(r.apellido_paterno ?? '').trim(),
    apellido_materno: opcional(r.apellido_materno),
    foto: opcional(r.foto),
    id_rol: Number(r.id_rol),
    id_cooperativa: Number(r.id_cooperativa),
    id_centros_acopios: Number(r.id_centros_acopios) >= 1 ? Number(r.id_centros_acopios) : null,
  };
  if (r.password) d.password = r.password;
  return d;
}
