// El cobro, el pago de una cuota y la recuperación de un castigado, declarados para el núcleo de dinero
// (docs/decisiones/nucleo-de-dinero.md). Lo recibido paga primero la mora causada hasta la fecha del cobro y después las
// cuotas más antiguas (o la cuota pedida); el interés del movimiento es el de su comprobante (interesDeUnPago).
import { centavosDePesos, formatearCOP, type OrigenCobro } from '@cartera/dominio';
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
import { registrarNotificacion } from '../../notificaciones/del-prestamo';
import { medirUbicacion, type UbicacionMedida } from '../../cobros/ubicacion';
import { MENSAJES_COBROS } from '../../cobros/cobros.mensajes';
import type { CreateCobroDto } from '../../cobros/dto/create-cobro.dto';
import { errorValidacion } from '../../common/errores';
import type { AutomaticosService } from '../../notificaciones/automaticos.service';
import { transferenciaDelCobro } from '../../pagos/transferencia-cobro';
import type { Usuario } from '../../usuarios/entities/usuario.entity';
import { consultasDinero } from '../dinero.consultas';
import { ligarLinea } from '../ligas.consultas';
import type { OperacionDinero, Paso } from '../operacion';

/** Un cobrador que existe y está activo (400 en `cobrador` si no). */
export async function validarCobrador(manager: EntityManager, cobradorId: string): Promise<void> {
  const cobrador = await consultasDinero.cobrador(manager, cobradorId);
  if (!cobrador) throw errorValidacion({ cobrador: [MENSAJES_COBROS.cobradorNoExiste] });
  if (cobrador.estado !== 'activo') throw errorValidacion({ cobrador: [MENSAJES_COBROS.cobradorInactivo] });
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
    if (enPoderDe !== actor.id) throw errorValidacion({ enPoderDe: [MENSAJES_COBROS.enPoderDeCobrador] });
    return null;
  }
  if (enPoderDe !== cobradorId) throw errorValidacion({ enPoderDe: [MENSAJES_COBROS.enPoderDeAjeno] });
  await validarCobrador(manager, enPoderDe);
  return enPoderDe;
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

/** POST /api/cobros: el cuerpo y su fecha de negocio ya resuelta. */
export interface PedidoCobro {
  dto: CreateCobroDto;
  fecha: string;
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
  ubicacion: UbicacionMedida | null;
}

/** La ubicación del teléfono y su distancia al cliente, en el cobro recién registrado (sin ubicación no escribe). */
async function guardarUbicacion(
  manager: EntityManager,
  cobroId: string,
  ubicacion: UbicacionMedida | null,
): Promise<void> {
  if (ubicacion) await consultasDinero.guardarUbicacion(manager, cobroId, ubicacion);
}

