import type { Consulta } from './db';

/** A role name as an SQL identifier (double quotes, inner quotes doubled): it comes from configuration, never a request. */
export const identificador = (nombre: string): string => `"${nombre.replace(/"/g, '""')}"`;

/** The role of a connection URL (`postgres://cosecha_app:…@host/db` → `cosecha_app`). */
export function rolDeUrl(url: string): string {
  return decodeURIComponent(new URL(url).username);
}

/**
 * What the app's role may do, granted by the owner at the end of every migration run (idempotent): read and write
 * the data, but the audit trail and the EUDR evidence only INSERT and SELECT, and the migrations list only SELECT. The role owns nothing,
 * so it cannot ALTER a table (no `DISABLE TRIGGER`), nor TRUNCATE, nor create tables; default privileges give it
 * the same rights on every table a later migration creates, and the audit table's are taken back here each time.
 */
export async function concederAlRolDeLaApp(tx: Consulta, rol: string): Promise<void> {
  const app = identificador(rol);
  await tx.script(`
    GRANT USAGE ON SCHEMA public TO ${app};
    GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ${app};
    GRANT USAGE, SELECT ON ALL SEQUENCES IN SCHEMA public TO ${app};
    GRANT EXECUTE ON ALL FUNCTIONS IN SCHEMA public TO ${app};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ${app};
    ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT USAGE, SELECT ON SEQUENCES TO ${app};
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON auditoria FROM ${app};
    REVOKE INSERT, UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON migraciones FROM ${app};
    -- the EUDR evidence (issue 23) is append-only like the audit trail: a trigger refuses changes, and the role cannot
    -- even ask
    REVOKE UPDATE, DELETE, TRUNCATE, REFERENCES, TRIGGER ON lotes_paquetes_eudr, lotes_paquetes_eudr_parcelas, lotes_declaraciones_eudr FROM ${app};
  `);
}
