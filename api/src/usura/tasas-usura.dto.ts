import { MENSAJES_USURA, TIPOS_CREDITO, validarTasaUsura, type DatosTasaUsura, type TipoCredito } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { ValidateBy, type ValidationArguments } from 'class-validator';
import { FechaNegocio } from '../common/validadores';

/** Valida un campo con `validarTasaUsura` de @cartera/dominio sobre el cuerpo entero: el formulario dice lo mismo. */
function CampoTasaUsura(campo: keyof DatosTasaUsura): PropertyDecorator {
  const error = (argumentos?: ValidationArguments) =>
    argumentos ? validarTasaUsura(argumentos.object)[campo] : undefined;
  return ValidateBy({
    name: 'tasaUsura',
    validator: {
      validate: (_valor: unknown, argumentos?: ValidationArguments) => !error(argumentos),
      defaultMessage: (argumentos?: ValidationArguments) => error(argumentos) ?? MENSAJES_USURA.tasaRango,
    },
  });
}

/** Cuerpo de POST y PUT /api/configuracion/tasas-usura. */
export class TasaUsuraDto implements DatosTasaUsura {
  @ApiProperty({ enum: TIPOS_CREDITO })
  @CampoTasaUsura('tipoCredito')
  tipoCredito!: TipoCredito;

  @ApiProperty({ example: 28.5, description: 'Tasa de usura EA certificada, en porcentaje (0 a 1000)' })
  @CampoTasaUsura('tasa')
  tasa!: number;

  @ApiProperty({ example: '2026-11-01' })
  @CampoTasaUsura('desde')
  @FechaNegocio()
  desde!: string;

  @ApiProperty({ example: '2026-11-30' })
  @CampoTasaUsura('hasta')
  @FechaNegocio()
  hasta!: string;

  @ApiProperty({ example: 'Resolución 1234 de 2026' })
  @CampoTasaUsura('resolucion')
  resolucion!: string;
}
