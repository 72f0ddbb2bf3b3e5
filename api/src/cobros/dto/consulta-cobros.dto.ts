import { MENSAJES, ORDENES_COBROS, type ConsultaCobros } from '@cartera/dominio';
import { ConsultaListaDto } from '../../common/paginacion';
import { FechaOpcional, IdOpcional, OpcionalDe } from '../../common/dto';

/** Parámetros de GET /api/cobros. `search` busca por cliente (nombre o cédula) y número de préstamo. */
export class ConsultaCobrosDto extends ConsultaListaDto implements ConsultaCobros {
  @OpcionalDe(ORDENES_COBROS, `El orden debe ser uno de: ${ORDENES_COBROS.join(', ')}`, {
    default: 'fecha_desc',
  })
  override sort?: string = undefined;

  @IdOpcional('El cobrador no es válido')
  cobrador?: string;

  @IdOpcional(MENSAJES.seleccionaPrestamo)
  prestamo?: string;

  @FechaOpcional('2026-11-01')
  fechaDesde?: string;

  @FechaOpcional('2026-11-30')
  fechaHasta?: string;
}
