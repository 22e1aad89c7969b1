-- Issue 13, slice 'rapidez': the registry at 20,000 producers. The complete register's row, its 'Totales del ciclo'
-- and the concentrate summed each account's plot forms (parcelas_formularios) and their plants by type on every
-- read, joining ~60,000 plots: a deep page, the totals and the concentrate each cost 0.2–2 s. The account now keeps
-- those sums next to its plot totals (total_parcelas, total_superficie), in the same statement triggers, so every
-- read takes them from the account's row. Plots without baja only, as the plot totals (R050).

ALTER TABLE cuentas
  ADD COLUMN total_ha_cultivo numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_estimacion_kg bigint NOT NULL DEFAULT 0,
  ADD COLUMN total_ha_autoconsumo numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_ha_otros_cultivos numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_ha_potrero numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_ha_monte_bosque numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_ha_acahual numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_ha_reserva numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_plantas_productivas bigint NOT NULL DEFAULT 0,
  ADD COLUMN total_plantas_improductivas bigint NOT NULL DEFAULT 0;

-- One recomputation of an account's totals from its plots without baja, their forms and their plants, whatever
-- changed (a plot, a form or a plant count): every trigger below calls it with the accounts it touched.
CREATE OR REPLACE FUNCTION cuentas_recalcular(p_coop integer[], p_cuenta integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE cuentas c
     SET total_parcelas = s.n, total_plantas = s.plantas, total_superficie = s.superficie,
         total_ha_cultivo = s.ha_cultivo, total_estimacion_kg = s.estimacion, total_ha_autoconsumo = s.ha_autoconsumo,
         total_ha_otros_cultivos = s.ha_otros_cultivos, total_ha_potrero = s.ha_potrero, total_ha_monte_bosque = s.ha_monte_bosque,
         total_ha_acahual = s.ha_acahual, total_ha_reserva = s.ha_reserva,
         total_plantas_productivas = s.productivas, total_plantas_improductivas = s.improductivas
    FROM (SELECT a.id_cooperativa, a.id_cuenta, count(p.id)::int AS n, coalesce(sum(p.plantas), 0)::bigint AS plantas,
                 coalesce(sum(p.superficie), 0) AS superficie,
                 coalesce(sum(f.ha_cultivo), 0) AS ha_cultivo, coalesce(sum(f.estimacion_kg), 0)::bigint AS estimacion,
                 coalesce(sum(f.ha_autoconsumo), 0) AS ha_autoconsumo, coalesce(sum(f.ha_otros_cultivos), 0) AS ha_otros_cultivos,
                 coalesce(sum(f.ha_potrero), 0) AS ha_potrero, coalesce(sum(f.ha_monte_bosque), 0) AS ha_monte_bosque,
                 coalesce(sum(f.ha_acahual), 0) AS ha_acahual, coalesce(sum(f.ha_reserva), 0) AS ha_reserva,
                 coalesce(sum(pl.productivas), 0)::bigint AS productivas, coalesce(sum(pl.improductivas), 0)::bigint AS improductivas
            FROM (SELECT DISTINCT x.id_cooperativa, x.id_cuenta FROM unnest(p_coop, p_cuenta) AS x (id_cooperativa, id_cuenta)) a
            LEFT JOIN parcelas p ON p.id_cooperativa = a.id_cooperativa AND p.id_cuenta = a.id_cuenta AND p.fecha_baja IS NULL
            LEFT JOIN parcelas_formularios f ON f.id_cooperativa = p.id_cooperativa AND f.id_parcela = p.id
            LEFT JOIN LATERAL (SELECT sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 1) AS productivas,
                                      sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 3) AS improductivas
                                 FROM parcelas_formularios_plantas pp
                                WHERE pp.id_cooperativa = p.id_cooperativa AND pp.id_parcela = p.id) pl ON true
           GROUP BY a.id_cooperativa, a.id_cuenta) s
   WHERE c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
$$;

-- A plot's form or its plants written: the accounts of the plots of the old and new rows (a plot changing account
-- or baja is parcelas_totales' own, 0010). Statement-level, one recomputation per statement, as parcelas_totales.
CREATE FUNCTION parcelas_formularios_totales() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM cuentas_recalcular(array_agg(x.id_cooperativa), array_agg(x.id_cuenta))
       FROM nuevas t JOIN parcelas x ON x.id_cooperativa = t.id_cooperativa AND x.id = t.id_parcela;
  ELSIF TG_OP = 'UPDATE' THEN
    PERFORM cuentas_recalcular(array_agg(x.id_cooperativa), array_agg(x.id_cuenta))
       FROM (SELECT id_cooperativa, id_parcela FROM nuevas UNION SELECT id_cooperativa, id_parcela FROM viejas) t
       JOIN parcelas x ON x.id_cooperativa = t.id_cooperativa AND x.id = t.id_parcela;
  ELSE
    PERFORM cuentas_recalcular(array_agg(x.id_cooperativa), array_agg(x.id_cuenta))
       FROM viejas t JOIN parcelas x ON x.id_cooperativa = t.id_cooperativa AND x.id = t.id_parcela;
  END IF;
  RETURN NULL;
END $$;
CREATE TRIGGER parcelas_formularios_totales_ins_trg AFTER INSERT ON parcelas_formularios REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();
CREATE TRIGGER parcelas_formularios_totales_upd_trg AFTER UPDATE ON parcelas_formularios REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();
CREATE TRIGGER parcelas_formularios_totales_del_trg AFTER DELETE ON parcelas_formularios REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();
CREATE TRIGGER parcelas_formularios_plantas_totales_ins_trg AFTER INSERT ON parcelas_formularios_plantas REFERENCING NEW TABLE AS nuevas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();
CREATE TRIGGER parcelas_formularios_plantas_totales_upd_trg AFTER UPDATE ON parcelas_formularios_plantas
  REFERENCING OLD TABLE AS viejas NEW TABLE AS nuevas FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();
CREATE TRIGGER parcelas_formularios_plantas_totales_del_trg AFTER DELETE ON parcelas_formularios_plantas REFERENCING OLD TABLE AS viejas
  FOR EACH STATEMENT EXECUTE FUNCTION parcelas_formularios_totales();

-- Existing accounts take their sums once.
SELECT cuentas_recalcular(array_agg(c.id_cooperativa), array_agg(c.id)) FROM cuentas c
 WHERE EXISTS (SELECT 1 FROM parcelas x JOIN parcelas_formularios f ON f.id_cooperativa = x.id_cooperativa AND f.id_parcela = x.id
                WHERE x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id);

-- The register sorts by entry date too (productor_fecha_ingreso): its first pages walk an index, as the plot totals'
-- sorts do (0004, 0007), instead of sorting the cycle's ~20,000 keys. NULLS LAST both ways, as the engine sorts.
CREATE INDEX cuentas_ingreso_idx ON cuentas (id_cooperativa, id_ciclo, fecha_ingreso) WHERE fecha_baja IS NULL;
CREATE INDEX cuentas_ingreso_desc_idx ON cuentas (id_cooperativa, id_ciclo, fecha_ingreso DESC NULLS LAST) WHERE fecha_baja IS NULL;
