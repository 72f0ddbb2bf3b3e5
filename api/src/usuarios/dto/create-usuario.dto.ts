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
import { IsIn, IsOptional, IsString, MaxLength, MinLength, ValidateBy } from 'class-validator';
import {
  CONTRASENA_MAXIMO_BYTES,
  ContrasenaMaximoBytes,
  EsEmail, EsTelefono, NoVacio, Recortar, RecortarMinusculas, TextoOpcional } from '../../common/dto';

/** La cédula de un cobrador (opcional): la regla compartida de @cartera/dominio, la misma de los clientes. */
export const CedulaCobrador = () =>
  ValidateBy({
    name: 'esCedula',
    validator: {
      validate: (valor: unknown) => typeof valor === 'string' && esCedulaValida(valor),
      defaultMessage: () => MENSAJES.cedulaInvalida,
    },
  });

/** Máximo de bcrypt en bytes: lo que pase de 72 bytes no cuenta, así que no se admite. */
export const CONTRASENA_MAXIMO = CONTRASENA_MAXIMO_BYTES;

/** Alta de usuario (POST /usuarios, POST /auth/register) y base de la de cobrador. */
export class CreateUsuarioDto implements DatosUsuario {
  @ApiProperty({ example: 'Ana María Pérez' })
  @Recortar()
  @NoVacio(MENSAJES.nombreObligatorio)
  @MaxLength(120, { message: 'El nombre no puede superar 120 caracteres' })
  nombre!: string;

  @ApiProperty({ example: 'ana@cartera.local' })
  @RecortarMinusculas()
  @NoVacio(MENSAJES.emailObligatorio)
  @EsEmail()
  email!: string;

  @ApiProperty({ minLength: LIMITES.contrasenaMinimo, maxLength: CONTRASENA_MAXIMO })
  @NoVacio(MENSAJES.contrasenaRequerida)
  @MinLength(LIMITES.contrasenaMinimo, { message: MENSAJES.contrasenaCorta })
  @ContrasenaMaximoBytes()
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

  @ApiPropertyOptional({ type: String, example: 'Centro', nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsString({ message: 'La zona debe ser texto' })
  @MaxLength(80, { message: 'La zona no puede superar 80 caracteres' })
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

  @ApiPropertyOptional({ enum: ESTADOS_ACTIVO, default: 'activo' })
  @IsOptional()
  @IsIn(ESTADOS_ACTIVO, { message: MENSAJES.estadoInvalido })
  estado?: EstadoActivo;
}
