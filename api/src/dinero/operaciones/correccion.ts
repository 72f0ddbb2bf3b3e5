// Las correcciones de un cobro declaradas para el núcleo de dinero (docs/decisiones/nucleo-de-dinero.md): editarlo,
// borrarlo y pasarlo a otro préstamo. Cada una deshace exactamente lo que el cobro aplicó (una reversión con la fecha
// del cobro) y, si el cobro sigue, lo vuelve a aplicar; nunca cambia quién tiene el efectivo.
import { CODIGOS, centavosDeColumna, centavosDePesos, formatearCOP, formatearFecha, pesosDe } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos, aPesos } from '../../common/dinero';
import type { AplicacionRepartida, LibroService, PrestamoBloqueado } from '../../libro/libro.service';
import { registrarNotificacion } from '../../notificaciones/del-prestamo';
import { cobroAJson, leerCobro, type FilaCobro } from '../../cobros/cobros.lectura';
import { MENSAJES_COBROS } from '../../cobros/cobros.mensajes';
import type { UpdateCobroDto } from '../../cobros/dto/update-cobro.dto';
import { ErrorNegocio } from '../../common/errores';
import type { AutomaticosService } from '../../notificaciones/automaticos.service';
import { asegurarCobroCorregible, type PermisoRecaudo } from '../../pagos/cobro-recaudo';
import { consultasDinero } from '../dinero.consultas';
import type { OperacionDinero } from '../operacion';
import { listaCuotas, numerosDeCuotas, validarCobrador } from './cobro';

/** El motivo de cada asiento de una corrección de préstamo (los dos llevan el del usuario). */
const MOTIVOS_CORRECCION = {
  reversion: (destino: string, motivo: string) => `Corrección de préstamo: pasó al #${destino}. ${motivo}`,
  cobro: (origen: string, motivo: string) => `Corrección de préstamo: venía del #${origen}. ${motivo}`,
} as const;

/** El cobro releído bajo el candado: otro pudo moverlo o borrarlo mientras se esperaba (409, vuelva a intentar). */
async function releer(
  manager: EntityManager,
  cobroId: string,
  prestamo: PrestamoBloqueado,
): Promise<FilaCobro> {
  const cobro = await leerCobro(manager, cobroId);
  if (cobro.prestamo_id !== prestamo.id)
    throw new ErrorNegocio(CODIGOS.reintentar, MENSAJES_COBROS.cobroMovido, 409);
  return cobro;
}

/** Deshace las aplicaciones del cobro en su préstamo y asienta la reversión con la fecha del cobro. */
function deshacer(
  manager: EntityManager,
  libro: LibroService,
  cobro: FilaCobro,
  registradoPor: string,
  motivo: string,
) {
  const datos = { id: cobro.id, fecha: cobro.fecha, monto: Number(cobro.monto), origen: cobro.origen };
  return libro.deshacerCobro(manager, cobro.prestamo_id, datos, registradoPor, motivo);
}

/** Un cobro existente: su id y el préstamo en que estaba al leerlo (el que se bloquea). */
export interface PedidoCobroExistente {
  cobroId: string;
  prestamoId: string;
  /** Sólo el camino interno que deshace el cobro de su propio recaudo (asegurarCobroCorregible). */
  permisoRecaudo?: PermisoRecaudo;
}

