// El dinero que llega por transferencia (docs/decisiones/pagos-por-transferencia.md): las cuentas de recaudo de la
// organización (bancos, llaves Bre-B, Nequi y Daviplata), el cobro por transferencia y la referencia de pago de cada
// préstamo. Reglas puras: sin Nest, sin E/S.

import { esEmailValido } from './validacion';
import type { Static } from '@sinclair/typebox';
import type { EsquemaAjustesPagos, EsquemaCuentaPago, EsquemaTransferenciaPago } from './esquemas/pagos';
import type {
  EsquemaAplicacionSuspenso,
  EsquemaConciliacionCuenta,
  EsquemaDiaConciliacion,
  EsquemaDiferenciaConciliacion,
  EsquemaExtractoPago,
  EsquemaResultadoExtracto,
} from './esquemas/extractos';
import type { EsquemaLineaExtractoPago } from './esquemas/pagos';
import type { Fecha } from './tipos';

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

/** GET y PUT /pagos/ajustes: cómo entran las transferencias que un cobrador registra en Mi Ruta. */
export type AjustesPagos = Static<typeof EsquemaAjustesPagos>;

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
  sinFoto: 'La transferencia no tiene foto del comprobante',
  modoMiRutaInvalido: 'Elija «por confirmar» o «aplicar de una vez»',
  transferenciaPorConfirmar:
    'La oficina confirma las transferencias contra el banco: regístrela desde Mi Ruta y quedará por confirmar',
  firmaInvalida: 'La firma del evento no es válida o el evento está vencido',
  secretoInvalido: 'El secreto de eventos debe tener entre 8 y 200 caracteres',
  eventoSinPrestamo: 'La referencia de la transacción no corresponde a ningún préstamo',
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
export interface ReferenciaPagoPrestamo {
  referencia: string;
  /** La cuenta a la que se paga (la llave Bre-B activa si hay; si no, la primera cuenta activa); null sin cuentas. */
  cuenta: { _id: string; tipo: TipoCuentaPago; nombre: string; identificador: string } | null;
  /** La llave o el número a escribir en la app del banco (el identificador de esa cuenta). */
  llave: string | null;
  /** El QR como data URL PNG; null sin cuenta. */
  qr: string | null;
  /** El texto del QR (EMVCo), para quien lo quiera imprimir de otro modo. */
  payload: string | null;
}

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
 * Lo que se firma de un evento de Wompi, según su documentación: los valores de `signature.properties` (rutas dentro
 * de `data`, como `transaction.id`), en ese orden, seguidos de `timestamp` y del secreto de eventos. null si al evento
 * le falta algo de eso (se rechaza igual que una firma mala).
 */
export function cadenaFirmaWompi(evento: unknown, secreto: string): string | null {
  const e = evento as Partial<EventoWompi> | null;
  const propiedades = e?.signature?.properties;
  if (!e || typeof e.data !== 'object' || e.data === null || !Array.isArray(propiedades) || propiedades.length === 0) return null;
  if (typeof e.timestamp !== 'number' || !Number.isInteger(e.timestamp)) return null;
  let cadena = '';
  for (const propiedad of propiedades) {
    if (typeof propiedad !== 'string') return null;
    let valor: unknown = e.data;
    for (const parte of propiedad.split('.')) {
      valor = typeof valor === 'object' && valor !== null ? (valor as Record<string, unknown>)[parte] : undefined;
    }
    if (typeof valor !== 'string' && typeof valor !== 'number') return null;
    cadena += String(valor);
  }
  return `${cadena}${e.timestamp}${secreto}`;
}

/** Un evento firmado a tiempo: su `timestamp` (segundos) a no más de VENTANA_EVENTO_SEGUNDOS de ahora. */
export function eventoATiempo(timestamp: number, ahoraSegundos: number): boolean {
  return Math.abs(ahoraSegundos - timestamp) <= VENTANA_EVENTO_SEGUNDOS;
}

/**
 * Qué hacer con una transacción de Wompi ya verificada: APPROVED es un cobro por transferencia (en pesos enteros);
 * VOIDED revierte el cobro de esa transacción si lo hubo; cualquier otro estado (PENDING, DECLINED, ERROR) no mueve
 * dinero.
 */
