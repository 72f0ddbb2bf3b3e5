import {
  MENSAJES,
  MENSAJES_USURA,
  MODALIDADES,
  TIPOS_AMORTIZACION,
  TIPOS_CREDITO,
  type Modalidad,
  type TipoAmortizacion,
} from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import {
  Entrada,
  FechaOpcional,
  IdObligatorio,
  Opcional,
  OpcionalDe,
  SiViene,
  campo,
} from '../../common/campos';
import { reglaDePlazo, reglasDeTerminos, TERMINOS_SIN_MONTO } from './terminos';

/**
 * Las condiciones del préstamo que el alta, la vista previa y el reenganche declaran igual (sin `monto`). Las valida
 * `reglasDeTerminos` sobre el cuerpo completo (las reglas de §5, con los valores por defecto de §9), no su tipo.
 */
export const TERMINOS = {
  interes: SiViene(
    campo<number>({
      type: 'number',
      example: 10,
      description: 'Interés % total sobre el capital (por defecto 10)',
    }),
  ),
  cuotas: SiViene(
    campo<number>({ type: 'number', example: 30, description: 'Número de cuotas (por defecto 30)' }),
  ),
  plazo: Opcional(
    campo<number>({
      type: 'number',
      deprecated: true,
      description: 'Nombre antiguo de `cuotas`',
      'x-regla': reglaDePlazo,
    }),
  ),
  modalidad: SiViene(campo<Modalidad>({ type: 'string', enum: [...MODALIDADES], default: 'semanal' })),
  tipoAmortizacion: SiViene(
    campo<TipoAmortizacion>({ type: 'string', enum: [...TIPOS_AMORTIZACION], default: 'capital_final' }),
  ),
  fechaInicio: SiViene(
    campo<string>({ type: 'string', example: '2026-11-22', description: 'Por defecto hoy (Bogotá)' }),
  ),
  fechaPrimerPago: SiViene(
    campo<string | null>({
      type: 'string',
      nullable: true,
      example: '2026-11-29',
      description: 'Por defecto un periodo después del inicio',
    }),
  ),
};

/** El capital del préstamo (lo valida `reglasDeTerminos`). */
export const MontoPrestamo = () =>
  campo<number>({ type: 'number', example: 1000000, description: 'Capital en pesos enteros' });

/** El tipo de crédito del préstamo nuevo (el de la tasa de usura). */
export const TipoCreditoPrestamo = () =>
  OpcionalDe(TIPOS_CREDITO, MENSAJES_USURA.tipoCreditoInvalido, {
    description: 'Por defecto el de la organización',
  });

/** Con la organización en «avisar», la confirmación de un préstamo sobre la tasa de usura. */
export const ConfirmarUsura = () =>
  Opcional(
    campo<boolean>({
      type: 'boolean',
      description:
        'Con la organización en «avisar»: true confirma un préstamo sobre la tasa de usura (auditado)',
      'x-mensajes': { type: 'confirmarUsura debe ser verdadero o falso' },
    }),
  );

const CLIENTE_INVALIDO = 'El cliente no es válido';
const COBRADOR_INVALIDO = 'El cobrador no es válido';

const PRESTAMO = {
  cliente: {
    ...IdObligatorio(CLIENTE_INVALIDO, { description: 'Cliente del préstamo' }),
    'x-mensajes': { required: MENSAJES.clienteObligatorio, type: CLIENTE_INVALIDO, format: CLIENTE_INVALIDO },
  },
  monto: MontoPrestamo(),
  ...TERMINOS,
  cobrador: Opcional(
    campo<string | null>({
      type: 'string',
      format: 'uuid',
      nullable: true,
      description: 'Por defecto el cobrador del cliente',
      'x-mensajes': { type: COBRADOR_INVALIDO, format: COBRADOR_INVALIDO },
    }),
  ),
  fecha: FechaOpcional('2026-11-22', 'Fecha del préstamo; por defecto hoy (Bogotá)'),
  /**
   * El formulario envía el estado (activo, pagado, vencido); cualquier otro texto vale activo. En un préstamo nuevo se
   * ignora: nace activo y su estado lo decide el libro. La lista sólo documenta: la regla es que sea texto.
   */
  estado: Opcional(
    campo<string | null>({
      type: 'string',
      enum: ['activo', 'pagado', 'vencido'],
      'x-regla': (valor) => (typeof valor === 'string' ? null : MENSAJES.estadoPrestamoInvalido),
    }),
  ),
  tipoCredito: TipoCreditoPrestamo(),
  confirmarUsura: ConfirmarUsura(),
};

/** Las reglas de las condiciones de un cuerpo con `monto` (el alta, la edición y la vista previa). */
export const REGLAS_TERMINOS_CON_MONTO = {
  'x-reglas': reglasDeTerminos(['monto', ...TERMINOS_SIN_MONTO]),
};

/**
 * Cuerpo de POST /api/prestamos (especificación §7). Las condiciones se validan con las reglas de §5 de
 * @cartera/dominio; las que faltan toman los valores por defecto de §9.
 */
export const EsquemaCrearPrestamo = Entrada('CreatePrestamoDto', PRESTAMO, REGLAS_TERMINOS_CON_MONTO);
export type CreatePrestamoDto = Static<typeof EsquemaCrearPrestamo>;

/** Cuerpo de PUT /api/prestamos/:id: el mismo del alta (con `estado` del formulario de edición). */
export const EsquemaActualizarPrestamo = Entrada('UpdatePrestamoDto', PRESTAMO, REGLAS_TERMINOS_CON_MONTO);
export type UpdatePrestamoDto = Static<typeof EsquemaActualizarPrestamo>;
