// Las consultas de la configuración de la organización (la fila única de configuracion_organizacion), tipadas contra
// el esquema (database/esquema.ts).
import type { Updateable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { ConfiguracionOrganizacion as TablaConfiguracion } from '../database/esquema';
import { db } from '../database/kysely';
import { filaOrganizacion } from '../organizacion/organizacion.sql';
import { tasasQueCubren } from '../organizacion/tasas-usura.sql';

/** Lo que se puede escribir de la configuración: columnas del esquema, así renombrar una no compila. */
export type CambiosConfiguracion = Updateable<TablaConfiguracion>;

/** Las columnas de los ajustes que la API muestra. */
const AJUSTES = [
  'saldo_inicial_caja',
  'fecha_saldo_inicial',
  'nombre_empresa',
  'telefono_empresa',
  'recordatorio_cuota',
  'aviso_mora',
  'recibo_cobro',
  'interes_defecto',
  'aviso_entrega_caja',
  'entrega_caja_hora',
  'respaldos_hora',
  'tipo_credito_defecto',
  'cuotas_defecto',
  'modalidad_defecto',
  'tipo_amortizacion_defecto',
  'usura_accion',
  'distancia_fuera_de_sitio_metros',
  'dias_atras_fechas',
  'dias_atras_aviso_previo',
  'mora_activa',
  'mora_tasa',
  'mora_periodicidad',
  'mora_dias_gracia',
  'mora_desde',
  'caja_insuficiente',
  'updated_at',
] as const;

export const consultasConfiguracion = {
  /** Los ajustes. */
  leer(manager: EntityManager) {
    return filaOrganizacion(manager)
      .select(AJUSTES)
      .executeTakeFirstOrThrow();
  },

  /**
   * Los ajustes y el cierre de periodos, con la fila bloqueada hasta el fin de la transacción: es el mismo candado
   * que toma el cierre de periodos (cierre.consultas.ts), así cerrar y cambiar el saldo inicial no se cruzan.
   */
  leerParaCambiar(manager: EntityManager) {
    return filaOrganizacion(manager)
      .select([...AJUSTES, 'cerrado_hasta'])
      .forUpdate()
      .executeTakeFirstOrThrow();
  },

  /** Escribe los cambios (y la hora del cambio); devuelve los ajustes como quedaron. */
  escribir(manager: EntityManager, cambios: CambiosConfiguracion) {
    return db(manager)
      .updateTable('configuracion_organizacion')
      .set((eb) => ({ ...cambios, updated_at: eb.fn('now') }))
      .where('id', '=', 1)
      .returning(AJUSTES)
      .executeTakeFirstOrThrow();
  },

  /** La tasa de usura certificada para un tipo de crédito un día (undefined: ninguna la cubre). */
  async tasaUsura(manager: EntityManager, tipoCredito: string, dia: string): Promise<string | undefined> {
    const fila = await tasasQueCubren(manager, tipoCredito, dia, dia)
      .select('tasa')
      .orderBy('desde', 'desc')
      .limit(1)
      .executeTakeFirst();
    return fila?.tasa;
  },
};
