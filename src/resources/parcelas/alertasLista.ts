import { textoAlertasFila } from '@domain/poligono/resumen';

/**
 * The 'ALERTAS POLÍGONO' cell (001 §2.3) from the row's two stored counts and its geolocation: a plot without a
 * polygon says it was not checked ('Sin ubicación', 'Sin croquis'), never 'Sin alertas' (issue 22 item 25).
 */
export const textoAlertas = textoAlertasFila;
