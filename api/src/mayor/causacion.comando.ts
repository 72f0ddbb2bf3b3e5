// La causación diaria del interés pactado como comando del mayor (docs/decisiones/causacion-y-suspension.md,
// docs/decisiones/comandos-del-mayor.md): lleva el ingreso por intereses de un préstamo a lo que dice la regla
// (ingresoInteresesDelDia, @cartera/dominio) con un comprobante de causación, y en la misma transacción reclama el día
// (contabilidad_causaciones) y deja lo causado (contabilidad_ingreso_causado). La corre el barrido, préstamo por préstamo
// (contabilidad/politicas/causacion.ts).
import {
  ESTADOS_PRESTAMO_ABIERTO,
  centavos,
  centavosDeColumna,
  ingresoInteresesDelDia,
  reglaCausacion,
  type Centavos,
} from '@cartera/dominio';
import type { EntityManager } from 'typeorm';
import { aPesos } from '../common/dinero';
import { db } from '../database/kysely';
import { hayFila } from '../common/filas';
import { consultasPoliticas, type VigenciaIngresos } from './politicas.consultas';
import type { ComandoMayor } from './comando';
import { escribirComprobante } from './escribir-comprobante';

/** Otro movimiento de dinero tiene el préstamo: el barrido no lo espera, lo toma el siguiente. */
export class PrestamoOcupado extends Error {
  constructor(prestamoId: string) {
    super(`préstamo ${prestamoId} ocupado`);
  }
}

export interface PedidoCausacion {
  prestamoId: string;
  /** El día que se causa (el del barrido). */
  hoy: string;
  /** La política de ingresos que rige ese día. */
  politica: VigenciaIngresos;
}

interface EfectoCausacion {
  numero: string;
  clienteId: string;
  reconocido: Centavos;
  objetivo: Centavos;
  cobrado: Centavos;
}

/** Reclama la causación del día del préstamo con la vigencia del día; false si ya la tenía con ella. */
function reclamar(manager: EntityManager, { prestamoId, hoy, politica }: PedidoCausacion): Promise<boolean> {
  return hayFila(
    db(manager)
      .insertInto('contabilidad_causaciones')
      .values({ prestamo_id: prestamoId, fecha: hoy, ajuste: 0, vigencia_id: politica.id })
      .onConflict((oc) =>
        oc
          .columns(['prestamo_id', 'fecha'])
          .doUpdateSet({ vigencia_id: politica.id })
          .where('contabilidad_causaciones.vigencia_id', '<>', politica.id),
      )
      .returning('prestamo_id'),
  );
}

/** El ajuste y el comprobante del día en la causación reclamada, y lo causado que queda en el ingreso del préstamo. */
async function cerrar(
  manager: EntityManager,
  { prestamoId, hoy }: PedidoCausacion,
  cierre: { ajuste: number; asientoId: string | null; causado: number },
): Promise<void> {
  await db(manager)
    .updateTable('contabilidad_causaciones')
    // Una segunda causación del día (la política del día cambió) suma su ajuste; el comprobante es el último.
    .set((eb) => ({
      ajuste: eb('ajuste', '+', String(cierre.ajuste)),
      asiento_id: eb.fn.coalesce(eb.cast<string | null>(eb.val(cierre.asientoId), 'uuid'), eb.ref('asiento_id')),
    }))
    .where('prestamo_id', '=', prestamoId)
    .where('fecha', '=', hoy)
    .execute();
  // Lo causado que queda en el ingreso, del mayor (no sumando ajustes: se corrige solo).
  await db(manager)
    .insertInto('contabilidad_ingreso_causado')
    .values({ prestamo_id: prestamoId, saldo: cierre.causado })
    .onConflict((oc) => oc.column('prestamo_id').doUpdateSet((eb) => ({ saldo: eb.ref('excluded.saldo') })))
    .execute();
}

