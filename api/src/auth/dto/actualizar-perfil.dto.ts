import { MENSAJES } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  ContrasenaActual,
  EmailDeCuenta,
  Entrada,
  SiViene,
  TextoObligatorio,
  TextoOpcionalValido,
  reglaTelefono,
} from '../../common/campos';

/**
 * PUT /api/auth/perfil (pestaña Mi Perfil): los datos de la cuenta propia que su dueño puede cambiar, con las mismas
 * reglas que la edición de usuarios. Lo que no llega no cambia; el rol, la zona y el estado los decide un
 * administrador. Cambiar el email pide la contraseña actual.
 */
export const EsquemaActualizarPerfil = Entrada('ActualizarPerfilDto', {
  nombre: SiViene(
    TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio, { example: 'Ana María Pérez' }),
  ),
  email: SiViene(
    EmailDeCuenta({ example: 'ana@cartera.local', description: 'Único; cambiarlo pide passwordActual' }),
  ),
  telefono: TextoOpcionalValido(reglaTelefono, {
    example: '3001234567',
    description: '10 dígitos; vacío lo borra',
  }),
  passwordActual: SiViene(ContrasenaActual({ description: 'Obligatoria al cambiar el email' })),
});
export type ActualizarPerfilDto = Static<typeof EsquemaActualizarPerfil>;
