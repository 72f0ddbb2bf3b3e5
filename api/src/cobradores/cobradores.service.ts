import type { CarteraCobrador, Usuario as UsuarioApi } from '@cartera/dominio';
import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { consultaPreparada } from '../database/consulta-preparada';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { sqlPrestamoAbierto } from '../prestamos/estado.sql';

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
    const filas = await consultaPreparada<{ id: string; clientes: number; prestamos_activos: number }>(
      this.dataSource,
      `SELECT u.id,
              (SELECT count(*)::int FROM clientes c WHERE c.cobrador_id = u.id) AS clientes,
              (SELECT count(*)::int FROM prestamos p
                WHERE p.cobrador_id = u.id AND ${sqlPrestamoAbierto('p')}) AS prestamos_activos
         FROM unnest($1::uuid[]) AS u(id)`,
      [cobradores.map((cobrador) => cobrador.id)],
    );
    const carteras = new Map(
      filas.map((fila) => [fila.id, { clientes: fila.clientes, prestamosActivos: fila.prestamos_activos }]),
    );
    return cobradores.map((cobrador) => ({
      ...cobrador.toJSON(),
      cartera: carteras.get(cobrador.id) ?? SIN_CARTERA,
    }));
  }
}
