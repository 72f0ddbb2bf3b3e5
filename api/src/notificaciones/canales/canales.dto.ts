import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import {
  IsBoolean,
  IsInt,
  IsNotEmpty,
  IsOptional,
  IsString,
  Matches,
  Max,
  MaxLength,
  Min,
  ValidateIf,
} from 'class-validator';
import { Campo, EsTexto, Hasta, TextoExigido, TextoOpcionalRecortado } from '../../common/dto';

/** Un secreto de un canal (contraseña, token): se guarda cifrado y nunca se devuelve; no se recorta. */
const Secreto = (maximo: number, etiqueta: string, descripcion: string) =>
  Campo(
    ApiPropertyOptional({ description: descripcion }),
    IsOptional(),
    EsTexto(etiqueta),
    Hasta(maximo, etiqueta),
  );

/** Lo que todo canal trae: si está activo. */
class CanalDto {
  @ApiProperty()
  @IsBoolean({ message: 'activo debe ser verdadero o falso' })
  activo!: boolean;
}

/**
 * PUT /api/notificaciones/canales/email. `contrasena` omitida deja la guardada, salvo que cambie el servidor, el
 * puerto o el usuario (entonces se borra: un secreto no sigue a un destino nuevo); '' la borra.
 */
export class CanalEmailDto extends CanalDto {
  @ApiProperty({ example: 'smtp.example.com' })
  @TextoExigido(255, 'El servidor SMTP', 'El servidor SMTP es obligatorio')
  @Matches(/^[A-Za-z0-9.-]+$/, { message: 'El servidor SMTP no es válido' })
  host!: string;

  @ApiProperty({ example: 587 })
  @IsInt({ message: 'El puerto debe ser un número entero' })
  @Min(1, { message: 'El puerto debe estar entre 1 y 65535' })
  @Max(65535, { message: 'El puerto debe estar entre 1 y 65535' })
  puerto!: number;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    description: 'Usuario SMTP; vacío = sin autenticación',
  })
  @TextoOpcionalRecortado(255, 'El usuario')
  usuario?: string | null;

  @Secreto(500, 'La contraseña', 'Contraseña SMTP (se guarda cifrada y nunca se devuelve)')
  contrasena?: string;

  @ApiProperty({ example: 'Cartera <avisos@example.com>' })
  @TextoExigido(255, 'El remitente', 'El remitente es obligatorio')
  @Matches(/^([^<>@\s][^<>@]*<)?[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>?$/, {
    message: 'El remitente debe ser un email (p. ej. Cartera <avisos@example.com>)',
  })
  remitente!: string;

  @ApiProperty({ description: 'TLS desde el inicio (puerto 465)' })
  @IsBoolean({ message: 'seguro debe ser verdadero o falso' })
  seguro!: boolean;
}

/**
 * PUT /api/notificaciones/canales/sms y /whatsapp. `token` omitido deja el guardado, salvo que cambie la URL (entonces
 * se borra); '' lo borra.
 */
export class CanalHttpDto extends CanalDto {
  @ApiProperty({ example: 'https://proveedor.example.com/v1/mensajes' })
  @TextoExigido(500, 'La URL', 'La URL del proveedor es obligatoria')
  @Matches(/^https?:\/\/[^\s]+$/, { message: 'La URL del proveedor debe empezar por https://' })
  url!: string;

  @ApiPropertyOptional({
    type: String,
    nullable: true,
    example: 'X-Api-Key',
    description: 'Cabecera en la que va el secreto; vacía o ausente: Authorization: Bearer <token>',
  })
  @TextoOpcionalRecortado(64, 'La cabecera del secreto')
  @Matches(/^$|^[A-Za-z0-9][A-Za-z0-9-]*$/, {
    message: 'La cabecera del secreto sólo admite letras, números y guiones (p. ej. X-Api-Key)',
  })
  cabeceraSecreto?: string | null;

  @Secreto(2000, 'El token', 'Token o clave del proveedor (se guarda cifrado y nunca se devuelve)')
  token?: string;

  @ApiProperty({ example: '{"to": "{{telefono}}", "message": "{{mensaje}}"}' })
  @IsString({ message: 'La plantilla del cuerpo debe ser texto' })
  @IsNotEmpty({ message: 'La plantilla del cuerpo es obligatoria' })
  @MaxLength(4000, { message: 'La plantilla del cuerpo no puede superar 4000 caracteres' })
  cuerpo!: string;
}

/** POST /api/notificaciones/canales/{canal}/prueba. */
export class PruebaCanalDto {
  @ApiProperty({ description: 'Email (canal email) o teléfono de 10 dígitos (SMS / WhatsApp)' })
  @TextoExigido(255, 'El destino', 'El destino es obligatorio')
  destino!: string;

  @ApiPropertyOptional({ description: 'Texto del mensaje de prueba' })
  @IsOptional()
  @ValidateIf((_o, v) => v !== undefined)
  @IsString({ message: 'El mensaje debe ser texto' })
  @MaxLength(1000, { message: 'El mensaje no puede superar 1000 caracteres' })
  mensaje?: string;
}
