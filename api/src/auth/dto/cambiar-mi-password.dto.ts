import { LIMITES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  CONTRASENA_ESCRITA_MAXIMO,
  ContrasenaNueva,
  Entrada,
  MENSAJE_CONTRASENA_ESCRITA_LARGA,
  TextoNoVacio,
  largoHasta,
} from '../../common/campos';

/** Cambio de la contraseña propia (pestaña Mi Perfil): pide la actual. */
export const EsquemaCambiarMiPassword = Entrada('CambiarMiPasswordDto', {
  passwordActual: TextoNoVacio(
    'Por favor ingrese la contraseña actual',
    {},
    largoHasta(CONTRASENA_ESCRITA_MAXIMO, MENSAJE_CONTRASENA_ESCRITA_LARGA),
  ),
  password: ContrasenaNueva({ minLength: LIMITES.contrasenaMinimo }),
});
export type CambiarMiPasswordDto = Static<typeof EsquemaCambiarMiPassword>;
