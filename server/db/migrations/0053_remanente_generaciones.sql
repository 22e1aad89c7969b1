-- Issue 25 (the surplus screen's progress): GET remanente/generaciones?id_ciclo= reads the cycle's latest whole-cycle
-- generation. The delivery flow queues a per-producer generation after each delivery, so the cooperative's rows grow
-- with its deliveries: this index finds the latest whole-cycle one without walking them.
CREATE INDEX remanente_generaciones_ciclo_idx ON remanente_generaciones (id_cooperativa, id_ciclo, id DESC) WHERE id_productor IS NULL;