export function accionTransaccionWompi(
  t: EventoWompi['data']['transaction'],
): { tipo: 'cobro'; transaccion: string; referencia: string; monto: number } | { tipo: 'reverso'; transaccion: string } | { tipo: 'ninguna' } {
  if (typeof t.id !== 'string' || !t.id) return { tipo: 'ninguna' };
  if (t.status === 'VOIDED') return { tipo: 'reverso', transaccion: t.id };
  if (t.status !== 'APPROVED') return { tipo: 'ninguna' };
  const centavos = t.amount_in_cents;
  if (typeof centavos !== 'number' || !Number.isSafeInteger(centavos) || centavos <= 0 || centavos % 100 !== 0) return { tipo: 'ninguna' };
  return { tipo: 'cobro', transaccion: t.id, referencia: typeof t.reference === 'string' ? t.reference : '', monto: centavos / 100 };
}

// ——— Extractos bancarios: leer sus cifras y conciliar cada línea ———

/** Días de diferencia que admite el cruce de una línea del extracto con una transferencia por confirmar. */
export const DIAS_CRUCE_TRANSFERENCIA = 2;

/**
 * Un valor de un extracto en pesos, escrito a la colombiana («1.234.567,89», «$ 45.000», «-12.000») o como número; null
 * si no es un valor.
 */
export function leerValorCop(valor: unknown): number | null {
  if (typeof valor === 'number') return Number.isFinite(valor) ? valor : null;
  if (typeof valor !== 'string') return null;
  const limpio = valor.replace(/[\s$]/g, '').replace(/^\((.*)\)$/, '-$1');
  if (!/^-?[0-9.]+(,[0-9]{1,2})?$/.test(limpio)) return null;
  const numero = Number(limpio.replace(/\./g, '').replace(',', '.'));
  return Number.isFinite(numero) ? numero : null;
}

/** Una fecha de un extracto, «27/11/2026», «27-11-2026» o «2026-11-27», como YYYY-MM-DD; null si no es una fecha real. */
export function leerFechaCo(valor: unknown): Fecha | null {
  if (typeof valor !== 'string') return null;
  const texto = valor.trim();
  const iso = /^(\d{4})-(\d{2})-(\d{2})$/.exec(texto);
  const co = /^(\d{1,2})[/-](\d{1,2})[/-](\d{4})$/.exec(texto);
  const partes = iso ? [iso[1], iso[2], iso[3]] : co ? [co[3], co[2], co[1]] : null;
  if (!partes) return null;
  const [anio, mes, dia] = partes as [string, string, string];
  const fecha = `${anio}-${mes.padStart(2, '0')}-${dia.padStart(2, '0')}`;
  const d = new Date(`${fecha}T00:00:00Z`);
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === fecha ? fecha : null;
}

/** Una línea de un extracto ya leída: crédito si `valor` > 0. */
export interface LineaExtracto {
  fecha: Fecha;
  descripcion: string;
  valor: number;
  referencia?: string | null;
}

/** Lo que la conciliación sabe de la cartera para cruzar una línea. */
export interface DatosConciliacion {
  /** Números de los préstamos abiertos. */
  numerosPrestamo: ReadonlySet<number>;
  /** Cédulas de los clientes con algún préstamo abierto, sin ceros a la izquierda (cedulaSinCeros). */
  cedulas: ReadonlySet<string>;
  /** Transferencias por confirmar de la cuenta del extracto. */
  pendientes: ReadonlyArray<{ id: string; monto: number; fecha: Fecha }>;
  /**
   * Cobros por transferencia a la cuenta del extracto que ya están registrados (por la oficina, Mi Ruta o la pasarela)
   * y que ninguna línea ha conciliado todavía: la línea que los muestra en el banco no es otro pago.
   */
  registrados?: ReadonlyArray<{ id: string; monto: number; fecha: Fecha; numeroPrestamo: number; cedula: string }>;
}

export type CruceLinea =
  | { tipo: 'debito' }
  | { tipo: 'referencia'; numero: number }
  | { tipo: 'cedula'; cedula: string }
  | { tipo: 'transferencia'; transferenciaId: string }
  | { tipo: 'cobro'; cobroId: string }
  | { tipo: 'suspenso' };

