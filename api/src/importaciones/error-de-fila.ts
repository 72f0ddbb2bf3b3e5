import { errorPostgres } from '../common/traducir-error';
import { propiedad } from '../common/tipado';
/** Lo que impide aplicar una fila: la columna que lo causa y el mensaje en español (queda en erroresAplicacion). */
export class ErrorDeFila extends Error {
  constructor(
    readonly columna: string,
    mensaje: string,
  ) {
    super(mensaje);
  }
}

/** La fecha del cierre si el error es el del periodo cerrado de la base (SQLSTATE CA001, cierre-de-periodos). */
export function periodoCerrado(error: unknown): string | null {
  const base = errorPostgres(propiedad(error, 'driverError'));
  const propio = errorPostgres(error);
  return (base.code ?? propio.code) === 'CA001' ? (base.message ?? propio.message ?? '') : null;
}
