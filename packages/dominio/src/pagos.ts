// El dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md): las cuentas de recaudo de la
// organización (bancos, llaves Bre-B, Nequi y Daviplata), el cobro por transferencia y la referencia de pago de cada
// préstamo. Reglas puras: sin Nest, sin E/S.

import { esEmailValido } from './validacion';
import { enumeracion } from './constantes';

export const { valores: TIPOS_CUENTA_PAGO, etiquetas: ETIQUETAS_TIPO_CUENTA_PAGO } = enumeracion({
  banco: 'Cuenta bancaria',
  breb: 'Llave Bre-B',
  nequi: 'Nequi',
  daviplata: 'Daviplata',
});
export type TipoCuentaPago = (typeof TIPOS_CUENTA_PAGO)[number];

/** Cómo llega un cobro: en efectivo (a la caja o a un cobrador) o por transferencia (a una cuenta de recaudo). */
export const MEDIOS_COBRO = ['efectivo', 'transferencia'] as const;
export type MedioCobro = (typeof MEDIOS_COBRO)[number];

/**
 * Qué pasa con una transferencia que un cobrador registra en Mi Ruta: queda «por confirmar» hasta que la oficina (o el
 * extracto) la confirma, o se aplica de una vez al préstamo. La elige la organización.
 */
export const TRANSFERENCIAS_MI_RUTA = ['por_confirmar', 'aplicar'] as const;
export type TransferenciasMiRuta = (typeof TRANSFERENCIAS_MI_RUTA)[number];

export const { valores: ESTADOS_TRANSFERENCIA, etiquetas: ETIQUETAS_ESTADO_TRANSFERENCIA } = enumeracion({
  por_confirmar: 'Por confirmar',
  confirmada: 'Confirmada',
  rechazada: 'Rechazada',
});
export type EstadoTransferencia = (typeof ESTADOS_TRANSFERENCIA)[number];

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
  sinFoto: 'La transferencia no tiene foto del comprobante',
  modoMiRutaInvalido: 'Elija «por confirmar» o «aplicar de una vez»',
  transferenciaPorConfirmar:
    'La oficina confirma las transferencias contra el banco: regístrela desde Mi Ruta y quedará por confirmar',
  firmaInvalida: 'La firma del evento no es válida o el evento está vencido',
  secretoInvalido: 'El secreto de eventos debe tener entre 8 y 200 caracteres',
  eventoSinPrestamo: 'La referencia de la transacción no corresponde a ningún préstamo',
  referenciaSinFirmar: 'Wompi no firmó la referencia del pago: la oficina lo aplica a mano',
} as const;

/** Cuerpo de POST /api/pagos/cuentas. */
export interface DatosCuentaPago {
  tipo: TipoCuentaPago;
  nombre: string;
  identificador: string;
  activa?: boolean;
  /** La oficina de la cuenta (obligatoria si hay varias; sin ella, la única). */
  oficina?: string;
}

/** Cuerpo de PUT /api/pagos/cuentas/:id (el tipo no cambia: su subcuenta contable es de ese tipo). */
export interface CambiosCuentaPago {
  nombre?: string;
  identificador?: string;
  activa?: boolean;
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
      if (SOLO_DIGITOS.test(identificador) && identificador.length >= 6 && identificador.length <= 10)
        return null;
      return MENSAJES_PAGOS.llaveInvalida;
    }
  }
}

// ——— Cómo pagarnos: la referencia de pago de cada préstamo y su QR ———

/** El dígito de verificación de una cadena de dígitos (Luhn, módulo 10: detecta todo error de un dígito y casi todas las transposiciones). */
export function digitoLuhn(digitos: string): number {
  let suma = 0;
  for (let i = 0; i < digitos.length; i++) {
    let d = Number(digitos[digitos.length - 1 - i]);
    if (i % 2 === 0) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    suma += d;
  }
  return (10 - (suma % 10)) % 10;
}

/** La referencia de pago de un préstamo: su número y un dígito de verificación (#1234 → «12344»). */
export function referenciaPago(numero: number): string {
  if (!Number.isSafeInteger(numero) || numero < 1) throw new Error(`Número de préstamo inválido: ${numero}`);
  return `${numero}${digitoLuhn(String(numero))}`;
}

