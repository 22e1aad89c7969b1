-- An account's plant total is a sum of plots (issue 10): as integer it overflowed at 2 147 483 647 plants, and the
-- overflow failed the insert of a plot with a 500. Now bigint, and the trigger's function sums without the ::int
-- cast. A plot's own count stays integer (the contract bounds it, domain/parcelas/parcela.ts PLANTAS_MAXIMAS).
ALTER TABLE cuentas ALTER COLUMN total_plantas TYPE bigint;

CREATE OR REPLACE FUNCTION cuentas_recalcular(p_coop integer[], p_cuenta integer[]) RETURNS void LANGUAGE sql AS $$
  UPDATE cuentas c
     SET total_parcelas = s.n, total_plantas = s.plantas, total_superficie = s.superficie
    FROM (SELECT a.id_cooperativa, a.id_cuenta, count(p.id)::int AS n, coalesce(sum(p.plantas), 0)::bigint AS plantas,
                 coalesce(sum(p.superficie), 0) AS superficie
            FROM (SELECT DISTINCT x.id_cooperativa, x.id_cuenta FROM unnest(p_coop, p_cuenta) AS x (id_cooperativa, id_cuenta)) a
            LEFT JOIN parcelas p ON p.id_cooperativa = a.id_cooperativa AND p.id_cuenta = a.id_cuenta AND p.fecha_baja IS NULL
           GROUP BY a.id_cooperativa, a.id_cuenta) s
   WHERE c.id_cooperativa = s.id_cooperativa AND c.id = s.id_cuenta
$$;
