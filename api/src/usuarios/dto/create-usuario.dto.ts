import { ESTADOS_ACTIVO, LIMITES, MENSAJES, ROLES, esCedulaValida } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  CONTRASENA_MAXIMO_BYTES,
  ContrasenaNueva,
  DeObligatorio,
  EmailDeCuenta,
  Entrada,
  OpcionalDe,
  TextoObligatorio,
  TextoOpcionalHasta,
  TextoOpcionalValido,
  reglaTelefono,
} from '../../common/campos';
import type { ReglaDeCampo } from '../../common/entrada';
import { OficinasDeCuenta } from '../../oficinas/dto/oficina.dto';

/** La cédula de un cobrador (opcional): la regla compartida de @cartera/dominio, la misma de los clientes. */
export const reglaCedulaCobrador: ReglaDeCampo = (valor) =>
  typeof valor === 'string' && esCedulaValida(valor) ? null : MENSAJES.cedulaInvalida;

/** Máximo de bcrypt en bytes: lo que pase de 72 bytes no cuenta, así que no se admite. */
export const CONTRASENA_MAXIMO = CONTRASENA_MAXIMO_BYTES;

/** Los campos del alta de usuario, sin el rol (el cobrador declara el suyo). */
export const CAMPOS_USUARIO = {
  nombre: TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio, { example: 'Ana María Pérez' }),
  email: EmailDeCuenta({ example: 'ana@cartera.local' }),
  password: ContrasenaNueva({ minLength: LIMITES.contrasenaMinimo, maxLength: CONTRASENA_MAXIMO }),
};
/** Lo que va después del rol en el alta de usuario. */
export const CAMPOS_USUARIO_OPCIONALES = {
  telefono: TextoOpcionalValido(reglaTelefono, { example: '3001234567', description: '10 dígitos' }),
  zona: TextoOpcionalHasta(80, 'La zona', { example: 'Centro' }),
  cedula: TextoOpcionalValido(reglaCedulaCobrador, {
    example: '00112345678',
    description: 'Sólo cobradores: su documento como tercero en el exporte contable',
  }),
  estado: OpcionalDe(ESTADOS_ACTIVO, MENSAJES.estadoInvalido, { default: 'activo' }),
  oficinas: OficinasDeCuenta(),
};

/** Alta de usuario (POST /usuarios, POST /auth/register) y base de la de cobrador. */
export const EsquemaCrearUsuario = Entrada('CreateUsuarioDto', {
  ...CAMPOS_USUARIO,
  rol: DeObligatorio(ROLES, MENSAJES.rolObligatorio, MENSAJES.rolInvalido),
  ...CAMPOS_USUARIO_OPCIONALES,
});
export type CreateUsuarioDto = Static<typeof EsquemaCrearUsuario>;
