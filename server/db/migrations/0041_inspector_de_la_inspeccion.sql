-- Issue 22 item 20: one inspector per inspection. The dashboards named the user who captured a format
-- (tx_formatos.id_inspector, a user of the app) as its inspector while the padrón names the registry's inspector
-- (padron_sic.id_inspector, the cooperative's `inspectores` catalogue, 001 §2.9): SM-0255 read 'Martín Hernández Cruz'
-- on the dashboard and 'Tomás Aguilar Ruiz' in the padrón. The inspection's inspector is the registry's; the format
-- keeps who captured it, under a name that says so, so that no query reads it as the inspector again.
ALTER TABLE tx_formatos RENAME COLUMN id_inspector TO id_capturo;
ALTER TABLE tx_formatos RENAME CONSTRAINT tx_formatos_inspector_fk TO tx_formatos_capturo_fk;
