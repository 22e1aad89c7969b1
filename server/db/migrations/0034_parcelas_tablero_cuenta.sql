-- Issue 10, point 21: the plots dashboard at 300,000 plots. Its figures (plots with a form and their crop
-- hectares, plants by type, plots by other activity, sums by the producer's gender) joined every plot of the
-- cycle with its form and plants on each view: 165–285 ms on PostgreSQL. The account already keeps the sums of
-- its plots' forms and plants (0032); it now keeps the rest of what the dashboard reads, in the same
-- recomputation (cuentas_recalcular, called by the statement triggers of plots, forms and plants), so the
-- dashboard sums the cycle's accounts instead. Plots without baja that have a form, as the dashboard counts
-- (001 §2.2). A dashboard filtered by inspection (Desde, Hasta, Inspector: the form's record) still reads the plots.

ALTER TABLE cuentas
  ADD COLUMN tablero_parcelas integer NOT NULL DEFAULT 0,
  ADD COLUMN tablero_superficie numeric(14, 3) NOT NULL DEFAULT 0,
  ADD COLUMN total_plantas_desarrollo bigint NOT NULL DEFAULT 0,
  ADD COLUMN tablero_autoconsumo integer NOT NULL DEFAULT 0,
  ADD COLUMN tablero_otros_cultivos integer NOT NULL DEFAULT 0,
  ADD COLUMN tablero_potrero integer NOT NULL DEFAULT 0,
  ADD COLUMN tablero_monte_bosque integer NOT NULL DEFAULT 0,
  ADD COLUMN tablero_acahual integer NOT NULL DEFAULT 0,
  ADD COLUMN tablero_reserva integer NOT NULL DEFAULT 0,
  ADD COLUMN tablero_sin_otras integer NOT NULL DEFAULT 0;

-- 0032's recomputation with the dashboard's figures added (count(f.id_parcela) counts the plots that have a form).
CREATE OR REPLACE FUNCTION cuentas_recalcular(p_coop integer[], p_cuenta integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE cuentas c
     SET total_parcelas = s.n, total_plantas = s.plantas, total_superficie = s.superficie,
         total_ha_cultivo = s.ha_cultivo, total_estimacion_kg = s.estimacion, total_ha_autoconsumo = s.ha_autoconsumo,
         total_ha_otros_cultivos = s.ha_otros_cultivos, total_ha_potrero = s.ha_potrero, total_ha_monte_bosque = s.ha_monte_bosque,
         total_ha_acahual = s.ha_acahual, total_ha_reserva = s.ha_reserva,
         total_plantas_productivas = s.productivas, total_plantas_improductivas = s.improductivas,
         total_plantas_desarrollo = s.desarrollo, tablero_parcelas = s.con_formulario, tablero_superficie = s.superficie_formulario,
         tablero_autoconsumo = s.con_autoconsumo, tablero_otros_cultivos = s.con_otros_cultivos, tablero_potrero = s.con_potrero,
         tablero_monte_bosque = s.con_monte_bosque, tablero_acahual = s.con_acahual, tablero_reserva = s.con_reserva,
         tablero_sin_otras = s.sin_otras
    FROM (SELECT a.id_cooperativa, a.id_cuenta, count(p.id)::int AS n, coalesce(sum(p.plantas), 0)::bigint AS plantas,
                 coalesce(sum(p.superficie), 0) AS superficie,
                 coalesce(sum(f.ha_cultivo), 0) AS ha_cultivo, coalesce(sum(f.estimacion_kg), 0)::bigint AS estimacion,
                 coalesce(sum(f.ha_autoconsumo), 0) AS ha_autoconsumo, coalesce(sum(f.ha_otros_cultivos), 0) AS ha_otros_cultivos,
                 coalesce(sum(f.ha_potrero), 0) AS ha_potrero, coalesce(sum(f.ha_monte_bosque), 0) AS ha_monte_bosque,
                 coalesce(sum(f.ha_acahual), 0) AS ha_acahual, coalesce(sum(f.ha_reserva), 0) AS ha_reserva,
                 coalesce(sum(pl.productivas), 0)::bigint AS productivas, coalesce(sum(pl.improductivas), 0)::bigint AS improductivas,
                 coalesce(sum(pl.desarrollo), 0)::bigint AS desarrollo,
                 count(f.id_parcela)::int AS con_formulario,
                 coalesce(sum(p.superficie) FILTER (WHERE f.id_parcela IS NOT NULL), 0) AS superficie_formulario,
                 count(*) FILTER (WHERE f.ha_autoconsumo > 0)::int AS con_autoconsumo,
                 count(*) FILTER (WHERE f.ha_otros_cultivos > 0)::int AS con_otros_cultivos,
                 count(*) FILTER (WHERE f.ha_potrero > 0)::int AS con_potrero,
                 count(*) FILTER (WHERE f.ha_monte_bosque > 0)::int AS con_monte_bosque,
                 count(*) FILTER (WHERE f.ha_acahual > 0)::int AS con_acahual,
                 count(*) FILTER (WHERE f.ha_reserva > 0)::int AS con_reserva,
                 count(*) FILTER (WHERE f.id_parcela IS NOT NULL AND NOT (f.ha_autoconsumo > 0 OR f.ha_otros_cultivos > 0
                   OR f.ha_potrero > 0 OR f.ha_monte_bosque > 0 OR f.ha_acahual > 0 OR f.ha_reserva > 0))::int AS sin_otras
            FROM (SELECT DISTINCT x.id_cooperativa, x.id_cuenta FROM unnest(p_coop, p_cuenta) AS x (id_cooperativa, id_cuenta)) a
            LEFT JOIN parcelas p ON p.id_cooperativa = a.id_cooperativa AND p.id_cuenta = a.id_cuenta AND p.fecha_baja IS NULL
            LEFT JOIN parcelas_formularios f ON f.id_cooperativa = p.id_cooperativa AND f.id_parcela = p.id
            LEFT JOIN LATERAL (SELECT sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 1) AS productivas,
                                      sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 2) AS desarrollo,
                                      sum(pp.plantas) FILTER (WHERE pp.id_tipo_planta = 3) AS improductivas
                                 FROM parcelas_formularios_plantas pp
                                WHERE pp.id_cooperativa = p.id_cooperativa AND pp.id_parcela = p.id) pl ON true
           GROUP BY a.id_cooperativa, a.id_cuenta) s
   WHERE c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
$$;

-- Existing accounts with plots take their figures once.
SELECT cuentas_recalcular(array_agg(c.id_cooperativa), array_agg(c.id)) FROM cuentas c
 WHERE EXISTS (SELECT 1 FROM parcelas x WHERE x.id_cooperativa = c.id_cooperativa AND x.id_cuenta = c.id);
