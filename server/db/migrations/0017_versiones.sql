-- Optimistic concurrency on every edit form (issue 10 item 5; DESIGN §2 'Edits carry the version they started from').
-- A form reads `version` with the record and sends it back; the save bumps it only if it still matches
-- (server/db/version.ts), so the second of two people editing the same record gets a 409 instead of silently
-- overwriting the first. Only form saves bump it: a logo, a signature or a password change is not a form edit.
ALTER TABLE users ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT users_version_ck CHECK (version >= 1);
ALTER TABLE cooperativas ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT cooperativas_version_ck CHECK (version >= 1);
ALTER TABLE configuraciones ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT configuraciones_version_ck CHECK (version >= 1);
