// Las entregas de caja como comandos del mayor (docs/decisiones/comandos-del-mayor.md): el cobrador entrega lo que
// tiene, la oficina confirma lo que contó (con su faltante o sobrante) y recibe abonos a un faltante. Cada uno escribe
// sus filas y su comprobante en la misma transacción.
import {
  CODIGOS,
  ETIQUETAS_DIFERENCIA_ENTREGA,
  diferenciaEntrega,
  errorAbonoFaltante,
  errorFechaAbono,
  esperadoEntrega,
  formatearCOP,
  hoyBogota,
  movimientoDiferencia,
  type Centavos,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aCentavos, aPesos } from '../common/dinero';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { oficinaDelCobrador } from '../oficinas/oficina-de-alta';
import { consultasCajaMayor } from './caja.consultas';
import { MENSAJES_CAJA_MAYOR } from './caja.mensajes';
import type { ComandoMayor, NoAplica } from './comando';
import { contabilizarEntrega, deudaCobrador } from './contabilizar-caja';

const SIN_ACCESO: NoAplica = {
  noAplica:
    'el cobrador entrega sólo lo suyo (el pedido lleva su id) y confirmar o abonar es de la oficina por su rol',
};
const SIN_CUATRO_OJOS: NoAplica = {
  noAplica:
    'una entrega ya es de dos personas: la registra el cobrador y la confirma la oficina (roles de las rutas)',
};

/** Suma en centavos de montos NUMERIC leídos. */
const suma = (filas: ReadonlyArray<{ monto: string }>): number =>
  filas.reduce((total, fila) => total + aCentavos(Number(fila.monto)), 0);

export interface PedidoEntrega {
  cobradorId: string;
  montoEntregado: Centavos;
  observaciones: string | null;
}

/**
 * El cobrador entrega todo lo que tiene en su poder en este instante: cobros sin entregar, gastos aceptados y el
 * efectivo inicial de una importación. Un cobro que se registre después es de la siguiente. Una entrega abierta por
 * cobrador (409; el índice único `caja_entregas_una_pendiente` decide entre dos simultáneas).
 */
export const comandoEntregarCaja: ComandoMayor<
  PedidoEntrega,
  {
    cobros: string[];
    gastos: string[];
    saldos: string[];
    montos: { cobros: number; gastos: number; saldoInicial: number; esperado: number };
  },
  { id: string; numero: string }
> = {
  nombre: 'entrega de caja',
  modulo: 'Cobros',
  // Los cobros sin entregar, antes de sumarlos: uno que se borra o edita en este instante hace esperar a la entrega.
  candado: async (manager, { cobradorId }) => {
    await consultasCajaMayor.cobrosSinEntregar(manager, cobradorId);
  },
  acceso: SIN_ACCESO,
  fecha: { noAplica: 'una entrega es de hoy: lo que el cobrador tiene en este instante' },
  async efecto({ manager }, { cobradorId }) {
    if (await consultasCajaMayor.tienePendiente(manager, cobradorId))
      throw new ErrorNegocio(
        CODIGOS.entregaPendiente,
        'Ya tiene una entrega de caja por confirmar: espere a que la oficina la confirme',
        409,
      );
    const cobros = await consultasCajaMayor.cobrosSinEntregar(manager, cobradorId);
    const saldos = await consultasCajaMayor.saldosInicialesSinEntregar(manager, cobradorId);
    const gastos = await consultasCajaMayor.gastosSinEntregar(manager, cobradorId);
    if (cobros.length === 0 && gastos.length === 0 && suma(saldos) === 0)
      throw new ErrorNegocio(CODIGOS.nadaPorEntregar, MENSAJES_CAJA_MAYOR.nadaPorEntregar, 422);
    const montos = {
      cobros: aPesos(suma(cobros)),
      saldoInicial: aPesos(suma(saldos)),
      gastos: aPesos(suma(gastos)),
    };
    // Lo esperado nunca es negativo: la empresa no "recibe" una deuda suya con el cobrador como sobrante.
    const esperado = esperadoEntrega(montos);
    if (esperado < 0)
      throw new ErrorNegocio(
        CODIGOS.entregaNegativa,
        MENSAJES_CAJA_MAYOR.entregaNegativa(montos.cobros, montos.gastos),
        422,
      );
    return {
      cobros: cobros.map((c) => c.id),
      gastos: gastos.map((g) => g.id),
      saldos: saldos.map((s) => s.id),
      montos: { ...montos, esperado },
    };
  },
  cuatroOjos: SIN_CUATRO_OJOS,
  async escribir({ manager, fecha }, pedido, efecto) {
    const entrega = await consultasCajaMayor.insertarEntrega(manager, {
      cobrador_id: pedido.cobradorId,
      fecha,
      cobros: efecto.montos.cobros,
      cantidad_cobros: efecto.cobros.length,
      gastos: efecto.montos.gastos,
      saldo_inicial: efecto.montos.saldoInicial,
      esperado: efecto.montos.esperado,
      monto_entregado: aPesos(pedido.montoEntregado),
      observaciones: pedido.observaciones,
      oficina_id: await oficinaDelCobrador(manager, pedido.cobradorId),
    });
    await consultasCajaMayor.marcarEntregados(manager, entrega.id, efecto);
    // Sin comprobante todavía: el efectivo sigue en poder del cobrador hasta que la oficina lo cuente.
    return { id: entrega.id, numero: String(entrega.numero) };
  },
  auditar: (_paso, pedido, efecto, entrega, vista) => ({
    accion: 'Registrar entrega de caja',
    detalles: `Entrega #${entrega.numero}: ${formatearCOP(aPesos(pedido.montoEntregado))} de ${formatearCOP(efecto.montos.esperado)} esperados`,
    datosNuevos: vista.despues,
  }),
};

