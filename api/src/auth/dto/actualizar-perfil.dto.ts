import { MENSAJES, type CambiosPerfil } from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional } from 'class-validator';
import {
  ContrasenaActual,
  EmailDeCuenta,
  EsTelefono,
  TextoObligatorio,
  TextoOpcional,
} from '../../common/dto';
import { SiViene } from '../../common/validadores';

/**
 * PUT /api/auth/perfil (pestaña Mi Perfil): los datos de la cuenta propia que su dueño puede cambiar, con las mismas
 * reglas que la edición de usuarios. Lo que no llega no cambia; el rol, la zona y el estado los decide un
 * administrador. Cambiar el email pide la contraseña actual.
 */
export class ActualizarPerfilDto implements CambiosPerfil {
  @ApiPropertyOptional({ example: 'Ana María Pérez' })
  @SiViene()
  @TextoObligatorio(120, 'El nombre', MENSAJES.nombreObligatorio)
  nombre?: string;

  @ApiPropertyOptional({ example: 'ana@cartera.local', description: 'Único; cambiarlo pide passwordActual' })
  @SiViene()
  @EmailDeCuenta()
  email?: string;

  @ApiPropertyOptional({
    example: '3001234567',
    type: String,
    nullable: true,
    description: '10 dígitos; vacío lo borra',
  })
  @IsOptional()
  @TextoOpcional()
  @EsTelefono()
  telefono?: string | null;

  @ApiPropertyOptional({ description: 'Obligatoria al cambiar el email' })
  @SiViene()
  @ContrasenaActual()
  passwordActual?: string;
}
