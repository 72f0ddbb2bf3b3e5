// Cuerpos y consultas de /api/habeas-data y de /api/clientes/:id/{datos-personales,avisos-previos}, con mensajes en
// español (docs/decisiones/datos-personales.md).
import {
  CANALES_AVISO_PREVIO,
  CANALES_RESPUESTA_SOLICITUD,
  ESTADOS_SOLICITUD_DATOS,
  LIMITE_TEXTO_AVISO,
  MENSAJES_SOLICITUD_DATOS,
  TIPOS_SOLICITUD_DATOS,
  esFechaValida,
  type CambioSolicitud,
  type CanalAvisoPrevio,
  type CanalRespuestaSolicitud,
  type ConsultaSolicitudes,
  type DatosAvisoPrevio,
  type DatosAvisoPrivacidad,
  type DatosSolicitud,
  type EstadoSolicitudDatos,
  type TipoSolicitudDatos,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn, IsOptional, IsString, IsUUID, MaxLength, ValidateBy } from 'class-validator';
import { ABooleano, NoVacio, Recortar, TextoOpcional } from '../../common/dto';
import { ConsultaListaDto } from '../../common/paginacion';

const EsFecha = (mensaje: string) =>
  ValidateBy({ name: 'esFecha', validator: { validate: (v: unknown) => esFechaValida(v), defaultMessage: () => mensaje } });

export class CrearSolicitudDto implements DatosSolicitud {
  @ApiProperty({ enum: TIPOS_SOLICITUD_DATOS })
  @IsIn(TIPOS_SOLICITUD_DATOS, { message: `El tipo debe ser uno de: ${TIPOS_SOLICITUD_DATOS.join(', ')}` })
  tipo!: TipoSolicitudDatos;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Cliente al que se refiere, si lo es' })
  @IsOptional()
  @TextoOpcional()
  @IsUUID('all', { message: 'El cliente no es válido' })
  cliente?: string | null;

  @ApiProperty({ description: 'Nombre del titular' })
  @Recortar()
  @NoVacio(MENSAJES_SOLICITUD_DATOS.titularObligatorio)
  @MaxLength(120, { message: 'El nombre del titular no puede superar 120 caracteres' })
  titular!: string;

  @ApiPropertyOptional({ type: String, nullable: true, description: 'Teléfono, email o dirección para responder' })
  @IsOptional()
  @TextoOpcional()
  @IsString({ message: 'El contacto debe ser texto' })
  @MaxLength(200, { message: 'El contacto no puede superar 200 caracteres' })
  contacto?: string | null;

  @ApiProperty()
  @Recortar()
  @NoVacio(MENSAJES_SOLICITUD_DATOS.descripcionObligatoria)
  @MaxLength(4000, { message: 'La descripción no puede superar 4000 caracteres' })
  descripcion!: string;

  @ApiPropertyOptional({ description: "'YYYY-MM-DD'; por defecto hoy" })
  @IsOptional()
  @EsFecha('La fecha de recibo debe ser una fecha válida (AAAA-MM-DD)')
  fechaRecibida?: string;
}

export class CambiarSolicitudDto implements CambioSolicitud {
  @ApiPropertyOptional({ enum: ESTADOS_SOLICITUD_DATOS })
  @IsOptional()
  @IsIn(ESTADOS_SOLICITUD_DATOS, { message: `El estado debe ser uno de: ${ESTADOS_SOLICITUD_DATOS.join(', ')}` })
  estado?: EstadoSolicitudDatos;

  @ApiPropertyOptional({ type: String, nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsString({ message: 'La respuesta debe ser texto' })
  @MaxLength(4000, { message: 'La respuesta no puede superar 4000 caracteres' })
  respuesta?: string | null;

  @ApiPropertyOptional({ enum: CANALES_RESPUESTA_SOLICITUD, nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsIn(CANALES_RESPUESTA_SOLICITUD, { message: 'El canal de respuesta debe ser email, sms o whatsapp' })
  canalRespuesta?: CanalRespuestaSolicitud | null;
}

export class ConsultaSolicitudesDto extends ConsultaListaDto implements ConsultaSolicitudes {
  @ApiPropertyOptional({ enum: ESTADOS_SOLICITUD_DATOS })
  @IsOptional()
  @IsIn(ESTADOS_SOLICITUD_DATOS, { message: `El estado debe ser uno de: ${ESTADOS_SOLICITUD_DATOS.join(', ')}` })
  estado?: EstadoSolicitudDatos;

  @ApiPropertyOptional({ enum: TIPOS_SOLICITUD_DATOS })
  @IsOptional()
  @IsIn(TIPOS_SOLICITUD_DATOS, { message: `El tipo debe ser uno de: ${TIPOS_SOLICITUD_DATOS.join(', ')}` })
  tipo?: TipoSolicitudDatos;

  @ApiPropertyOptional({ format: 'uuid' })
  @IsOptional()
  @IsUUID('all', { message: 'El cliente no es válido' })
  cliente?: string;

  @ApiPropertyOptional({ description: '1: sólo las abiertas' })
  @IsOptional()
  @ABooleano()
  @IsBoolean({ message: 'abiertas debe ser 1 o 0' })
  abiertas?: boolean;
}

export class AvisoPrivacidadDto implements DatosAvisoPrivacidad {
  @ApiProperty({ description: 'Texto completo de la versión nueva del aviso de privacidad' })
  @Recortar()
  @NoVacio('El texto del aviso de privacidad es obligatorio')
  @MaxLength(LIMITE_TEXTO_AVISO, { message: `El aviso no puede superar ${LIMITE_TEXTO_AVISO} caracteres` })
  texto!: string;
}

export class CrearAvisoPrevioDto implements DatosAvisoPrevio {
  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true, description: 'Préstamo que se reportaría' })
  @IsOptional()
  @TextoOpcional()
  @IsUUID('all', { message: 'El préstamo no es válido' })
  prestamo?: string | null;

  @ApiProperty({ description: 'El texto enviado al cliente' })
  @Recortar()
  @NoVacio('El texto del aviso es obligatorio')
  @MaxLength(4000, { message: 'El texto del aviso no puede superar 4000 caracteres' })
  plantilla!: string;

  @ApiProperty({ enum: CANALES_AVISO_PREVIO })
  @IsIn(CANALES_AVISO_PREVIO, { message: `El canal debe ser uno de: ${CANALES_AVISO_PREVIO.join(', ')}` })
  canal!: CanalAvisoPrevio;

  @ApiProperty({ description: "'YYYY-MM-DD'" })
  @EsFecha('La fecha de envío debe ser una fecha válida (AAAA-MM-DD)')
  fechaEnvio!: string;
}

export class ConsultaDatosPersonalesDto {
  @ApiPropertyOptional({ enum: ['json', 'pdf'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'pdf'], { message: 'El formato debe ser json o pdf' })
  formato?: 'json' | 'pdf';
}
