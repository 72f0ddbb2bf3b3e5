// Los umbrales de cuatro ojos y lo que un gerente entregó o perdonó en el día sin aprobación
// (docs/decisiones/cuatro-ojos.md), en consultas tipadas contra el esquema (database/esquema.ts). Las usa el control
// de cada operación (control-aprobaciones.ts) bajo el candado de cuatro ojos; la decisión es de @cartera/dominio.
import {
  operacionesDelUmbral,
  UMBRAL_DE_OPERACION,
  type AcumuladoDelDia,
  type DatosUmbralesAprobacion,
  type OperacionControlada,
  type UmbralesAprobacion,
} from '@cartera/dominio';
import { sql, type Expression, type SqlBool } from 'kysely';
import type { EntityManager } from 'typeorm';
import { CANDADOS } from '../database/candados';
import { instanteJson } from '../database/consulta-preparada';
import { db } from '../database/kysely';
import { ahora } from '../database/fragmentos';

const pesosONulo = (valor: string | null): number | null => (valor === null ? null : Number(valor));

/** Los umbrales vigentes (una sola fila, la crea la migración). */
export async function leerUmbrales(manager: EntityManager, bloquear = false): Promise<UmbralesAprobacion> {
  const fila = await db(manager)
    .selectFrom('aprobaciones_umbrales')
    .select(['prestamo_gerente', 'condonacion', 'castigo', 'gerente_diario', 'updated_at'])
    .where('id', '=', 1)
    .$if(bloquear, (q) => q.forUpdate())
    .executeTakeFirstOrThrow();
  return {
    prestamoGerente: pesosONulo(fila.prestamo_gerente),
    condonacion: pesosONulo(fila.condonacion),
    castigo: pesosONulo(fila.castigo),
    gerenteDiario: pesosONulo(fila.gerente_diario),
    updatedAt: instanteJson(fila.updated_at),
  };
}

/** Escribe los umbrales; `gerenteDiario` ausente queda como estaba. */
export async function escribirUmbrales(
  manager: EntityManager,
  datos: Omit<DatosUmbralesAprobacion, 'gerenteDiario'> & { gerenteDiario?: number | null },
): Promise<void> {
  await db(manager)
    .updateTable('aprobaciones_umbrales')
    .set({
      prestamo_gerente: datos.prestamoGerente,
      condonacion: datos.condonacion,
      castigo: datos.castigo,
      ...(datos.gerenteDiario === undefined ? {} : { gerente_diario: datos.gerenteDiario }),
      updated_at: ahora(),
    })
    .where('id', '=', 1)
    .execute();
}

/** Toma el candado de cuatro ojos hasta el fin de la transacción: lo del día se lee, decide y apunta de a uno. */
export async function bloquearCuatroOjos(manager: EntityManager): Promise<void> {
  await sql`SELECT pg_advisory_xact_lock(${CANDADOS.cuatroOjos})`.execute(db(manager));
}

/**
 * Lo que un gerente ya entregó o perdonó hoy sin aprobación, antes de esta operación: con el mismo umbral en el
 * préstamo y en el cliente, y todo junto el suyo. Se lee bajo el candado del control (control-aprobaciones.ts).
 */
export async function leerAcumuladoDelDia(
  manager: EntityManager,
  consulta: {
    operacion: OperacionControlada;
    prestamoId: string | null;
    clienteId: string;
    solicitadoPor: string;
    dia: string;
  },
): Promise<AcumuladoDelDia> {
  const mismas = operacionesDelUmbral(UMBRAL_DE_OPERACION[consulta.operacion]);
  const { prestamoId, clienteId, solicitadoPor } = consulta;
  const fila = await db(manager)
    .selectFrom('aprobaciones_acumulado')
    .select((eb) => {
      const suma = (donde: Expression<SqlBool>) =>
        eb.fn.coalesce(eb.fn.sum<string | null>('monto').filterWhere(donde), sql.lit('0'));
      const deLasMismas = eb('operacion', '=', eb.fn.any(eb.val(mismas)));
      return [
        suma(eb.and([deLasMismas, eb('prestamo_id', '=', prestamoId)])).as('prestamo'),
        suma(eb.and([deLasMismas, eb('cliente_id', '=', clienteId)])).as('cliente'),
        suma(eb('solicitado_por', '=', solicitadoPor)).as('solicitante'),
      ];
    })
    .where('dia', '=', consulta.dia)
    .where((eb) => eb.or([eb('cliente_id', '=', clienteId), eb('solicitado_por', '=', solicitadoPor)]))
    .executeTakeFirstOrThrow();
  return {
    prestamo: Number(fila.prestamo),
    cliente: Number(fila.cliente),
    solicitante: Number(fila.solicitante),
  };
}

/** Apunta lo que un gerente entregó o perdonó sin aprobación (suma para las siguientes del día). */
export async function anotarAcumulado(
  manager: EntityManager,
  fila: {
    operacion: OperacionControlada;
    prestamoId: string | null;
    clienteId: string;
    solicitadoPor: string;
    monto: number;
    dia: string;
  },
): Promise<void> {
  await db(manager)
    .insertInto('aprobaciones_acumulado')
    .values({
      operacion: fila.operacion,
      prestamo_id: fila.prestamoId,
      cliente_id: fila.clienteId,
      solicitado_por: fila.solicitadoPor,
      monto: fila.monto,
      dia: fila.dia,
    })
    .execute();
}
