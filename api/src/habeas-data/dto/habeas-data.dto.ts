// Cuerpos y consultas de /api/habeas-data y de /api/clientes/:id/{datos-personales,avisos-previos}, con mensajes en
// español (docs/decisiones/datos-personales.md).
import {
  CANALES_AVISO_PREVIO,
  CANALES_RESPUESTA_SOLICITUD,
  ESTADOS_SOLICITUD_DATOS,
  LIMITE_TEXTO_AVISO,
  MENSAJES_SOLICITUD_DATOS,
  TIPOS_SOLICITUD_DATOS,
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
import { IsBoolean, IsIn, IsOptional, MaxLength } from 'class-validator';
import {
  ABooleano,
  IdAnulable,
  IdOpcional,
  NoVacio,
  OpcionalDe,
  Recortar,
  TextoObligatorio,
  TextoOpcional,
  TextoOpcionalHasta,
} from '../../common/dto';
import { ConsultaListaDto } from '../../common/paginacion';
import { FechaNegocio } from '../../common/validadores';

export class CrearSolicitudDto implements DatosSolicitud {
  @ApiProperty({ enum: TIPOS_SOLICITUD_DATOS })
  @IsIn(TIPOS_SOLICITUD_DATOS, { message: `El tipo debe ser uno de: ${TIPOS_SOLICITUD_DATOS.join(', ')}` })
  tipo!: TipoSolicitudDatos;

  @IdAnulable('El cliente no es válido', 'Cliente al que se refiere, si lo es')
  cliente?: string | null;

  @ApiProperty({ description: 'Nombre del titular' })
  @TextoObligatorio(120, 'El nombre del titular', MENSAJES_SOLICITUD_DATOS.titularObligatorio)
  titular!: string;

  @TextoOpcionalHasta(200, 'El contacto', { description: 'Teléfono, email o dirección para responder' })
  contacto?: string | null;

  @ApiProperty()
  @TextoObligatorio(4000, 'La descripción', MENSAJES_SOLICITUD_DATOS.descripcionObligatoria)
  descripcion!: string;

  @ApiPropertyOptional({ description: "'YYYY-MM-DD'; por defecto hoy" })
  @IsOptional()
  @FechaNegocio('La fecha de recibo debe ser una fecha válida (AAAA-MM-DD)')
  fechaRecibida?: string;
}

export class CambiarSolicitudDto implements CambioSolicitud {
  @OpcionalDe(ESTADOS_SOLICITUD_DATOS, `El estado debe ser uno de: ${ESTADOS_SOLICITUD_DATOS.join(', ')}`)
  estado?: EstadoSolicitudDatos;

  @TextoOpcionalHasta(4000, 'La respuesta')
  respuesta?: string | null;

  @ApiPropertyOptional({ enum: CANALES_RESPUESTA_SOLICITUD, nullable: true })
  @IsOptional()
  @TextoOpcional()
  @IsIn(CANALES_RESPUESTA_SOLICITUD, { message: 'El canal de respuesta debe ser email, sms o whatsapp' })
  canalRespuesta?: CanalRespuestaSolicitud | null;
}

export class ConsultaSolicitudesDto extends ConsultaListaDto implements ConsultaSolicitudes {
  @OpcionalDe(ESTADOS_SOLICITUD_DATOS, `El estado debe ser uno de: ${ESTADOS_SOLICITUD_DATOS.join(', ')}`)
  estado?: EstadoSolicitudDatos;

  @OpcionalDe(TIPOS_SOLICITUD_DATOS, `El tipo debe ser uno de: ${TIPOS_SOLICITUD_DATOS.join(', ')}`)
  tipo?: TipoSolicitudDatos;

  @IdOpcional('El cliente no es válido')
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
  @IdAnulable('El préstamo no es válido', 'Préstamo que se reportaría')
  prestamo?: string | null;

  @ApiProperty({ description: 'El texto enviado al cliente' })
  @TextoObligatorio(4000, 'El texto del aviso', 'El texto del aviso es obligatorio')
  plantilla!: string;

  @ApiProperty({ enum: CANALES_AVISO_PREVIO })
  @IsIn(CANALES_AVISO_PREVIO, { message: `El canal debe ser uno de: ${CANALES_AVISO_PREVIO.join(', ')}` })
  canal!: CanalAvisoPrevio;

  @ApiProperty({ description: "'YYYY-MM-DD'" })
  @FechaNegocio('La fecha de envío debe ser una fecha válida (AAAA-MM-DD)')
  fechaEnvio!: string;
}

export class ConsultaDatosPersonalesDto {
  @ApiPropertyOptional({ enum: ['json', 'pdf'], default: 'json' })
  @IsOptional()
  @IsIn(['json', 'pdf'], { message: 'El formato debe ser json o pdf' })
  formato?: 'json' | 'pdf';
}
