// Las correcciones de un cobro declaradas para el núcleo de dinero (docs/decisiones/nucleo-de-dinero.md): editarlo,
// borrarlo y pasarlo a otro préstamo. Cada una deshace exactamente lo que el cobro aplicó (una reversión con la fecha
// del cobro) y, si el cobro sigue, lo vuelve a aplicar; nunca cambia quién tiene el efectivo.
import {
  CODIGOS,
  centavosDePesos,
  formatearCOP,
  formatearFecha,
  pesosDe,
  type Centavos,
  type EventoCorreccionRecibo,
  type OrigenCobro,
  type OrigenCobroRecaudo,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import type { AplicacionRepartida, LibroService, PlanRecalculado, PrestamoBloqueado } from '../../libro/libro.service';
import { ErrorNegocio } from '../../common/errores';
import { consultasDinero } from '../dinero.consultas';
import { MENSAJES_COBRO_NUCLEO as MENSAJES } from '../mensajes';
import type { OperacionDinero } from '../operacion';
import { listaCuotas, notificacion, numerosDeCuotas, validarCobrador } from './cobro';

/** Un cobro existente como lo necesitan sus correcciones: lo lee quien llama (cobros), en la transacción del núcleo. */
export interface CobroLeido {
  id: string;
  prestamoId: string;
  monto: Centavos;
  fecha: string;
  origen: OrigenCobro;
  cobradorId: string | null;
  cuotaId: string | null;
  observaciones: string | null;
  enPoderDe: string | null;
  clienteNombre: string;
  /** El cobro como lo devuelve la API: lo que la auditoría guarda como «antes». */
  json: object;
}

/** Lo que cambia una corrección de un cobro, para saber si un cobro del banco o de la pasarela lo admite. */
export interface CambioDeCobro {
  borrar?: boolean;
  monto?: Centavos;
  fecha?: string;
  prestamo?: boolean;
}

/** El permiso de un camino interno que deshace el cobro de su propio recaudo (devolver al suspenso, anular en Wompi). */
export interface PermisoDeRecaudo {
  deshace: Exclude<OrigenCobroRecaudo, null>;
}

/**
 * Lo que las correcciones piden a quien las llama: leer el cobro (404 si no existe) y decir si el cobro admite el
 * cambio (409 COBRO_DE_RECAUDO si vino del banco o de la pasarela y el pedido no trae el permiso de su recaudo).
 */
export interface PuertasCobro {
  leer(manager: EntityManager, cobroId: string): Promise<CobroLeido>;
  corregible(manager: EntityManager, cobroId: string, cambio: CambioDeCobro, permiso?: PermisoDeRecaudo): Promise<void>;
}

/** El motivo de cada asiento de una corrección de préstamo (los dos llevan el del usuario). */
const MOTIVOS_CORRECCION = {
  reversion: (destino: string, motivo: string) => `Corrección de préstamo: pasó al #${destino}. ${motivo}`,
  cobro: (origen: string, motivo: string) => `Corrección de préstamo: venía del #${origen}. ${motivo}`,
} as const;

/** El cobro releído bajo el candado: otro pudo moverlo o borrarlo mientras se esperaba (409, vuelva a intentar). */
async function releer(
  manager: EntityManager,
  puertas: PuertasCobro,
  cobroId: string,
  prestamo: PrestamoBloqueado,
): Promise<CobroLeido> {
  const cobro = await puertas.leer(manager, cobroId);
  if (cobro.prestamoId !== prestamo.id) throw new ErrorNegocio(CODIGOS.reintentar, MENSAJES.cobroMovido, 409);
  return cobro;
}

/** Deshace las aplicaciones del cobro en su préstamo y asienta la reversión con la fecha del cobro. */
function deshacer(
  manager: EntityManager,
  libro: LibroService,
  cobro: CobroLeido,
  registradoPor: string,
  motivo: string,
) {
  const datos = { id: cobro.id, fecha: cobro.fecha, monto: pesosDe(cobro.monto), origen: cobro.origen };
  return libro.deshacerCobro(manager, cobro.prestamoId, datos, registradoPor, motivo);
}

/** La corrección del recibo de un cobro, como evento, con el saldo del préstamo recalculado. */
function correccionRecibo(
  cobro: CobroLeido,
  prestamoId: string,
  montoNuevo: Centavos | null,
  plan: PlanRecalculado,
  cobradorId: string | null = cobro.cobradorId,
): EventoCorreccionRecibo {
  const saldoDespues = centavosDePesos(plan.resultado.saldoPendiente);
  return { tipo: 'correccion_recibo', cobroId: cobro.id, prestamoId, montoNuevo, saldoDespues, cobradorId };
}

/** Un cobro existente: su id y el préstamo en que estaba al leerlo (el que se bloquea). */
export interface PedidoCobroExistente {
  cobroId: string;
  prestamoId: string;
  /** Sólo el camino interno que deshace el cobro de su propio recaudo: lo lee `PuertasCobro.corregible`. */
  permisoRecaudo?: PermisoDeRecaudo;
}

/** DELETE /api/cobros/:id: deshace exactamente sus aplicaciones y el cobro desaparece; su recibo sale anulado. */
export function operacionEliminarCobro(
  libro: LibroService,
  puertas: PuertasCobro,
): OperacionDinero<PedidoCobroExistente, CobroLeido, null> {
  return {
    nombre: 'eliminación de un cobro',
    modulo: 'Cobros',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: (prestamo) => libro.asegurarAbierto(prestamo),
    async efecto({ manager, prestamos: [prestamo] }, { cobroId, permisoRecaudo }) {
      const anterior = await releer(manager, puertas, cobroId, prestamo);
      // Un cobro del banco o de la pasarela no se borra a mano (409 COBRO_DE_RECAUDO), ya bajo el candado.
      await puertas.corregible(manager, anterior.id, { borrar: true }, permisoRecaudo);
      return anterior;
    },
    async escribir({ manager, contexto }, _pedido, anterior) {
      await deshacer(manager, libro, anterior, contexto.actor.id, 'Cobro eliminado');
      await consultasDinero.borrarCobro(manager, anterior.id);
      return null;
    },
    avisar: ({ prestamos: [prestamo] }, _pedido, anterior, _escrito, [plan]) => {
      const saldo = plan.resultado.saldoPendiente;
      return [
        correccionRecibo(anterior, prestamo.id, null, plan),
        notificacion(
          prestamo.id,
          'Pago revertido',
          `Se eliminó el cobro de ${formatearCOP(pesosDe(anterior.monto))} del ${formatearFecha(anterior.fecha)}. Saldo pendiente: ${formatearCOP(saldo)}`,
          'reverso',
        ),
      ];
    },
    auditar: ({ prestamos: [prestamo] }, _pedido, anterior, _escrito, [plan]) => ({
      accion: 'Eliminar cobro',
      detalles: `Cobro de ${formatearCOP(pesosDe(anterior.monto))} del préstamo #${prestamo.numero}`,
      datosAnteriores: anterior.json,
      datosNuevos: plan.resultado,
    }),
  };
}

/** PUT /api/cobros/:id: lo que cambia del cobro (el monto en centavos) y la fecha nueva ya resuelta (si la trae). */
export interface PedidoEditarCobro extends PedidoCobroExistente {
  monto?: Centavos;
  fecha?: string;
  observaciones?: string | null;
  cobradorId?: string | null;
  /** El préstamo que trae el cuerpo: si es otro, 422 (eso es «Corregir préstamo»). */
  otroPrestamoId?: string;
}

interface CobroEditado {
  monto: Centavos;
  fecha: string;
  cobradorId: string | null;
  aplicaciones: AplicacionRepartida[];
}

/** Editar un cobro: deshace sus aplicaciones y lo vuelve a aplicar con el monto y la fecha nuevos (a la misma cuota si era un pago de cuota). */
export function operacionEditarCobro(
  libro: LibroService,
  puertas: PuertasCobro,
): OperacionDinero<PedidoEditarCobro, CobroLeido, CobroEditado> {
  return {
    nombre: 'edición de un cobro',
    modulo: 'Cobros',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: (prestamo) => libro.asegurarAbierto(prestamo),
    fecha: ({ fecha }) => (fecha === undefined ? undefined : { fecha, campo: 'fecha' }),
    moraHastaHoy: true,
    async efecto({ manager, prestamos: [prestamo] }, pedido) {
      const anterior = await releer(manager, puertas, pedido.cobroId, prestamo);
      await puertas.corregible(manager, anterior.id, { monto: pedido.monto, fecha: pedido.fecha }, pedido.permisoRecaudo);
      if (pedido.otroPrestamoId && pedido.otroPrestamoId !== anterior.prestamoId) {
        throw new ErrorNegocio(CODIGOS.cobroOtroPrestamo, MENSAJES.otroPrestamo, 422);
      }
      // Sólo un cobrador nuevo tiene que estar activo: el de siempre, aunque se haya desactivado, no impide editar.
      if (pedido.cobradorId && pedido.cobradorId !== anterior.cobradorId)
        await validarCobrador(manager, pedido.cobradorId);
      return anterior;
    },
    async escribir({ manager, contexto, prestamos: [prestamo] }, pedido, anterior) {
      const monto = pedido.monto ?? anterior.monto;
      await deshacer(manager, libro, anterior, contexto.actor.id, 'Cobro modificado');
      let cuotaNumero: number | undefined;
      if (anterior.origen === 'pago_cuota' && anterior.cuotaId) {
        cuotaNumero = (await consultasDinero.cuota(manager, anterior.cuotaId))?.numero;
      }
      // El reparto sobre las cuotas como quedaron sin el cobro: primero la mora, después las cuotas.
      const aplicaciones = await libro.calcularAplicaciones(manager, prestamo, monto, cuotaNumero);
      const editado = {
        monto,
        fecha: pedido.fecha ?? anterior.fecha,
        cobradorId: pedido.cobradorId === undefined ? anterior.cobradorId : pedido.cobradorId,
        aplicaciones,
      };
      await libro.reaplicarCobro(
        manager,
        prestamo.id,
        { id: anterior.id, fecha: editado.fecha, monto },
        aplicaciones,
        contexto.actor.id,
      );
      await consultasDinero.editarCobro(manager, anterior.id, {
        monto,
        fecha: editado.fecha,
        observaciones: pedido.observaciones === undefined ? anterior.observaciones : pedido.observaciones,
        cobrador_id: editado.cobradorId,
      });
      return editado;
    },
    avisar: ({ prestamos: [prestamo] }, _pedido, anterior, editado, [plan]) => {
      const saldo = plan.resultado.saldoPendiente;
      // El recibo del cliente decía otro monto u otra fecha: sale su corrección (docs/decisiones/recibos-de-cobro.md).
      // Repetir la misma edición no cambia nada de eso y no vuelve a avisar.
      const cambio = editado.monto !== anterior.monto || editado.fecha !== anterior.fecha;
      return [
        ...(cambio ? [correccionRecibo(anterior, prestamo.id, editado.monto, plan, editado.cobradorId)] : []),
        notificacion(
          prestamo.id,
          'Cobro modificado',
          `El cobro del ${formatearFecha(anterior.fecha)} pasó de ${formatearCOP(pesosDe(anterior.monto))} a ${formatearCOP(pesosDe(editado.monto))}. Saldo pendiente: ${formatearCOP(saldo)}`,
        ),
      ];
    },
    auditar: ({ prestamos: [prestamo] }, _pedido, anterior, editado, [plan]) => ({
      accion: 'Actualizar cobro',
      detalles: `Cobro del préstamo #${prestamo.numero}: ${formatearCOP(pesosDe(anterior.monto))} → ${formatearCOP(pesosDe(editado.monto))}`,
      datosAnteriores: anterior.json,
      datosNuevos: {
        monto: pesosDe(editado.monto),
        fecha: editado.fecha,
        cuotas: numerosDeCuotas(editado.aplicaciones),
        ...plan.resultado,
      },
    }),
  };
}

/** POST /api/cobros/:id/corregir-prestamo: el préstamo correcto (el primero, el que se valida) y el de antes. */
export interface PedidoCorregirPrestamo extends PedidoCobroExistente {
  destinoId: string;
  /** La fecha del cobro, que en el otro préstamo tiene que caber en la ventana y no ser anterior a su inicio. */
  fecha: string;
  motivo: string;
}

interface EfectoCorreccion {
  anterior: CobroLeido;
  aplicaciones: AplicacionRepartida[];
}

/**
 * «Corregir préstamo»: el cobro pasa a otro préstamo, del mismo cliente o de otro, y conserva su id, su fecha, su monto,
 * su cobrador, quién tiene el efectivo y su entrega de caja. Una reversión en el de antes y una aplicación nueva (a las
 * cuotas más antiguas) en el otro, con la fecha del cobro y el motivo (docs/decisiones/corregir-prestamo-de-un-cobro.md).
 */
export function operacionCorregirPrestamo(
  libro: LibroService,
  puertas: PuertasCobro,
): OperacionDinero<PedidoCorregirPrestamo, EfectoCorreccion, null> {
  return {
    nombre: 'corrección del préstamo de un cobro',
    modulo: 'Cobros',
    prestamos: ({ destinoId, prestamoId }) => [destinoId, prestamoId],
    campoPrestamo: 'prestamo',
    fecha: ({ fecha }) => ({ fecha, campo: 'prestamo' }),
    moraHastaHoy: true,
    async efecto({ manager, prestamos: [destino, origen] }, { cobroId, permisoRecaudo }) {
      const anterior = await releer(manager, puertas, cobroId, origen);
      await puertas.corregible(manager, anterior.id, { prestamo: true }, permisoRecaudo);
      libro.asegurarAbierto(origen);
      // Lo que el otro préstamo recibe (cerrado, sin plan o sin saldo para el monto: 422).
      const aplicaciones = await libro.calcularAplicaciones(manager, destino, anterior.monto);
      return { anterior, aplicaciones };
    },
    async escribir(
      { manager, contexto, prestamos: [destino, origen] },
      { motivo },
      { anterior, aplicaciones },
    ) {
      await deshacer(
        manager,
        libro,
        anterior,
        contexto.actor.id,
        MOTIVOS_CORRECCION.reversion(destino.numero, motivo),
      );
      await consultasDinero.moverCobro(manager, anterior.id, destino.id);
      await libro.reaplicarCobro(
        manager,
        destino.id,
        { id: anterior.id, fecha: anterior.fecha, monto: anterior.monto },
        aplicaciones,
        contexto.actor.id,
        MOTIVOS_CORRECCION.cobro(origen.numero, motivo),
      );
      return null;
    },
    avisar: ({ prestamos: [destino, origen] }, { motivo }, { anterior, aplicaciones }, _escrito, [planDestino, planOrigen]) => {
      const monto = formatearCOP(pesosDe(anterior.monto));
      const saldoOrigen = planOrigen.resultado.saldoPendiente;
      const saldoDestino = planDestino.resultado.saldoPendiente;
      return [
        // El cliente del préstamo de antes tenía un recibo de un pago que no era suyo: le llega anulado.
        ...(destino.clienteId !== origen.clienteId ? [correccionRecibo(anterior, origen.id, null, planOrigen)] : []),
        correccionRecibo(anterior, destino.id, anterior.monto, planDestino),
        notificacion(
          origen.id,
          'Cobro pasado a otro préstamo',
          `El cobro de ${monto} del ${formatearFecha(anterior.fecha)} pasó al préstamo #${destino.numero}: ${motivo}. Saldo pendiente: ${formatearCOP(saldoOrigen)}`,
          'reverso',
        ),
        notificacion(
          destino.id,
          'Cobro recibido de otro préstamo',
          `El cobro de ${monto} del ${formatearFecha(anterior.fecha)}, que estaba en el préstamo #${origen.numero}, se aplicó a ${listaCuotas(numerosDeCuotas(aplicaciones))}. Saldo pendiente: ${formatearCOP(saldoDestino)}`,
        ),
      ];
    },
    auditar(
      { prestamos: [destino, origen] },
      { motivo },
      { anterior, aplicaciones },
      _escrito,
      [planDestino, planOrigen],
    ) {
      const otroCliente = destino.clienteId !== origen.clienteId;
      return {
        accion: 'Corregir préstamo del cobro',
        detalles:
          `Cobro de ${formatearCOP(pesosDe(anterior.monto))} del ${formatearFecha(anterior.fecha)}: préstamo #${origen.numero} → ` +
          `#${destino.numero}${otroCliente ? ` (de otro cliente: estaba en el de ${anterior.clienteNombre})` : ''}`,
        datosAnteriores: {
          ...anterior.json,
          saldoPrestamo: origen.saldoPendiente,
          saldoOtroPrestamo: destino.saldoPendiente,
        },
        datosNuevos: {
          prestamo: destino.id,
          cliente: destino.clienteId,
          otroCliente,
          enPoderDe: anterior.enPoderDe,
          motivo,
          cuotas: numerosDeCuotas(aplicaciones),
          saldoPrestamoAnterior: planOrigen.resultado.saldoPendiente,
          saldoPrestamo: planDestino.resultado.saldoPendiente,
        },
      };
    },
  };
}