function diasEntre(a: Fecha, b: Fecha): number {
  return Math.abs(Date.parse(`${a}T00:00:00Z`) - Date.parse(`${b}T00:00:00Z`)) / 86_400_000;
}

/**
 * Una cédula como la compara el cruce: sin ceros a la izquierda (Cartera guarda 11 dígitos, rellenos con ceros; el
 * banco escribe la cédula colombiana de 6 a 10). `DatosConciliacion.cedulas` y `registrados[].cedula` van así.
 */
export function cedulaSinCeros(cedula: string): string {
  return cedula.replace(/^0+/, '');
}

/** La más cercana en fecha (a ±2 días) del mismo valor; entre iguales, la primera de la lista. */
function masCercana<T extends { monto: number; fecha: Fecha }>(linea: LineaExtracto, candidatas: readonly T[]): T | null {
  let mejor: { c: T; dias: number } | null = null;
  for (const c of candidatas) {
    if (Math.round(c.monto * 100) !== Math.round(linea.valor * 100)) continue;
    const dias = diasEntre(c.fecha, linea.fecha);
    if (dias > DIAS_CRUCE_TRANSFERENCIA) continue;
    if (!mejor || dias < mejor.dias) mejor = { c, dias };
  }
  return mejor?.c ?? null;
}

/**
 * A qué va una línea de un extracto, en este orden: un débito no es un recaudo; la referencia de pago de un préstamo
 * abierto en la referencia o la descripción → ese préstamo; la cédula de un cliente con préstamo abierto → el más
 * antiguo de los suyos; una transferencia por confirmar del mismo valor con fecha a ±2 días (la más cercana, y entre
 * iguales la primera registrada) → esa; si no, a «Recaudos por aplicar» (suspenso) para que la oficina decida.
 *
 * Antes de cobrar, la línea busca su cobro ya registrado (`registrados`: del mismo valor, a ±2 días; del préstamo de la
 * referencia o del cliente de la cédula si la línea los nombra, de cualquiera si no): ese dinero ya se contó, y la
 * línea sólo lo concilia.
 */
export function cruzarLineaExtracto(linea: LineaExtracto, datos: DatosConciliacion): CruceLinea {
  if (!(linea.valor > 0)) return { tipo: 'debito' };
  const registrados = datos.registrados ?? [];
  const tokens = `${linea.referencia ?? ''} ${linea.descripcion}`.match(/\d+/g) ?? [];
  for (const token of tokens) {
    const numero = numeroDeReferencia(token);
    if (numero !== null && datos.numerosPrestamo.has(numero)) {
      const cobro = masCercana(linea, registrados.filter((r) => r.numeroPrestamo === numero));
      return cobro ? { tipo: 'cobro', cobroId: cobro.id } : { tipo: 'referencia', numero };
    }
  }
  for (const token of tokens) {
    const cedula = cedulaSinCeros(token);
    if (cedula.length >= 6 && token.length <= 11 && datos.cedulas.has(cedula)) {
      const cobro = masCercana(linea, registrados.filter((r) => r.cedula === cedula));
      return cobro ? { tipo: 'cobro', cobroId: cobro.id } : { tipo: 'cedula', cedula };
    }
  }
  const cobro = masCercana(linea, registrados);
  if (cobro) return { tipo: 'cobro', cobroId: cobro.id };
  const pendiente = masCercana(linea, datos.pendientes);
  return pendiente ? { tipo: 'transferencia', transferenciaId: pendiente.id } : { tipo: 'suspenso' };
}

/**
 * El cruce de un extracto entero, línea por línea en su orden (`cruzarLineaExtracto`): cada transferencia por
 * confirmar y cada cobro ya registrado se cruza con una sola línea (la primera que lo encuentra); dos pagos iguales el
 * mismo día son dos líneas y necesitan dos transferencias o dos cobros.
 */
export function cruzarExtracto(lineas: readonly LineaExtracto[], datos: DatosConciliacion): CruceLinea[] {
  let pendientes = datos.pendientes;
  let registrados = datos.registrados ?? [];
  return lineas.map((linea) => {
    const cruce = cruzarLineaExtracto(linea, { ...datos, pendientes, registrados });
    if (cruce.tipo === 'transferencia') pendientes = pendientes.filter((p) => p.id !== cruce.transferenciaId);
    if (cruce.tipo === 'cobro') registrados = registrados.filter((r) => r.id !== cruce.cobroId);
    return cruce;
  });
}

