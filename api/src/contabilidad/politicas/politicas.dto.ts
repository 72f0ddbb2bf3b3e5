import {
  BANDAS_DETERIORO,
  BASES_INGRESO,
  DIAS_SUSPENSION_CAUSACION_DEFECTO,
  DIAS_SUSPENSION_CAUSACION_MAXIMO,
  MENSAJES_POLITICAS,
  validarDiasSuspension,
  validarPorcentajesDeterioro,
  type BaseIngreso,
  type CambiosPoliticasContables,
  type PorcentajesDeterioro,
} from '@cartera/dominio';
import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsIn } from 'class-validator';
import { FechaOpcional } from '../../common/dto';
import { CumpleRegla, SiViene } from '../../common/validadores';

/** PUT /api/contabilidad/politicas: cada ajuste es opcional; lo que no viene no cambia. */
export class PoliticasContablesDto implements CambiosPoliticasContables {
  @ApiPropertyOptional({
    enum: BASES_INGRESO,
    description: 'El interés pactado es ingreso cuando se cobra o día a día',
  })
  @SiViene()
  @IsIn(BASES_INGRESO, { message: MENSAJES_POLITICAS.baseInvalida })
  baseIngresos?: BaseIngreso;

  @ApiPropertyOptional({
    type: 'integer',
    minimum: 1,
    maximum: DIAS_SUSPENSION_CAUSACION_MAXIMO,
    example: DIAS_SUSPENSION_CAUSACION_DEFECTO,
    description: 'En causación, un préstamo con más de estos días de atraso deja de causar y devuelve lo causado',
  })
  @SiViene()
  @CumpleRegla('diasSuspensionCausacion', validarDiasSuspension)
  diasSuspensionCausacion?: number;

  @FechaOpcional('2026-12-01', 'Desde qué día rigen la base y los días de suspensión que vienen; sin fecha: hoy')
  vigenteDesde?: string;

  @ApiPropertyOptional({ description: 'El balance general resta el interés diferido de la cartera' })
  @SiViene()
  @IsBoolean({ message: MENSAJES_POLITICAS.netoInvalido })
  interesDiferidoNeto?: boolean;

  @ApiPropertyOptional({ description: 'El barrido provisiona el deterioro el último día de cada mes' })
  @SiViene()
  @IsBoolean({ message: MENSAJES_POLITICAS.deterioroInvalido })
  deterioroActivo?: boolean;

  @ApiPropertyOptional({
    type: 'object',
    properties: Object.fromEntries(
      BANDAS_DETERIORO.map((banda) => [banda.clave, { type: 'number', minimum: 0, maximum: 100 } as const]),
    ),
    example: { al_dia: 0, '1-8': 5, '9-15': 20, '16-30': 50, '31+': 100 },
    description:
      'Porcentaje del capital de cada edad de mora que se provisiona (0 a 100, sin bajar con la mora)',
  })
  @SiViene()
  @CumpleRegla('porcentajesDeterioro', validarPorcentajesDeterioro)
  porcentajesDeterioro?: PorcentajesDeterioro;
}

/** GET y POST /api/contabilidad/deterioro: la fecha (hoy si no viene). */
export class DeterioroDto {
  @FechaOpcional('2026-11-30', 'Sin fecha: hoy')
  fecha?: string;
}
