// Los eventos de una pasarela de pagos (Wompi; docs/decisiones/eventos-de-wompi-firmados.md): qué se firma, qué se
// exige firmado y qué hace Cartera con cada transacción verificada. Reglas puras: sin Nest, sin E/S.
import { propiedad } from './constantes';
import { formatearCOP } from './formato';
import { MENSAJES_PAGOS } from './pagos';

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
