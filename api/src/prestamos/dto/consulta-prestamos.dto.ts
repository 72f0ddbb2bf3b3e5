import {
  ESTADOS_PRESTAMO,
  MENSAJES,
  MENSAJES_USURA,
  MODALIDADES,
  ORDENES_PRESTAMOS,
  TIPOS_CREDITO,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { FechaOpcional, IdOpcional, Opcional, OpcionalDe, Parametros, campo } from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';
import { FiltroOficina } from '../../oficinas/dto/oficina.dto';

const MENSAJE_TASA_FILTRO = 'La tasa efectiva anual del filtro debe ser un porcentaje EA mayor o igual a 0';

/** Un extremo del filtro por tasa efectiva anual: un porcentaje EA de 0 en adelante. */
const TasaDelFiltro = (example: number, description: string) =>
  Opcional(
    campo<number>({
      example,
      description,
      type: 'number',
      minimum: 0,
      maximum: 1e12,
      'x-mensajes': { type: MENSAJE_TASA_FILTRO, minimum: MENSAJE_TASA_FILTRO, maximum: MENSAJE_TASA_FILTRO },
    }),
  );

const MENSAJE_ORDEN = `El orden debe ser uno de: ${ORDENES_PRESTAMOS.join(', ')}, estado`;

/** Parámetros de GET /api/prestamos. */
export const EsquemaConsultaPrestamos = Parametros({
  ...PAGINACION,
  // 'estado' es 'estado_asc' (el orden que la pantalla pide por su nombre corto).
  sort: Opcional(
    campo<string>({
      example: 'createdAt_desc',
      type: 'string',
      enum: ['createdAt_desc', ...ORDENES_PRESTAMOS.filter((orden) => orden !== 'createdAt_desc'), 'estado'],
      'x-normalizar': (valor) => (valor === 'estado' ? 'estado_asc' : valor),
      'x-regla': (valor) => (ORDENES_PRESTAMOS.some((orden) => orden === valor) ? null : MENSAJE_ORDEN),
    }),
  ),
  estado: OpcionalDe(ESTADOS_PRESTAMO, MENSAJES.estadoPrestamoInvalido),
  cobrador: IdOpcional('El cobrador no es válido', 'Id del cobrador del préstamo'),
  cliente: IdOpcional('El cliente no es válido', 'Id del cliente'),
  modalidad: OpcionalDe(MODALIDADES, MENSAJES.modalidadInvalida),
  fechaDesde: FechaOpcional('2026-11-01', 'Fecha del préstamo desde (incluida)'),
  fechaHasta: FechaOpcional('2026-11-30', 'Fecha del préstamo hasta (incluida)'),
  tasaEfectivaMin: TasaDelFiltro(30, 'Tasa efectiva anual mínima (% EA, incluida)'),
  tasaEfectivaMax: TasaDelFiltro(1000, 'Tasa efectiva anual máxima (% EA, incluida)'),
  tipoCredito: OpcionalDe(TIPOS_CREDITO, MENSAJES_USURA.tipoCreditoInvalido),
  oficina: FiltroOficina(),
});
export type ConsultaPrestamosDto = Static<typeof EsquemaConsultaPrestamos>;
