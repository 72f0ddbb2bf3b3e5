// Las consultas de la autorización de tratamiento de datos de un cliente (docs/decisiones/datos-personales.md),
// tipadas contra el esquema. Viven con el cliente: su alta y su edición la guardan, y quien crea un préstamo la mira.
import { CANALES_AUTORIZACION } from '@cartera/dominio';
import { type Insertable } from 'kysely';
import type { EntityManager } from 'typeorm';
import type { ClientesAutorizaciones } from '../database/esquema';
import { db, deLista } from '../database/kysely';
import { hayFila } from '../common/filas';
import { ahora } from '../database/fragmentos';
import { tieneAutorizacion } from './clientes.sql';

/** Lo que se escribe de una autorización (se reemplaza la anterior del cliente). */
export type AutorizacionEscrita = Pick<
  Insertable<ClientesAutorizaciones>,
  'cliente_id' | 'canal' | 'version' | 'fecha' | 'usuario_id' | 'usuario_nombre' | 'documento'
>;

const COLUMNAS_AUTORIZACION = [
  'canal',
  'version',
  'fecha',
  'usuario_id',
  'usuario_nombre',
  'documento',
] as const;

export const consultasAutorizacion = {
  async autorizacion(manager: EntityManager, clienteId: string) {
    const fila = await db(manager)
      .selectFrom('clientes_autorizaciones')
      .select(COLUMNAS_AUTORIZACION)
      .where('cliente_id', '=', clienteId)
      .executeTakeFirst();
    return (
      fila && { ...fila, canal: deLista(CANALES_AUTORIZACION, fila.canal, 'clientes_autorizaciones.canal') }
    );
  },

  /** La versión mayor del aviso de privacidad (1 si no hay ninguna). */
  async versionVigenteAviso(manager: EntityManager): Promise<number> {
    const fila = await db(manager)
      .selectFrom('avisos_privacidad')
      .select((eb) => eb.fn.max('version').as('version'))
      .executeTakeFirst();
    return fila?.version ?? 1;
  },

  async existeVersionAviso(manager: EntityManager, version: number): Promise<boolean> {
    return hayFila(
      db(manager).selectFrom('avisos_privacidad').select('version').where('version', '=', version),
    );
  },

  async guardarAutorizacion(manager: EntityManager, autorizacion: AutorizacionEscrita) {
    const fila = await db(manager)
      .insertInto('clientes_autorizaciones')
      .values(autorizacion)
      .onConflict((oc) =>
        oc.column('cliente_id').doUpdateSet((eb) => ({
          canal: eb.ref('excluded.canal'),
          version: eb.ref('excluded.version'),
          fecha: eb.ref('excluded.fecha'),
          usuario_id: eb.ref('excluded.usuario_id'),
          usuario_nombre: eb.ref('excluded.usuario_nombre'),
          documento: eb.ref('excluded.documento'),
          updated_at: ahora(),
        })),
      )
      .returning(COLUMNAS_AUTORIZACION)
      .executeTakeFirstOrThrow();
    return { ...fila, canal: deLista(CANALES_AUTORIZACION, fila.canal, 'clientes_autorizaciones.canal') };
  },

  /** Si el cliente fue suprimido y si tiene autorización (undefined: el cliente no existe). */
  situacionAutorizacion(manager: EntityManager, clienteId: string) {
    return db(manager)
      .selectFrom('clientes as c')
      .select((eb) => [
        eb('c.suprimido_en', 'is not', null).$castTo<boolean>().as('suprimido'),
        tieneAutorizacion(eb).as('autorizado'),
      ])
      .where('c.id', '=', clienteId)
      .executeTakeFirst();
  },
};