/**
 * Causa un préstamo hasta `hoy` con la política que rige ese día, una vez por préstamo, día y vigencia. Lo que asienta
 * es la diferencia entre lo que la regla dice que el ingreso debe tener y lo que tiene; devuelve ese ajuste en
 * centavos (0 si el día ya estaba causado con esa vigencia).
 */
export const comandoCausarIntereses: ComandoMayor<PedidoCausacion, EfectoCausacion, number> = {
  nombre: 'causación de intereses',
  modulo: 'Sistema',
  // El préstamo, sin esperar: si otro movimiento de dinero lo tiene, lo toma el barrido siguiente.
  candado: async (manager, { prestamoId }) => {
    const libre = await hayFila(
      db(manager).selectFrom('prestamos').select('id').where('id', '=', prestamoId).forUpdate().skipLocked(),
    );
    if (!libre) throw new PrestamoOcupado(prestamoId);
  },
  acceso: { noAplica: 'un trabajo del barrido, sin usuario ni cartera' },
  fecha: { noAplica: 'se causa el día del barrido (`hoy` del pedido): no es una fecha que alguien elija' },
  async efecto({ manager }, { prestamoId, hoy, politica }) {
    const prestamo = await consultasPoliticas.prestamoParaCausar(manager, prestamoId);
    const cuotas = await consultasPoliticas.interesDeCuotas(manager, prestamoId);
    const mayor = await consultasPoliticas.interesesEnElMayor(manager, prestamoId);
    const reconocido = centavosDeColumna(mayor.reconocido);
    const cobrado = centavosDeColumna(mayor.cobrado);
    const { objetivo } = ingresoInteresesDelDia({
      prestamo: {
        fecha: prestamo.fecha,
        fechaInicio: prestamo.fecha_inicio,
        cuotas: cuotas.map((c) => ({
          fechaProgramada: c.fecha_programada,
          interes: centavosDeColumna(c.monto_interes),
          estado: c.estado,
        })),
        // El interés se gana por cuotas salvo el adelantado y el de un reenganche (ese viene del préstamo de origen).
        interesDeCuotas:
          prestamo.tipo_amortizacion !== 'interes_adelantado' && prestamo.prestamo_origen_id === null,
        interesPactado: centavosDeColumna(mayor.pactado),
      },
      abierto: ESTADOS_PRESTAMO_ABIERTO.some((estado) => estado === prestamo.estado),
      politica,
      hoy,
      cobrado,
      porCobrar: centavosDeColumna(mayor.por_cobrar),
    });
    return {
      numero: prestamo.numero,
      clienteId: prestamo.cliente_id,
      reconocido,
      objetivo: centavos(objetivo),
      cobrado,
    };
  },
  cuatroOjos: {
    noAplica: 'la causación no entrega ni perdona dinero: reconoce el ingreso que la regla dice',
  },
  async escribir({ manager }, pedido, efecto) {
    // El día se reclama con la vigencia: si ya estaba causado con ella, no hay nada que escribir.
    if (!(await reclamar(manager, pedido))) return 0;
    const asientoId = await escribirComprobante(manager, {
      fecha: pedido.hoy,
      tipo: 'causacion',
      descripcion: `Causación de intereses del préstamo #${efecto.numero}`,
      origen: 'prestamo',
      origenId: pedido.prestamoId,
      registradoPor: null,
      lineas: reglaCausacion({
        prestamoId: pedido.prestamoId,
        reconocido: efecto.reconocido,
        objetivo: efecto.objetivo,
      }),
      clientes: new Map([[pedido.prestamoId, efecto.clienteId]]),
    });
    const ajuste = efecto.objetivo - efecto.reconocido;
    await cerrar(manager, pedido, {
      ajuste: aPesos(ajuste),
      asientoId,
      causado: aPesos(efecto.objetivo - efecto.cobrado),
    });
    return ajuste;
  },
  auditar: {
    noAplica:
      'un trabajo sin usuario: cada causación queda en su comprobante (tipo causacion) y en contabilidad_causaciones',
  },
};
