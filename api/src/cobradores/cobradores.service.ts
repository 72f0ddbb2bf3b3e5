import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { consultaPreparada } from '../database/consulta-preparada';

/** La cartera de un cobrador: sus clientes asignados y sus préstamos abiertos (activo, mora o vencido). */
export interface CarteraCobrador {
  clientes: number;
  prestamosActivos: number;
}

@Injectable()
export class CobradoresService {
  constructor(private readonly dataSource: DataSource) {}

  /**
   * La cartera de cada cobrador de `ids` en una sola consulta (antes la pantalla pedía dos listas por fila). Cuenta
   * lo mismo que GET /clientes?cobrador= y el `resumen` de GET /prestamos?cobrador=, con sus índices por cobrador.
   */
  async carteras(ids: readonly string[]): Promise<Map<string, CarteraCobrador>> {
    if (ids.length === 0) return new Map();
    const filas = await consultaPreparada<{ id: string; clientes: number; prestamos_activos: number }>(
      this.dataSource,
      `SELECT u.id,
              (SELECT count(*)::int FROM clientes c WHERE c.cobrador_id = u.id) AS clientes,
              (SELECT count(*)::int FROM prestamos p
                WHERE p.cobrador_id = u.id AND p.estado IN ('activo', 'mora', 'vencido')) AS prestamos_activos
         FROM unnest($1::uuid[]) AS u(id)`,
      [ids],
    );
    return new Map(
      filas.map((fila) => [fila.id, { clientes: fila.clientes, prestamosActivos: fila.prestamos_activos }]),
    );
  }
}
