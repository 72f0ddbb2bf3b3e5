import type { CarteraCobrador, Usuario as UsuarioApi } from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { sql } from 'kysely';
import { consultaPreparada } from '../database/consulta-preparada';
import { db } from '../database/kysely';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { prestamoAbierto } from '../database/estado-prestamo.sql';

const SIN_CARTERA: CarteraCobrador = { clientes: 0, prestamosActivos: 0 };

@Injectable()
export class CobradoresService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * Los cobradores de una página, cada uno con su cartera, contada para toda la página en una sola consulta (antes
   * la pantalla pedía dos listas por fila). Cuenta lo mismo que GET /clientes?cobrador= y el `resumen` de
   * GET /prestamos?cobrador=, con sus índices por cobrador.
   */
  async conCartera(
    cobradores: readonly Usuario[],
  ): Promise<Array<UsuarioApi & { cartera: CarteraCobrador }>> {
    if (cobradores.length === 0) return [];
    const ids = cobradores.map((cobrador) => cobrador.id);
    const filas = await consultaPreparada(
      this.dataSource,
      db(this.dataSource.manager)
        // sql: unnest de un arreglo como tabla no tiene constructor en Kysely
        .selectFrom(sql<{ id: string }>`unnest(${ids}::uuid[])`.as<'u'>(sql`u(id)`))
        .select((eb) => [
          'u.id',
          eb
            .selectFrom('clientes as c')
            .select(eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
            .whereRef('c.cobrador_id', '=', 'u.id')
            .as('clientes'),
          eb
            .selectFrom('prestamos as p')
            .select(eb.cast<number>(eb.fn.countAll(), 'integer').as('n'))
            .whereRef('p.cobrador_id', '=', 'u.id')
            .where(prestamoAbierto('p.estado'))
            .as('prestamos_activos'),
        ]),
    );
    const carteras = new Map(
      filas.map((fila) => [fila.id, { clientes: fila.clientes ?? 0, prestamosActivos: fila.prestamos_activos ?? 0 }]),
    );
    return cobradores.map((cobrador) => ({
      ...cobrador.toJSON(),
      cartera: carteras.get(cobrador.id) ?? SIN_CARTERA,
    }));
  }
}
