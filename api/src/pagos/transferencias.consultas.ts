// Las consultas de las transferencias por confirmar (transferencias.service.ts), tipadas contra el esquema
// (database/esquema.ts): la transferencia con su préstamo, cliente, cuenta y quién la registró, y su foto. Su alta y sus
// cambios de estado los escriben los comandos del mayor (mayor/transferencias.comandos.ts).
import { ESTADOS_TRANSFERENCIA, TIPOS_CUENTA_PAGO, type EstadoTransferencia } from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { db, deLista } from '../database/kysely';
import type { FilaDe } from '../common/filas';

/** Qué transferencias se listan: de un préstamo, en un estado, las que ve un cobrador (las suyas o de su cartera). */
export interface FiltroTransferencias {
  prestamo?: string;
  estado?: EstadoTransferencia;
  cobrador?: string;
}

function transferenciasConDatos(manager: EntityManager) {
  return db(manager)
    .selectFrom('pagos_transferencias as t')
    .innerJoin('prestamos as p', 'p.id', 't.prestamo_id')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id')
    .innerJoin('pagos_cuentas as pc', 'pc.id', 't.cuenta_pago_id')
    .leftJoin('usuarios as u', 'u.id', 't.registrado_por')
    .select((eb) => [
      't.id',
      't.monto',
      't.fecha',
      't.referencia',
      't.estado',
      't.cobro_id',
      't.observaciones',
      't.registrado_por',
      't.created_at',
      eb('t.foto', 'is not', null).$castTo<boolean>().as('tiene_foto'),
      'p.id as prestamo_id',
      'p.numero as prestamo_numero',
      'p.cobrador_id as prestamo_cobrador_id',
      'c.id as cliente_id',
      'c.nombre as cliente_nombre',
      'pc.id as cuenta_id',
      'pc.nombre as cuenta_nombre',
      'pc.tipo as cuenta_tipo',
      'u.nombre as registrado_por_nombre',
      'u.rol as registrado_por_rol',
    ]);
}

type FilaLeida = FilaDe<typeof transferenciasConDatos>;

function transferenciaLeida(f: FilaLeida) {
  return {
    ...f,
    monto: Number(f.monto),
    prestamo_numero: Number(f.prestamo_numero),
    estado: deLista(ESTADOS_TRANSFERENCIA, f.estado, 'pagos_transferencias.estado'),
    cuenta_tipo: deLista(TIPOS_CUENTA_PAGO, f.cuenta_tipo, 'pagos_cuentas.tipo'),
  };
}

/** Una transferencia como la leen el servicio y su JSON (monto en pesos, número del préstamo). */
export type TransferenciaLeida = ReturnType<typeof transferenciaLeida>;

export const consultasTransferencias = {
  /** Las transferencias del filtro, de la más reciente a la más antigua (hasta 500). */
  async listar(manager: EntityManager, filtro: FiltroTransferencias): Promise<TransferenciaLeida[]> {
    let consulta = transferenciasConDatos(manager);
    if (filtro.prestamo) consulta = consulta.where('t.prestamo_id', '=', filtro.prestamo);
    if (filtro.estado) consulta = consulta.where('t.estado', '=', filtro.estado);
    const cobrador = filtro.cobrador;
    if (cobrador) {
      consulta = consulta.where((eb) =>
        eb.or([eb('t.registrado_por', '=', cobrador), eb('p.cobrador_id', '=', cobrador)]),
      );
    }
    const filas = await consulta.orderBy('t.created_at', 'desc').orderBy('t.id', 'desc').limit(500).execute();
    return filas.map(transferenciaLeida);
  },

  /** Una transferencia (undefined: no existe). */
  async leer(manager: EntityManager, id: string): Promise<TransferenciaLeida | undefined> {
    const fila = await transferenciasConDatos(manager).where('t.id', '=', id).executeTakeFirst();
    return fila && transferenciaLeida(fila);
  },

  /** La foto del comprobante y su tipo (undefined: la transferencia no existe). */
  foto(manager: EntityManager, id: string) {
    return db(manager)
      .selectFrom('pagos_transferencias')
      .select(['foto', 'foto_mime'])
      .where('id', '=', id)
      .executeTakeFirst();
  },
};
