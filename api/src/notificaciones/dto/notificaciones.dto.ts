import {
  CATEGORIAS_NOTIFICACION,
  ESTADOS_DESTINATARIO,
  ESTADOS_NOTIFICACION,
  FILTROS_ESTADO_CLIENTES,
  MENSAJES,
  TIPOS_DESTINATARIOS,
  TIPOS_NOTIFICACION,
  type CategoriaNotificacionCentro,
  type ConsultaNotificaciones,
  type DatosEnvioNotificacion,
  type EstadoDestinatario,
  type EstadoNotificacion,
  type FiltroEstadoClientes,
  type TipoDestinatarios,
  type TipoNotificacion,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import {
  ArrayMaxSize,
  IsArray,
  IsBoolean,
  IsIn,
  IsNotEmpty,
  IsOptional,
  IsUUID,
} from 'class-validator';
import { FechaNegocio, InstanteRecibido } from '../../common/validadores';
import { ConsultaListaDto } from '../../common/paginacion';
import { Campo, IdOpcional, OpcionalDe, TextoExigido } from '../../common/dto';

const lista = (valores: readonly string[]) => valores.join(', ');

/** Los destinatarios elegidos uno por uno: una lista de hasta 1000 ids. */
const IdsElegidos = (mensajes: { lista: string; tope: string; invalido: string }) =>
  Campo(
    ApiPropertyOptional({ type: [String], format: 'uuid' }),
    IsOptional(),
    IsArray({ message: mensajes.lista }),
    ArrayMaxSize(1000, { message: mensajes.tope }),
    IsUUID('all', { each: true, message: mensajes.invalido }),
  );

/** Filtros del historial y de las estadísticas, aplicados en el servidor. */
export class FiltrosNotificacionesDto extends ConsultaListaDto implements ConsultaNotificaciones {
  @OpcionalDe(TIPOS_NOTIFICACION, `El tipo debe ser uno de: ${lista(TIPOS_NOTIFICACION)}`)
  tipo?: TipoNotificacion;

  @OpcionalDe(ESTADOS_NOTIFICACION, `El estado debe ser uno de: ${lista(ESTADOS_NOTIFICACION)}`)
  estado?: EstadoNotificacion;

  @OpcionalDe(CATEGORIAS_NOTIFICACION, `La categoría debe ser una de: ${lista(CATEGORIAS_NOTIFICACION)}`)
  categoria?: CategoriaNotificacionCentro;

  @ApiPropertyOptional({
    example: '2026-11-01',
    description: 'Desde esta fecha de creación (Bogotá), incluida',
  })
  @IsOptional()
  @FechaNegocio('La fecha inicial no es válida')
  desde?: string;

  @ApiPropertyOptional({
    example: '2026-11-30',
    description: 'Hasta esta fecha de creación (Bogotá), incluida',
  })
  @IsOptional()
  @FechaNegocio('La fecha final no es válida')
  hasta?: string;
}

/** GET /api/notificaciones/{id}/destinatarios. */
export class ConsultaDestinatariosDto extends ConsultaListaDto {
  @OpcionalDe(ESTADOS_DESTINATARIO, `El estado debe ser uno de: ${lista(ESTADOS_DESTINATARIO)}`)
  estado?: EstadoDestinatario;
}

/** POST /api/notificaciones: enviar ya o programar un mensaje a clientes elegidos, a un grupo o a usuarios. */
export class EnviarNotificacionDto implements DatosEnvioNotificacion {
  @ApiProperty({ enum: TIPOS_NOTIFICACION })
  @IsNotEmpty({ message: MENSAJES.camposObligatorios })
  @IsIn(TIPOS_NOTIFICACION, { message: `El tipo debe ser uno de: ${lista(TIPOS_NOTIFICACION)}` })
  tipo!: TipoNotificacion;

  @ApiProperty({ enum: CATEGORIAS_NOTIFICACION })
  @IsNotEmpty({ message: MENSAJES.camposObligatorios })
  @IsIn(CATEGORIAS_NOTIFICACION, {
    message: `La categoría debe ser una de: ${lista(CATEGORIAS_NOTIFICACION)}`,
  })
  categoria!: CategoriaNotificacionCentro;

  @ApiProperty({ description: 'Título o asunto; admite variables {{...}}' })
  @TextoExigido(200, 'El título', MENSAJES.camposObligatorios)
  titulo!: string;

  @ApiProperty({ description: 'Mensaje; admite variables {{...}}' })
  @TextoExigido(2000, 'El mensaje', MENSAJES.camposObligatorios)
  mensaje!: string;

  @ApiPropertyOptional({ type: String, format: 'uuid', nullable: true })
  @IsOptional()
  @IsUUID('all', { message: 'La plantilla no es válida' })
  plantillaId?: string | null;

  @ApiProperty({
    enum: TIPOS_DESTINATARIOS,
    description: 'clientes (clienteIds), filtro (filtroEstado, filtroCobradorId) o usuarios (usuarioIds)',
  })
  @IsNotEmpty({ message: MENSAJES.camposObligatorios })
  @IsIn(TIPOS_DESTINATARIOS, { message: `Los destinatarios deben ser: ${lista(TIPOS_DESTINATARIOS)}` })
  destinatarios!: TipoDestinatarios;

  @IdsElegidos({
    lista: 'Los clientes deben ser una lista',
    tope: 'No se pueden elegir más de 1000 clientes; use un filtro',
    invalido: 'Algún cliente no es válido',
  })
  clienteIds?: string[];

  @IdsElegidos({
    lista: 'Los usuarios deben ser una lista',
    tope: 'No se pueden elegir más de 1000 usuarios',
    invalido: 'Algún usuario no es válido',
  })
  usuarioIds?: string[];

  @OpcionalDe(
    FILTROS_ESTADO_CLIENTES,
    `El filtro de estado debe ser uno de: ${lista(FILTROS_ESTADO_CLIENTES)}`,
    { description: "Estado del préstamo del grupo ('todos' = clientes activos)" },
  )
  filtroEstado?: FiltroEstadoClientes;

  @IdOpcional('El cobrador no es válido')
  filtroCobradorId?: string;

  @ApiPropertyOptional({ example: '2026-12-01T13:00:00.000Z', description: 'Fecha y hora futura de envío' })
  @IsOptional()
  @InstanteRecibido('La fecha programada no es válida')
  programada?: string;
}

/** GET /api/notificaciones/bandeja. */
export class ConsultaBandejaDto extends ConsultaListaDto {
  @ApiPropertyOptional({ description: 'Sólo las no leídas' })
  @IsOptional()
  @Type(() => String)
  @Transform(({ value }) =>
    value === 'true' || value === true ? true : value === 'false' || value === false ? false : value,
  )
  @IsBoolean({ message: 'noLeidas debe ser true o false' })
  noLeidas?: boolean;
}

/** POST /api/notificaciones/recordatorios: corre ya el trabajo diario de recordatorios (para una fecha de vencimiento). */
export class EjecutarRecordatoriosDto {
  @ApiPropertyOptional({
    example: '2026-11-24',
    description: 'Fecha de vencimiento de las cuotas; por defecto, mañana (Bogotá)',
  })
  @IsOptional()
  @FechaNegocio()
  fecha?: string;
}