/** El número del préstamo de una referencia de pago, o null si no es una (dígito equivocado, letras, vacía). */
export function numeroDeReferencia(referencia: string): number | null {
  const limpia = referencia.replace(/[\s.-]/g, '');
  if (!/^[0-9]{2,18}$/.test(limpia)) return null;
  const cuerpo = limpia.slice(0, -1);
  if (cuerpo.startsWith('0') || digitoLuhn(cuerpo) !== Number(limpia.slice(-1))) return null;
  const numero = Number(cuerpo);
  return Number.isSafeInteger(numero) ? numero : null;
}

/**
 * Los bytes UTF-8 de un texto, como TextEncoder (un sustituto suelto cuenta como U+FFFD), sin depender de las APIs del
 * navegador ni de Node: el dominio compila sin ellas.
 */
function bytesUtf8(texto: string): number[] {
  const bytes: number[] = [];
  for (const caracter of texto) {
    let c = caracter.codePointAt(0) ?? 0xfffd;
    if (c >= 0xd800 && c <= 0xdfff) c = 0xfffd;
    if (c < 0x80) bytes.push(c);
    else if (c < 0x800) bytes.push(0xc0 | (c >> 6), 0x80 | (c & 0x3f));
    else if (c < 0x10000) bytes.push(0xe0 | (c >> 12), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
    else bytes.push(0xf0 | (c >> 18), 0x80 | ((c >> 12) & 0x3f), 0x80 | ((c >> 6) & 0x3f), 0x80 | (c & 0x3f));
  }
  return bytes;
}

/** CRC-16/CCITT-FALSE (polinomio 0x1021, inicio 0xFFFF), el del campo 63 de un QR EMVCo, en 4 hexadecimales. */
export function crc16Ccitt(texto: string): string {
  let crc = 0xffff;
  for (const byte of bytesUtf8(texto)) {
    crc ^= byte << 8;
    for (let i = 0; i < 8; i++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

function campo(id: string, valor: string): string {
  if (valor.length > 99) throw new Error(`Campo ${id} del QR demasiado largo`);
  return `${id}${String(valor.length).padStart(2, '0')}${valor}`;
}

/** Quita tildes y lo que no es ASCII imprimible (los lectores EMVCo esperan ASCII). */
function ascii(texto: string, maximo: number): string {
  return texto
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^\x20-\x7e]/g, '')
    .trim()
    .slice(0, maximo);
}

/**
 * El identificador del dato de la llave dentro de la plantilla 26 del QR. Es de Cartera, no uno registrado ante la red
 * Bre-B: docs/decisiones/pagos-por-transferencia.md explica qué leen hoy las apps y por qué el texto impreso manda.
 */
export const GUI_LLAVE_QR = 'CO.CARTERA.LLAVE';

/**
 * El contenido de un QR estático al estilo EMVCo (TLV: id, largo, valor) con la llave y la referencia: 00 formato,
 * 01 estático (11), 26 la llave, 52 categoría, 53 moneda (170, COP), 58 país, 59 nombre, 60 ciudad, 62/05 la
 * referencia y 63 el CRC de todo lo anterior.
 */
export function payloadQrPago(d: {
  llave: string;
  referencia: string;
  nombre: string;
  ciudad: string;
}): string {
  const sinCrc = [
    campo('00', '01'),
    campo('01', '11'),
    campo('26', campo('00', GUI_LLAVE_QR) + campo('01', ascii(d.llave, 70))),
    campo('52', '0000'),
    campo('53', '170'),
    campo('58', 'CO'),
    campo('59', ascii(d.nombre, 25) || 'CARTERA'),
    campo('60', ascii(d.ciudad, 15) || 'COLOMBIA'),
    campo('62', campo('05', ascii(d.referencia, 25))),
  ].join('');
  const conId = `${sinCrc}6304`;
  return `${conId}${crc16Ccitt(conId)}`;
}

/** Lo que pasó con un evento verificado de la pasarela (la respuesta 200 a Wompi): guardado para aplicarse, ya visto o sin efecto. */
export const RESULTADOS_EVENTO_WOMPI = ['recibido', 'repetido', 'ignorado'] as const;
export type ResultadoEventoWompi = (typeof RESULTADOS_EVENTO_WOMPI)[number];
