-- Issue 25 'Benchmark': the 'Por productor' list sorted by balance. Each account's balance to today is its kept row
-- (anticipos_cuentas, 0057) plus the interest from each advance's last movement to the row's `fecha` (`tramo`), so
-- sorting by it computed and sorted every account of the cycle (median ~22 ms at 20,000 producers on PostgreSQL).
-- The list first brings every row to today (anticipos.resumen.ts: `tramo` and `fecha` together, under lock), and every
-- write keeps its rows at the day they hold; so the sum of the three kept columns IS the balance the list shows, and
-- a stored generated column can be indexed. The figures shown are still computed (a row of another day adds its
-- advances' interest itself), so the kept sum only orders rows, as anticipos.saldo_orden does (0069).
ALTER TABLE anticipos_cuentas
  ADD COLUMN saldo_orden bigint GENERATED ALWAYS AS (capital_pendiente + interes_pendiente + tramo) STORED;

-- DESC NULLS LAST as the search engine writes a descending sort (the column is never null); the account breaks ties
-- in the sort's direction (desempateConOrden), so a page walks the index and stops at its 100th row.
CREATE INDEX anticipos_cuentas_saldo_orden_idx ON anticipos_cuentas (id_cooperativa, id_ciclo, saldo_orden DESC NULLS LAST, id_cuenta DESC);
-- The other figure a person sorts this list by to find who owes most often: how many advances (13 ms of top-N sort over
-- the cycle's accounts, 1 ms by this index).
CREATE INDEX anticipos_cuentas_creditos_idx ON anticipos_cuentas (id_cooperativa, id_ciclo, creditos DESC NULLS LAST, id_cuenta DESC);
