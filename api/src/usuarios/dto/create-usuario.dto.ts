import {
  ESTADOS_ACTIVO,
  LIMITES,
  MENSAJES,
  ROLES,
  esCedulaValida,
  type DatosUsuario,
  type EstadoActivo,
  type Rol,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsIn, IsOptional } from 'class-validator';
import {
  CONTRASENA_MAXIMO_BYTES,
  ContrasenaNueva,
  EmailDeCuenta,
  EsTelefono,
  NoVacio,
  OpcionalDe,
  TextoObligatorio,
  TextoOpcional,
  TextoOpcionalHasta,
  TextoValido,
} from '../../common/dto';

/** La cédula de un cobrador (opcional): la regla compartida de @cartera/dominio, la misma de los clientes. */
export const CedulaCobrador = TextoValido('esCedula', esCedulaValida, MENSAJES.cedulaInvalida);

/** Máximo de bcrypt en bytes: lo que pase de 72 bytes no cuenta, así que no se admite. */
export const CONTRASENA_MAXIMO = CONTRASENA_MAXIMO_BYTES;

/** Alta de usuario (POST /usuarios, POST /auth/register) y base de la de cobrador. */
export class CreateUsuarioDto implements DatosUsuario {
  @ApiProperty({ example: 'Ana María Pérez' })
  @TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio)
  nombre!: string;

  @ApiProperty({ example: 'ana@cartera.local' })
  @EmailDeCuenta()
  email!: string;

  @ApiProperty({ minLength: LIMITES.contrasenaMinimo, maxLength: CONTRASENA_MAXIMO })
  @ContrasenaNueva()
  password!: string;

  @ApiProperty({ enum: ROLES })
  @NoVacio(MENSAJES.rolObligatorio)
  @IsIn(ROLES, { message: MENSAJES.rolInvalido })
  rol!: Rol;

  @ApiPropertyOptional({ type: String, example: '3001234567', nullable: true, description: '10 dígitos' })
  @IsOptional()
  @TextoOpcional()
  @EsTelefono()
  telefono?: string | null;

  @TextoOpcionalHasta(80, 'La zona', { example: 'Centro' })
  zona?: string | null;

  @ApiPropertyOptional({
    type: String,
    example: '00112345678',
    nullable: true,
    description: 'Sólo cobradores: su documento como tercero en el exporte contable',
  })
  @IsOptional()
  @TextoOpcional()
  @CedulaCobrador()
  cedula?: string | null;

  @OpcionalDe(ESTADOS_ACTIVO, MENSAJES.estadoInvalido, { default: 'activo' })
  estado?: EstadoActivo;
}
