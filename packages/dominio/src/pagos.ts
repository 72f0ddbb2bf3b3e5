// El dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md): las cuentas de recaudo de la
// organización (bancos, llaves Bre-B, Nequi y Daviplata), el cobro por transferencia y la referencia de pago de cada
// préstamo. Reglas puras: sin Nest, sin E/S.

import { esEmailValido } from './validacion';
import type { Static } from '@sinclair/typebox';
import type {
  EsquemaAjustesPagos,
  EsquemaCuentaPago,
  EsquemaProveedorWompi,
  EsquemaReferenciaPagoPrestamo,
  EsquemaResultadoTransferencia,
  EsquemaTransferenciaPago,
} from './esquemas/pagos';
import { enumeracion, propiedad } from './constantes';
import { formatearCOP } from './formato';

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

/** GET y PUT /pagos/ajustes: cómo entran las transferencias que un cobrador registra en Mi Ruta. */
export type AjustesPagos = Static<typeof EsquemaAjustesPagos>;

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

/** Una cuenta de recaudo (GET /api/pagos/cuentas). */
export type CuentaPago = Static<typeof EsquemaCuentaPago>;

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
export type TransferenciaPago = Static<typeof EsquemaTransferenciaPago>;

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
export function payloadQrPago(d: { llave: string; referencia: string; nombre: string; ciudad: string }): string {
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

/** GET /api/prestamos/:id/referencia-pago. */
export type ReferenciaPagoPrestamo = Static<typeof EsquemaReferenciaPagoPrestamo>;

/** Lo que pasó con un evento verificado de la pasarela (la respuesta 200 a Wompi): guardado para aplicarse, ya visto o sin efecto. */
export const RESULTADOS_EVENTO_WOMPI = ['recibido', 'repetido', 'ignorado'] as const;
export type ResultadoEventoWompi = (typeof RESULTADOS_EVENTO_WOMPI)[number];

/** POST /api/pagos/transferencias: aplicada (un cobro) o por confirmar. */
export type ResultadoTransferencia = Static<typeof EsquemaResultadoTransferencia>;

/** PUT /api/pagos/proveedores/wompi: nunca el secreto. */
export type ProveedorWompi = Static<typeof EsquemaProveedorWompi>;

// ——— Eventos de una pasarela (Wompi) ———

/** Segundos que puede tener un evento firmado (por reloj de quien lo firmó) para aceptarse: ni más viejo ni adelantado. */
export const VENTANA_EVENTO_SEGUNDOS = 300;

/** El evento `transaction.updated` de Wompi, lo que Cartera lee de él. */
export interface EventoWompi {
  event: string;
  data: { transaction: Record<string, unknown> & { id?: unknown; status?: unknown; reference?: unknown; amount_in_cents?: unknown } };
  signature: { properties: unknown; checksum: unknown };
  timestamp: unknown;
}

/**
 * Las rutas que Cartera acepta en `signature.properties`, cada una con el campo de `data.transaction` que nombra: los
 * valores firmados se leen sólo de aquí, nunca de una ruta que elija quien manda el evento. Una ruta fuera de esta
 * lista rechaza el evento (con `transaction.x` y `x` = los valores de otro evento pegados, la cadena sería la misma).
 */
export const CAMPOS_FIRMABLES_WOMPI = {
  'transaction.id': 'id',
  'transaction.status': 'status',
  'transaction.amount_in_cents': 'amount_in_cents',
  'transaction.reference': 'reference',
  'transaction.currency': 'currency',
  'transaction.payment_method_type': 'payment_method_type',
  'transaction.customer_email': 'customer_email',
  'transaction.created_at': 'created_at',
  'transaction.finalized_at': 'finalized_at',
} as const;
export type PropiedadFirmableWompi = keyof typeof CAMPOS_FIRMABLES_WOMPI;

/**
 * Lo que mueve dinero (docs/decisiones/eventos-de-wompi-firmados.md): el id, el estado y el monto de la transacción, lo
 * que firman los eventos que documenta Wompi. Un evento que no firma los tres se rechaza: un valor sin firmar lo pudo
 * poner cualquiera. La referencia (el préstamo) no se exige: sin firmar, el pago va al suspenso (accionTransaccionWompi).
 */
export const PROPIEDADES_EXIGIDAS_WOMPI = [
  'transaction.id',
  'transaction.status',
  'transaction.amount_in_cents',
] as const satisfies readonly PropiedadFirmableWompi[];

/** Por qué un evento no tiene cadena firmada: se responde 401 con `mensaje` y se anota el motivo. */
export interface RechazoFirmaWompi {
  motivo: 'forma' | 'propiedad_desconocida' | 'propiedad_repetida' | 'falta_exigida' | 'valor_invalido';
  mensaje: string;
}

export const MENSAJES_FIRMA_WOMPI = {
  forma: 'El evento no trae la firma completa (signature.properties, timestamp y data.transaction)',
  propiedadDesconocida: (ruta: string) => `El evento firma una propiedad que Cartera no admite: ${ruta.slice(0, 80)}`,
  propiedadRepetida: (ruta: string) => `El evento firma dos veces la propiedad ${ruta}`,
  faltaExigida: (rutas: readonly string[]) => `El evento no firma lo que Cartera usa de la transacción: ${rutas.join(', ')}`,
  valorInvalido: (ruta: string) => `El valor firmado de ${ruta} no es texto ni número`,
} as const;

const esFirmable = (ruta: unknown): ruta is PropiedadFirmableWompi =>
  typeof ruta === 'string' && Object.prototype.hasOwnProperty.call(CAMPOS_FIRMABLES_WOMPI, ruta);

/**
 * Lo que se firma de un evento de Wompi, según su documentación: los valores de `signature.properties`, en ese orden,
 * seguidos de `timestamp` y del secreto de eventos. Las propiedades deben ser rutas de CAMPOS_FIRMABLES_WOMPI, sin
 * repetirse, e incluir PROPIEDADES_EXIGIDAS_WOMPI; cada valor se lee del campo fijo de `data.transaction` que nombra
 * y debe ser texto o un número finito. Si no, el rechazo y su motivo. Con la cadena, las propiedades firmadas.
 */
export function cadenaFirmaWompi(
  evento: unknown,
  secreto: string,
): { cadena: string; firmadas: PropiedadFirmableWompi[] } | RechazoFirmaWompi {
  const transaccion = propiedad(propiedad(evento, 'data'), 'transaction');
  const propiedades = propiedad(propiedad(evento, 'signature'), 'properties');
  const timestamp = propiedad(evento, 'timestamp');
  if (typeof transaccion !== 'object' || transaccion === null || !Array.isArray(propiedades) || propiedades.length === 0)
    return { motivo: 'forma', mensaje: MENSAJES_FIRMA_WOMPI.forma };
  if (typeof timestamp !== 'number' || !Number.isSafeInteger(timestamp)) return { motivo: 'forma', mensaje: MENSAJES_FIRMA_WOMPI.forma };
  const vistas = new Set<PropiedadFirmableWompi>();
  let cadena = '';
  for (const ruta of propiedades) {
    if (!esFirmable(ruta)) return { motivo: 'propiedad_desconocida', mensaje: MENSAJES_FIRMA_WOMPI.propiedadDesconocida(String(ruta)) };
    if (vistas.has(ruta)) return { motivo: 'propiedad_repetida', mensaje: MENSAJES_FIRMA_WOMPI.propiedadRepetida(ruta) };
    vistas.add(ruta);
    const valor = propiedad(transaccion, CAMPOS_FIRMABLES_WOMPI[ruta]);
    if (typeof valor !== 'string' && !(typeof valor === 'number' && Number.isFinite(valor)))
      return { motivo: 'valor_invalido', mensaje: MENSAJES_FIRMA_WOMPI.valorInvalido(ruta) };
    cadena += String(valor);
  }
  const faltan = PROPIEDADES_EXIGIDAS_WOMPI.filter((ruta) => !vistas.has(ruta));
  if (faltan.length > 0) return { motivo: 'falta_exigida', mensaje: MENSAJES_FIRMA_WOMPI.faltaExigida(faltan) };
  return { cadena: `${cadena}${timestamp}${secreto}`, firmadas: [...vistas] };
}

/** Un evento firmado a tiempo: su `timestamp` (segundos) a no más de VENTANA_EVENTO_SEGUNDOS de ahora. */
export function eventoATiempo(timestamp: number, ahoraSegundos: number): boolean {
  return Math.abs(ahoraSegundos - timestamp) <= VENTANA_EVENTO_SEGUNDOS;
}

/** Centavos de Wompi en pesos enteros; null si no es un monto entero de pesos mayor que cero. */
function pesosDeCentavos(centavos: unknown): number | null {
  if (typeof centavos !== 'number' || !Number.isSafeInteger(centavos) || centavos <= 0 || centavos % 100 !== 0) return null;
  return centavos / 100;
}

/**
 * Qué hacer con una transacción verificada, dadas sus propiedades firmadas (cadenaFirmaWompi). APPROVED es un cobro por
 * transferencia (en pesos enteros) al préstamo de su referencia sólo si la referencia está firmada; si no, el dinero es
 * cierto (id y monto firmados) pero su dueño no: va al suspenso con su motivo. VOIDED revierte lo que dejó su aprobación
 * (por su monto: `anulacionWompi`); cualquier otro estado (PENDING, DECLINED, ERROR) no mueve dinero.
 */
export function accionTransaccionWompi(
  t: EventoWompi['data']['transaction'],
  firmadas: readonly PropiedadFirmableWompi[],
):
  | { tipo: 'cobro'; transaccion: string; referencia: string; monto: number }
  | { tipo: 'suspenso'; transaccion: string; monto: number; motivo: string }
  | { tipo: 'reverso'; transaccion: string; monto: number }
  | { tipo: 'ninguna' } {
  if (typeof t.id !== 'string' || !t.id) return { tipo: 'ninguna' };
  if (t.status !== 'APPROVED' && t.status !== 'VOIDED') return { tipo: 'ninguna' };
  const monto = pesosDeCentavos(t.amount_in_cents);
  if (monto === null) return { tipo: 'ninguna' };
  if (t.status === 'VOIDED') return { tipo: 'reverso', transaccion: t.id, monto };
  if (!firmadas.includes('transaction.reference'))
    return { tipo: 'suspenso', transaccion: t.id, monto, motivo: MENSAJES_PAGOS.referenciaSinFirmar };
  return { tipo: 'cobro', transaccion: t.id, referencia: typeof t.reference === 'string' ? t.reference : '', monto };
}

export const MENSAJES_ANULACION_WOMPI = {
  sinAprobacion: 'La anulación es de una transacción que Cartera no tiene aprobada: no se revierte nada',
  montoDistinto: (anulado: number, aprobado: number) =>
    `La anulación es por ${formatearCOP(anulado)} y la transacción se aprobó por ${formatearCOP(aprobado)}: no se revierte nada`,
} as const;

/**
 * Una anulación (VOIDED) sólo se aplica a una transacción que Cartera ya registró aprobada (el mismo id) y por el monto
 * registrado; si no, se rechaza con su motivo y nada cambia: una anulación nunca revierte un pago que no es el suyo.
 */
export function anulacionWompi(
  aprobada: { monto: number } | null,
  montoAnulado: number,
): { aplica: true } | { aplica: false; motivo: 'sin_aprobacion' | 'monto_distinto'; mensaje: string } {
  if (aprobada === null) return { aplica: false, motivo: 'sin_aprobacion', mensaje: MENSAJES_ANULACION_WOMPI.sinAprobacion };
  if (aprobada.monto !== montoAnulado)
    return { aplica: false, motivo: 'monto_distinto', mensaje: MENSAJES_ANULACION_WOMPI.montoDistinto(montoAnulado, aprobada.monto) };
  return { aplica: true };
}