/** DELETE /api/cobros/:id: deshace exactamente sus aplicaciones y el cobro desaparece; su recibo sale anulado. */
export function operacionEliminarCobro(
  libro: LibroService,
  automaticos: AutomaticosService,
): OperacionDinero<PedidoCobroExistente, FilaCobro, null> {
  return {
    nombre: 'eliminación de un cobro',
    modulo: 'Cobros',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: (prestamo) => libro.asegurarAbierto(prestamo),
    async efecto({ manager, prestamos: [prestamo] }, { cobroId, permisoRecaudo }) {
      const anterior = await releer(manager, cobroId, prestamo);
      // Un cobro del banco o de la pasarela no se borra a mano (409 COBRO_DE_RECAUDO), ya bajo el candado.
      await asegurarCobroCorregible(manager, anterior.id, { borrar: true }, permisoRecaudo);
      return anterior;
    },
    async escribir({ manager, contexto }, _pedido, anterior) {
      await deshacer(manager, libro, anterior, contexto.actor.id, 'Cobro eliminado');
      await consultasDinero.borrarCobro(manager, anterior.id);
      return null;
    },
    async avisar({ manager, prestamos: [prestamo] }, _pedido, anterior, _escrito, [plan]) {
      const saldo = plan.resultado.saldoPendiente;
      await automaticos.enviarCorrecciones(manager, [
        {
          cobroId: anterior.id,
          prestamoId: prestamo.id,
          montoNuevo: null,
          saldoDespues: saldo,
          cobradorId: anterior.cobrador_id,
        },
      ]);
      await registrarNotificacion(manager, {
        prestamoId: prestamo.id,
        categoria: 'reverso',
        titulo: 'Pago revertido',
        mensaje: `Se eliminó el cobro de ${formatearCOP(Number(anterior.monto))} del ${formatearFecha(anterior.fecha)}. Saldo pendiente: ${formatearCOP(saldo)}`,
      });
    },
    auditar: ({ prestamos: [prestamo] }, _pedido, anterior, _escrito, [plan]) => ({
      accion: 'Eliminar cobro',
      detalles: `Cobro de ${formatearCOP(Number(anterior.monto))} del préstamo #${prestamo.numero}`,
      datosAnteriores: cobroAJson(anterior),
      datosNuevos: plan.resultado,
    }),
  };
}

/** PUT /api/cobros/:id: el cuerpo y la fecha nueva ya resuelta (si la trae). */
export interface PedidoEditarCobro extends PedidoCobroExistente {
  dto: UpdateCobroDto;
  fecha?: string;
}

interface CobroEditado {
  monto: number;
  fecha: string;
  cobradorId: string | null;
  aplicaciones: AplicacionRepartida[];
}

