// Las líneas de los extractos (docs/decisiones/pagos-por-transferencia.md): su lectura para las respuestas y los
// comprobantes de «Recaudos por aplicar» (entrada y salida). Lo usan extractos, suspenso y la pasarela.
import { createHash } from 'node:crypto';
import {
  reglaAplicacionRecaudo,
  reglaRecaudoPorAplicar,
  type EstadoLineaExtracto,
  type LineaExtractoPago,
  type TipoCruceLinea,
  type TipoCuentaPago,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos } from '../cartera/dinero';
import { escribirComprobante } from '../contabilidad/mayor/contabilizar';
import { instanteJson } from '../database/consulta-preparada';

/** La clave guardada de una línea: la huella de la de `clavesLineasExtracto` (su texto puede nombrar a alguien). */
export function huellaClave(clave: string): string {
  return createHash('sha256').update(clave, 'utf8').digest('hex');
}

const COLUMNAS = `
  l.id, l.extracto_id, l.origen, l.fecha, l.descripcion, l.valor, l.referencia, l.estado, l.cruce, l.transferencia_id,
  l.decidido_en, l.devolucion_fecha::text AS devolucion_fecha, l.devolucion_referencia, pc.id AS cuenta_id, pc.nombre AS cuenta_nombre, pc.tipo AS cuenta_tipo,
  u.id AS decidido_por_id, u.nombre AS decidido_por_nombre,
  coalesce((SELECT json_agg(json_build_object(
              'cobro', lc.cobro_id, 'monto', lc.monto, 'prestamo', p.id, 'numero', p.numero::text,
              'cliente', c.id, 'clienteNombre', c.nombre) ORDER BY p.numero)
            FROM pagos_lineas_cobros lc JOIN prestamos p ON p.id = lc.prestamo_id JOIN clientes c ON c.id = p.cliente_id
            WHERE lc.linea_id = l.id), '[]'::json) AS aplicaciones`;

/** El SELECT de las líneas con su cuenta, quién decidió y sus cobros; se completa con WHERE y ORDER BY. */
export const SELECT_LINEAS = `SELECT ${COLUMNAS}
  FROM pagos_extracto_lineas l
  JOIN pagos_cuentas pc ON pc.id = l.cuenta_pago_id
  LEFT JOIN usuarios u ON u.id = l.decidido_por`;

export interface FilaLinea {
  id: string;
  extracto_id: string | null;
  origen: 'extracto' | 'wompi';
  fecha: string;
  descripcion: string;
  valor: string;
  referencia: string | null;
  estado: EstadoLineaExtracto | 'por_cruzar' | 'por_aplicar';
  cruce: TipoCruceLinea | null;
  transferencia_id: string | null;
  decidido_en: Date | string | null;
  devolucion_fecha: string | null;
  devolucion_referencia: string | null;
  cuenta_id: string;
  cuenta_nombre: string;
  cuenta_tipo: TipoCuentaPago;
  decidido_por_id: string | null;
  decidido_por_nombre: string | null;
  aplicaciones: Array<{
    cobro: string | null;
    monto: string | number;
    prestamo: string;
    numero: string;
    cliente: string;
    clienteNombre: string;
  }>;
}

export function lineaJson(f: FilaLinea): LineaExtractoPago {
  return {
    _id: f.id,
    extracto: f.extracto_id,
    origen: f.origen,
    cuenta: { _id: f.cuenta_id, nombre: f.cuenta_nombre, tipo: f.cuenta_tipo },
    fecha: f.fecha,
    descripcion: f.descripcion,
    valor: Number(f.valor),
    referencia: f.referencia,
    // Una línea que la importación todavía cruza se muestra en suspenso (todavía no es de nadie); una que el trabajo
    // todavía aplica, aplicándose.
    estado: f.estado === 'por_cruzar' ? 'en_suspenso' : f.estado === 'por_aplicar' ? 'aplicando' : f.estado,
    cruce: f.cruce,
    aplicaciones: f.aplicaciones.map((a) => ({
      cobro: a.cobro,
      prestamo: {
        _id: a.prestamo,
        numero: Number(a.numero),
        cliente: { _id: a.cliente, nombre: a.clienteNombre },
      },
      monto: Number(a.monto),
    })),
    transferencia: f.transferencia_id,
    decididoPor: f.decidido_por_id ? { _id: f.decidido_por_id, nombre: f.decidido_por_nombre ?? '' } : null,
    decididoEn: f.decidido_en === null ? null : instanteJson(f.decidido_en),
    devolucion: f.devolucion_fecha ? { fecha: f.devolucion_fecha, referencia: f.devolucion_referencia ?? '' } : null,
  };
}

/** Una línea que no se cruzó entra al banco contra «Recaudos por aplicar» (reglaRecaudoPorAplicar), en su fecha. */
export async function contabilizarSuspenso(
  manager: EntityManager,
  linea: { id: string; cuentaPagoId: string; fecha: string; valor: number; descripcion: string },
  registradoPor: string | null,
): Promise<void> {
  await escribirComprobante(manager, {
    fecha: linea.fecha,
    tipo: 'recaudo_por_aplicar',
    descripcion: `Recaudo por aplicar: ${linea.descripcion || 'sin descripción'}`,
    origen: 'extracto',
    origenId: linea.id,
    registradoPor,
    lineas: reglaRecaudoPorAplicar({ cuentaPagoId: linea.cuentaPagoId, monto: aCentavos(linea.valor) }),
  });
}

/**
 * Sale de «Recaudos por aplicar» lo que se aplicó a los préstamos (reglaAplicacionRecaudo), en la fecha de la línea:
 * sus cobros por transferencia ya debitaron el banco, que había recibido ese dinero al entrar al suspenso.
 */
export async function contabilizarAplicacion(
  manager: EntityManager,
  linea: { id: string; cuentaPagoId: string; fecha: string; valor: number },
  descripcion: string,
  registradoPor: string,
): Promise<void> {
  await escribirComprobante(manager, {
    fecha: linea.fecha,
    tipo: 'aplicacion_recaudo',
    descripcion,
    origen: 'extracto',
    origenId: linea.id,
    registradoPor,
    lineas: reglaAplicacionRecaudo({ cuentaPagoId: linea.cuentaPagoId, monto: aCentavos(linea.valor) }),
  });
}
