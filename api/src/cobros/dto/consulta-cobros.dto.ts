import { MENSAJES, ORDENES_COBROS } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { FechaOpcional, IdOpcional, Parametros } from '../../common/campos';
import { PAGINACION, ordenDe } from '../../common/paginacion';
import { FiltroOficina } from '../../oficinas/dto/oficina.dto';

/** Parámetros de GET /api/cobros. `search` busca por cliente (nombre o cédula) y número de préstamo. */
export const EsquemaConsultaCobros = Parametros({
  ...PAGINACION,
  sort: ordenDe(ORDENES_COBROS, 'fecha_desc'),
  cobrador: IdOpcional('El cobrador no es válido'),
  prestamo: IdOpcional(MENSAJES.seleccionaPrestamo),
  fechaDesde: FechaOpcional('2026-11-01'),
  fechaHasta: FechaOpcional('2026-11-30'),
  oficina: FiltroOficina(),
});
export type ConsultaCobrosDto = Static<typeof EsquemaConsultaCobros>;
