-- Issue 22 item 11: the audit trail is a hash chain, one per cooperative. Each row carries its place in the chain
-- (`eslabon`, 1, 2, 3…), the previous row's hash and its own: sha256 of a canonical text of its fields plus the
-- previous hash. A row edited or deleted (by the owner, who can lift auditoria_inmutable_trg) or slipped in with a
-- hand-made hash breaks the chain from that row on, and `npm run auditoria:verificar`
-- (server/modules/auditoria/verificar-cadena.ts) names the first broken row.
--
-- The app role cannot write these columns: the BEFORE INSERT trigger overwrites whatever it sends, and only the
-- owner can disable a trigger. What the chain cannot tell is an INSERT the app role makes through the trigger (it is
-- the role that writes the trail), nor the last rows removed (a shorter chain is still a chain): the command prints
-- each cooperative's last link so it can be noted outside the database and compared later.

ALTER TABLE auditoria ADD COLUMN eslabon bigint, ADD COLUMN hash_anterior text, ADD COLUMN hash text;

-- The canonical text: a jsonb array of the fields (jsonb prints one way, whatever the session's settings), the time
-- in UTC to the microsecond. A column added to auditoria later is not covered until a migration adds it here.
CREATE FUNCTION auditoria_hash(a auditoria) RETURNS text LANGUAGE sql STABLE AS $$
  SELECT encode(sha256(convert_to(jsonb_build_array(
    a.id_cooperativa, a.eslabon, a.id, a.id_user, a.email_user, a.accion, a.entidad, a.id_entidad, a.antes, a.despues,
    a.ip, to_char(a.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US'), a.id_productor, a.hash_anterior
  )::text, 'UTF8')), 'hex')
$$;

-- The hash of 'no previous row': the first link of each cooperative's chain points to it.
CREATE FUNCTION auditoria_hash_inicial() RETURNS text LANGUAGE sql IMMUTABLE AS $$ SELECT repeat('0', 64) $$;

-- The existing rows, chained in id order (the order they were written).
ALTER TABLE auditoria DISABLE TRIGGER auditoria_inmutable_trg;
DO $$
DECLARE
  r auditoria%ROWTYPE;
  coop integer := NULL;
  n bigint := 0;
  previo text := auditoria_hash_inicial();
BEGIN
  FOR r IN SELECT * FROM auditoria ORDER BY id_cooperativa, id LOOP
    IF coop IS DISTINCT FROM r.id_cooperativa THEN
      coop := r.id_cooperativa;
      n := 0;
      previo := auditoria_hash_inicial();
    END IF;
    n := n + 1;
    r.eslabon := n;
    r.hash_anterior := previo;
    previo := auditoria_hash(r);
    UPDATE auditoria SET eslabon = n, hash_anterior = r.hash_anterior, hash = previo
     WHERE id_cooperativa = r.id_cooperativa AND id = r.id;
  END LOOP;
END $$;
ALTER TABLE auditoria ENABLE TRIGGER auditoria_inmutable_trg;

ALTER TABLE auditoria ALTER COLUMN eslabon SET NOT NULL, ALTER COLUMN hash_anterior SET NOT NULL, ALTER COLUMN hash SET NOT NULL;
-- One row per link: if two transactions ever read the same last link, the second fails instead of forking the chain.
-- Also the index the trigger reads the last link with.
ALTER TABLE auditoria ADD CONSTRAINT auditoria_eslabon_uq UNIQUE (id_cooperativa, eslabon);

-- Every insert takes its cooperative's chain lock until commit (a transaction-level advisory lock: key 2211 is this
-- chain, the second key the cooperative), so two concurrent writers never both link to the same last row; the
-- cooperatives do not wait for each other. Under READ COMMITTED the SELECT after the lock sees the row the previous
-- holder committed. The app role needs nothing more than its INSERT and SELECT: no SECURITY DEFINER.
CREATE FUNCTION auditoria_encadenar() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  ultimo record;
BEGIN
  PERFORM pg_advisory_xact_lock(2211, NEW.id_cooperativa);
  SELECT eslabon, hash INTO ultimo FROM auditoria WHERE id_cooperativa = NEW.id_cooperativa ORDER BY eslabon DESC LIMIT 1;
  NEW.eslabon := coalesce(ultimo.eslabon, 0) + 1;
  NEW.hash_anterior := coalesce(ultimo.hash, auditoria_hash_inicial());
  NEW.hash := auditoria_hash(NEW);
  RETURN NEW;
END $$;
CREATE TRIGGER auditoria_encadenar_trg BEFORE INSERT ON auditoria FOR EACH ROW EXECUTE FUNCTION auditoria_encadenar();
