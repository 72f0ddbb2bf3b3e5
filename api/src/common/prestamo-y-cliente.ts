// El préstamo al que pertenece una fila (un cobro, una garantía), como lo muestran las listas del portal.

/** Las columnas con que la fila nombra su préstamo y el cliente del préstamo. */
export interface ColumnasPrestamoYCliente {
  prestamo_id: string;
  prestamo_numero: string;
  cliente_id: string;
  cliente_nombre: string;
}

/** El préstamo de la fila: su id, su número y su cliente. */
export function prestamoYCliente(fila: ColumnasPrestamoYCliente) {
  return {
    _id: fila.prestamo_id,
    numero: Number(fila.prestamo_numero),
    cliente: { _id: fila.cliente_id, nombre: fila.cliente_nombre },
  };
}
