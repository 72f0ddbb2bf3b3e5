// El dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md): las cuentas de recaudo de la
// organización (bancos, llaves Bre-B, Nequi y Daviplata), el cobro por transferencia y la referencia de pago de cada
// préstamo. Reglas puras: sin Nest, sin E/S.

import { esEmailValido } from './validacion';
import type { Fecha, Instante } from './tipos';

export const TIPOS_CUENTA_PAGO = ['banco', 'breb', 'nequi', 'daviplata'] as const;
export type TipoCuentaPago = (typeof TIPOS_CUENTA_PAGO)[number];

export const ETIQUETAS_TIPO_CUENTA_PAGO: Readonly<Record<TipoCuentaPago, string>> = {
  banco: 'Cuenta bancaria',
  breb: 'Llave Bre-B',
  nequi: 'Nequi',
  daviplata: 'Daviplata',
};

/** Cómo llega un cobro: en efectivo (a la caja o a un cobrador) o por transferencia (a una cuenta de recaudo). */
export const MEDIOS_COBRO = ['efectivo', 'transferencia'] as const;
export type MedioCobro = (typeof MEDIOS_COBRO)[number];

/**
 * Qué pasa con una transferencia que un cobrador registra en Mi Ruta: queda «por confirmar» hasta que la oficina (o el
 * extracto) la confirma, o se aplica de una vez al préstamo. La elige la organización.
 */
export const TRANSFERENCIAS_MI_RUTA = ['por_confirmar', 'aplicar'] as const;
export type TransferenciasMiRuta = (typeof TRANSFERENCIAS_MI_RUTA)[number];

export const ESTADOS_TRANSFERENCIA = ['por_confirmar', 'confirmada', 'rechazada'] as const;
export type EstadoTransferencia = (typeof ESTADOS_TRANSFERENCIA)[number];

export const ETIQUETAS_ESTADO_TRANSFERENCIA: Readonly<Record<EstadoTransferencia, string>> = {
  por_confirmar: 'Por confirmar',
  confirmada: 'Confirmada',
  rechazada: 'Rechazada',
};

export const LIMITES_PAGOS = {
  nombreMaximo: 120,
  identificadorMaximo: 80,
  referenciaMaxima: 60,
} as const;

export const MENSAJES_PAGOS = {
  tipoInvalido: `El tipo de cuenta debe ser uno de: ${TIPOS_CUENTA_PAGO.join(', ')}`,
  nombreObligatorio: 'Escriba el nombre de la cuenta (por ejemplo «Bancolombia ahorros»)',
  nombreLargo: `El nombre no puede superar ${LIMITES_PAGOS.nombreMaximo} caracteres`,
  identificadorObligatorio: 'Escriba el número de cuenta, la llave o el celular',
  identificadorLargo: `El identificador no puede superar ${LIMITES_PAGOS.identificadorMaximo} caracteres`,
  celularInvalido: 'El celular de Nequi o Daviplata debe tener 10 dígitos y empezar por 3',
  cuentaBancoInvalida: 'El número de cuenta bancaria debe tener entre 6 y 20 dígitos',
  llaveInvalida:
    'La llave Bre-B debe ser una cédula (6 a 10 dígitos), un celular (10 dígitos que empiezan por 3), un correo o un ' +
    'código de comercio que empieza por @',
  cuentaRepetida: 'Ya hay una cuenta de ese tipo con ese identificador',
  cuentaNoEncontrada: 'Cuenta de recaudo no encontrada',
  cuentaInactiva: 'La cuenta de recaudo está inactiva: elija una cuenta activa',
  cuentaObligatoria: 'Elija la cuenta a la que llegó la transferencia',
  referenciaObligatoria: 'Escriba la referencia o el número de aprobación de la transferencia',
  referenciaLarga: `La referencia no puede superar ${LIMITES_PAGOS.referenciaMaxima} caracteres`,
  medioInvalido: 'El medio debe ser efectivo o transferencia',
  efectivoConCuenta: 'Un cobro en efectivo no lleva cuenta de recaudo ni referencia',
  transferenciaEnPoder: 'Una transferencia llega a la cuenta de recaudo: nunca queda en poder de un cobrador',
  transferenciaNoPendiente: 'La transferencia ya se confirmó o se rechazó',
  transferenciaNoEncontrada: 'Transferencia no encontrada',
  modoMiRutaInvalido: 'Elija «por confirmar» o «aplicar de una vez»',
} as const;

