-- Issue 25 'Benchmark': the advances list sorted by balance. The balance a row shows is to the cooperative's today
-- (the kept ledger plus the interest since the last movement, anticipos.lectura.ts), so sorting by it computed and
-- sorted every advance of the cycle (p95 35 ms at 50,000 on PostgreSQL). Each advance now also keeps that balance
-- as of a day (`saldo_orden`, `saldo_orden_dia`), set by this row trigger on every write at the cooperative's today,
-- and brought to the new day with the other kept totals by the first list of the day (anticipos.resumen.ts). The
-- list ORDERS by it through an index; the figures it SHOWS are still computed to today, so a kept value can never
-- put a wrong amount on screen: at worst (a write rolled back during the morning refresh) one row sits out of order
-- until the next day.
ALTER TABLE anticipos ADD COLUMN saldo_orden bigint NOT NULL DEFAULT 0, ADD COLUMN saldo_orden_dia date;

CREATE FUNCTION anticipos_saldo_orden_trg() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.saldo_orden_dia := anticipos_hoy(NEW.id_cooperativa);
  NEW.saldo_orden := NEW.capital_pendiente + NEW.interes_pendiente
    + anticipo_interes(greatest(NEW.saldo_orden_dia - NEW.fecha_corte, 0), NEW.tasa_interes, NEW.capital_pendiente);
  RETURN NEW;
END $$;
CREATE TRIGGER anticipos_saldo_orden_trg BEFORE INSERT OR UPDATE ON anticipos
  FOR EACH ROW EXECUTE FUNCTION anticipos_saldo_orden_trg();

-- The advances already kept (the trigger computes each).
UPDATE anticipos SET saldo_orden_dia = NULL;

-- DESC NULLS LAST as the search engine writes a descending sort (the column is never null).
CREATE INDEX anticipos_saldo_orden_idx ON anticipos (id_cooperativa, id_ciclo, saldo_orden DESC NULLS LAST, id DESC);
