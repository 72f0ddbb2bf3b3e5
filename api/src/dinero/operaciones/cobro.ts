// El cobro, el pago de una cuota y la recuperación de un castigado, declarados para el núcleo de dinero
// (docs/decisiones/nucleo-de-dinero.md). Lo recibido paga primero la mora causada hasta la fecha del cobro y después las
// cuotas más antiguas (o la cuota pedida); el interés del movimiento es el de su comprobante (interesDeUnPago).
import {
  centavosDePesos,
  formatearCOP,
  pesosDe,
  type Centavos,
  type CategoriaNotificacionPrestamo,
  type EventoNotificacion,
  type OrigenCobro,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { esCobrador } from '../../common/acceso-cartera';
import type {
  AplicacionRepartida,
  CobroRegistrado,
  DatosCobroLibro,
  LibroService,
  PlanRecalculado,
  ResultadoReversion,
} from '../../libro/libro.service';
import { errorValidacion } from '../../common/errores';
import type { Usuario } from '../../usuarios/entities/usuario.entity';
import { consultasDinero, type UbicacionDelCobro } from '../dinero.consultas';
import { MENSAJES_COBRO_NUCLEO as MENSAJES } from '../mensajes';
import { ligarLinea } from '../ligas.consultas';
import type { OperacionDinero, Paso } from '../operacion';

/** Un cobrador que existe y está activo (400 en `cobrador` si no). */
export async function validarCobrador(manager: EntityManager, cobradorId: string): Promise<void> {
  const cobrador = await consultasDinero.cobrador(manager, cobradorId);
  if (!cobrador) throw errorValidacion({ cobrador: [MENSAJES.cobradorNoExiste] });
  if (cobrador.estado !== 'activo') throw errorValidacion({ cobrador: [MENSAJES.cobradorInactivo] });
}

/**
 * Quién tiene el efectivo de un cobro que se registra (docs/decisiones/caja-de-cobradores.md): la oficina puede decir
 * que lo tiene el cobrador del cobro (lo registra a su nombre, él lo carga); nadie más. Un cobrador lo tiene él.
 */
async function validarEnPoderDe(
  manager: EntityManager,
  enPoderDe: string | null,
  cobradorId: string | null,
  actor: Usuario,
): Promise<string | null> {
  if (enPoderDe === null) return null;
  if (esCobrador(actor)) {
    if (enPoderDe !== actor.id) throw errorValidacion({ enPoderDe: [MENSAJES.enPoderDeCobrador] });
    return null;
  }
  if (enPoderDe !== cobradorId) throw errorValidacion({ enPoderDe: [MENSAJES.enPoderDeAjeno] });
  await validarCobrador(manager, enPoderDe);
  return enPoderDe;
}

/** Una línea de la lista de notificaciones del préstamo, como evento (por defecto, de un pago). */
export function notificacion(
  prestamoId: string,
  titulo: string,
  mensaje: string,
  categoria: CategoriaNotificacionPrestamo = 'pago',
): EventoNotificacion {
  return { tipo: 'notificacion', prestamoId, categoria, titulo, mensaje };
}

/** "la cuota 3" o "las cuotas 3, 4 y 5" */
export function listaCuotas(numeros: number[]): string {
  if (numeros.length === 1) return `la cuota ${numeros[0]}`;
  return `las cuotas ${numeros.slice(0, -1).join(', ')} y ${numeros[numeros.length - 1]}`;
}

/** Los números de las cuotas a las que se aplicó un cobro, en orden (para los mensajes y la auditoría). */
export function numerosDeCuotas(aplicaciones: readonly AplicacionRepartida[]): number[] {
  return aplicaciones.map((a) => a.numero).sort((a, b) => a - b);
}

/**
 * Un cobro, como comando: lo arma quien cobra (la ruta de Cobros, Mi Ruta, un extracto, la pasarela) con su fecha de
 * negocio ya resuelta y el monto en centavos. Lo que sólo sabe quien llama (la cuenta de recaudo de una transferencia,
 * la distancia del teléfono al cliente) llega como función que corre en la transacción, ya bajo el candado.
 */
export interface PedidoCobro {
  prestamoId: string;
  monto: Centavos;
  fecha: string;
  observaciones: string | null;
  /** El cobrador del cobro; sin él, el del préstamo (un cobrador cobra siempre a su nombre). */
  cobradorId?: string | null;
  /** Quien tiene el efectivo, si no es la oficina. */
  enPoderDe: string | null;
  /** La transferencia del cobro (cuenta de recaudo y referencia, ya validadas) o null si es en efectivo. */
  transferencia(manager: EntityManager, actor: Usuario): Promise<{ cuentaPagoId: string; referencia: string } | null>;
  /** La ubicación del teléfono medida contra la del cliente del préstamo, o null. */
  ubicacion(manager: EntityManager, prestamoId: string): Promise<UbicacionDelCobro | null>;
  /**
   * La línea del extracto o del suspenso cuyo dinero es este cobro: la escritura la liga al cobro en la misma
   * transacción (docs/decisiones/escritores-de-dinero.md, «Las ligas de los extractos»).
   */
  linea?: string;
}

interface EfectoCobro {
  /** Un castigado no tiene cuotas: lo que llega es una recuperación. */
  origen: Extract<OrigenCobro, 'cobro' | 'recuperacion'>;
  datos: Omit<DatosCobroLibro, 'origen'>;
  ubicacion: UbicacionDelCobro | null;
}

/** La ubicación del teléfono y su distancia al cliente, en el cobro recién registrado (sin ubicación no escribe). */
async function guardarUbicacion(
  manager: EntityManager,
  cobroId: string,
  ubicacion: UbicacionDelCobro | null,
): Promise<void> {
  if (ubicacion) await consultasDinero.guardarUbicacion(manager, cobroId, ubicacion);
}

/** El cobro de la pantalla de Cobros, de Mi Ruta, de un extracto o de la pasarela (todos llaman CobrosService.crear). */
export function operacionCobro(libro: LibroService): OperacionDinero<PedidoCobro, EfectoCobro, CobroRegistrado> {
  return {
    nombre: 'cobro',
    modulo: 'Cobros',
    prestamos: ({ prestamoId }) => [prestamoId],
    campoPrestamo: 'prestamo',
    cartera: true,
    fecha: ({ fecha }) => ({ fecha, campo: 'fecha' }),
    async efecto({ manager, contexto: { actor }, prestamos: [prestamo] }, pedido) {
      if (!esCobrador(actor) && pedido.cobradorId) await validarCobrador(manager, pedido.cobradorId);
      const cobradorId = esCobrador(actor)
        ? actor.id
        : pedido.cobradorId === undefined
          ? prestamo.cobradorId
          : pedido.cobradorId;
      // Una transferencia entra a su cuenta de recaudo: nunca queda en poder de nadie (docs/decisiones/pagos-por-transferencia.md).
      const transferencia = await pedido.transferencia(manager, actor);
      const enPoderDe = transferencia ? null : await validarEnPoderDe(manager, pedido.enPoderDe, cobradorId, actor);
      return {
        origen: prestamo.estado === 'castigado' ? 'recuperacion' : 'cobro',
        datos: {
          monto: pedido.monto,
          fecha: pedido.fecha,
          observaciones: pedido.observaciones,
          cobradorId,
          registradoPor: actor.id,
          enPoderDe,
          transferencia,
        },
        ubicacion: await pedido.ubicacion(manager, prestamo.id),
      };
    },
    async escribir({ manager, prestamos: [prestamo], lecturas: [lectura] }, { linea }, { origen, datos, ubicacion }) {
      const escrito =
        origen === 'recuperacion'
          ? await libro.registrarRecuperacion(manager, prestamo, { ...datos, origen })
          : await libro.registrarCobro(manager, prestamo, { ...datos, origen }, lectura);
      await guardarUbicacion(manager, escrito.cobroId, ubicacion);
      if (linea) await ligarLinea(manager, { linea, prestamo: prestamo.id, cobro: escrito.cobroId, monto: datos.monto });
      return escrito;
    },
    recibos: ({ recibo }) => [recibo],
    avisar: ({ prestamos: [prestamo] }, { monto }, { origen }, { aplicaciones }, [plan]) => [
      origen === 'recuperacion'
        ? notificacion(prestamo.id, 'Recuperación registrada', `Se recuperaron ${formatearCOP(pesosDe(monto))} del préstamo castigado`)
        : notificacion(
            prestamo.id,
            'Pago aplicado',
            `Cobro de ${formatearCOP(pesosDe(monto))} aplicado a ${listaCuotas(numerosDeCuotas(aplicaciones))}. Saldo pendiente: ${formatearCOP(plan.resultado.saldoPendiente)}`,
          ),
    ],
    auditar(
      { prestamos: [prestamo] },
      { monto, fecha },
      { origen, datos, ubicacion },
      { cobroId, aplicaciones },
      [plan],
    ) {
      const comun = {
        cobro: cobroId,
        prestamo: prestamo.id,
        monto: pesosDe(monto),
        fecha,
        cobrador: datos.cobradorId,
      };
      if (origen === 'recuperacion') {
        return {
          accion: 'Registrar recuperación',
          detalles: `Recuperación de ${formatearCOP(pesosDe(monto))} del préstamo castigado #${prestamo.numero}`,
          datosNuevos: { ...comun, ubicacion },
        };
      }
      return {
        accion: 'Registrar cobro',
        detalles: `Cobro de ${formatearCOP(pesosDe(monto))} al préstamo #${prestamo.numero}`,
        datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
        datosNuevos: { ...comun, cuotas: numerosDeCuotas(aplicaciones), ubicacion, ...plan.resultado },
      };
    },
  };
}

/** PATCH /api/prestamos/:id/plan/cuota/:n/pagar. */
export interface PedidoPagoCuota {
  prestamoId: string;
  numero: number;
  monto: Centavos;
  fecha: string;
}

/** Pagar una cuota: un cobro de origen 'pago_cuota' aplicado sólo a esa cuota (después de la mora). */
export function operacionPagoCuota(
  libro: LibroService,
): OperacionDinero<PedidoPagoCuota, null, CobroRegistrado> {
  return {
    nombre: 'pago de cuota',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    cartera: true,
    fecha: ({ fecha }) => ({ fecha, campo: 'fecha' }),
    efecto: async () => null,
    escribir: ({ manager, contexto: { actor }, prestamos: [prestamo], lecturas: [lectura] }, { numero, monto, fecha }) =>
      libro.registrarCobro(
        manager,
        prestamo,
        {
          monto,
          fecha,
          observaciones: `Pago de la cuota ${numero}`,
          cobradorId: esCobrador(actor) ? actor.id : prestamo.cobradorId,
          registradoPor: actor.id,
          origen: 'pago_cuota',
          cuotaNumero: numero,
        },
        lectura,
      ),
    recibos: ({ recibo }) => [recibo],
    avisar: (_paso: Paso, { prestamoId, numero, monto }, _efecto, _escrito, [plan]: PlanRecalculado[]) => [
      notificacion(
        prestamoId,
        'Pago aplicado',
        `Pago de ${formatearCOP(pesosDe(monto))} a la cuota ${numero}. Saldo pendiente: ${formatearCOP(plan.resultado.saldoPendiente)}`,
      ),
    ],
    auditar: ({ prestamos: [prestamo] }, { numero, monto, fecha }, _efecto, { cobroId }, [plan]) => ({
      accion: 'Pagar cuota',
      detalles: `Pago de ${formatearCOP(pesosDe(monto))} a la cuota ${numero} del préstamo #${prestamo.numero}`,
      datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
      datosNuevos: { cobro: cobroId, cuota: numero, monto: pesosDe(monto), fecha, ...plan.resultado },
    }),
  };
}

/** PATCH /api/prestamos/:id/plan/cuota/:n/revertir. */
export interface PedidoRevertirCuota {
  prestamoId: string;
  numero: number;
}

/**
 * Revertir una cuota: quita exactamente sus aplicaciones (cada cobro devuelve lo suyo con su fecha), borra los cobros
 * que quedan vacíos y reduce los que también pagaban otras cuotas; sus recibos salen corregidos.
 */
export function operacionRevertirCuota(
  libro: LibroService,
): OperacionDinero<PedidoRevertirCuota, null, ResultadoReversion> {
  return {
    nombre: 'reversión de una cuota',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: (prestamo) => libro.asegurarAbierto(prestamo),
    efecto: async () => null,
    escribir: ({ manager, contexto, prestamos: [prestamo] }, { numero }) =>
      libro.revertirCuota(manager, prestamo, numero, contexto.actor.id),
    avisar: (_paso, { prestamoId, numero }, _efecto, reversion, [plan]) => {
      // Cada cobro que la reversión anuló o redujo corrige el recibo del cliente (docs/decisiones/recibos-de-cobro.md).
      const saldoDespues = centavosDePesos(plan.resultado.saldoPendiente);
      const corregido = { tipo: 'correccion_recibo', prestamoId, saldoDespues, cobradorId: null } as const;
      return [
        ...reversion.cobrosEliminados.map((cobroId) => ({ ...corregido, cobroId, montoNuevo: null })),
        ...reversion.cobrosReducidos.map(({ cobroId, montoNuevo }) => ({
          ...corregido,
          cobroId,
          montoNuevo: centavosDePesos(montoNuevo),
        })),
        notificacion(
          prestamoId,
          'Pago revertido',
          `Se revirtieron ${formatearCOP(reversion.montoRevertido)} de la cuota ${numero}. Saldo pendiente: ${formatearCOP(plan.resultado.saldoPendiente)}`,
          'reverso',
        ),
      ];
    },
    auditar: ({ prestamos: [prestamo] }, { numero }, _efecto, reversion, [plan]) => ({
      accion: 'Revertir cuota',
      detalles: `Reverso de ${formatearCOP(reversion.montoRevertido)} de la cuota ${numero} del préstamo #${prestamo.numero}`,
      datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
      datosNuevos: { cuota: numero, ...reversion, ...plan.resultado },
    }),
  };
}