/** La entrega, bloqueada (404 si no existe). */
async function entregaBloqueada(manager: EntityManager, id: string) {
  const entrega = await consultasCajaMayor.entregaBloqueada(manager, id);
  if (!entrega) throw noEncontrado(MENSAJES_CAJA_MAYOR.entregaNoEncontrada);
  return entrega;
}

type EntregaLeida = Awaited<ReturnType<typeof entregaBloqueada>>;

/**
 * La oficina cuenta el efectivo y confirma (sin monto, recibió lo que el cobrador dijo). La diferencia queda como
 * movimiento de caja de la entrega —faltante (deuda del cobrador) o sobrante— y el comprobante lleva el efectivo del
 * cobrador a la caja; el sobrante abona primero lo que el cobrador debe.
 */
export const comandoConfirmarEntrega: ComandoMayor<
  { id: string; recibido: Centavos | null },
  { entrega: EntregaLeida; recibido: number; movimiento: ReturnType<typeof movimientoDiferencia> },
  null
> = {
  nombre: 'confirmación de una entrega de caja',
  modulo: 'Cobros',
  // La entrega y la deuda de su cobrador: una entrega y un abono del mismo cobrador no leen a la vez su deuda.
  candado: async (manager, { id }) => {
    const entrega = await entregaBloqueada(manager, id);
    await consultasCajaMayor.bloquearDeudaDe(manager, entrega.cobrador_id);
  },
  acceso: SIN_ACCESO,
  fecha: { noAplica: 'se confirma hoy: la fecha de confirmación es la del día en que la oficina cuenta' },
  async efecto({ manager }, pedido) {
    const entrega = await entregaBloqueada(manager, pedido.id);
    if (entrega.estado === 'confirmada')
      throw new ErrorNegocio(CODIGOS.entregaYaConfirmada, MENSAJES_CAJA_MAYOR.entregaYaConfirmada, 409);
    // Una entrega abierta de antes de esta regla puede esperar un monto negativo: no se asienta como sobrante.
    if (Number(entrega.esperado) < 0)
      throw new ErrorNegocio(
        CODIGOS.entregaNegativa,
        MENSAJES_CAJA_MAYOR.confirmarNegativa(Number(entrega.numero), Number(entrega.esperado)),
        422,
      );
    const recibido = pedido.recibido === null ? Number(entrega.monto_entregado) : aPesos(pedido.recibido);
    const movimiento = movimientoDiferencia(diferenciaEntrega(Number(entrega.esperado), recibido));
    return { entrega, recibido, movimiento };
  },
  cuatroOjos: SIN_CUATRO_OJOS,
  async escribir({ manager, contexto, fecha }, { id }, { entrega, recibido, movimiento }) {
    await consultasCajaMayor.confirmarEntrega(manager, id, {
      recibido,
      fecha,
      confirmadoPor: contexto.actor.id,
    });
    if (movimiento)
      await consultasCajaMayor.insertarMovimientoDeEntrega(manager, {
        fecha,
        tipo: movimiento.tipo,
        categoria: movimiento.categoria,
        concepto: `${ETIQUETAS_DIFERENCIA_ENTREGA[movimiento.categoria]}: ${entrega.cobrador_nombre}, entrega #${entrega.numero}`,
        monto: movimiento.monto,
        registrado_por: contexto.actor.id,
        entrega_id: id,
        cobrador_id: entrega.cobrador_id,
        oficina_id: entrega.oficina_id,
      });
    await contabilizarEntrega(manager, id);
    return null;
  },
  auditar: (_paso, _pedido, { entrega, recibido, movimiento }, _escrito, vista) => ({
    accion: 'Confirmar entrega de caja',
    detalles:
      `Entrega #${entrega.numero} de ${entrega.cobrador_nombre}: recibidos ${formatearCOP(recibido)} de ` +
      `${formatearCOP(Number(entrega.esperado))} esperados` +
      (movimiento
        ? ` (${ETIQUETAS_DIFERENCIA_ENTREGA[movimiento.categoria].toLowerCase()} de ${formatearCOP(movimiento.monto)})`
        : ''),
    datosAnteriores: vista.antes,
    datosNuevos: vista.despues,
  }),
};

