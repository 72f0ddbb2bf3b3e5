// Los gastos de los cobradores como comandos del mayor (docs/decisiones/comandos-del-mayor.md): registrar, aprobar y
// rechazar un gasto escriben su fila y su comprobante (o su reverso) en la misma transacción.
import {
  CODIGOS,
  ETIQUETAS_CATEGORIA_GASTO,
  LIMITES_GASTOS_DEFECTO,
  MENSAJES_CAJA,
  errorFechaRegistro,
  estadoGastoNuevo,
  exigeFotoGasto,
  formatearCOP,
  formatearFecha,
  hoyBogota,
  type Centavos,
  type CategoriaGastoCobrador,
} from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { aPesos } from '../common/dinero';
import { ErrorNegocio, errorValidacion, noEncontrado } from '../common/errores';
import { db } from '../database/kysely';
import { idInsertado } from '../common/filas';
import { oficinaDelCobrador } from '../oficinas/oficina-de-alta';
import { consultasCajaMayor } from './caja.consultas';
import { MENSAJES_CAJA_MAYOR } from './caja.mensajes';
import type { ComandoMayor, NoAplica } from './comando';
import { contabilizarGasto, reversarGasto } from './contabilizar-caja';

/** Un gasto que registra un cobrador, con su monto en centavos y la foto del recibo ya leída. */
export interface PedidoGasto {
  /** Quien lo registra: el cobrador de la solicitud. */
  cobradorId: string;
  fecha: string;
  categoria: CategoriaGastoCobrador;
  monto: Centavos;
  concepto: string;
  foto: { mime: string; datos: Buffer } | null;
  /** Los días atrás que un cobrador puede fechar lo que registra (configuración del despliegue). */
  diasAtrasCobrador: number;
}

export interface EfectoGasto {
  estado: 'aceptado' | 'pendiente';
  limitePasado: 'gasto' | 'dia' | null;
  /** La oficina del cobrador: la del gasto (oficinaDeMovimiento). */
  oficina: string;
}

const SIN_ACCESO: NoAplica = {
  noAplica:
    'el cobrador registra sólo a su nombre (el pedido no nombra otro) y decidir es de la oficina por su rol',
};

/** El gasto, bloqueado (404 si no existe). */
async function gastoBloqueado(manager: EntityManager, id: string) {
  const gasto = await consultasCajaMayor.gastoBloqueado(manager, id);
  if (!gasto) throw noEncontrado(MENSAJES_CAJA_MAYOR.gastoNoEncontrado);
  return gasto;
}

/** El gasto, bloqueado: 409 si ya se rechazó (ni se aprueba ni se rechaza otra vez). */
async function gastoSinRechazar(manager: EntityManager, id: string) {
  const gasto = await gastoBloqueado(manager, id);
  if (gasto.estado === 'rechazado')
    throw new ErrorNegocio(CODIGOS.gastoYaRechazado, MENSAJES_CAJA_MAYOR.gastoYaRechazado, 409);
  return gasto;
}

