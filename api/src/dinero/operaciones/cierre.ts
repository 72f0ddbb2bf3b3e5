// Liquidar, condonar y castigar, declarados para el núcleo de dinero (docs/decisiones/nucleo-de-dinero.md). El efecto
// entero sale de las reglas puras de @cartera/dominio (efectoLiquidacion, efectoCondonacion, efectoCastigo) sobre lo
// que se debe a la fecha de la operación; aquí sólo se lee ese estado y se escribe lo decidido.
import {
  CODIGOS,
  centavos,
  efectoCastigo,
  efectoCondonacion,
  efectoLiquidacion,
  formatearCOP,
  pesosDe,
  puedeLiquidar,
  type AplicacionCondonacion,
  type Centavos,
  type Efecto,
  type EfectoCastigo,
  type EfectoCondonacion,
  type EfectoLiquidacion,
  type EstadoDeuda,
  type PartesMovimiento,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { asignarACuotasRecientes } from '../../libro/asignacion.rules';
import type { CobroRegistrado, LibroService, PrestamoBloqueado } from '../../libro/libro.service';
import { moverMoraPendiente } from '../../libro/mora';
import { ErrorNegocio, conflicto } from '../../common/errores';
import { saldoContable } from '../../mayor/contabilizar';
import { consultasDinero } from '../dinero.consultas';
import type { OperacionDinero } from '../operacion';
import { notificacion } from './cobro';

export const MENSAJES_CIERRE = {
  noLiquidable: 'Sólo se liquida, condona o castiga un préstamo activo, en mora o vencido',
  sinSaldo: 'El préstamo no tiene saldo pendiente',
  montoSuperaSaldo: 'El monto supera el saldo pendiente del préstamo',
} as const;

/** Lo que se debe del préstamo ya bloqueado, con `mora` centavos causados hasta la fecha de la operación. */
export async function deudaDelPrestamo(
  manager: EntityManager,
  libro: LibroService,
  prestamoId: string,
  mora: number,
): Promise<EstadoDeuda> {
  const cuotas = (await libro.cuotasPorCobrar(manager, prestamoId)).reduce(
    (t, c) => t + Math.max(0, c.pendiente),
    0,
  );
  return { cuotas, mora, contable: await saldoContable(manager, prestamoId) };
}

/** El efecto, o el error de siempre: 422 si pasa lo que se debe, 409 si no hay saldo. */
export function exigir<T>(efecto: Efecto<T>): T {
  if (efecto.ok) return efecto;
  if (efecto.rechazo === 'sinSaldo') throw conflicto(CODIGOS.prestamoSinSaldo, MENSAJES_CIERRE.sinSaldo);
  throw new ErrorNegocio(CODIGOS.montoSuperaSaldo, MENSAJES_CIERRE.montoSuperaSaldo, 422);
}

/** Sólo se liquida, condona o castiga un préstamo activo, en mora o vencido (409). */
export function admiteCierre(prestamo: PrestamoBloqueado): void {
  if (!puedeLiquidar(prestamo.estado))
    throw conflicto(CODIGOS.prestamoNoAbierto, MENSAJES_CIERRE.noLiquidable);
}

/** Escribe una condonación decidida: la mora que perdona, las últimas cuotas y su asiento con el reparto del mayor. */
export async function escribirCondonacion(
  manager: EntityManager,
  libro: LibroService,
  prestamo: PrestamoBloqueado,
  partes: PartesMovimiento,
  asiento: { motivo: string; fecha: string; registradoPor: string | null; capitalPrimero?: boolean },
): Promise<void> {
  if (partes.monto + partes.mora <= 0) return;
  await moverMoraPendiente(manager, prestamo.id, -partes.mora);
  const cuotas = (await libro.cuotasPorCobrar(manager, prestamo.id)).filter((c) => c.pendiente > 0);
  const { aplicaciones } =
    partes.monto > 0 ? asignarACuotasRecientes(cuotas, centavos(partes.monto)) : { aplicaciones: [] };
  await consultasDinero.condonarCuotas(
    manager,
    aplicaciones.map((a) => ({ id: a.cuotaId, monto: a.monto })),
  );
  await libro.asentar(manager, prestamo.id, [
    {
      tipo: 'condonacion',
      efectivo: 0,
      ...partes,
      ...asiento,
      capitalPrimero: asiento.capitalPrimero ?? false,
    },
  ]);
}

/** Escribe una liquidación decidida: el cobro de lo recibido y la condonación del resto. Devuelve el cobro. */
export async function escribirLiquidacion(
  manager: EntityManager,
  libro: LibroService,
  prestamo: PrestamoBloqueado,
  efecto: EfectoLiquidacion,
  datos: { montoRecibido: Centavos; motivo: string; fecha: string; registradoPor: string | null },
): Promise<CobroRegistrado> {
  const motivo = datos.motivo.trim();
  const cobro = await libro.registrarCobro(manager, prestamo, {
    monto: datos.montoRecibido,
    fecha: datos.fecha,
    observaciones: motivo,
    cobradorId: prestamo.cobradorId,
    registradoPor: datos.registradoPor,
    origen: 'liquidacion',
    interesContable: efecto.cobro.interes,
  });
  await escribirCondonacion(manager, libro, prestamo, efecto.condonacion, {
    motivo: `Liquidación: ${motivo}`,
    fecha: datos.fecha,
    registradoPor: datos.registradoPor,
  });
  return cobro;
}

/** Cierra un préstamo anulado o castigado: cuotas abiertas anuladas o castigadas, saldo en 0, sin próxima cuota. */
export async function cerrarPrestamo(
  manager: EntityManager,
  id: string,
  estado: 'cancelado' | 'castigado',
  hoy: string,
): Promise<void> {
  await consultasDinero.cerrarPrestamo(manager, id, estado, hoy);
}

/** Escribe un castigo decidido: su asiento, las cuotas abiertas castigadas y el préstamo cerrado. */
export async function escribirCastigo(
  manager: EntityManager,
  libro: LibroService,
  prestamo: PrestamoBloqueado,
  partes: PartesMovimiento,
  asiento: { motivo: string; fecha: string; registradoPor: string | null },
): Promise<void> {
  await moverMoraPendiente(manager, prestamo.id, -partes.mora);
  await libro.asentar(manager, prestamo.id, [
    { tipo: 'castigo', efectivo: 0, ...partes, ...asiento, motivo: asiento.motivo.trim() },
  ]);
  await cerrarPrestamo(manager, prestamo.id, 'castigado', asiento.fecha);
}

/** POST /api/prestamos/:id/liquidar (y la aprobación que la ejecuta). */
export interface PedidoLiquidacion {
  prestamoId: string;
  montoRecibido: Centavos;
  motivo: string;
  fecha: string;
}

/** Pago anticipado: lo recibido es un cobro y el resto se condona; el descuento pasa por cuatro ojos. */
export function operacionLiquidacion(
  libro: LibroService,
): OperacionDinero<PedidoLiquidacion, EfectoLiquidacion, CobroRegistrado> {
  return {
    nombre: 'liquidación',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: admiteCierre,
    fecha: ({ fecha }) => ({ fecha, campo: 'fecha' }),
    efecto: async ({ manager, prestamos: [prestamo], mora }, { montoRecibido }) =>
      exigir(
        efectoLiquidacion(
          await deudaDelPrestamo(manager, libro, prestamo.id, mora),
          montoRecibido,
        ),
      ),
    control: (efecto, { montoRecibido, motivo, fecha }) => ({
      operacion: 'liquidacion',
      monto: centavos(efecto.control.monto),
      motivo,
      // Lo guardado para aprobarla después va como siempre se guardó (pesos, la columna de aprobaciones).
      datos: { montoRecibido: pesosDe(montoRecibido), fecha },
    }),
    escribir: ({ manager, contexto, prestamos: [prestamo] }, pedido, efecto) =>
      escribirLiquidacion(manager, libro, prestamo, efecto, { ...pedido, registradoPor: contexto.actor.id }),
    recibos: ({ recibo }) => [recibo],
    avisar: ({ prestamos: [prestamo] }, { montoRecibido }, efecto) => [
      notificacion(
        prestamo.id,
        'Préstamo liquidado',
        `Se recibieron ${formatearCOP(pesosDe(montoRecibido))} y se condonaron ${formatearCOP(pesosDe(centavos(efecto.control.monto)))}`,
        'estado',
      ),
    ],
    auditar: ({ prestamos: [prestamo] }, { montoRecibido, motivo, fecha }, efecto, { cobroId }, [plan]) => ({
      accion: 'Liquidar préstamo',
      detalles: `Préstamo #${prestamo.numero}: recibido ${formatearCOP(pesosDe(montoRecibido))}, condonado ${formatearCOP(pesosDe(centavos(efecto.control.monto)))}`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: {
        cobro: cobroId,
        montoRecibido: pesosDe(montoRecibido),
        condonado: pesosDe(centavos(efecto.control.monto)),
        motivo,
        fecha,
        ...plan.resultado,
      },
    }),
  };
}

/** POST /api/prestamos/:id/condonar (y la aprobación que la ejecuta). */
export interface PedidoCondonacion {
  prestamoId: string;
  monto: Centavos;
  motivo: string;
  aplicarA?: AplicacionCondonacion;
}

/** Perdonar parte o todo lo que se debe hoy: primero la mora, después las últimas cuotas. */
export function operacionCondonacion(
  libro: LibroService,
): OperacionDinero<PedidoCondonacion, EfectoCondonacion, null> {
  return {
    nombre: 'condonación',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: admiteCierre,
    efecto: async ({ manager, prestamos: [prestamo], mora }, { monto, aplicarA }) =>
      exigir(
        efectoCondonacion(
          await deudaDelPrestamo(manager, libro, prestamo.id, mora),
          monto,
          aplicarA === 'capital',
        ),
      ),
    control: (_efecto, { monto, motivo, aplicarA }) => ({
      operacion: 'condonacion',
      monto,
      motivo,
      datos: aplicarA ? { aplicarA } : {},
    }),
    async escribir(
      { manager, contexto, prestamos: [prestamo], fecha },
      { motivo, aplicarA },
      { condonacion },
    ) {
      await escribirCondonacion(manager, libro, prestamo, condonacion, {
        motivo: motivo.trim(),
        fecha,
        registradoPor: contexto.actor.id,
        capitalPrimero: aplicarA === 'capital',
      });
      return null;
    },
    avisar: ({ contexto, prestamos: [prestamo] }, { monto, motivo }, _efecto, _escrito, [plan]) => [
      notificacion(
        prestamo.id,
        'Saldo condonado',
        `${contexto.actor.nombre} condonó ${formatearCOP(pesosDe(monto))}: ${motivo.trim()}. Saldo pendiente: ${formatearCOP(plan.resultado.saldoPendiente)}`,
        'condonacion',
      ),
    ],
    auditar: ({ prestamos: [prestamo] }, { monto, motivo }, _efecto, _escrito, [plan]) => ({
      accion: 'Condonar saldo',
      detalles: `Préstamo #${prestamo.numero}: condonado ${formatearCOP(pesosDe(monto))}`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: { monto: pesosDe(monto), motivo, ...plan.resultado },
    }),
  };
}

/** POST /api/prestamos/:id/castigar (y la aprobación que lo ejecuta). */
export interface PedidoCastigo {
  prestamoId: string;
  motivo: string;
}

/** Dar el saldo por perdido: las cuotas abiertas quedan castigadas y el préstamo cerrado. */
export function operacionCastigo(libro: LibroService): OperacionDinero<PedidoCastigo, EfectoCastigo, null> {
  return {
    nombre: 'castigo',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    admite: admiteCierre,
    efecto: async ({ manager, prestamos: [prestamo], mora }) =>
      exigir(efectoCastigo(await deudaDelPrestamo(manager, libro, prestamo.id, mora))),
    control: (efecto, { motivo }) => ({
      operacion: 'castigo',
      monto: centavos(efecto.control.monto),
      motivo,
      datos: {},
    }),
    async escribir({ manager, contexto, prestamos: [prestamo], fecha }, { motivo }, { castigo }) {
      await escribirCastigo(manager, libro, prestamo, castigo, {
        motivo,
        fecha,
        registradoPor: contexto.actor.id,
      });
      return null;
    },
    avisar: ({ contexto, prestamos: [prestamo] }, { motivo }, { castigo }) => [
      notificacion(
        prestamo.id,
        'Préstamo castigado',
        `${contexto.actor.nombre} castigó un saldo de ${formatearCOP(pesosDe(centavos(castigo.monto)))}: ${motivo.trim()}`,
        'castigo',
      ),
    ],
    auditar: ({ prestamos: [prestamo] }, { motivo }, { castigo }) => ({
      accion: 'Castigar préstamo',
      detalles: `Préstamo #${prestamo.numero}: castigado ${formatearCOP(pesosDe(centavos(castigo.monto)))}`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: { estado: 'castigado', castigado: pesosDe(centavos(castigo.monto)), motivo },
    }),
  };
}

/** POST /api/prestamos/:id/anular. */
export interface PedidoAnulacion {
  prestamoId: string;
  motivo: string;
}

/**
 * Anular: deshace el desembolso de un préstamo sin cobros (la deuda se anula y el efectivo vuelve a la caja). Qué
 * préstamo se anula y cómo se escribe lo decide `anularEn` (la misma escritura que usa la carga de historia).
 */
export function operacionAnulacion(
  anularEn: (
    manager: EntityManager,
    prestamo: PrestamoBloqueado,
    motivo: string,
    actor: { id: string | null; nombre: string },
    hoy: string,
  ) => Promise<void>,
): OperacionDinero<PedidoAnulacion, null, null> {
  return {
    nombre: 'anulación',
    modulo: 'Préstamos',
    prestamos: ({ prestamoId }) => [prestamoId],
    efecto: async () => null,
    async escribir({ manager, contexto, prestamos: [prestamo], fecha }, { motivo }) {
      await anularEn(manager, prestamo, motivo, contexto.actor, fecha);
      return null;
    },
    auditar: ({ prestamos: [prestamo] }, { motivo }) => ({
      accion: 'Anular préstamo',
      detalles: `Préstamo #${prestamo.numero}: desembolso anulado`,
      datosAnteriores: { estado: prestamo.estado, saldoPendiente: prestamo.saldoPendiente },
      datosNuevos: { estado: 'cancelado', motivo },
    }),
  };
}
