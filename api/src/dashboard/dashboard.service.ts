import { Injectable } from '@nestjs/common';
import { LIMITES, type EstadoPrestamo, type ResumenDashboard } from '@cartera/dominio';
import { DataSource } from 'typeorm';
import { consultasEnPoder } from '../caja/caja-en-poder.consultas';
import { consultaPreparada } from '../database/consulta-preparada';
import { condicionCarteraCobrador, esCobrador } from '../common/acceso-cartera';
import { aPesos, centavosDe } from '../common/dinero';
import type { Usuario } from '../usuarios/entities/usuario.entity';
import { sqlPrestamoAbierto, sqlPrestamoDesembolsado, sqlPrestamoEnPie } from '../prestamos/estado.sql';

/**
 * Cifras del tablero calculadas en la base con unas pocas agregaciones (nunca descargando listas), exactas a
 * cualquier volumen (docs/decisiones/registros-de-conteos.md), con las definiciones del libro (docs/libro.md). Para toda la
 * cartera, préstamos y cobros salen de los registros de conteos (prestamos_resumen, cobros_resumen) que mantienen los
 * disparadores, y lo poco frecuente (condonado, castigado, recuperado) del libro por su índice parcial:
 * - montoPrestado = Σ (monto − monto_refinanciado) de los desembolsos que siguen en pie (ni anulados ni solicitudes):
 *   lo refinanciado en un reenganche no es dinero nuevo;
 * - montoCobrado = cobros netos (los borrados y revertidos ya no están) sin las recuperaciones de castigados;
 * - porcentajeRecuperacion = cobrado ÷ prestado × 100 con un decimal, sobre el mismo conjunto de préstamos (un
 *   anulado no tiene cobros; una recuperación no cuenta en ninguno de los dos);
 * - carteraVigente = capital por cobrar con el reparto del libro mayor (saldo de 140505: el interés retenido de un
 *   préstamo adelantado y el refinanciado en un reenganche son interés, no capital; docs/reportes.md);
 * - totalPrestamos no cuenta solicitudes ni rechazados; prestamosActivos = préstamos con saldo en curso (activo, mora
 *   o vencido); clientesActivos = clientes con estado activo.
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

    const [[clientes], [prestamos], [cobros], [libro], ultimosPrestamos, ultimosCobros, enPoder, [mayor]] = await Promise.all([
      consultaPreparada(this.dataSource, 
        `SELECT count(*)::int AS total, count(*) FILTER (WHERE estado = 'activo')::int AS activos
         FROM clientes ${carteraClientes}`,
        parametros,
      ) as Promise<Array<{ total: number; activos: number }>>,
      consultaPreparada(this.dataSource, 
        cobrador
          ? `SELECT count(*) FILTER (WHERE ${sqlPrestamoDesembolsado('p')})::int AS total,
                    count(*) FILTER (WHERE ${sqlPrestamoAbierto('p')})::int AS activos,
                    coalesce(sum(p.monto - p.monto_refinanciado) FILTER (WHERE ${sqlPrestamoEnPie('p')}), 0) AS prestado,
                    count(*) FILTER (WHERE p.estado = 'solicitado')::int AS solicitudes
             FROM prestamos p ${carteraPrestamos}`
          : // Toda la cartera: del registro de conteos que mantienen los disparadores (sin recorrer los préstamos).
            `SELECT coalesce(sum(cantidad) FILTER (WHERE ${sqlPrestamoDesembolsado()}), 0)::int AS total,
                    coalesce(sum(cantidad) FILTER (WHERE ${sqlPrestamoAbierto()}), 0)::int AS activos,
                    coalesce(sum(prestado) FILTER (WHERE ${sqlPrestamoEnPie()}), 0) AS prestado,
                    coalesce(sum(cantidad) FILTER (WHERE estado = 'solicitado'), 0)::int AS solicitudes
             FROM prestamos_resumen`,
        parametros,
      ) as Promise<Array<{ total: number; activos: number; prestado: string; solicitudes: number }>>,
      consultaPreparada(this.dataSource, 
        cobrador
          ? `SELECT count(*)::int AS total, coalesce(sum(co.monto), 0) AS cobrado FROM cobros co ${carteraCobros}`
          : `SELECT coalesce(sum(cantidad), 0)::int AS total, coalesce(sum(monto), 0) AS cobrado FROM cobros_resumen`,
        parametros,
      ) as Promise<Array<{ total: number; cobrado: string }>>,
      consultaPreparada(this.dataSource,
        `SELECT coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'condonacion'), 0) AS condonado,
                coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'castigo'), 0) AS castigado,
                coalesce(sum(m.monto) FILTER (WHERE m.tipo = 'recuperacion'), 0) AS recuperado
         FROM prestamos_movimientos m
         WHERE m.tipo IN ('condonacion', 'castigo', 'recuperacion')
           ${cobrador ? `AND m.prestamo_id IN (SELECT p.id FROM prestamos p ${carteraPrestamos})` : ''}`,
        parametros,
      ) as Promise<Array<{ condonado: string; castigado: string; recuperado: string }>>,
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
      consultasEnPoder.total(this.dataSource.manager, cobrador ? actor.id : null),
      // El capital por cobrar del libro mayor: de toda la cartera, de sus saldos por mes; de un cobrador, de sus préstamos.
      consultaPreparada(
        this.dataSource,
        cobrador
          ? `SELECT coalesce(sum(l.debito - l.credito), 0) AS capital
             FROM contabilidad_lineas l
             WHERE l.cuenta_id = (SELECT id FROM contabilidad_cuentas WHERE clave = 'cartera_capital')
               AND l.prestamo_id IN (SELECT p.id FROM prestamos p ${carteraPrestamos})`
          : `SELECT coalesce(sum(s.debitos - s.creditos), 0) AS capital FROM contabilidad_saldos_mes s
             WHERE s.cuenta_id = (SELECT id FROM contabilidad_cuentas WHERE clave = 'cartera_capital')`,
        parametros,
      ) as Promise<Array<{ capital: string }>>,
    ]);

    const prestado = centavosDe(prestamos.prestado);
    const cobrado = centavosDe(cobros.cobrado) - centavosDe(libro.recuperado);
    return {
      totalClientes: clientes.total,
      clientesActivos: clientes.activos,
      totalPrestamos: prestamos.total,
      prestamosActivos: prestamos.activos,
      montoPrestado: aPesos(prestado),
      montoCobrado: aPesos(cobrado),
      totalCobros: cobros.total,
      porcentajeRecuperacion: prestado === 0 ? 0 : Math.round((cobrado * 1000) / prestado) / 10,
      carteraVigente: aPesos(centavosDe(mayor.capital)),
      montoCondonado: aPesos(centavosDe(libro.condonado)),
      montoCastigado: aPesos(centavosDe(libro.castigado)),
      montoRecuperado: aPesos(centavosDe(libro.recuperado)),
      enPoderCobradores: aPesos(centavosDe(enPoder)),
      solicitudesPendientes: prestamos.solicitudes,
      ultimosPrestamos: ultimosPrestamos.map((f) => ({
        _id: f.id,
        numero: Number(f.numero),
        cliente: { _id: f.cliente_id, nombre: f.cliente_nombre },
        monto: Number(f.monto),
        fecha: f.fecha,
        estado: f.estado as EstadoPrestamo,
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
