/** The spec's words for advances (002 §8), and ours where it gives none (docs/DECISIONES.md '## issue 25'). */
export const MENSAJES_CREDITO = {
  guardado: (folio: string) => `Se guardó con éxito el crédito ${folio}.`,
  abonoGuardado: 'Se guardó con éxito el abono al credito.',
  eliminado: (etiqueta: string) => `Se eliminó el ${etiqueta}`,
  conPagos: (etiqueta: string, folio: string) =>
    `No se puede eliminar el ${etiqueta} ${folio} pues ya tiene pagos. Por favor contacta al equipo de Cosecha para más ayuda.`,
  abonoAnulado: 'Se anuló el abono; el saldo del crédito se recalculó sin él.',
  folioRepetido: (etiqueta: string, folio: string) => `Ya existe un ${etiqueta} con el folio ${folio} en este ciclo`,
  cicloNoActivo: 'Solo se registran créditos en el ciclo de acopio activo',
  productorNoValido: 'El productor no tiene una cuenta confirmada en este ciclo',
  pagado: (etiqueta: string) => `Este ${etiqueta} ya está pagado: no se edita ni recibe abonos`,
  productorConRecuperado: 'Ya tiene montos recuperados: el productor no se cambia',
  fechaDespuesDeAbono: (fecha: string) => `La fecha no puede ser posterior a la de su primer abono (${fecha})`,
  yaAnulado: 'Este abono ya fue anulado',
  recuperacionSeAnulaConEntrega: 'Este monto se recuperó en una entrega: se anula anulando la entrega',
  uuidRepetido: 'Ya existe un abono con ese identificador',
} as const;
