import {
  ESTADOS_PRESTAMO,
  MENSAJES,
  MENSAJES_USURA,
  MODALIDADES,
  ORDENES_PRESTAMOS,
  TIPOS_CREDITO,
  type TipoCredito,
  type ConsultaPrestamos,
  type EstadoPrestamo,
  type Modalidad,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform, Type } from 'class-transformer';
import { IsIn, IsNumber, IsOptional, Max, Min } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';
import { Campo, FechaOpcional, IdOpcional, OpcionalDe } from '../../common/dto';

const MENSAJE_TASA_FILTRO = 'La tasa efectiva anual del filtro debe ser un porcentaje EA mayor o igual a 0';

/** Un extremo del filtro por tasa efectiva anual: un porcentaje EA de 0 en adelante. */
const TasaDelFiltro = (ejemplo: number, descripcion: string) =>
  Campo(
    ApiPropertyOptional({ example: ejemplo, description: descripcion }),
    IsOptional(),
    Type(() => Number),
    IsNumber({ allowNaN: false, allowInfinity: false }, { message: MENSAJE_TASA_FILTRO }),
    Min(0, { message: MENSAJE_TASA_FILTRO }),
    Max(1e12, { message: MENSAJE_TASA_FILTRO }),
  );

/** Parámetros de GET /api/prestamos. */
export class ConsultaPrestamosDto extends ConsultaListaDto implements ConsultaPrestamos {
  @ApiPropertyOptional({
    enum: ['createdAt_desc', ...ORDENES_PRESTAMOS.filter((o) => o !== 'createdAt_desc'), 'estado'],
  })
  @Transform(({ value }) => (value === 'estado' ? 'estado_asc' : value))
  @IsOptional()
  @IsIn(ORDENES_PRESTAMOS, { message: `El orden debe ser uno de: ${ORDENES_PRESTAMOS.join(', ')}, estado` })
  override sort?: string = undefined;

  @OpcionalDe(ESTADOS_PRESTAMO, MENSAJES.estadoPrestamoInvalido)
  estado?: EstadoPrestamo;

  @IdOpcional('El cobrador no es válido', 'Id del cobrador del préstamo')
  cobrador?: string;

  @IdOpcional('El cliente no es válido', 'Id del cliente')
  cliente?: string;

  @OpcionalDe(MODALIDADES, MENSAJES.modalidadInvalida)
  modalidad?: Modalidad;

  @FechaOpcional('2026-11-01', 'Fecha del préstamo desde (incluida)')
  fechaDesde?: string;

  @FechaOpcional('2026-11-30', 'Fecha del préstamo hasta (incluida)')
  fechaHasta?: string;

  @TasaDelFiltro(30, 'Tasa efectiva anual mínima (% EA, incluida)')
  tasaEfectivaMin?: number;

  @TasaDelFiltro(1000, 'Tasa efectiva anual máxima (% EA, incluida)')
  tasaEfectivaMax?: number;

  @OpcionalDe(TIPOS_CREDITO, MENSAJES_USURA.tipoCreditoInvalido)
  tipoCredito?: TipoCredito;
}
