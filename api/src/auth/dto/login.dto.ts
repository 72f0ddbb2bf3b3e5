import { MENSAJES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  CONTRASENA_ESCRITA_MAXIMO,
  Entrada,
  MENSAJE_CONTRASENA_ESCRITA_LARGA,
  TextoNoVacio,
  largoHasta,
} from '../../common/campos';

/** El usuario escribe su email en el campo «usuario» (especificación §7). */
export const EsquemaLogin = Entrada('LoginDto', {
  email: TextoNoVacio(
    MENSAJES.usuarioObligatorio,
    { example: 'admin@cartera.local', 'x-normalizar': 'minusculas' },
    largoHasta(254, 'El usuario no puede superar 254 caracteres'),
  ),
  password: TextoNoVacio(
    MENSAJES.contrasenaObligatoria,
    { example: 'cartera123' },
    largoHasta(CONTRASENA_ESCRITA_MAXIMO, MENSAJE_CONTRASENA_ESCRITA_LARGA),
  ),
});
export type LoginDto = Static<typeof EsquemaLogin>;
