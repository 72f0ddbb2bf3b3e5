// Restricciones de PostgreSQL con un mensaje propio. Cuando una escritura choca con una de ellas (p. ej. un email
// repetido que se coló entre la comprobación y el INSERT), el filtro responde con este código y mensaje en vez del
// genérico. Cada módulo agrega aquí las suyas.
import { CODIGOS, type CodigoError } from '@cartera/dominio';

export interface TraduccionRestriccion {
  code: CodigoError;
  message: string;
  /** Campo del formulario al que se refiere, para mostrar el error junto a él. */
  campo?: string;
}

export const RESTRICCIONES: Record<string, TraduccionRestriccion> = {
  usuarios_email_unico: {
    code: CODIGOS.emailDuplicado,
    message: 'Ya existe un usuario con ese email',
    campo: 'email',
  },
  // Redes de seguridad del libro: el candado del préstamo ya las evita, pero si dos escrituras chocaran, el mensaje
  // sería el de la regla y no uno genérico.
  cuotas_prestamo_numero_key: { code: CODIGOS.planYaGenerado, message: 'El plan de pagos ya fue generado' },
  cuotas_pagado_max: {
    code: CODIGOS.montoSuperaSaldoCuota,
    message: 'El monto supera el saldo de la cuota',
    campo: 'monto',
  },
  prestamos_origen_key: { code: CODIGOS.prestamoYaReenganchado, message: 'El préstamo ya fue reenganchado' },
  // Dos entregas simultáneas del mismo cobrador: gana la primera (docs/decisiones/caja-de-cobradores.md).
  caja_entregas_una_pendiente: {
    code: CODIGOS.entregaPendiente,
    message: 'Ya tiene una entrega de caja por confirmar: espere a que la oficina la confirme',
  },
};
