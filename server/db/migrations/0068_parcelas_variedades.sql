-- Issue 26 follow-up: the varieties grown on each plot (spec 001 §3 'Plot … variedades'; 002 §3 'Plot (quality flow)
-- … variedades_str'; §7 calidad/info/{region,lote}/parcelas/variedades). The inspector records them on the main-plot
-- form; a plot may grow several. The quality selection's cards count plots per variety, the plot's page lists them.

-- The platform's catalogue, per crop (coffee varieties of Mesoamerica; cacao's three groups and common clones).
CREATE TABLE cat_variedades (
  id smallint CONSTRAINT cat_variedades_pk PRIMARY KEY,
  -- the crop (domain/comun/productos.ts: 1 coffee, 2 cacao); cat_productos is filled by the installation, not here
  id_producto integer NOT NULL,
  nombre text NOT NULL,
  CONSTRAINT cat_variedades_nombre_uq UNIQUE (id_producto, nombre)
);
INSERT INTO cat_variedades (id, id_producto, nombre) VALUES
  (1, 1, 'Typica'), (2, 1, 'Bourbon'), (3, 1, 'Caturra'), (4, 1, 'Catuaí'), (5, 1, 'Mundo Novo'),
  (6, 1, 'Garnica'), (7, 1, 'Costa Rica 95'), (8, 1, 'Marsellesa'), (9, 1, 'Oro Azteca'), (10, 1, 'Geisha'),
  (11, 1, 'Sarchimor'), (12, 1, 'Pacamara'), (13, 1, 'Maragogipe'), (14, 1, 'Catimor'),
  (51, 2, 'Criollo'), (52, 2, 'Forastero'), (53, 2, 'Trinitario'), (54, 2, 'CCN-51'), (55, 2, 'ICS-95');

CREATE TABLE parcelas_variedades (
  id_cooperativa integer NOT NULL,
  id_parcela integer NOT NULL,
  id_variedad smallint NOT NULL CONSTRAINT parcelas_variedades_variedad_fk REFERENCES cat_variedades (id),
  CONSTRAINT parcelas_variedades_pk PRIMARY KEY (id_cooperativa, id_parcela, id_variedad),
  CONSTRAINT parcelas_variedades_parcela_fk FOREIGN KEY (id_cooperativa, id_parcela) REFERENCES parcelas (id_cooperativa, id)
);
