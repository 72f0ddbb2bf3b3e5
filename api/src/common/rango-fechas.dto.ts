import { FechaOpcional } from './campos';

/**
 * Desde y hasta, fechas de negocio opcionales, de una consulta por rango (caja, libro mayor): sin ellas, el servicio
 * elige el rango por omisión de su pantalla. Campos de una consulta: `Parametros({ ...RANGO_FECHAS, … })`.
 */
export const RANGO_FECHAS = {
  desde: FechaOpcional('2026-11-01'),
  hasta: FechaOpcional('2026-11-30'),
};
