// Las consultas de las operaciones de dinero (operaciones/*.ts), tipadas contra el esquema (database/esquema.ts,
// docs/decisiones/acceso-tipado-a-datos.md). Corren en la transacción del núcleo, con los préstamos ya bloqueados; las
// del libro del préstamo están en libro/libro.consultas.ts.
import { pesosDe, type Centavos } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { filasEnMemoria } from '../libro/libro.consultas';
import { columnasSinCartera } from '../libro/libro-importado';
import { db } from '../database/kysely';
import { cobradorPorId } from '../usuarios/usuarios.consultas';

/** La ubicación del teléfono al cobrar, medida contra la del cliente (la mide quien cobra: cobros/ubicacion.ts). */
export interface UbicacionDelCobro {
  latitud: number;
  longitud: number;
  /** Metros. */
  precision: number;
  /** Metros hasta el cliente; null si el cliente no tiene coordenadas. */
  distancia: number | null;
}

/** Lo que un préstamo anulado o castigado deja en su fila (también el castigado de la aplicación por lotes). */
export function columnasDeCierre(estado: 'cancelado' | 'castigado', hoy: string) {
  return columnasSinCartera(estado, hoy);
}

export const consultasDinero = {
  /** El estado de un cobrador (undefined: no existe o no es cobrador). */
  cobrador(manager: EntityManager, cobradorId: string) {
    return cobradorPorId(manager, cobradorId).select('estado').executeTakeFirst();
  },

  /** La ubicación del teléfono y su distancia al cliente, en el cobro recién registrado. */
  async guardarUbicacion(manager: EntityManager, cobroId: string, ubicacion: UbicacionDelCobro) {
    await db(manager)
      .updateTable('cobros')
      .set({
        latitud: ubicacion.latitud,
        longitud: ubicacion.longitud,
        precision_metros: ubicacion.precision,
        distancia_metros: ubicacion.distancia,
      })
      .where('id', '=', cobroId)
      .execute();
  },

  /** Suma lo condonado a cada cuota, en una sentencia (la columna NUMERIC recibe el monto en su escala). */
  async condonarCuotas(manager: EntityManager, condonado: ReadonlyArray<{ id: string; monto: Centavos }>) {
    if (condonado.length === 0) return;
    await db(manager)
      .updateTable('cuotas as c')
      .from(filasEnMemoria<{ id: string; monto: string }>(
        condonado.map(({ id, monto }) => ({ id, monto: String(pesosDe(monto)) })),
        { id: 'uuid', monto: 'numeric' },
      ))
      .set((eb) => ({ monto_condonado: eb('c.monto_condonado', '+', eb.ref('v.monto')), updated_at: sql`now()` }))
      .whereRef('c.id', '=', 'v.id')
      .execute();
  },

  /**
   * Cierra un préstamo anulado (cancelado) o castigado: las cuotas que todavía se cobraban quedan anuladas o
   * castigadas, y el préstamo con saldo y capital en 0, sin próxima cuota.
   */
  async cerrarPrestamo(manager: EntityManager, id: string, estado: 'cancelado' | 'castigado', hoy: string) {
    await db(manager)
      .updateTable('cuotas')
      .set({ estado: estado === 'castigado' ? 'castigada' : 'anulada', updated_at: sql`now()` })
      .where('prestamo_id', '=', id)
      .where('estado', 'in', ['pendiente', 'parcial', 'vencida'])
      .execute();
    await db(manager)
      .updateTable('prestamos')
      .set({ ...columnasDeCierre(estado, hoy), updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },

  /** Una solicitud aprobada queda activa con la fecha de hoy y quién la aprobó. */
  async activarSolicitud(manager: EntityManager, prestamoId: string, hoy: string, aprobadoPor: string) {
    await db(manager)
      .updateTable('prestamos')
      .set({ estado: 'activo', fecha: hoy, aprobado_por: aprobadoPor, updated_at: sql`now()` })
      .where('id', '=', prestamoId)
      .execute();
  },

  /** El número de una cuota (undefined: no existe). */
  cuota(manager: EntityManager, cuotaId: string) {
    return db(manager).selectFrom('cuotas').select('numero').where('id', '=', cuotaId).executeTakeFirst();
  },

  async borrarCobro(manager: EntityManager, cobroId: string) {
    await db(manager).deleteFrom('cobros').where('id', '=', cobroId).execute();
  },

  /** Lo que la edición de un cobro cambia de él (el monto ya lo dejó el libro al reaplicarlo). */
  async editarCobro(
    manager: EntityManager,
    cobroId: string,
    { monto, ...cambio }: { monto: Centavos; fecha: string; observaciones: string | null; cobrador_id: string | null },
  ) {
    await db(manager)
      .updateTable('cobros')
      .set({ ...cambio, monto: pesosDe(monto), updated_at: sql`now()` })
      .where('id', '=', cobroId)
      .execute();
  },

  /** El cobro pasa a otro préstamo: sin cuota propia (un pago de cuota queda como cobro). */
  async moverCobro(manager: EntityManager, cobroId: string, destinoId: string) {
    await db(manager)
      .updateTable('cobros')
      .set((eb) => ({
        prestamo_id: destinoId,
        cuota_id: null,
        origen: eb.case().when('origen', '=', 'pago_cuota').then('cobro').else(eb.ref('origen')).end(),
        updated_at: sql`now()`,
      }))
      .where('id', '=', cobroId)
      .execute();
  },
};
