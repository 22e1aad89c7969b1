/**
 * The varieties a plot grows (0068), as one text in alphabetical order ('Bourbon, Typica'), or null when none was
 * recorded: for the plot's page and the quality flow's plots. `x` is the alias of `parcelas` in the query.
 */
export const variedadesDeParcela = (x: string): string =>
  `(SELECT string_agg(v.nombre, ', ' ORDER BY v.nombre) FROM parcelas_variedades pv JOIN cat_variedades v ON v.id = pv.id_variedad
     WHERE pv.id_cooperativa = ${x}.id_cooperativa AND pv.id_parcela = ${x}.id)`;
