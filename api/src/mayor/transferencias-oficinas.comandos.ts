// El efectivo que la caja de una oficina manda a la de otra, como comando del mayor (docs/decisiones/libros-por-oficina.md,
// docs/decisiones/comandos-del-mayor.md): su fila (`caja_transferencias_oficinas`) y su comprobante, que asienta en los
// libros de las dos oficinas por sus cuentas recíprocas (reglaTransferenciaOficinas), en una transacción auditada.
import {
  MENSAJES_TRANSFERENCIA_OFICINAS,
  formatearCOP,
  formatearFecha,
  reglaTransferenciaOficinas,
  type Centavos,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aPesos } from '../common/dinero';
import { errorValidacion, noEncontrado, prohibido } from '../common/errores';
import { alcanceActual } from '../database/alcance';
import { db } from '../database/kysely';
import type { ComandoMayor } from './comando';
import { escribirComprobante } from './escribir-comprobante';

/** Una transferencia pedida: de la caja de `origen` a la de `destino`, con su monto en centavos. */
export interface PedidoTransferenciaOficinas {
  origen: string;
  destino: string;
  monto: Centavos;
  fecha: string;
  concepto: string;
}

/**
 * Las dos oficinas, bloqueadas en orden de id (dos transferencias cruzadas no se esperan en círculo), con su nombre.
 * Una oficina fuera del alcance de quien pide es como una que no existe (404, docs/decisiones/caja-por-oficina-custodia.md):
 * el 403 de `acceso` diría que existe.
 */
async function bloquearOficinas(manager: EntityManager, p: PedidoTransferenciaOficinas) {
  const alcance = alcanceActual()?.oficinas ?? 'todas';
  const pedidas = [p.origen, p.destino].filter((id) => alcance === 'todas' || alcance.includes(id.toLowerCase()));
  const filas =
    pedidas.length === 0
      ? []
      : await db(manager)
          .selectFrom('oficinas')
          .select(['id', 'nombre'])
          .where('id', 'in', pedidas)
          .orderBy('id')
          .forUpdate()
          .execute();
  const nombre = (id: string) => filas.find((f) => f.id === id)?.nombre;
  const origen = nombre(p.origen);
  const destino = nombre(p.destino);
  if (origen === undefined || destino === undefined)
    throw noEncontrado(MENSAJES_TRANSFERENCIA_OFICINAS.oficinaNoEncontrada);
  return { origen, destino };
}

/** El rol de quien pide y cuántas de las dos oficinas tiene asignadas. */
function accesoDe(manager: EntityManager, usuarioId: string, oficinas: readonly string[]) {
  return db(manager)
    .selectFrom('usuarios as u')
    .select((eb) => [
      'u.rol',
      eb
        .selectFrom('usuarios_oficinas as uo')
        .select((s) => s.fn.countAll<string>().as('n'))
        .whereRef('uo.usuario_id', '=', 'u.id')
        .where('uo.oficina_id', 'in', [...oficinas])
        .as('asignadas'),
    ])
    .where('u.id', '=', usuarioId)
    .executeTakeFirst();
}

export type OficinasDeTransferencia = Awaited<ReturnType<typeof bloquearOficinas>>;

/** Mandar efectivo de la caja de una oficina a la de otra (admin, o gerente de las dos). */
export const comandoTransferirEntreOficinas: ComandoMayor<
  PedidoTransferenciaOficinas,
  OficinasDeTransferencia,
  string
> = {
  nombre: 'transferencia entre oficinas',
  modulo: 'Sistema',
  candado: async (manager, pedido) => {
    if (pedido.origen === pedido.destino)
      throw errorValidacion({ destino: [MENSAJES_TRANSFERENCIA_OFICINAS.mismaOficina] });
    await bloquearOficinas(manager, pedido);
  },
  async acceso({ manager, contexto }, pedido) {
    const quien = contexto.actor.id ? await accesoDe(manager, contexto.actor.id, [pedido.origen, pedido.destino]) : null;
    const permitido = quien?.rol === 'admin' || (quien?.rol === 'gerente' && Number(quien.asignadas) === 2);
    if (!permitido) throw prohibido(MENSAJES_TRANSFERENCIA_OFICINAS.sinAcceso);
  },
  fecha: (pedido) => ({ fecha: pedido.fecha, nombre: 'de la transferencia', campo: 'fecha' }),
  efecto: ({ manager }, pedido) => bloquearOficinas(manager, pedido),
  cuatroOjos: {
    noAplica: 'el efectivo no sale de la organización: pasa de una caja a otra, auditado con quién lo mandó',
  },
  async escribir({ manager, contexto, fecha }, pedido, oficinas) {
    const { id } = await db(manager)
      .insertInto('caja_transferencias_oficinas')
      .values({
        fecha,
        origen_id: pedido.origen,
        destino_id: pedido.destino,
        monto: aPesos(pedido.monto),
        concepto: pedido.concepto,
        registrado_por: contexto.actor.id,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await escribirComprobante(manager, {
      fecha,
      tipo: 'transferencia_oficinas',
      descripcion: `Efectivo de ${oficinas.origen} a ${oficinas.destino}: ${pedido.concepto}`,
      origen: 'transferencia_oficinas',
      origenId: id,
      registradoPor: contexto.actor.id,
      lineas: reglaTransferenciaOficinas({ origen: pedido.origen, destino: pedido.destino, monto: pedido.monto }),
    });
    return id;
  },
  auditar: (_paso, pedido, oficinas, _id, vista) => ({
    accion: 'Transferir efectivo entre oficinas',
    detalles: `${formatearCOP(aPesos(pedido.monto))} de ${oficinas.origen} a ${oficinas.destino} el ${formatearFecha(pedido.fecha)}: ${pedido.concepto}`,
    datosNuevos: vista.despues,
  }),
};

/** La transferencia como la responde la API. */
export async function transferenciaOficinas(manager: EntityManager, id: string) {
  const t = await db(manager)
    .selectFrom('caja_transferencias_oficinas as t')
    .innerJoin('oficinas as o', 'o.id', 't.origen_id')
    .innerJoin('oficinas as d', 'd.id', 't.destino_id')
    .select(['t.id', 't.fecha', 't.monto', 't.concepto', 'o.id as origen_id', 'o.nombre as origen_nombre'])
    .select(['d.id as destino_id', 'd.nombre as destino_nombre', 't.registrado_por', 't.created_at'])
    .where('t.id', '=', id)
    .executeTakeFirstOrThrow();
  return {
    _id: t.id,
    fecha: t.fecha,
    monto: Number(t.monto),
    concepto: t.concepto,
    origen: { _id: t.origen_id, nombre: t.origen_nombre },
    destino: { _id: t.destino_id, nombre: t.destino_nombre },
    registradoPor: t.registrado_por,
    createdAt: new Date(t.created_at).toISOString(),
  };
}
