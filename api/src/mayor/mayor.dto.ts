import {
  CATALOGOS_CUENTAS,
  ESTILOS_REGIONALES,
  FORMATOS_EXPORTE_DIARIO,
  MENSAJES_EXPORTE_CONTABLE,
  FORMATOS_EXPORTE_CONTABLE,
  type CatalogoCuentas,
  type DatosEquivalenciaCuenta,
  type EstiloRegional,
  type FormatoExporteDiario,
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
import { ConsultaListaDto } from '../common/paginacion';
import { RangoFechasDto } from '../common/rango-fechas.dto';
import { Campo, FechaOpcional, OpcionalDe, Recortar } from '../common/dto';

/** Desde y hasta (fechas de negocio); sin ellas, el mes en curso. */
export class RangoContableDto extends RangoFechasDto implements RangoContable {}

/** GET /api/contabilidad/diario. */
export class ConsultaDiarioDto
  extends IntersectionType(ConsultaListaDto, RangoContableDto)
  implements ConsultaDiarioContable
{
  @ApiPropertyOptional({ example: '1105', description: 'Código de cuenta: también sus subcuentas' })
  @IsOptional()
  @Matches(/^[0-9]{1,16}$/, { message: MENSAJES_CONTABILIDAD.cuentaInvalida })
  cuenta?: string;

  @OpcionalDe(ORIGENES_ASIENTO, MENSAJES_CONTABILIDAD.origenInvalido)
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
  @FechaOpcional('2026-11-30', 'Sin fecha: hoy')
  fecha?: string;

  @OpcionalDe(PRESENTACIONES_INTERES_DIFERIDO, MENSAJES_POLITICAS.presentacionInvalida, {
    description:
      'Balance general: el interés diferido como pasivo (bruto) o restado de la cartera (neto); sin él, la política elegida',
  })
  interesDiferido?: PresentacionInteresDiferido;
}

/** El nombre de una cuenta contable: recortado, de 1 a 120 caracteres; cualquier falla dice `mensaje`. */
const NombreDeCuenta = (mensaje: string) =>
  Campo(
    Recortar(),
    IsString({ message: mensaje }),
    MinLength(1, { message: mensaje }),
    MaxLength(120, { message: mensaje }),
  );

/** PUT /api/contabilidad/cuentas/:id. */
export class CuentaContableDto implements DatosCuentaContable {
  @ApiPropertyOptional({ example: '110505' })
  @IsOptional()
  @Matches(/^[0-9]{1,16}$/, { message: MENSAJES_CONTABILIDAD.codigoCuentaInvalido })
  codigo?: string;

  @ApiPropertyOptional({ example: 'Caja general' })
  @IsOptional()
  @NombreDeCuenta(MENSAJES_CONTABILIDAD.nombreCuentaInvalido)
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

/** El diario para el programa contable: ?desde&hasta&formato=csv|xlsx|siigo|worldoffice&cuentas&regional. */
export class ExporteDiarioDto extends RangoContableDto {
  @ApiProperty({ enum: FORMATOS_EXPORTE_DIARIO })
  @IsIn(FORMATOS_EXPORTE_DIARIO, { message: MENSAJES_EXPORTE_CONTABLE.formatoDiario })
  formato!: FormatoExporteDiario;

  @OpcionalDe(CATALOGOS_CUENTAS, MENSAJES_EXPORTE_CONTABLE.catalogo, {
    default: 'cartera',
    description: 'Códigos de Cartera, del PUC comercial (Decreto 2650 de 1993) o del CUIF',
  })
  cuentas?: CatalogoCuentas;

  @OpcionalDe(ESTILOS_REGIONALES, MENSAJES_EXPORTE_CONTABLE.regional, {
    default: 'iso',
    description: 'CSV: fechas 2026-11-30 y punto decimal (iso) o 30/11/2026 y coma decimal (es-CO)',
  })
  regional?: EstiloRegional;
}

const CodigoEquivalente = () =>
  Matches(/^[0-9]{1,16}$/, { message: MENSAJES_EXPORTE_CONTABLE.codigoEquivalente });
const NombreEquivalente = () => NombreDeCuenta(MENSAJES_EXPORTE_CONTABLE.nombreEquivalente);

/** PUT /api/contabilidad/equivalencias/:id: el código y el nombre en el PUC comercial y en el CUIF. */
export class EquivalenciaCuentaDto implements DatosEquivalenciaCuenta {
  @ApiProperty({ example: '130505' })
  @CodigoEquivalente()
  codigoPuc!: string;

  @ApiProperty({ example: 'Clientes — nacionales' })
  @NombreEquivalente()
  nombrePuc!: string;

  @ApiProperty({ example: '141105' })
  @CodigoEquivalente()
  codigoCuif!: string;

  @ApiProperty({ example: 'Cartera de consumo — capital' })
  @NombreEquivalente()
  nombreCuif!: string;
}
