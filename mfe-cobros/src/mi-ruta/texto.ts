// Pure helpers of Mi Ruta: money, links, the receipt text, the keypad and the search (tested in texto.test.ts).
import { formatearCOP, formatearFecha, plegar, soloDigitos, type ParadaMiRuta } from '@cartera/dominio';

/** Colombian mobile numbers for wa.me: 57 + the 10 digits (a number already with 57 stays as is). */
export function numeroWhatsApp(telefono: string): string {
  const digitos = soloDigitos(telefono);
  return digitos.length === 10 ? `57${digitos}` : digitos;
}

export function enlaceWhatsApp(telefono: string, texto?: string): string {
  return `https://wa.me/${numeroWhatsApp(telefono)}${texto ? `?text=${encodeURIComponent(texto)}` : ''}`;
}

export function enlaceSms(telefono: string, texto: string): string {
  return `sms:${soloDigitos(telefono)}?body=${encodeURIComponent(texto)}`;
}

/** A maps link for the coordinates (opens the phone's maps app), or null without them. */
export function enlaceMapa(latitud: number | null, longitud: number | null): string | null {
  if (latitud === null || longitud === null) return null;
  return `https://www.google.com/maps/search/?api=1&query=${latitud},${longitud}`;
}

export interface DatosRecibo {
  cliente: string;
  numero: number;
  monto: number;
  /** The business day, 'YYYY-MM-DD'; the receipt writes it as the office does (28/11/2026). */
  fecha: string;
  cobrador: string;
  /** Balance after this payment, when known. */
  saldo: number | null;
  /** False while the payment waits to be sent. */
  enviado: boolean;
  /** A transfer the office still has to confirm against the bank (it does not lower the balance yet). */
  porConfirmar?: boolean;
  /** How to pay the next one by transfer (the lender's llave or account and the loan's reference), if there is one. */
  comoPagar?: { destino: string; referencia: string } | null;
}

/** The receipt as text, to send by WhatsApp or SMS. */
export function textoRecibo(r: DatosRecibo): string {
  return [
    'Recibo de pago — Cartera',
    `Cliente: ${r.cliente}`,
    `Préstamo #${r.numero}`,
    `Valor recibido: ${formatearCOP(r.monto)}`,
    `Fecha: ${formatearFecha(r.fecha)}`,
    `Cobrador: ${r.cobrador}`,
    ...(r.saldo === null ? [] : [`Saldo pendiente: ${formatearCOP(r.saldo)}`]),
    ...(r.porConfirmar ? ['Transferencia por confirmar: se aplica cuando el banco la confirme'] : []),
    ...(r.enviado ? [] : ['(Pago registrado sin señal: se confirmará al sincronizar)']),
    ...(r.comoPagar
      ? [`Pague por transferencia a ${r.comoPagar.destino}`, `Referencia de pago: ${r.comoPagar.referencia}`]
      : []),
  ].join('\n');
}

/**
 * Amount typed on the keypad: digits only, no leading zeros, at most 12 digits. While the amount is the one proposed
 * (`propuesto`: today's due, nothing typed yet), the first key replaces it instead of adding to it, and «borrar»
 * clears it.
 */
export function teclear(actual: string, tecla: string, propuesto = false): string {
  const base = propuesto ? '' : actual;
  if (tecla === 'borrar') return base.slice(0, -1);
  const siguiente = `${base}${tecla}`.replace(/^0+/, '');
  return siguiente.length > 12 ? base : siguiente;
}

/** For matching what the collector types: no accents, lower case, single spaces. */
function comparable(texto: string): string {
  return plegar(texto).replace(/\s+/g, ' ').trim();
}

/** A word made of digits and the separators a number is written with (1.234.567, 300-123): its digits, or null. */
function digitosDe(palabra: string): string | null {
  return /^[\d.,()+-]+$/.test(palabra) && /\d/.test(palabra) ? soloDigitos(palabra) : null;
}

/**
 * Whether a stop matches the search: every word in its client's name, address, neighbourhood or city, or the digits
 * of his cédula, his phone or a loan's number (whole or a part, dots and spaces ignored: «1.234.567», «1 234 567» and
 * «34567» find 1234567). An empty search matches every stop.
 */
export function coincideParada(parada: ParadaMiRuta, busqueda: string): boolean {
  const palabras = comparable(busqueda).split(' ').filter(Boolean);
  if (palabras.length === 0) return true;
  const { cliente } = parada;
  const texto = comparable(
    [cliente.nombre, cliente.direccion, cliente.barrio ?? '', cliente.ciudad].join(' '),
  );
  const numeros = [
    soloDigitos(cliente.cedula),
    soloDigitos(cliente.telefono),
    ...parada.prestamos.map((p) => String(p.numero)),
  ].filter(Boolean);
  const enUnNumero = (digitos: string) => numeros.some((n) => n.includes(digitos));
  // A number typed with spaces (1 234 567) is one number, not three words.
  const todo = palabras.map(digitosDe);
  if (todo.every((d) => d !== null) && enUnNumero(todo.join(''))) return true;
  return palabras.every((palabra, i) => {
    const digitos = todo[i];
    return texto.includes(palabra) || (digitos !== null && digitos !== '' && enUnNumero(digitos));
  });
}
