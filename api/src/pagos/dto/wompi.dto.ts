import { MENSAJES_PAGOS } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { IsNotEmpty, IsString, IsUUID, Length } from 'class-validator';

/** Cuerpo de PUT /api/pagos/proveedores/wompi. El secreto se guarda y nunca se devuelve. */
export class ProveedorWompiDto {
  @ApiProperty({ writeOnly: true, description: 'El secreto de eventos de Wompi (panel de comercios › Desarrolladores)' })
  @IsString({ message: MENSAJES_PAGOS.secretoInvalido })
  @Length(8, 200, { message: MENSAJES_PAGOS.secretoInvalido })
  secretoEventos!: string;

  @ApiProperty({ format: 'uuid', description: 'La cuenta de recaudo donde entra lo que Wompi aprueba' })
  @IsNotEmpty({ message: MENSAJES_PAGOS.cuentaObligatoria })
  @IsUUID('all', { message: MENSAJES_PAGOS.cuentaObligatoria })
  cuenta!: string;
}
