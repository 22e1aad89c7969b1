/** Reusable dashboard charts (home, producers, cooperative data, plots, collection); rules in domain/tableros/graficas.ts. */
export { GraficaBarras, type SerieBarras } from './GraficaBarras';
export { GraficaPastel, type FilaPastel } from './GraficaPastel';
export { LeyendaGrafica, type ElementoLeyenda } from './LeyendaGrafica';
export { TarjetaGrafica } from './TarjetaGrafica';