/** Registrar un gasto: nace aceptado (y sale del efectivo del cobrador en el mayor) o por aprobar si pasa un límite. */
export const comandoRegistrarGasto: ComandoMayor<PedidoGasto, EfectoGasto, string> = {
  nombre: 'gasto de cobrador',
  modulo: 'Cobros',
  // Un gasto a la vez por cobrador: dos simultáneos no pasan juntos el límite del día.
  candado: (manager, { cobradorId }) => consultasCajaMayor.bloquearGastosDe(manager, cobradorId),
  acceso: SIN_ACCESO,
  fecha: (pedido) => ({
    fecha: pedido.fecha,
    nombre: 'del gasto',
    // La ventana de los cobros del cobrador; además la de la organización: vale la más corta.
    propia() {
      const error = errorFechaRegistro({
        fecha: pedido.fecha,
        hoy: hoyBogota(),
        diasAtras: pedido.diasAtrasCobrador,
        registro: 'gastos',
      });
      if (error) throw errorValidacion({ fecha: [error] });
    },
  }),
  async efecto({ manager }, pedido) {
    const { cobradorId } = pedido;
    // Un día ya entregado y confirmado está cerrado: un gasto de ese día llega tarde.
    const ultima = await consultasCajaMayor.ultimaEntregaConfirmada(manager, cobradorId);
    if (ultima && pedido.fecha < ultima)
      throw errorValidacion({ fecha: [MENSAJES_CAJA_MAYOR.fechaEntregada(ultima)] });
    // El gasto es de la oficina del cobrador, y sus límites los de ella.
    const oficina = await oficinaDelCobrador(manager, cobradorId);
    const fila = await consultasCajaMayor.limitesGastos(manager, oficina);
    const limites = fila
      ? {
          gastoMaximo: Number(fila.gasto_maximo),
          gastosDiaMaximo: Number(fila.gastos_dia_maximo),
          fotoDesde: Number(fila.foto_desde),
        }
      : LIMITES_GASTOS_DEFECTO;
    const monto = aPesos(pedido.monto);
    if (!pedido.foto && exigeFotoGasto(monto, limites))
      throw errorValidacion({ foto: [MENSAJES_CAJA.fotoObligatoria(limites.fotoDesde)] });
    const aceptado = await consultasCajaMayor.aceptadoDelDia(manager, cobradorId, pedido.fecha);
    return { ...estadoGastoNuevo(monto, Number(aceptado), limites), oficina };
  },
  cuatroOjos: {
    noAplica:
      'registrar no entrega dinero: el gasto que pasa un límite nace por aprobar y lo aprueba otra persona',
  },
  async escribir({ manager }, pedido, efecto) {
    const { cobradorId } = pedido;
    const id = await idInsertado(
      db(manager)
        .insertInto('caja_gastos')
        .values({
          cobrador_id: cobradorId,
          fecha: pedido.fecha,
          categoria: pedido.categoria,
          monto: aPesos(pedido.monto),
          concepto: pedido.concepto,
          foto_mime: pedido.foto?.mime ?? null,
          foto: pedido.foto?.datos ?? null,
          registrado_por: cobradorId,
          estado: efecto.estado,
          limite_pasado: efecto.limitePasado,
          oficina_id: efecto.oficina,
        })
        .returning('id'),
    );
    // Aceptado, sale del efectivo del cobrador; por aprobar, todavía no (contabilizarGasto no escribe nada).
    await contabilizarGasto(manager, id, cobradorId);
    return id;
  },
  auditar: (_paso, pedido, { limitePasado }, _id, vista) => ({
    accion: 'Registrar gasto de cobrador',
    detalles:
      `Gasto de ${ETIQUETAS_CATEGORIA_GASTO[pedido.categoria].toLowerCase()} de ${formatearCOP(aPesos(pedido.monto))} el ${formatearFecha(pedido.fecha)}: ${pedido.concepto}` +
      (limitePasado
        ? ` (por aprobar: ${limitePasado === 'gasto' ? 'pasa el límite por gasto' : 'pasa el límite por día'})`
        : ''),
    datosNuevos: vista.despues,
  }),
};

type GastoLeido = Awaited<ReturnType<typeof gastoBloqueado>>;

/**
 * Aprobar un gasto por aprobar: queda aceptado, rebaja lo que el cobrador debe entregar y sale de su efectivo en el
 * mayor el día del gasto. Quien lo registró nunca lo aprueba.
 */
