// Pure helpers of Mi Ruta: money, links and the receipt text (tested in texto.test.ts).
import { formatearCOP, soloDigitos } from '@cartera/dominio';

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
    `Fecha: ${r.fecha}`,
    `Cobrador: ${r.cobrador}`,
    ...(r.saldo === null ? [] : [`Saldo pendiente: ${formatearCOP(r.saldo)}`]),
    ...(r.porConfirmar ? ['Transferencia por confirmar: se aplica cuando el banco la confirme'] : []),
    ...(r.enviado ? [] : ['(Pago registrado sin señal: se confirmará al sincronizar)']),
    ...(r.comoPagar
      ? [`Pague por transferencia a ${r.comoPagar.destino}`, `Referencia de pago: ${r.comoPagar.referencia}`]
      : []),
  ].join('\n');
}

/** Amount typed on the keypad: digits only, no leading zeros, at most 12 digits. */
export function teclear(actual: string, tecla: string): string {
  if (tecla === 'borrar') return actual.slice(0, -1);
  const siguiente = `${actual}${tecla}`.replace(/^0+/, '');
  return siguiente.length > 12 ? actual : siguiente;
}