/** Una cuenta de recaudo (GET /api/pagos/cuentas). */
export interface CuentaPago {
  _id: string;
  tipo: TipoCuentaPago;
  nombre: string;
  /** El número de cuenta, la llave o el celular. */
  identificador: string;
  activa: boolean;
  /** La subcuenta del libro mayor bajo Bancos (1110) donde entra lo que llega a esta cuenta. */
  cuentaContable: { codigo: string; nombre: string };
  createdAt: Instante;
  updatedAt: Instante;
}

/** Cuerpo de POST /api/pagos/cuentas. */
export interface DatosCuentaPago {
  tipo: TipoCuentaPago;
  nombre: string;
  identificador: string;
  activa?: boolean;
}

/** Cuerpo de PUT /api/pagos/cuentas/:id (el tipo no cambia: su subcuenta contable es de ese tipo). */
export interface CambiosCuentaPago {
  nombre?: string;
  identificador?: string;
  activa?: boolean;
}

/** Una transferencia registrada desde Mi Ruta o la oficina (GET /api/pagos/transferencias). */
export interface TransferenciaPago {
  _id: string;
  prestamo: { _id: string; numero: number; cliente: { _id: string; nombre: string } };
  cuenta: { _id: string; nombre: string; tipo: TipoCuentaPago };
  monto: number;
  fecha: Fecha;
  referencia: string;
  estado: EstadoTransferencia;
  /** El cobro que la aplicó al préstamo (confirmada). */
  cobro: string | null;
  registradoPor: { _id: string; nombre: string } | null;
  createdAt: Instante;
}

const SOLO_DIGITOS = /^[0-9]+$/;
const CELULAR = /^3[0-9]{9}$/;

/** Quita espacios, puntos y guiones de un número (los que trae un número copiado de una app). */
export function normalizarIdentificador(tipo: TipoCuentaPago, valor: string): string {
  const limpio = valor.trim();
  if (tipo === 'breb' && (limpio.startsWith('@') || limpio.includes('@'))) return limpio.toLowerCase();
  return limpio.replace(/[\s.-]/g, '');
}

/**
 * El mensaje de error del identificador de una cuenta de recaudo, o null si sirve: un celular colombiano para Nequi y
 * Daviplata; 6 a 20 dígitos para una cuenta bancaria; para Bre-B, una de las llaves que el sistema admite (cédula,
 * celular, correo o código de comercio «@…»). Recibe el valor ya normalizado.
 */
export function validarIdentificadorCuentaPago(tipo: TipoCuentaPago, identificador: string): string | null {
  if (identificador.length === 0) return MENSAJES_PAGOS.identificadorObligatorio;
  if (identificador.length > LIMITES_PAGOS.identificadorMaximo) return MENSAJES_PAGOS.identificadorLargo;
  switch (tipo) {
    case 'nequi':
    case 'daviplata':
      return CELULAR.test(identificador) ? null : MENSAJES_PAGOS.celularInvalido;
    case 'banco':
      return SOLO_DIGITOS.test(identificador) && identificador.length >= 6 && identificador.length <= 20
        ? null
        : MENSAJES_PAGOS.cuentaBancoInvalida;
    case 'breb': {
      if (/^@[a-z0-9_.-]{2,40}$/.test(identificador)) return null;
      if (esEmailValido(identificador)) return null;
      if (CELULAR.test(identificador)) return null;
      if (SOLO_DIGITOS.test(identificador) && identificador.length >= 6 && identificador.length <= 10) return null;
      return MENSAJES_PAGOS.llaveInvalida;
    }
  }
}