/**
 * La clave de cada línea de un extracto, la misma cada vez que se importa el mismo extracto (o uno que lo repite en
 * parte): fecha, valor en centavos, descripción y referencia normalizadas, y cuántas iguales la preceden (dos pagos
 * idénticos el mismo día son dos líneas). Con ella, aplicar una línea es idempotente.
 */
export function clavesLineasExtracto(lineas: readonly LineaExtracto[]): string[] {
  const vistas = new Map<string, number>();
  return lineas.map((l) => {
    const base = [
      l.fecha,
      Math.round(l.valor * 100),
      l.descripcion.trim().replace(/\s+/g, ' ').toUpperCase(),
      (l.referencia ?? '').trim().toUpperCase(),
    ].join('|');
    const n = (vistas.get(base) ?? 0) + 1;
    vistas.set(base, n);
    return `${base}|${n}`;
  });
}

// ——— Extractos, suspenso y conciliación (lo que responden sus rutas) ———

/** POST /api/pagos/extractos, campo `columnas`: el encabezado (o la letra, «A», «B»…) de cada dato en el archivo. */
export interface ColumnasExtracto {
  fecha: string;
  descripcion: string;
  valor: string;
  referencia?: string;
}

/** Lo que responde POST /api/pagos/extractos (esquemas/extractos.ts). */
export type ResultadoExtracto = Static<typeof EsquemaResultadoExtracto>;

/**
 * Qué pasó con una línea: conciliada (sola, al importar), en_suspenso (espera a la oficina), aplicando (la oficina la
 * está aplicando en este momento), aplicada (a uno o varios préstamos), no_es_nuestro (queda por devolver), anulada (un
 * pago de la pasarela que la pasarela anuló antes de aplicarse) o debito (no es un recaudo).
 */
export const ESTADOS_LINEA_EXTRACTO = ['conciliada', 'en_suspenso', 'aplicando', 'aplicada', 'no_es_nuestro', 'devuelta', 'anulada', 'debito'] as const;
export type EstadoLineaExtracto = (typeof ESTADOS_LINEA_EXTRACTO)[number];

export const ETIQUETAS_ESTADO_LINEA_EXTRACTO: Readonly<Record<EstadoLineaExtracto, string>> = {
  conciliada: 'Conciliada',
  en_suspenso: 'En suspenso',
  aplicando: 'Aplicándose',
  aplicada: 'Aplicada',
  no_es_nuestro: 'No es nuestro',
  devuelta: 'Devuelta',
  anulada: 'Anulada por la pasarela',
  debito: 'Débito',
};

/** Por qué se cruzó sola una línea conciliada. */
export type TipoCruceLinea = 'referencia' | 'cedula' | 'transferencia' | 'cobro';

export const ETIQUETAS_CRUCE_LINEA: Readonly<Record<TipoCruceLinea, string>> = {
  referencia: 'Referencia de pago',
  cedula: 'Cédula del cliente',
  transferencia: 'Transferencia por confirmar',
  cobro: 'Cobro ya registrado',
};

/** Una línea de un extracto (o un evento de la pasarela sin préstamo), con su resultado (esquemas/pagos.ts). */
export type LineaExtractoPago = Static<typeof EsquemaLineaExtractoPago>;

/** GET /api/pagos/extractos/:id (esquemas/extractos.ts). */
export type ExtractoPago = Static<typeof EsquemaExtractoPago>;

/** Cuerpo de POST /api/pagos/suspenso/:lineaId/aplicar: exactamente una de las tres formas (esquemas/extractos.ts). */
export type AplicacionSuspenso = Static<typeof EsquemaAplicacionSuspenso>;

/** Un día de la conciliación de una cuenta (pesos; esquemas/extractos.ts). */
export type DiaConciliacion = Static<typeof EsquemaDiaConciliacion>;

export type DiferenciaConciliacion = Static<typeof EsquemaDiferenciaConciliacion>;
export type TipoDiferenciaConciliacion = DiferenciaConciliacion['tipo'];

/** GET /api/pagos/conciliacion?cuenta&desde&hasta. */
export type ConciliacionCuenta = Static<typeof EsquemaConciliacionCuenta>;

