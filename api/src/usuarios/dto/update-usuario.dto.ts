import {
  ESTADOS_ACTIVO,
  LIMITES,
  MENSAJES,
  ROLES,
  type DatosUsuario,
  type EstadoActivo,
  type Rol,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, MinLength } from 'class-validator';
import { CedulaCobrador } from './create-usuario.dto';
import {
  ContrasenaActual,
  ContrasenaMaximoBytes,
  EmailDeCuenta,
  EsTelefono,
  TextoObligatorio,
  TextoOpcional,
  TextoOpcionalHasta,
} from '../../common/dto';
import { SiViene } from '../../common/validadores';

/**
 * Edición (PUT): cada campo es opcional y lo que no llega no cambia. Una contraseña vacía o ausente deja la
 * actual (especificación §5); si llega, se cambia y se cierran las sesiones abiertas.
 */
export class UpdateUsuarioDto implements Partial<DatosUsuario> {
  @ApiPropertyOptional()
  @SiViene()
  @TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio)
  nombre?: string;

  @ApiPropertyOptional()
  @SiViene()
  @EmailDeCuenta()
  email?: string;

  @ApiPropertyOptional({ description: 'Vacía o ausente: no cambia' })
  @Transform(({ value }: { value: unknown }) => (value === '' || value === null ? undefined : value))
  @SiViene()
  @IsString({ message: MENSAJES.contrasenaCorta })
  @MinLength(LIMITES.contrasenaMinimo, { message: MENSAJES.contrasenaCorta })
  @ContrasenaMaximoBytes()
  password?: string;

  @ApiPropertyOptional({ description: 'Obligatoria al cambiar la contraseña o el email de la cuenta propia' })
  @SiViene()
  @ContrasenaActual()
  passwordActual?: string;

  @ApiPropertyOptional({ enum: ROLES })
  @SiViene()
  @IsIn(ROLES, { message: MENSAJES.rolInvalido })
  rol?: Rol;

  @ApiPropertyOptional({ type: String, nullable: true, description: '10 dígitos; vacío lo borra' })
  @IsOptional()
  @TextoOpcional()
  @EsTelefono()
  telefono?: string | null;

  @TextoOpcionalHasta(80, 'La zona')
  zona?: string | null;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Sólo cobradores; vacío la borra' })
  @IsOptional()
  @TextoOpcional()
  @CedulaCobrador()
  cedula?: string | null;

  @ApiPropertyOptional({ enum: ESTADOS_ACTIVO })
  @SiViene()
  @IsIn(ESTADOS_ACTIVO, { message: MENSAJES.estadoInvalido })
  estado?: EstadoActivo;
}