export interface PedidoAbono {
  cobradorId: string;
  fecha: string;
  monto: Centavos;
  /** Los días atrás de la ventana de cobros y gastos (configuración del despliegue). */
  diasAtrasCobrador: number;
}

/**
 * La oficina recibe del cobrador un abono a su faltante: una entrega sin cobros ni gastos, confirmada al recibirla, con
 * su movimiento de caja y su comprobante (136530 contra la caja de la oficina). Nunca más de lo que debe.
 */
export const comandoAbonarFaltante: ComandoMayor<
  PedidoAbono,
  { nombre: string; deuda: number },
  { id: string; numero: string }
> = {
  nombre: 'abono a un faltante',
  modulo: 'Cobros',
  // El cobrador existe (404) y su deuda se lee y cambia de a una transacción.
  candado: async (manager, { cobradorId }) => {
    if (!(await consultasCajaMayor.cobrador(manager, cobradorId)))
      throw noEncontrado(MENSAJES_CAJA_MAYOR.cobradorNoEncontrado);
    await consultasCajaMayor.bloquearDeudaDe(manager, cobradorId);
  },
  acceso: SIN_ACCESO,
  fecha: (pedido) => ({
    fecha: pedido.fecha,
    nombre: 'del abono',
    propia() {
      const error = errorFechaAbono(pedido.fecha, hoyBogota(), pedido.diasAtrasCobrador);
      if (error) throw errorValidacion({ fecha: [error] });
    },
  }),
  async efecto({ manager }, pedido) {
    const cobrador = await consultasCajaMayor.cobrador(manager, pedido.cobradorId);
    const deuda = aPesos(await deudaCobrador(manager, pedido.cobradorId));
    const error = errorAbonoFaltante(aPesos(pedido.monto), deuda);
    if (error) throw new ErrorNegocio(CODIGOS.abonoSuperaDeuda, error, 400, { monto: [error] });
    return { nombre: cobrador?.nombre ?? '', deuda };
  },
  cuatroOjos: SIN_CUATRO_OJOS,
  async escribir({ manager, contexto }, pedido, { nombre, deuda }) {
    const monto = aPesos(pedido.monto);
    const oficina = await oficinaDelCobrador(manager, pedido.cobradorId);
    const abono = await consultasCajaMayor.insertarAbono(manager, {
      cobrador_id: pedido.cobradorId,
      fecha: pedido.fecha,
      monto_entregado: monto,
      observaciones: `Abono a su faltante de ${formatearCOP(deuda)}`,
      registrado_por: contexto.actor.id,
      oficina_id: oficina,
    });
    // Efectivo que entra a la caja de la oficina, como la diferencia de cualquier entrega (Flujo de Caja lo cuenta).
    await consultasCajaMayor.insertarMovimientoDeEntrega(manager, {
      fecha: pedido.fecha,
      tipo: 'ingreso',
      categoria: 'sobrante_cobrador',
      concepto: `Abono de ${nombre} a su faltante, entrega #${abono.numero}`,
      monto,
      registrado_por: contexto.actor.id,
      entrega_id: abono.id,
      cobrador_id: pedido.cobradorId,
      oficina_id: oficina,
    });
    await contabilizarEntrega(manager, abono.id, true);
    return { id: abono.id, numero: String(abono.numero) };
  },
  auditar: (_paso, pedido, { nombre, deuda }, _abono, vista) => {
    const monto = aPesos(pedido.monto);
    return {
      accion: 'Registrar abono a faltante de cobrador',
      detalles:
        `${nombre} abonó ${formatearCOP(monto)} a su faltante de ${formatearCOP(deuda)}: ` +
        `queda debiendo ${formatearCOP(deuda - monto)}`,
      datosNuevos: vista.despues,
    };
  },
};