// ——— Leer un extracto con las columnas de su banco ———

export const MENSAJES_EXTRACTOS = {
  columnasInvalidas:
    'columnas debe ser un objeto JSON con el encabezado (o la letra) de cada dato: {"fecha": "…", "descripcion": "…", "valor": "…", "referencia": "…"}',
  columnasFaltan: 'Es el primer extracto de esta cuenta: indique las columnas (fecha, descripción y valor)',
  columnaNoEsta: (dato: string, columna: string) => `El archivo no tiene la columna «${columna}» (${dato})`,
  sinLineas: 'El extracto no tiene líneas',
  demasiadasLineas: (maximo: number) => `Un extracto puede tener hasta ${maximo.toLocaleString('es-CO')} líneas`,
  fechaInvalida: (fila: number, valor: string) => `Fila ${fila}: «${valor}» no es una fecha (use dd/mm/aaaa o aaaa-mm-dd)`,
  valorInvalido: (fila: number, valor: string) => `Fila ${fila}: «${valor}» no es un valor en pesos`,
  lineaNoEncontrada: 'Línea del extracto no encontrada',
  extractoNoEncontrado: 'Extracto no encontrado',
  lineaYaDecidida: 'Esa línea ya se aplicó o se marcó como «no es nuestro»: no se puede aplicar otra vez',
  aplicacionUnaForma: 'Indique exactamente una de estas: prestamo, reparto o noEsNuestro: true',
  repartoVacio: 'El reparto debe tener al menos un préstamo con su monto',
  repartoMonto: 'Cada monto del reparto debe ser mayor que cero, en pesos con hasta dos decimales',
  repartoRepetido: 'Un préstamo aparece dos veces en el reparto: sume sus montos en una sola fila',
  repartoSuma: (suma: string, valor: string) => `El reparto suma ${suma} y la línea es de ${valor}: deben ser iguales`,
  fechasConciliacion: 'Indique desde y hasta (aaaa-mm-dd), con desde antes de hasta y no más de 366 días',
  lineaNoAplicada: 'Esa línea no está aplicada a ningún préstamo: no hay nada que devolver al suspenso',
  devolucionFecha: 'Indique la fecha de la devolución (aaaa-mm-dd), no antes de la línea ni después de hoy',
  devolucionReferencia: 'Indique la referencia del banco de la devolución (hasta 60 caracteres)',
  lineaNoDevolvible: 'Sólo se devuelve una línea en suspenso o marcada «no es nuestro»',
  cobroDeExtracto:
    'Este cobro es el dinero de una línea del extracto: borrarlo, cambiar su monto o su fecha o pasarlo a otro préstamo descuadraría el banco con el extracto. Use «Devolver al suspenso» en Recaudos por aplicar y aplíquelo otra vez',
  cobroDeWompi:
    'Este cobro es un pago aprobado por Wompi: borrarlo o cambiar su monto o su fecha descuadraría la cuenta de Wompi. Se revierte solo cuando Wompi anula el pago',
} as const;

/**
 * El cuerpo de POST /api/pagos/suspenso/:lineaId/devolver: la fecha de la devolución (desde la de la línea hasta hoy) y
 * la referencia del banco; o los errores por campo.
 */
export function validarDevolucionRecaudo(
  cuerpo: unknown,
  linea: { fecha: Fecha },
  hoy: Fecha,
): { fecha: Fecha; referencia: string } | { errores: Record<string, string[]> } {
  const c = (typeof cuerpo === 'object' && cuerpo !== null ? cuerpo : {}) as Record<string, unknown>;
  const errores: Record<string, string[]> = {};
  const fecha = typeof c.fecha === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(c.fecha) ? c.fecha : null;
  const valida = fecha !== null && !Number.isNaN(Date.parse(`${fecha}T00:00:00Z`)) && new Date(`${fecha}T00:00:00Z`).toISOString().startsWith(fecha);
  if (!fecha || !valida || fecha < linea.fecha || fecha > hoy) errores.fecha = [MENSAJES_EXTRACTOS.devolucionFecha];
  const referencia = typeof c.referencia === 'string' ? c.referencia.trim() : '';
  if (!referencia || referencia.length > 60) errores.referencia = [MENSAJES_EXTRACTOS.devolucionReferencia];
  if (Object.keys(errores).length > 0 || !fecha) return { errores };
  return { fecha, referencia };
}

