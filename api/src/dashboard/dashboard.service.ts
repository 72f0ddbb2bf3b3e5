import { Injectable } from '@nestjs/common';
import { LIMITES } from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { consultaPreparada } from '../database/consulta-preparada';
import { condicionCarteraCobrador, esCobrador } from '../cartera/acceso';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { sqlPrestamoAbierto } from '../cartera/estado.rules';

export interface ResumenDashboard {
  totalClientes: number;
  clientesActivos: number;
  totalPrestamos: number;
  prestamosActivos: number;
  montoPrestado: number;
  montoCobrado: number;
  totalCobros: number;
  porcentajeRecuperacion: number;
  ultimosPrestamos: Array<{ _id: string; numero: number; cliente: { _id: string; nombre: string }; monto: number; fecha: string; estado: string }>;
  ultimosCobros: Array<{
    _id: string;
    prestamo: { _id: string; numero: number; cliente: { _id: string; nombre: string } };
    monto: number;
    fecha: string;
    cobrador: { _id: string; nombre: string } | null;
  }>;
}

/**
 * Cifras del tablero calculadas en la base con unas pocas agregaciones (nunca descargando listas), exactas a
 * cualquier volumen (docs/decisiones.md, "Tablero"). Para toda la cartera, préstamos y cobros salen de los registros
 * de conteos (prestamos_resumen, cobros_resumen) que mantienen los disparadores:
 * - montoPrestado = Σ (monto − monto_refinanciado) de los préstamos no cancelados: lo refinanciado en un reenganche
 *   no es dinero nuevo;
 * - montoCobrado = Σ cobros.monto: sólo cobros reales (un saldo refinanciado nunca es un cobro);
 * - porcentajeRecuperacion = cobrado ÷ prestado × 100 con un decimal;
 * - prestamosActivos = préstamos con saldo en curso (activo, mora o vencido); clientesActivos = clientes con estado
 *   activo.
 * Para un cobrador, todo se limita a su cartera (sus clientes y los préstamos que tiene asignados o son de sus
 * clientes, y los cobros de esos préstamos).
 */
@Injectable()
export class DashboardService {
  constructor(private readonly dataSource: DataSource) {}

  async resumen(actor: Usuario): Promise<ResumenDashboard> {
    const cobrador = esCobrador(actor);
    const parametros = cobrador ? [actor.id] : [];
    const carteraPrestamos = cobrador ? `WHERE ${condicionCarteraCobrador('$1')}` : '';
    const carteraClientes = cobrador ? 'WHERE cobrador_id = $1' : '';
    // Cobros de la cartera: de sus clientes o de los préstamos asignados a él (cada parte por su índice).
    const carteraCobros = cobrador
      ? `WHERE (co.cliente_id = ANY (ARRAY(SELECT id FROM clientes WHERE cobrador_id = $1))
                OR co.prestamo_id = ANY (ARRAY(SELECT id FROM prestamos WHERE cobrador_id = $1)))`
      : '';
    const recientes = LIMITES.recientes;

    const [[clientes], [prestamos], [cobros], ultimosPrestamos, ultimosCobros] = await Promise.all([
      consultaPreparada(this.dataSource, 
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE estado = 'activo')::int AS activos
         FROM clientes ${carteraClientes}`,
        parametros,
      ) as Promise<Array<{ total: number; activos: number }>>,
      consultaPreparada(this.dataSource, 
        cobrador
          ? `SELECT count(*)::int AS total,
                    count(*) FILTER (WHERE ${sqlPrestamoAbierto('p')})::int AS activos,
                    coalesce(sum(p.monto - p.monto_refinanciado) FILTER (WHERE p.estado <> 'cancelado'), 0) AS prestado
             FROM prestamos p ${carteraPrestamos}`
          : // Toda la cartera: del registro de conteos que mantienen los disparadores (sin recorrer los préstamos).
            `SELECT coalesce(sum(cantidad), 0)::int AS total,
                    coalesce(sum(cantidad) FILTER (WHERE ${sqlPrestamoAbierto()}), 0)::int AS activos,
                    coalesce(sum(prestado) FILTER (WHERE estado <> 'cancelado'), 0) AS prestado
             FROM prestamos_resumen`,
        parametros,
      ) as Promise<Array<{ total: number; activos: number; prestado: string }>>,
      consultaPreparada(this.dataSource, 
        cobrador
          ? `SELECT count(*)::int AS total, coalesce(sum(co.monto), 0) AS cobrado FROM cobros co ${carteraCobros}`
          : `SELECT coalesce(sum(cantidad), 0)::int AS total, coalesce(sum(monto), 0) AS cobrado FROM cobros_resumen`,
        parametros,
      ) as Promise<Array<{ total: number; cobrado: string }>>,
      consultaPreparada(this.dataSource, 
        `SELECT p.id, p.numero, p.monto, p.fecha, p.estado, c.id AS cliente_id, c.nombre AS cliente_nombre
         FROM prestamos p JOIN clientes c ON c.id = p.cliente_id ${carteraPrestamos}
         ORDER BY p.created_at DESC, p.id DESC LIMIT ${recientes}`,
        parametros,
      ) as Promise<Array<Record<string, string>>>,
      consultaPreparada(this.dataSource, 
        `SELECT co.id, co.monto, co.fecha, co.cobrador_id, u.nombre AS cobrador_nombre,
                p.id AS prestamo_id, p.numero, c.id AS cliente_id, c.nombre AS cliente_nombre
         FROM (
           -- Primero los cinco cobros; después sus joins (no los de todos los cobros de la cartera).
           SELECT co.* FROM cobros co ${carteraCobros}
           ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC LIMIT ${recientes}
         ) co
         JOIN prestamos p ON p.id = co.prestamo_id
         JOIN clientes c ON c.id = p.cliente_id
         LEFT JOIN usuarios u ON u.id = co.cobrador_id
         ORDER BY co.fecha DESC, co.created_at DESC, co.id DESC`,
        parametros,
      ) as Promise<Array<Record<string, string | null>>>,
    ]);

    const prestado = Math.round(Number(prestamos.prestado) * 100);
    const cobrado = Math.round(Number(cobros.cobrado) * 100);
    return {
      totalClientes: clientes.total,
      clientesActivos: clientes.activos,
      totalPrestamos: prestamos.total,
      prestamosActivos: prestamos.activos,
      montoPrestado: prestado / 100,
      montoCobrado: cobrado / 100,
      totalCobros: cobros.total,
      porcentajeRecuperacion: prestado === 0 ? 0 : Math.round((cobrado * 1000) / prestado) / 10,
      ultimosPrestamos: ultimosPrestamos.map((f) => ({
        _id: f.id,
        numero: Number(f.numero),
        cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
        monto: Number(f.monto),
        fecha: f.fecha,
        estado: f.estado,
      })),
      ultimosCobros: ultimosCobros.map((f) => ({
        _id: f.id as string,
        prestamo: {
          _id: f.prestamo_id as string,
          numero: Number(f.numero),
          cliente: { _id: f.cliente_id as string, nombre: f.cliente_nombre as string },
        },
        monto: Number(f.monto),
        fecha: f.fecha as string,
        cobrador: f.cobrador_id ? { _id: f.cobrador_id, nombre: f.cobrador_nombre ?? '' } : null,
      })),
    };
  }
}
