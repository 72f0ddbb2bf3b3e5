import { errorCierre, hoyBogota, type DatosCierrePeriodos } from '@cartera/dominio';
import { ApiProperty } from '@nestjs/swagger';
import { CumpleRegla } from '../common/validadores';

/** PUT /api/contabilidad/cierre: la misma regla y las mismas palabras que la pantalla (errorCierre de dominio). */
export class CierrePeriodosDto implements DatosCierrePeriodos {
  @ApiProperty({
    example: '2026-10-31',
    nullable: true,
    type: String,
    description: 'Último día de un mes terminado; una fecha anterior a la actual o null reabre',
  })
  @CumpleRegla('cierre', (valor) => errorCierre(valor, hoyBogota()))
  cerradoHasta!: string | null;
}
