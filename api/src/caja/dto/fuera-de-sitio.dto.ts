import { type ConsultaFueraDeSitio } from '@cartera/dominio';
import { FechaOpcional, IdOpcional } from '../../common/dto';

/** GET /api/caja/fuera-de-sitio. Sin fechas: los últimos 7 días; hasta DIAS_MAXIMOS_FUERA_DE_SITIO. */
export class ConsultaFueraDeSitioDto implements ConsultaFueraDeSitio {
  @FechaOpcional('2026-11-20')
  desde?: string;

  @FechaOpcional('2026-11-26')
  hasta?: string;

  @IdOpcional('El cobrador no es válido', 'Un cobrador sólo consulta los suyos')
  cobrador?: string;
}
