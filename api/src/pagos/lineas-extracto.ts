// Las líneas de los extractos (docs/decisiones/pagos-por-transferencia.md): su JSON para las respuestas (la lectura
// está en lineas.consultas.ts) y los comprobantes de «Recaudos por aplicar» (entrada y salida). Lo usan extractos,
// suspenso y la pasarela.
import { createHash } from 'node:crypto';
import { reglaAplicacionRecaudo, reglaRecaudoPorAplicar, type LineaExtractoPago } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos } from '../common/dinero';
import { escribirComprobante } from '../mayor/contabilizar';
import { instanteJson } from '../database/consulta-preparada';
import { oficinaDeFila } from '../database/oficina-de-fila';
import type { LineaLeida } from './lineas.consultas';

/** La clave guardada de una línea: la huella de la de `clavesLineasExtracto` (su texto puede nombrar a alguien). */
export function huellaClave(clave: string): string {
  return createHash('sha256').update(clave, 'utf8').digest('hex');
}

/** Una línea leída (lineas.consultas.ts) como la responde la API. */
export function lineaJson(f: LineaLeida): LineaExtractoPago {
  return {
    _id: f.id,
    extracto: f.extracto_id,
    origen: f.origen,
    cuenta: { _id: f.cuenta_id, nombre: f.cuenta_nombre, tipo: f.cuenta_tipo },
    fecha: f.fecha,
    descripcion: f.descripcion,
    valor: f.valor,
    referencia: f.referencia,
    // Una línea que la importación todavía cruza se muestra en suspenso (todavía no es de nadie); una que el trabajo
    // todavía aplica, aplicándose.
    estado: f.estado === 'por_cruzar' ? 'en_suspenso' : f.estado === 'por_aplicar' ? 'aplicando' : f.estado,
    cruce: f.cruce,
    aplicaciones: f.aplicaciones.map((a) => ({
      cobro: a.cobro,
      prestamo: {
        _id: a.prestamo,
        numero: a.numero,
        cliente: { _id: a.cliente, nombre: a.clienteNombre },
      },
      monto: a.monto,
    })),
    transferencia: f.transferencia_id,
    decididoPor: f.decidido_por_id ? { _id: f.decidido_por_id, nombre: f.decidido_por_nombre ?? '' } : null,
    decididoEn: f.decidido_en === null ? null : instanteJson(f.decidido_en),
    devolucion: f.devolucion_fecha ? { fecha: f.devolucion_fecha, referencia: f.devolucion_referencia ?? '' } : null,
    ...(f.contrapartida_id
      ? { contrapartida: { _id: f.contrapartida_id, codigo: f.contrapartida_codigo ?? '', nombre: f.contrapartida_nombre ?? '' } }
      : {}),
  };
}

/**
 * La oficina de una cuenta de recaudo: la de los comprobantes de su dinero que no son de un préstamo (el suspenso, su
 * aplicación, su devolución, su reverso), así cuadran en ella (docs/decisiones/cuentas-de-recaudo-por-oficina.md).
 */
export function oficinaDeCuentaPago(manager: EntityManager, cuentaPagoId: string): Promise<string> {
  return oficinaDeFila(manager, 'pagos_cuentas', cuentaPagoId);
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
    oficinaId: await oficinaDeCuentaPago(manager, linea.cuentaPagoId),
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
    oficinaId: await oficinaDeCuentaPago(manager, linea.cuentaPagoId),
    lineas: reglaAplicacionRecaudo({ cuentaPagoId: linea.cuentaPagoId, monto: aCentavos(linea.valor) }),
  });
}