/** Editar un cobro: deshace sus aplicaciones y lo vuelve a aplicar con el monto y la fecha nuevos (a la misma cuota si era un pago de cuota). */
export function operacionEditarCobro(
  libro: LibroService,
  automaticos: AutomaticosService,
): OperacionDinero<PedidoEditarCobro, FilaCobro, CobroEditado> {
  return {
    nombre: 'edición de un cobro',
    modulo: 'Cobros',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: (prestamo) => libro.asegurarAbierto(prestamo),
    fecha: ({ fecha }) => (fecha === undefined ? undefined : { fecha, campo: 'fecha' }),
    moraHastaHoy: true,
    async efecto({ manager, prestamos: [prestamo] }, { cobroId, dto }) {
      const anterior = await releer(manager, cobroId, prestamo);
      await asegurarCobroCorregible(manager, anterior.id, { monto: dto.monto, fecha: dto.fecha });
      if (dto.prestamo && dto.prestamo !== anterior.prestamo_id) {
        throw new ErrorNegocio(CODIGOS.cobroOtroPrestamo, MENSAJES_COBROS.otroPrestamo, 422);
      }
      // Sólo un cobrador nuevo tiene que estar activo: el de siempre, aunque se haya desactivado, no impide editar.
      if (dto.cobrador && dto.cobrador !== anterior.cobrador_id) await validarCobrador(manager, dto.cobrador);
      return anterior;
    },
    async escribir({ manager, contexto, prestamos: [prestamo] }, { dto, fecha }, anterior) {
      // El monto nuevo en centavos una vez; en pesos sólo para la fila del cobro y la respuesta.
      const centavos = dto.monto === undefined ? centavosDeColumna(anterior.monto) : centavosDePesos(dto.monto);
      const monto = pesosDe(centavos);
      await deshacer(manager, libro, anterior, contexto.actor.id, 'Cobro modificado');
      let cuotaNumero: number | undefined;
      if (anterior.origen === 'pago_cuota' && anterior.cuota_id) {
        cuotaNumero = (await consultasDinero.cuota(manager, anterior.cuota_id))?.numero;
      }
      // El reparto sobre las cuotas como quedaron sin el cobro: primero la mora, después las cuotas.
      const aplicaciones = await libro.calcularAplicaciones(manager, prestamo, centavos, cuotaNumero);
      const editado = {
        monto,
        fecha: fecha ?? anterior.fecha,
        cobradorId: dto.cobrador === undefined ? anterior.cobrador_id : dto.cobrador,
        aplicaciones,
      };
      await libro.reaplicarCobro(
        manager,
        prestamo.id,
        { id: anterior.id, fecha: editado.fecha, monto: centavos },
        aplicaciones,
        contexto.actor.id,
      );
      await consultasDinero.editarCobro(manager, anterior.id, {
        monto,
        fecha: editado.fecha,
        observaciones: dto.observaciones === undefined ? anterior.observaciones : dto.observaciones,
        cobrador_id: editado.cobradorId,
      });
      return editado;
    },
    async avisar({ manager, prestamos: [prestamo] }, _pedido, anterior, editado, [plan]) {
      const saldo = plan.resultado.saldoPendiente;
      // El recibo del cliente decía otro monto u otra fecha: sale su corrección (docs/decisiones/recibos-de-cobro.md).
      // Repetir la misma edición no cambia nada de eso y no vuelve a avisar.
      if (
        aCentavos(editado.monto) !== aCentavos(Number(anterior.monto)) ||
        editado.fecha !== anterior.fecha
      ) {
        await automaticos.enviarCorrecciones(manager, [
          {
            cobroId: anterior.id,
            prestamoId: prestamo.id,
            montoNuevo: editado.monto,
            saldoDespues: saldo,
            cobradorId: editado.cobradorId,
          },
        ]);
      }
      await registrarNotificacion(manager, {
        prestamoId: prestamo.id,
        categoria: 'pago',
        titulo: 'Cobro modificado',
        mensaje: `El cobro del ${formatearFecha(anterior.fecha)} pasó de ${formatearCOP(Number(anterior.monto))} a ${formatearCOP(editado.monto)}. Saldo pendiente: ${formatearCOP(saldo)}`,
      });
    },
    auditar: ({ prestamos: [prestamo] }, _pedido, anterior, editado, [plan]) => ({
      accion: 'Actualizar cobro',
      detalles: `Cobro del préstamo #${prestamo.numero}: ${formatearCOP(Number(anterior.monto))} → ${formatearCOP(editado.monto)}`,
      datosAnteriores: cobroAJson(anterior),
      datosNuevos: {
        monto: editado.monto,
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
  anterior: FilaCobro;
  aplicaciones: AplicacionRepartida[];
}

/**
 * «Corregir préstamo»: el cobro pasa a otro préstamo, del mismo cliente o de otro, y conserva su id, su fecha, su monto,
 * su cobrador, quién tiene el efectivo y su entrega de caja. Una reversión en el de antes y una aplicación nueva (a las
 * cuotas más antiguas) en el otro, con la fecha del cobro y el motivo (docs/decisiones/corregir-prestamo-de-un-cobro.md).
 */
export function operacionCorregirPrestamo(
  libro: LibroService,
  automaticos: AutomaticosService,
): OperacionDinero<PedidoCorregirPrestamo, EfectoCorreccion, null> {
  return {
    nombre: 'corrección del préstamo de un cobro',
    modulo: 'Cobros',
    prestamos: ({ destinoId, prestamoId }) => [destinoId, prestamoId],
    campoPrestamo: 'prestamo',
    fecha: ({ fecha }) => ({ fecha, campo: 'prestamo' }),
    moraHastaHoy: true,
    async efecto({ manager, prestamos: [destino, origen] }, { cobroId }) {
      const anterior = await releer(manager, cobroId, origen);
      await asegurarCobroCorregible(manager, anterior.id, { prestamo: true });
      libro.asegurarAbierto(origen);
      // Lo que el otro préstamo recibe (cerrado, sin plan o sin saldo para el monto: 422).
      const aplicaciones = await libro.calcularAplicaciones(
        manager,
        destino,
        centavosDeColumna(anterior.monto),
      );
      return { anterior, aplicaciones };
    },
    async escribir(
      { manager, contexto, prestamos: [destino, origen] },
      { motivo },
      { anterior, aplicaciones },
    ) {
      const monto = centavosDeColumna(anterior.monto);
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
        { id: anterior.id, fecha: anterior.fecha, monto },
        aplicaciones,
        contexto.actor.id,
        MOTIVOS_CORRECCION.cobro(origen.numero, motivo),
      );
      return null;
    },
    async avisar(
      { manager, prestamos: [destino, origen] },
      { motivo },
      { anterior, aplicaciones },
      _escrito,
      [planDestino, planOrigen],
    ) {
      const monto = aPesos(aCentavos(Number(anterior.monto)));
      const correccion = { cobroId: anterior.id, cobradorId: anterior.cobrador_id };
      if (destino.clienteId !== origen.clienteId) {
        // El cliente del préstamo de antes tenía un recibo de un pago que no era suyo: le llega anulado.
        await automaticos.enviarCorrecciones(manager, [
          {
            ...correccion,
            prestamoId: origen.id,
            montoNuevo: null,
            saldoDespues: planOrigen.resultado.saldoPendiente,
          },
        ]);
      }
      await automaticos.enviarCorrecciones(manager, [
        {
          ...correccion,
          prestamoId: destino.id,
          montoNuevo: monto,
          saldoDespues: planDestino.resultado.saldoPendiente,
        },
      ]);
      await registrarNotificacion(manager, {
        prestamoId: origen.id,
        categoria: 'reverso',
        titulo: 'Cobro pasado a otro préstamo',
        mensaje: `El cobro de ${formatearCOP(monto)} del ${formatearFecha(anterior.fecha)} pasó al préstamo #${destino.numero}: ${motivo}. Saldo pendiente: ${formatearCOP(planOrigen.resultado.saldoPendiente)}`,
      });
      await registrarNotificacion(manager, {
        prestamoId: destino.id,
        categoria: 'pago',
        titulo: 'Cobro recibido de otro préstamo',
        mensaje: `El cobro de ${formatearCOP(monto)} del ${formatearFecha(anterior.fecha)}, que estaba en el préstamo #${origen.numero}, se aplicó a ${listaCuotas(numerosDeCuotas(aplicaciones))}. Saldo pendiente: ${formatearCOP(planDestino.resultado.saldoPendiente)}`,
      });
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
          `Cobro de ${formatearCOP(Number(anterior.monto))} del ${formatearFecha(anterior.fecha)}: préstamo #${origen.numero} → ` +
          `#${destino.numero}${otroCliente ? ` (de otro cliente: estaba en el de ${anterior.cliente_nombre})` : ''}`,
        datosAnteriores: {
          ...cobroAJson(anterior),
          saldoPrestamo: origen.saldoPendiente,
          saldoOtroPrestamo: destino.saldoPendiente,
        },
        datosNuevos: {
          prestamo: destino.id,
          cliente: destino.clienteId,
          otroCliente,
          enPoderDe: anterior.en_poder_de,
          motivo,
          cuotas: numerosDeCuotas(aplicaciones),
          saldoPrestamoAnterior: planOrigen.resultado.saldoPendiente,
          saldoPrestamo: planDestino.resultado.saldoPendiente,
        },
      };
    },
  };
}
