import { APLICACIONES_CONDONACION } from '@cartera/dominio';
import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, FechaOpcional, MontoPago, Motivo, OpcionalDe } from '../../common/campos';

/** POST /api/prestamos/:id/liquidar. */
export const EsquemaLiquidarPrestamo = Entrada('LiquidarPrestamoDto', {
  montoRecibido: MontoPago({
    example: 1000000,
    description: 'Pesos recibidos (enteros, > 0, hasta el saldo)',
  }),
  motivo: Motivo({ example: 'Pago anticipado con descuento de intereses' }),
  fecha: FechaOpcional('2026-11-22', 'Fecha en que se recibió; por defecto hoy (Bogotá)'),
});
export type LiquidarPrestamoDto = Static<typeof EsquemaLiquidarPrestamo>;

/** POST /api/prestamos/:id/condonar. */
export const EsquemaCondonarPrestamo = Entrada('CondonarPrestamoDto', {
  monto: MontoPago({ example: 50000, description: 'Pesos perdonados (enteros, > 0, hasta el saldo)' }),
  motivo: Motivo({ example: 'Acuerdo por calamidad doméstica' }),
  aplicarA: OpcionalDe(
    APLICACIONES_CONDONACION,
    'La condonación se aplica primero al interés o primero al capital',
    {
      default: 'interes',
      description:
        'En el libro mayor se perdona primero el interés pactado por cobrar (por defecto) o primero capital',
    },
  ),
});
export type CondonarPrestamoDto = Static<typeof EsquemaCondonarPrestamo>;

/** POST /api/prestamos/:id/castigar, POST /api/prestamos/:id/anular, PATCH /api/prestamos/:id/rechazar. */
export const EsquemaMotivoPrestamo = Entrada('MotivoPrestamoDto', {
  motivo: Motivo({ example: 'Cliente inubicable desde hace 120 días' }),
});
export type MotivoPrestamoDto = Static<typeof EsquemaMotivoPrestamo>;
