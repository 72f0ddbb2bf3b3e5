// Las consultas de las garantías, tipadas contra el esquema (database/esquema.ts). Los documentos tienen las suyas en
// documentos.service.ts; aquí sólo los que una garantía muestra o vincula.
import { ESTADOS_GARANTIA, TIPOS_GARANTIA } from '@cartera/dominio';
import { sql } from 'kysely';
import type { EntityManager } from 'typeorm';
import { deLaCarteraDe } from '../common/acceso-cartera';
import { db, deLista } from '../database/kysely';
import { cuantasFilas, hayFila } from '../common/filas';
import { prestamoPorId } from '../database/prestamos.filas';
import { COLUMNAS_DOCUMENTO, documentoVigente } from './documentos.consultas';

function garantias(manager: EntityManager) {
  return db(manager)
    .selectFrom('garantias as g')
    .innerJoin('prestamos as p', 'p.id', 'g.prestamo_id')
    .innerJoin('clientes as c', 'c.id', 'p.cliente_id');
}

const COLUMNAS = [
  'g.id',
  'g.prestamo_id',
  'p.numero as prestamo_numero',
  'c.id as cliente_id',
  'c.nombre as cliente_nombre',
  'g.tipo',
  'g.descripcion',
  'g.valor_declarado',
  'g.valor_avaluo',
  'g.identificador_legal',
  'g.estado',
  'g.created_at',
  'g.updated_at',
] as const;

type FilaLeida = Awaited<ReturnType<typeof consultasGarantias.pagina>>[number];

/** Una garantía con su tipo y su estado comprobados contra sus listas. */
export function filaGarantia(fila: FilaLeida) {
  return {
    ...fila,
    tipo: deLista(TIPOS_GARANTIA, fila.tipo, 'garantias.tipo'),
    estado: deLista(ESTADOS_GARANTIA, fila.estado, 'garantias.estado'),
  };
}
export type FilaGarantia = ReturnType<typeof filaGarantia>;

export interface FiltroGarantias {
  /** Sólo la cartera de este cobrador. */
  carteraDe?: string;
  estado?: string;
  prestamo?: string;
  cliente?: string;
  /** Patrón LIKE ya armado (`patronContiene`). */
  busqueda?: string;
}

function filtrar(manager: EntityManager, f: FiltroGarantias) {
  return garantias(manager)
    .$if(f.carteraDe !== undefined, (q) => q.where(deLaCarteraDe(f.carteraDe!)))
    .$if(f.estado !== undefined, (q) => q.where('g.estado', '=', f.estado!))
    .$if(f.prestamo !== undefined, (q) => q.where('g.prestamo_id', '=', f.prestamo!))
    .$if(f.cliente !== undefined, (q) => q.where('p.cliente_id', '=', f.cliente!))
    .$if(f.busqueda !== undefined, (q) =>
      q.where((eb) => eb('g.busqueda', 'like', eb.fn<string>('sin_acentos', [eb.val(f.busqueda!)]))),
    );
}

export const consultasGarantias = {
  pagina(
    manager: EntityManager,
    filtro: FiltroGarantias,
    orden: 'asc' | 'desc',
    limite: number,
    desde: number,
  ) {
    return filtrar(manager, filtro)
      .select(COLUMNAS)
      .orderBy('g.created_at', orden)
      .orderBy('g.id', orden)
      .limit(limite)
      .offset(desde)
      .execute();
  },

  contar(manager: EntityManager, filtro: FiltroGarantias): Promise<number> {
    return cuantasFilas(filtrar(manager, filtro));
  },

  /** Una garantía; con `bloquear`, su fila queda bloqueada hasta el fin de la transacción. */
  una(manager: EntityManager, id: string, bloquear: boolean) {
    return garantias(manager)
      .select(COLUMNAS)
      .where('g.id', '=', id)
      .$if(bloquear, (q) => q.forUpdate('g'))
      .executeTakeFirst();
  },

  /** El préstamo existe; compartido hasta el fin de la transacción (nadie lo borra mientras se le agrega algo). */
  async prestamoExiste(manager: EntityManager, prestamoId: string): Promise<boolean> {
    return hayFila(prestamoPorId(manager, prestamoId).select('id').forShare());
  },

  async insertar(
    manager: EntityManager,
    garantia: {
      prestamo_id: string;
      tipo: string;
      descripcion: string;
      valor_declarado: number;
      valor_avaluo: number | null;
      identificador_legal: string | null;
      creado_por: string;
    },
  ): Promise<string> {
    return (
      await db(manager).insertInto('garantias').values(garantia).returning('id').executeTakeFirstOrThrow()
    ).id;
  },

  async cambiar(
    manager: EntityManager,
    id: string,
    cambio: { estado: string; valor_avaluo: number | string | null },
  ) {
    await db(manager)
      .updateTable('garantias')
      .set({ ...cambio, updated_at: sql`now()` })
      .where('id', '=', id)
      .execute();
  },

  /** Un documento sin borrar (su préstamo y su nombre). */
  documento(manager: EntityManager, id: string) {
    return documentoVigente(manager, id).select(['prestamo_id', 'nombre_original']).executeTakeFirst();
  },

  /** Si el préstamo es de la cartera del cobrador. */
  async enLaCartera(manager: EntityManager, prestamoId: string, cobradorId: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .selectFrom('prestamos as p')
        .select('p.id')
        .where('p.id', '=', prestamoId)
        .where(deLaCarteraDe(cobradorId)),
    );
  },

  /** Vincula el documento; false si ya lo estaba. */
  async vincular(manager: EntityManager, garantiaId: string, documentoId: string): Promise<boolean> {
    return hayFila(
      db(manager)
        .insertInto('garantia_documentos')
        .values({ garantia_id: garantiaId, documento_id: documentoId })
        .onConflict((oc) => oc.doNothing())
        .returning('documento_id'),
    );
  },

  /** Los documentos sin borrar de las garantías, en el orden en que se subieron. */
  documentosDe(manager: EntityManager, garantiaIds: readonly string[]) {
    return db(manager)
      .selectFrom('garantia_documentos as gd')
      .innerJoin('documentos as d', 'd.id', 'gd.documento_id')
      .select(['gd.garantia_id', ...COLUMNAS_DOCUMENTO.map((c) => `d.${c}` as const)])
      .where('gd.garantia_id', 'in', garantiaIds)
      .where('d.eliminado_en', 'is', null)
      .orderBy('d.created_at')
      .orderBy('d.id')
      .execute();
  },
};
