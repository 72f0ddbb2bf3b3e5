// La referencia de pago de un préstamo con la cuenta de la organización y su QR (docs/decisiones/pagos-por-transferencia.md,
// «Cómo pagarnos»). La regla es de @cartera/dominio; aquí sólo se lee la cuenta y se dibuja el QR, sin salir a la red.
import {
  cuentaDeCobro as elegirCuentaDeCobro,
  destinoCuentaPago,
  payloadQrPago,
  referenciaPago,
  type ReferenciaPagoPrestamo,
  type TipoCuentaPago,
} from '@cartera/dominio';
import QRCode from 'qrcode';
import type { EntityManager } from 'typeorm';
import { cuentasActivas, nombreEmpresa } from './cuentas-de-recaudo.sql';

interface CuentaCobro {
  id: string;
  tipo: TipoCuentaPago;
  nombre: string;
  identificador: string;
  nombre_empresa: string;
}

/**
 * La cuenta a la que se le pide pagar al cliente: la llave Bre-B activa si hay, si no la primera cuenta activa; con el
 * número de un préstamo, entre las de su oficina si tiene (`cuentasActivas`). La elige `cuentaDeCobro` de
 * @cartera/dominio, la misma regla que usa Mi Ruta con las cuentas que tiene en el teléfono.
 */
export async function cuentaDeCobro(manager: EntityManager, numeroPrestamo?: number): Promise<CuentaCobro | null> {
  const cuenta = elegirCuentaDeCobro(await cuentasActivas(manager, numeroPrestamo));
  if (!cuenta) return null;
  return {
    id: cuenta._id,
    tipo: cuenta.tipo,
    nombre: cuenta.nombre,
    identificador: cuenta.identificador,
    nombre_empresa: await nombreEmpresa(manager),
  };
}

/** Referencia, cuenta, llave y QR (data URL PNG) de un préstamo de ese número. */
export async function referenciaDePrestamo(manager: EntityManager, numero: number): Promise<ReferenciaPagoPrestamo> {
  const referencia = referenciaPago(numero);
  const cuenta = await cuentaDeCobro(manager, numero);
  if (!cuenta) return { referencia, cuenta: null, llave: null, qr: null, payload: null };
  const payload = payloadQrPago({ llave: cuenta.identificador, referencia, nombre: cuenta.nombre_empresa, ciudad: 'Colombia' });
  const qr = await QRCode.toDataURL(payload, { errorCorrectionLevel: 'M', margin: 2, width: 256 });
  return {
    referencia,
    cuenta: { _id: cuenta.id, tipo: cuenta.tipo, nombre: cuenta.nombre, identificador: cuenta.identificador },
    llave: cuenta.identificador,
    qr,
    payload,
  };
}

/** Lo que un documento impreso (plan, recibo) dice de cómo pagar por transferencia; null sin cuentas activas. */
export interface ComoPagar {
  referencia: string;
  /** «Llave Bre-B Llave del negocio: @creditosdemo». */
  destino: string;
  payload: string;
}

/** «Llave Bre-B Llave del negocio: @creditosdemo» (`destinoCuentaPago` de @cartera/dominio). */
export function destinoDeCuenta(cuenta: Pick<CuentaCobro, 'tipo' | 'nombre' | 'identificador'>): string {
  return destinoCuentaPago(cuenta);
}

export async function comoPagar(manager: EntityManager, numero: number): Promise<ComoPagar | null> {
  const cuenta = await cuentaDeCobro(manager, numero);
  if (!cuenta) return null;
  const referencia = referenciaPago(numero);
  return {
    referencia,
    destino: destinoDeCuenta(cuenta),
    payload: payloadQrPago({ llave: cuenta.identificador, referencia, nombre: cuenta.nombre_empresa, ciudad: 'Colombia' }),
  };
}

/** El QR de `comoPagar` como PNG, para imprimirlo en un PDF. */
export function qrPng(payload: string): Promise<Buffer> {
  return QRCode.toBuffer(payload, { errorCorrectionLevel: 'M', margin: 1, width: 220 });
}
