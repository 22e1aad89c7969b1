-- Optimistic concurrency for the sketch editor (issue 10; server/modules/README.md step 3): two people editing the
-- same plot's sketch no longer overwrite each other. The plot profile the editor loads returns `version`; the
-- editor's save sends it back and server/db/version.ts bumps it only if it still matches (409 otherwise). Every
-- other change of the sketch (KML import, removals) bumps it too, so an editor opened before them gets the 409.
ALTER TABLE parcelas ADD COLUMN version integer NOT NULL DEFAULT 1 CONSTRAINT parcelas_version_ck CHECK (version >= 1);
