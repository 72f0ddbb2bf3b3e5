import {
  MENSAJES,
  FORMATOS_EXPORTE_CONTABLE,
  MENSAJES_CONTABILIDAD,
  MENSAJES_POLITICAS,
  ORIGENES_ASIENTO,
  PRESENTACIONES_INTERES_DIFERIDO,
  type PresentacionInteresDiferido,
  type FormatoExporteContable,
  type ConsultaDiarioContable,
  type DatosCuentaContable,
  type OrigenAsiento,
  type RangoContable,
} from '@cartera/dominio';
import { ApiProperty, ApiPropertyOptional, IntersectionType } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsIn, IsOptional, IsString, Matches, MaxLength, MinLength } from 'class-validator';
import { ConsultaListaDto } from '../../common/paginacion';
import { FechaNegocio } from '../../cartera/validadores';

/** Desde y hasta (fechas de negocio); sin ellas, el mes en curso. */
export class RangoContableDto implements RangoContable {
  @ApiPropertyOptional({ example: '2026-11-01' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  desde?: string;

  @ApiPropertyOptional({ example: '2026-11-30' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  hasta?: string;
}

/** GET /api/contabilidad/diario. */
export class ConsultaDiarioDto
  extends IntersectionType(ConsultaListaDto, RangoContableDto)
  implements ConsultaDiarioContable
{
  @ApiPropertyOptional({ example: '1105', description: 'Código de cuenta: también sus subcuentas' })
  @IsOptional()
  @Matches(/^[0-9]{1,16}$/, { message: MENSAJES_CONTABILIDAD.cuentaInvalida })
  cuenta?: string;

  @ApiPropertyOptional({ enum: ORIGENES_ASIENTO })
  @IsOptional()
  @IsIn(ORIGENES_ASIENTO, { message: MENSAJES_CONTABILIDAD.origenInvalido })
  origen?: OrigenAsiento;

  @ApiPropertyOptional({ description: 'Nombre o cédula del cliente, o nombre del cobrador' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MENSAJES_CONTABILIDAD.terceroLargo })
  @MaxLength(100, { message: MENSAJES_CONTABILIDAD.terceroLargo })
  tercero?: string;
}

/** GET /api/contabilidad/balance-general. */
export class FechaContableDto {
  @ApiPropertyOptional({ example: '2026-11-30', description: 'Sin fecha: hoy' })
  @IsOptional()
  @FechaNegocio(MENSAJES.fechaInvalida)
  fecha?: string;

  @ApiPropertyOptional({
    enum: PRESENTACIONES_INTERES_DIFERIDO,
    description: 'Balance general: el interés diferido como pasivo (bruto) o restado de la cartera (neto); sin él, la política elegida',
  })
  @IsOptional()
  @IsIn(PRESENTACIONES_INTERES_DIFERIDO, { message: MENSAJES_POLITICAS.presentacionInvalida })
  interesDiferido?: PresentacionInteresDiferido;
}

/** PUT /api/contabilidad/cuentas/:id. */
export class CuentaContableDto implements DatosCuentaContable {
  @ApiPropertyOptional({ example: '110505' })
  @IsOptional()
  @Matches(/^[0-9]{1,16}$/, { message: MENSAJES_CONTABILIDAD.codigoCuentaInvalido })
  codigo?: string;

  @ApiPropertyOptional({ example: 'Caja general' })
  @IsOptional()
  @Transform(({ value }) => (typeof value === 'string' ? value.trim() : value))
  @IsString({ message: MENSAJES_CONTABILIDAD.nombreCuentaInvalido })
  @MinLength(1, { message: MENSAJES_CONTABILIDAD.nombreCuentaInvalido })
  @MaxLength(120, { message: MENSAJES_CONTABILIDAD.nombreCuentaInvalido })
  nombre?: string;
}

const Formato = () => IsIn(FORMATOS_EXPORTE_CONTABLE, { message: MENSAJES_CONTABILIDAD.formatoInvalido });

/** Los exportes de un periodo: ?desde&hasta&formato=csv|xlsx. */
export class ExporteRangoDto extends RangoContableDto {
  @ApiProperty({ enum: FORMATOS_EXPORTE_CONTABLE })
  @Formato()
  formato!: FormatoExporteContable;
}

/** El exporte del balance general: ?fecha&formato=csv|xlsx. */
export class ExporteFechaDto extends FechaContableDto {
  @ApiProperty({ enum: FORMATOS_EXPORTE_CONTABLE })
  @Formato()
  formato!: FormatoExporteContable;
}
