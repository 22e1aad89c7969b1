-- Issue 10: sign-in limits taken atomically, and one form for every stored e-mail.

-- ── Sign-in counters ─────────────────────────────────────────────────────────
-- One row per (account, address), per account (ip = '') and per address (correo = ''). An attempt takes a slot
-- in all three with one conditional upsert each BEFORE the password is checked, so simultaneous attempts cannot
-- all read 'under the limit'. `desde` starts the counter's 15-minute window. Platform table (no cooperative:
-- nobody has signed in yet).
CREATE TABLE intentos_acceso (
  correo text NOT NULL,
  ip text NOT NULL,
  fallos integer NOT NULL,
  desde timestamptz NOT NULL,
  CONSTRAINT intentos_acceso_pk PRIMARY KEY (correo, ip)
);
CREATE INDEX intentos_acceso_desde_idx ON intentos_acceso (desde);

-- ── E-mails: NFKC and lower case (domain/auth/credenciales.ts normalizarCorreo) ─
-- Two accounts that fold to one address (a fullwidth 'ａdmin@' created beside 'admin@'): the active one keeps it
-- (the oldest if both are or neither is); each other is deactivated, its sessions end and its e-mail becomes
-- '<address>.duplicado-<id>', so nothing is lost and an administrator can see it. Both changes are audited.
CREATE TEMP TABLE correos_0018 ON COMMIT DROP AS
SELECT id, uuid, id_cooperativa, email AS antes, activo,
       lower(normalize(btrim(email), NFKC)) AS normalizado,
       row_number() OVER (PARTITION BY lower(normalize(btrim(email), NFKC)) ORDER BY activo DESC, id) AS orden
  FROM users;

UPDATE users u
   SET email = c.normalizado || '.duplicado-' || u.id, activo = false, tokens_validos_desde = now(), updated_at = now()
  FROM correos_0018 c
 WHERE c.id = u.id AND c.orden > 1;

UPDATE users u
   SET email = c.normalizado, updated_at = now()
  FROM correos_0018 c
 WHERE c.id = u.id AND c.orden = 1 AND u.email <> c.normalizado;

INSERT INTO auditoria (id_cooperativa, accion, entidad, id_entidad, antes, despues)
SELECT c.id_cooperativa,
       CASE WHEN c.orden > 1 THEN 'desactivar' ELSE 'editar' END,
       'users',
       c.uuid::text,
       jsonb_build_object('email', c.antes, 'activo', c.activo),
       jsonb_build_object('email', u.email, 'activo', u.activo, 'motivo', 'correo normalizado (NFKC, minúsculas)')
  FROM correos_0018 c JOIN users u ON u.id = c.id
 WHERE c.orden > 1 OR c.antes <> c.normalizado;
