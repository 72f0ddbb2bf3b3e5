// La transferencia por confirmar como comandos del mayor (docs/decisiones/escritores-de-dinero.md, «La transferencia
// por confirmar»): registrarla, rechazarla y confirmarla escriben `pagos_transferencias` sólo aquí, cada uno en una
// transacción con su auditoría. Confirmarla es además el cobro del núcleo de dinero: quien la confirma lo da como
// función (`cobrar`), que corre en la misma transacción con la transferencia ya bloqueada; este módulo no importa el de
// cobros ni el de pagos.
import { ahora } from '../database/fragmentos';
import { CODIGOS, MENSAJES_PAGOS, centavosDeColumna, formatearCOP, pesosDe, type Centavos } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { ErrorNegocio, noEncontrado } from '../common/errores';
import { idInsertado } from '../common/filas';
import { db } from '../database/kysely';
import type { ComandoMayor, NoAplica } from './comando';

/** Una transferencia que un cobrador (o la oficina) registra desde Mi Ruta, por confirmar. */
export interface PedidoRegistrarTransferencia {
  prestamoId: string;
  cuentaPagoId: string;
  monto: Centavos;
  fecha: string;
  referencia: string;
  observaciones: string | null;
  foto: { mime: string; datos: Buffer } | null;
  /** Que el préstamo exista y sea de la cartera de quien pide, y la cuenta esté activa (400/404 con su campo). */
  validar(manager: EntityManager): Promise<void>;
  /** Lo que la auditoría guarda del pedido, como lo dijo quien llama (pesos, la foto como marca). */
  auditado: Record<string, unknown>;
}

/** La transferencia bloqueada, como la confirman y la rechazan. */
export interface TransferenciaBloqueada {
  id: string;
  prestamoId: string;
  prestamoNumero: number;
  prestamoCobradorId: string | null;
  cuentaPagoId: string;
  monto: Centavos;
  fecha: string;
  referencia: string;
  observaciones: string | null;
  registradoPor: string | null;
  registradoPorRol: string | null;
}

/** Confirmar o rechazar una transferencia; confirmar trae el cobro que la aplica. */
export interface PedidoDecidirTransferencia {
  id: string;
  /** El cobro del núcleo de dinero que la aplica, en la misma transacción; su id. Sin él, se rechaza. */
  cobrar?(manager: EntityManager, transferencia: TransferenciaBloqueada): Promise<string>;
}

const SIN_VENTANA: NoAplica = {
  noAplica: 'una transferencia por confirmar no toca el préstamo ni el mayor: su fecha la valida el cobro al confirmarla',
};
const SIN_CUATRO_OJOS: NoAplica = { noAplica: 'no entrega ni perdona dinero: lo que entra es un cobro' };

/** La transferencia, bloqueada hasta el fin de la transacción: 404 si no existe, 409 si ya no está por confirmar. */
async function bloquear(manager: EntityManager, id: string): Promise<TransferenciaBloqueada> {
  const fila = await db(manager)
    .selectFrom('pagos_transferencias as t')
    .innerJoin('prestamos as p', 'p.id', 't.prestamo_id')
    .leftJoin('usuarios as u', 'u.id', 't.registrado_por')
    .select((eb) => [
      't.id',
      't.estado',
      't.monto',
      eb.cast<string>('t.fecha', 'text').as('fecha'),
      't.referencia',
      't.observaciones',
      't.registrado_por',
      't.cuenta_pago_id',
      'p.id as prestamo_id',
      'p.numero as prestamo_numero',
      'p.cobrador_id as prestamo_cobrador_id',
      'u.rol as registrado_por_rol',
    ])
    .where('t.id', '=', id)
    .forUpdate('t')
    .executeTakeFirst();
  if (!fila) throw noEncontrado(MENSAJES_PAGOS.transferenciaNoEncontrada);
  if (fila.estado !== 'por_confirmar')
    throw new ErrorNegocio(CODIGOS.transferenciaNoPendiente, MENSAJES_PAGOS.transferenciaNoPendiente, 409);
  return {
    id: fila.id,
    prestamoId: fila.prestamo_id,
    prestamoNumero: Number(fila.prestamo_numero),
    prestamoCobradorId: fila.prestamo_cobrador_id,
    cuentaPagoId: fila.cuenta_pago_id,
    monto: centavosDeColumna(fila.monto),
    fecha: fila.fecha,
    referencia: fila.referencia,
    observaciones: fila.observaciones,
    registradoPor: fila.registrado_por,
    registradoPorRol: fila.registrado_por_rol,
  };
}

