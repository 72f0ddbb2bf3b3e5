import { LIMITES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { ContrasenaActual, ContrasenaNueva, Entrada, Opcional } from '../../common/campos';

export const EsquemaCambiarPassword = Entrada('CambiarPasswordDto', {
  password: ContrasenaNueva({ minLength: LIMITES.contrasenaMinimo }),
  passwordActual: Opcional(
    ContrasenaActual({ description: 'Obligatoria al cambiar la contraseña de la cuenta propia' }),
  ),
});
export type CambiarPasswordDto = Static<typeof EsquemaCambiarPassword>;