/** De dónde vino el dinero de un cobro por transferencia que la oficina no corrige a mano (null: de ninguno de esos). */
export type OrigenCobroRecaudo = 'extracto' | 'wompi' | null;

/** Lo que se le pide a un cobro: borrarlo, o cambiarle el monto, la fecha o el préstamo. */
export interface CambioCobro {
  borrar?: boolean;
  monto?: boolean;
  fecha?: boolean;
  prestamo?: boolean;
}

/**
 * Por qué no se puede hacer ese cambio a mano a un cobro, o null si se puede (docs/decisiones/pagos-por-transferencia.md,
 * «Corregir un cobro que vino del banco»). El cobro de una línea del extracto sólo se corrige devolviendo la línea al
 * suspenso (el mayor la pasa otra vez a 2805); el de un pago de Wompi, cuando Wompi lo anula. Pasar un pago de Wompi a
 * otro préstamo sí se puede: su dinero y su cuenta no cambian.
 */
export function motivoCobroNoCorregible(origen: OrigenCobroRecaudo, cambio: CambioCobro): string | null {
  if (origen === 'extracto' && (cambio.borrar || cambio.monto || cambio.fecha || cambio.prestamo))
    return MENSAJES_EXTRACTOS.cobroDeExtracto;
  if (origen === 'wompi' && (cambio.borrar || cambio.monto || cambio.fecha)) return MENSAJES_EXTRACTOS.cobroDeWompi;
  return null;
}

/** Líneas que admite un extracto: el bench de 10.000 cabe de sobra; un extracto de un año de un banco también. */
export const LINEAS_MAXIMAS_EXTRACTO = 50_000;

/** Las columnas de un extracto (el JSON del campo `columnas`), o el mensaje de error. */
export function validarColumnasExtracto(valor: unknown): ColumnasExtracto | string {
  if (typeof valor !== 'object' || valor === null || Array.isArray(valor)) return MENSAJES_EXTRACTOS.columnasInvalidas;
  const v = valor as Record<string, unknown>;
  const texto = (x: unknown) => typeof x === 'string' && x.trim().length > 0 && x.length <= 100;
  if (!texto(v.fecha) || !texto(v.descripcion) || !texto(v.valor)) return MENSAJES_EXTRACTOS.columnasInvalidas;
  if (v.referencia !== undefined && v.referencia !== null && v.referencia !== '' && !texto(v.referencia))
    return MENSAJES_EXTRACTOS.columnasInvalidas;
  if (Object.keys(v).some((k) => !['fecha', 'descripcion', 'valor', 'referencia'].includes(k)))
    return MENSAJES_EXTRACTOS.columnasInvalidas;
  const columnas: ColumnasExtracto = {
    fecha: (v.fecha as string).trim(),
    descripcion: (v.descripcion as string).trim(),
    valor: (v.valor as string).trim(),
  };
  if (typeof v.referencia === 'string' && v.referencia.trim()) columnas.referencia = v.referencia.trim();
  return columnas;
}

/** El índice (desde 0) de una columna por su encabezado (sin distinguir mayúsculas ni tildes) o su letra («A», «AB»). */
export function indiceColumna(encabezados: readonly string[], columna: string): number | null {
  const normal = (t: string) => t.normalize('NFD').replace(/[\u0300-\u036f]/g, '').trim().toLowerCase();
  const buscado = normal(columna);
  const porNombre = encabezados.findIndex((e) => normal(e) === buscado);
  if (porNombre >= 0) return porNombre;
  if (/^[A-Z]{1,2}$/.test(columna.trim())) {
    const indice = [...columna.trim()].reduce((n, letra) => n * 26 + letra.charCodeAt(0) - 64, 0) - 1;
    return indice < Math.max(encabezados.length, 1) ? indice : null;
  }
  return null;
}

function textoCelda(valor: unknown): string {
  if (valor === null || valor === undefined) return '';
  if (valor instanceof Date) return valor.toISOString().slice(0, 10);
  return String(valor).trim();
}

