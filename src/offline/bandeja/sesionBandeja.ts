import { sesion } from '../../sesion/almacenSesion';

/**
 * Whose outbox this session sees: '{id_cooperativa}:{id_usuario}' (src/offline/baseDispositivo.ts `dueno`), or null
 * signed out. Two people who share a phone never send or see each other's deliveries.
 */
export function duenoDeSesion(): string | null {
  const u = sesion.usuario();
  return u ? `${u.id_cooperativa}:${u.id}` : null;
}
