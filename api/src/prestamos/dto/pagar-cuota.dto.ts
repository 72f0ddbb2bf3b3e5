import type { Static } from '@cartera/dominio/esquemas';
import { Entrada, FechaOpcional, MontoPago } from '../../common/campos';

/** Cuerpo de PATCH /api/prestamos/:id/plan/cuota/:numero/pagar. Se permiten abonos parciales. */
export const EsquemaPagarCuota = Entrada('PagarCuotaDto', {
  monto: MontoPago({ example: 35000, description: 'Pesos enteros, mayor que 0' }),
  fecha: FechaOpcional('2026-11-22', 'Fecha del pago; por defecto hoy (Bogotá)'),
});
export type PagarCuotaDto = Static<typeof EsquemaPagarCuota>;
