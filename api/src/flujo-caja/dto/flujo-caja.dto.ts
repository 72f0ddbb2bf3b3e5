import {
  CATEGORIAS_MOVIMIENTO,
  CATEGORIAS_MOVIMIENTO_CAJA,
  ORDENES_MOVIMIENTOS_CAJA,
  PERIODOS_FLUJO,
  TIPOS_MOVIMIENTO_CAJA,
  MENSAJES_OFICINAS,
  MENSAJES_PROVEEDOR,
  validarNit,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  De,
  Entrada,
  FechaObligatoria,
  FechaOpcional,
  IdOpcional,
  MontoPago,
  Opcional,
  OpcionalDe,
  Parametros,
  TextoExigido,
  campo,
} from '../../common/campos';
import { PAGINACION } from '../../common/paginacion';
import { FiltroOficina } from '../../oficinas/dto/oficina.dto';

/** GET /api/flujo-caja y sus exportes. Sin fechas: los últimos 30 días (Bogotá). */
export const EsquemaConsultaFlujoCaja = Parametros({
  periodo: OpcionalDe(PERIODOS_FLUJO, `El periodo debe ser uno de: ${PERIODOS_FLUJO.join(', ')}`, {
    default: 'diario',
  }),
  desde: FechaOpcional('2026-01-01'),
  hasta: FechaOpcional('2026-12-31'),
  diasProyeccion: Opcional(
    campo<number>({
      minimum: 1,
      maximum: 366,
      default: 30,
      description: 'Días de proyección desde hoy',
      type: 'integer',
      'x-mensajes': {
        type: 'Los días de proyección deben ser un número entero',
        minimum: 'Los días de proyección deben ser al menos 1',
        maximum: 'Los días de proyección no pueden superar 366',
      },
    }),
  ),
  oficina: FiltroOficina(),
});
export type ConsultaFlujoCajaDto = Static<typeof EsquemaConsultaFlujoCaja>;

const MENSAJE_TIPO = 'El tipo debe ser ingreso o egreso';

/** GET /api/flujo-caja/movimientos. */
export const EsquemaConsultaMovimientos = Parametros({
  ...PAGINACION,
  // El OpenAPI lo dice texto (como la pantalla lo envía); la lista se comprueba aquí.
  sort: Opcional(
    campo<string>({
      example: 'fecha_desc',
      type: 'string',
      'x-regla': (valor: unknown) =>
        ORDENES_MOVIMIENTOS_CAJA.some((orden) => orden === valor)
          ? null
          : `El orden debe ser uno de: ${ORDENES_MOVIMIENTOS_CAJA.join(', ')}`,
    }),
  ),
  tipo: OpcionalDe(TIPOS_MOVIMIENTO_CAJA, MENSAJE_TIPO),
  categoria: OpcionalDe(
    CATEGORIAS_MOVIMIENTO_CAJA,
    `La categoría debe ser una de: ${CATEGORIAS_MOVIMIENTO_CAJA.join(', ')}`,
  ),
  desde: FechaOpcional('2026-11-01'),
  hasta: FechaOpcional('2026-11-30'),
  oficina: FiltroOficina(),
});
export type ConsultaMovimientosDto = Static<typeof EsquemaConsultaMovimientos>;

/** POST y PUT /api/flujo-caja/movimientos: todos los campos obligatorios. */
export const EsquemaCuerpoMovimientoCaja = Entrada('MovimientoCajaDto', {
  fecha: FechaObligatoria(),
  tipo: De(TIPOS_MOVIMIENTO_CAJA, MENSAJE_TIPO),
  categoria: De(
    CATEGORIAS_MOVIMIENTO,
    'La categoría debe ser gastos, comisiones, otros, capital, banco o prestamo_recibido',
  ),
  concepto: TextoExigido(200, 'El concepto', 'El concepto es obligatorio', {
    example: 'Arriendo de la oficina',
  }),
  monto: MontoPago({ example: 150000, description: 'Pesos enteros, mayor que 0' }),
  /** A quién se pagó un egreso (con su NIT): el tercero del comprobante en el exporte contable. */
  proveedorNombre: Opcional(
    campo<string | null>({
      example: 'Papelería El Centro S.A.S.',
      nullable: true,
      type: 'string',
      minLength: 1,
      maxLength: 120,
      'x-normalizar': 'vacioEsNulo',
      'x-mensajes': {
        type: MENSAJES_PROVEEDOR.nombreLargo,
        minLength: MENSAJES_PROVEEDOR.nombreLargo,
        maxLength: MENSAJES_PROVEEDOR.nombreLargo,
      },
    }),
  ),
  proveedorNit: Opcional(
    campo<string | null>({
      example: '890903938-8',
      nullable: true,
      description: 'NIT con su dígito de verificación',
      type: 'string',
      'x-normalizar': 'vacioEsNulo',
      'x-regla': (valor: unknown) =>
        typeof valor === 'string' && validarNit(valor) === null
          ? null
          : (validarNit(typeof valor === 'string' ? valor : '') ?? 'NIT inválido'),
    }),
  ),
  oficina: IdOpcional(
    MENSAJES_OFICINAS.oficinaNoExiste,
    'La oficina del movimiento (docs/decisiones/libros-por-oficina.md): obligatoria para quien tiene varias; ' +
      'ausente, la única posible (al corregirlo, la que tenía)',
  ),
});
export type MovimientoCajaDto = Static<typeof EsquemaCuerpoMovimientoCaja>;
