// Cómo pagarnos por transferencia (docs/decisiones/pagos-por-transferencia.md, «Cómo pagarnos»): a qué cuenta se le pide
// pagar al cliente y cómo se escribe, igual en el plan y el recibo en PDF, los mensajes al cliente y el recibo de Mi Ruta.
import { ETIQUETAS_TIPO_CUENTA_PAGO, type TipoCuentaPago } from './pagos';
import type { Instante } from './tipos';
import { plegar } from './validacion';

/** Lo que estas reglas leen de una cuenta de recaudo (CuentaPago, esquemas/pagos.ts). */
export interface CuentaPagoLeida {
  _id: string;
  tipo: TipoCuentaPago;
  nombre: string;
  identificador: string;
  activa: boolean;
  createdAt: Instante;
}

/**
 * La cuenta a la que se le pide pagar: la llave Bre-B activa si hay (la que toda app lee), si no la primera cuenta
 * activa; entre iguales, la más antigua. La usan la API (api/src/pagos/referencia-pago.ts) y Mi Ruta.
 */
export function cuentaDeCobro<T extends Pick<CuentaPagoLeida, '_id' | 'tipo' | 'activa' | 'createdAt'>>(
  cuentas: readonly T[],
): T | null {
  const activas = cuentas.filter((c) => c.activa);
  activas.sort(
    (a, b) =>
      Number(b.tipo === 'breb') - Number(a.tipo === 'breb') ||
      a.createdAt.localeCompare(b.createdAt) ||
      a._id.localeCompare(b._id),
  );
  return activas[0] ?? null;
}

/**
 * «Llave Bre-B Llave del negocio: @creditosdemo»: la cuenta como la leen el cliente y su app de banco. Un nombre que
 * ya empieza por su tipo no lo repite: «Llave Bre-B del negocio: @creditosdemo», nunca «Llave Bre-B Llave Bre-B…».
 */
export function destinoCuentaPago(
  cuenta: Pick<CuentaPagoLeida, 'tipo' | 'nombre' | 'identificador'>,
): string {
  const etiqueta = ETIQUETAS_TIPO_CUENTA_PAGO[cuenta.tipo];
  const nombre = cuenta.nombre.trim();
  const conTipo = plegar(nombre).startsWith(plegar(etiqueta)) ? nombre : `${etiqueta} ${nombre}`;
  return `${conTipo}: ${cuenta.identificador}`;
}
