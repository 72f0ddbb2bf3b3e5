import { SetMetadata } from '@nestjs/common';

export const IDEMPOTENTE = 'cartera:idempotente';

/**
 * La ruta acepta `Idempotency-Key`: la misma clave del mismo usuario devuelve la primera respuesta sin volver a
 * ejecutar nada (IdempotenciaInterceptor). Para las escrituras que mueven dinero.
 */
export const Idempotente = () => SetMetadata(IDEMPOTENTE, true);