export const comandoAprobarGasto: ComandoMayor<{ id: string }, GastoLeido, null> = {
  nombre: 'aprobación de un gasto',
  modulo: 'Cobros',
  candado: async (manager, { id }) => {
    await gastoBloqueado(manager, id);
  },
  acceso: SIN_ACCESO,
  fecha: { noAplica: 'el gasto ya tiene su fecha, que pasó la ventana al registrarlo' },
  async efecto({ manager }, { id }) {
    const gasto = await gastoSinRechazar(manager, id);
    if (gasto.estado === 'aceptado')
      throw new ErrorNegocio(CODIGOS.gastoNoPendiente, MENSAJES_CAJA_MAYOR.gastoNoPendiente, 409);
    return gasto;
  },
  // La segunda persona: ni quien lo registró ni el cobrador del gasto.
  cuatroOjos({ contexto }, _pedido, gasto) {
    if (gasto.registrado_por === contexto.actor.id || gasto.cobrador_id === contexto.actor.id)
      throw new ErrorNegocio(CODIGOS.aprobadorEsRegistrante, MENSAJES_CAJA_MAYOR.aprobadorEsRegistrante, 403);
  },
  async escribir({ manager, contexto }, { id }) {
    await db(manager)
      .updateTable('caja_gastos')
      .set({ estado: 'aceptado', aprobado_por: contexto.actor.id, aprobado_at: sql`now()` })
      .where('id', '=', id)
      .execute();
    await contabilizarGasto(manager, id, contexto.actor.id);
    return null;
  },
  auditar: ({ contexto }, _pedido, gasto, _escrito, vista) => ({
    accion: 'Aprobar gasto de cobrador',
    detalles: `Gasto de ${formatearCOP(Number(gasto.monto))} del ${formatearFecha(gasto.fecha)} registrado por ${gasto.registrado_nombre ?? gasto.cobrador_nombre}, aprobado por ${contexto.actor.nombre}: ${gasto.concepto}`,
    datosAnteriores: vista.antes,
    datosNuevos: vista.despues,
  }),
};

/**
 * Rechazar un gasto: deja de rebajar lo que el cobrador debe entregar. En una entrega por confirmar, lo esperado de
 * esa entrega sube en la misma transacción; en una confirmada ya no se rechaza. Uno aceptado reversa su comprobante.
 */
export const comandoRechazarGasto: ComandoMayor<{ id: string; motivo: string }, GastoLeido, null> = {
  nombre: 'rechazo de un gasto',
  modulo: 'Cobros',
  candado: async (manager, { id }) => {
    const gasto = await gastoBloqueado(manager, id);
    // La entrega que lo tiene, también: su esperado cambia.
    if (gasto.entrega_id) await consultasCajaMayor.entregaBloqueada(manager, gasto.entrega_id);
  },
  acceso: SIN_ACCESO,
  fecha: { noAplica: 'rechazar no fecha nada: el reverso lleva la fecha de hoy' },
  async efecto({ manager }, { id }) {
    const gasto = await gastoSinRechazar(manager, id);
    if (gasto.entrega_id) {
      const entrega = await consultasCajaMayor.entregaBloqueada(manager, gasto.entrega_id);
      if (entrega?.estado === 'confirmada')
        throw new ErrorNegocio(CODIGOS.gastoEntregado, MENSAJES_CAJA_MAYOR.gastoEntregado, 422);
    }
    return gasto;
  },
  cuatroOjos: { noAplica: 'rechazar no entrega dinero: devuelve el gasto al efectivo del cobrador' },
  async escribir({ manager, contexto }, { id, motivo }, gasto) {
    if (gasto.entrega_id) {
      await db(manager)
        .updateTable('caja_entregas')
        .set((eb) => ({ gastos: eb('gastos', '-', gasto.monto), esperado: eb('esperado', '+', gasto.monto) }))
        .where('id', '=', gasto.entrega_id)
        .execute();
    }
    await db(manager)
      .updateTable('caja_gastos')
      .set({
        estado: 'rechazado',
        motivo_rechazo: motivo,
        rechazado_por: contexto.actor.id,
        rechazado_at: sql`now()`,
      })
      .where('id', '=', id)
      .execute();
    if (gasto.estado === 'aceptado') await reversarGasto(manager, id, contexto.actor.id);
    return null;
  },
  auditar: ({ contexto }, { motivo }, gasto, _escrito, vista) => ({
    accion: 'Rechazar gasto de cobrador',
    detalles: `Gasto de ${formatearCOP(Number(gasto.monto))} registrado por ${gasto.registrado_nombre ?? gasto.cobrador_nombre}, rechazado por ${contexto.actor.nombre}: ${motivo}`,
    datosAnteriores: vista.antes,
    datosNuevos: vista.despues,
  }),
};
