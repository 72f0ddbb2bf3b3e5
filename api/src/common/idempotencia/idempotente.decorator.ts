import { applyDecorators, SetMetadata } from '@nestjs/common';
import { ApiHeader } from '@nestjs/swagger';

export const IDEMPOTENTE = 'cartera:idempotente';

/**
 * Una escritura que mueve dinero: exige `Idempotency-Key` (sin ella, 400 IDEMPOTENCIA_REQUERIDA) y la misma clave del
 * mismo usuario devuelve la primera respuesta sin volver a ejecutar nada (IdempotenciaInterceptor). El documento
 * OpenAPI la declara obligatoria.
 */
export const Idempotente = () =>
  applyDecorators(
    SetMetadata(IDEMPOTENTE, true),
    ApiHeader({
      name: 'Idempotency-Key',
      required: true,
      description:
        'Una clave por acción del usuario (1 a 255 caracteres visibles), la misma en cada reintento: la escritura se aplica una sola vez',
    }),
  );
