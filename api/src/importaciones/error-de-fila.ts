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
  const pg = (error ?? {}) as {
    driverError?: { code?: string; message?: string };
    code?: string;
    message?: string;
  };
  return (pg.driverError?.code ?? pg.code) === 'CA001' ? (pg.driverError?.message ?? pg.message ?? '') : null;
}