/**
 * Las líneas de un extracto (encabezados y filas como los leyó el archivo) con sus columnas; o los errores por fila
 * (las filas se cuentan como en la hoja: la 1 es el encabezado). Las filas vacías se saltan. Una fecha de Excel llega
 * como Date y se toma su día.
 */
export function lineasDeExtracto(
  encabezados: readonly string[],
  filas: readonly (readonly unknown[])[],
  columnas: ColumnasExtracto,
): { lineas: LineaExtracto[]; errores: string[] } {
  const indices: Partial<Record<keyof ColumnasExtracto, number>> = {};
  const errores: string[] = [];
  for (const dato of ['fecha', 'descripcion', 'valor', 'referencia'] as const) {
    const columna = columnas[dato];
    if (!columna) continue;
    const indice = indiceColumna(encabezados, columna);
    if (indice === null) errores.push(MENSAJES_EXTRACTOS.columnaNoEsta(dato, columna));
    else indices[dato] = indice;
  }
  if (errores.length > 0) return { lineas: [], errores };
  const lineas: LineaExtracto[] = [];
  filas.forEach((fila, i) => {
    if (fila.every((c) => textoCelda(c) === '')) return;
    const numeroFila = i + 2;
    const crudaFecha = fila[indices.fecha as number];
    const crudoValor = fila[indices.valor as number];
    const fecha = crudaFecha instanceof Date ? crudaFecha.toISOString().slice(0, 10) : leerFechaCo(textoCelda(crudaFecha));
    const valor = leerValorCop(typeof crudoValor === 'number' ? crudoValor : textoCelda(crudoValor));
    if (!fecha) errores.push(MENSAJES_EXTRACTOS.fechaInvalida(numeroFila, textoCelda(crudaFecha)));
    if (valor === null || Math.abs(Math.round(valor * 100) - valor * 100) > 1e-6)
      errores.push(MENSAJES_EXTRACTOS.valorInvalido(numeroFila, textoCelda(crudoValor)));
    if (!fecha || valor === null) return;
    const referencia = indices.referencia === undefined ? '' : textoCelda(fila[indices.referencia]);
    lineas.push({
      fecha,
      descripcion: textoCelda(fila[indices.descripcion as number]).slice(0, 300),
      valor,
      referencia: referencia ? referencia.slice(0, 120) : null,
    });
  });
  if (errores.length === 0 && lineas.length === 0) errores.push(MENSAJES_EXTRACTOS.sinLineas);
  if (lineas.length > LINEAS_MAXIMAS_EXTRACTO) errores.push(MENSAJES_EXTRACTOS.demasiadasLineas(LINEAS_MAXIMAS_EXTRACTO));
  return { lineas, errores };
}

// ——— Aplicar una línea en suspenso ———

