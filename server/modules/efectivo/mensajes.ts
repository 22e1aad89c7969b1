/** The spec's words for cash disbursements (002 §8), and ours where it gives none (docs/DECISIONES.md '### issue 25: efectivo'). */
export const MENSAJES_DESEMBOLSO = {
  guardado: (id: number) => `Se guardó con éxito el desembolso de efectivo ${id}.`,
  eliminado: 'Eliminado! El registro ha sido eliminado.',
  noEliminado: 'Error! No se pudo eliminar el registro.',
  noEliminadoPorque:
    'Error! No se pudo eliminar el registro. Solo quien lo registró lo elimina el mismo día; si el efectivo ya se entregó, anúlelo con un motivo.',
  anulado: 'Se anuló el desembolso de efectivo; los totales se recalcularon sin él.',
  yaAnulado: 'Este desembolso ya fue anulado',
  anuladoNoSeEdita: 'Un desembolso anulado no se edita',
  centroNoValido: 'El centro de acopio no es de la cooperativa',
  acopiadorNoValido: 'El acopiador no es un acopiador activo de la cooperativa',
  acopiadorDeOtroCentro: 'El acopiador no trabaja en el centro de acopio elegido',
  cicloNoValido: 'El ciclo no es de la cooperativa',
  cicloDistinto: 'Un desembolso no cambia de ciclo',
  motivoAnulacion: 'Escriba el motivo de la anulación',
} as const;