/** El cobro de la pantalla de Cobros, de Mi Ruta, de un extracto o de la pasarela (todos llaman CobrosService.crear). */
export function operacionCobro(libro: LibroService): OperacionDinero<PedidoCobro, EfectoCobro, CobroRegistrado> {
  return {
    nombre: 'cobro',
    modulo: 'Cobros',
    prestamos: ({ dto }) => [dto.prestamo],
    campoPrestamo: 'prestamo',
    cartera: true,
    fecha: ({ fecha }) => ({ fecha, campo: 'fecha' }),
    async efecto({ manager, contexto: { actor }, prestamos: [prestamo] }, { dto, fecha }) {
      if (!esCobrador(actor) && dto.cobrador) await validarCobrador(manager, dto.cobrador);
      const cobradorId = esCobrador(actor)
        ? actor.id
        : dto.cobrador === undefined
          ? prestamo.cobradorId
          : dto.cobrador;
      // Una transferencia entra a su cuenta de recaudo: nunca queda en poder de nadie (docs/decisiones/pagos-por-transferencia.md).
      const transferencia = await transferenciaDelCobro(manager, dto, actor);
      const enPoderDe = transferencia
        ? null
        : await validarEnPoderDe(manager, dto.enPoderDe ?? null, cobradorId, actor);
      return {
        origen: prestamo.estado === 'castigado' ? 'recuperacion' : 'cobro',
        datos: {
          monto: centavosDePesos(dto.monto),
          fecha,
          observaciones: dto.observaciones ?? null,
          cobradorId,
          registradoPor: actor.id,
          enPoderDe,
          transferencia,
        },
        ubicacion: await medirUbicacion(manager, prestamo.id, dto.ubicacion),
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
    async avisar({ manager, prestamos: [prestamo] }, { dto }, { origen }, { aplicaciones }, [plan]) {
      await registrarNotificacion(
        manager,
        origen === 'recuperacion'
          ? {
              prestamoId: prestamo.id,
              categoria: 'pago',
              titulo: 'Recuperación registrada',
              mensaje: `Se recuperaron ${formatearCOP(dto.monto)} del préstamo castigado`,
            }
          : {
              prestamoId: prestamo.id,
              categoria: 'pago',
              titulo: 'Pago aplicado',
              mensaje: `Cobro de ${formatearCOP(dto.monto)} aplicado a ${listaCuotas(numerosDeCuotas(aplicaciones))}. Saldo pendiente: ${formatearCOP(plan.resultado.saldoPendiente)}`,
            },
      );
    },
    auditar(
      { prestamos: [prestamo] },
      { dto, fecha },
      { origen, datos, ubicacion },
      { cobroId, aplicaciones },
      [plan],
    ) {
      const comun = {
        cobro: cobroId,
        prestamo: prestamo.id,
        monto: dto.monto,
        fecha,
        cobrador: datos.cobradorId,
      };
      if (origen === 'recuperacion') {
        return {
          accion: 'Registrar recuperación',
          detalles: `Recuperación de ${formatearCOP(dto.monto)} del préstamo castigado #${prestamo.numero}`,
          datosNuevos: { ...comun, ubicacion },
        };
      }
      return {
        accion: 'Registrar cobro',
        detalles: `Cobro de ${formatearCOP(dto.monto)} al préstamo #${prestamo.numero}`,
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
  monto: number;
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
          monto: centavosDePesos(monto),
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
    async avisar(
      { manager }: Paso,
      { prestamoId, numero, monto },
      _efecto,
      _escrito,
      [plan]: PlanRecalculado[],
    ) {
      await registrarNotificacion(manager, {
        prestamoId,
        categoria: 'pago',
        titulo: 'Pago aplicado',
        mensaje: `Pago de ${formatearCOP(monto)} a la cuota ${numero}. Saldo pendiente: ${formatearCOP(plan.resultado.saldoPendiente)}`,
      });
    },
    auditar: ({ prestamos: [prestamo] }, { numero, monto, fecha }, _efecto, { cobroId }, [plan]) => ({
      accion: 'Pagar cuota',
      detalles: `Pago de ${formatearCOP(monto)} a la cuota ${numero} del préstamo #${prestamo.numero}`,
      datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
      datosNuevos: { cobro: cobroId, cuota: numero, monto, fecha, ...plan.resultado },
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
  automaticos: AutomaticosService,
): OperacionDinero<PedidoRevertirCuota, null, ResultadoReversion> {
  return {
    nombre: 'reversión de una cuota',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: (prestamo) => libro.asegurarAbierto(prestamo),
    efecto: async () => null,
    escribir: ({ manager, contexto, prestamos: [prestamo] }, { numero }) =>
      libro.revertirCuota(manager, prestamo, numero, contexto.actor.id),
    async avisar({ manager }, { prestamoId, numero }, _efecto, reversion, [plan]) {
      // Cada cobro que la reversión anuló o redujo corrige el recibo del cliente (docs/decisiones/recibos-de-cobro.md).
      const corregido = { prestamoId, saldoDespues: plan.resultado.saldoPendiente, cobradorId: null };
      await automaticos.enviarCorrecciones(manager, [
        ...reversion.cobrosEliminados.map((cobroId) => ({ ...corregido, cobroId, montoNuevo: null })),
        ...reversion.cobrosReducidos.map(({ cobroId, montoNuevo }) => ({
          ...corregido,
          cobroId,
          montoNuevo,
        })),
      ]);
      await registrarNotificacion(manager, {
        prestamoId,
        categoria: 'reverso',
        titulo: 'Pago revertido',
        mensaje: `Se revirtieron ${formatearCOP(reversion.montoRevertido)} de la cuota ${numero}. Saldo pendiente: ${formatearCOP(plan.resultado.saldoPendiente)}`,
      });
    },
    auditar: ({ prestamos: [prestamo] }, { numero }, _efecto, reversion, [plan]) => ({
      accion: 'Revertir cuota',
      detalles: `Reverso de ${formatearCOP(reversion.montoRevertido)} de la cuota ${numero} del préstamo #${prestamo.numero}`,
      datosAnteriores: { saldoPendiente: prestamo.saldoPendiente, estado: prestamo.estado },
      datosNuevos: { cuota: numero, ...reversion, ...plan.resultado },
    }),
  };
}