/** Lo que pide POST /api/pagos/suspenso/:lineaId/aplicar, ya validado (montos en centavos). */
export type DecisionSuspenso = { tipo: 'aplicar'; partes: Array<{ prestamo: string; centavos: number }> } | { tipo: 'no_es_nuestro' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Valida la decisión sobre una línea en suspenso de `valor` pesos: exactamente una forma; el préstamo entero, o un
 * reparto entre préstamos distintos con montos positivos que suman exactamente la línea, o «no es nuestro». Devuelve
 * la decisión o los errores por campo.
 */
export function validarAplicacionSuspenso(
  cuerpo: unknown,
  valor: number,
): { decision: DecisionSuspenso } | { errores: Record<string, string[]> } {
  const c = (typeof cuerpo === 'object' && cuerpo !== null && !Array.isArray(cuerpo) ? cuerpo : {}) as Record<string, unknown>;
  const formas = (['prestamo', 'reparto', 'noEsNuestro'] as const).filter((k) => c[k] !== undefined);
  if (formas.length !== 1 || Object.keys(c).length !== 1) return { errores: { aplicacion: [MENSAJES_EXTRACTOS.aplicacionUnaForma] } };
  if (formas[0] === 'noEsNuestro') {
    return c.noEsNuestro === true ? { decision: { tipo: 'no_es_nuestro' } } : { errores: { noEsNuestro: [MENSAJES_EXTRACTOS.aplicacionUnaForma] } };
  }
  const total = Math.round(valor * 100);
  if (formas[0] === 'prestamo') {
    if (typeof c.prestamo !== 'string' || !UUID.test(c.prestamo)) return { errores: { prestamo: ['Elija el préstamo al que se aplica'] } };
    return { decision: { tipo: 'aplicar', partes: [{ prestamo: c.prestamo, centavos: total }] } };
  }
  if (!Array.isArray(c.reparto) || c.reparto.length === 0 || c.reparto.length > 50)
    return { errores: { reparto: [MENSAJES_EXTRACTOS.repartoVacio] } };
  const partes: Array<{ prestamo: string; centavos: number }> = [];
  for (const parte of c.reparto as unknown[]) {
    const p = (typeof parte === 'object' && parte !== null ? parte : {}) as Record<string, unknown>;
    if (typeof p.prestamo !== 'string' || !UUID.test(p.prestamo)) return { errores: { reparto: ['Elija el préstamo de cada fila del reparto'] } };
    const monto = p.monto;
    if (typeof monto !== 'number' || !Number.isFinite(monto) || monto <= 0 || Math.abs(Math.round(monto * 100) - monto * 100) > 1e-6)
      return { errores: { reparto: [MENSAJES_EXTRACTOS.repartoMonto] } };
    if (partes.some((x) => x.prestamo === p.prestamo)) return { errores: { reparto: [MENSAJES_EXTRACTOS.repartoRepetido] } };
    partes.push({ prestamo: p.prestamo, centavos: Math.round(monto * 100) });
  }
  const suma = partes.reduce((t, p) => t + p.centavos, 0);
  if (suma !== total) return { errores: { reparto: [MENSAJES_EXTRACTOS.repartoSuma(formatoPesos(suma), formatoPesos(total))] } };
  return { decision: { tipo: 'aplicar', partes } };
}

/** «$ 1.234.567» o «$ 1.234,50» (centavos → texto), sin depender de Intl. */
function formatoPesos(centavos: number): string {
  const entero = Math.trunc(Math.abs(centavos) / 100)
    .toString()
    .replace(/\B(?=(\d{3})+(?!\d))/g, '.');
  const resto = Math.abs(centavos) % 100;
  return `${centavos < 0 ? '-' : ''}$ ${entero}${resto ? `,${String(resto).padStart(2, '0')}` : ''}`;
}

// ——— Conciliación por cuenta y día ———

/**
 * Las diferencias de cada día: el extracto contra el mayor (lo que el banco recibió contra lo que la subcuenta dice
 * que entró) y lo registrado contra el mayor (cobros por transferencia más lo que sigue en suspenso, contra la
 * subcuenta). Montos en pesos; se comparan al centavo.
 */
export function diferenciasConciliacion(dias: readonly DiaConciliacion[]): DiferenciaConciliacion[] {
  const diferencias: DiferenciaConciliacion[] = [];
  const cent = (x: number) => Math.round(x * 100);
  for (const d of dias) {
    // Una devolución sale del banco (un débito del extracto) el día en que se hizo.
    const devuelto = cent(d.devoluciones ?? 0);
    const extractoMayor = cent(d.extracto) - devuelto - cent(d.mayor);
    if (extractoMayor !== 0) {
      diferencias.push({
        fecha: d.fecha,
        tipo: 'extracto_mayor',
        monto: extractoMayor / 100,
        explicacion:
          extractoMayor > 0
            ? `El extracto muestra ${formatoPesos(extractoMayor)} más de lo que entró a la cuenta en el libro mayor: falta registrar o importar ese dinero`
            : `El libro mayor tiene ${formatoPesos(-extractoMayor)} más de lo que muestra el extracto: un cobro por transferencia que el banco no muestra (o un extracto sin importar)`,
      });
    }
    const registradoMayor = cent(d.cobros) + cent(d.suspenso) - devuelto - cent(d.mayor);
    if (registradoMayor !== 0) {
      diferencias.push({
        fecha: d.fecha,
        tipo: 'cobros_mayor',
        monto: registradoMayor / 100,
        explicacion:
          registradoMayor > 0
            ? `Los cobros y el suspenso suman ${formatoPesos(registradoMayor)} más que el movimiento del libro mayor en la cuenta`
            : `El libro mayor movió ${formatoPesos(-registradoMayor)} más que los cobros y el suspenso del día (un comprobante sin cobro, o un cobro borrado después)`,
      });
    }
  }
  return diferencias;
}
