/** Lo que impide aplicar una fila: la columna que lo causa y el mensaje en español (queda en erroresAplicacion). */
export class ErrorDeFila extends Error {
  constructor(
    readonly columna: string,
    mensaje: string,
  ) {
    super(mensaje);
  }
}
