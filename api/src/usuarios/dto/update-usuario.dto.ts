import { ESTADOS_ACTIVO, LIMITES, MENSAJES, ROLES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  CONTRASENA_MAXIMO_BYTES,
  ContrasenaActual,
  De,
  EmailDeCuenta,
  Entrada,
  MENSAJE_CONTRASENA_LARGA,
  SiViene,
  TextoObligatorio,
  TextoOpcionalHasta,
  TextoOpcionalValido,
  campo,
  reglaTelefono,
} from '../../common/campos';
import { OficinasDeCuenta } from '../../oficinas/dto/oficina.dto';
import { reglaCedulaCobrador } from './create-usuario.dto';

/** Los campos de la edición antes del rol (el cobrador declara el suyo). */
export const CAMBIOS_USUARIO = {
  nombre: SiViene(TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio)),
  email: SiViene(EmailDeCuenta()),
  password: SiViene(
    campo<string>({
      type: 'string',
      description: 'Vacía o ausente: no cambia',
      'x-normalizar': 'vacioEsAusente',
      'x-regla': (valor) => {
        if (typeof valor !== 'string' || valor.length < LIMITES.contrasenaMinimo)
          return MENSAJES.contrasenaCorta;
        return Buffer.byteLength(valor, 'utf8') > CONTRASENA_MAXIMO_BYTES ? MENSAJE_CONTRASENA_LARGA : null;
      },
    }),
  ),
  passwordActual: SiViene(
    ContrasenaActual({ description: 'Obligatoria al cambiar la contraseña o el email de la cuenta propia' }),
  ),
};
/** Los campos de la edición después del rol. */
export const CAMBIOS_USUARIO_DESPUES = {
  telefono: TextoOpcionalValido(reglaTelefono, { description: '10 dígitos; vacío lo borra' }),
  zona: TextoOpcionalHasta(80, 'La zona'),
  cedula: TextoOpcionalValido(reglaCedulaCobrador, { description: 'Sólo cobradores; vacío la borra' }),
  estado: SiViene(De(ESTADOS_ACTIVO, MENSAJES.estadoInvalido)),
  oficinas: OficinasDeCuenta(),
};

/**
 * Edición (PUT): cada campo es opcional y lo que no llega no cambia. Una contraseña vacía o ausente deja la
 * actual (especificación §5); si llega, se cambia y se cierran las sesiones abiertas.
 */
export const EsquemaActualizarUsuario = Entrada('UpdateUsuarioDto', {
  ...CAMBIOS_USUARIO,
  rol: SiViene(De(ROLES, MENSAJES.rolInvalido)),
  ...CAMBIOS_USUARIO_DESPUES,
});
export type UpdateUsuarioDto = Static<typeof EsquemaActualizarUsuario>;
