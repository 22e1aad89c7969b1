-- The plot list's search (parcelas_all, `q`) looks for the words in the community and the municipality names
-- too, each table by its own index: accent- and case-insensitive trigram indexes over the two catalogues, which
-- hold every locality of a country once a cooperative loads them (Mexico has some 300,000).
CREATE INDEX localidades_nombre_trgm_idx ON localidades USING gin (f_unaccent(lower(nombre)) gin_trgm_ops);
CREATE INDEX municipios_nombre_trgm_idx ON municipios USING gin (f_unaccent(lower(nombre)) gin_trgm_ops);