/** Registrar: la transferencia queda por confirmar, sin tocar el préstamo ni el mayor. */
export const comandoRegistrarTransferencia: ComandoMayor<PedidoRegistrarTransferencia, number, string> = {
  nombre: 'transferencia por confirmar',
  modulo: 'Cobros',
  candado: { noAplica: 'no mueve saldo: nada que dos pedidos a la vez puedan sumar de más' },
  acceso: ({ manager }, pedido) => pedido.validar(manager),
  fecha: SIN_VENTANA,
  async efecto({ manager }, { prestamoId }) {
    const fila = await db(manager).selectFrom('prestamos').select('numero').where('id', '=', prestamoId).executeTakeFirstOrThrow();
    return Number(fila.numero);
  },
  cuatroOjos: SIN_CUATRO_OJOS,
  escribir: ({ manager, contexto }, p) =>
    idInsertado(
      db(manager)
        .insertInto('pagos_transferencias')
        .values({
          prestamo_id: p.prestamoId,
          cuenta_pago_id: p.cuentaPagoId,
          monto: pesosDe(p.monto),
          fecha: p.fecha,
          referencia: p.referencia,
          observaciones: p.observaciones,
          registrado_por: contexto.actor.id,
          foto: p.foto?.datos ?? null,
          foto_mime: p.foto?.mime ?? null,
        })
        .returning('id'),
    ),
  auditar: (_paso, p, numero, id) => ({
    accion: 'Registrar transferencia por confirmar',
    detalles: `Transferencia de ${formatearCOP(pesosDe(p.monto))} al préstamo #${numero}, referencia ${p.referencia}`,
    datosNuevos: { transferencia: id, ...p.auditado },
  }),
};

/**
 * Confirmar (con `cobrar`) o rechazar, una sola vez: la transferencia se bloquea y debe seguir por confirmar (409 si
 * no). Confirmada, su cobro la aplica en la misma transacción: si el cobro se rechaza, no queda nada.
 */
export const comandoDecidirTransferencia: ComandoMayor<PedidoDecidirTransferencia, TransferenciaBloqueada, string | null> = {
  nombre: 'decisión de una transferencia',
  modulo: 'Cobros',
  candado: async (manager, { id }) => {
    await db(manager).selectFrom('pagos_transferencias').select('id').where('id', '=', id).forUpdate().execute();
  },
  acceso: { noAplica: 'confirmar y rechazar son de la oficina por su rol; el cobro mira la cartera' },
  fecha: SIN_VENTANA,
  efecto: ({ manager }, { id }) => bloquear(manager, id),
  cuatroOjos: SIN_CUATRO_OJOS,
  async escribir({ manager, contexto }, { cobrar }, transferencia) {
    const cobro = cobrar ? await cobrar(manager, transferencia) : null;
    await db(manager)
      .updateTable('pagos_transferencias')
      .set({
        estado: cobro ? 'confirmada' : 'rechazada',
        decidido_por: contexto.actor.id,
        cobro_id: cobro,
        updated_at: ahora(),
      })
      .where('id', '=', transferencia.id)
      .execute();
    return cobro;
  },
  auditar: (_paso, _pedido, t, cobro) => ({
    accion: cobro ? 'Confirmar transferencia' : 'Rechazar transferencia',
    detalles: `Transferencia de ${formatearCOP(pesosDe(t.monto))} al préstamo #${t.prestamoNumero}, referencia ${t.referencia}`,
    datosAnteriores: { estado: 'por_confirmar' },
    datosNuevos: { estado: cobro ? 'confirmada' : 'rechazada' },
  }),
};
