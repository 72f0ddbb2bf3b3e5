import { FechaOpcional as FechaOpcionalDeEntrada } from './campos';
import { FechaOpcional } from './dto';

/**
 * Desde y hasta, fechas de negocio opcionales, de una consulta por rango (caja, libro mayor): sin ellas, el servicio
 * elige el rango por omisión de su pantalla.
 */
export class RangoFechasDto {
  @FechaOpcional('2026-11-01')
  desde?: string;

  @FechaOpcional('2026-11-30')
  hasta?: string;
}

/** Desde y hasta como campos de una consulta (`Parametros({ ...RANGO_FECHAS, … })`). */
export const RANGO_FECHAS = {
  desde: FechaOpcionalDeEntrada('2026-11-01'),
  hasta: FechaOpcionalDeEntrada('2026-11-30'),
};
