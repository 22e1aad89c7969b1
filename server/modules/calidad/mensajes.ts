/** The quality area's own messages (beyond the spec's, domain/calidad/validar.ts MENSAJES_CALIDAD). */
export const MENSAJES_CALIDAD_SERVIDOR = {
  guardadoFisico: 'Se guardó con éxito el análisis físico',
  guardadoSensorial: 'Se guardó con éxito el análisis sensorial',
  cicloAjeno: 'El ciclo no es de la cooperativa',
  cuentaAjena: 'El productor no es de la cooperativa',
  entregaAjena: 'La entrega no es del productor elegido',
  loteAjeno: 'El lote no es de la cooperativa',
  municipioAjeno: 'El municipio no es de la cooperativa',
  localidadAjena: 'La localidad no es del municipio elegido',
  sinZarandas: 'Registre al menos una zaranda',
  filaAjena: 'La fila no es de este análisis',
  tipoManchaCategoria: 'El defecto no es de esta categoría',
  yaTieneSensorial: 'El análisis ya tiene un análisis sensorial; edítelo',
  otroMetodo: 'No corresponde al método de cata elegido',
  noCorresponde: 'No corresponde al tipo de muestra elegido',
} as const;
